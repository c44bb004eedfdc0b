import type { ServiceSchema } from "moleculer";
import { retryPolicyFromEnv } from "../../shared/scraping/retry";
import { scraperService } from "../../shared/scraping/worker";
import { GoogleSearch } from "./google-search";

const DEFAULT_GOOGLE_URL = "https://www.google.com/search";

/** Google Maps through the keyless web search endpoint, past the 120 cap by splitting the area. */
const ScraperGoogleService: ServiceSchema = scraperService("google", async (ctx) => {
	const search = new GoogleSearch(ctx, {
		baseUrl: process.env.LEADMAP_GOOGLE_URL || DEFAULT_GOOGLE_URL,
		http: ctx.http,
		retry: retryPolicyFromEnv(),
		cellConcurrency: Number(process.env.LEADMAP_GOOGLE_CELL_CONCURRENCY ?? 4),
	});
	await search.run();
});

export default ScraperGoogleService;
