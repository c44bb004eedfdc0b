import { scraperServiceName } from "../scrapers.contract";

/**
 * scraper-google: the search jobs of provider `google`, from Google Maps (the official Places API
 * when GOOGLE_PLACES_API_KEY is set, else the keyless web search), past the provider's per-query cap by splitting the area.
 * No actions or events of its own beyond what every scraper has (see services/scrapers/scrapers.contract.ts).
 */
export const PROVIDER = "google" as const;
export const SERVICE_NAME = scraperServiceName(PROVIDER);
