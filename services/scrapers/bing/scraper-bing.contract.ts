import { scraperServiceName } from "../scrapers.contract";

/**
 * scraper-bing: the search jobs of provider `bing`, from Bing Maps' overlay listing,
 * past the provider's per-query cap by splitting the area. No actions or events of its own
 * (see services/scrapers/scrapers.contract.ts for what every scraper does on the bus).
 */
export const PROVIDER = "bing" as const;
export const SERVICE_NAME = scraperServiceName(PROVIDER);
