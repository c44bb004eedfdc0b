import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../bin/embedded-postgres";
import { api, createTestDatabase } from "./support/app";
import { START_COMMAND } from "./support/cli";
import { serverGone, waitForHealth } from "./support/service-process";

const ROOT = path.resolve(__dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");

function run(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
	return new Promise((resolve) => {
		const child = spawn(TSX, [script, ...args], { cwd: ROOT, env: { ...process.env, ...env } });
		let stdout = "";
		let stderr = "";
		child.stdout.on("data", (d) => (stdout += d));
		child.stderr.on("data", (d) => (stderr += d));
		child.on("close", (code) => resolve({ code, stdout, stderr }));
	});
}

const cleanEnv = { DATABASE_URL: "", REDIS_URL: "", TRANSPORTER: "", SERVICES: "", LOG_LEVEL: "warn", LEADMAP_NAMESPACE: "" };

describe("npm start (embedded PostgreSQL) and the operator CLI", () => {
	let dataDir: string;
	beforeAll(() => {
		dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-start-"));
		chmodSync(dataDir, 0o755);
	});
	afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

	test("first start prints a working key once, the CLI joins the running database, SIGTERM stops everything", async () => {
		const port = await freePort();
		const env = { ...cleanEnv, LEADMAP_DATA_DIR: dataDir, PORT: String(port) };
		const child = spawn(START_COMMAND[0], [...START_COMMAND[1]], { cwd: ROOT, env: { ...process.env, ...env } });
		let stdout = "";
		child.stdout!.on("data", (d) => (stdout += d));
		const url = `http://127.0.0.1:${port}`;
		try {
			await waitForHealth(url, child);
			const keyFile = path.join(dataDir, "first-api-key");
			for (let i = 0; i < 100 && !existsSync(keyFile); i++) await new Promise((r) => setTimeout(r, 100));
			expect(statSync(keyFile).mode & 0o777).toBe(0o600);
			const firstKey = readFileSync(keyFile, "utf8").trim();
			// The key file is written just after the key is printed; the pipe's data event may still be on its way.
			for (let i = 0; i < 50 && !stdout.includes(firstKey); i++) await new Promise((r) => setTimeout(r, 100));
			expect(stdout).toContain(firstKey);
			expect((await fetch(`${url}/health/ready`)).status).toBe(200);
			const usage = await api({ url }, "GET", "/v1/usage", { key: firstKey });
			expect(usage.status).toBe(200);
			expect(usage.body.plan).toBe("pro");

			const cli = await run("bin/cli.ts", ["accounts:create", "--plan", "lite", "--credits", "42"], env);
			expect(cli.code).toBe(0);
			const [idLine, cliKey] = cli.stdout.trim().split("\n");
			expect(idLine).toMatch(/^account [0-9a-f-]{36}$/);
			const theirs = await api({ url }, "GET", "/v1/usage", { key: cliKey });
			expect(theirs.body).toMatchObject({ plan: "lite", credits: { balance: 42, monthlyAllowance: 1000 } });

			const accountId = idLine.split(" ")[1];
			const grant = await run("bin/cli.ts", ["credits:grant", "--account", accountId, "--credits", "8", "--reference", "ops-1"], env);
			expect(grant.stdout.trim()).toBe("balance 50");
			// A retry of the same grant (same reference) grants nothing more.
			const retried = await run("bin/cli.ts", ["credits:grant", "--account", accountId, "--credits", "8", "--reference", "ops-1"], env);
			expect(retried.stdout.trim()).toBe("balance 50");
			const second = await run("bin/cli.ts", ["keys:create", "--account", accountId], env);
			expect(second.code).toBe(0);
			expect((await api({ url }, "GET", "/v1/usage", { key: second.stdout.trim().split("\n")[1] })).status).toBe(200);
		} finally {
			child.kill("SIGTERM");
			await new Promise((r) => child.once("close", r));
		}
		expect(child.exitCode).toBe(0);
		expect(await serverGone(path.join(dataDir, "postgres"))).toBe(true);

		// With the service stopped the CLI starts the embedded server itself, and stops it again.
		const offline = await run("bin/cli.ts", ["accounts:create", "--plan", "max"], { ...env });
		expect(offline.code).toBe(0);
		expect(offline.stdout).toMatch(/lm_live_/);
		expect(await serverGone(path.join(dataDir, "postgres"))).toBe(true);
	}, 180_000);

	test("SIGTERM to `npm start` (as a process manager sends it) stops the service and its database", async () => {
		const ownDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-npm-start-"));
		chmodSync(ownDir, 0o755);
		const port = await freePort();
		// npm hands the signal to the script's shell: unless the script execs the service, the shell dies and the service runs on, orphaned.
		const npm = spawn("npm", ["start"], { cwd: ROOT, env: { ...process.env, ...cleanEnv, LEADMAP_DATA_DIR: ownDir, PORT: String(port) }, stdio: "ignore" });
		try {
			await waitForHealth(`http://127.0.0.1:${port}`, npm);
			npm.kill("SIGTERM");
			await new Promise((r) => npm.once("close", r));
			expect(await serverGone(path.join(ownDir, "postgres"))).toBe(true);
			await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
		} finally {
			rmSync(ownDir, { recursive: true, force: true });
		}
	}, 120_000);

	test("several processes starting at once on a new database migrate it once", async () => {
		const databaseUrl = await createTestDatabase();
		const env = { ...cleanEnv, DATABASE_URL: databaseUrl };
		const runs = await Promise.all([1, 2, 3].map(() => run("bin/cli.ts", ["accounts:create", "--plan", "lite"], env)));
		for (const r of runs) expect(r.code).toBe(0);
		const { Client } = await import("pg");
		const client = new Client({ connectionString: databaseUrl });
		await client.connect();
		const migrations = await client.query("SELECT name FROM migrations");
		const accounts = await client.query("SELECT count(*)::int AS n FROM accounts");
		await client.end();
		expect(new Set(migrations.rows.map((r) => r.name)).size).toBe(migrations.rowCount);
		expect(accounts.rows[0].n).toBe(3);
	});

	test("the CLI refuses bad input with a message and a non-zero exit", async () => {
		const databaseUrl = await createTestDatabase();
		const env = { ...cleanEnv, DATABASE_URL: databaseUrl };
		const unknown = await run("bin/cli.ts", ["nope"], env);
		expect(unknown.code).toBe(2);
		const badPlan = await run("bin/cli.ts", ["accounts:create", "--plan", "gold"], env);
		expect(badPlan.code).toBe(2);
		expect(badPlan.stderr).toContain("--plan must be one of");
		const noAccount = await run(
			"bin/cli.ts",
			["credits:grant", "--account", "00000000-0000-4000-8000-000000000000", "--credits", "5", "--reference", "r"],
			env,
		);
		expect(noAccount.code).toBe(1);
	});

	test("the CLI does nothing it was not plainly asked: --help, typos and a grant without a reference change nothing", async () => {
		const databaseUrl = await createTestDatabase();
		const env = { ...cleanEnv, DATABASE_URL: databaseUrl };
		const { Client } = await import("pg");
		const accounts = async () => {
			const client = new Client({ connectionString: databaseUrl });
			await client.connect();
			try {
				return (await client.query("SELECT count(*)::int AS n FROM accounts")).rows[0].n as number;
			} catch {
				return 0; // not even migrated: nothing ran
			} finally {
				await client.end();
			}
		};
		const [help, typo, noReference] = await Promise.all([
			run("bin/cli.ts", ["accounts:create", "--help"], env),
			run("bin/cli.ts", ["accounts:create", "--plna", "pro"], env),
			run("bin/cli.ts", ["credits:grant", "--account", "00000000-0000-4000-8000-000000000000", "--credits", "5"], env),
		]);
		expect(help.code).toBe(0);
		expect(help.stdout).toContain("accounts:create [--plan");
		expect(typo.code).toBe(2);
		expect(typo.stderr).toContain("--plna");
		expect(noReference.code).toBe(2);
		expect(noReference.stderr).toContain("--reference is required");
		expect(await accounts()).toBe(0);

		// accounts:plan changes only what it is given.
		const created = await run("bin/cli.ts", ["accounts:create", "--plan", "lite", "--status", "trialing"], env);
		const accountId = created.stdout.trim().split("\n")[0].split(" ")[1];
		const changed = await run("bin/cli.ts", ["accounts:plan", "--account", accountId, "--status", "past_due"], env);
		expect(changed.code).toBe(0);
		expect(JSON.parse(changed.stdout.trim())).toMatchObject({ plan: "lite", accessStatus: "past_due" });
		const neither = await run("bin/cli.ts", ["accounts:plan", "--account", accountId], env);
		expect(neither.code).toBe(2);
	});
});
