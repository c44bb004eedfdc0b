import type { LookedUpBusiness, ProviderReview, ReviewsOrder, ReviewTarget } from "../scrapers.contract";

export type { LookedUpBusiness, LookedUpHoursDay, ProviderReview, ReviewTarget } from "../scrapers.contract";

/** A provider's reads by id, as its scraper answers `lookup` and `reviews`. */
export interface BusinessLookup {
	/** The business as the provider shows it now; null when the provider has no such place. Throws on transport/blocking errors (retryable). */
	lookup(providerBusinessId: string, signal: AbortSignal): Promise<LookedUpBusiness | null>;
	/** Its reviews, newest first unless `order` says otherwise, at most `max`, following the provider's pages; absent for providers without reviews. */
	reviews?(target: ReviewTarget, max: number, signal: AbortSignal, order?: ReviewsOrder): Promise<ProviderReview[]>;
}
