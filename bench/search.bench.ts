import { readFileSync } from "node:fs";
import path from "node:path";
import { api, cpuMs, peakRssMb, recordResults, startSandbox } from "./support";

export interface SearchRun {
	results: number;
	wallSeconds: number;
	leadsPerSecond: number;
	providerRequests: number;
	/** CPU the service process and its embedded PostgreSQL used during the search: on a shared machine it tells more than leads/s */
	serviceCpuMs?: number;
	postgresCpuMs?: number;
}

/** CPU time of a process's descendants (the embedded PostgreSQL's processes), in ms. */
function descendantsCpuMs(pid: number): number {
	let total = 0;
	for (const child of childrenOf(pid)) total += cpuMs(child) + descendantsCpuMs(child);
	return total;
}

function childrenOf(pid: number): number[] {
	try {
		return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
	} catch {
		return [];
	}
}

/** Runs a search to its end; `onCreated` learns its id. */
export async function timedSearch(sb: Awaited<ReturnType<typeof startSandbox>>, body: unknown, onCreated?: (id: string) => void): Promise<SearchRun> {
	const before = (await (await fetch(`${sb.simulatorUrl}/__stats`)).json()) as { searchRequests: number };
	const pid = sb.proc.child.pid!;
	const [serviceCpu, postgresCpu] = [cpuMs(pid), descendantsCpuMs(pid)];
	const t0 = performance.now();
	const created = await api(sb.url, "POST", "/v1/searches", sb.key, body);
	onCreated?.(created.id);
	let s = created;
	while (!["completed", "failed", "canceled"].includes(s.status)) {
		await new Promise((r) => setTimeout(r, 25));
		s = await api(sb.url, "GET", `/v1/searches/${created.id}`, sb.key);
	}
	const wallSeconds = (performance.now() - t0) / 1000;
	if (s.status !== "completed") throw new Error(`search ended ${s.status}: ${s.error}`);
	const after = (await (await fetch(`${sb.simulatorUrl}/__stats`)).json()) as { searchRequests: number };
	return {
		results: s.resultCount,
		wallSeconds: Number(wallSeconds.toFixed(3)),
		leadsPerSecond: Math.round(s.resultCount / wallSeconds),
		providerRequests: after.searchRequests - before.searchRequests,
		serviceCpuMs: cpuMs(pid) - serviceCpu,
		postgresCpuMs: descendantsCpuMs(pid) - postgresCpu,
	};
}

async function setLatency(simulatorUrl: string, latencyMs: number): Promise<void> {
	await fetch(`${simulatorUrl}/__faults`, { method: "POST", body: JSON.stringify({ latencyMs }) });
}

export async function searchBench(): Promise<void> {
	const sb = await startSandbox({
		LEADMAP_GOOGLE_CELL_CONCURRENCY: process.env.CC ?? "4",
		PRELOAD_CITIES: "paris,london",
		// BENCH_CPU_PROF=dir: the service writes a .cpuprofile there as it stops (read it with bench/cpu-profile-top.ts).
		...(process.env.BENCH_CPU_PROF ? { BENCH_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}` } : {}),
	});
	try {
		// A first small search loads the gazetteer and warms the connections.
		await timedSearch(sb, { keyword: "cafe", location: "Lyon", options: { maxResults: 20 } });
		const zero = await timedSearch(sb, { keyword: "restaurant", location: "Paris", options: { maxResults: 2000 } });
		console.log("  2,000 results, no latency       ", zero);
		await setLatency(sb.simulatorUrl, 50);
		const slow = await timedSearch(sb, { keyword: "restaurant", location: "London", options: { maxResults: 2000 } });
		await setLatency(sb.simulatorUrl, 0);
		const latencyBoundSeconds = Number(((slow.providerRequests / 4) * 0.05).toFixed(2));
		console.log("  2,000 results, 50 ms a page, 4 cells", slow, `(latency alone: ~${latencyBoundSeconds} s)`);
		const rss = peakRssMb(sb.proc.child.pid!);
		console.log(`  peak RSS of the service process: ${rss} MB`);
		console.log(`  target: >= 3,000 leads/s with no latency -> ${zero.leadsPerSecond >= 3000 ? "met" : "MISSED"}`);
		recordResults("search", { noLatency: zero, latency50ms: { ...slow, latencyBoundSeconds }, peakRssMb: rss, target: { leadsPerSecond: 3000 } });
	} finally {
		await sb.stop();
	}
}
