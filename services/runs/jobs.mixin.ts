import { randomUUID } from "node:crypto";
import type { Context, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { broadcast, call } from "../../shared/bus";
import { transaction, type Tx } from "../../shared/db";
import { BadRequestError, ConflictError } from "../../shared/errors";
import { claimRunnable } from "../../shared/job-lease";
import * as lease from "../../shared/job-lease";
import type { Provider } from "../../shared/business";
import { ownershipKey } from "../billing/billing.contract";
import { countCreated, countEnded, observeAnalysis } from "./metrics";
import {
	MAX_RUN_ATTEMPTS, MONITOR_CHECK_CREDITS, refundKey, RUNS_PARAMS as P, runKey, runLeaseMs,
	type AdvanceParams, type BusinessRun, type ClaimRunParams, type CreatedMonitorCheck, type CreateMonitorChecksParams,
	type FinishRunParams, type ReleaseRunParams, type RunJob, type RunProgress, type RunRef, type RunStatus, type StoredSignal,
	type StoreAnalysisParams, type StoreReviewsParams,
} from "./runs.contract";
import * as store from "./runs.store";
import type { NewRun, RunRow } from "./runs.store";
import type { RunsThis } from "./runs.this";

class LeaseLostError extends ConflictError {
	constructor() {
		super("lease_lost", "this worker no longer holds the run");
	}
}

const held = (row: RunRow | null): RunProgress => {
	if (!row) throw new LeaseLostError();
	return { cancelRequested: row.cancel_requested };
};

/**
 * What run workers call (claim with a lease, heartbeat, record each step, end the run), what
 * the monitors' scheduler calls (billed checks in batches), and the sweeps that end runs
 * whose workers are gone or whose provider no worker serves.
 */
export const RunJobsMixin: ServiceSchema<ServiceSettingSchema, RunsThis> = {
	name: "runs",

	actions: {
		claimNext: {
			visibility: "public",
			params: P.claimNext,
			async handler(this: RunsThis, ctx: Context<ClaimRunParams>): Promise<RunJob | null> {
				const row = await claimRunnable(
					() => store.claimNext(ctx.params.provider, ctx.params.workerId, runLeaseMs()),
					(r, status, error) => this.settle(r.id, status, error), MAX_RUN_ATTEMPTS);
				return row && store.toJob(row);
			},
		},
		heartbeat: {
			visibility: "public",
			params: P.heartbeat,
			async handler(ctx: Context<RunRef>): Promise<RunProgress> {
				return held(await lease.extendLease<RunRow>(store.RUNS, ctx.params.id, ctx.params.workerId, runLeaseMs()));
			},
		},
		release: {
			visibility: "public",
			params: P.release,
			async handler(this: RunsThis, ctx: Context<ReleaseRunParams>): Promise<{ ok: true }> {
				const released = await lease.releaseLease<RunRow>(store.RUNS, ctx.params.id, ctx.params.workerId, ctx.params.reason === "shutdown");
				// Idle workers of the provider claim it now rather than at their next poll.
				if (released) broadcast(this.broker, "runs.wake", { provider: released.provider });
				return { ok: true };
			},
		},
		advance: {
			visibility: "public",
			params: P.advance,
			async handler(ctx: Context<AdvanceParams>): Promise<RunProgress> {
				return held(await store.advance(ctx.params.id, ctx.params.workerId, ctx.params.step, runLeaseMs()));
			},
		},
		signalOf: {
			visibility: "public",
			params: P.signalOf,
			async handler(ctx: Context<{ businessId: string }>): Promise<StoredSignal | null> {
				const signal = await store.signalOf(ctx.params.businessId);
				return signal && { signal, reviews: await store.reviewsForAnalysis(ctx.params.businessId) };
			},
		},
		storeReviews: {
			visibility: "public",
			params: P.storeReviews,
			async handler(this: RunsThis, ctx: Context<StoreReviewsParams>): Promise<RunProgress> {
				const run = await store.runById(ctx.params.id);
				if (!run) throw new LeaseLostError();
				const { id, workerId, reviews, languages, signal } = ctx.params;
				if (!(await store.storeReviews({ id, workerId, businessId: run.business_id, reviews, languages, signal }))) throw new LeaseLostError();
				observeAnalysis(this.broker, "signal", ctx.params.analysisMs);
				return { cancelRequested: run.cancel_requested };
			},
		},
		storeAnalysis: {
			visibility: "public",
			params: P.storeAnalysis,
			async handler(this: RunsThis, ctx: Context<StoreAnalysisParams>): Promise<RunProgress> {
				const { id, workerId, narrative, analyzedAt } = ctx.params;
				if (!(await store.storeAnalysis(id, workerId, narrative, analyzedAt))) throw new LeaseLostError();
				observeAnalysis(this.broker, "narrative", ctx.params.analysisMs);
				return { cancelRequested: false };
			},
		},
		finish: {
			visibility: "public",
			params: P.finish,
			async handler(this: RunsThis, ctx: Context<FinishRunParams>): Promise<BusinessRun | null> {
				const row = await store.runById(ctx.params.id);
				if (!row || row.lease_owner !== ctx.params.workerId) throw new LeaseLostError();
				const status: RunStatus = ctx.params.outcome;
				const settled = await this.settle(row.id, status, status === "failed" ? ctx.params.error ?? "provider_error" : null);
				return settled && store.toRun(settled);
			},
		},
		createMonitorChecks: {
			visibility: "public",
			params: P.createMonitorChecks,
			async handler(this: RunsThis, ctx: Context<CreateMonitorChecksParams>): Promise<{ runs: CreatedMonitorCheck[] }> {
				const checks = ctx.params.checks;
				if (!checks.length) return { runs: [] };
				const businesses = new Map((await call(ctx, "dataset.getMany", { ids: [...new Set(checks.map((c) => c.businessId))] })).map((b) => [b.id, b]));
				const runs: NewRun[] = checks.map((c) => {
					const b = businesses.get(c.businessId);
					if (!b) throw new BadRequestError(`business ${c.businessId} not found`);
					return {
						id: randomUUID(), accountId: c.accountId, kind: "monitor", businessId: b.id, provider: b.provider,
						providerBusinessId: b.providerBusinessId, maxReviews: 0, subscriptionId: c.subscriptionId,
					};
				});
				await store.insertRuns(runs);
				const { results } = await call(ctx, "billing.purchaseEach", {
					items: runs.map((r) => ({ accountId: r.accountId, key: runKey(r.id), credits: MONITOR_CHECK_CREDITS })),
				});
				const funded = await store.recordPurchases(
					runs.filter((_, i) => results[i].charged).map((r) => r.id),
					runs.flatMap((r, i) => (results[i].error ? [{ id: r.id, error: results[i].error as string }] : [])));
				countCreated(this.broker, "monitor", funded.length);
				for (const { error } of results) if (error) countEnded(this.broker, { kind: "monitor", status: "failed", error, created_at: new Date() });
				for (const provider of new Set(funded.map((r) => r.provider))) broadcast(this.broker, "runs.wake", { provider });
				return {
					runs: runs.map((r, i) => ({
						subscriptionId: r.subscriptionId as string, runId: r.id, status: results[i].charged ? "pending" : "failed", error: results[i].error,
					})),
				};
			},
		},
	},

	methods: {
		async settleLocked(this: RunsThis, tx: Tx, row: RunRow, status: RunStatus, error: string | null): Promise<RunRow | null> {
			if (store.isEnded(row)) return null;
			const final = row.cancel_requested ? "canceled" : status;
			// Our or the provider's fault, or canceled before it ran: the run's price goes back (never the business's, which is the account's lead).
			if (final === "failed" || (final === "canceled" && row.status === "pending")) {
				await call(this.broker, "billing.refund", { accountId: row.account_id, key: refundKey(row.id), of: runKey(row.id) });
			}
			return store.settleIn(tx, row.id, status, error);
		},

		async settle(this: RunsThis, id: string, status: RunStatus, error: string | null): Promise<RunRow | null> {
			const settled = await transaction(async (tx) => {
				const row = await store.lockRun(tx, id);
				return row && this.settleLocked(tx, row, status, error);
			});
			if (settled) this.ended(settled);
			return settled;
		},

		ended(this: RunsThis, row: RunRow) {
			countEnded(this.broker, row);
		},

		/**
		 * Ends runs nobody will finish: those whose workers kept dying, those whose create died
		 * before it was paid (anything paid goes back), and those of providers no worker serves.
		 */
		async sweep(this: RunsThis) {
			if (this.sweeping) return;
			this.sweeping = true;
			try {
				for (const row of await lease.abandonedJobs<RunRow>(store.RUNS, MAX_RUN_ATTEMPTS)) await this.settle(row.id, "failed", "worker_lost");
				await this.failEach((tx) => store.lockStaleUnfunded(tx, this.reservationGraceMs), "reservation_failed");
				for (const provider of this.liveness.unserved(this.unservedAfterMs)) {
					await this.failEach((tx) => store.lockPendingOf(tx, provider), "provider_unavailable");
					let lapsed: RunRow | null;
					while ((lapsed = await lease.takeLapsedOf<RunRow>(store.RUNS, provider, `${this.broker.nodeID}/provider-sweep`, runLeaseMs()))) {
						await this.settle(lapsed.id, "failed", "provider_unavailable");
					}
				}
			} finally {
				this.sweeping = false;
			}
		},

		/** Fails runs one by one, each locked while it is refunded. A business paid for stays the account's lead. */
		async failEach(this: RunsThis, pick: (tx: Tx) => Promise<RunRow | null>, error: string) {
			for (;;) {
				const ended = await transaction(async (tx) => {
					const row = await pick(tx);
					if (!row) return null;
					if (!row.funded && row.kind === "research") await this.leadIfPaid(row);
					return { settled: await this.settleLocked(tx, row, "failed", error) };
				});
				if (!ended) return;
				if (ended.settled) this.ended(ended.settled);
			}
		},

		async leadIfPaid(this: RunsThis, row: RunRow) {
			const paid = await call(this.broker, "billing.paidKeys", { accountId: row.account_id, keys: [ownershipKey(row.business_id)] });
			if (paid.length) {
				await call(this.broker, "leads.ensure", {
					accountId: row.account_id, searchId: null, source: "unlock", businesses: [{ id: row.business_id, provider: row.provider as Provider }],
				});
			}
		},
	},
};
