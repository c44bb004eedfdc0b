import { obj, parseJsonObject } from "../framework/json";

/** The Apple Maps Server API (see ../apple.md): token exchange and place search. Parsers are null-safe and never throw. */

export const APPLE_API_BASE = "https://maps-api.apple.com";
export const APPLE_TOKEN_PATH = "/v1/token";
export const APPLE_SEARCH_PATH = "/v1/search";
/** `GET /v1/place/{id}`: one place by its id. */
export const APPLE_PLACE_PATH = "/v1/place/";
/** Apple serves search pages of a fixed size; the simulator serves this many. */
export const APPLE_PAGE_SIZE = 20;
/** Most results one query over one search region reaches by page tokens (the simulator's cap too). */
export const APPLE_MAX_RESULTS = 100;

export interface AppleBounds {
	south: number;
	west: number;
	north: number;
	east: number;
}

export interface AppleSearchRequest {
	query: string;
	lang?: string | null;
	/** ISO 3166-1 alpha-2 codes for `limitToCountries` */
	countries?: string[] | null;
	/** sent as `searchRegion=north,east,south,west` (Apple's documented order) */
	region?: AppleBounds | null;
	/** sent as `searchLocation=lat,lng` */
	location?: { lat: number; lng: number } | null;
	pageToken?: string | null;
}

export interface AppleHttpRequest {
	url: string;
	headers: Record<string, string>;
}

export interface AppleToken {
	accessToken: string;
	expiresInSeconds: number;
}

export interface ApplePlace {
	id: string;
	name: string;
	latitude: number | null;
	longitude: number | null;
	/** `formattedAddressLines` joined with ", " */
	fullAddress: string | null;
	street: string | null;
	locality: string | null;
	postalCode: string | null;
	region: string | null;
	countryCode: string | null;
	categories: string[];
	alternateIds: string[];
}

export interface AppleSearchPage {
	places: ApplePlace[];
	/** results in the answer, including those that could not be read */
	total: number;
	nextPageToken: string | null;
	/** the body was not a JSON object */
	malformed: boolean;
}

function coord(n: number): string {
	return String(Number(n.toFixed(6)));
}

function url(base: string, path: string, params?: URLSearchParams): string {
	const query = params?.toString();
	return `${base.replace(/\/+$/, "")}${path}${query ? `?${query}` : ""}`;
}

/** `GET <base>/v1/token` with the MapKit JWT; answers `{ accessToken, expiresInSeconds }`. */
export function buildTokenRequest(base: string, jwt: string): AppleHttpRequest {
	return { url: url(base, APPLE_TOKEN_PATH), headers: { authorization: `Bearer ${jwt}` } };
}

/** `GET <base>/v1/search?q=&lang=&limitToCountries=&searchRegion=N,E,S,W&searchLocation=&resultTypeFilter=Poi&pageToken=`. */
export function buildSearchRequest(base: string, accessToken: string, req: AppleSearchRequest): AppleHttpRequest {
	const params = new URLSearchParams();
	params.set("q", req.query);
	if (req.lang) params.set("lang", req.lang);
	const countries = (req.countries ?? []).filter((c) => /^[A-Za-z]{2}$/.test(c)).map((c) => c.toUpperCase());
	if (countries.length) params.set("limitToCountries", countries.join(","));
	if (req.region) {
		const { north, east, south, west } = req.region;
		params.set("searchRegion", [north, east, south, west].map(coord).join(","));
	}
	if (req.location) params.set("searchLocation", `${coord(req.location.lat)},${coord(req.location.lng)}`);
	params.set("resultTypeFilter", "Poi");
	if (req.pageToken) params.set("pageToken", req.pageToken);
	return { url: url(base, APPLE_SEARCH_PATH, params), headers: { authorization: `Bearer ${accessToken}` } };
}

/** `GET <base>/v1/place/<id>?lang=`: one place by the id a search gave. */
export function buildPlaceRequest(base: string, accessToken: string, id: string, lang?: string | null): AppleHttpRequest {
	const params = new URLSearchParams();
	if (lang) params.set("lang", lang);
	return { url: url(base, `${APPLE_PLACE_PATH}${encodeURIComponent(id)}`, params), headers: { authorization: `Bearer ${accessToken}` } };
}

function text(v: unknown, max = 2000): string | null {
	if (typeof v !== "string") return null;
	const t = v
		.replace(/[\u00a0\u2009\u202f]/g, " ")
		.replace(/\s+/g, " ")
		.trim();
	return t === "" ? null : t.slice(0, max);
}

function coordinate(v: unknown, limit: number): number | null {
	return typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= limit ? Math.round(v * 1e7) / 1e7 : null;
}

/** `{ accessToken, expiresInSeconds }`; null when the answer is anything else. */
export function parseTokenResponse(body: string): AppleToken | null {
	const data = parseJsonObject(body);
	const accessToken = text(data?.accessToken, 10_000);
	const expires = data?.expiresInSeconds;
	if (!accessToken || typeof expires !== "number" || !Number.isFinite(expires) || expires <= 0) return null;
	return { accessToken, expiresInSeconds: expires };
}

/** Apple's PoiCategory values are PascalCase words: "FitnessCenter" → "Fitness center", "ATM" stays "ATM". */
export function poiCategoryWords(category: unknown): string | null {
	const raw = text(category, 200);
	if (!raw) return null;
	const words = raw
		.replace(/^MKPOICategory/, "")
		.replace(/([a-z0-9])([A-Z])/g, "$1 $2")
		.replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
		.split(/[\s_]+/)
		.filter(Boolean);
	if (!words.length) return null;
	const lower = words.map((w, i) => (i > 0 && !/^[A-Z]{2,}$/.test(w) ? w.toLowerCase() : w));
	return lower.join(" ");
}

function stringList(v: unknown): string[] {
	return Array.isArray(v) ? v.map((x) => text(x)).filter((x): x is string => x !== null) : [];
}

/** One Apple `Place`; null without an id or a name. */
export function parseApplePlace(value: unknown): ApplePlace | null {
	const place = obj(value);
	if (!place) return null;
	const id = text(place.id, 200);
	const name = text(place.name, 1000);
	if (!id || !name) return null;
	const coordinate_ = obj(place.coordinate);
	const address = obj(place.structuredAddress);
	const lines = stringList(place.formattedAddressLines);
	const thoroughfare = text(address?.thoroughfare);
	const number = text(address?.subThoroughfare);
	const street = text(address?.fullThoroughfare) ?? (thoroughfare && number ? `${number} ${thoroughfare}` : thoroughfare) ?? null;
	const countryCode = text(place.countryCode);
	const category = poiCategoryWords(place.poiCategory);
	return {
		id,
		name,
		latitude: coordinate(coordinate_?.latitude, 90),
		longitude: coordinate(coordinate_?.longitude, 180),
		fullAddress: lines.length ? lines.join(", ") : null,
		street,
		locality: text(address?.locality),
		postalCode: text(address?.postCode, 50),
		region: text(address?.administrativeArea),
		countryCode: countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? countryCode.toUpperCase() : null,
		categories: category ? [category] : [],
		alternateIds: stringList(place.alternateIds),
	};
}

/** `{ results: [Place], paginationInfo?: { nextPageToken } }`; `{}` is a valid empty answer. */
export function parseSearchResponse(body: string): AppleSearchPage {
	const data = parseJsonObject(body);
	if (!data || data.error !== undefined) return { places: [], total: 0, nextPageToken: null, malformed: true };
	const results = Array.isArray(data.results) ? data.results : [];
	const places: ApplePlace[] = [];
	for (const r of results) {
		const place = parseApplePlace(r);
		if (place) places.push(place);
	}
	return { places, total: results.length, nextPageToken: text(obj(data.paginationInfo)?.nextPageToken, 10_000), malformed: false };
}

/** A place lookup's answer, the `Place` itself; malformed when it is no JSON object or an `{ error }`. */
export function parsePlaceResponse(body: string): { place: ApplePlace | null; malformed: boolean } {
	const data = parseJsonObject(body);
	if (!data || data.error !== undefined) return { place: null, malformed: true };
	const place = parseApplePlace(data);
	return { place, malformed: place === null };
}

/** The message of an Apple error body (`{ error: { message, details } }`), for logs. */
export function appleErrorMessage(body: string): string | null {
	return text(obj(parseJsonObject(body)?.error)?.message, 300);
}
