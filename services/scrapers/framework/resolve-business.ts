import type { Context } from "moleculer";
import { call } from "../../../shared/bus";
import { UnavailableError } from "../../../shared/errors";
import type { UpsertedBusiness } from "../../dataset/dataset.contract";
import { RESOLVE_BUSINESS_PARAMS, RESOLVE_DEADLINE_MS, type ResolveBusinessParams } from "../scrapers.contract";
import type { BusinessLookup } from "./business-lookup";
import { ProviderFailure } from "./retry";
import { observationOf } from "./run-steps";

/** What a provider that could not answer says to the client: 503, with a hint of when to try again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * `scraper-<provider>.resolveBusiness`: a place the dataset has not seen, read by its id through the
 * provider's lookup (Google's place page, Bing's ypid lookup, Apple's place lookup) and stored as an
 * observation, so an unlock or a research run can go on with its row. Null when the provider has no
 * such place; 503 `provider_unavailable` when it cannot be read within RESOLVE_DEADLINE_MS.
 */
export function resolveBusinessAction(lookupOf: (service: unknown) => BusinessLookup) {
	return {
		visibility: "public" as const,
		params: RESOLVE_BUSINESS_PARAMS,
		async handler(this: unknown, ctx: Context<ResolveBusinessParams>): Promise<UpsertedBusiness | null> {
			const signal = AbortSignal.timeout(RESOLVE_DEADLINE_MS);
			let found;
			try {
				found = await lookupOf(this).lookup(ctx.params.id, signal);
			} catch (err) {
				if (err instanceof ProviderFailure) throw providerUnavailable(`${err.code}: ${err.message}`);
				if (signal.aborted) throw providerUnavailable(`no answer within ${RESOLVE_DEADLINE_MS} ms`);
				throw err;
			}
			if (!found) return null;
			const [row] = await call(ctx, "dataset.upsert", { observations: [observationOf(found)] });
			return row ?? null;
		},
	};
}

function providerUnavailable(detail: string): UnavailableError {
	return new UnavailableError("provider_unavailable", `the provider could not be read (${detail}); try again later`, RETRY_AFTER_SECONDS);
}
