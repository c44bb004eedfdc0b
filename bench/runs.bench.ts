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
		const page: { data: unknown[]; nextCursor: string | null } =
			await api(url, "GET", `/v1/businesses/${cid}/reviews/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, key);
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
		console.log(`  research runs, ${MAX_REVIEWS} reviews asked: ${seconds.length} runs, p50 ${p50} s, p95 ${p95} s (${Math.round(reviews / seconds.length)} reviews a business on average)`);
		console.log(`  target: p50 <= 2 s -> ${p50 <= 2 ? "met" : "MISSED"}`);
		recordResults("runs", { researchRuns: seconds.length, maxReviews: MAX_REVIEWS, p50Seconds: p50, p95Seconds: p95, target: { p50Seconds: 2 } });
	} finally {
		await sb.stop();
	}
}
