import type { Provider } from "../../shared/business";
import type { Observation } from "../dataset/dataset.contract";

/**
 * What every scraper service shares (services/scrapers/<provider>/, built by `scraperService`
 * in ./framework/worker.ts). A scraper claims its provider's searches from the searches service
 * (claimNextJob, heartbeat, deliverPage, finalize, releaseJob), runs their cells, and writes
 * observations through dataset.upsert. Its other actions are pure reads of its provider, which
 * write nothing: a business by its id (`lookup`) and its reviews (`reviews`).
 */

/** The service that scrapes a provider; searches and runs look for it on the bus to tell a provider is served. */
export const scraperServiceName = <P extends Provider>(provider: P) => `scraper-${provider}` as const;

/** One day of opening hours as the provider shows it: Google's display text per slot ("7 AM–8:30 PM", "Closed"). */
export interface LookedUpHoursDay {
	day: string;
	hours: string[];
}

export type BusinessStatus = "operational" | "closed_temporarily" | "closed_permanently";

/** A business read again from its provider, by its id. */
export interface LookedUpBusiness {
	/** ready for dataset.upsert: what the row has no column for (hours, status, feature id) is in its details */
	observation: Observation;
	openingHours: LookedUpHoursDay[];
	/** null when the provider does not say */
	businessStatus: BusinessStatus | null;
	/** Google's `0x…:0x…` feature id (what its reviews need); null for other providers */
	featureId: string | null;
}

/** One review as the provider shows it. */
export interface ProviderReview {
	id: string;
	/** 1..5, null when the source gives none */
	rating: number | null;
	/** the original text (not a translation), null when the review has no text */
	text: string | null;
	/** the provider's language tag for the text, null when it does not say */
	language: string | null;
	/** ISO date-time */
	publishedAt: string | null;
	ownerReplied: boolean;
	ownerReplyAt: string | null;
	authorName: string | null;
}

/** The orders a research run may read reviews in (newest first by default). */
export const REVIEWS_SORTS = ["newest", "most_relevant", "highest", "lowest"] as const;
export type ReviewsSort = (typeof REVIEWS_SORTS)[number];
/**
 * Which reviews to read: in this order, and none older than `since` (an ISO date): newest first, the
 * paging stops at the first older one; in another order, older ones are skipped.
 */
export interface ReviewsOrder {
	sort: ReviewsSort;
	since: string | null;
}

/** What a provider needs to find a business's reviews. */
export interface ReviewTarget {
	providerBusinessId: string;
	placeId: string | null;
	featureId: string | null;
}

export function reviewTargetOf(b: LookedUpBusiness): ReviewTarget {
	return { providerBusinessId: b.observation.providerBusinessId, placeId: b.observation.placeId ?? null, featureId: b.featureId };
}

export interface LookupParams {
	/** the provider's id, in its form (shared/business-ids.ts checks it before the call) */
	id: string;
	/** how long the read may take, its retries included (default LOOKUP_DEADLINE_MS) */
	deadlineMs?: number;
}
export interface ReviewsParams {
	target: ReviewTarget;
	max: number;
	order?: ReviewsOrder;
	deadlineMs?: number;
}

/** How long a lookup may take by default (its retries included) before it answers 503 `provider_unavailable`, under the bus's 30 s. */
export const LOOKUP_DEADLINE_MS = 20_000;
export const MAX_READ_DEADLINE_MS = 300_000;
export const MAX_REVIEWS_READ = 1000;

const deadlineMs = { type: "number", integer: true, min: 100, max: MAX_READ_DEADLINE_MS, optional: true } as const;
const nullableId = { type: "string", max: 300, nullable: true } as const;
export const SCRAPER_PARAMS = {
	lookup: { $$strict: true, id: { type: "string", min: 1, max: 300 }, deadlineMs },
	reviews: {
		$$strict: true,
		deadlineMs,
		max: { type: "number", integer: true, min: 0, max: MAX_REVIEWS_READ },
		order: {
			type: "object",
			optional: true,
			strict: true,
			props: { sort: { type: "enum", values: [...REVIEWS_SORTS] }, since: { type: "string", max: 40, nullable: true } },
		},
		target: { type: "object", strict: true, props: { providerBusinessId: { type: "string", min: 1, max: 300 }, placeId: nullableId, featureId: nullableId } },
	},
} as const;

/**
 * A read the provider could not answer (blocked, unreachable, erroring, not configured): 503
 * `provider_unavailable`, retryable; `data.reason` keeps the scraper's code (`provider_blocked`, …).
 */
export const PROVIDER_UNAVAILABLE = "provider_unavailable";

declare module "../../shared/bus" {
	interface Actions {
		/** The place the provider has under `id`, read now; null when the provider has no such place. Writes nothing. */
		"scraper-google.lookup": Action<LookupParams, LookedUpBusiness | null>;
		"scraper-bing.lookup": Action<LookupParams, LookedUpBusiness | null>;
		"scraper-apple.lookup": Action<LookupParams, LookedUpBusiness | null>;
		/** The business's newest reviews first, at most `max` ([] for a provider without reviews). Writes nothing. */
		"scraper-google.reviews": Action<ReviewsParams, ProviderReview[]>;
		"scraper-bing.reviews": Action<ReviewsParams, ProviderReview[]>;
		"scraper-apple.reviews": Action<ReviewsParams, ProviderReview[]>;
	}
}
