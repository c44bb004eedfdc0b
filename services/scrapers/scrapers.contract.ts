import type { Provider } from "../../shared/business";

/**
 * What every scraper service shares (services/scrapers/<provider>/, built by `scraperService`
 * in ./worker.ts). A scraper has no actions of its own: it claims its provider's jobs from
 * searches (claimNextJob, heartbeat, deliverPage, finalize, releaseJob), writes observations
 * through dataset.upsert, and wakes at once on searches' `searches.created`.
 */

/** The service that scrapes a provider; searches looks for it on the bus to tell a provider is served. */
export const scraperServiceName = <P extends Provider>(provider: P) => `scraper-${provider}` as const;
