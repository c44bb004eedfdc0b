import { existsSync, readFileSync, rmSync } from "node:fs";
import { Client } from "pg";
import type { EmbeddedRun } from "./global-setup";
import type { TestNatsServer } from "./nats-server";

/** Stops the embedded server; on the machine's PostgreSQL, drops the databases this run made. */
export default async function globalTeardown(): Promise<void> {
	await (globalThis as { __leadmapNats?: TestNatsServer }).__leadmapNats?.stop();
	const embedded = (globalThis as { __leadmapEmbedded?: EmbeddedRun }).__leadmapEmbedded;
	if (embedded) {
		await embedded.stop();
		for (const dir of embedded.dirs) rmSync(dir, { recursive: true, force: true });
	}
	const log = process.env.LEADMAP_TEST_DB_LOG;
	const admin = process.env.LEADMAP_TEST_PG_ADMIN_URL;
	if (!log || !admin || !existsSync(log)) return;
	const names = readFileSync(log, "utf8")
		.split("\n")
		.filter((n) => /^lm_test_[0-9a-f]+$/.test(n));
	const client = new Client({ connectionString: admin });
	await client.connect();
	try {
		for (const name of names) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
	} finally {
		await client.end();
		rmSync(log, { force: true });
	}
}
