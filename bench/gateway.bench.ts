import { mkdtempSync, readFileSync, rmSync, chmodSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../shared/embedded-postgres";
import { benchDatabase, benchKey, cpuMs, healthy, load, recordResults, startProcess, waitFor, type LoadResult } from "./support";

const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const NATS_URL = process.env.BENCH_NATS_URL ?? "nats://127.0.0.1:4222";

async function usageLoad(url: string, key: string, warmedUp: () => void = () => undefined): Promise<LoadResult> {
	await load(`${url}/v1/usage`, { connections: CONNECTIONS, seconds: 2, headers: { authorization: `Bearer ${key}` } });
	warmedUp();
	return load(`${url}/v1/usage`, { connections: CONNECTIONS, seconds: SECONDS, headers: { authorization: `Bearer ${key}` } });
}

async function bare(): Promise<LoadResult> {
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

async function embedded(): Promise<LoadResult> {
	const dataDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-"));
	chmodSync(dataDir, 0o755);
	const port = await freePort();
	const env = { LEADMAP_DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "", REDIS_URL: "", TRANSPORTER: "", SERVICES: "" };
	const service = startProcess("bin/start.ts", env);
	try {
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "embedded service");
		const key = await benchKey(env);
		return await usageLoad(url, key);
	} finally {
		await service.stop();
		rmSync(dataDir, { recursive: true, force: true });
	}
}

async function servicesMode(): Promise<LoadResult & { cpuMicrosPerRequest: { gateway: number; keysBilling: number } }> {
	const db = await benchDatabase();
	const port = await freePort();
	const common = { DATABASE_URL: db.url, REDIS_URL, TRANSPORTER: NATS_URL, LEADMAP_NAMESPACE: db.name, LEADMAP_REDIS_PREFIX: `${db.name}:` };
	// BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles both nodes.
	const profile = { BENCH_NODE_ARGS: process.env.BENCH_NODE_ARGS ?? "" };
	const backend = startProcess("bin/start.ts", { ...common, ...profile, SERVICES: "keys,billing", PORT: "0" });
	const gateway = startProcess("bin/start.ts", { ...common, ...profile, SERVICES: "gateway", PORT: String(port) });
	try {
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "gateway over NATS");
		const key = await benchKey(common);
		const pids = { gateway: gateway.child.pid!, backend: backend.child.pid! };
		const before = { gateway: 0, backend: 0 };
		const result = await usageLoad(url, key, () => Object.assign(before, { gateway: cpuMs(pids.gateway), backend: cpuMs(pids.backend) }));
		// What each node spends on a request: steadier than the rate on a shared machine.
		const requests = result.requestsPerSecond * SECONDS;
		const cpuMicrosPerRequest = {
			gateway: Math.round(((cpuMs(pids.gateway) - before.gateway) * 1000) / requests),
			keysBilling: Math.round(((cpuMs(pids.backend) - before.backend) * 1000) / requests),
		};
		return { ...result, cpuMicrosPerRequest };
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
	const embeddedResult = await embedded();
	console.log("  embedded           ", embeddedResult);
	let servicesResult: LoadResult | { skipped: string };
	try {
		servicesResult = await servicesMode();
		console.log("  services (NATS+Redis)", servicesResult);
	} catch (err) {
		servicesResult = { skipped: (err as Error).message };
		console.log("  services mode skipped:", (err as Error).message);
	}
	const ratio = (r: LoadResult | { skipped: string }) =>
		"requestsPerSecond" in r ? Number((r.requestsPerSecond / bareResult.requestsPerSecond).toFixed(3)) : null;
	const figures = {
		connections: CONNECTIONS, seconds: SECONDS, bare: bareResult, embedded: embeddedResult, services: servicesResult,
		embeddedRatio: ratio(embeddedResult), servicesRatio: ratio(servicesResult),
		targets: { embeddedRatio: 0.15, embeddedP99Ms: 25, servicesRatio: 0.2 },
	};
	console.log(`  ratio to bare: embedded ${figures.embeddedRatio} (target >= 0.15, p99 <= 25 ms), services ${figures.servicesRatio} (target >= 0.2)`);
	recordResults("gateway", figures);
}
