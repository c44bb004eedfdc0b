import { execFileSync, spawn } from "node:child_process";
import {
	chmodSync,
	cpSync,
	existsSync,
	lchownSync,
	lstatSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	readFileSync,
	readlinkSync,
	realpathSync,
	rmSync,
	symlinkSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../bin/embedded-postgres";
import { api } from "./support/app";
import { serverGone, waitForHealth } from "./support/service-process";

const ROOT = path.resolve(__dirname, "..");
const SOURCES = ["bin", "services", "shared", "sandbox", "moleculer.config.ts", "package.json", "tsconfig.json"];
/** The PostgreSQL binaries, and the package that finds them (it resolves them from its own real path). */
const COPIED_PACKAGES = ["embedded-postgres", "@embedded-postgres"];

interface Owner {
	uid: number;
	gid: number;
}

function chownTree(file: string, owner: Owner): void {
	lchownSync(file, owner.uid, owner.gid);
	if (lstatSync(file).isDirectory()) for (const entry of readdirSync(file)) chownTree(path.join(file, entry), owner);
}

/**
 * What a new user's clone looks like: the code and the PostgreSQL binaries inside a
 * 0700 directory (as under /root). Other packages are links: Node resolves them by
 * their real path, so only the binaries and their finder need a copy.
 */
function checkoutLike(owner: Owner | null): string {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-checkout-"));
	for (const entry of SOURCES) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
	const modules = path.join(ROOT, "node_modules");
	mkdirSync(path.join(dir, "node_modules"));
	for (const name of readdirSync(modules)) {
		const target = path.join(dir, "node_modules", name);
		if (COPIED_PACKAGES.includes(name)) cpSync(realpathSync(path.join(modules, name)), target, { recursive: true, verbatimSymlinks: true });
		else symlinkSync(realpathSync(path.join(modules, name)), target);
	}
	if (owner) chownTree(dir, owner);
	chmodSync(dir, 0o700);
	return dir;
}

function privateDataDir(owner: Owner | null): string {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-data-"));
	if (owner) chownTree(dir, owner);
	chmodSync(dir, 0o700);
	return dir;
}

/** Every process working in `dir`: in the cluster, the server and all its children; in the checkout, the service. */
function processesIn(dir: string): number[] {
	const real = realpathSync(dir);
	return readdirSync("/proc")
		.filter((p) => /^\d+$/.test(p))
		.flatMap((p) => {
			try {
				return readlinkSync(`/proc/${p}/cwd`) === real ? [Number(p)] : [];
			} catch {
				return [];
			}
		});
}

interface Run {
	log: string;
	clusterDir: string;
}

/** `npx tsx bin/start.ts` from the checkout: /health, the first key, /v1/usage, then SIGTERM and nothing left running. */
async function startUseAndStop(checkout: string, dataDir: string, owner: Owner | null): Promise<Run> {
	const port = await freePort();
	const env = {
		PATH: process.env.PATH ?? "/usr/bin:/bin",
		HOME: checkout,
		LEADMAP_DATA_DIR: dataDir,
		PORT: String(port),
		LOG_LEVEL: "info",
		LEADMAP_METRICS_PORT: "0",
	};
	const tsx = path.join(checkout, "node_modules", "tsx", "dist", "cli.mjs");
	const child = spawn(process.execPath, [tsx, "bin/start.ts"], { cwd: checkout, env, ...(owner ?? {}) });
	let log = "";
	child.stdout!.on("data", (d) => (log += d));
	child.stderr!.on("data", (d) => (log += d));
	const url = `http://127.0.0.1:${port}`;
	let clusterDir = "";
	try {
		await waitForHealth(url, child, 150_000).catch((err) => {
			throw new Error(`${err.message}\n${log}`);
		});
		const keyFile = path.join(dataDir, "first-api-key");
		for (let i = 0; i < 100 && !existsSync(keyFile); i++) await new Promise((r) => setTimeout(r, 100));
		const usage = await api({ url }, "GET", "/v1/usage", { key: readFileSync(keyFile, "utf8").trim() });
		expect(usage.status).toBe(200);
		expect(usage.body.plan).toBe("pro");
		clusterDir = /cluster in (\S+)/.exec(log)?.[1] ?? "";
		expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(true);
		expect(processesIn(clusterDir).length).toBeGreaterThan(0);
	} finally {
		child.kill("SIGTERM");
		if (child.exitCode === null) await new Promise((r) => child.once("close", r));
	}
	expect(child.exitCode).toBe(0);
	expect(await serverGone(clusterDir)).toBe(true);
	expect(processesIn(clusterDir)).toEqual([]);
	expect(processesIn(checkout)).toEqual([]);
	return { log, clusterDir };
}

function nobody(): Owner | null {
	try {
		const id = (flag: string) => Number(execFileSync("id", [flag, "nobody"], { encoding: "utf8" }).trim());
		return { uid: id("-u"), gid: id("-g") };
	} catch {
		return null;
	}
}

const asRoot = process.getuid?.() === 0;
const otherUser = asRoot ? nobody() : null;

describe("embedded PostgreSQL starts wherever the project lies", () => {
	const made: string[] = [];
	afterAll(() => {
		for (const dir of made) rmSync(dir, { recursive: true, force: true });
	});

	test("from a 0700 checkout with a 0700 data dir, as the user running the tests", async () => {
		const checkout = checkoutLike(null);
		const dataDir = privateDataDir(null);
		made.push(checkout, dataDir);
		const { log, clusterDir } = await startUseAndStop(checkout, dataDir, null);
		made.push(clusterDir);
		if (asRoot) {
			// PostgreSQL refuses root: the log says who runs it, and the cluster left the unreachable data dir.
			expect(log).toMatch(/running as root: PostgreSQL refuses root, so it runs as user \S+/);
			expect(log).toContain(`cannot reach ${dataDir}, so the cluster lives in ${clusterDir}`);
			expect(clusterDir.startsWith(realpathSync(dataDir))).toBe(false);
		} else {
			expect(clusterDir).toBe(path.join(dataDir, "postgres"));
		}
	}, 240_000);

	const asOtherUser = otherUser ? test : test.skip;
	asOtherUser(
		`as a non-root user too (runs only when the tests run as root and a user "nobody" exists: ${otherUser ? "yes" : "no, skipped"})`,
		async () => {
			const checkout = checkoutLike(otherUser);
			const dataDir = privateDataDir(otherUser);
			made.push(checkout, dataDir);
			const { log, clusterDir } = await startUseAndStop(checkout, dataDir, otherUser);
			expect(log).not.toContain("running as root");
			expect(clusterDir).toBe(path.join(dataDir, "postgres"));
		},
		240_000,
	);
});
