import { Client } from "pg";
import { freePort } from "../shared/embedded-postgres";
import { startNatsServer } from "../test/support/nats-server";
import { api, benchKey, runCommand, healthy, peakRssMb, recordResults, rssMb, startProcess, waitFor, type Proc } from "./support";

const PG_ADMIN = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RESULTS = 2000;
const TARGET_MB = 150;

/** Samples a process's resident set until stopped; the kernel's own high-water mark (VmHWM) is the peak. */
function sampleRss(pid: number): { stop(): { maxSampledMb: number; peakMb: number | null } } {
	let maxSampledMb = 0;
	const timer = setInterval(() => (maxSampledMb = Math.max(maxSampledMb, rssMb(pid) ?? 0)), 50);
	return {
		stop() {
			clearInterval(timer);
			return { maxSampledMb, peakMb: peakRssMb(pid) };
		},
	};
}

async function searchToTheEnd(url: string, key: string): Promise<{ status: string; resultCount: number }> {
	const created = await api(url, "POST", "/v1/searches", key, { keyword: "restaurant", location: "Paris", options: { maxResults: RESULTS } });
	if (!created.id) throw new Error(`search refused: ${JSON.stringify(created)}`);
	let s = created;
	while (!["completed", "failed", "canceled"].includes(s.status)) {
		await new Promise((r) => setTimeout(r, 100));
		s = await api(url, "GET", `/v1/searches/${created.id}`, key);
	}
	return s;
}

/**
 * A scraper pod's memory: a process running only `scraper-google` over NATS (the rest
 * of the system and the provider simulator in processes of their own), through a
 * 2,000-result search. Its peak resident set is what a pod's memory limit must hold.
 */
export async function scraperMemoryBench(): Promise<void> {
	const nats = await startNatsServer("max_payload: 1048576");
	const dbName = `leadmap_bench_${Date.now()}`;
	const admin = new Client({ connectionString: PG_ADMIN });
	await admin.connect();
	await admin.query(`CREATE DATABASE ${dbName}`);
	const dbUrl = new URL(PG_ADMIN);
	dbUrl.pathname = `/${dbName}`;
	const [port, simPort] = [await freePort(), await freePort()];
	const common = {
		DATABASE_URL: dbUrl.toString(), REDIS_URL: "", TRANSPORTER: `nats://${nats.address}`, LEADMAP_NAMESPACE: dbName,
		LEADMAP_METRICS_PORT: "0", LEADMAP_SANDBOX: "", LEADMAP_GOOGLE_URL: `http://127.0.0.1:${simPort}/search`,
	};
	const procs: Proc[] = [];
	try {
		const simulator = startProcess("bench/simulator-process.ts", { PORT: String(simPort), PRELOAD_CITIES: "paris" });
		procs.push(simulator);
		await waitFor(async () => (await fetch(`http://127.0.0.1:${simPort}/__stats`)).ok, "simulator");
		const system = startProcess("bin/start.ts", { ...common, SERVICES: "gateway,keys,billing,idempotency,searches,dataset,leads", PORT: String(port) });
		procs.push(system);
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "the system over NATS").catch((err) => Promise.reject(new Error(`${err.message}: ${system.output()}`)));
		// Compiled, as the image runs it (tsx alone would add ~50 MB).
		await runCommand("npm", ["run", "--silent", "build"]);
		const scraper = startProcess("dist/bin/start.js", { ...common, SERVICES: "scraper-google", PORT: "0", BENCH_NODE_ARGS: process.env.BENCH_SCRAPER_NODE_ARGS ?? "" });
		procs.push(scraper);
		const pid = scraper.child.pid!;
		const key = await benchKey(common);
		await waitFor(() => scraper.output().length > 0 || (rssMb(pid) ?? 0) > 0, "scraper process");
		// Started and idle: every module it loads at start is in.
		await new Promise((r) => setTimeout(r, 3000));
		const idleMb = rssMb(pid);
		const sampler = sampleRss(pid);
		const search = await searchToTheEnd(url, key);
		const { maxSampledMb, peakMb } = sampler.stop();
		if (search.status !== "completed") throw new Error(`search ended ${search.status}: ${scraper.output()}`);
		const figures = { results: search.resultCount, idleRssMb: idleMb, maxSampledRssMb: maxSampledMb, peakRssMb: peakMb, targetMb: TARGET_MB };
		console.log(`  scraper-google alone over NATS, ${search.resultCount} results:`, figures);
		console.log(`  peak RSS ${peakMb} MB (target <= ${TARGET_MB} MB) -> ${peakMb !== null && peakMb <= TARGET_MB ? "met" : "MISSED"}`);
		if (process.env.BENCH_VERBOSE) console.log(scraper.output());
		recordResults("scraperMemory", figures);
	} finally {
		for (const p of procs.reverse()) await p.stop();
		await nats.stop();
		await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
		await admin.end();
	}
}
