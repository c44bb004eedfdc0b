import type { ServiceSchema } from "moleculer";
import { PLACES_API_BASE } from "../providers/google";
import { cellConcurrencyFromEnv, CellSearch, type CellPager } from "../framework/cell-search";
import { retryPolicyFromEnv } from "../framework/retry";
import { scraperService, type JobContext } from "../framework/worker";
import { PROVIDER } from "./scraper-google.contract";
import { KeylessPager, type GooglePagerOptions } from "./keyless-pager";
import { PlacesApiPager } from "./places-api-pager";

const DEFAULT_GOOGLE_URL = "https://www.google.com/search";

/** The official Places API when a key is configured (mind Google's terms on storing its content), else the keyless web search. */
function pagerFor(ctx: JobContext): CellPager {
	const common: Omit<GooglePagerOptions, "baseUrl"> = {
		http: ctx.http, retry: retryPolicyFromEnv(), lang: ctx.job.language, country: ctx.job.country, signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`google: ${reason}; retrying`),
	};
	const apiKey = process.env.GOOGLE_PLACES_API_KEY;
	if (apiKey) return new PlacesApiPager({ ...common, apiKey, baseUrl: process.env.LEADMAP_GOOGLE_PLACES_URL || PLACES_API_BASE });
	return new KeylessPager({ ...common, baseUrl: process.env.LEADMAP_GOOGLE_URL || DEFAULT_GOOGLE_URL });
}

/** Google Maps, past the per-query cap by splitting the area. */
const ScraperGoogleService: ServiceSchema = scraperService(PROVIDER, async (ctx) => {
	await new CellSearch(ctx, pagerFor(ctx), cellConcurrencyFromEnv(PROVIDER)).run();
});

export default ScraperGoogleService;
