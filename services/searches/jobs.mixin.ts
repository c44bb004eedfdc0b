import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { broadcast, call } from "../../shared/bus";
import { ConflictError, NotFoundError } from "../../shared/errors";
import { claimRunnable } from "../../shared/job-lease";
import type { ChargeResult } from "../billing/billing.contract";
import {
	jobLeaseMs, MAX_JOB_ATTEMPTS, SEARCHES_PARAMS as P, type ClaimParams, type DeliverPageParams, type DeliverPageResult,
	type EnrichmentState, type FinalizeParams, type HeartbeatResult, type Job, type JobRef, type RecordEnrichmentParams,
	type ReleaseJobParams, type ResultsWindow, type ResultsWindowParams, type Search, type SearchStatus,
} from "./searches.contract";
import * as store from "./searches.store";
import type { SearchRow } from "./searches.store";

/** What an empty page is charged: nothing, so billing is not called for it. */
const NOTHING_CHARGED: ChargeResult = { charged: [], alreadyOwned: [], overBudget: [], remaining: 0 };

function toJob(row: SearchRow): Job {
	return {
		id: row.id, accountId: row.account_id, provider: row.provider, keyword: row.keyword, location: row.location,
		country: row.country, language: row.language, maxResults: row.max_results, resultCount: row.result_count,
		checkpoint: row.checkpoint, attempts: row.attempts, phase: row.phase === "enriching" ? "enriching" : "searching",
		enrichEmail: row.enrich_email, enrichSocials: row.enrich_socials,
	};
}

class LeaseLostError extends ConflictError {
	constructor() {
		super("lease_lost", "this worker no longer holds the job");
	}
}

interface JobsThis extends Service {
	settle(row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null>;
	deliverPage(ctx: Context<DeliverPageParams>): Promise<DeliverPageResult>;
}

/**
 * What scraper workers call: claim a job with a lease, heartbeat it, hand pages
 * over, run the enriching phase, settle it. Every write holds only while the
 * worker still holds the lease.
 */
export const SearchJobsMixin: ServiceSchema<ServiceSettingSchema, JobsThis> = {
	name: "searches",

	actions: {
		claimNextJob: {
			visibility: "public",
			params: P.claimNextJob,
			async handler(this: JobsThis, ctx: Context<ClaimParams>): Promise<Job | null> {
				const row = await claimRunnable(
					() => store.claimNextJob(ctx.params.provider, ctx.params.workerId, jobLeaseMs()),
					(r, status, error) => this.settle(r, status, error), MAX_JOB_ATTEMPTS);
				return row && toJob(row);
			},
		},
		heartbeat: {
			visibility: "public",
			params: P.heartbeat,
			async handler(ctx: Context<JobRef>): Promise<HeartbeatResult> {
				const row = await store.extendLease(ctx.params.id, ctx.params.workerId, jobLeaseMs());
				if (!row) throw new LeaseLostError();
				return { cancelRequested: row.cancel_requested };
			},
		},
		releaseJob: {
			visibility: "public",
			params: P.releaseJob,
			async handler(this: JobsThis, ctx: Context<ReleaseJobParams>): Promise<{ ok: true }> {
				const released = await store.releaseLease(ctx.params.id, ctx.params.workerId, ctx.params.reason === "shutdown");
				// Idle workers of the provider claim it now rather than at their next poll.
				if (released) broadcast(this.broker, "searches.released", { provider: released.provider });
				return { ok: true };
			},
		},
		deliverPage: {
			visibility: "public",
			params: P.deliverPage,
			async handler(this: JobsThis, ctx: Context<DeliverPageParams>): Promise<DeliverPageResult> {
				return this.deliverPage(ctx);
			},
		},
		/** The next results of an account's search, in order (exports and the enriching phase read through this). */
		resultsWindow: {
			visibility: "public",
			params: P.resultsWindow,
			async handler(ctx: Context<ResultsWindowParams>): Promise<ResultsWindow> {
				const row = await store.findSearch(ctx.params.accountId, ctx.params.searchId);
				if (!row) throw new NotFoundError("search");
				const { afterPosition, span } = ctx.params;
				const { results, last } = await store.resultsWindow(row.id, afterPosition, span, ctx.params.leadIds ?? null);
				return { results, through: afterPosition + span, done: afterPosition + span >= last };
			},
		},
		/** Moves a job whose search is done into the enriching phase (or tells where a resumed one stands). */
		startEnrichment: {
			visibility: "public",
			params: P.startEnrichment,
			async handler(ctx: Context<JobRef>): Promise<EnrichmentState> {
				const row = await store.startEnrichment(ctx.params.id, ctx.params.workerId, jobLeaseMs());
				if (!row) throw new LeaseLostError();
				return { after: row.enrich_after, failed: row.failed, cancelRequested: row.cancel_requested };
			},
		},
		recordEnrichment: {
			visibility: "public",
			params: P.recordEnrichment,
			async handler(ctx: Context<RecordEnrichmentParams>): Promise<EnrichmentState> {
				const row = await store.recordEnrichment(ctx.params.id, ctx.params.workerId, ctx.params.after, ctx.params.failed, jobLeaseMs());
				if (!row) throw new LeaseLostError();
				return { after: row.enrich_after, failed: row.failed, cancelRequested: row.cancel_requested };
			},
		},
		finalize: {
			visibility: "public",
			params: P.finalize,
			async handler(this: JobsThis, ctx: Context<FinalizeParams>): Promise<Search | null> {
				const row = await store.searchById(ctx.params.id);
				if (!row || row.lease_owner !== ctx.params.workerId) throw new LeaseLostError();
				const status: SearchStatus = row.cancel_requested ? "canceled" : ctx.params.outcome;
				const settled = await this.settle(row, status, status === "failed" ? ctx.params.error ?? "provider_error" : null);
				return settled ? store.toSearch(settled) : null;
			},
		},
	},

	methods: {
		/**
		 * A batch of businesses the worker has put into the shared dataset: charged once
		 * per business the account does not own yet, turned into leads and results.
		 */
		async deliverPage(ctx: Context<DeliverPageParams>): Promise<DeliverPageResult> {
			const { id, workerId } = ctx.params;
			const businesses = ctx.params.businesses;
			const job = await store.jobWithKnownResults(id, workerId, businesses.map((b) => b.id));
			if (!job) throw new LeaseLostError();
			const { row, known } = job;
			const fresh = businesses.filter((b) => !known.has(b.id));
			const room = Math.max(0, row.max_results - row.result_count);
			const wanted = fresh.slice(0, room);
			const accountId = row.account_id;
			// Paid first, written after: a lead exists only for a business the account has paid for. A worker
			// lost in between leaves businesses paid but not delivered; the next attempt finds them owned and
			// delivers them, and settlement delivers whatever is still missing.
			const charge = wanted.length
				? await call(ctx, "billing.charge", { accountId, reservation: id, businessIds: wanted.map((b) => b.id) })
				: NOTHING_CHARGED;
			const paid = new Set([...charge.charged, ...charge.alreadyOwned]);
			const delivered = wanted.filter((b) => paid.has(b.id));
			const leads = delivered.length
				? (await call(ctx, "leads.ensure", {
					accountId, searchId: id, source: "search", businesses: delivered.map((b) => ({ id: b.id, provider: b.provider })),
				})).leads
				: {};
			const updated = await store.recordPage({
				id, workerId, leaseMs: jobLeaseMs(), newlyFound: fresh.length, checkpoint: ctx.params.checkpoint,
				results: delivered.map((b) => ({ businessId: b.id, lead: leads[b.id] })),
			});
			if (!updated) throw new LeaseLostError();
			const full = updated.result_count >= updated.max_results || charge.overBudget.length > 0 || fresh.length > room;
			return { resultCount: updated.result_count, stop: full || updated.cancel_requested, cancelRequested: updated.cancel_requested };
		},

	},
};
