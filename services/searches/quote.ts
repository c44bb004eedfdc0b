import type { Context } from "moleculer";
import { call } from "../../shared/bus";
import { query } from "../../shared/db";
import { boundsOfArea } from "../../shared/geo-area";
import { canEnrich, creditsToReserve } from "../billing/billing.contract";
import type { Provider } from "../../shared/business";
import type { AreaBounds } from "../dataset/dataset.contract";
import { accessRefusalOf, searchSettingsOf, type SearchSettings } from "./search-request";
import type { CreateSearchParams, SearchQuote } from "./searches.contract";

const AREA_SIDES = ["south", "west", "north", "east"] as const;

/**
 * What POST /v1/searches would do with this body for this account now, without doing any of it:
 * the same reading of the body, the same refusals, the same reservation (billing's own rule).
 */
export async function quoteSearch(ctx: Context, accountId: string, p: CreateSearchParams): Promise<SearchQuote> {
	const usage = await call(ctx, "billing.account", { accountId });
	const search = searchSettingsOf(p, usage.plan);
	const balance = usage.credits.balance;
	const refusedAccess = accessRefusalOf(usage) !== null;
	const reserved = refusedAccess ? 0 : creditsToReserve(search.maxResults, balance);
	return {
		provider: search.provider,
		maxResults: search.maxResults,
		credits: { reserved, balance, covered: balance >= search.maxResults },
		expectedResults: await expectedResults(ctx, search),
		enrichment: { allowed: canEnrich(usage.plan), email: search.enrichEmail, socials: search.enrichSocials },
		refusal: refusedAccess ? "subscription_inactive" : reserved > 0 ? null : "insufficient_credits",
	};
}

/**
 * The businesses the shared dataset already holds where the search would look and that match one of
 * its terms, at most `maxResults`. The area is the search's own when it names one (its bounding box: a
 * circle's or a polygon's corners count too, so this is an upper estimate), else the one an earlier
 * search of the provider over the same location covered (every account's: the dataset is shared);
 * with no such search, or nothing matching there yet, the dataset knows nothing of it (`none`).
 */
async function expectedResults(ctx: Context, search: SearchSettings): Promise<SearchQuote["expectedResults"]> {
	const area = search.area ? boundsOfArea(search.area) : search.location ? await coveredArea(search.provider, search.location, search.country) : null;
	if (!area) return { count: null, basis: "none" };
	let count = 0;
	for (const keyword of search.keywords ?? [search.keyword]) {
		if (count >= search.maxResults) break;
		count += (await call(ctx, "dataset.countInArea", { provider: search.provider, area, keyword, cap: search.maxResults - count })).count;
	}
	return count > 0 ? { count, basis: "dataset" } : { count: null, basis: "none" };
}

/** The area the newest search of the provider over this location covered (its scraper's checkpoint `area`), or null. */
async function coveredArea(provider: Provider, location: string, country: string | null): Promise<AreaBounds | null> {
	// The same expressions and predicate as searches_area_idx (migration 1733700000000).
	const [row] = await query<{ area: Record<string, unknown> }>(
		`SELECT checkpoint->'area' AS area FROM searches
		 WHERE provider = $1 AND lower(location) = lower($2) AND coalesce(country, '') = $3 AND jsonb_typeof(checkpoint->'area') = 'object'
		 ORDER BY created_at DESC LIMIT 1`,
		[provider, location, country ?? ""],
	);
	const area = row?.area;
	if (!area || !AREA_SIDES.every((side) => typeof area[side] === "number" && Number.isFinite(area[side]))) return null;
	const clamp = (value: unknown, limit: number) => Math.max(-limit, Math.min(limit, value as number));
	return { south: clamp(area.south, 90), west: clamp(area.west, 180), north: clamp(area.north, 90), east: clamp(area.east, 180) };
}
