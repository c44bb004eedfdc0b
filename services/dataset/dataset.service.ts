import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { PROVIDERS, type BusinessLeadView, type BusinessRecord, type Observation } from "../../shared/business";
import { getDataSource } from "../../shared/db";
import { BULK_ID } from "../../shared/params";
import { NotFoundError } from "../../shared/errors";
import { canEnrich } from "../../shared/plans";
import type { AccountParams, Usage } from "../billing/billing.contract";
import { EMAIL_ITEM_SCHEMA } from "../enrichment/enrichment.contract";
import { writeEnrichment, type EnrichmentEntry } from "./enrichment.store";
import { businessesByIds, googleBusinessByCid, leadViewsByIds, upsertObservations } from "./businesses.store";
import { listBusinesses, type ListBusinessesResult } from "./listing";
import { parseListingRequest, type ListBusinessesParams } from "./listing.filters";
import { unlockBusinesses, type UnlockParams, type UnlockResult } from "./unlock";

export type { BusinessDatasetRow, ListBusinessesResult } from "./listing";
export type { ListBusinessesParams } from "./listing.filters";
export type { BusinessRef, UnlockParams, UnlockResult } from "./unlock";
export interface UpsertParams { observations: Observation[] }
export interface UpsertedBusiness { id: string; provider: string; providerBusinessId: string }
export interface SetEnrichmentParams { entries: EnrichmentEntry[] }
export interface GetManyParams { ids: string[] }
export interface GetByCidParams { cid: string }

/** The kind of run a research or monitor issue will add; `latestRun` stays absent until then. */
export interface BusinessRunSummary { id: string; kind: "research" | "monitor"; status: "pending" | "running" | "completed" | "failed" | "canceled"; createdAt: string }

/** The shared record of a Google business (spec: Business). */
export interface Business {
	id: string;
	provider: "google";
	providerBusinessId: string;
	cid: string;
	name: string | null;
	placeId: string | null;
	domain: string | null;
	createdAt: string;
	updatedAt: string;
	latestRun?: BusinessRunSummary;
}

const nullableString = (max: number) => ({ type: "string", max, optional: true, nullable: true }) as const;
const nullableNumber = { type: "number", optional: true, nullable: true } as const;
const queryString = { type: "string", optional: true, max: 500 } as const;

/** The shared business dataset: every observation of every run lands here. */
const DatasetService: ServiceSchema<ServiceSettingSchema, DatasetThis> = {
	name: "dataset",

	actions: {
		/** GET /v1/businesses: query values arrive as strings; listing.filters parses and checks them. */
		list: {
			visibility: "published",
			params: {
				$$strict: true,
				provider: { type: "any", optional: true },
				q: { type: "string", optional: true, max: 200 },
				country: queryString,
				locality: queryString,
				category: queryString,
				minRating: queryString,
				hasPhone: queryString,
				hasWebsite: queryString,
				hasEmail: queryString,
				owned: queryString,
				emailStatus: { type: "any", optional: true },
				limit: queryString,
				cursor: queryString,
				page: queryString,
			},
			async handler(this: DatasetThis, ctx: Context<ListBusinessesParams, AuthMeta>): Promise<ListBusinessesResult> {
				const accountId = requireAccount(ctx);
				const request = parseListingRequest(ctx.params);
				return listBusinesses(accountId, request, () => this.entitledToEmails(ctx, accountId));
			},
		},
		unlock: {
			visibility: "published",
			params: {
				$$strict: true,
				businesses: {
					type: "array", min: 1, max: 500,
					items: {
						type: "object", strict: true,
						props: { provider: { type: "enum", values: [...PROVIDERS] }, id: { type: "string", min: 1, max: 300 } },
					},
				},
			},
			async handler(ctx: Context<UnlockParams, AuthMeta>): Promise<UnlockResult> {
				return unlockBusinesses(ctx, requireAccount(ctx), ctx.params.businesses);
			},
		},
		/** GET /v1/businesses/{cid}: google only; 404 until some run observed the CID. */
		getByCid: {
			visibility: "published",
			params: { $$strict: true, cid: { type: "string", min: 1, max: 300 } },
			async handler(this: DatasetThis, ctx: Context<GetByCidParams, AuthMeta>): Promise<Business> {
				const accountId = requireAccount(ctx);
				const record = await googleBusinessByCid(ctx.params.cid);
				if (!record) throw new NotFoundError("business");
				const business: Business = {
					id: record.id, provider: "google", providerBusinessId: record.providerBusinessId, cid: record.providerBusinessId,
					name: record.name, placeId: record.placeId, domain: record.domain, createdAt: record.createdAt, updatedAt: record.updatedAt,
				};
				const latestRun = await this.latestRunOf(ctx, accountId, record.id);
				if (latestRun) business.latestRun = latestRun;
				return business;
			},
		},
		upsert: {
			visibility: "public",
			params: {
				observations: {
					type: "array", max: 1000,
					items: {
						type: "object",
						props: {
							provider: { type: "enum", values: [...PROVIDERS] },
							providerBusinessId: { type: "string", min: 1, max: 200 },
							cid: nullableString(40),
							placeId: nullableString(300),
							name: { type: "string", min: 1, max: 1000 },
							fullAddress: nullableString(2000),
							street: nullableString(1000),
							locality: nullableString(500),
							postalCode: nullableString(50),
							region: nullableString(500),
							country: nullableString(2),
							categories: { type: "array", items: "string", optional: true },
							rating: nullableNumber,
							reviewCount: nullableNumber,
							phone: nullableString(100),
							website: nullableString(2048),
							latitude: nullableNumber,
							longitude: nullableNumber,
							details: { type: "object", optional: true },
						},
					},
				},
			},
			async handler(ctx: Context<UpsertParams>): Promise<UpsertedBusiness[]> {
				return upsertObservations(ctx.params.observations);
			},
		},
		/** What enrichment found for businesses (emails verified, socials), written onto the shared rows. */
		setEnrichment: {
			visibility: "public",
			params: {
				entries: {
					type: "array", max: 1000,
					items: {
						type: "object",
						props: {
							businessId: "uuid",
							emails: {
								type: "array", optional: true, max: 100,
								items: EMAIL_ITEM_SCHEMA,
							},
							socials: { type: "record", optional: true, key: { type: "string", max: 40 }, value: { type: "string", max: 2048 } },
						},
					},
				},
			},
			async handler(ctx: Context<SetEnrichmentParams>): Promise<{ updated: number }> {
				return { updated: await writeEnrichment(ctx.params.entries) };
			},
		},
		getMany: {
			visibility: "public",
			params: { ids: { type: "array", items: "uuid", max: 5000 } },
			async handler(ctx: Context<GetManyParams>): Promise<BusinessRecord[]> {
				return businessesByIds(ctx.params.ids);
			},
		},
		/** What leads show of these businesses (no details, no timestamps), in no particular order. */
		leadViews: {
			visibility: "public",
			params: { ids: { type: "array", items: BULK_ID, max: 5000 } },
			async handler(ctx: Context<GetManyParams>): Promise<BusinessLeadView[]> {
				return leadViewsByIds(ctx.params.ids);
			},
		},
	},

	methods: {
		async entitledToEmails(ctx: Context, accountId: string): Promise<boolean> {
			const usage = await ctx.call<Usage, AccountParams>("billing.account", { accountId });
			return canEnrich(usage.plan);
		},

		/**
		 * The account's most recent research or monitor run of the business. No such
		 * runs exist yet: the issue that adds them calls its service here.
		 */
		async latestRunOf(_ctx: Context, _accountId: string, _businessId: string): Promise<BusinessRunSummary | null> {
			return null;
		},
	},

	async started() {
		await getDataSource();
	},
};

interface DatasetThis extends Service {
	entitledToEmails(ctx: Context, accountId: string): Promise<boolean>;
	latestRunOf(ctx: Context, accountId: string, businessId: string): Promise<BusinessRunSummary | null>;
}

export default DatasetService;
