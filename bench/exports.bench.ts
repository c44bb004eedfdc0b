import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { Client } from "pg";
import { startEmbeddedPostgres } from "../bin/embedded-postgres";
import { seedSearchWithLeads } from "../test/support/seed";
import { cpuMs, postgresCpuMs, recordResults, ROOT, rssMb, startSandbox } from "./support";

const LEADS = Number(process.env.BENCH_EXPORT_LEADS ?? 100_000);
/** A smaller search exported once in each format before the timed runs, as a service that has been up a while. */
const WARM_UP_LEADS = 20_000;
const TARGETS = { csv: 50_000, json: 50_000, xlsx: 10_000 } as const;
const RUNS = 3;

/** CPU time a row cost each side: the service, every PostgreSQL process, and the downloading client. */
interface CpuPerRow {
	service: number;
	postgres: number;
	client: number;
}
interface ExportRun {
	format: string;
	rows: number;
	seconds: number;
	rowsPerSecond: number;
	megabytes: number;
	rssGrowthMb: number;
	cpuMicrosPerRow: CpuPerRow;
}

const cpuText = (c: CpuPerRow) => `service ${c.service}, postgres ${c.postgres}, client ${c.client}`;

/**
 * The client downloading, in a process of its own (bench/download-client.ts), as a remote client
 * would be. In the bench's own process (the service's parent) the same download cost about three
 * times the CPU a row and slowed the service beside it; why was not found.
 */
interface Downloader {
	download(url: string, key: string): Promise<{ bytes: number; cpuMs: number }>;
	stop(): void;
}

function startDownloader(): Downloader {
	const child = spawn(process.execPath, ["--import", "tsx", "bench/download-client.ts"], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
	const answers = createInterface({ input: child.stdout! });
	const waiting: ((line: string) => void)[] = [];
	answers.on("line", (line) => waiting.shift()?.(line));
	return {
		download: (url, key) =>
			new Promise((resolve, reject) => {
				waiting.push((line) => {
					const a = JSON.parse(line) as { status: number; bytes: number; cpuMs: number; error?: string };
					if (a.status !== 200) reject(new Error(`${url}: ${a.status} ${a.error ?? ""}`));
					else resolve(a);
				});
				child.stdin!.write(JSON.stringify({ url, key }) + "\n");
			}),
		stop: () => child.stdin!.end(),
	};
}

/** Downloads an export as a client would, sampling the service's RSS meanwhile. */
async function timedExport(
	downloader: Downloader,
	url: string,
	key: string,
	searchId: string,
	format: "csv" | "json" | "xlsx",
	pid: number,
	rows = LEADS,
): Promise<ExportRun> {
	const baseline = rssMb(pid) ?? 0;
	let peak = baseline;
	const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 25);
	const c0 = cpuMs(pid),
		p0 = postgresCpuMs();
	const t0 = performance.now();
	const { bytes, cpuMs: clientMs } = await downloader.download(`${url}/v1/searches/${searchId}/export?format=${format}`, key);
	const seconds = (performance.now() - t0) / 1000;
	clearInterval(sampler);
	const perRow = (ms: number) => Number(((ms * 1000) / rows).toFixed(1));
	const cpuMicrosPerRow = { service: perRow(cpuMs(pid) - c0), postgres: perRow(postgresCpuMs() - p0), client: perRow(clientMs) };
	peak = Math.max(peak, rssMb(pid) ?? 0);
	return {
		format,
		rows,
		seconds: Number(seconds.toFixed(2)),
		rowsPerSecond: Math.round(rows / seconds),
		megabytes: Number((bytes / 1e6).toFixed(1)),
		rssGrowthMb: peak - baseline,
		cpuMicrosPerRow,
	};
}

export async function exportsBench(): Promise<void> {
	const sb = await startSandbox();
	const downloader = startDownloader();
	try {
		const db = await startEmbeddedPostgres(sb.dataDir);
		const client = new Client({ connectionString: db.url });
		await client.connect();
		const t0 = performance.now();
		const sql = async (text: string, params?: unknown[]) => (await client.query(text, params)).rows;
		const searchId = await seedSearchWithLeads(sql, sb.accountId, LEADS);
		const warmUpSearchId = await seedSearchWithLeads(sql, sb.accountId, WARM_UP_LEADS);
		// What autovacuum and the checkpointer would do soon after any large write, done before the clock
		// starts, so the export is not measured against the seed's own vacuum and disk flush.
		await client.query("VACUUM ANALYZE businesses, leads, search_results");
		await client.query("CHECKPOINT");
		await client.end();
		console.log(`  seeded ${LEADS + WARM_UP_LEADS} leads in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
		const pid = sb.proc.child.pid!;
		// The first export after start pays for compiling the code it runs (in the service and in the client)
		// and for opening the database connections: shown, but the targets are for a service that has warmed up.
		const cold = await timedExport(downloader, sb.url, sb.key, searchId, "csv", pid);
		console.log(
			`  first export after start (csv, cold): ${cold.rowsPerSecond} rows/s, RSS +${cold.rssGrowthMb} MB, CPU µs/row ${cpuText(cold.cpuMicrosPerRow)}`,
		);
		for (const format of ["csv", "json", "xlsx"] as const) await timedExport(downloader, sb.url, sb.key, warmUpSearchId, format, pid, WARM_UP_LEADS);
		// This machine's speed drifts from one export to the next: each format is timed RUNS times and the
		// median run is reported, with the largest RSS growth of them all.
		const runs: (ExportRun & { rowsPerSecondEachRun: number[] })[] = [];
		for (const format of ["csv", "json", "xlsx"] as const) {
			const tries: ExportRun[] = [];
			for (let i = 0; i < RUNS; i++) tries.push(await timedExport(downloader, sb.url, sb.key, searchId, format, pid));
			const median = [...tries].sort((a, b) => a.rowsPerSecond - b.rowsPerSecond)[Math.floor(RUNS / 2)];
			const run = { ...median, rssGrowthMb: Math.max(...tries.map((t) => t.rssGrowthMb)), rowsPerSecondEachRun: tries.map((t) => t.rowsPerSecond) };
			runs.push(run);
			const met = run.rowsPerSecond >= TARGETS[format] && run.rssGrowthMb <= 100;
			console.log(
				`  ${format.padEnd(4)} ${run.rows} rows in ${run.seconds} s = ${run.rowsPerSecond} rows/s (median of ${run.rowsPerSecondEachRun.join(", ")}), ${run.megabytes} MB, RSS +${run.rssGrowthMb} MB, CPU µs/row ${cpuText(run.cpuMicrosPerRow)}  (target >= ${TARGETS[format]} rows/s, <= +100 MB: ${met ? "met" : "MISSED"})`,
			);
		}
		recordResults("exports", { leads: LEADS, warmUpLeads: WARM_UP_LEADS, coldFirstExport: cold, runs, targets: { rowsPerSecond: TARGETS, rssGrowthMb: 100 } });
	} finally {
		downloader.stop();
		await sb.stop();
	}
}
