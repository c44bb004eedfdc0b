import type { Provider } from "../../shared/business";
import type { UpsertedBusiness } from "../dataset/dataset.contract";

/**
 * What every scraper service shares (services/scrapers/<provider>/, built by `scraperService`
 * in ./worker.ts). A scraper claims its provider's jobs from searches (claimNextJob, heartbeat,
 * deliverPage, finalize, releaseJob), writes observations through dataset.upsert, and wakes at
 * once on searches' `searches.created`. Its one action, `resolveBusiness`, reads a place the
 * dataset has not seen from the provider by its id.
 */

/** The service that scrapes a provider; searches looks for it on the bus to tell a provider is served. */
export const scraperServiceName = <P extends Provider>(provider: P) => `scraper-${provider}` as const;

export interface ResolveBusinessParams {
	/** the provider's id, in its form (shared/business-ids.ts checks it before the call) */
	id: string;
}

/** How long a resolve may take (its retries included) before it answers 503 `provider_unavailable`, under the bus's 30 s. */
export const RESOLVE_DEADLINE_MS = 20_000;

export const RESOLVE_BUSINESS_PARAMS = { $$strict: true, id: { type: "string", min: 1, max: 300 } } as const;

declare module "../../shared/bus" {
	interface Actions {
		/**
		 * The place the provider has under `id`, read from the provider and stored as an observation on
		 * the shared row; null when the provider has no such place. A provider that cannot be read
		 * (blocked, unreachable, erroring, not configured) is 503 `provider_unavailable`, retryable.
		 */
		"scraper-google.resolveBusiness": Action<ResolveBusinessParams, UpsertedBusiness | null>;
		"scraper-bing.resolveBusiness": Action<ResolveBusinessParams, UpsertedBusiness | null>;
		"scraper-apple.resolveBusiness": Action<ResolveBusinessParams, UpsertedBusiness | null>;
	}
}
