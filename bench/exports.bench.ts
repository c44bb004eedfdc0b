import { Client } from "pg";
import { startEmbeddedPostgres } from "../shared/embedded-postgres";
import { seedSearchWithLeads } from "../test/support/seed";
import { recordResults, rssMb, startSandbox } from "./support";

const LEADS = Number(process.env.BENCH_EXPORT_LEADS ?? 100_000);
const TARGETS = { csv: 50_000, json: 50_000, xlsx: 10_000 } as const;

interface ExportRun { format: string; rows: number; seconds: number; rowsPerSecond: number; megabytes: number; rssGrowthMb: number }

/** Downloads an export as a client would, sampling the service's RSS meanwhile. */
async function timedExport(url: string, key: string, searchId: string, format: "csv" | "json" | "xlsx", pid: number): Promise<ExportRun> {
	const baseline = rssMb(pid) ?? 0;
	let peak = baseline;
	const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 25);
	const t0 = performance.now();
	const res = await fetch(`${url}/v1/searches/${searchId}/export?format=${format}`, { headers: { authorization: `Bearer ${key}` } });
	if (res.status !== 200) throw new Error(`export ${format}: ${res.status}`);
	let bytes = 0;
	for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
	const seconds = (performance.now() - t0) / 1000;
	clearInterval(sampler);
	peak = Math.max(peak, rssMb(pid) ?? 0);
	return {
		format, rows: LEADS, seconds: Number(seconds.toFixed(2)), rowsPerSecond: Math.round(LEADS / seconds),
		megabytes: Number((bytes / 1e6).toFixed(1)), rssGrowthMb: peak - baseline,
	};
}

export async function exportsBench(): Promise<void> {
	const sb = await startSandbox();
	try {
		const db = await startEmbeddedPostgres(sb.dataDir);
		const client = new Client({ connectionString: db.url });
		await client.connect();
		const t0 = performance.now();
		const searchId = await seedSearchWithLeads(async (text, params) => (await client.query(text, params)).rows, sb.accountId, LEADS);
		// What autovacuum and the checkpointer would do soon after any large write, done before the clock
		// starts, so the export is not measured against the seed's own vacuum and disk flush.
		await client.query("VACUUM ANALYZE businesses, leads, search_results");
		await client.query("CHECKPOINT");
		await client.end();
		console.log(`  seeded ${LEADS} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
		const runs: ExportRun[] = [];
		for (const format of ["csv", "json", "xlsx"] as const) {
			const run = await timedExport(sb.url, sb.key, searchId, format, sb.proc.child.pid!);
			runs.push(run);
			const met = run.rowsPerSecond >= TARGETS[format] && run.rssGrowthMb <= 100;
			console.log(`  ${format.padEnd(4)} ${run.rows} rows in ${run.seconds} s = ${run.rowsPerSecond} rows/s, ${run.megabytes} MB, RSS +${run.rssGrowthMb} MB  (target >= ${TARGETS[format]} rows/s, <= +100 MB: ${met ? "met" : "MISSED"})`);
		}
		recordResults("exports", { leads: LEADS, runs, targets: { rowsPerSecond: TARGETS, rssGrowthMb: 100 } });
	} finally {
		await sb.stop();
	}
}
