import { buildPlacesSearchRequest, detectPlacesApiError, parsePlacesSearchResponse, PLACES_MAX_PAGE_SIZE, PLACES_MAX_RESULTS } from "./places-api";
import type { Cell } from "../framework/area";
import type { CellPager, Cursor, PageResult } from "../framework/cell-search";
import { ProviderFailure, retryAfterMs, verdict, withRetries } from "../framework/retry";
import { ProviderUnreachableError } from "../framework/provider-http";
import { toObservation, type GooglePagerOptions } from "./keyless-pager";

/**
 * Google's official Places API (New) Text Search, used when GOOGLE_PLACES_API_KEY is
 * set: 20 places a page by page token, at most 60 per query, restricted to the cell.
 */
export class PlacesApiPager implements CellPager {
	readonly cap = PLACES_MAX_RESULTS;
	readonly pageSize = PLACES_MAX_PAGE_SIZE;
	readonly minCellMeters = 200;

	constructor(private opts: GooglePagerOptions & { apiKey: string }) {}

	fetchPage(query: string, cell: Cell, cursor: Cursor | null): Promise<PageResult> {
		const request = buildPlacesSearchRequest(this.opts.baseUrl, this.opts.apiKey, {
			query,
			lang: this.opts.lang,
			country: this.opts.country,
			pageSize: this.pageSize,
			bounds: { south: cell.south, west: cell.west, north: cell.north, east: cell.east },
			pageToken: typeof cursor === "string" ? cursor : null,
		});
		return withRetries<PageResult>(
			this.opts.retry,
			this.opts.signal,
			async () => {
				let res;
				try {
					res = await this.opts.http.fetch(request.url, { method: "POST", headers: request.headers, body: request.body, signal: this.opts.signal });
				} catch (err) {
					if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
					throw err;
				}
				const problem = detectPlacesApiError(res.status, res.body);
				if (problem === "unauthorized") throw new ProviderFailure("provider_error", "the Places API refused the key");
				if (problem === "bad_request") throw new ProviderFailure("provider_error", `the Places API refused the request: ${res.body.slice(0, 200)}`);
				if (problem === "rate_limited") return verdict("provider_blocked", "429 from the Places API", false, retryAfterMs(res.headers["retry-after"]));
				if (problem === "server_error" || res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
				const page = parsePlacesSearchResponse(res.body);
				if (page.malformed) {
					this.opts.health?.answer([], false);
					return verdict("provider_error", "the answer could not be read");
				}
				const places = page.places.map((p) => ({
					key: p.placeId ?? p.cid ?? p.name,
					latitude: p.latitude,
					longitude: p.longitude,
					observation: toObservation(p),
				}));
				this.opts.health?.answer(
					places.map((p) => p.observation),
					true,
				);
				return { places, total: page.places.length, next: page.nextPageToken };
			},
			(v) => this.opts.onRetry?.(v.reason),
		);
	}
}
