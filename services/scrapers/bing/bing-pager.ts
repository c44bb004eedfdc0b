import type { Observation } from "../../dataset/dataset.contract";
import { parseAddress } from "./address";
import { detectBingBlock, parseOverlayPage, type BingPlace } from "./parse";
import { BING_MAX_RESULTS, BING_PAGE_SIZE, buildOverlayRequest } from "./request";
import { centerOf, type Bounds, type Cell } from "../framework/area";
import type { CellPager, Cursor, PageResult } from "../framework/cell-search";
import { ProviderUnreachableError, type ProviderHttp } from "../framework/provider-http";
import type { HealthRecorder } from "../framework/provider-health";
import { retryAfterMs, verdict, withRetries, type RetryPolicy } from "../framework/retry";

/** A Bing result as the provider-neutral observation; `countryHint` fills the country when the address names none. */
export function bingObservation(p: BingPlace, countryHint: string | null): Observation {
	const address = parseAddress(p.address, countryHint);
	return {
		provider: "bing",
		providerBusinessId: p.ypid,
		cid: null,
		placeId: null,
		name: p.name,
		fullAddress: p.address,
		street: address.street,
		locality: address.locality,
		postalCode: address.postalCode,
		region: address.region,
		country: address.countryCode,
		categories: p.categories,
		rating: p.rating,
		reviewCount: p.reviewCount,
		phone: p.phone,
		website: p.website,
		latitude: p.latitude,
		longitude: p.longitude,
		details: {},
	};
}

export interface BingPagerOptions {
	baseUrl: string;
	http: ProviderHttp;
	retry: RetryPolicy;
	lang: string | null;
	/** ISO code for addresses that name no country: the job's country, else the country of its location */
	countryHint: string | null;
	signal: AbortSignal;
	onRetry?: (reason: string) => void;
	/** where each answer parsed is recorded (docs/provider-drift.md) */
	health?: HealthRecorder;
}

/**
 * Bing Maps' overlay listing: 20 results a page by `first` offset, about 100 per
 * query and map view; each cell is sent as its centre (`cp`) and view (`localMapView`).
 */
export class BingPager implements CellPager {
	readonly cap = BING_MAX_RESULTS;
	readonly pageSize = BING_PAGE_SIZE;
	readonly minCellMeters = 300;

	constructor(private opts: BingPagerOptions) {}

	/** The `first` offset starts a page anywhere in the view's ranking, and the view is the cell itself. */
	viewportOf(cell: Cell): Bounds {
		return cell;
	}

	fetchPage(query: string, cell: Cell, cursor: Cursor | null): Promise<PageResult> {
		const first = typeof cursor === "number" ? cursor : 0;
		const { lat, lng } = centerOf(cell);
		const request = buildOverlayRequest(this.opts.baseUrl, {
			query,
			lat,
			lng,
			first,
			count: this.pageSize,
			lang: this.opts.lang,
			bounds: { south: cell.south, west: cell.west, north: cell.north, east: cell.east },
		});
		return withRetries<PageResult>(
			this.opts.retry,
			this.opts.signal,
			async () => {
				let res;
				try {
					res = await this.opts.http.fetch(request.url, { headers: request.headers, signal: this.opts.signal });
				} catch (err) {
					if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
					throw err;
				}
				const block = detectBingBlock(res.status, res.body);
				if (block === "blocked") return verdict("provider_blocked", "Bing answered with a Ref A: throttling page", true);
				if (block === "rate_limited") return verdict("provider_blocked", "429 from Bing", false, retryAfterMs(res.headers["retry-after"]));
				if (res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
				const page = parseOverlayPage(res.body);
				if (page.malformed) {
					this.opts.health?.answer([], false);
					return verdict("provider_error", "the answer could not be read");
				}
				const next = page.total >= this.pageSize && first + this.pageSize < this.cap ? first + this.pageSize : null;
				const places = page.places.map((p) => ({
					key: p.ypid,
					latitude: p.latitude,
					longitude: p.longitude,
					observation: bingObservation(p, this.opts.countryHint),
				}));
				// listings none of which reads as a place: their layout is not the one read here
				this.opts.health?.answer(
					places.map((p) => p.observation),
					page.total === 0 || places.length > 0,
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
