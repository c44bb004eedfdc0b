import { randomUUID } from "node:crypto";
import type { Runtime } from "../bin/runtime";
import type { CreateAccountParams, CreateAccountResult } from "../services/keys/keys.contract";
import { operatorMeta } from "../shared/operator-auth";
import { recordResults, waitFor, withEmbeddedRuntime } from "./support";

const SUBSCRIPTIONS = Number(process.env.BENCH_MONITOR_SUBSCRIPTIONS ?? 100_000);
const ACCOUNTS = 200;
const REPLICAS = 3;
const TARGET_CHECKS_PER_SECOND = 2_000;

/**
 * The monitor scheduler under a backlog: SUBSCRIPTIONS enabled subscriptions all due at once
 * (spread over ACCOUNTS accounts with credits), and three schedulers racing on one database,
 * each with its own worker id, each claiming batches with SKIP LOCKED and calling
 * `runs.createMonitorChecks` (real runs and billing: one billed `monitor` run per check).
 * The schedulers share one process and its broker (the race that matters is in PostgreSQL's
 * row locks); timed from their start until every due check has its run and no claim is pending.
 * Then: every subscription has exactly one run, and every account was charged once per check.
 */
export async function monitorsBench(): Promise<void> {
	await withEmbeddedRuntime(["keys", "billing", "dataset", "runs"], (runtime) => monitorsRace(runtime));
}

async function monitorsRace(runtime: Runtime): Promise<void> {
	const { query } = await import("../shared/db");
	const { currentConfig } = await import("../shared/config");
	const { MonitorScheduler } = await import("../services/monitors/scheduler");
	const { MONITORS_METRICS } = await import("../services/monitors/metrics");
	const { registerMetrics } = await import("../shared/metrics");
	const schedulers: InstanceType<typeof MonitorScheduler>[] = [];
	try {
		registerMetrics(runtime.broker, MONITORS_METRICS);
		const perAccount = Math.ceil(SUBSCRIPTIONS / ACCOUNTS);
		const accounts: string[] = [];
		for (let i = 0; i < ACCOUNTS; i++) {
			const account: CreateAccountParams = { plan: "max", credits: perAccount + 10 };
			const { accountId } = await runtime.broker.call<CreateAccountResult, CreateAccountParams>("keys.createAccount", account, {
				meta: operatorMeta("keys.createAccount", account),
			});
			accounts.push(accountId);
		}
		const balanceBefore = await totalBalance(query, accounts);
		const tag = randomUUID().slice(0, 8);
		await query(
			`INSERT INTO businesses (id, provider, provider_business_id, cid, name, observed_at)
			 SELECT gen_random_uuid(), 'google', (8200000000000000000 + g)::text || $2, (8200000000000000000 + g)::text || $2, 'Monitored ' || g, now()
			 FROM generate_series(1, $1) AS g`,
			[SUBSCRIPTIONS, `-${tag}`],
		);
		await query(
			`INSERT INTO monitor_subscriptions (id, account_id, business_id, interval_days, next_check_at)
			 SELECT gen_random_uuid(), ($2::uuid[])[1 + (row_number() OVER () - 1) / $3], b.id, 7, now() - interval '1 minute'
			 FROM businesses b WHERE b.provider_business_id LIKE '%' || $1`,
			[`-${tag}`, accounts, perAccount],
		);

		// as autovacuum would have by then on a table that size: the planner knows the tables
		await query("ANALYZE businesses");
		await query("ANALYZE monitor_subscriptions");
		await query("ANALYZE billing_accounts");
		const config = currentConfig().monitors;
		const t0 = performance.now();
		for (let i = 0; i < REPLICAS; i++) {
			const scheduler = new MonitorScheduler({ ...config, workerId: `bench-${i}` }, runtime.broker, runtime.broker.logger);
			schedulers.push(scheduler);
			scheduler.start();
		}
		await waitFor(
			async () => {
				const [row] = await query<{ pending: number; due: number }>(
					`SELECT count(*) FILTER (WHERE pending_due_at IS NOT NULL)::int AS pending, count(*) FILTER (WHERE next_check_at <= now())::int AS due FROM monitor_subscriptions`,
				);
				return row.pending === 0 && row.due === 0;
			},
			"every due check claimed and its run made",
			600_000,
		);
		const seconds = (performance.now() - t0) / 1000;
		await Promise.all(schedulers.map((s) => s.stop()));

		const [once] = await query<{ subscriptions: number; checked: number; exactly_once: number; runs: number }>(
			`SELECT count(*)::int AS subscriptions, count(r.subscription_id)::int AS checked,
				count(*) FILTER (WHERE r.n = 1)::int AS exactly_once, COALESCE(sum(r.n), 0)::int AS runs
			 FROM monitor_subscriptions s LEFT JOIN (SELECT subscription_id, count(*)::int AS n FROM business_runs WHERE kind = 'monitor' GROUP BY subscription_id) r
				ON r.subscription_id = s.id`,
		);
		const charged = balanceBefore - (await totalBalance(query, accounts));
		const figures = {
			subscriptions: SUBSCRIPTIONS,
			replicas: REPLICAS,
			batch: config.batch,
			seconds: Number(seconds.toFixed(2)),
			checksPerSecond: Math.round(once.runs / seconds),
			runsCreated: once.runs,
			checkedExactlyOnce: once.exactly_once,
			notChecked: once.subscriptions - once.checked,
			creditsCharged: charged,
			targets: { checksPerSecond: TARGET_CHECKS_PER_SECOND, checkedExactlyOnce: SUBSCRIPTIONS },
		};
		console.log(`  ${SUBSCRIPTIONS} due subscriptions, ${REPLICAS} schedulers:`, figures);
		console.log(
			`  ${figures.checksPerSecond} checks/s (target >= ${TARGET_CHECKS_PER_SECOND}); ${figures.checkedExactlyOnce} of ${SUBSCRIPTIONS} checked exactly once`,
		);
		recordResults("monitors", figures);
	} finally {
		await Promise.all(schedulers.map((s) => s.stop()));
	}
}

async function totalBalance(query: typeof import("../shared/db").query, accounts: string[]): Promise<number> {
	const [row] = await query<{ total: number }>(`SELECT COALESCE(sum(balance), 0)::int AS total FROM billing_accounts WHERE account_id = ANY($1::uuid[])`, [
		accounts,
	]);
	return row.total;
}
