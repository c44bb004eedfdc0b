import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { PROVIDERS, type BusinessRecord, type Provider } from "../../shared/business";
import { getDataSource, transaction } from "../../shared/db";
import { ConflictError, NotFoundError, PaymentRequiredError } from "../../shared/errors";
import { parseIntParam, parseProviders, requireUuid } from "../../shared/params";
import { hasSearchAccess } from "../../shared/plans";
import type { AccountParams, ChargeParams, ChargeResult, ReleaseParams, ReserveParams, Usage } from "../billing/billing.service";
import type { GetManyParams, UpsertedBusiness } from "../dataset/dataset.service";
import type { EnsureLeadsParams, EnsureLeadsResult, Lead, RenderLeadsParams } from "../leads/leads.service";
import * as store from "./searches.store";
import type { Search, SearchRow, SearchStatus } from "./searches.store";

export type { Search, SearchRow };
export interface CreateSearchParams {
	keyword: string; provider?: Provider; location?: string | null; country?: string | null; lang?: string;
	options?: { maxResults?: number; enrichEmail?: boolean; enrichSocials?: boolean }; conversationId?: string;
}
export interface Job {
	id: string; accountId: string; provider: Provider; keyword: string; location: string | null; country: string | null;
	language: string; maxResults: number; resultCount: number; checkpoint: unknown; attempts: number;
}
export interface ResultsAfterParams { accountId: string; searchId: string; afterPosition: number; limit: number; leadIds?: string[] | null }
export interface ClaimParams { provider: Provider; workerId: string }
export interface JobRef { id: string; workerId: string }
export interface DeliverPageParams extends JobRef { businesses: UpsertedBusiness[]; checkpoint: unknown }
export interface DeliverPageResult { resultCount: number; stop: boolean; cancelRequested: boolean }
export interface HeartbeatResult { cancelRequested: boolean }
export interface FinalizeParams extends JobRef { outcome: "completed" | "failed"; error?: string | null }
/** What `search.completed` / `search.failed` carry: the webhook payload plus the account it belongs to. */
export interface SearchEvent { id: string; type: string; createdAt: string; accountId: string; data: { search: Search } }

const DEFAULT_MAX_RESULTS = 200;
const MAX_ATTEMPTS = 5;

function leaseMs(): number {
	return Number(process.env.LEADMAP_JOB_LEASE_MS ?? 30_000);
}

function toJob(row: SearchRow): Job {
	return {
		id: row.id, accountId: row.account_id, provider: row.provider, keyword: row.keyword, location: row.location,
		country: row.country, language: row.language, maxResults: row.max_results, resultCount: row.result_count,
		checkpoint: row.checkpoint, attempts: row.attempts,
	};
}

class LeaseLostError extends ConflictError {
	constructor() {
		super("lease_lost", "this worker no longer holds the job");
	}
}

const jobRef = { id: "uuid", workerId: { type: "string", min: 1, max: 200 } } as const;

/** Searches: the API, the job state machine, and every write a scraper makes through it. */
const SearchesService: ServiceSchema<ServiceSettingSchema, SearchesThis> = {
	name: "searches",

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
				const id = store.newSearchId();
				const maxResults = p.options?.maxResults || DEFAULT_MAX_RESULTS;
				const { reserved } = await ctx.call<{ reserved: number }, ReserveParams>("billing.reserve", { accountId, reservation: id, max: maxResults });
				let row: SearchRow;
				try {
					row = await store.insertSearch({
						id, accountId, provider: p.provider ?? "google", keyword: p.keyword, location: p.location || null,
						country: p.country ? p.country.toUpperCase() : null, language: p.lang ?? "en", maxResults,
						enrichEmail: p.options?.enrichEmail ?? false, enrichSocials: p.options?.enrichSocials ?? false,
						conversationId: p.conversationId ?? null, reserved,
					});
				} catch (err) {
					await ctx.call<unknown, ReleaseParams>("billing.release", { accountId, reservation: id });
					throw err;
				}
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
		/** The next results of an account's search, in order (exports stream through this). */
		resultsAfter: {
			visibility: "public",
			params: {
				accountId: "uuid", searchId: "uuid", afterPosition: { type: "number", integer: true, min: 0 },
				limit: { type: "number", integer: true, min: 1, max: 5000 }, leadIds: { type: "array", items: "uuid", optional: true, nullable: true },
			},
			async handler(ctx: Context<ResultsAfterParams>): Promise<{ leadId: string; position: number }[]> {
				const row = await store.findSearch(ctx.params.accountId, ctx.params.searchId);
				if (!row) throw new NotFoundError("search");
				return store.resultsAfter(row.id, ctx.params.afterPosition, ctx.params.limit, ctx.params.leadIds ?? null);
			},
		},
		cancel: {
			visibility: "published",
			params: { $$strict: true, id: { type: "string", min: 1, max: 100 } },
			async handler(this: SearchesThis, ctx: Context<{ id: string }, AuthMeta & { $statusCode?: number }>): Promise<{ ok: true }> {
				const search = await this.ownSearch(ctx, ctx.params.id);
				const settleNow = await transaction(async (tx) => {
					const row = await store.lockSearch(tx, search.id);
					if (!row || store.TERMINAL.includes(row.status)) throw new ConflictError("search_not_cancelable", "the search has already ended");
					await tx.query("UPDATE searches SET cancel_requested = true, updated_at = now() WHERE id = $1", [row.id]);
					return row.status === "pending";
				});
				if (settleNow) await this.settle(search, "canceled", null);
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

		claimNextJob: {
			visibility: "public",
			params: { provider: { type: "enum", values: [...PROVIDERS] }, workerId: { type: "string", min: 1, max: 200 } },
			async handler(this: SearchesThis, ctx: Context<ClaimParams>): Promise<Job | null> {
				for (;;) {
					const row = await store.claimNextJob(ctx.params.provider, ctx.params.workerId, leaseMs());
					if (!row) return null;
					if (row.cancel_requested) await this.settle(row, "canceled", null);
					else if (row.attempts > MAX_ATTEMPTS) await this.settle(row, "failed", "worker_lost");
					else return toJob(row);
				}
			},
		},
		heartbeat: {
			visibility: "public",
			params: jobRef,
			async handler(ctx: Context<JobRef>): Promise<HeartbeatResult> {
				const row = await store.extendLease(ctx.params.id, ctx.params.workerId, leaseMs());
				if (!row) throw new LeaseLostError();
				return { cancelRequested: row.cancel_requested };
			},
		},
		releaseJob: {
			visibility: "public",
			params: jobRef,
			async handler(ctx: Context<JobRef>): Promise<{ ok: true }> {
				await store.releaseLease(ctx.params.id, ctx.params.workerId);
				return { ok: true };
			},
		},
		deliverPage: {
			visibility: "public",
			params: {
				...jobRef,
				businesses: { type: "array", max: 1000, items: { type: "object", props: { id: "uuid", provider: { type: "enum", values: [...PROVIDERS] } } } },
				checkpoint: { type: "any", optional: true },
			},
			async handler(this: SearchesThis, ctx: Context<DeliverPageParams>): Promise<DeliverPageResult> {
				return this.deliverPage(ctx);
			},
		},
		finalize: {
			visibility: "public",
			params: { ...jobRef, outcome: { type: "enum", values: ["completed", "failed"] }, error: { type: "string", max: 100, optional: true, nullable: true } },
			async handler(this: SearchesThis, ctx: Context<FinalizeParams>): Promise<Search | null> {
				const row = await store.searchById(ctx.params.id);
				if (!row || row.lease_owner !== ctx.params.workerId) throw new LeaseLostError();
				const status: SearchStatus = row.cancel_requested ? "canceled" : ctx.params.outcome;
				const settled = await this.settle(row, status, status === "failed" ? ctx.params.error ?? "provider_error" : null);
				return settled ? store.toSearch(settled) : null;
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
			const ensureLeads = (list: UpsertedBusiness[]) => ctx.call<EnsureLeadsResult, EnsureLeadsParams>("leads.ensure", {
				accountId, searchId: id, source: "search", businesses: list.map((b) => ({ id: b.id, provider: b.provider })),
			});
			const charging = wanted.length
				? ctx.call<ChargeResult, ChargeParams>("billing.charge", { accountId, reservation: id, businessIds: wanted.map((b) => b.id) })
				: Promise.resolve<ChargeResult>({ charged: [], alreadyOwned: [], overBudget: [], remaining: 0 });
			// While the reservation surely covers the batch, leads are made while it is charged. In a first
			// attempt every charge is recorded with its results; a later one allows for a batch charged but
			// not recorded before the previous worker died.
			const margin = row.attempts > 1 ? 1000 : 0;
			const covered = wanted.length <= row.reserved - row.result_count - margin;
			let charge: ChargeResult;
			let leadIds: Record<string, string>;
			if (covered) {
				const [charged, leads] = await Promise.all([charging, ensureLeads(wanted)]);
				charge = charged;
				leadIds = leads.leadIds;
			} else {
				charge = await charging;
				const overBudget = new Set(charge.overBudget);
				leadIds = (await ensureLeads(wanted.filter((b) => !overBudget.has(b.id)))).leadIds;
			}
			const over = new Set(charge.overBudget);
			const delivered = wanted.filter((b) => !over.has(b.id));
			const updated = await store.recordPage({
				id, workerId, leaseMs: leaseMs(), newlyFound: fresh.length, checkpoint: ctx.params.checkpoint,
				results: delivered.map((b) => ({ businessId: b.id, leadId: leadIds[b.id] })),
			});
			if (!updated) throw new LeaseLostError();
			const full = updated.result_count >= updated.max_results || over.size > 0 || fresh.length > room;
			return { resultCount: updated.result_count, stop: full || updated.cancel_requested, cancelRequested: updated.cancel_requested };
		},

		/** Gives back the unused reservation, then ends the search and tells whoever listens. */
		async settle(this: SearchesThis, row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null> {
			await store.setPhase(row.id, "wrapping_up");
			await this.deliverWhatWasPaid(row);
			await this.broker.call<unknown, ReleaseParams>("billing.release", { accountId: row.account_id, reservation: row.id });
			const settled = await store.settle(row.id, status, error);
			if (settled && (status === "completed" || status === "failed")) this.dispatchEvents().catch(() => undefined);
			return settled;
		},

		/**
		 * A worker that died between charging a page and recording it leaves businesses
		 * paid for but not delivered; a retry delivers them, and settlement makes sure.
		 */
		async deliverWhatWasPaid(this: SearchesThis, row: SearchRow) {
			const paid = await this.broker.call<string[], ReleaseParams>("billing.chargedUnder", { accountId: row.account_id, reservation: row.id });
			if (!paid.length) return;
			const present = await store.resultBusinessIds(row.id);
			const missing = paid.filter((id) => !present.has(id));
			if (!missing.length) return;
			const businesses = await this.broker.call<BusinessRecord[], GetManyParams>("dataset.getMany", { ids: missing });
			const { leadIds } = await this.broker.call<EnsureLeadsResult, EnsureLeadsParams>("leads.ensure", {
				accountId: row.account_id, searchId: row.id, source: "search", businesses: businesses.map((b) => ({ id: b.id, provider: b.provider })),
			});
			await store.appendResults(row.id, businesses.map((b) => ({ businessId: b.id, leadId: leadIds[b.id] })));
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

	async started(this: SearchesThis) {
		await getDataSource();
		this.sweepTimer = setInterval(() => {
			this.sweepAbandoned().catch((err: Error) => this.logger.warn("abandoned-job sweep failed:", err.message));
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
	dispatchEvents(): Promise<void>;
	ownSearch(ctx: Context<unknown, AuthMeta>, id: string): Promise<SearchRow>;
	deliverPage(ctx: Context<DeliverPageParams>): Promise<DeliverPageResult>;
	deliverWhatWasPaid(row: SearchRow): Promise<void>;
	settle(row: SearchRow, status: SearchStatus, error: string | null): Promise<SearchRow | null>;
	sweepAbandoned(): Promise<void>;
}

export default SearchesService;
