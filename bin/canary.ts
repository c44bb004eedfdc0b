import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../shared/config";
import { ProviderHttp } from "../services/scrapers/framework/provider-http";
import { askGoldenQuestion, compareWithGolden, GOLDEN_SEARCH, type CanaryReport } from "../services/scrapers/google/canary";

const USAGE = `usage: npm run canary -- google [--fixtures DIR] [--json]   (node dist/bin/canary.js google)
  asks the provider (LEADMAP_GOOGLE_URL, as the scrapers do) the question of its golden fixture and compares the
  fields the parser reads with the fixture's. Exit 0: the layout is the one the parser knows; 1: drift; 2: usage;
  3: the provider did not answer (unreachable, blocked, erroring: not drift). docs/provider-drift.md`;

/** The golden fixtures: --fixtures, else test/fixtures/google beside the code (the source tree, or the image's /app). */
function fixturesDir(flag: string | undefined): string {
	if (flag) return path.resolve(flag);
	const candidates = [path.resolve(__dirname, "../test/fixtures/google"), path.resolve(__dirname, "../../test/fixtures/google")];
	return candidates.find((dir) => existsSync(path.join(dir, GOLDEN_SEARCH.file))) ?? candidates[0];
}

function reportText(report: CanaryReport): string[] {
	const lines = [`google: ${report.ok ? "ok" : "DRIFT"}: ${report.livePlaces} places read (golden ${report.goldenPlaces})`];
	for (const f of report.fields) lines.push(`  ${f.field.padEnd(12)} ${f.live.toFixed(2)}  golden ${f.golden.toFixed(2)}${f.ok ? "" : "  <- under half"}`);
	for (const p of report.problems) lines.push(`  drift: ${p}`);
	return lines;
}

async function main(args: string[]): Promise<number> {
	if (args.some((a) => a === "--help" || a === "-h")) {
		console.log(USAGE);
		return 0;
	}
	const json = args.includes("--json");
	const at = args.indexOf("--fixtures");
	const fixtures = at >= 0 ? args[at + 1] : undefined;
	const rest = args.filter((a, i) => a !== "--json" && (at < 0 || (i !== at && i !== at + 1)));
	if (at >= 0 && !fixtures) return usage("--fixtures needs a directory");
	if (rest.length !== 1) return usage(rest.length ? `unexpected argument: ${rest[1]}` : "name the provider");
	if (rest[0] !== "google") return usage(`no golden fixtures for ${rest[0]}: the canary knows google`);
	const file = path.join(fixturesDir(fixtures), GOLDEN_SEARCH.file);
	if (!existsSync(file)) return usage(`golden fixture not found: ${file}`);
	const config = loadConfig();
	const http = ProviderHttp.fromConfig(undefined, config.provider.timeoutMs);
	let body: string;
	try {
		body = await askGoldenQuestion(http, config.google.url);
	} catch (err) {
		console.error(`google: no answer to compare: ${(err as Error).message}`);
		return 3;
	} finally {
		await http.close();
	}
	const report = compareWithGolden(readFileSync(file, "utf8"), body);
	console.log(json ? JSON.stringify({ provider: "google", ...report }) : reportText(report).join("\n"));
	return report.ok ? 0 : 1;
}

function usage(problem: string): number {
	console.error(`${problem}\n${USAGE}`);
	return 2;
}

main(process.argv.slice(2)).then(
	(code) => process.exit(code),
	(err) => {
		console.error(err instanceof ConfigError ? err.message : `canary failed: ${err instanceof Error ? err.message : err}`);
		process.exit(err instanceof ConfigError ? 2 : 1);
	},
);
