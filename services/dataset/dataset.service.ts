import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions } from "../../shared/actions";
import { requireAccount } from "../../shared/auth-context";
import { call } from "../../shared/bus";
import { openDatabase } from "../../shared/db";
import { NotFoundError } from "../../shared/errors";
import { placeFieldsOf } from "../../shared/place-fields";
import { canEnrich } from "../billing/billing.contract";
import { DATASET_PARAMS as P, type Business, type BusinessRecord, type BusinessRunSummary } from "./dataset.contract";
import { writeEnrichment } from "./enrichment.store";
import { countInArea } from "./area-count";
import { businessesByIds, googleBusinessByCid, upsertObservations } from "./businesses.store";
import { leadViewsFor } from "./lead-fill";
import { linkUnmatched } from "./links.backfill";
import { sameAsOf } from "./links.store";
import { listBusinesses } from "./listing";
import { parseListingRequest } from "./listing.filters";
import { findBusiness, resolveBusiness } from "./resolve";
import { unlockBusinesses } from "./unlock";
import { registerMetrics } from "../../shared/metrics";
import { DATASET_METRICS } from "./metrics";

/** The shared business dataset: every observation of every run lands here. */
const DatasetService: ServiceSchema<ServiceSettingSchema, DatasetThis> = {
	name: "dataset",

	actions: defineActions<"dataset", DatasetThis>({
		/** GET /v1/businesses: query values arrive as strings; listing.filters parses and checks them. */
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const request = parseListingRequest(ctx.params);
				return listBusinesses(accountId, request, () => this.entitledToEmails(ctx, accountId));
			},
		},
		unlock: {
			visibility: "published",
			params: P.unlock,
			async handler(ctx) {
				const result = await unlockBusinesses(ctx, requireAccount(ctx), ctx.params.businesses);
				this.broker.metrics.increment("leadmap_unlocks_total");
				if (result.creditsSpent) this.broker.metrics.increment("leadmap_unlocked_businesses_total", {}, result.creditsSpent);
				return result;
			},
		},
		/** GET /v1/businesses/{cid}: google only; 404 until some run observed the CID. */
		getByCid: {
			visibility: "published",
			params: P.getByCid,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const record = await googleBusinessByCid(ctx.params.cid);
				if (!record) throw new NotFoundError("business");
				return this.businessView(ctx, accountId, record);
			},
		},
		view: {
			visibility: "public",
			params: P.view,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const [record] = await businessesByIds([ctx.params.id]);
				if (!record) throw new NotFoundError("business");
				return this.businessView(ctx, accountId, record);
			},
		},
		find: {
			visibility: "public",
			params: P.find,
			async handler(ctx) {
				return findBusiness(ctx.params);
			},
		},
		resolve: {
			visibility: "public",
			params: P.resolve,
			async handler(ctx) {
				const { accountId, provider, id } = ctx.params;
				return resolveBusiness(ctx, accountId, { provider, id });
			},
		},
		upsert: {
			visibility: "public",
			params: P.upsert,
			async handler(ctx) {
				return upsertObservations(ctx.params.observations);
			},
		},
		/** What enrichment found for businesses (emails verified, socials), written onto the shared rows. */
		setEnrichment: {
			visibility: "public",
			params: P.setEnrichment,
			async handler(ctx) {
				return { updated: await writeEnrichment(ctx.params.entries) };
			},
		},
		countInArea: {
			visibility: "public",
			params: P.countInArea,
			async handler(ctx) {
				return { count: await countInArea(ctx.params) };
			},
		},
		getMany: {
			visibility: "public",
			params: P.getMany,
			async handler(ctx) {
				return businessesByIds(ctx.params.ids);
			},
		},
		/**
		 * What leads show of these businesses (no details, no timestamps), in no particular order; with
		 * `accountId`, missing fields filled from linked rows that account owns (`filledFrom`).
		 */
		leadViews: {
			visibility: "public",
			params: P.leadViews,
			async handler(ctx) {
				return leadViewsFor(ctx.params.ids, ctx.params.accountId);
			},
		},
		/** Operators (`dataset:link-backfill`): links a batch of the rows stored before links existed. */
		linkUnmatched: {
			visibility: "public",
			operator: true,
			params: P.linkUnmatched,
			async handler(ctx) {
				const result = await linkUnmatched(ctx.params.limit, ctx.params.after ?? null);
				this.broker.metrics.increment("leadmap_link_backfill_rows_total", {}, result.processed);
				this.broker.metrics.increment("leadmap_link_backfill_linked_total", {}, result.linked);
				this.broker.metrics.set("leadmap_link_backfill_remaining", result.remaining);
				const { processed, linked, remaining } = result;
				this.logger.info(
					{ processed, linked, remaining },
					`link backfill: ${processed} rows keyed, ${linked} links made, ${remaining} rows without keys remain`,
				);
				return result;
			},
		},
	}),

	methods: {
		async entitledToEmails(ctx: Context, accountId: string): Promise<boolean> {
			const usage = await call(ctx, "billing.account", { accountId });
			return canEnrich(usage.plan);
		},

		/** A row as the API shows one business: no contact values (those are a lead's), the account's latest run, its links. */
		async businessView(this: DatasetThis, ctx: Context, accountId: string, record: BusinessRecord): Promise<Business> {
			const [latestRun, links] = await Promise.all([this.latestRunOf(ctx, accountId, record.id), sameAsOf([record.id])]);
			const { phoneE164: _contact, ...place } = placeFieldsOf(record);
			const business: Business = {
				id: record.id,
				provider: record.provider,
				providerBusinessId: record.providerBusinessId,
				// a Google row's id is its CID
				cid: record.provider === "google" ? record.providerBusinessId : record.cid,
				name: record.name,
				placeId: record.placeId,
				domain: record.domain,
				fullAddress: record.fullAddress,
				...place,
				createdAt: record.createdAt,
				updatedAt: record.updatedAt,
				sameAs: links.get(record.id) ?? [],
			};
			if (latestRun) business.latestRun = latestRun;
			return business;
		},

		/** The account's most recent research or monitor run of the business (runs.latestOf). */
		async latestRunOf(ctx: Context, accountId: string, businessId: string): Promise<BusinessRunSummary | null> {
			return call(ctx, "runs.latestOf", { accountId, businessId });
		},
	},

	created(this: DatasetThis) {
		registerMetrics(this.broker, DATASET_METRICS);
	},

	async started() {
		await openDatabase();
	},
};

interface DatasetThis extends Service {
	businessView(ctx: Context, accountId: string, record: BusinessRecord): Promise<Business>;
	entitledToEmails(ctx: Context, accountId: string): Promise<boolean>;
	latestRunOf(ctx: Context, accountId: string, businessId: string): Promise<BusinessRunSummary | null>;
}

export default DatasetService;
