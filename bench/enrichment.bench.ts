import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ServiceBroker, type ServiceSchema } from "moleculer";
import { MAX_BUSINESSES_PER_CALL, type EnrichBusinessesParams, type EnrichBusinessesResult, type EnrichedBusiness } from "../services/enrichment/enrichment.contract";
import EnrichmentService from "../services/enrichment/enrichment.service";
import { startSimulatorDns } from "../sandbox/dns";
import { createSimulatorServer } from "../sandbox/server";
import { startSimulatorSmtp } from "../sandbox/smtp";
import { realSitesFigures } from "./enrichment-real-sites";
import { recordResults, startProcess } from "./support";

/**
 * Two fixture sets. (a) Enrichment of 500 leads against the simulator's merchant sites (10 ms
 * a page), its DNS and its SMTP peers: throughput and agreement with the simulator's truth.
 * (b) The sites written from real-world publishing patterns (test/fixtures/real-sites):
 * recall and precision of emails and profiles, extraction only. The simulator runs here; the enrichment service runs in a process
 * of its own (a broker with only that service), so its peak RSS is ours alone.
 */

const LEADS = Number(process.env.BENCH_ENRICH_LEADS ?? 500);
const ZONE = "sites.bench.test";
const WORKER_FLAG = "--enrichment-worker";
const TARGETS = { recall: 0.95, precision: 0.98, leadsPerSecond: 100 };
/** Fixture set (b), sites written from real-world patterns: issue 18's targets. */
const REAL_SITES_TARGETS = { emailRecall: 0.97, emailPrecision: 0.99, socialRecall: 0.97, socialPrecision: 0.99 };

interface Lead { id: string; website: string; host: string }
interface WorkerReport { elapsedMs: number; peakRssMb: number; results: EnrichedBusiness[] }

function ratio(n: number, d: number): number {
	return d === 0 ? 1 : Number((n / d).toFixed(4));
}

export async function enrichmentBench(): Promise<void> {
	const sim = createSimulatorServer({ merchantSites: { zone: ZONE, latencyMs: 10, slowMs: 1_500 } });
	await sim.listenOn(0);
	const sites = sim.sites!;
	const dns = await startSimulatorDns({ sites });
	const smtp = await startSimulatorSmtp({ sites });
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-enrich-bench-"));
	try {
		const leads: Lead[] = ["lyon", "paris", "london"]
			.flatMap((city) => sim.world.cityBusinesses(city))
			.filter((b) => b.website?.includes(`.${ZONE}`))
			.slice(0, LEADS)
			.map((b) => ({ id: randomUUID(), website: b.website as string, host: new URL(b.website as string).host }));
		const input = path.join(dir, "leads.json");
		const output = path.join(dir, "results.json");
		writeFileSync(input, JSON.stringify(leads));
		const worker = startProcess("bench/enrichment.bench.ts", {
			LOG_LEVEL: "none",
			LEADMAP_DNS_SERVERS: dns.server,
			LEADMAP_SMTP_PORT: String(smtp.port),
			// The simulator's sites live on 127.0.0.1; only the sandbox and tests may do this.
			LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
			// Greylisting retry shortened from the 15 s default so the run measures throughput, not one wait.
			LEADMAP_SMTP_RETRY_DELAY_MS: process.env.LEADMAP_SMTP_RETRY_DELAY_MS ?? "1000",
		}, [WORKER_FLAG, input, output]);
		const code = await new Promise<number | null>((resolve) => worker.child.on("close", resolve));
		if (code !== 0) throw new Error(`enrichment worker failed: ${worker.output()}`);
		const report = JSON.parse(readFileSync(output, "utf8")) as WorkerReport;

		let truthEmails = 0, found = 0, correct = 0, sameStatus = 0, truthSocials = 0, foundSocials = 0, correctSocials = 0;
		let reachable = 0, okAsExpected = 0;
		const failures: Record<string, number> = {};
		const misses: string[] = [];
		const falsePositives: string[] = [];
		report.results.forEach((r, i) => {
			const truth = sites.truth(leads[i].host);
			if (!truth) throw new Error(`no truth for ${leads[i].host}`);
			const expected = new Map(truth.emails.map((e) => [e.address, e.status]));
			truthEmails += expected.size;
			found += r.emails.length;
			for (const e of r.emails) {
				if (!expected.has(e.address)) falsePositives.push(`${truth.kind}: ${e.address}`);
				else {
					correct++;
					if (expected.get(e.address) === e.status) sameStatus++;
				}
			}
			for (const a of expected.keys()) if (!r.emails.some((e) => e.address === a)) misses.push(`${truth.kind}/${truth.mailRule}: ${a}${r.ok ? "" : ` (${r.failure})`}`);
			truthSocials += Object.keys(truth.socials).length;
			foundSocials += Object.keys(r.socials).length;
			correctSocials += Object.entries(r.socials).filter(([k, v]) => truth.socials[k] === v).length;
			if (truth.reachable) reachable++;
			if (truth.reachable === r.ok) okAsExpected++;
			if (!r.ok) failures[r.failure ?? "unknown"] = (failures[r.failure ?? "unknown"] ?? 0) + 1;
		});
		const seconds = report.elapsedMs / 1000;
		const figures = {
			leads: leads.length,
			seconds: Number(seconds.toFixed(2)),
			leadsPerSecond: Number((leads.length / seconds).toFixed(1)),
			emailRecall: ratio(correct, truthEmails),
			emailPrecision: ratio(correct, found),
			emailStatusAgreement: ratio(sameStatus, correct),
			socialRecall: ratio(correctSocials, truthSocials),
			socialPrecision: ratio(correctSocials, foundSocials),
			sitesReachable: reachable,
			okMatchesTruth: ratio(okAsExpected, leads.length),
			failures,
			truthEmails,
			foundEmails: found,
			peakRssMb: report.peakRssMb,
			pageLatencyMs: 10,
			targets: TARGETS,
		};
		console.log("(a) simulator sites:", figures);
		if (misses.length) console.log(`  missed (${misses.length}):`, misses.slice(0, 10));
		if (falsePositives.length) console.log(`  false positives (${falsePositives.length}):`, falsePositives.slice(0, 10));
		const { misses: realMisses, falsePositives: realFalse, ...real } = await realSitesFigures();
		const realSites = { ...real, targets: REAL_SITES_TARGETS };
		console.log("(b) sites written from real-world patterns:", realSites);
		if (realMisses.length) console.log(`  missed (${realMisses.length}):`, realMisses.slice(0, 10));
		if (realFalse.length) console.log(`  false positives (${realFalse.length}):`, realFalse.slice(0, 10));
		recordResults("enrichment", { ...figures, realSites });
	} finally {
		rmSync(dir, { recursive: true, force: true });
		await sim.shutdown();
		await dns.close();
		await smtp.close();
	}
}

/** The worker side: a broker with the enrichment service, the leads in calls of 200 at once. */
async function runWorker(input: string, output: string): Promise<void> {
	const leads = JSON.parse(readFileSync(input, "utf8")) as Lead[];
	const broker = new ServiceBroker({ logger: false, nodeID: "enrichment-bench" });
	broker.createService(EnrichmentService as unknown as ServiceSchema);
	await broker.start();
	const chunks: Lead[][] = [];
	for (let i = 0; i < leads.length; i += MAX_BUSINESSES_PER_CALL) chunks.push(leads.slice(i, i + MAX_BUSINESSES_PER_CALL));
	const t0 = performance.now();
	const answers = await Promise.all(chunks.map((chunk) =>
		broker.call<EnrichBusinessesResult, EnrichBusinessesParams>("enrichment.enrichBusinesses", {
			businesses: chunk.map((l) => ({ id: l.id, website: l.website })), enrichEmail: true, enrichSocials: true,
		}, { timeout: 300_000 }),
	));
	const elapsedMs = performance.now() - t0;
	const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync("/proc/self/status", "utf8"));
	const peakRssMb = hwm ? Math.round(Number(hwm[1]) / 1024) : Math.round(process.resourceUsage().maxRSS / 1024);
	writeFileSync(output, JSON.stringify({ elapsedMs, peakRssMb, results: answers.flatMap((a) => a.results) } satisfies WorkerReport));
	await broker.stop();
}

if (process.argv[2] === WORKER_FLAG) {
	runWorker(process.argv[3], process.argv[4]).then(() => process.exit(0), (err) => {
		console.error(err);
		process.exit(1);
	});
}
