import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "..");
const TSX = path.join(ROOT, "node_modules", ".bin", "tsx");
const AUTOCANNON = path.join(ROOT, "node_modules", ".bin", "autocannon");
export const RESULTS_FILE = path.join(ROOT, "bench", "results.json");

export interface LoadResult {
	requestsPerSecond: number;
	latencyP50Ms: number;
	latencyP99Ms: number;
	non2xx: number;
	errors: number;
}

/** Runs autocannon in its own process so it never shares the event loop with the server. */
export function load(url: string, opts: { connections: number; seconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
	const args = ["-j", "-c", String(opts.connections), "-d", String(opts.seconds)];
	for (const [k, v] of Object.entries(opts.headers ?? {})) args.push("-H", `${k}=${v}`);
	args.push(url);
	return new Promise((resolve, reject) => {
		const child = spawn(AUTOCANNON, args, { stdio: ["ignore", "pipe", "pipe"] });
		let out = "";
		child.stdout.on("data", (d) => (out += d));
		child.on("close", (code) => {
			if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
			const r = JSON.parse(out);
			resolve({
				requestsPerSecond: Math.round(r.requests.average),
				latencyP50Ms: r.latency.p50,
				latencyP99Ms: r.latency.p99,
				non2xx: r.non2xx,
				errors: r.errors,
			});
		});
		child.on("error", reject);
	});
}

export interface Proc {
	child: ChildProcess;
	output(): string;
	stop(): Promise<void>;
}

export function startProcess(script: string, env: Record<string, string>, args: string[] = []): Proc {
	const child = spawn(TSX, [script, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
	let output = "";
	child.stdout!.on("data", (d) => (output += d));
	child.stderr!.on("data", (d) => (output += d));
	return {
		child,
		output: () => output,
		stop: () => new Promise((resolve) => {
			if (child.exitCode !== null) return resolve();
			child.once("close", () => resolve());
			child.kill("SIGTERM");
		}),
	};
}

export function runScript(script: string, env: Record<string, string>, args: string[]): Promise<string> {
	return new Promise((resolve, reject) => {
		const p = startProcess(script, env, args);
		p.child.on("close", (code) => (code === 0 ? resolve(p.output()) : reject(new Error(`${script} ${args.join(" ")} failed: ${p.output()}`))));
	});
}

export async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 60_000): Promise<void> {
	const end = Date.now() + timeoutMs;
	while (Date.now() < end) {
		try {
			if (await check()) return;
		} catch {
			// not yet
		}
		await new Promise((r) => setTimeout(r, 200));
	}
	throw new Error(`timed out waiting for ${what}`);
}

export async function healthy(url: string): Promise<boolean> {
	return (await fetch(`${url}/health/ready`)).ok;
}

/** Each section's figures are merged into bench/results.json under its name. */
export function recordResults(section: string, figures: unknown): void {
	mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
	const all = existsSync(RESULTS_FILE) ? JSON.parse(readFileSync(RESULTS_FILE, "utf8")) : {};
	all[section] = { ...(figures as object), measuredAt: new Date().toISOString() };
	writeFileSync(RESULTS_FILE, JSON.stringify(all, null, 2) + "\n");
}
