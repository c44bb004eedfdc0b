import type { ServiceSchema } from "moleculer";
import { CellSearch } from "../../shared/scraping/cell-search";
import { retryPolicyFromEnv } from "../../shared/scraping/retry";
import { scraperService } from "../../shared/scraping/worker";
import { KeylessPager } from "./keyless-pager";

const DEFAULT_GOOGLE_URL = "https://www.google.com/search";

/** Google Maps through the keyless web search endpoint, past the 120 cap by splitting the area. */
const ScraperGoogleService: ServiceSchema = scraperService("google", async (ctx) => {
	const pager = new KeylessPager({
		baseUrl: process.env.LEADMAP_GOOGLE_URL || DEFAULT_GOOGLE_URL,
		http: ctx.http,
		retry: retryPolicyFromEnv(),
		lang: ctx.job.language,
		country: ctx.job.country,
		signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`google: ${reason}; retrying`),
	});
	await new CellSearch(ctx, pager, Number(process.env.LEADMAP_GOOGLE_CELL_CONCURRENCY ?? 4)).run();
});

export default ScraperGoogleService;
