import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { PROVIDERS } from "../../shared/business";
import { getDataSource, transaction, type Tx } from "../../shared/db";
import { ConflictError, NotFoundError, PaymentRequiredError } from "../../shared/errors";
import { parseIntParam, parseProviders, requireUuid } from "../../shared/params";
import { canEnrich, hasSearchAccess, runningSearchCapOf } from "../../shared/plans";
import type { AccountParams, ReservationParams, ReserveParams, Usage } from "../billing/billing.contract";
import type { BusinessRecord, GetManyParams } from "../dataset/dataset.contract";
import type { EnsureLeadsParams, EnsureLeadsResult, Lead, RenderLeadsParams } from "../leads/leads.service";
import { leaseMs, MAX_ATTEMPTS, SearchJobsMixin } from "./jobs.mixin";
import { ProviderLiveness } from "./provider-liveness";
import * as store from "./searches.store";
import type { Search, SearchRow, SearchStatus } from "./searches.store";

export type { Search, SearchRow };
export * from "./types";
import type { CreateSearchParams, SearchEvent } from "./types";

const DEFAULT_MAX_RESULTS = 200;
/** Searches: the API, the job state machine, and every write a scraper makes through it. */
const SearchesService: ServiceSchema<ServiceSettingSchema, SearchesThis> = {
	name: "searches",
	mixins: [SearchJobsMixin as unknown as ServiceSchema],

	actions: {
		create: {
			visibility: "published",
			params: {
				$$strict: true,
				keyword: { type: "string", trim: true, min: 1, max: 200 },
				provider: { type: "enum", values: [...PROVIDERS], optional: true },
				location: { type: "string", trim: true, max: 200, optional: true, nullable: true },
				country: { type: "string", pattern: /^[A-Za-z]{2}$/, optional: true, nullable: true },
				lang: { type: "string", min: 2, max: 10, optional: true },
				options: {
					type: "object", optional: true, strict: true,
					props: {
						maxResults: { type: "number", integer: true, min: 0, max: 2000, optional: true },
						enrichEmail: { type: "boolean", optional: true },
						enrichSocials: { type: "boolean", optional: true },
					},
				},
				conversationId: { type: "uuid", optional: true },
			},
			async handler(this: SearchesThis, ctx: Context<CreateSearchParams, AuthMeta & { $statusCode?: number; $location?: string }>): Promise<Search> {
				const accountId = requireAccount(ctx);
				const p = ctx.params;
				const usage = await ctx.call<Usage, AccountParams>("billing.account", { accountId });
				if (!hasSearchAccess(usage.accessStatus)) {
					throw new PaymentRequiredError("subscription_inactive", `the account is ${usage.accessStatus}; searches need an active subscription or a trial`);
				}
				if (p.conversationId && !(await store.claimConversation(p.conversationId, accountId))) throw new NotFoundError("conversation");
				// A retried request (same Idempotency-Key) names the same search: it is made and funded once.
				const id = ctx.meta.idempotentRequestId ?? store.newSearchId();
				const inserted = await store.insertSearch({
					id, accountId, provider: p.provider ?? "google", keyword: p.keyword, location: p.location || null,
					country: p.country ? p.country.toUpperCase() : null, language: p.lang ?? "en", maxResults: p.options?.maxResults || DEFAULT_MAX_RESULTS,
					// Asked for and allowed by the plan: a lite account's search runs without the enriching phase.
					enrichEmail: (p.options?.enrichEmail ?? false) && canEnrich(usage.plan),
					enrichSocials: (p.options?.enrichSocials ?? false) && canEnrich(usage.plan),
					conversationId: p.conversationId ?? null, runningCap: runningSearchCapOf(usage.plan),
				});
				const unfunded = inserted ?? await store.findSearch(accountId, id);
				if (!unfunded) throw new ConflictError("idempotency_key_reused", "this request's search id is taken");
				const row = unfunded.reserved > 0 || unfunded.status !== "pending" ? unfunded : await this.fund(ctx, unfunded);
				this.broker.broadcast("searches.created", { provider: row.provider });
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/searches/${row.id}`;
				return store.toSearch(row);
			},
		},
		list: {
			visibility: "published",
			params: { $$strict: true, provider: { type: "any", optional: true } },
			async handler(ctx: Context<{ provider?: unknown }, AuthMeta>): Promise<{ data: Search[] }> {
				const rows = await store.recentSearches(requireAccount(ctx), parseProviders(ctx.params.provider));
				return { data: rows.map(store.toSearch) };
			},
		},
		get: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 } },
			async handler(this: SearchesThis, ctx: Context<{ id: string }, AuthMeta>): Promise<Search> {
				return store.toSearch(await this.ownSearch(ctx, ctx.params.id));
			},
		},
		leads: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 }, limit: { type: "any", optional: true }, offset: { type: "any", optional: true } },
			async handler(this: SearchesThis, ctx: Context<{ id: string; limit?: unknown; offset?: unknown }, AuthMeta>): Promise<{ data: Lead[]; total: number }> {
				const search = await this.ownSearch(ctx, ctx.params.id);
				let limit = parseIntParam("limit", ctx.params.limit, 100, 1);
				if (limit > 1000) limit = 100;
				const offset = parseIntParam("offset", ctx.params.offset, 0, 0);
				const page = await store.searchResultPage(search.id, limit, offset);
				const data = await ctx.call<Lead[], RenderLeadsParams>("leads.render", { accountId: search.account_id, leadIds: page.leadIds, searchId: search.id });
				return { data, total: page.total };
			},
		},
		cancel: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 } },
			async handler(this: SearchesThis, ctx: Context<{ id: string }, AuthMeta & { $statusCode?: number }>): Promise<{ ok: true }> {
				const search = await this.ownSearch(ctx, ctx.params.id);
				const row = await store.requestCancel(search.id);
				if (!row) throw new ConflictError("search_not_cancelable", "the search has already ended");
				if (row.status === "pending") await this.settle(row, "canceled", null);
				ctx.meta.$statusCode = 202;
				return { ok: true };
			},
		},
		remove: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 } },
			async handler(this: SearchesThis, ctx: Context<{ id: string }, AuthMeta>): Promise<{ ok: true }> {
				const search = await this.ownSearch(ctx, ctx.params.id);
				await transaction(async (tx) => {
					const row = await store.lockSearch(tx, search.id);
					if (!row || !store.TERMINAL.includes(row.status)) throw new ConflictError("search_not_deletable", "only a search that has ended can be deleted");
					await tx.query("UPDATE searches SET deleted_at = now() WHERE id = $1", [row.id]);
				});
				return { ok: true };
			},
		},
	},

	methods: {
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
				({ reserved } = await ctx.call<{ reserved: number }, ReserveParams>("billing.reserve", { ...reservation, max: unfunded.max_results }));
			} catch (err) {
				// Should the release fail too, the search stays awaiting its reservation and the sweep settles both.
				const released = await ctx.call<unknown, ReservationParams>("billing.release", reservation).then(() => true, () => false);
				if (released) await store.discardUnfunded(unfunded.id);
				throw err;
			}
			const funded = await store.fund(unfunded.id, reserved);
			if (funded) return funded;
			await ctx.call<unknown, ReservationParams>("billing.release", reservation);
			return (await store.searchById(unfunded.id)) ?? unfunded;
		},

		/** Gives back the unused reservation, then ends the search and tells whoever listens. */
		async settle(this: SearchesThis, row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null> {
			await store.setPhase(row.id, "wrapping_up");
			await this.deliverWhatWasPaid(row);
			await this.broker.call<unknown, ReservationParams>("billing.release", { accountId: row.account_id, reservation: row.id });
			const settled = await store.settle(row.id, status, error);
			if (settled && settled.status !== "canceled") this.dispatchEvents().catch(() => undefined);
			return settled;
		},

		/**
		 * Fails pending searches one by one, each locked while its whole reservation goes
		 * back: no worker claims it meanwhile, no cancel slips in, and a crash leaves it
		 * pending for the next sweep. Safe with several instances sweeping at once.
		 */
		async failPending(this: SearchesThis, pick: (tx: Tx) => Promise<SearchRow | null>, error: string) {
			let failed = 0;
			for (;;) {
				const ended = await transaction(async (tx) => {
					const row = await pick(tx);
					if (!row) return false;
					await this.broker.call<unknown, ReservationParams>("billing.release", { accountId: row.account_id, reservation: row.id });
					await store.settleIn(tx, row.id, "failed", error);
					return true;
				});
				if (!ended) break;
				failed++;
			}
			if (failed) this.dispatchEvents().catch(() => undefined);
		},

		/**
		 * Searches whose create died before its reservation was recorded, and those of providers
		 * no scraper serves: pending ones, and running ones whose worker is gone (they would hold
		 * their credits and a place under the account's cap until the provider came back).
		 */
		async sweepPending(this: SearchesThis) {
			// One sweep at a time per instance: each holds a connection while billing answers.
			if (this.sweepingPending) return;
			this.sweepingPending = true;
			try {
				await this.failPending((tx) => store.lockStaleUnfunded(tx, this.reservationGraceMs), "reservation_failed");
				for (const provider of this.liveness.unserved(this.unservedAfterMs)) {
					await this.failPending((tx) => store.lockPendingOf(tx, provider), "provider_unavailable");
					let lapsed: SearchRow | null;
					while ((lapsed = await store.takeLapsedOf(provider, `${this.broker.nodeID}/provider-sweep`, leaseMs()))) {
						await this.settle(lapsed, "failed", "provider_unavailable");
					}
				}
			} finally {
				this.sweepingPending = false;
			}
		},

		/**
		 * A worker that died between charging a page and recording it leaves businesses
		 * paid for but not delivered; a retry delivers them, and settlement makes sure.
		 */
		async deliverWhatWasPaid(this: SearchesThis, row: SearchRow) {
			const paid = await this.broker.call<string[], ReservationParams>("billing.chargedUnder", { accountId: row.account_id, reservation: row.id });
			if (!paid.length) return;
			const present = await store.resultBusinessIds(row.id);
			const missing = paid.filter((id) => !present.has(id));
			if (!missing.length) return;
			const businesses = await this.broker.call<BusinessRecord[], GetManyParams>("dataset.getMany", { ids: missing });
			const { leads } = await this.broker.call<EnsureLeadsResult, EnsureLeadsParams>("leads.ensure", {
				accountId: row.account_id, searchId: row.id, source: "search", businesses: businesses.map((b) => ({ id: b.id, provider: b.provider })),
			});
			await store.appendResults(row.id, businesses.map((b) => ({ businessId: b.id, lead: leads[b.id] })));
		},

		/**
		 * Hands outbox events to the webhooks service (which keeps them once per event
		 * id), then marks them sent; what fails is tried again later, with back-off.
		 */
		async dispatchEvents(this: SearchesThis) {
			if (this.dispatching) return;
			this.dispatching = true;
			try {
				for (;;) {
					const events = await store.claimPendingEvents(50, 2_000);
					if (!events.length) return;
					for (const event of events) {
						try {
							await this.broker.call<unknown, SearchEvent>("webhooks.enqueueEvent", { ...event.payload, accountId: event.account_id });
							await store.markEventDispatched(event.id);
						} catch (err) {
							this.logger.debug(`event ${event.id} not handed over yet:`, (err as Error).message);
						}
					}
				}
			} finally {
				this.dispatching = false;
			}
		},

		async sweepAbandoned(this: SearchesThis) {
			for (const row of await store.abandonedJobs(MAX_ATTEMPTS)) {
				await this.settle(row, row.cancel_requested ? "canceled" : "failed", row.cancel_requested ? null : "worker_lost");
			}
		},
	},

	events: {
		"$services.changed"(this: SearchesThis) {
			this.liveness.note();
		},
	},

	created(this: SearchesThis) {
		this.liveness = new ProviderLiveness(this.broker);
		this.unservedAfterMs = Number(process.env.LEADMAP_PROVIDER_UNAVAILABLE_MS ?? 15 * 60_000);
		this.reservationGraceMs = Number(process.env.LEADMAP_RESERVATION_GRACE_MS ?? 2 * 60_000);
	},

	async started(this: SearchesThis) {
		await getDataSource();
		this.sweepTimer = setInterval(() => {
			this.sweepAbandoned().catch((err: Error) => this.logger.warn("abandoned-job sweep failed:", err.message));
			this.sweepPending().catch((err: Error) => this.logger.warn("pending-search sweep failed:", err.message));
			this.dispatchEvents().catch((err: Error) => this.logger.warn("event dispatch failed:", err.message));
		}, Math.max(1000, Math.min(5_000, leaseMs())));
		this.sweepTimer.unref();
	},

	stopped(this: SearchesThis) {
		clearInterval(this.sweepTimer);
	},
};

interface SearchesThis extends Service {
	sweepTimer: NodeJS.Timeout;
	dispatching: boolean;
	liveness: ProviderLiveness;
	sweepingPending: boolean;
	unservedAfterMs: number;
	reservationGraceMs: number;
	fund(ctx: Context, unfunded: SearchRow): Promise<SearchRow>;
	failPending(pick: (tx: Tx) => Promise<SearchRow | null>, error: string): Promise<void>;
	sweepPending(): Promise<void>;
	dispatchEvents(): Promise<void>;
	ownSearch(ctx: Context<unknown, AuthMeta>, id: string): Promise<SearchRow>;
	deliverWhatWasPaid(row: SearchRow): Promise<void>;
	settle(row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null>;
	sweepAbandoned(): Promise<void>;
}

export default SearchesService;
