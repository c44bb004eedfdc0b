import type { GooglePlace } from "./types";
import { obj, parseJsonObject, type Json } from "../framework/json";

/** Google's official Places API (New) Text Search (see ../google.md, "Official: Places API (New) Text Search"). */

/** Default base for buildPlacesSearchRequest; the simulator serves the same path. */
export const PLACES_API_BASE = "https://places.googleapis.com";
export const PLACES_SEARCH_PATH = "/v1/places:searchText";
/** Largest page and per-query ceiling Google documents for Text Search. */
export const PLACES_MAX_PAGE_SIZE = 20;
export const PLACES_MAX_RESULTS = 60;

/** Billing follows the mask: these are the Essentials/Pro/Enterprise fields a lead needs, nothing more. */
export const PLACES_FIELD_MASK = [
	"places.id",
	"places.displayName",
	"places.formattedAddress",
	"places.addressComponents",
	"places.location",
	"places.types",
	"places.primaryTypeDisplayName",
	"places.nationalPhoneNumber",
	"places.internationalPhoneNumber",
	"places.websiteUri",
	"places.rating",
	"places.userRatingCount",
	"places.googleMapsUri",
	"places.businessStatus",
	"nextPageToken",
].join(",");

export interface PlacesBounds {
	south: number;
	west: number;
	north: number;
	east: number;
}

export interface PlacesSearchRequest {
	query: string;
	lang?: string;
	country?: string | null;
	bounds?: PlacesBounds | null;
	pageToken?: string | null;
	pageSize?: number;
}

export interface PlacesHttpRequest {
	method: "POST";
	url: string;
	headers: Record<string, string>;
	body: string;
}

export interface PlacesSearchPage {
	places: GooglePlace[];
	nextPageToken: string | null;
	/** True when the body was not a JSON object at all (HTML, truncated, empty). */
	malformed: boolean;
}

export type PlacesApiError = "unauthorized" | "rate_limited" | "bad_request" | "server_error";

/** `POST <base>/v1/places:searchText`; absent options are left out of the body rather than sent empty. */
export function buildPlacesSearchRequest(base: string, apiKey: string, req: PlacesSearchRequest): PlacesHttpRequest {
	const body: Record<string, unknown> = { textQuery: req.query };
	if (req.lang) body.languageCode = req.lang;
	if (req.country) body.regionCode = req.country.toUpperCase();
	if (req.bounds) {
		const { south, west, north, east } = req.bounds;
		body.locationRestriction = { rectangle: { low: { latitude: south, longitude: west }, high: { latitude: north, longitude: east } } };
	}
	if (req.pageSize !== undefined && Number.isFinite(req.pageSize)) body.pageSize = Math.max(1, Math.min(PLACES_MAX_PAGE_SIZE, Math.round(req.pageSize)));
	if (req.pageToken) body.pageToken = req.pageToken;
	return {
		method: "POST",
		url: `${base.replace(/\/+$/, "")}${PLACES_SEARCH_PATH}`,
		headers: { "content-type": "application/json", "X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": PLACES_FIELD_MASK },
		body: JSON.stringify(body),
	};
}

function text(v: unknown): string | null {
	if (typeof v !== "string") return null;
	const t = v.replace(/[\u00a0\u2009\u202f]/g, " ").trim();
	return t === "" ? null : t;
}

function finite(v: unknown): number | null {
	return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function localizedText(v: unknown): string | null {
	return text(obj(v)?.text);
}

/** Types Google adds to nearly every place: they say nothing about the business. */
const GENERIC_TYPES = new Set(["point_of_interest", "establishment", "geocode", "premise", "political", "food", "store", "health", "finance"]);

/** "dental_clinic" → "Dental clinic". */
export function typeToCategory(type: string): string | null {
	const words = type
		.trim()
		.toLowerCase()
		.split(/[_\s]+/)
		.filter(Boolean)
		.join(" ");
	return words ? words.charAt(0).toUpperCase() + words.slice(1) : null;
}

function categoryKey(s: string): string {
	return s
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/&/g, "and")
		.replace(/[^a-z0-9]+/g, "");
}

function categories(place: Json): string[] {
	const out: string[] = [];
	const seen = new Set<string>();
	const add = (c: string | null) => {
		if (c === null || seen.has(categoryKey(c))) return;
		seen.add(categoryKey(c));
		out.push(c);
	};
	add(localizedText(place.primaryTypeDisplayName));
	if (Array.isArray(place.types)) {
		for (const t of place.types) {
			const type = text(t);
			if (type && !GENERIC_TYPES.has(type.toLowerCase())) add(typeToCategory(type));
		}
	}
	return out;
}

interface AddressComponent {
	longText: string | null;
	shortText: string | null;
	types: string[];
}

function addressComponents(v: unknown): AddressComponent[] {
	if (!Array.isArray(v)) return [];
	return v.flatMap((c): AddressComponent[] => {
		const o = obj(c);
		if (!o) return [];
		const types = Array.isArray(o.types) ? o.types.filter((t): t is string => typeof t === "string") : [];
		return [{ longText: text(o.longText), shortText: text(o.shortText), types }];
	});
}

function component(parts: AddressComponent[], ...types: string[]): AddressComponent | null {
	for (const type of types) {
		const found = parts.find((p) => p.types.includes(type) && (p.longText ?? p.shortText) !== null);
		if (found) return found;
	}
	return null;
}

/** Route and number in the order the one-line address uses ("12 Rue X", "Hauptstr. 5", "Via Roma, 3"). */
function street(parts: AddressComponent[], fullAddress: string | null, countryCode: string | null): string | null {
	const routeC = component(parts, "route");
	const route = routeC?.longText ?? routeC?.shortText ?? null;
	const numberC = component(parts, "street_number");
	const num = numberC?.longText ?? numberC?.shortText ?? null;
	if (!route || !num) return route;
	const candidates = [`${num} ${route}`, `${route} ${num}`, `${route}, ${num}`];
	const inAddress = fullAddress ? candidates.find((c) => fullAddress.includes(c)) : undefined;
	if (inAddress) return inAddress;
	return ["US", "CA", "GB", "IE", "FR", "AU", "NZ"].includes(countryCode ?? "") ? candidates[0] : candidates[1];
}

/** `https://maps.google.com/?cid=123…` → "123…" (decimal; kept as a string, it exceeds Number precision). */
export function cidFromMapsUri(uri: unknown): string | null {
	const raw = text(uri);
	if (!raw) return null;
	let cid: string | null = null;
	try {
		cid = new URL(raw, "https://maps.google.com").searchParams.get("cid");
	} catch {
		return null;
	}
	if (!cid || !/^\d{1,20}$/.test(cid)) return null;
	const value = BigInt(cid);
	return value === 0n || value > 0xffffffffffffffffn ? null : value.toString(10);
}

function coordinate(v: unknown, limit: number): number | null {
	const n = finite(v);
	return n !== null && Math.abs(n) <= limit ? Math.round(n * 1e7) / 1e7 : null;
}

/** One Places API (New) `Place` as a GooglePlace; null when it has no name or nothing to identify or place it by. */
export function parsePlacesApiPlace(value: unknown): GooglePlace | null {
	const place = obj(value);
	if (!place) return null;
	const name = localizedText(place.displayName);
	if (name === null) return null;
	const placeId = text(place.id) ?? (text(place.name)?.replace(/^places\//, "") || null);
	const cid = cidFromMapsUri(place.googleMapsUri);
	const location = obj(place.location);
	const latitude = coordinate(location?.latitude, 90);
	const longitude = coordinate(location?.longitude, 180);
	if (!placeId && !cid && (latitude === null || longitude === null)) return null;
	const parts = addressComponents(place.addressComponents);
	const fullAddress = text(place.formattedAddress);
	const country = component(parts, "country");
	const countryText = country?.shortText ?? null;
	const countryCode = countryText && /^[a-z]{2}$/i.test(countryText) ? countryText.toUpperCase() : null;
	const locality = component(parts, "locality", "postal_town");
	const borough = component(parts, "sublocality_level_1", "sublocality");
	const region = component(parts, "administrative_area_level_1");
	const reviews = finite(place.userRatingCount);
	return {
		name,
		fullAddress,
		borough: borough?.longText ?? borough?.shortText ?? null,
		street: street(parts, fullAddress, countryCode),
		locality: locality?.longText ?? locality?.shortText ?? null,
		postalCode: component(parts, "postal_code")?.longText ?? null,
		region: region?.longText ?? region?.shortText ?? null,
		countryCode,
		phone: text(place.internationalPhoneNumber) ?? text(place.nationalPhoneNumber),
		website: text(place.websiteUri),
		rating: finite(place.rating),
		reviewCount: reviews === null ? null : Math.round(reviews),
		categories: categories(place),
		latitude,
		longitude,
		featureId: null,
		cid,
		placeId,
		openingHours: [],
		hours: null,
		businessStatus: text(place.businessStatus),
		description: null,
		timezone: null,
		priceRange: null,
		// not in the field mask: the Places API's photos are media names fetched with the key, not URLs to keep
		photos: null,
		photoCount: null,
		popularTimes: null,
	};
}

/** `{ places: [...], nextPageToken }`; `{}` is a valid empty answer. An `{ error }` body is not malformed: classify it with detectPlacesApiError. */
export function parsePlacesSearchResponse(body: string): PlacesSearchPage {
	const data = parseJsonObject(body);
	if (!data) return { places: [], nextPageToken: null, malformed: true };
	const places: GooglePlace[] = [];
	if (Array.isArray(data.places)) {
		for (const raw of data.places) {
			const place = parsePlacesApiPlace(raw);
			if (place) places.push(place);
		}
	}
	return { places, nextPageToken: text(data.nextPageToken), malformed: false };
}

const UNAUTHORIZED_REASONS =
	/API_KEY_INVALID|API_KEY_SERVICE_BLOCKED|API_KEY_HTTP_REFERRER_BLOCKED|API_KEY_IP_ADDRESS_BLOCKED|SERVICE_DISABLED|BILLING_DISABLED|API key not valid/i;

/** Classifies a Places API answer; null for a success. Google reports a bad key as 400 API_KEY_INVALID, hence the body check. */
export function detectPlacesApiError(status: number, body: string): PlacesApiError | null {
	const error = obj(parseJsonObject(body)?.error);
	const code = finite(error?.code);
	const effective = status >= 200 && status < 300 && code !== null ? code : status;
	const grpcStatus = text(error?.status) ?? "";
	if (effective >= 200 && effective < 300) return null;
	if (effective === 401 || effective === 403 || grpcStatus === "PERMISSION_DENIED" || grpcStatus === "UNAUTHENTICATED") return "unauthorized";
	if (typeof body === "string" && UNAUTHORIZED_REASONS.test(body.slice(0, 20_000))) return "unauthorized";
	if (effective === 429 || grpcStatus === "RESOURCE_EXHAUSTED") return "rate_limited";
	if (effective >= 500) return "server_error";
	if (effective >= 400) return "bad_request";
	return effective >= 300 ? "server_error" : null;
}
