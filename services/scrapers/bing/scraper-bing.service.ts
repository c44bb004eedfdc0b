import type { ServiceSchema } from "moleculer";
import { currentConfig } from "../../../shared/config";
import { configuredCellConcurrency, CellSearch } from "../framework/cell-search";
import { findPlace } from "../framework/gazetteer";
import { configuredRetryPolicy } from "../framework/retry";
import { scraperService, type JobContext } from "../framework/worker";
import { createBingLookup } from "./lookup";
import { PROVIDER } from "./scraper-bing.contract";
import { BingPager } from "./bing-pager";

/** Bing's addresses often end without the country: the job's, else the country of the place searched around. */
function countryHintOf(ctx: JobContext): string | null {
	const { country, location } = ctx.job;
	if (country) return country;
	return location ? (findPlace(location, null)?.countryCode ?? null) : null;
}

function pagerFor(ctx: JobContext): BingPager {
	return new BingPager({
		baseUrl: currentConfig().bing.url,
		http: ctx.http,
		retry: configuredRetryPolicy(),
		lang: ctx.job.language,
		countryHint: countryHintOf(ctx),
		signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`bing: ${reason}; retrying`),
		health: ctx.health,
	});
}

/** Bing Maps' overlay listing, past its ~100 cap by splitting the area. */
const ScraperBingService: ServiceSchema = scraperService(
	PROVIDER,
	async (ctx) => {
		await new CellSearch(ctx, pagerFor(ctx), configuredCellConcurrency(PROVIDER)).run();
	},
	({ http, logger, health }) => createBingLookup({ http, health, onRetry: (reason) => logger.debug(`bing lookup: ${reason}; retrying`) }),
);

export default ScraperBingService;
