import { chmodSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../shared/embedded-postgres";

/** What global teardown stops and removes: the run's data dir and its cluster (elsewhere when root had to move it). */
export interface EmbeddedRun {
	stop(): Promise<void>;
	dirs: string[];
}

/**
 * Default: one embedded PostgreSQL for the whole run (each test file gets its own
 * database). `LEADMAP_TEST_MODE=services`: the machine's PostgreSQL, Redis and NATS.
 */
export default async function globalSetup(): Promise<void> {
	if (process.env.LEADMAP_TEST_MODE === "services") {
		process.env.LEADMAP_TEST_DB_LOG = path.join(os.tmpdir(), `leadmap-test-dbs-${process.pid}.txt`);
		process.env.LEADMAP_TEST_PG_ADMIN_URL ||= "postgres://postgres@127.0.0.1:5432/postgres";
		process.env.LEADMAP_TEST_REDIS_URL ||= "redis://127.0.0.1:6379";
		process.env.LEADMAP_TEST_NATS_URL ||= "nats://127.0.0.1:4222";
		return;
	}
	if (process.env.LEADMAP_TEST_PG_ADMIN_URL) return;
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-test-"));
	// Open to the server's user when root (it runs as postgres), so the cluster stays in this temporary dir.
	chmodSync(dir, 0o755);
	const db = await startEmbeddedPostgres(dir, (line) => console.log(`[embedded PostgreSQL] ${line}`));
	process.env.LEADMAP_TEST_PG_ADMIN_URL = db.url.replace(/\/leadmap$/, "/postgres");
	(globalThis as { __leadmapEmbedded?: EmbeddedRun }).__leadmapEmbedded = { stop: db.stop, dirs: [dir, db.clusterDir] };
}
