import { hostname } from "node:os";
import type { Context, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineMixinActions, type MixinActionNames } from "../../shared/actions";
import { runsBackgroundWork } from "../../shared/background-work";
import { call, notify } from "../../shared/bus";
import { currentConfig } from "../../shared/config";
import type { Tx } from "../../shared/db";
import { NotFoundError } from "../../shared/errors";
import { jobsMixin, type JobEnding, type JobsThis } from "../../shared/jobs/jobs.mixin";
import { LeaseLostError } from "../../shared/jobs/lease-lost";
import { countSettleError } from "../../shared/jobs/metrics";
import { JobWorker, type HeldJob } from "../../shared/jobs/worker";
import type { ChargeResult } from "../billing/billing.contract";
import { scraperServiceName } from "../scrapers/scrapers.contract";
import { enrichmentFailureOf, runEnrichmentPhase } from "./enrichment-phase";
import { countEnded } from "./metrics";
import {
	jobLeaseMs,
	MAX_JOB_ATTEMPTS,
	SEARCHES_PARAMS as P,
	type DeliverPageParams,
	type DeliverPageResult,
	type FinalizeParams,
	type Job,
	type PageBusiness,
	type SearchStatus,
} from "./searches.contract";
import * as store from "./searches.store";
import type { SearchRow } from "./searches.store";
import { isDrifting } from "./provider-health.store";
import type { ProviderHealthThis } from "./provider-health.mixin";
import { PROVIDER_LAYOUT_CHANGED } from "../../shared/provider-health";

/** What an empty page is charged: nothing, so billing is not called for it. */
const NOTHING_CHARGED: ChargeResult = { charged: [], alreadyOwned: [], overBudget: [], remaining: 0 };

/** A page's businesses once each, in order: those kept with every term that found them, and those the filters left out. */
function pageOf(businesses: PageBusiness[]): { kept: Map<string, { id: string; provider: string; keywords: number[] }>; filtered: Set<string> } {
	const kept = new Map<string, { id: string; provider: string; keywords: number[] }>();
	const filtered = new Set<string>();
	for (const b of businesses) {
		if (b.filtered) {
			filtered.add(b.id);
			continue;
		}
		const entry = kept.get(b.id) ?? { id: b.id, provider: b.provider, keywords: [] };
		if (b.keyword !== undefined && !entry.keywords.includes(b.keyword)) entry.keywords.push(b.keyword);
		kept.set(b.id, entry);
	}
	return { kept, filtered };
}

export function toJob(row: SearchRow): Job {
	return {
		id: row.id,
		accountId: row.account_id,
		provider: row.provider,
		keyword: row.keyword,
		keywords: store.termsOf(row),
		location: row.location,
		area: row.area,
		filters: row.filters,
		country: row.country,
		language: row.language,
		maxResults: row.max_results,
		resultCount: row.result_count,
		checkpoint: row.checkpoint,
		attempts: row.attempts,
		phase: row.phase === "enriching" ? "enriching" : "searching",
		enrichEmail: row.enrich_email,
		enrichSocials: row.enrich_socials,
	};
}

/** The searches service as its job side sees it. */
export interface SearchJobsThis extends JobsThis<SearchRow>, Pick<ProviderHealthThis, "countProviderHealth"> {
	enrichWorker: JobWorker<Job> | null;
	settle(row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null>;
	deliverPage(ctx: Context<DeliverPageParams>): Promise<DeliverPageResult>;
	endSearchPhase(row: SearchRow, workerId: string, outcome: FinalizeParams["outcome"], error: string | null): Promise<SearchRow | null>;
	enrichmentRuns(): boolean;
	startEnrichmentWorker(): void;
}

const searchJobs = jobsMixin<SearchRow>({
	table: store.SEARCHES,
	what: "search",
	maxAttempts: MAX_JOB_ATTEMPTS,
	leaseMs: jobLeaseMs,
	sweepTimes: () => currentConfig().searches,
	serviceOf: scraperServiceName,
	staleUnpaid: "c.reserved = 0 AND c.created_at < now() - make_interval(secs => $1::float8 / 1000)",
	paidPending: "c.reserved > 0",
	needsProvider: "c.phase = 'searching'",
});

const JOB_ACTIONS = defineMixinActions<"searches", SearchJobsThis>()({
	claimNextJob: {
		visibility: "public",
		params: P.claimNextJob,
		async handler(ctx) {
			const row = await this.claimJob(store.scraperLane(ctx.params.provider), ctx.params.workerId);
			return row && toJob(row);
		},
	},
	heartbeat: {
		visibility: "public",
		params: P.heartbeat,
		async handler(ctx) {
			return { cancelRequested: (await this.holdJob(ctx.params.id, ctx.params.workerId)).cancel_requested };
		},
	},
	releaseJob: {
		visibility: "public",
		params: P.releaseJob,
		async handler(ctx) {
			const released = await this.releaseJob(ctx.params.id, ctx.params.workerId, ctx.params.reason);
			// Idle workers of the provider claim it now rather than at their next poll.
			if (released) notify(this.broker, "searches.released", { provider: released.provider });
			return { ok: true };
		},
	},
	deliverPage: {
		visibility: "public",
		params: P.deliverPage,
		async handler(ctx) {
			return this.deliverPage(ctx);
		},
	},
	/** The next results of an account's search, in order (exports read through this). */
	resultsWindow: {
		visibility: "public",
		params: P.resultsWindow,
		async handler(ctx) {
			const row = await store.findSearch(ctx.params.accountId, ctx.params.searchId);
			if (!row) throw new NotFoundError("search");
			const { afterPosition, span } = ctx.params;
			const { results, last } = await store.resultsWindow(row.id, afterPosition, span, ctx.params.leadIds ?? null);
			return { results, through: afterPosition + span, done: afterPosition + span >= last };
		},
	},
	/** A scraper ends a search's search phase: the search ends, or goes on to its enriching phase. */
	finalize: {
		visibility: "public",
		params: P.finalize,
		async handler(ctx) {
			const row = await store.searchById(ctx.params.id);
			if (!row || row.lease_owner !== ctx.params.workerId) throw new LeaseLostError("search");
			// A search that delivered nothing after its provider began to drift learns it here, before its event is written.
			if (await isDrifting(row.provider)) await store.addWarning(row.id, PROVIDER_LAYOUT_CHANGED);
			const ended = await this.endSearchPhase(row, ctx.params.workerId, ctx.params.outcome, ctx.params.error ?? null);
			return ended ? store.toSearch(ended) : null;
		},
	},
});

/** The actions this mixin declares, named to the searches service as declared elsewhere. */
export type SearchJobsActions = MixinActionNames<typeof JOB_ACTIONS>;

/**
 * Searches as durable jobs: scrapers claim a search's search phase over the bus (claim,
 * heartbeat, pages, finalize: every write holds only while the worker holds the lease), and the
 * searches service runs the enriching phase itself, in a lane of its own.
 */
export const SearchJobsMixin: ServiceSchema<ServiceSettingSchema, SearchJobsThis> = {
	name: "searches",
	mixins: [searchJobs as unknown as ServiceSchema],

	actions: JOB_ACTIONS,

	methods: {
		/**
		 * A search phase that completed goes on to enrich its results when the search asks for it and
		 * an enrichment service runs; anything else ends the search (a set cancel flag wins).
		 */
		async endSearchPhase(this: SearchJobsThis, row: SearchRow, workerId: string, outcome: FinalizeParams["outcome"], error: string | null) {
			const status: SearchStatus = row.cancel_requested ? "canceled" : outcome;
			const enrich = status === "completed" && (row.enrich_email || row.enrich_socials);
			if (enrich && this.enrichmentRuns()) {
				const handed = await store.handOverToEnrichment(row.id, workerId);
				if (!handed) throw new LeaseLostError("search");
				this.enrichWorker?.wake();
				return handed;
			}
			if (enrich) this.logger.warn(`search ${row.id}: enrichment asked for, but no enrichment service runs in this deployment`);
			return this.settle(row, status, status === "failed" ? (error ?? "provider_error") : null);
		},

		enrichmentRuns(this: SearchJobsThis): boolean {
			return this.broker.registry.getServiceList({ onlyAvailable: true }).some((s) => s.name === "enrichment");
		},

		settleJob(this: SearchJobsThis, row: SearchRow, status: JobEnding, error: string | null): Promise<SearchRow | null> {
			return this.settle(row, status, error);
		},

		async endPendingIn(this: SearchJobsThis, tx: Tx, row: SearchRow, error: string): Promise<SearchRow | null> {
			const ended = await store.settleIn(tx, row.id, "failed", error, true);
			if (ended) countEnded(this.broker, ended);
			return ended;
		},

		/** An ended search's reservation goes back (billing releases it once, whatever the retries). */
		async settleMoney(this: SearchJobsThis, row: SearchRow): Promise<void> {
			try {
				await call(this.broker, "billing.release", { accountId: row.account_id, reservation: row.id });
				await store.releaseConfirmed(row.id);
			} catch (err) {
				countSettleError(this.broker, "search");
				this.logger.warn(`search ${row.id}: reservation not released yet (the sweep will):`, (err as Error).message);
			}
		},

		/**
		 * A batch of businesses the worker has put into the shared dataset: charged once
		 * per business the account does not own yet, turned into leads and results.
		 */
		async deliverPage(ctx: Context<DeliverPageParams>): Promise<DeliverPageResult> {
			const { id, workerId, health } = ctx.params;
			const page = pageOf(ctx.params.businesses);
			const job = await store.jobWithKnownResults(id, workerId, [...page.kept.keys(), ...page.filtered]);
			if (!job) throw new LeaseLostError("search");
			const { row, known } = job;
			// The page's health first: a page that shows a changed layout warns its own search.
			const provider = health ? await this.countProviderHealth(row.provider, health, `request ${ctx.requestID ?? "-"} (search ${id})`) : undefined;
			const drifting = provider ? provider.drifting : await isDrifting(row.provider);
			const fresh = [...page.kept.values()].filter((b) => !known.has(b.id));
			const room = Math.max(0, row.max_results - row.result_count);
			const wanted = fresh.slice(0, room);
			const accountId = row.account_id;
			// Paid first, written after: a lead exists only for a business the account has paid for. A worker
			// lost in between leaves businesses paid but not delivered; the next attempt finds them owned and
			// delivers them, and settlement delivers whatever is still missing.
			const charge = wanted.length ? await call(ctx, "billing.charge", { accountId, reservation: id, businessIds: wanted.map((b) => b.id) }) : NOTHING_CHARGED;
			const paid = new Set([...charge.charged, ...charge.alreadyOwned]);
			const delivered = wanted.filter((b) => paid.has(b.id));
			const leads = delivered.length
				? (
						await call(ctx, "leads.ensure", {
							accountId,
							searchId: id,
							source: "search",
							businesses: delivered.map((b) => ({ id: b.id, provider: b.provider })),
						})
					).leads
				: {};
			const terms = row.keywords !== null;
			const filtered = [...page.filtered].filter((b) => !known.has(b));
			const limitReached = charge.overBudget.length > 0 || fresh.length > room;
			const updated = await store.recordPage({
				id,
				workerId,
				leaseMs: jobLeaseMs(),
				checkpoint: ctx.params.checkpoint,
				newlyFound: fresh.length + filtered.length,
				results: delivered.map((b) => ({ businessId: b.id, lead: leads[b.id], keywords: terms ? b.keywords : null })),
				matched: terms ? [...page.kept.values()].filter((b) => known.has(b.id)).map((b) => ({ businessId: b.id, keywords: b.keywords })) : [],
				filtered,
				limitReached,
				warning: drifting ? PROVIDER_LAYOUT_CHANGED : null,
			});
			if (!updated) throw new LeaseLostError("search");
			const full = updated.result_count >= updated.max_results || limitReached;
			return {
				resultCount: updated.result_count,
				stop: full || updated.cancel_requested,
				cancelRequested: updated.cancel_requested,
				...(provider ? { provider } : {}),
			};
		},

		/** The enriching lane: searches whose search phase is done, enriched here while an enrichment service runs. */
		startEnrichmentWorker(this: SearchJobsThis) {
			const { enrichJobs, pollMs } = currentConfig().searches;
			const end = async (held: HeldJob<Job>, outcome: "completed" | "failed", error?: string) => {
				const row = await store.searchById(held.job.id);
				if (!row || row.lease_owner !== held.workerId) throw new LeaseLostError("search");
				await this.settle(row, row.cancel_requested ? "canceled" : outcome, outcome === "failed" ? (error ?? "enrichment_failed") : null);
			};
			this.enrichWorker = new JobWorker<Job>(
				{
					name: "search-enrichment",
					broker: this.broker,
					logger: this.logger,
					concurrency: enrichJobs,
					pollMs,
					leaseMs: jobLeaseMs(),
					claim: async (workerId) => {
						const row = await this.claimJob(store.ENRICHMENT_LANE, workerId);
						return row && toJob(row);
					},
					heartbeat: async (held) => ({ cancelRequested: (await this.holdJob(held.job.id, held.workerId)).cancel_requested }),
					run: (held) => runEnrichmentPhase(this.broker, held),
					end,
					release: async (held, reason) => {
						await this.releaseJob(held.job.id, held.workerId, reason);
					},
					failureOf: enrichmentFailureOf,
					canClaim: () => this.enrichmentRuns(),
				},
				(slot) => `${this.broker.nodeID}/search-enrichment/${slot}/${process.pid}@${hostname()}`,
			);
			this.enrichWorker.start();
		},
	},

	created(this: SearchJobsThis) {
		this.enrichWorker = null;
	},

	started(this: SearchJobsThis) {
		if (runsBackgroundWork(this.settings)) this.startEnrichmentWorker();
	},

	async stopped(this: SearchJobsThis) {
		await this.enrichWorker?.stop();
	},
};
