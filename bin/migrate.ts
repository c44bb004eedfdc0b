import { loadConfig } from "../shared/config";
import { migrateSchema } from "./schema";

const USAGE = "usage: node dist/bin/migrate.js   (npm run migrate): brings the PostgreSQL schema at DATABASE_URL up to date";

/**
 * Brings the schema at DATABASE_URL up to date and exits: the one-shot step of a deployment
 * (compose's `migrate`, the Kubernetes Job). Services still migrate at start under the same
 * advisory lock, so a trial without this step works, and two runs at once apply each migration once.
 */
async function main(args: string[]): Promise<number> {
	if (args.length === 1 && ["--help", "-h"].includes(args[0])) {
		console.log(USAGE);
		return 0;
	}
	if (args.length) {
		console.error(`unknown argument ${args[0]}\n${USAGE}`);
		return 2;
	}
	const { databaseUrl } = loadConfig();
	if (!databaseUrl) {
		console.error("DATABASE_URL is not set: migrate needs the PostgreSQL to bring up to date");
		return 1;
	}
	const { ran, recorded } = await migrateSchema();
	console.log(`schema up to date: ${recorded.length} migrations recorded, ${ran.length} applied now, the last ${recorded.at(-1) ?? "none"}`);
	return 0;
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(err) => {
		console.error("migrate failed:", err instanceof Error ? err.message : err);
		process.exit(1);
	},
);
