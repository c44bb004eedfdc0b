import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineEvents, defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { runsBackgroundWork } from "../../shared/background-work";
import { broadcast, call } from "../../shared/bus";
import { PROVIDERS, type Provider } from "../../shared/business";
import { currentConfig } from "../../shared/config";
import type { Tx } from "../../shared/db";
import { BadRequestError } from "../../shared/errors";
import { jobsMixin, type JobEnding } from "../../shared/jobs/jobs.mixin";
import { LeaseLostError } from "../../shared/jobs/lease-lost";
import { countSettleError } from "../../shared/jobs/metrics";
import { JobWorker, type HeldJob } from "../../shared/jobs/worker";
import { PROVIDER_LAYOUT_CHANGED } from "../../shared/provider-health";
import { ownershipKey } from "../billing/billing.contract";
import { scraperServiceName } from "../scrapers/scrapers.contract";
import { countCreated, countEnded } from "./metrics";
import { MAX_RUN_ATTEMPTS, MONITOR_CHECK_CREDITS, refundKey, RUNS_PARAMS as P, runKey, runLeaseMs, runningRunCapOf, type RunKind } from "./runs.contract";
import * as store from "./runs.store";
import type { NewRun, RunJob, RunRow } from "./runs.store";
import type { RunsThis } from "./runs.this";
import { monitorCheck, research, runFailureOf, type RunSteps } from "./steps";

const runJobs = jobsMixin<RunRow>({
	table: store.RUNS,
	what: "run",
	maxAttempts: MAX_RUN_ATTEMPTS,
	leaseMs: runLeaseMs,
	sweepTimes: () => currentConfig().searches,
	serviceOf: scraperServiceName,
	staleUnpaid: "NOT c.funded AND c.created_at < now() - make_interval(secs => $1::float8 / 1000)",
	paidPending: "c.funded",
	needsProvider: "true",
});

const RUN_JOB_ACTIONS = defineMixinActions<"runs", RunsThis>()({
	createMonitorChecks: {
		visibility: "public",
		params: P.createMonitorChecks,
		async handler(ctx) {
			const checks = ctx.params.checks;
			if (!checks.length) return { runs: [] };
			const [records, plans] = await Promise.all([
				call(ctx, "dataset.getMany", { ids: [...new Set(checks.map((c) => c.businessId))] }),
				call(ctx, "billing.plansOf", { accountIds: [...new Set(checks.map((c) => c.accountId))] }),
			]);
			const businesses = new Map(records.map((b) => [b.id, b]));
			const runs: NewRun[] = checks.map((c) => {
				const b = businesses.get(c.businessId);
				if (!b) throw new BadRequestError(`business ${c.businessId} not found`);
				return {
					id: randomUUID(),
					accountId: c.accountId,
					kind: "monitor",
					businessId: b.id,
					provider: b.provider,
					providerBusinessId: b.providerBusinessId,
					maxReviews: 0,
					subscriptionId: c.subscriptionId,
					runningCap: runningRunCapOf(plans[c.accountId] ?? null),
				};
			});
			await store.insertRuns(runs);
			const { results } = await call(ctx, "billing.purchaseEach", {
				items: runs.map((r) => ({ accountId: r.accountId, key: runKey(r.id), credits: MONITOR_CHECK_CREDITS, refundable: true })),
			});
			const funded = await store.recordPurchases(
				runs.filter((_, i) => results[i].charged).map((r) => r.id),
				runs.flatMap((r, i) => (results[i].error ? [{ id: r.id, error: results[i].error as string }] : [])),
			);
			countCreated(this.broker, "monitor", funded.length);
			for (const { error } of results) if (error) countEnded(this.broker, { kind: "monitor", status: "failed", error, created_at: new Date() });
			if (funded.length) this.wakeRuns(funded[0].provider);
			return {
				runs: runs.map((r, i) => ({
					subscriptionId: r.subscriptionId as string,
					runId: r.id,
					status: results[i].charged ? "pending" : "failed",
					error: results[i].error,
				})),
			};
		},
	},
});

/** The actions this mixin declares, named to the runs service as declared elsewhere. */
export type RunJobsActions = MixinActionNames<typeof RUN_JOB_ACTIONS>;

/**
 * Business runs as durable jobs, run here: two lanes (research runs, monitor checks), each with its
 * own worker claiming its own rows, fair across accounts and capped per plan. The provider is read
 * through its scraper's pure reads; every write is this service's own, under the run's lease.
 */
export const RunJobsMixin: ServiceSchema<ServiceSettingSchema, RunsThis> = {
	name: "runs",
	mixins: [runJobs as unknown as ServiceSchema],

	actions: RUN_JOB_ACTIONS,

	events: defineEvents<RunsThis>({
		"runs.wake"() {
			this.researchWorker?.wake();
			this.checkWorker?.wake();
		},
	}),

	methods: {
		/** Ends a run (a set cancel flag wins), then settles its money. Null when it had ended. */
		async settleJob(this: RunsThis, row: RunRow, status: JobEnding, error: string | null): Promise<RunRow | null> {
			const ended = await store.settleIn(null, row.id, status, error, await this.warningsOf(row));
			if (!ended) return null;
			countEnded(this.broker, ended);
			await this.settleMoney(ended);
			return ended;
		},

		/** A run that ends while its provider drifts (docs/provider-drift.md) says so; a searches service that does not answer adds nothing. */
		async warningsOf(this: RunsThis, row: RunRow): Promise<string[]> {
			const drifting = await call(this.broker, "searches.driftingProviders", undefined).catch(() => []);
			return drifting.some((d) => d.provider === row.provider) ? [PROVIDER_LAYOUT_CHANGED] : [];
		},

		async endPendingIn(this: RunsThis, tx: Tx, row: RunRow, error: string): Promise<RunRow | null> {
			const ended = await store.settleIn(tx, row.id, "failed", error);
			if (ended) countEnded(this.broker, ended);
			return ended;
		},

		/**
		 * What an ended run owes, done once billing confirms it: its price back when it failed or was
		 * canceled before it ran, else its price made final; either way no purchase of the run is
		 * taken after. A research run that died before it was paid still makes the business the
		 * account's lead when the business was paid for. Safe to repeat: the sweep does what a crash left.
		 */
		async settleMoney(this: RunsThis, row: RunRow): Promise<void> {
			const accountId = row.account_id;
			try {
				if (!row.funded && row.kind === "research") await this.leadIfPaid(row);
				if (store.refundOwed(row)) await call(this.broker, "billing.refund", { accountId, key: refundKey(row.id), of: runKey(row.id) });
				else await call(this.broker, "billing.closePurchase", { accountId, key: runKey(row.id) });
				await store.settlementConfirmed(row.id);
			} catch (err) {
				countSettleError(this.broker, "run");
				this.logger.warn(`run ${row.id}: billing not settled yet (the sweep will):`, (err as Error).message);
			}
		},

		async leadIfPaid(this: RunsThis, row: RunRow) {
			const paid = await call(this.broker, "billing.paidKeys", { accountId: row.account_id, keys: [ownershipKey(row.business_id)] });
			if (paid.length) {
				await call(this.broker, "leads.ensure", {
					accountId: row.account_id,
					searchId: null,
					source: "unlock",
					businesses: [{ id: row.business_id, provider: row.provider as Provider }],
				});
			}
		},

		/** A run is waiting: this instance's workers claim at once, and so do the other instances'. */
		wakeRuns(this: RunsThis, provider: Provider) {
			this.researchWorker?.wake();
			this.checkWorker?.wake();
			broadcast(this.broker, "runs.wake", { provider }).catch(() => undefined);
		},

		/** Providers a scraper serves now: only their runs are claimed (the others wait, then fail `provider_unavailable`). */
		servedProviders(this: RunsThis): Provider[] {
			const served = new Set(this.broker.registry.getServiceList({ onlyAvailable: true, skipInternal: true }).map((s) => s.name));
			return PROVIDERS.filter((p) => served.has(scraperServiceName(p)));
		},

		runWorker(this: RunsThis, kind: RunKind, concurrency: number): JobWorker<RunJob> {
			const enrichmentRuns = () => this.broker.registry.getServiceList({ onlyAvailable: true }).some((s) => s.name === "enrichment");
			const end = async (held: HeldJob<RunJob>, outcome: "completed" | "failed", error?: string) => {
				const row = await store.runById(held.job.id);
				if (!row || row.lease_owner !== held.workerId) throw new LeaseLostError("run");
				await this.settleJob(row, outcome, outcome === "failed" ? (error ?? "provider_error") : null);
			};
			return new JobWorker<RunJob>(
				{
					name: kind === "research" ? "research" : "monitor-check",
					broker: this.broker,
					logger: this.logger,
					concurrency,
					pollMs: currentConfig().runs.pollMs,
					leaseMs: runLeaseMs(),
					claim: async (workerId) => {
						const row = await this.claimJob(store.runLane(kind, this.servedProviders()), workerId);
						return row && store.toJob(row);
					},
					heartbeat: async (held) => ({ cancelRequested: (await this.holdJob(held.job.id, held.workerId)).cancel_requested }),
					run: (held) => {
						const steps: RunSteps = { ...held, broker: this.broker, canEnrich: enrichmentRuns };
						return kind === "research" ? research(steps) : monitorCheck(steps);
					},
					end,
					release: async (held, reason) => {
						const released = await this.releaseJob(held.job.id, held.workerId, reason);
						if (released) this.wakeRuns(released.provider);
					},
					failureOf: runFailureOf,
					canClaim: () => this.servedProviders().length > 0,
				},
				(slot) => `${this.broker.nodeID}/${kind}/${slot}/${process.pid}@${hostname()}`,
			);
		},
	},

	created(this: RunsThis) {
		this.researchWorker = null;
		this.checkWorker = null;
	},

	started(this: RunsThis) {
		if (!runsBackgroundWork(this.settings)) return;
		const { researchConcurrency, monitorConcurrency } = currentConfig().runs;
		this.researchWorker = this.runWorker("research", researchConcurrency);
		this.checkWorker = this.runWorker("monitor", monitorConcurrency);
		this.researchWorker.start();
		this.checkWorker.start();
	},

	async stopped(this: RunsThis) {
		await Promise.all([this.researchWorker?.stop(), this.checkWorker?.stop()]);
	},
};
