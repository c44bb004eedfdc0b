import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { call } from "../shared/bus";
import { operatorMeta } from "../shared/operator-auth";
import { api, recordResults, startSandbox } from "./support";

const TERMINAL = ["completed", "failed", "canceled"];
const RUNS = Number(process.env.RUNS ?? 15);
const MAX_REVIEWS = 200;

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function reviewCount(url: string, key: string, cid: string): Promise<number> {
	let n = 0;
	let cursor: string | null = null;
	do {
		const page: { data: unknown[]; nextCursor: string | null } = await api(
			url,
			"GET",
			`/v1/businesses/${cid}/reviews/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
			key,
		);
		n += page.data.length;
		cursor = page.nextCursor;
	} while (cursor);
	return n;
}

/** Research runs end to end in the sandbox: businesses found by a search, each researched with 200 reviews, one after another. */
export async function runsBench(): Promise<void> {
	const sb = await startSandbox();
	try {
		const search = await api(sb.url, "POST", "/v1/searches", sb.key, { keyword: "restaurant", location: "Lyon", options: { maxResults: RUNS + 1 } });
		let s = search;
		while (!TERMINAL.includes(s.status)) {
			await new Promise((r) => setTimeout(r, 50));
			s = await api(sb.url, "GET", `/v1/searches/${search.id}`, sb.key);
		}
		const leads = (await api(sb.url, "GET", `/v1/searches/${search.id}/leads?limit=${RUNS + 1}`, sb.key)).data as { cid: string }[];
		const seconds: number[] = [];
		let reviews = 0;
		// The first run warms the connections and the analyzer; it is not counted.
		for (const [i, lead] of leads.entries()) {
			const t0 = performance.now();
			const created = await api(sb.url, "POST", `/v1/businesses/${lead.cid}/research`, sb.key, { maxReviews: MAX_REVIEWS });
			let run = created;
			while (!TERMINAL.includes(run.status)) {
				await new Promise((r) => setTimeout(r, 10));
				run = await api(sb.url, "GET", `/v1/runs/${created.id}`, sb.key);
			}
			if (run.status !== "completed") throw new Error(`research ended ${run.status}: ${run.error}`);
			if (i === 0) continue;
			seconds.push((performance.now() - t0) / 1000);
			reviews += await reviewCount(sb.url, sb.key, lead.cid);
		}
		const sorted = [...seconds].sort((a, b) => a - b);
		const p50 = Number(percentile(sorted, 50).toFixed(3));
		const p95 = Number(percentile(sorted, 95).toFixed(3));
		console.log(
			`  research runs, ${MAX_REVIEWS} reviews asked: ${seconds.length} runs, p50 ${p50} s, p95 ${p95} s (${Math.round(reviews / seconds.length)} reviews a business on average)`,
		);
		console.log(`  target: p50 <= 2 s -> ${p50 <= 2 ? "met" : "MISSED"}`);
		const checks = await monitorChecksPerSecond();
		recordResults("runs", {
			researchRuns: seconds.length,
			maxReviews: MAX_REVIEWS,
			p50Seconds: p50,
			p95Seconds: p95,
			monitorChecks: checks,
			target: { p50Seconds: 2, monitorChecksPerSecond: 2000 },
		});
	} finally {
		await sb.stop();
	}
}

const CHECK_ACCOUNTS = 1000;
const CHECK_BATCH = 500;
const CHECK_BATCHES = 30;
const CALLERS = 3;

/**
 * runs.createMonitorChecks as the monitors' scheduler calls it: batches of 500 checks (1,000 accounts,
 * each check billed 1 credit), from 3 callers at once as from 3 scheduler replicas; checks created a second.
 */
export async function monitorChecksPerSecond(): Promise<{ checks: number; seconds: number; perSecond: number }> {
	const dir = mkdtempSync(path.join(os.tmpdir(), "leadmap-bench-checks-"));
	const env: Record<string, string> = { LEADMAP_DATA_DIR: dir, DATABASE_URL: "", TRANSPORTER: "", REDIS_URL: "", LOG_LEVEL: "warn", LEADMAP_SANDBOX: "" };
	const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
	Object.assign(process.env, env);
	const { createRuntime } = await import("../bin/runtime");
	const runtime = await createRuntime(["runs", "billing", "dataset"]);
	try {
		await runtime.broker.start();
		const broker = runtime.broker;
		const accounts = Array.from({ length: CHECK_ACCOUNTS }, () => randomUUID());
		for (const accountId of accounts) {
			const opening = { accountId, plan: "max", accessStatus: "active", credits: 1_000_000 } as const;
			await call(broker, "billing.openAccount", opening, { meta: operatorMeta("billing.openAccount", opening) });
		}
		const businesses = await call(broker, "dataset.upsert", {
			observations: Array.from({ length: CHECK_ACCOUNTS }, (_, i) => ({
				provider: "google" as const,
				providerBusinessId: String(8_000_000_000 + i),
				name: `Monitored ${i}`,
			})),
		});
		const batch = (n: number) =>
			Array.from({ length: CHECK_BATCH }, (_, i) => {
				const k = (n * CHECK_BATCH + i) % CHECK_ACCOUNTS;
				return { accountId: accounts[k], businessId: businesses[k].id, subscriptionId: randomUUID() };
			});
		await call(broker, "runs.createMonitorChecks", { checks: batch(0) });
		let next = 1;
		const t0 = performance.now();
		await Promise.all(
			Array.from({ length: CALLERS }, async () => {
				while (next <= CHECK_BATCHES) await call(broker, "runs.createMonitorChecks", { checks: batch(next++) });
			}),
		);
		const seconds = (performance.now() - t0) / 1000;
		const checks = CHECK_BATCHES * CHECK_BATCH;
		const perSecond = Math.round(checks / seconds);
		console.log(`  monitor checks created (batches of ${CHECK_BATCH}, ${CALLERS} callers): ${checks} in ${seconds.toFixed(2)} s, ${perSecond}/s`);
		console.log(`  target: >= 2,000 checks/s -> ${perSecond >= 2000 ? "met" : "MISSED"}`);
		return { checks, seconds: Number(seconds.toFixed(3)), perSecond };
	} finally {
		await runtime.stop();
		for (const [k, v] of Object.entries(saved)) {
			if (v === undefined) delete process.env[k];
			else process.env[k] = v;
		}
		rmSync(dir, { recursive: true, force: true });
	}
}
