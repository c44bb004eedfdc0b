import type { Observation } from "../../dataset/dataset.contract";
import { APPLE_MAX_RESULTS, APPLE_PAGE_SIZE, appleErrorMessage, buildSearchRequest, parseSearchResponse, type ApplePlace } from "./api";
import type { Cell } from "../framework/area";
import type { CellPager, Cursor, PageResult } from "../framework/cell-search";
import { ProviderUnreachableError, type ProviderHttp, type ProviderResponse } from "../framework/provider-http";
import { ProviderFailure, retryAfterMs, verdict, withRetries, type RetryPolicy, type RetryVerdict } from "../framework/retry";
import { AppleAccessTokens } from "./access-tokens";
import type { HealthRecorder } from "../framework/provider-health";

/** Apple has no phone, website or rating in search results: those stay null. */
export function appleObservation(p: ApplePlace): Observation {
	return {
		provider: "apple",
		providerBusinessId: p.id,
		cid: null,
		placeId: null,
		name: p.name,
		fullAddress: p.fullAddress,
		street: p.street,
		locality: p.locality,
		postalCode: p.postalCode,
		region: p.region,
		country: p.countryCode,
		categories: p.categories,
		rating: null,
		reviewCount: null,
		phone: null,
		website: null,
		latitude: p.latitude,
		longitude: p.longitude,
		details: p.alternateIds.length ? { alternateIds: p.alternateIds } : {},
	};
}

/** The MapKit JWT the token exchange needs; without it the job fails with `provider_not_configured`. */
export function requireAppleJwt(value: string | null): string {
	const jwt = value?.trim();
	if (!jwt) throw new ProviderFailure("provider_not_configured", "APPLE_MAPS_JWT is not set: the Apple provider needs a MapKit JWT");
	return jwt;
}

export interface ApplePagerOptions {
	baseUrl: string;
	jwt: string;
	http: ProviderHttp;
	retry: RetryPolicy;
	lang: string | null;
	country: string | null;
	signal: AbortSignal;
	onRetry?: (reason: string) => void;
	/** where each answer parsed is recorded (docs/provider-drift.md) */
	health?: HealthRecorder;
}

/**
 * Apple Maps Server API search: pages of 20 by page token, at most 100 per query
 * and search region (what the simulator serves; Apple documents neither figure).
 */
export class ApplePager implements CellPager {
	readonly cap = APPLE_MAX_RESULTS;
	readonly pageSize = APPLE_PAGE_SIZE;
	readonly minCellMeters = 200;
	private tokens: AppleAccessTokens;

	constructor(private opts: ApplePagerOptions) {
		this.tokens = AppleAccessTokens.for(opts.baseUrl, opts.jwt);
	}

	fetchPage(query: string, cell: Cell, cursor: Cursor | null): Promise<PageResult> {
		const pageToken = typeof cursor === "string" ? cursor : null;
		// searchRegion alone: the cell is a boundary, and a searchLocation hint besides it would only blur it.
		const search = {
			query,
			lang: this.opts.lang,
			countries: this.opts.country ? [this.opts.country] : null,
			pageToken,
			region: { south: cell.south, west: cell.west, north: cell.north, east: cell.east },
		};
		return withRetries<PageResult>(
			this.opts.retry,
			this.opts.signal,
			async () => {
				let res = await this.searchOnce(search);
				// An expired or revoked access token: one fresh token, then Apple's word stands.
				if (!isResponse(res)) return res;
				if (res.status === 401) {
					res = await this.searchOnce(search);
					if (!isResponse(res)) return res;
					if (res.status === 401) throw new ProviderFailure("provider_error", "Apple refused a freshly issued access token");
				}
				if (res.status === 429) return verdict("provider_blocked", "429 from Apple", false, retryAfterMs(res.headers["retry-after"]));
				if (res.status >= 500) return verdict("provider_error", `HTTP ${res.status}`);
				if (res.status !== 200) {
					throw new ProviderFailure(
						"provider_error",
						`Apple refused the search (HTTP ${res.status}): ${appleErrorMessage(res.body) ?? res.body.slice(0, 200)}`,
					);
				}
				const page = parseSearchResponse(res.body);
				if (page.malformed) {
					this.opts.health?.answer([], false);
					return verdict("provider_error", "the answer could not be read");
				}
				const places = page.places.map((p) => ({ key: p.id, latitude: p.latitude, longitude: p.longitude, observation: appleObservation(p) }));
				// results none of which reads as a place: their layout is not the one read here
				this.opts.health?.answer(
					places.map((p) => p.observation),
					page.total === 0 || places.length > 0,
				);
				return { places, total: page.total, next: page.total > 0 ? page.nextPageToken : null };
			},
			(v) => this.opts.onRetry?.(v.reason),
		);
	}

	/** One search with the current access token; a 401 invalidates that token for everyone. */
	private async searchOnce(search: Parameters<typeof buildSearchRequest>[2]): Promise<ProviderResponse | RetryVerdict> {
		const token = await this.tokens.get(this.opts.http);
		if (typeof token !== "string") return token;
		const request = buildSearchRequest(this.opts.baseUrl, token, search);
		let res: ProviderResponse;
		try {
			res = await this.opts.http.fetch(request.url, { headers: request.headers, signal: this.opts.signal });
		} catch (err) {
			if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
			throw err;
		}
		if (res.status === 401) this.tokens.invalidate(token);
		return res;
	}
}

function isResponse(v: ProviderResponse | RetryVerdict): v is ProviderResponse {
	return typeof (v as ProviderResponse).status === "number";
}
