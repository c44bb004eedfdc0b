import type { Observation } from "../../dataset/dataset.contract";
import { businessStatusOf, detectBlock, parseSearchPage } from "./parse";
import { buildSearchUrl } from "./request";
import { type GooglePlace } from "./types";
import { centerOf, spanMetersOf, viewportOf, type Bounds, type Cell } from "../framework/area";
import type { CellPager, Cursor, PageResult } from "../framework/cell-search";
import { ProviderUnreachableError, type ProviderHttp } from "../framework/provider-http";
import type { HealthRecorder } from "../framework/provider-health";
import { verdict, retryAfterMs, withRetries, type RetryPolicy } from "../framework/retry";

export function toObservation(p: GooglePlace): Observation | null {
	const id = p.cid ?? p.placeId;
	if (!id) return null;
	return {
		provider: "google",
		providerBusinessId: id,
		cid: p.cid,
		placeId: p.placeId,
		name: p.name,
		fullAddress: p.fullAddress,
		street: p.street,
		locality: p.locality,
		postalCode: p.postalCode,
		region: p.region,
		country: p.countryCode && /^[A-Za-z]{2}$/.test(p.countryCode) ? p.countryCode.toUpperCase() : null,
		categories: p.categories,
		rating: p.rating,
		reviewCount: p.reviewCount,
		phone: p.phone,
		website: p.website,
		latitude: p.latitude,
		longitude: p.longitude,
		timezone: p.timezone,
		openingHours: p.hours,
		businessStatus: businessStatusOf(p.businessStatus, true),
		description: p.description,
		priceRange: p.priceRange,
		photos: p.photos,
		photoCount: p.photoCount,
		popularTimes: p.popularTimes,
		details: {
			openingHours: p.openingHours,
			businessStatus: p.businessStatus,
			description: p.description,
			timezone: p.timezone,
			featureId: p.featureId,
			borough: p.borough,
		},
	};
}

export interface GooglePagerOptions {
	baseUrl: string;
	http: ProviderHttp;
	retry: RetryPolicy;
	lang: string;
	country: string | null;
	signal: AbortSignal;
	onRetry?: (reason: string) => void;
	/** where each answer parsed is recorded (docs/provider-drift.md) */
	health?: HealthRecorder;
}

/**
 * Google's keyless web search (the endpoint the open-source scrapers use): 20
 * places a page by `!8i` offset, about 120 per query and viewport.
 */
export class KeylessPager implements CellPager {
	readonly cap = 120;
	readonly pageSize = 20;
	readonly minCellMeters = 300;

	constructor(private opts: GooglePagerOptions) {}

	/** The `!8i` offset starts a page anywhere in the viewport's ranking: a cell can start after the places known to lead it. */
	viewportOf(cell: Cell): Bounds {
		return viewportOf(cell, this.minCellMeters);
	}

	fetchPage(query: string, cell: Cell, cursor: Cursor | null, seen: (key: string) => boolean): Promise<PageResult> {
		const offset = typeof cursor === "number" ? cursor : 0;
		const { lat, lng } = centerOf(cell);
		const url = buildSearchUrl(this.opts.baseUrl, {
			query,
			lang: this.opts.lang,
			country: this.opts.country ?? undefined,
			lat,
			lng,
			spanMeters: Math.max(this.minCellMeters, spanMetersOf(cell)),
			offset,
			pageSize: this.pageSize,
		});
		return withRetries<PageResult>(
			this.opts.retry,
			this.opts.signal,
			async () => {
				let res;
				try {
					res = await this.opts.http.fetch(url, { signal: this.opts.signal });
				} catch (err) {
					if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
					throw err;
				}
				const block = detectBlock(res.status, res.headers, res.body);
				if (block === "rate_limited") return verdict("provider_blocked", "429 from the provider", false, retryAfterMs(res.headers["retry-after"]));
				if (block) return verdict("provider_blocked", `${block} page`, true);
				if (res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
				// Places this run has already read (by feature id) are counted but not parsed again.
				const page = parseSearchPage(res.body, seen);
				if (page.malformed) {
					this.opts.health?.answer([], false);
					return verdict("provider_error", "the answer could not be read");
				}
				const next = page.total >= this.pageSize && offset + this.pageSize < this.cap ? offset + this.pageSize : null;
				const places = page.places.map((p) => ({
					key: p.featureId ?? p.cid ?? p.placeId ?? p.name,
					latitude: p.latitude,
					longitude: p.longitude,
					observation: toObservation(p),
				}));
				this.opts.health?.answer(
					places.map((p) => p.observation),
					page.recognised,
				);
				return { places, total: page.total, next };
			},
			(v) => {
				if (v.rotateProxy) this.opts.http.rotate();
				this.opts.onRetry?.(v.reason);
			},
		);
	}
}
