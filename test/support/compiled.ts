import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
export const DIST = path.join(ROOT, "dist");
/** What `node dist/bin/start.js` runs from: the image's entry. */
export const COMPILED_START = path.join(DIST, "bin", "start.js");
/** Written after a build that succeeded; its time is the build's. */
const STAMP = path.join(DIST, ".build-stamp");
const LOCK = path.join(ROOT, ".build.lock");
const SOURCES = ["bin", "services", "shared", "sandbox", "moleculer.config.ts", "tsconfig.json", "package.json"];
const BUILD_TIMEOUT_MS = 5 * 60_000;

function newestChange(entry: string): number {
	const stat = statSync(entry);
	if (!stat.isDirectory()) return stat.mtimeMs;
	let newest = stat.mtimeMs;
	for (const name of readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, name)));
	return newest;
}

function upToDate(): boolean {
	if (!existsSync(STAMP) || !existsSync(COMPILED_START)) return false;
	const built = statSync(STAMP).mtimeMs;
	return SOURCES.every((s) => !existsSync(path.join(ROOT, s)) || newestChange(path.join(ROOT, s)) <= built);
}

function processAlive(pid: number): boolean {
	try {
		process.kill(pid, 0);
		return true;
	} catch {
		return false;
	}
}

/** Takes the build lock (a file made exclusively), or answers false when a live process holds it. */
function tryLock(): boolean {
	try {
		const fd = openSync(LOCK, "wx");
		writeFileSync(fd, String(process.pid));
		closeSync(fd);
		return true;
	} catch (err) {
		if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
		const holder = Number(readFileSync(LOCK, "utf8")) || 0;
		// A holder that died (or had not written its pid yet, seen as 0 once more on the next try) leaves the lock behind.
		if (holder && !processAlive(holder)) rmSync(LOCK, { force: true });
		return false;
	}
}

/**
 * `npm run build` (emit only), not waited for synchronously: the test process may host a running app (its
 * brokers' heartbeats, its HTTP server) that must not freeze for the minutes a loaded machine takes.
 */
function buildOnce(): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
	return new Promise((resolve) => {
		const child = spawn("npm", ["run", "build"], { cwd: ROOT, timeout: BUILD_TIMEOUT_MS });
		let output = "";
		child.stdout.on("data", (d) => (output += d));
		child.stderr.on("data", (d) => (output += d));
		child.on("close", (code, signal) => resolve({ code, signal, output }));
	});
}

/**
 * The compiled code the image runs: `npm run build` once per test run, when dist is
 * missing or older than the sources. Two jest workers asking at once build once: one
 * holds a lock file while it builds, the other waits for it, then finds dist fresh.
 */
export async function ensureBuilt(): Promise<void> {
	const end = Date.now() + BUILD_TIMEOUT_MS;
	while (!upToDate()) {
		if (Date.now() > end) throw new Error("the build did not finish in time");
		if (!tryLock()) {
			await new Promise((resolve) => setTimeout(resolve, 500));
			continue;
		}
		try {
			if (upToDate()) return;
			const startedAt = new Date();
			const build = await buildOnce();
			if (build.code !== 0) throw new Error(`npm run build failed (${build.code ?? build.signal}):\n${build.output}`);
			// Stamped with the time the build began: a source changed while it ran makes the next run build again.
			writeFileSync(STAMP, startedAt.toISOString());
			utimesSync(STAMP, startedAt, startedAt);
		} finally {
			rmSync(LOCK, { force: true });
		}
	}
}
