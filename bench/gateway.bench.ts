import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, chmodSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../bin/embedded-postgres";
import { benchDatabase, benchKey, cpuMs, healthy, load, recordResults, startProcess, waitFor, type LoadResult } from "./support";

const CONNECTIONS = 64;
/** BENCH_COMPILED=1: every node runs dist/ (run `npm run build` first), as the image does; else through tsx, as `npm start` does. */
const START = process.env.BENCH_COMPILED === "1" ? "dist/bin/start.js" : "bin/start.ts";
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const NATS_URL = process.env.BENCH_NATS_URL ?? "nats://127.0.0.1:4222";

/** The load, and each named process's CPU per request: a figure other work on the machine does not move much. */
interface UsageResult extends LoadResult {
	cpuMicrosPerRequest: Record<string, number>;
}

async function usageLoad(url: string, key: string, pids: Record<string, number>): Promise<UsageResult> {
	await load(`${url}/v1/usage`, { connections: CONNECTIONS, seconds: 2, headers: { authorization: `Bearer ${key}` } });
	const before = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuMs(pid)]));
	const result = await load(`${url}/v1/usage`, { connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: `Bearer ${key}` } });
	const requests = result.requestsPerSecond * SECONDS;
	const cpuMicrosPerRequest = Object.fromEntries(
		Object.entries(pids).map(([name, pid]) => [name, Math.round(((cpuMs(pid) - before[name]) * 1000) / requests)]),
	);
	return { ...result, cpuMicrosPerRequest };
}

export async function bare(): Promise<LoadResult> {
	const port = await freePort();
	const server = startProcess("bench/bare-server.ts", { PORT: String(port) });
	try {
		await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, "bare server");
		await load(`http://127.0.0.1:${port}/`, { connections: CONNECTIONS, seconds: 2 });
		return await load(`http://127.0.0.1:${port}/`, { connections: CONNECTIONS, seconds: SECONDS });
	} finally {
		await server.stop();
	}
}

/** Every process its own metrics port: several run on this machine at once. */
async function metricsEnv(metrics = true): Promise<Record<string, string>> {
	return { LEADMAP_METRICS: metrics ? "1" : "0", LEADMAP_METRICS_PORT: String(await freePort()) };
}

async function embedded(metrics = true): Promise<UsageResult> {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-"));
	chmodSync(dataDir, 0o755);
	const port = await freePort();
	const env = {
		LEADMAP_DATA_DIR: dataDir,
		PORT: String(port),
		DATABASE_URL: "",
		REDIS_URL: "",
		TRANSPORTER: "",
		SERVICES: "",
		...(await metricsEnv(metrics)),
	};
	const service = startProcess(START, env);
	try {
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "embedded service");
		const key = await benchKey(env);
		return await usageLoad(url, key, { service: service.child.pid! });
	} finally {
		await service.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}

/** The run with the median throughput of an odd number of runs. */
function median(runs: UsageResult[]): UsageResult {
	return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)];
}

/**
 * Metrics on and off, alternately, three times each, the median run of each kept: other work on
 * the machine moves one run by more than metrics cost (about 2% of the service's CPU in a profile),
 * so a single pair, or the best of two, measures the neighbours.
 */
async function metricsOnAndOff(): Promise<{ on: UsageResult; off: UsageResult }> {
	const on: UsageResult[] = [];
	const off: UsageResult[] = [];
	for (let i = 0; i < 3; i++) {
		on.push(await embedded(true));
		off.push(await embedded(false));
	}
	console.log(`  embedded req/s, metrics on: ${on.map((r) => r.requestsPerSecond).join(", ")}; off: ${off.map((r) => r.requestsPerSecond).join(", ")}`);
	return { on: median(on), off: median(off) };
}

export async function servicesMode(): Promise<UsageResult> {
	const db = await benchDatabase();
	const port = await freePort();
	const common = { DATABASE_URL: db.url, REDIS_URL, TRANSPORTER: NATS_URL, LEADMAP_NAMESPACE: db.name, LEADMAP_REDIS_PREFIX: `${db.name}:` };
	// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles both nodes.
	const profile = { BENCH_NODE_ARGS: process.env.BENCH_NODE_ARGS ?? "" };
	// The operator key for the processes that need it: keys and billing, and the CLI that makes the bench's account.
	const operator = { LEADMAP_OPERATOR_KEY: randomBytes(32).toString("base64") };
	// The server's secret for the gateway (idempotent answers at rest are keyed by it).
	const secret = { LEADMAP_SECRET_KEY: randomBytes(32).toString("base64") };
	const backend = startProcess(START, { ...common, ...operator, ...profile, ...(await metricsEnv()), SERVICES: "keys,billing", PORT: "0" });
	const gateway = startProcess(START, { ...common, ...secret, ...profile, ...(await metricsEnv()), SERVICES: "gateway", PORT: String(port) });
	try {
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "gateway over NATS");
		const key = await benchKey({ ...common, ...operator });
		return await usageLoad(url, key, { gateway: gateway.child.pid!, keysBilling: backend.child.pid! });
	} finally {
		await gateway.stop();
		await backend.stop();
		await db.drop();
	}
}

export async function gatewayBench(): Promise<void> {
	console.log(`GET /v1/usage, ${CONNECTIONS} connections, ${SECONDS} s each`);
	const bareResult = await bare();
	console.log("  bare node http     ", bareResult);
	const { on: embeddedResult, off: metricsOff } = await metricsOnAndOff();
	console.log("  embedded           ", embeddedResult);
	console.log("  embedded, metrics off", metricsOff);
	const metricsRatio = Number((embeddedResult.requestsPerSecond / metricsOff.requestsPerSecond).toFixed(3));
	const metricsCpuRatio = Number((metricsOff.cpuMicrosPerRequest.service / embeddedResult.cpuMicrosPerRequest.service).toFixed(3));
	let servicesResult: UsageResult | { skipped: string };
	try {
		servicesResult = await servicesMode();
		console.log(`  services (NATS+Redis, ${START.startsWith("dist/") ? "compiled dist/" : "tsx; BENCH_COMPILED=1 runs dist/"})`, servicesResult);
	} catch (err) {
		servicesResult = { skipped: (err as Error).message };
		console.log("  services mode skipped:", (err as Error).message);
	}
	const ratio = (r: LoadResult | { skipped: string }) =>
		"requestsPerSecond" in r ? Number((r.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3)) : null;
	const figures = {
		connections: CONNECTIONS,
		seconds: SECONDS,
		bare: bareResult,
		embedded: embeddedResult,
		services: servicesResult,
		embeddedMetricsOff: metricsOff,
		embeddedRatio: ratio(embeddedResult),
		servicesRatio: ratio(servicesResult),
		metricsRatio,
		metricsCpuRatio,
		targets: { embeddedRatio: 0.45, embeddedP99Ms: 10, servicesRatio: 0.3, servicesP99Ms: 25, metricsRatio: 0.95 },
	};
	console.log(`  embedded with metrics on / off: ${metricsRatio} req/s (target >= 0.95); CPU per request off / on: ${metricsCpuRatio}`);
	console.log(
		`  ratio to bare: embedded ${figures.embeddedRatio} (target >= 0.45, p99 <= 10 ms), services ${figures.servicesRatio} (target >= 0.3, p99 <= 25 ms)`,
	);
	recordResults("gateway", figures);
}
