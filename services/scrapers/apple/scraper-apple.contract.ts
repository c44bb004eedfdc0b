import { scraperServiceName } from "../scrapers.contract";

/**
 * scraper-apple: the search jobs of provider `apple`, from Apple Maps through the official Maps Server API (APPLE_MAPS_JWT),
 * past the provider's per-query cap by splitting the area. No actions or events of its own
 * (see services/scrapers/scrapers.contract.ts for what every scraper does on the bus).
 */
export const PROVIDER = "apple" as const;
export const SERVICE_NAME = scraperServiceName(PROVIDER);
