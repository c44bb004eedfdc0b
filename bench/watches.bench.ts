import { randomUUID } from "node:crypto";
import type { CreateAccountParams, CreateAccountResult } from "../services/keys/keys.contract";
import { operatorMeta } from "../shared/operator-auth";
import { recordResults, waitFor, withEmbeddedRuntime } from "./support";

const WATCHES = Number(process.env.BENCH_WATCHES ?? 10_000);
const ACCOUNTS = 500;
const REPLICAS = 3;
const INTERVALS = 2;
const MAX_RESULTS = 10;

/**
 * The watch scheduler (scheduling only) under a backlog: WATCHES enabled watches of ACCOUNTS accounts, all due at
 * once, and three schedulers racing on one embedded database, each with its own worker id, claiming batches with
 * SKIP LOCKED and calling `searches.startWatchRuns` (real searches, each reserving its credits). No scraper runs,
 * so the searches stay pending; between intervals the runs are marked recorded and every watch made due again, as
 * a week passing would. The schedulers share one process and its broker (the race that matters is in PostgreSQL's
 * row locks); each interval is timed from the moment the watches fall due until no watch is due or claimed. Then:
 * every watch has exactly one search per interval, and every account reserved once per search.
 */
export async function watchesBench(): Promise<void> {
	await withEmbeddedRuntime(["keys", "billing", "searches"], async (runtime) => {
		const { query } = await import("../shared/db");
		const { currentConfig } = await import("../shared/config");
		const { WatchScheduler } = await import("../services/watches/scheduler");
		const { WATCHES_METRICS } = await import("../services/watches/metrics");
		const { registerMetrics } = await import("../shared/metrics");
		registerMetrics(runtime.broker, WATCHES_METRICS);
		const perAccount = Math.ceil(WATCHES / ACCOUNTS);
		const accounts: string[] = [];
		for (let i = 0; i < ACCOUNTS; i++) {
			const account: CreateAccountParams = { plan: "max", credits: perAccount * INTERVALS * MAX_RESULTS + 10 };
			const { accountId } = await runtime.broker.call<CreateAccountResult, CreateAccountParams>("keys.createAccount", account, {
				meta: operatorMeta("keys.createAccount", account),
			});
			accounts.push(accountId);
		}
		const tag = randomUUID().slice(0, 8);
		await query(
			`INSERT INTO watches (id, account_id, query, interval_days, enabled, next_run_at)
			 SELECT gen_random_uuid(), ($1::uuid[])[1 + (g - 1) / $2], json_build_object('keyword', 'bakery ' || $4, 'location', 'Town ' || g, 'options', json_build_object('maxResults', $3::int)),
				7, true, now() + interval '1 hour'
			 FROM generate_series(1, $5) AS g`,
			[accounts, perAccount, MAX_RESULTS, tag, WATCHES],
		);
		await query("ANALYZE watches");
		await query("ANALYZE billing_accounts");

		const config = { ...currentConfig().watches, pollMs: 60_000 };
		const schedulers = Array.from(
			{ length: REPLICAS },
			(_, i) => new WatchScheduler({ ...config, workerId: `bench-${i}` }, runtime.broker, runtime.broker.logger),
		);
		const intervals: number[] = [];
		try {
			for (const s of schedulers) s.start();
			for (let interval = 1; interval <= INTERVALS; interval++) {
				// a week passes: the last runs were recorded, every watch is due again
				await query("UPDATE watch_runs SET recorded = true WHERE NOT recorded");
				await query("UPDATE watches SET active_run_id = NULL, next_run_at = now() - interval '1 minute'");
				const t0 = performance.now();
				for (const s of schedulers) s.wake();
				await waitFor(
					async () => {
						const [row] = await query<{ busy: number }>(
							`SELECT count(*)::int AS busy FROM watches WHERE pending_due_at IS NOT NULL OR (enabled AND active_run_id IS NULL AND next_run_at <= now())`,
						);
						return row.busy === 0;
					},
					`every watch's run of interval ${interval} started`,
					600_000,
				);
				intervals.push((performance.now() - t0) / 1000);
			}
		} finally {
			await Promise.all(schedulers.map((s) => s.stop()));
		}

		const [once] = await query<{ watches: number; exactly: number; searches: number; runs: number; skipped: number }>(
			`SELECT count(*)::int AS watches, count(*) FILTER (WHERE s.n = $1 AND r.n = $1)::int AS exactly,
				COALESCE(sum(s.n), 0)::int AS searches, COALESCE(sum(r.n), 0)::int AS runs,
				(SELECT count(*)::int FROM watch_runs WHERE search_id IS NULL) AS skipped
			 FROM watches w
			 LEFT JOIN (SELECT watch_id, count(*)::int AS n FROM searches GROUP BY watch_id) s ON s.watch_id = w.id
			 LEFT JOIN (SELECT watch_id, count(*)::int AS n FROM watch_runs GROUP BY watch_id) r ON r.watch_id = w.id`,
			[INTERVALS],
		);
		const [reserved] = await query<{ credits: number; wrong: number }>(
			`SELECT COALESCE(sum(reserved), 0)::int AS credits, count(*) FILTER (WHERE reserved <> $1)::int AS wrong FROM searches WHERE watch_id IS NOT NULL`,
			[MAX_RESULTS],
		);
		const total = intervals.reduce((a, b) => a + b, 0);
		const figures = {
			watches: WATCHES,
			accounts: ACCOUNTS,
			replicas: REPLICAS,
			batch: config.batch,
			intervals: INTERVALS,
			secondsPerInterval: intervals.map((s) => Number(s.toFixed(2))),
			runsPerSecond: Math.round(once.searches / total),
			searchesCreated: once.searches,
			watchRuns: once.runs,
			watchesWithOneSearchPerInterval: once.exactly,
			skippedRuns: once.skipped,
			creditsReserved: reserved.credits,
			searchesReservingOtherThanMaxResults: reserved.wrong,
		};
		console.log(`  ${WATCHES} due watches of ${ACCOUNTS} accounts, ${REPLICAS} schedulers, ${INTERVALS} intervals:`, figures);
		console.log(`  ${figures.runsPerSecond} runs (searches) started/s; ${once.exactly} of ${WATCHES} watches with exactly one search per interval`);
		recordResults("watches", figures);
	});
}
