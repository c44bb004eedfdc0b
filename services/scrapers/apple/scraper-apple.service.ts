import type { ServiceSchema } from "moleculer";
import { APPLE_API_BASE } from "../providers/apple";
import { cellConcurrencyFromEnv, CellSearch } from "../framework/cell-search";
import { retryPolicyFromEnv } from "../framework/retry";
import { scraperService, type JobContext } from "../framework/worker";
import { PROVIDER } from "./scraper-apple.contract";
import { ApplePager, requireAppleJwt } from "./apple-pager";

/** Read per job, so a JWT set (or rotated) in the environment applies to the next search. */
function pagerFor(ctx: JobContext): ApplePager {
	return new ApplePager({
		baseUrl: process.env.LEADMAP_APPLE_URL || APPLE_API_BASE,
		jwt: requireAppleJwt(),
		http: ctx.http, retry: retryPolicyFromEnv(), lang: ctx.job.language, country: ctx.job.country, signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`apple: ${reason}; retrying`),
	});
}

/** Apple Maps through the official Maps Server API, past its per-query cap by splitting the area. */
const ScraperAppleService: ServiceSchema = scraperService(PROVIDER, async (ctx) => {
	await new CellSearch(ctx, pagerFor(ctx), cellConcurrencyFromEnv(PROVIDER)).run();
});

export default ScraperAppleService;
