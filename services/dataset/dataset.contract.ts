import { PROVIDERS, type Provider } from "../../shared/business";
import { BULK_ID, MAX_URL_LENGTH } from "../../shared/params";
import { BUSINESS_STATUSES, OPENING_HOURS_SCHEMA, type BusinessStatus, type OpeningHours, type PlaceFields, type PlaceSource } from "../../shared/place-fields";
import { PLACE_MEDIA_SCHEMA, type PlaceMediaObservation } from "../../shared/place-media";
import { EMAIL_ITEM_SCHEMA, EMAIL_STATUSES, type EmailItem, type EmailStatus } from "../enrichment/enrichment.contract";
import {
	BusinessSchema,
	DATASET_SCHEMAS,
	type Business,
	type BusinessDatasetRow,
	type BusinessRef,
	type BusinessRunSummary,
	type ListBusinessesResult,
	type PageInfo,
	type SameAs,
	type UnlockResult,
} from "./dataset.schemas";

/** The result shapes (dataset.schemas.ts): each a schema of the OpenAPI document and, through `Static`, the type below. */
export { BusinessSchema, DATASET_SCHEMAS };
export type { Business, BusinessDatasetRow, BusinessRef, BusinessRunSummary, ListBusinessesResult, PageInfo, SameAs, UnlockResult };

export { EMAIL_STATUSES, type EmailItem, type EmailStatus };

/** dataset: the shared business rows every run writes, the listing of them, and unlocking them. */

/** One business as a provider showed it, in the provider-neutral form every scraper hands over. */
export interface Observation extends PlaceMediaObservation {
	provider: Provider;
	providerBusinessId: string;
	cid?: string | null;
	placeId?: string | null;
	name: string;
	fullAddress?: string | null;
	street?: string | null;
	locality?: string | null;
	postalCode?: string | null;
	region?: string | null;
	country?: string | null;
	categories?: string[];
	rating?: number | null;
	reviewCount?: number | null;
	phone?: string | null;
	website?: string | null;
	latitude?: number | null;
	longitude?: number | null;
	/** IANA name; when absent the dataset derives it from the coordinates */
	timezone?: string | null;
	openingHours?: OpeningHours | null;
	businessStatus?: BusinessStatus | null;
	description?: string | null;
	/** the provider's own notation, e.g. `€€` */
	priceRange?: string | null;
	details?: Record<string, unknown>;
}

/** A lead's missing field is filled from a linked row the account owns from this confidence on. */
export const FILL_MIN_CONFIDENCE = 0.8;

/** The shared row, as other services see it. */
/** A business row; its place columns (PlaceSource: address parts, position, hours, status, `phoneE164` …) as placeFieldsOf reads them. */
export interface BusinessRecord extends PlaceSource {
	id: string;
	provider: Provider;
	providerBusinessId: string;
	cid: string | null;
	placeId: string | null;
	name: string;
	fullAddress: string | null;
	categories: string[];
	rating: number | null;
	reviewCount: number | null;
	phone: string | null;
	website: string | null;
	domain: string | null;
	emails: { address: string; status: string; source: string | null }[];
	socials: Record<string, string>;
	details: Record<string, unknown>;
	observedAt: string;
	createdAt: string;
	updatedAt: string;
}

/**
 * What a lead shows of its business (exports read these by the hundred thousand). Asked for an account,
 * a field the row lacks is taken from a linked row the account owns, and `filledFrom` names that row's provider.
 */
export type BusinessLeadView = Pick<
	BusinessRecord,
	| "id"
	| "provider"
	| "providerBusinessId"
	| "cid"
	| "placeId"
	| "name"
	| "fullAddress"
	| "street"
	| "postalCode"
	| "locality"
	| "region"
	| "country"
	| "categories"
	| "rating"
	| "reviewCount"
	| "phone"
	| "website"
	| "latitude"
	| "longitude"
	| "timezone"
	| "openingHours"
	| "businessStatus"
	| "description"
	| "priceRange"
	| "phoneE164"
	| "photos"
	| "photoCount"
	| "popularTimes"
	| "emails"
	| "socials"
> & { filledFrom?: Record<string, Provider> };

export interface EnrichmentEntry {
	businessId: string;
	/** present when emails were looked for: replaces what the row had */
	emails?: EmailItem[];
	/** present when socials were looked for */
	socials?: Record<string, string>;
}

export interface UpsertParams {
	observations: Observation[];
}
export interface UpsertedBusiness {
	id: string;
	provider: string;
	providerBusinessId: string;
	cid: string | null;
}
export interface SetEnrichmentParams {
	entries: EnrichmentEntry[];
}
export interface GetManyParams {
	ids: string[];
}
/** With `accountId`, missing fields are filled from linked rows that account owns. */
export interface LeadViewsParams {
	ids: string[];
	accountId?: string;
}
export interface GetByCidParams {
	cid: string;
}

/** The query of GET /v1/businesses as it arrives: every value a string (or an array when repeated). */
export interface ListBusinessesParams {
	provider?: string | string[];
	q?: string;
	country?: string;
	locality?: string;
	category?: string;
	minRating?: string;
	hasPhone?: string;
	hasWebsite?: string;
	hasEmail?: string;
	hasHours?: string;
	businessStatus?: string | string[];
	owned?: string;
	emailStatus?: string | string[];
	limit?: string;
	cursor?: string;
	page?: string;
}

/** A ref to resolve for an account: an unseen id is looked up at its provider within the account's quota. */
export interface ResolveParams extends BusinessRef {
	accountId: string;
}
export interface UnlockParams {
	businesses: BusinessRef[];
}

/** An area of the map in degrees, as a search's scraper planned it (its checkpoint's `area`). */
export interface AreaBounds {
	south: number;
	west: number;
	north: number;
	east: number;
}
/** Businesses of `provider` inside `area` whose name or categories carry every word of `keyword`, counted up to `cap`. */
export interface CountInAreaParams {
	provider: Provider;
	area: AreaBounds;
	keyword: string;
	cap: number;
}

/** Where a link backfill got to: the last row it took, in the order it takes them (oldest first). */
export interface LinkBackfillPosition {
	createdAt: string;
	id: string;
}
/** `after`: start past this row (the previous batch's `next`) rather than reading again from the oldest row. */
export interface LinkUnmatchedParams {
	limit: number;
	after?: LinkBackfillPosition;
}
/**
 * `processed`: rows of this batch (given match keys and linked as an upsert would); `linked`: links it made (pairs
 * of rows, one business on two providers; a pair is made when the later of its rows is processed, so the sum over
 * batches does not depend on their size); `remaining`: rows still without keys; `next`: the batch's last row.
 */
export interface LinkUnmatchedResult {
	processed: number;
	linked: number;
	remaining: number;
	next: LinkBackfillPosition | null;
}

/** The listing's page size (default and most) and how deep numbered pages go (beyond, only the cursor). */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
export const MAX_PAGE = 500;
/** What unlocking a row costs (DESIGN §5: one credit, as a search result). */
export const UNLOCK_COST = 1;
/** At most this many refs in one unlock. */
export const MAX_UNLOCK_REFS = 500;
/** At most this many ids of one unlock may be new to the dataset: each is a request to the provider, made while the client waits. */
export const MAX_UNSEEN_REFS = 25;
/** Lookups of ids the dataset has not seen, per account in any minute (research, monitors and unlock together). */
export const UNSEEN_LOOKUPS_PER_MINUTE = 120;
/** At most this many observations in one upsert, entries in one setEnrichment (a scraper's page, an enrichment batch). */
export const MAX_WRITE_BATCH = 1000;
/** At most this many ids in one getMany or leadViews. */
export const MAX_READ_BATCH = 5000;
/** At most this many rows in one linkUnmatched batch: the linking lock is held for it, as for an upsert page. */
export const MAX_LINK_BATCH = MAX_WRITE_BATCH;
/** The most rows one countInArea reads. */
export const MAX_AREA_COUNT = 10_000;

const nullableString = (max: number) => ({ type: "string", max, optional: true, nullable: true }) as const;
const nullableNumber = { type: "number", optional: true, nullable: true } as const;
const queryString = { type: "string", optional: true, max: 500 } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const DATASET_PARAMS = {
	/** GET /v1/businesses: query values arrive as strings; listing.filters parses and checks them. */
	list: {
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
		hasHours: queryString,
		businessStatus: { type: "any", optional: true },
		owned: queryString,
		emailStatus: { type: "any", optional: true },
		limit: queryString,
		cursor: queryString,
		page: queryString,
	},
	unlock: {
		$$strict: true,
		businesses: {
			type: "array",
			min: 1,
			max: MAX_UNLOCK_REFS,
			items: {
				type: "object",
				strict: true,
				props: { provider: { type: "enum", values: [...PROVIDERS] }, id: { type: "string", min: 1, max: 300 } },
			},
		},
	},
	getByCid: { $$strict: true, cid: { type: "string", min: 1, max: 300 } },
	find: { provider: { type: "enum", values: [...PROVIDERS] }, id: { type: "string", min: 1, max: 300 } },
	view: { $$strict: true, id: "uuid" },
	resolve: { provider: { type: "enum", values: [...PROVIDERS] }, id: { type: "string", min: 1, max: 300 }, accountId: "uuid" },
	upsert: {
		observations: {
			type: "array",
			max: MAX_WRITE_BATCH,
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
					website: nullableString(MAX_URL_LENGTH),
					latitude: nullableNumber,
					longitude: nullableNumber,
					timezone: nullableString(100),
					openingHours: OPENING_HOURS_SCHEMA,
					businessStatus: { type: "enum", values: [...BUSINESS_STATUSES], optional: true, nullable: true },
					description: nullableString(5000),
					priceRange: nullableString(40),
					...PLACE_MEDIA_SCHEMA,
					details: { type: "object", optional: true },
				},
			},
		},
	},
	setEnrichment: {
		entries: {
			type: "array",
			max: MAX_WRITE_BATCH,
			items: {
				type: "object",
				props: {
					businessId: "uuid",
					emails: {
						type: "array",
						optional: true,
						max: 100,
						items: EMAIL_ITEM_SCHEMA,
					},
					socials: { type: "record", optional: true, key: { type: "string", max: 40 }, value: { type: "string", max: MAX_URL_LENGTH } },
				},
			},
		},
	},
	countInArea: {
		provider: { type: "enum", values: [...PROVIDERS] },
		area: {
			type: "object",
			strict: true,
			props: {
				south: { type: "number", min: -90, max: 90 },
				north: { type: "number", min: -90, max: 90 },
				west: { type: "number", min: -180, max: 180 },
				east: { type: "number", min: -180, max: 180 },
			},
		},
		keyword: { type: "string", min: 1, max: 200 },
		cap: { type: "number", integer: true, min: 1, max: MAX_AREA_COUNT },
	},
	getMany: { ids: { type: "array", items: "uuid", max: MAX_READ_BATCH } },
	leadViews: { ids: { type: "array", items: BULK_ID, max: MAX_READ_BATCH }, accountId: { type: "uuid", optional: true } },
	linkUnmatched: {
		$$strict: true,
		limit: { type: "number", integer: true, min: 1, max: MAX_LINK_BATCH },
		after: {
			type: "object",
			optional: true,
			strict: true,
			props: { createdAt: { type: "string", max: 64, pattern: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)$/ }, id: "uuid" },
		},
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** GET /v1/businesses: the shared rows, contact values only on owned ones. */
		"dataset.list": Action<ListBusinessesParams, ListBusinessesResult>;
		/** POST /v1/businesses/unlock: buys rows (one credit each, once per account) and makes their leads. */
		"dataset.unlock": Action<UnlockParams, UnlockResult>;
		/** GET /v1/businesses/{cid}: google only; 404 until some run observed the CID. */
		"dataset.getByCid": Action<GetByCidParams, Business>;
		/** A row of any provider as GET /v1/businesses/{cid} shows a Google one, for the account in `meta` (a monitor's `business.changed`); 404 when none. */
		"dataset.view": Action<{ id: string }, Business>;
		/** The shared row a provider's id names, or null (business runs read `/businesses/{cid}/…` through it). */
		"dataset.find": Action<BusinessRef, BusinessRecord | null>;
		/**
		 * The shared row a provider's id names; one the dataset has not seen is looked up at the provider and
		 * stored first (research runs start through it), within the account's quota of such lookups (429 past it).
		 * 400 for an id not in its provider's form, 404 when the provider has no such place, 503
		 * `provider_unavailable` when it cannot be read.
		 */
		"dataset.resolve": Action<ResolveParams, BusinessRecord>;
		/** Scrapers: a page of observations onto the shared rows. */
		"dataset.upsert": Action<UpsertParams, UpsertedBusiness[]>;
		/** What enrichment found for businesses (emails verified, socials), written onto the shared rows. */
		"dataset.setEnrichment": Action<SetEnrichmentParams, { updated: number }>;
		/** How many businesses the dataset holds inside an area that match a keyword, up to `cap` (a search quote's expected results). */
		"dataset.countInArea": Action<CountInAreaParams, { count: number }>;
		/** Whole rows by id, in no particular order. */
		"dataset.getMany": Action<GetManyParams, BusinessRecord[]>;
		/** What leads show of these businesses (no details, no timestamps), in no particular order. */
		"dataset.leadViews": Action<LeadViewsParams, BusinessLeadView[]>;
		/** Operators: links up to `limit` rows that have no match keys (stored before links existed), oldest first. */
		"dataset.linkUnmatched": Action<LinkUnmatchedParams, LinkUnmatchedResult>;
	}
}
