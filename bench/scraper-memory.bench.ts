import { randomBytes } from "node:crypto";
import { freePort } from "../bin/embedded-postgres";
import { startNatsServer } from "../test/support/nats-server";
import { api, benchDatabase, benchKey, runCommand, healthy, peakRssMb, recordResults, rssMb, startProcess, waitFor, type Proc } from "./support";

const RESULTS = 2000;
const TARGET_MB = 150;
/** What compose and k8s run scraper and enrichment containers with (docker-compose.yml, k8s/base/worker). */
const SHIPPED_NODE_ARGS = "--max-semi-space-size=2";

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

/** Idle, then through one search: the scraper's resident set. */
async function measureScraper(scraper: Proc, search: () => Promise<{ status: string; resultCount: number }>) {
	const pid = scraper.child.pid!;
	// Started and idle: every module it loads at start is in.
	await waitFor(() => (rssMb(pid) ?? 0) > 0, "scraper process");
	await new Promise((r) => setTimeout(r, 3000));
	const idleRssMb = rssMb(pid);
	const sampler = sampleRss(pid);
	const result = await search();
	const { maxSampledMb, peakMb } = sampler.stop();
	if (result.status !== "completed") throw new Error(`search ended ${result.status}: ${scraper.output()}`);
	return { results: result.resultCount, idleRssMb, maxSampledRssMb: maxSampledMb, peakRssMb: peakMb };
}

/**
 * A scraper pod's memory: a process running only `scraper-google` over NATS (the rest
 * of the system and the provider simulator in processes of their own), through a
 * 2,000-result search. Its peak resident set is what a pod's memory limit must hold.
 */
export async function scraperMemoryBench(): Promise<void> {
	const nats = await startNatsServer("max_payload: 1048576");
	const db = await benchDatabase();
	const [port, simPort] = [await freePort(), await freePort()];
	const common = {
		DATABASE_URL: db.url,
		REDIS_URL: "",
		TRANSPORTER: `nats://${nats.address}`,
		LEADMAP_NAMESPACE: db.name,
		LEADMAP_METRICS_PORT: "0",
		LEADMAP_SANDBOX: "",
		LEADMAP_GOOGLE_URL: `http://127.0.0.1:${simPort}/search`,
	};
	const procs: Proc[] = [];
	try {
		const simulator = startProcess("bench/simulator-process.ts", { PORT: String(simPort), PRELOAD_CITIES: "paris" });
		procs.push(simulator);
		await waitFor(async () => (await fetch(`http://127.0.0.1:${simPort}/__stats`)).ok, "simulator");
		// The operator key for the processes that need it: the system (keys, billing, …) and the CLI that makes the bench's account.
		const operator = { LEADMAP_OPERATOR_KEY: randomBytes(32).toString("base64") };
		const system = startProcess("bin/start.ts", {
			...common,
			...operator,
			SERVICES: "gateway,keys,billing,idempotency,searches,dataset,leads",
			PORT: String(port),
		});
		procs.push(system);
		const url = `http://127.0.0.1:${port}`;
		await waitFor(() => healthy(url), "the system over NATS").catch((err) => Promise.reject(new Error(`${err.message}: ${system.output()}`)));
		// Compiled, as the image runs it (tsx alone would add ~50 MB).
		await runCommand("npm", ["run", "--silent", "build"]);
		const key = await benchKey({ ...common, ...operator });
		const run = async (nodeArgs: string) => {
			const scraper = startProcess("dist/bin/start.js", { ...common, SERVICES: "scraper-google", PORT: "0", BENCH_NODE_ARGS: nodeArgs });
			try {
				return await measureScraper(scraper, () => searchToTheEnd(url, key));
			} finally {
				await scraper.stop();
			}
		};
		// V8's young generation grows to 3 x 16 MB under a burst of allocation; the containers run a smaller one,
		// trading a few more scavenges for memory. V8's default is measured beside it.
		const nodeArgs = process.env.BENCH_SCRAPER_NODE_ARGS ?? SHIPPED_NODE_ARGS;
		const asShipped = await run(nodeArgs);
		const v8Default = await run("");
		const figures = { nodeArgs, ...asShipped, targetMb: TARGET_MB, withV8Defaults: v8Default };
		console.log(`  scraper-google alone over NATS, ${asShipped.results} results:`, figures);
		console.log(
			`  peak RSS ${asShipped.peakRssMb} MB with ${nodeArgs || "no flags"} (target <= ${TARGET_MB} MB) -> ` +
				`${asShipped.peakRssMb !== null && asShipped.peakRssMb <= TARGET_MB ? "met" : "MISSED"}; with V8's defaults: ${v8Default.peakRssMb} MB`,
		);
		recordResults("scraperMemory", figures);
	} finally {
		for (const p of procs.reverse()) await p.stop();
		await nats.stop();
		await db.drop();
	}
}
