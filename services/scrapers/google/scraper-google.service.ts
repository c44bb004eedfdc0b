import type { ServiceSchema } from "moleculer";
import { currentConfig } from "../../../shared/config";
import { configuredCellConcurrency, CellSearch, type CellPager } from "../framework/cell-search";
import { configuredRetryPolicy } from "../framework/retry";
import { scraperService, type JobContext } from "../framework/worker";
import { createGoogleLookup } from "./lookup";
import { PROVIDER } from "./scraper-google.contract";
import { KeylessPager, type GooglePagerOptions } from "./keyless-pager";
import { PlacesApiPager } from "./places-api-pager";

/** The official Places API when a key is configured (mind Google's terms on storing its content), else the keyless web search. */
function pagerFor(ctx: JobContext): CellPager {
	const common: Omit<GooglePagerOptions, "baseUrl"> = {
		http: ctx.http,
		retry: configuredRetryPolicy(),
		lang: ctx.job.language,
		country: ctx.job.country,
		signal: ctx.signal,
		onRetry: (reason) => ctx.logger.debug(`google: ${reason}; retrying`),
		health: ctx.health,
	};
	const google = currentConfig().google;
	if (google.placesApiKey) return new PlacesApiPager({ ...common, apiKey: google.placesApiKey, baseUrl: google.placesUrl });
	return new KeylessPager({ ...common, baseUrl: google.url });
}

/** Google Maps, past the per-query cap by splitting the area. */
const ScraperGoogleService: ServiceSchema = scraperService(
	PROVIDER,
	async (ctx) => {
		await new CellSearch(ctx, pagerFor(ctx), configuredCellConcurrency(PROVIDER)).run();
	},
	({ http, logger, health }) => createGoogleLookup({ http, health, onRetry: (reason) => logger.debug(`google lookup: ${reason}; retrying`) }),
);

export default ScraperGoogleService;
