import type { Context } from "moleculer";
import { ProviderUnavailableError } from "../../../shared/errors";
import {
	LOOKUP_DEADLINE_MS, SCRAPER_PARAMS, type LookedUpBusiness, type LookupParams, type ProviderReview, type ReviewsParams,
} from "../scrapers.contract";
import type { BusinessLookup } from "./business-lookup";
import { ProviderFailure } from "./retry";

/** What a provider that could not answer says to the caller: 503, with a hint of when to try again. */
const RETRY_AFTER_SECONDS = 5;

/** The found business with what the shared row has no column for (hours, status, feature id) in its details. */
function readyForUpsert(found: LookedUpBusiness): LookedUpBusiness {
	const details = { ...found.observation.details, openingHours: found.openingHours, businessStatus: found.businessStatus, featureId: found.featureId };
	return { ...found, observation: { ...found.observation, details } };
}

/** Runs a provider read within its deadline; a provider that cannot be read is 503 `provider_unavailable` (its code in `data.reason`). */
async function withinDeadline<T>(deadlineMs: number, read: (signal: AbortSignal) => Promise<T>): Promise<T> {
	const signal = AbortSignal.timeout(deadlineMs);
	try {
		return await read(signal);
	} catch (err) {
		if (err instanceof ProviderFailure) {
			throw new ProviderUnavailableError(`the provider could not be read (${err.code}: ${err.message}); try again later`, err.code, RETRY_AFTER_SECONDS);
		}
		if (signal.aborted) throw new ProviderUnavailableError(`the provider gave no answer within ${deadlineMs} ms; try again later`, "provider_unreachable", RETRY_AFTER_SECONDS);
		throw err;
	}
}

/**
 * A scraper's pure reads, which write nothing: `lookup` (a place by its id: Google's place page,
 * Bing's ypid lookup, Apple's place lookup; null when the provider has no such place) and
 * `reviews` ([] for a provider without reviews). Whoever asked stores what it needs.
 */
export function readActions(lookupOf: (service: unknown) => BusinessLookup) {
	return {
		lookup: {
			visibility: "public" as const,
			params: SCRAPER_PARAMS.lookup,
			async handler(this: unknown, ctx: Context<LookupParams>): Promise<LookedUpBusiness | null> {
				const found = await withinDeadline(ctx.params.deadlineMs ?? LOOKUP_DEADLINE_MS, (signal) => lookupOf(this).lookup(ctx.params.id, signal));
				return found && readyForUpsert(found);
			},
		},
		reviews: {
			visibility: "public" as const,
			params: SCRAPER_PARAMS.reviews,
			async handler(this: unknown, ctx: Context<ReviewsParams>): Promise<ProviderReview[]> {
				const lookup = lookupOf(this);
				if (!lookup.reviews) return [];
				const read = lookup.reviews.bind(lookup);
				return withinDeadline(ctx.params.deadlineMs ?? LOOKUP_DEADLINE_MS, (signal) => read(ctx.params.target, ctx.params.max, signal, ctx.params.order));
			},
		},
	};
}
