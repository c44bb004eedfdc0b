import { randomUUID } from "node:crypto";
import type { Context, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta, type ResponseMeta } from "../../shared/auth-context";
import { defineActions } from "../../shared/actions";
import { call } from "../../shared/bus";
import { parseBusinessKey } from "../../shared/business-ids";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import { openDatabase } from "../../shared/db";
import { BadRequestError, ConflictError, NotFoundError } from "../../shared/errors";
import { onScrape, registerMetrics } from "../../shared/metrics";
import { parseEnumParam, parseIntParam } from "../../shared/params";
import { ownershipKey, requirePayingAccount } from "../billing/billing.contract";
import type { ReviewsOrder } from "../scrapers/scrapers.contract";
import { collectQueues, countCreated, countEnded, RUNS_METRICS } from "./metrics";
import { RunJobsMixin, type RunJobsActions } from "./jobs.mixin";
import { RunOperatorMixin, type RunOperatorActions } from "./operator.mixin";
import {
	DEFAULT_MAX_REVIEWS,
	DEFAULT_RUNS_PAGE,
	MAX_RUNS_PAGE,
	OWNERSHIP_CREDITS,
	RESEARCH_CREDITS,
	RUN_KINDS,
	RUNS_PARAMS as P,
	runKey,
	runningRunCapOf,
	type ResearchParams,
} from "./runs.contract";
import * as store from "./runs.store";
import type { RunRow, RunPosition } from "./runs.store";
import type { RunsThis } from "./runs.this";

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseRunId(id: string): string {
	if (!UUID_RE.test(id)) throw new BadRequestError("the run id must be a uuid", "invalid_id");
	return id.toLowerCase();
}

/** A research run's review order and cutoff, checked before anything else is done (a bad date is 400 even for an unknown business). */
function reviewsOrderOf(p: ResearchParams): ReviewsOrder {
	const since = p.reviewsSince === undefined ? null : Date.parse(p.reviewsSince);
	if (since !== null && Number.isNaN(since)) throw new BadRequestError("reviewsSince is not a date");
	return { sort: p.reviewsSort ?? "newest", since: since === null ? null : new Date(since).toISOString() };
}

/** Business runs: research runs and monitor checks, their billing, states and the reviews behind them. */
const RunsService: ServiceSchema<ServiceSettingSchema, RunsThis> = {
	name: "runs",
	mixins: [RunJobsMixin as unknown as ServiceSchema, RunOperatorMixin as unknown as ServiceSchema],

	/** Its own actions; the mixins declare the rest of the contract's. */
	actions: defineActions<"runs", RunsThis, ResponseMeta, RunJobsActions | RunOperatorActions>({
		research: {
			visibility: "published",
			params: P.research,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const reviewsOrder = reviewsOrderOf(ctx.params);
				// No provider is read for an account that could not pay: refused before any lookup.
				const usage = await call(ctx, "billing.account", { accountId });
				requirePayingAccount(usage, "research");
				// A business the dataset has not seen is read from its provider first: nothing is charged for an id it does not know.
				const business = await call(ctx, "dataset.resolve", { ...parseBusinessKey(ctx.params.cid), accountId });
				// A retried request (same Idempotency-Key) names the same run: it is made and paid once.
				const row = await this.startResearch(
					ctx,
					accountId,
					business,
					ctx.params.maxReviews ?? DEFAULT_MAX_REVIEWS,
					ctx.meta.idempotentRequestId ?? randomUUID(),
					runningRunCapOf(usage.plan),
					reviewsOrder,
				);
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/runs/${row.id}`;
				return store.toRun(row);
			},
		},
		businessRuns: {
			visibility: "published",
			params: P.businessRuns,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const kind = parseEnumParam("kind", ctx.params.kind, RUN_KINDS);
				const limit = parseIntParam("limit", ctx.params.limit, DEFAULT_RUNS_PAGE, 1, MAX_RUNS_PAGE);
				const business = await this.businessOf(ctx, ctx.params.cid);
				const scope = `runs:${accountId}:${business.id}:${kind ?? "all"}`;
				const after = ctx.params.cursor ? await decodeCursor<RunPosition>(scope, ctx.params.cursor) : null;
				const rows = await store.runsOfBusiness(accountId, business.id, kind, limit, after);
				const page = rows.slice(0, limit);
				const last = page[page.length - 1];
				const nextCursor = rows.length > limit && last ? await encodeCursor(scope, { t: last.t, id: last.id }) : null;
				return { data: page.map(store.toRun), nextCursor };
			},
		},
		get: {
			visibility: "published",
			params: P.get,
			async handler(ctx) {
				return store.toRun(await this.ownRun(ctx, ctx.params.id));
			},
		},
		cancel: {
			visibility: "published",
			params: P.cancel,
			async handler(ctx) {
				await this.cancelRun((await this.ownRun(ctx, ctx.params.id)).id);
				ctx.meta.$statusCode = 202;
				return { ok: true };
			},
		},
		reviews: {
			visibility: "published",
			params: P.reviews,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const business = await this.businessOf(ctx, ctx.params.cid);
				const analysis = await store.analysisOf(accountId, business.id);
				if (!analysis) return { businessId: business.id, analysis: null };
				const signal = await store.signalOf(business.id);
				return { businessId: business.id, analysis, ...(signal ? { signal } : {}) };
			},
		},
		reviewItems: {
			visibility: "published",
			params: P.reviewItems,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const limit = parseIntParam("limit", ctx.params.limit, DEFAULT_RUNS_PAGE, 1, MAX_RUNS_PAGE);
				const business = await this.businessOf(ctx, ctx.params.cid);
				const scope = `reviews:${accountId}:${business.id}`;
				const after = ctx.params.cursor ? await decodeCursor<{ p: number }>(scope, ctx.params.cursor) : null;
				if (after !== null && !Number.isInteger(after.p)) throw new BadRequestError("cursor is not valid");
				if (!(await store.hasCompletedResearch(accountId, business.id))) throw new NotFoundError("reviews (no completed research run)");
				const rows = await store.reviewItems(business.id, limit, after?.p ?? 0);
				const page = rows.slice(0, limit);
				const last = page[page.length - 1];
				const nextCursor = rows.length > limit && last ? await encodeCursor(scope, { p: last.position }) : null;
				return { data: page.map(({ position: _position, ...item }) => item), nextCursor };
			},
		},
		latestOf: {
			visibility: "public",
			params: P.latestOf,
			async handler(ctx) {
				const row = await store.latestOf(ctx.params.accountId, ctx.params.businessId);
				return row && store.toSummary(row);
			},
		},
	}),

	methods: {
		/** The business a path names (a Google CID or `<provider>:<id>`): 400 for another form, 404 until some run observed it. */
		async businessOf(ctx: Context, cid: string) {
			const business = await call(ctx, "dataset.find", parseBusinessKey(cid));
			if (!business) throw new NotFoundError("business");
			return business;
		},

		async ownRun(ctx: Context<unknown, AuthMeta>, id: string): Promise<RunRow> {
			const row = await store.findRun(requireAccount(ctx), parseRunId(id));
			if (!row || !store.isVisible(row)) throw new NotFoundError("run");
			return row;
		},

		/**
		 * Writes the run, then buys it (`run:<id>`, plus `own:<businessId>` unless owned) in one
		 * all-or-nothing purchase, makes the business the account's lead, and marks the run paid
		 * (claimable). A refused purchase removes the run: the client gets the 402, not a run.
		 */
		async startResearch(
			this: RunsThis,
			ctx: Context,
			accountId: string,
			business: { id: string; provider: string; providerBusinessId: string },
			maxReviews: number,
			id: string,
			runningCap: number,
			reviewsOrder: ReviewsOrder,
		): Promise<RunRow> {
			await store.insertRuns([
				{
					id,
					accountId,
					kind: "research",
					businessId: business.id,
					provider: business.provider as RunRow["provider"],
					providerBusinessId: business.providerBusinessId,
					maxReviews,
					subscriptionId: null,
					runningCap,
					reviewsOrder,
				},
			]);
			const row = await store.findRun(accountId, id);
			if (!row || row.business_id !== business.id || row.kind !== "research")
				throw new ConflictError("idempotency_key_reused", "this request's run id is taken");
			// Paid already, or ended (a sweep failed it while its purchase was slow): the retried request gets the run as it stands.
			if (row.funded || store.isEnded(row)) return row;
			try {
				await call(ctx, "billing.purchase", {
					accountId,
					items: [
						{ key: runKey(id), credits: RESEARCH_CREDITS, refundable: true },
						{ key: ownershipKey(business.id), credits: OWNERSHIP_CREDITS },
					],
				});
			} catch (err) {
				if ((err as { code?: number }).code === 402) await store.discardUnfunded(id);
				// The run ended while its purchase was on its way (the sweep failed it): nothing was charged, and the run says why.
				const ended = (err as { type?: string }).type === "purchase_closed" ? await store.runById(id) : null;
				if (ended) return ended;
				throw err;
			}
			await call(ctx, "leads.ensure", { accountId, searchId: null, source: "unlock", businesses: [{ id: business.id, provider: business.provider }] });
			const [funded] = await store.fund([id]);
			if (!funded) return (await store.runById(id)) ?? row;
			countCreated(this.broker, "research");
			this.wakeRuns(funded.provider);
			return funded;
		},

		/**
		 * A pending run ends at once and is refunded before this answers; a running one ends when its
		 * worker sees the flag (not refunded). The ending is committed first, the refund called after:
		 * no transaction waits on billing, and the sweep finishes a refund a crash left undone.
		 */
		async cancelRun(this: RunsThis, id: string): Promise<RunRow> {
			const row = await store.cancelRun(id);
			if (!row) throw new ConflictError("run_not_cancelable", "the run has already ended");
			if (store.isEnded(row)) {
				countEnded(this.broker, row);
				await this.settleMoney(row);
			}
			return (await store.runById(id)) ?? row;
		},
	},

	created(this: RunsThis) {
		registerMetrics(this.broker, RUNS_METRICS);
	},

	async started(this: RunsThis) {
		await openDatabase();
		this.stopCollecting = onScrape(this.broker, () => collectQueues(this.broker));
	},

	stopped(this: RunsThis) {
		this.stopCollecting?.();
	},
};

export default RunsService;
