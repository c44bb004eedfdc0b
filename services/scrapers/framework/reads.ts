import type { Logger, Service } from "moleculer";
import { defineActions } from "../../../shared/actions";
import type { Provider } from "../../../shared/business";
import { ProviderUnavailableError } from "../../../shared/errors";
import { LOOKUP_DEADLINE_MS, SCRAPER_PARAMS, type LookedUpBusiness } from "../scrapers.contract";
import type { BusinessLookup } from "./business-lookup";
import { ProviderFailure, type ProviderErrorCode } from "./retry";

/** What a provider that could not answer says to the caller: 503, with a hint of when to try again. */
const RETRY_AFTER_SECONDS = 5;

/** The found business with what the shared row has no column for (hours, status, feature id) in its details. */
function readyForUpsert(found: LookedUpBusiness): LookedUpBusiness {
	const details = { ...found.observation.details, openingHours: found.openingHours, businessStatus: found.businessStatus, featureId: found.featureId };
	return { ...found, observation: { ...found.observation, details } };
}

/**
 * What the client is told of a provider that could not be read: what it can act on, never the
 * provider's own words (an answer's excerpt, a proxy's address, a socket error), which the log keeps.
 */
const CLIENT_DETAIL: Record<ProviderErrorCode, string> = {
	provider_blocked: "the provider is refusing our requests for now; try again later",
	provider_rate_limited: "the provider is limiting our requests; try again later",
	provider_unreachable: "the provider could not be reached; try again later",
	provider_error: "the provider answered with an error; try again later",
	provider_not_configured: "this provider cannot be read on this server now; try again later or use another provider",
};

/** Runs a provider read within its deadline; a provider that cannot be read is 503 `provider_unavailable` (its code in `data.reason`). */
async function withinDeadline<T>(logger: Logger, deadlineMs: number, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
	const signal = AbortSignal.timeout(deadlineMs);
	try {
		return await read(signal);
	} catch (err) {
		if (err instanceof ProviderFailure) {
			logger.warn(`provider read failed (${err.code}): ${err.message}`);
			throw new ProviderUnavailableError(CLIENT_DETAIL[err.code], err.code, RETRY_AFTER_SECONDS);
		}
		if (signal.aborted)
			throw new ProviderUnavailableError(`the provider gave no answer within ${deadlineMs} ms; try again later`, "provider_unreachable", RETRY_AFTER_SECONDS);
		throw err;
	}
}

/**
 * A scraper's pure reads, which write nothing: `lookup` (a place by its id: Google's place page,
 * Bing's ypid lookup, Apple's place lookup; null when the provider has no such place) and
 * `reviews` ([] for a provider without reviews). Whoever asked stores what it needs.
 */
export function readActions(lookupOf: (service: unknown) => BusinessLookup): Service.ServiceActionsSchema {
	// Every scraper's contract declares the same two reads: typed once, for any of them.
	return defineActions<`scraper-${Provider}`>({
		lookup: {
			visibility: "public",
			params: SCRAPER_PARAMS.lookup,
			async handler(ctx) {
				const found = await withinDeadline(this.logger, ctx.params.deadlineMs ?? LOOKUP_DEADLINE_MS, (signal) => lookupOf(this).lookup(ctx.params.id, signal));
				return found && readyForUpsert(found);
			},
		},
		reviews: {
			visibility: "public",
			params: SCRAPER_PARAMS.reviews,
			async handler(ctx) {
				const lookup = lookupOf(this);
				if (!lookup.reviews) return [];
				const read = lookup.reviews.bind(lookup);
				return withinDeadline(this.logger, ctx.params.deadlineMs ?? LOOKUP_DEADLINE_MS, (signal) =>
					read(ctx.params.target, ctx.params.max, signal, ctx.params.order),
				);
			},
		},
	});
}
