import { currentConfig } from "../../../shared/config";
import type { BusinessLookup, LookedUpBusiness, ProviderReview } from "../framework/business-lookup";
import type { ProviderResponse } from "../framework/provider-http";
import type { HealthRecorder } from "../framework/provider-health";
import { configuredRetryPolicy, ProviderFailure, retryAfterMs, verdict, type RetryVerdict } from "../framework/retry";
import { toObservation } from "./keyless-pager";
import { fetchWithRetries, type LookupTransport } from "../framework/fetch-with-retries";
import { businessStatusOf, detectBlock } from "./parse";

export { businessStatusOf };
import { buildPlacePageUrl, googleOrigin, parsePlacePage } from "./place-page";
import { detectPlacesApiError } from "./places-api";
import { buildPlaceDetailsRequest, isPlaceId, parsePlaceDetails, parsePlaceDetailsReviews, PLACE_REVIEWS_FIELD_MASK } from "./places-details";
import { buildReviewsUrl, parseReviewsPage, REVIEWS_MAX_PAGE_SIZE, type GoogleReview, type ReviewSort } from "./reviews";
import type { ReviewsOrder, ReviewsSort } from "../scrapers.contract";
import type { GooglePlace } from "./types";
import type { ReadsHealth } from "../framework/read-health";

/** Google by id: the keyless place page and `listugcposts`, or the Places API's Place Details when a key is set. */

export interface GoogleLookupSettings {
	/** LEADMAP_GOOGLE_URL: its origin serves place pages and reviews */
	url: string;
	/** LEADMAP_GOOGLE_PLACES_URL */
	placesUrl: string;
	/** GOOGLE_PLACES_API_KEY: with one, lookups by place id go to Place Details */
	placesApiKey: string | null;
}

export interface GoogleLookupOptions extends Partial<LookupTransport> {
	http: LookupTransport["http"];
	/** read at each call, so a configuration made in force later applies (default: currentConfig().google) */
	settings?: () => GoogleLookupSettings;
	/** `hl` of the requests: the language of display texts such as opening hours (default "en", what the status mapping reads) */
	lang?: string;
	/** where each answer parsed is recorded (docs/provider-drift.md): a place page or Place Details as one answer with its place, a reviews page as an answer alone */
	health?: Partial<ReadsHealth>;
}

/** A place page redirecting within Google (to its /maps/place/… form) is followed this many times. */
const MAX_REDIRECTS = 3;
const NOT_FOUND = Symbol("not found");

/** `ChIJ…` place ids are base64url of a small protobuf holding the feature id's halves (fixed64, little-endian). */
export function featureIdFromPlaceId(placeId: string | null | undefined): string | null {
	if (!placeId) return null;
	const bytes = Buffer.from(placeId, "base64url");
	if (bytes.length !== 20 || bytes[0] !== 0x0a || bytes[1] !== 0x12 || bytes[2] !== 0x09 || bytes[11] !== 0x11) return null;
	return `0x${bytes.readBigUInt64LE(3).toString(16)}:0x${bytes.readBigUInt64LE(12).toString(16)}`;
}

function lookedUp(place: GooglePlace | null): LookedUpBusiness | null {
	const observation = place ? toObservation(place) : null;
	if (!place || !observation) return null;
	return {
		observation,
		openingHours: place.openingHours.map((d) => ({ day: d.day, hours: [...d.hours] })),
		businessStatus: businessStatusOf(place.businessStatus, true),
		featureId: place.featureId ?? featureIdFromPlaceId(place.placeId),
	};
}

export function toProviderReview(r: GoogleReview): ProviderReview {
	return {
		id: r.id,
		rating: r.rating,
		text: r.text,
		language: r.language,
		publishedAt: r.publishedAt,
		ownerReplied: r.ownerReply !== null,
		ownerReplyAt: r.ownerReply?.repliedAt ?? null,
		authorName: r.authorName,
	};
}

/** The verdict on an answer that is not the one asked for: a block, a 429, a server error, or a page we cannot read. */
function keylessTrouble(res: ProviderResponse, what: string): RetryVerdict {
	const block = detectBlock(res.status, res.headers, res.body);
	if (block === "rate_limited") return verdict("provider_blocked", "429 from the provider", false, retryAfterMs(res.headers["retry-after"]));
	if (block) return verdict("provider_blocked", `${block} page`, true);
	if (res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
	return verdict("provider_error", `the ${what} could not be read`);
}

/** keylessTrouble, an answer that is neither a refusal nor an error status (a page we cannot read) recorded as unrecognised first. */
function unreadable(res: ProviderResponse, what: string, health: HealthRecorder | undefined): RetryVerdict {
	const trouble = keylessTrouble(res, what);
	if (res.status === 200 && !detectBlock(res.status, res.headers, res.body)) health?.answer([], false);
	return trouble;
}

function redirectTarget(res: ProviderResponse, from: string): string | null {
	if (res.status < 300 || res.status >= 400) return null;
	const location = res.headers.location;
	const to = typeof location === "string" ? location : Array.isArray(location) ? location[0] : null;
	if (!to) return null;
	const target = new URL(to, from);
	return target.origin === new URL(from).origin ? target.toString() : null;
}

/**
 * `createGoogleLookup({ http, settings?, retry?, onRetry?, lang?, health? })`. `lookup` takes a decimal CID (or a
 * `ChIJ…` place id): null when Google has no such place; throws ProviderFailure (provider_blocked,
 * provider_unreachable, provider_error) once the retries are spent. `reviews` reads newest first.
 */
const NEWEST: ReviewsOrder = { sort: "newest", since: null };
/** Our orders as Google's `listugcposts` codes them (reviews.ts). */
const GOOGLE_SORT: Record<ReviewsSort, ReviewSort> = { newest: "newest", most_relevant: "relevant", highest: "highest", lowest: "lowest" };

/** A review published before the cutoff (one without a date is kept: nothing says it is older). */
function olderThan(publishedAt: string | null, since: string | null): boolean {
	return since !== null && publishedAt !== null && Date.parse(publishedAt) < Date.parse(since);
}

/** Reviews in an order, where the provider gave its own (newest first among equals ratings; "most relevant": as given). */
function sortedLocally<R extends { rating: number | null; publishedAt: string | null }>(reviews: R[], sort: ReviewsSort): R[] {
	const newest = (a: R, b: R) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? "");
	if (sort === "most_relevant") return reviews;
	if (sort === "newest") return [...reviews].sort(newest);
	const sign = sort === "highest" ? -1 : 1;
	return [...reviews].sort((a, b) => sign * ((a.rating ?? 0) - (b.rating ?? 0)) || newest(a, b));
}

export function createGoogleLookup(options: GoogleLookupOptions): BusinessLookup {
	const transport: LookupTransport = { http: options.http, retry: options.retry ?? configuredRetryPolicy, onRetry: options.onRetry };
	const settings = options.settings ?? (() => currentConfig().google);
	const lang = options.lang ?? "en";
	const health = options.health ?? {};

	/** Follows Google's own redirects (to the /maps/place/… form); a consent or captcha redirect is left for the block check. */
	async function followRedirects(first: ProviderResponse, url: string, signal: AbortSignal): Promise<ProviderResponse> {
		let res = first;
		let from = url;
		for (let hop = 0; hop < MAX_REDIRECTS; hop++) {
			const next = detectBlock(res.status, res.headers, "") ? null : redirectTarget(res, from);
			if (!next) break;
			res = await transport.http.fetch(next, { signal });
			from = next;
		}
		return res;
	}

	async function placePage(url: string, signal: AbortSignal): Promise<LookedUpBusiness | null> {
		const found = await fetchWithRetries(transport, { url }, signal, async (first): Promise<GooglePlace | typeof NOT_FOUND | RetryVerdict> => {
			const res = await followRedirects(first, url, signal);
			if (res.status === 404) return NOT_FOUND;
			const page = res.status === 200 ? parsePlacePage(res.body) : null;
			if (page && !page.malformed) {
				health.lookup?.answer(page.place ? [toObservation(page.place)] : [], page.recognised);
				return page.place ?? NOT_FOUND;
			}
			return unreadable(res, "place page", health.lookup);
		});
		return found === NOT_FOUND ? null : lookedUp(found);
	}

	async function placeDetails(base: string, apiKey: string, placeId: string, signal: AbortSignal): Promise<LookedUpBusiness | null> {
		const request = buildPlaceDetailsRequest(base, apiKey, placeId, undefined, lang);
		const place = await fetchWithRetries(transport, request, signal, (res) => {
			const problem = detectPlacesApiError(res.status, res.body);
			if (res.status === 404) return NOT_FOUND;
			if (problem === "unauthorized") throw new ProviderFailure("provider_error", "the Places API refused the key");
			if (problem === "bad_request") return NOT_FOUND;
			if (problem === "rate_limited") return verdict("provider_blocked", "429 from the Places API", false, retryAfterMs(res.headers["retry-after"]));
			if (problem || res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
			const details = parsePlaceDetails(res.body);
			// an answer (200) that reads as no place: not the layout read here
			health.lookup?.answer(details.place ? [toObservation(details.place)] : [], details.place !== null);
			return details.malformed ? verdict("provider_error", "the answer could not be read") : (details.place ?? NOT_FOUND);
		});
		return place === NOT_FOUND ? null : lookedUp(place);
	}

	async function keylessReviews(featureId: string, max: number, signal: AbortSignal, order: ReviewsOrder): Promise<ProviderReview[]> {
		const origin = googleOrigin(settings().url);
		const out: ProviderReview[] = [];
		const seen = new Set<string>();
		const sort = GOOGLE_SORT[order.sort];
		let token: string | null = null;
		let older = false;
		do {
			const url = buildReviewsUrl(origin, { featureId, pageToken: token, pageSize: Math.min(REVIEWS_MAX_PAGE_SIZE, max - out.length), lang, sort });
			const page = await fetchWithRetries(transport, { url }, signal, (res) => {
				const parsed = res.status === 200 ? parseReviewsPage(res.body) : null;
				if (!parsed || parsed.malformed) return unreadable(res, "reviews page", health.reviews);
				health.reviews?.answer([], parsed.recognised);
				return parsed;
			});
			let added = 0;
			for (const r of page.reviews) {
				if (out.length >= max || seen.has(r.id)) continue;
				seen.add(r.id);
				added++;
				if (olderThan(r.publishedAt, order.since)) {
					// Newest first, the rest is older still: the paging stops here.
					older = order.sort === "newest";
					if (older) break;
					continue;
				}
				out.push(toProviderReview(r));
			}
			// A page adding nothing new, or a token handed back twice, would loop: stop there.
			token = !older && added > 0 && page.nextPageToken !== token ? page.nextPageToken : null;
		} while (token && out.length < max);
		return out;
	}

	async function apiReviews(base: string, apiKey: string, placeId: string, max: number, signal: AbortSignal, order: ReviewsOrder): Promise<ProviderReview[]> {
		const request = buildPlaceDetailsRequest(base, apiKey, placeId, PLACE_REVIEWS_FIELD_MASK, lang);
		const reviews = await fetchWithRetries(transport, request, signal, (res) => {
			const problem = detectPlacesApiError(res.status, res.body);
			if (problem === "rate_limited") return verdict("provider_blocked", "429 from the Places API", false, retryAfterMs(res.headers["retry-after"]));
			if (problem === "server_error") return verdict("provider_error", `HTTP ${res.status}`);
			if (problem) throw new ProviderFailure("provider_error", `the Places API refused the reviews request (HTTP ${res.status})`);
			const parsed = parsePlaceDetailsReviews(res.body);
			health.reviews?.answer([], parsed.recognised);
			return parsed.reviews;
		});
		// The Places API gives at most five, in its own order: ordered and cut off here.
		const kept = reviews.filter((r) => !olderThan(r.publishedAt, order.since));
		return sortedLocally(kept, order.sort)
			.slice(0, max)
			.map((r) => ({ ...r, ownerReplied: false, ownerReplyAt: null }));
	}

	return {
		async lookup(providerBusinessId, signal) {
			const id = providerBusinessId.trim();
			const s = settings();
			if (s.placesApiKey && isPlaceId(id)) return placeDetails(s.placesUrl, s.placesApiKey, id, signal);
			// The Places API cannot address a place by CID (and a text search would need a name and risk another
			// place): a CID is read from its place page in both modes.
			if (/^\d{1,20}$/.test(id)) return BigInt(id) === 0n ? null : placePage(buildPlacePageUrl(googleOrigin(s.url), id, lang), signal);
			if (isPlaceId(id)) return placePage(`${googleOrigin(s.url)}/maps/place/?q=place_id:${encodeURIComponent(id)}&hl=${encodeURIComponent(lang)}`, signal);
			return null;
		},

		async reviews(target, max, signal, order = NEWEST) {
			const limit = Math.max(0, Math.floor(max));
			if (limit === 0) return [];
			const s = settings();
			const placeId = target.placeId;
			if (s.placesApiKey && placeId) return apiReviews(s.placesUrl, s.placesApiKey, placeId, limit, signal, order);
			const featureId = target.featureId ?? featureIdFromPlaceId(placeId);
			return featureId ? keylessReviews(featureId, limit, signal, order) : [];
		},
	};
}
