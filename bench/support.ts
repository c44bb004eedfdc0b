import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";

export const ROOT = path.resolve(__dirname, "..");
const AUTOCANNON = path.join(ROOT, "node_modules", ".bin", "autocannon");
export const RESULTS_FILE = path.join(ROOT, "bench", "results.json");
export const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh database on the machine's PostgreSQL (BENCH_PG_ADMIN_URL); `drop()` removes it. */
export async function benchDatabase(): Promise<{ name: string; url: string; drop(): Promise<void> }> {
	const admin = new Client({ connectionString: PG_ADMIN });
	await admin.connect();
	const name = `leadmap_bench_${Date.now()}`;
	await admin.query(`CREATE DATABASE ${name}`);
	const url = new URL(PG_ADMIN);
	url.pathname = `/${name}`;
	return {
		name,
		url: url.toString(),
		async drop() {
			await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
			await admin.end();
		},
	};
}

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

/**
 * What the image runs every node with (Dockerfile's CMD): AsyncContextFrame, which makes the
 * request id that follows each request (shared/request-context.ts) cost next to nothing. A flag
 * on Node 22 and 23, the default from 24; Node 20 does not have it.
 */
export const IMAGE_NODE_ARGS: readonly string[] = ["22", "23"].includes(process.versions.node.split(".")[0]) ? ["--experimental-async-context-frame"] : [];

/**
 * One node process (no tsx wrapper), so its pid is the service's own: /proc tells its peak RSS.
 * A script under dist/ runs compiled, as production runs it; any other through tsx; both with the image's node flags.
 */
export function startProcess(script: string, env: Record<string, string>, args: string[] = []): Proc {
	const loader = script.startsWith("dist/") ? [] : ["--import", "tsx"];
	const nodeArgs = [...IMAGE_NODE_ARGS, ...(env.BENCH_NODE_ARGS ? env.BENCH_NODE_ARGS.split(" ") : [])];
	const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
		cwd: ROOT,
		env: { ...process.env, LOG_LEVEL: "warn", ...env },
		stdio: ["ignore", "pipe", "pipe"],
	});
	let output = "";
	child.stdout!.on("data", (d) => (output += d));
	child.stderr!.on("data", (d) => (output += d));
	return {
		child,
		output: () => output,
		stop: () =>
			new Promise((resolve) => {
				if (child.exitCode !== null) return resolve();
				child.once("close", () => resolve());
				child.kill("SIGTERM");
			}),
	};
}

export function runCommand(command: string, args: string[]): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { cwd: ROOT, stdio: "inherit" });
		child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
	});
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

/** The rate limit must not be what is measured: the bench account gets a contract limit far above the load. */
export async function benchKey(env: Record<string, string>): Promise<string> {
	const out = await runScript("bin/cli.ts", env, ["accounts:create", "--plan", "max"]);
	const [idLine, key] = out.trim().split("\n").slice(-2);
	await runScript("bin/cli.ts", env, ["accounts:rate-limit", "--account", idLine.split(" ")[1], "--per-minute", "1000000"]);
	return key;
}

/** Peak resident set of a running process, in MB (VmHWM). */
export function peakRssMb(pid: number): number | null {
	try {
		const status = readFileSync(`/proc/${pid}/status`, "utf8");
		const m = /VmHWM:\s+(\d+) kB/.exec(status);
		return m ? Math.round(Number(m[1]) / 1024) : null;
	} catch {
		return null;
	}
}

export async function api(url: string, method: string, path: string, key: string, body?: unknown): Promise<any> {
	const res = await fetch(url + path, {
		method,
		headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	return res.json();
}

/**
 * The service in embedded mode (embedded PostgreSQL) in a temporary data directory,
 * its providers pointed at the simulator running as a process of its own, as a
 * remote provider would be: what is measured is our side.
 */
export interface Sandbox {
	url: string;
	simulatorUrl: string;
	key: string;
	accountId: string;
	dataDir: string;
	proc: Proc;
	stop(): Promise<void>;
}

/** `bingAndApple`: point Bing and Apple at the simulator too (Google always is); `simulatorUrl`: a simulator the bench runs itself. */
export async function startSandbox(extraEnv: Record<string, string> = {}, options: { bingAndApple?: boolean; simulatorUrl?: string } = {}): Promise<Sandbox> {
	const { mkdtempSync, chmodSync, rmSync } = await import("node:fs");
	const os = await import("node:os");
	const { freePort } = await import("../bin/embedded-postgres");
	const dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-"));
	chmodSync(dataDir, 0o755);
	const [port, simPort] = [await freePort(), await freePort()];
	const simulator = options.simulatorUrl
		? null
		: startProcess("bench/simulator-process.ts", { PORT: String(simPort), PRELOAD_CITIES: extraEnv.PRELOAD_CITIES ?? "" });
	const simulatorUrl = options.simulatorUrl ?? `http://127.0.0.1:${simPort}`;
	await waitFor(async () => (await fetch(`${simulatorUrl}/__stats`)).ok, "simulator");
	const env = {
		LEADMAP_DATA_DIR: dataDir,
		PORT: String(port),
		LEADMAP_GOOGLE_URL: `${simulatorUrl}/search`,
		...(options.bingAndApple ? { LEADMAP_BING_URL: simulatorUrl, LEADMAP_APPLE_URL: simulatorUrl } : {}),
		DATABASE_URL: "",
		REDIS_URL: "",
		TRANSPORTER: "",
		SERVICES: "",
		LEADMAP_SANDBOX: "",
		LEADMAP_METRICS_PORT: String(await freePort()),
		...extraEnv,
	};
	const proc = startProcess("bin/start.ts", env);
	const url = `http://127.0.0.1:${port}`;
	await waitFor(() => healthy(url), "service");
	const out = await runScript("bin/cli.ts", env, ["accounts:create", "--plan", "max"]);
	const [idLine, key] = out.trim().split("\n").slice(-2);
	await runScript("bin/cli.ts", env, ["accounts:rate-limit", "--account", idLine.split(" ")[1], "--per-minute", "1000000"]);
	return {
		url,
		simulatorUrl,
		key,
		proc,
		dataDir,
		accountId: idLine.split(" ")[1],
		async stop() {
			await proc.stop();
			await simulator?.stop();
			rmSync(dataDir, { recursive: true, force: true });
		},
	};
}

/** CPU time a running process has used so far (user + system), in seconds. */
/** Resident set of a running process now, in MB (VmRSS). */
export function rssMb(pid: number): number | null {
	try {
		const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
		return m ? Math.round(Number(m[1]) / 1024) : null;
	} catch {
		return null;
	}
}

/** CPU time (user + system) a process has used, in ms. */
export function cpuMs(pid: number | string): number {
	try {
		const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
		return (Number(f[11]) + Number(f[12])) * 10;
	} catch {
		return 0;
	}
}

/** Every PostgreSQL process on the machine: the embedded server's, and any other, idle, server's. */
export function postgresCpuMs(): number {
	let total = 0;
	for (const p of readdirSync("/proc")) {
		if (!/^\d+$/.test(p)) continue;
		try {
			if (readFileSync(`/proc/${p}/cmdline`, "utf8").startsWith("postgres:")) total += cpuMs(p);
		} catch {
			// gone
		}
	}
	return total;
}

/**
 * `services` in one embedded process (no bus, no Redis) on a fresh data dir with its own embedded PostgreSQL
 * (`LEADMAP_DB_POOL` 12), started for `work` and stopped after, the environment put back and the dir removed.
 * Modules that read the configuration must be imported inside `work`, after the environment is set.
 */
export async function withEmbeddedRuntime(services: string[], work: (runtime: import("../bin/runtime").Runtime) => Promise<void>): Promise<void> {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-"));
	chmodSync(dir, 0o755);
	const env: Record<string, string> = {
		LEADMAP_DATA_DIR: path.join(dir, "data"),
		DATABASE_URL: "",
		TRANSPORTER: "",
		REDIS_URL: "",
		LOG_LEVEL: "warn",
		LEADMAP_DB_POOL: "12",
	};
	const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
	Object.assign(process.env, env);
	try {
		const { createRuntime } = await import("../bin/runtime");
		const runtime = await createRuntime(services);
		try {
			await runtime.broker.start();
			await work(runtime);
		} finally {
			await runtime.stop();
		}
	} finally {
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) delete process.env[k];
			else process.env[k] = v;
		}
		rmSync(dir, { recursive: true, force: true });
	}
}
