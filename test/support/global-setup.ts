import { execFile } from "node:child_process";
import { appendFileSync, chmodSync, mkdtempSync } from "node:fs";
import { promisify } from "node:util";
import { Client } from "pg";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { startEmbeddedPostgres } from "../../bin/embedded-postgres";
import { startNatsServer, type TestNatsServer } from "./nats-server";

/** What global teardown stops and removes: the run's data dir and its cluster (elsewhere when root had to move it). */
export interface EmbeddedRun {
	stop(): Promise<void>;
	dirs: string[];
}

/**
 * Default: one embedded PostgreSQL for the whole run (each test file gets its own
 * database). `LEADMAP_TEST_MODE=services`: the machine's PostgreSQL and Redis, and a
 * nats-server of the run's own with authorization on (the bus is a trust boundary: the
 * distributed suite runs as production does), unless LEADMAP_TEST_NATS_URL names one.
 */
export default async function globalSetup(): Promise<void> {
	// Tests start many nodes, and processes of their own, on one machine: none takes the metrics port (3030)
	// unless it asks (startApp's `probes`, a test's own port).
	process.env.LEADMAP_METRICS_PORT ??= "0";
	if (process.env.LEADMAP_TEST_MODE === "services") {
		process.env.LEADMAP_TEST_DB_LOG = path.join(os.tmpdir(), `leadmap-test-dbs-${process.pid}.txt`);
		process.env.LEADMAP_TEST_PG_ADMIN_URL ||= "postgres://postgres@127.0.0.1:5432/postgres";
		process.env.LEADMAP_TEST_REDIS_URL ||= "redis://127.0.0.1:6379";
		if (!process.env.LEADMAP_TEST_NATS_URL) process.env.LEADMAP_TEST_NATS_URL = await startAuthorizedNats();
		process.env.LEADMAP_TEST_TEMPLATE_DB = await migratedTemplate(process.env.LEADMAP_TEST_PG_ADMIN_URL);
		return;
	}
	if (process.env.LEADMAP_TEST_PG_ADMIN_URL) return;
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-test-"));
	// Open to the server's user when root (it runs as postgres), so the cluster stays in this temporary dir.
	chmodSync(dir, 0o755);
	const db = await startEmbeddedPostgres(dir, (line) => console.log(`[embedded PostgreSQL] ${line}`));
	process.env.LEADMAP_TEST_PG_ADMIN_URL = db.url.replace(/\/leadmap$/, "/postgres");
	(globalThis as { __leadmapEmbedded?: EmbeddedRun }).__leadmapEmbedded = { stop: db.stop, dirs: [dir, db.clusterDir] };
	process.env.LEADMAP_TEST_TEMPLATE_DB = await migratedTemplate(process.env.LEADMAP_TEST_PG_ADMIN_URL);
}

/**
 * A database migrated once for the run by `npm run migrate`'s own entry point, which each test file's app
 * database copies (createTestDatabase({ migrated: true })) instead of running every migration again.
 */
async function migratedTemplate(admin: string): Promise<string> {
	const name = `lm_test_${randomBytes(6).toString("hex")}`;
	const client = new Client({ connectionString: admin });
	await client.connect();
	try {
		await client.query(`CREATE DATABASE ${name}`);
	} finally {
		await client.end();
	}
	if (process.env.LEADMAP_TEST_DB_LOG) appendFileSync(process.env.LEADMAP_TEST_DB_LOG, name + "\n");
	const url = new URL(admin);
	url.pathname = `/${name}`;
	const root = path.join(__dirname, "..", "..");
	await promisify(execFile)(process.execPath, [require.resolve("tsx/cli"), path.join(root, "bin", "migrate.ts")], {
		cwd: root,
		env: { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: "warn", REDIS_URL: "", TRANSPORTER: "" },
	});
	return name;
}

/** A nats-server requiring a user and password, for the run; global teardown stops it. */
async function startAuthorizedNats(): Promise<string> {
	const password = randomBytes(12).toString("hex");
	const nats = await startNatsServer(`authorization { user: "leadmap", password: "${password}" }\nmax_payload: 1048576`);
	(globalThis as { __leadmapNats?: TestNatsServer }).__leadmapNats = nats;
	return `nats://leadmap:${password}@${nats.address}`;
}
