import type { ServiceSchema } from "moleculer";
import { currentConfig } from "../../../shared/config";
import { configuredCellConcurrency, CellSearch } from "../framework/cell-search";
import { configuredRetryPolicy } from "../framework/retry";
import { scraperService, type JobContext } from "../framework/worker";
import { createAppleLookup } from "./lookup";
import { PROVIDER } from "./scraper-apple.contract";
import { ApplePager, requireAppleJwt } from "./apple-pager";

/** Read per job, so a JWT rotated in the configuration in force applies to the next search. */
function pagerFor(ctx: JobContext): ApplePager {
	const apple = currentConfig().apple;
	return new ApplePager({
		baseUrl: apple.url,
		jwt: requireAppleJwt(apple.jwt),
		http: ctx.http,
		retry: configuredRetryPolicy(),
		lang: ctx.job.language,
		country: ctx.job.country,
		signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`apple: ${reason}; retrying`),
		health: ctx.health,
	});
}

/** Apple Maps through the official Maps Server API, past its per-query cap by splitting the area. */
const ScraperAppleService: ServiceSchema = scraperService(
	PROVIDER,
	async (ctx) => {
		await new CellSearch(ctx, pagerFor(ctx), configuredCellConcurrency(PROVIDER)).run();
	},
	({ http, logger, health }) => createAppleLookup({ http, health, onRetry: (reason) => logger.debug(`apple lookup: ${reason}; retrying`) }),
);

export default ScraperAppleService;
