import type { Observation } from "../../dataset/dataset.contract";

/** One day of opening hours as the provider shows it: Google's display text per slot ("7 AM–8:30 PM", "Closed"). */
export interface LookedUpHoursDay { day: string; hours: string[] }

/** A business read again from its provider, by its id. */
export interface LookedUpBusiness {
	/** ready for dataset.upsert */
	observation: Observation;
	openingHours: LookedUpHoursDay[];
	/** `operational`, `closed_temporarily`, `closed_permanently`, or null when the provider does not say */
	businessStatus: "operational" | "closed_temporarily" | "closed_permanently" | null;
	/** Google's `0x…:0x…` feature id (what `listugcposts` needs); null for other providers */
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

export interface BusinessLookup {
	/** The business as the provider shows it now; null when the provider has no such place (→ the run fails `business_not_found`). Throws on transport/blocking errors (retryable). */
	lookup(providerBusinessId: string, signal: AbortSignal): Promise<LookedUpBusiness | null>;
	/** Its newest reviews first, at most `max`, following the provider's pages; absent for providers without reviews. */
	reviews?(business: LookedUpBusiness, max: number, signal: AbortSignal): Promise<ProviderReview[]>;
}
