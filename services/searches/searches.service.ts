import type { Context, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta, type ResponseMeta } from "../../shared/auth-context";
import { defineActions } from "../../shared/actions";
import { call, notify } from "../../shared/bus";
import { currentConfig } from "../../shared/config";
import { runsBackgroundWork } from "../../shared/background-work";
import { openDatabase, transaction } from "../../shared/db";
import { BadRequestError, ConflictError, NotFoundError } from "../../shared/errors";
import { UUID_RE } from "../../shared/business";
import { parseIntParam, parseProviders, requireUuid } from "../../shared/params";
import { countSettleError } from "../../shared/jobs/metrics";
import { onScrape, registerMetrics } from "../../shared/metrics";
import { SearchJobsMixin, type SearchJobsActions, type SearchJobsThis } from "./jobs.mixin";
import { everyInterval } from "../../shared/jobs/background";
import { quoteSearch } from "./quote";
import { accessRefusalOf, searchSettingsOf } from "./search-request";
import { SearchOperatorMixin, type SearchOperatorActions } from "./operator.mixin";
import { SearchWatchRunsMixin, type SearchWatchRunsActions } from "./watch-runs.mixin";
import { ProviderHealthMixin, type ProviderHealthActions } from "./provider-health.mixin";
import { collectQueues, countCreated, countEnded, SEARCHES_METRICS } from "./metrics";
import { jobLeaseMs, SEARCHES_PARAMS as P, TERMINAL, type CreateSearchParams, type SearchStatus } from "./searches.contract";
import * as store from "./searches.store";
import { SEARCH_OUTBOX } from "./search-events";
import { drainToWebhooks } from "../webhooks/webhook-outbox.contract";
import { coverageOf } from "./coverage";
import type { SearchRow } from "./searches.store";

/** `GET /v1/searches/:id/leads` pages: this many leads unless asked; a limit above the most falls back to it. */
const DEFAULT_LEADS_PAGE = 100;
const MAX_LEADS_PAGE = 1000;
/** Outbox events handed to webhooks per round, and how long a claimed batch is held from other instances (ms). */
const EVENT_DISPATCH_BATCH = 50;
const EVENT_CLAIM_HOLD_MS = 2_000;
/**
 * The sweeps run every lease, kept between these bounds (ms): a lapsed lease is seen about
 * when it lapses, yet a long lease does not leave abandoned jobs and events waiting for long,
 * and a very short one (tests) does not turn the sweep into a busy loop.
 */
const SWEEP_MIN_MS = 1_000;
const SWEEP_MAX_MS = 5_000;

/** Searches: the API, the job state machine, and every write a scraper makes through it. */
const SearchesService: ServiceSchema<ServiceSettingSchema, SearchesThis> = {
	name: "searches",
	mixins: [
		SearchJobsMixin as unknown as ServiceSchema,
		SearchOperatorMixin as unknown as ServiceSchema,
		SearchWatchRunsMixin as unknown as ServiceSchema,
		ProviderHealthMixin as unknown as ServiceSchema,
	],

	/** Its own actions; the mixins declare the rest of the contract's. */
	actions: defineActions<"searches", SearchesThis, ResponseMeta, SearchJobsActions | SearchOperatorActions | SearchWatchRunsActions | ProviderHealthActions>({
		create: {
			visibility: "published",
			params: P.create,
			async handler(ctx) {
				// A retried request (same Idempotency-Key) names the same search: it is made and funded once.
				const { row } = await this.startSearch(ctx, requireAccount(ctx), ctx.params, ctx.meta.idempotentRequestId ?? store.newSearchId());
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/searches/${row.id}`;
				return store.toSearch(row);
			},
		},
		quote: {
			visibility: "published",
			params: P.quote,
			async handler(ctx) {
				return quoteSearch(ctx, requireAccount(ctx), ctx.params);
			},
		},
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				const rows = await store.recentSearches(requireAccount(ctx), parseProviders(ctx.params.provider));
				return { data: rows.map(store.toSearch) };
			},
		},
		get: {
			visibility: "published",
			params: P.get,
			async handler(ctx) {
				return store.toSearch(await this.ownSearch(ctx, ctx.params.id));
			},
		},
		coverage: {
			visibility: "published",
			params: P.coverage,
			async handler(ctx) {
				if (!UUID_RE.test(ctx.params.id)) throw new BadRequestError("the search id must be a uuid", "invalid_id");
				return coverageOf(await this.ownSearch(ctx, ctx.params.id));
			},
		},
		leads: {
			visibility: "published",
			params: P.leads,
			async handler(ctx) {
				const search = await this.ownSearch(ctx, ctx.params.id);
				let limit = parseIntParam("limit", ctx.params.limit, DEFAULT_LEADS_PAGE, 1);
				if (limit > MAX_LEADS_PAGE) limit = DEFAULT_LEADS_PAGE;
				const offset = parseIntParam("offset", ctx.params.offset, 0, 0);
				const page = await store.searchResultPage(search.id, limit, offset);
				const data = await call(ctx, "leads.render", { accountId: search.account_id, leadIds: page.leadIds, searchId: search.id });
				if (!search.keywords) return { data, total: page.total };
				// A search of several terms says which of them found each lead.
				const found = await store.resultKeywords(search.id, page.leadIds);
				const terms = search.keywords;
				return { data: data.map((lead) => ({ ...lead, matchedKeywords: (found.get(lead.id) ?? []).map((i) => terms[i]).filter(Boolean) })), total: page.total };
			},
		},
		cancel: {
			visibility: "published",
			params: P.cancel,
			async handler(ctx) {
				await this.cancel(await this.ownSearch(ctx, ctx.params.id));
				ctx.meta.$statusCode = 202;
				return { ok: true };
			},
		},
		remove: {
			visibility: "published",
			params: P.remove,
			async handler(ctx) {
				const search = await this.ownSearch(ctx, ctx.params.id);
				await transaction(async (tx) => {
					const row = await store.lockSearch(tx, search.id);
					if (!row || !TERMINAL.includes(row.status)) throw new ConflictError("search_not_deletable", "only a search that has ended can be deleted");
					await tx.query("UPDATE searches SET deleted_at = now() WHERE id = $1", [row.id]);
				});
				return { ok: true };
			},
		},
	}),

	methods: {
		/**
		 * Makes a search with the id given and reserves its credits: a second call with the same
		 * id (a retried request) answers the same search, made and funded once (`replayed`).
		 * `watchId`: the search is a run of that area watch.
		 */
		async startSearch(
			this: SearchesThis,
			ctx: Context,
			accountId: string,
			p: CreateSearchParams,
			id: string,
			watchId?: string,
		): Promise<{ row: SearchRow; replayed: boolean }> {
			const usage = await call(ctx, "billing.account", { accountId });
			const refused = accessRefusalOf(usage);
			if (refused) throw refused;
			if (p.conversationId && !(await store.claimConversation(p.conversationId, accountId))) throw new NotFoundError("conversation");
			const inserted = await store.insertSearch({ id, accountId, ...searchSettingsOf(p, usage.plan), conversationId: p.conversationId ?? null, watchId });
			const unfunded = inserted ?? (await store.findSearch(accountId, id));
			if (!unfunded) throw new ConflictError("idempotency_key_reused", "this request's search id is taken");
			const alreadyFunded = unfunded.reserved > 0 || unfunded.status !== "pending";
			const row = alreadyFunded ? unfunded : await this.fund(ctx, unfunded);
			// A replayed create found its search funded already: the scrapers were woken then.
			if (!alreadyFunded) {
				countCreated(this.broker, row.provider);
				notify(this.broker, "searches.created", { provider: row.provider });
			}
			return { row, replayed: !inserted };
		},

		/** Asks a search to stop: a pending one ends at once, a running one when its worker sees the flag. */
		async cancel(this: SearchesThis, search: SearchRow): Promise<void> {
			const row = await store.requestCancel(search.id);
			if (!row) throw new ConflictError("search_not_cancelable", "the search has already ended");
			if (row.status === "pending") await this.settle(row, "canceled", null);
		},

		async ownSearch(ctx: Context<unknown, AuthMeta>, id: string): Promise<SearchRow> {
			const row = await store.findSearch(requireAccount(ctx), requireUuid(id, "search"));
			if (!row) throw new NotFoundError("search");
			return row;
		},

		/**
		 * Reserves a new search's credits and records them on it. A refused reservation is
		 * released (a timed-out one may have been made) and the search removed; one the
		 * search can no longer take (it ended meanwhile) goes back at once.
		 */
		async fund(this: SearchesThis, ctx: Context, unfunded: SearchRow): Promise<SearchRow> {
			const reservation = { accountId: unfunded.account_id, reservation: unfunded.id };
			let reserved: number;
			try {
				({ reserved } = await call(ctx, "billing.reserve", { ...reservation, max: unfunded.max_results }));
			} catch (err) {
				// Should the release fail too, the search stays awaiting its reservation and the sweep settles both.
				const released = await call(ctx, "billing.release", reservation).then(
					() => true,
					() => false,
				);
				if (released) await store.discardUnfunded(unfunded.id);
				throw err;
			}
			const funded = await store.fund(unfunded.id, reserved);
			if (funded) return funded;
			// A concurrent create of the same search (a retried retry) recorded this very reservation: it is the search's.
			const now = await store.searchById(unfunded.id);
			if (now && now.reserved > 0) return now;
			await call(ctx, "billing.release", reservation);
			return now ?? unfunded;
		},

		/** Gives back the unused reservation, then ends the search and tells whoever listens. */
		async settle(this: SearchesThis, row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null> {
			await store.beginEnding(row.id, status, error);
			await this.deliverWhatWasPaid(row);
			await call(this.broker, "billing.release", { accountId: row.account_id, reservation: row.id }).catch((err: unknown) => {
				// The search does not end before its reservation is released: its worker (or the sweep) tries again.
				countSettleError(this.broker, "search");
				throw err;
			});
			const settled = await store.settle(row.id, status, error);
			if (settled) countEnded(this.broker, settled);
			// The watch records what its run saw now rather than at its next poll (which catches a lost event).
			if (settled?.watch_id) notify(this.broker, "searches.watchRunEnded", { searchId: settled.id, watchId: settled.watch_id });
			if (settled && settled.status !== "canceled") this.dispatchEvents().catch(() => undefined);
			return settled;
		},

		/**
		 * Ends, as they were meant to end, the searches a worker began wrapping up and left (it died,
		 * or billing failed under it) once their leases lapsed; one that fails again waits for the next round.
		 */
		async finishLapsedEndings(this: SearchesThis): Promise<void> {
			// A row taken keeps the sweep's lease, so one whose ending fails again is not taken twice in a round.
			const owner = `${this.broker.nodeID}/ending-sweep`;
			for (let row = await store.takeLapsedEnding(owner, jobLeaseMs()); row; row = await store.takeLapsedEnding(owner, jobLeaseMs())) {
				const { id } = row;
				const status = row.ending_status ?? "failed";
				await this.settle(row, status, status === "failed" ? (row.ending_error ?? "worker_lost") : null).catch((err: Error) => {
					this.logger.warn(`search ${id}: its ending not finished yet (next sweep):`, err.message);
				});
			}
		},

		/**
		 * A worker that died between charging a page and recording it leaves businesses
		 * paid for but not delivered; a retry delivers them, and settlement makes sure.
		 */
		async deliverWhatWasPaid(this: SearchesThis, row: SearchRow) {
			const paid = await call(this.broker, "billing.chargedUnder", { accountId: row.account_id, reservation: row.id });
			if (!paid.length) return;
			const present = await store.resultBusinessIds(row.id);
			const missing = paid.filter((id) => !present.has(id));
			if (!missing.length) return;
			const businesses = await call(this.broker, "dataset.getMany", { ids: missing });
			const { leads } = await call(this.broker, "leads.ensure", {
				accountId: row.account_id,
				searchId: row.id,
				source: "search",
				businesses: businesses.map((b) => ({ id: b.id, provider: b.provider })),
			});
			await store.appendResults(
				row.id,
				businesses.map((b) => ({ businessId: b.id, lead: leads[b.id] })),
			);
		},

		/**
		 * Hands outbox events to the webhooks service (which keeps them once per event
		 * id), then marks them sent; what fails is tried again later, with back-off.
		 */
		async dispatchEvents(this: SearchesThis) {
			// Without background work (the CLI's local services) the outbox waits for the service that runs it.
			if (this.dispatching || !runsBackgroundWork(this.settings)) return;
			this.dispatching = true;
			try {
				await drainToWebhooks(
					{ broker: this.broker, onFailure: (event, err) => this.logger.debug(`event ${event.id} not handed over yet:`, err.message) },
					SEARCH_OUTBOX,
					EVENT_DISPATCH_BATCH,
					EVENT_CLAIM_HOLD_MS,
				);
			} finally {
				this.dispatching = false;
			}
		},
	},

	created(this: SearchesThis) {
		registerMetrics(this.broker, SEARCHES_METRICS);
	},

	async started(this: SearchesThis) {
		await openDatabase();
		this.stopCollecting = onScrape(this.broker, () => collectQueues(this.broker));
		if (!runsBackgroundWork(this.settings)) return;
		this.outbox = everyInterval(this.broker, this.logger, "search event dispatch", Math.max(SWEEP_MIN_MS, Math.min(SWEEP_MAX_MS, jobLeaseMs())), () =>
			this.dispatchEvents(),
		);
	},

	stopped(this: SearchesThis) {
		this.stopCollecting?.();
		this.outbox?.stop();
	},
};

interface SearchesThis extends SearchJobsThis {
	outbox: { stop(): void } | undefined;
	stopCollecting: (() => void) | undefined;
	dispatching: boolean;
	fund(ctx: Context, unfunded: SearchRow): Promise<SearchRow>;
	dispatchEvents(): Promise<void>;
	ownSearch(ctx: Context<unknown, AuthMeta>, id: string): Promise<SearchRow>;
	cancel(search: SearchRow): Promise<void>;
	startSearch(ctx: Context, accountId: string, p: CreateSearchParams, id: string, watchId?: string): Promise<{ row: SearchRow; replayed: boolean }>;
	deliverWhatWasPaid(row: SearchRow): Promise<void>;
}

export default SearchesService;
