import type http from "node:http";
import { PLACES_MAX_PAGE_SIZE, PLACES_MAX_RESULTS, PLACES_SEARCH_PATH } from "../services/scrapers/google/places-api";
import { readBody, takeFault, type EndpointContext } from "./faults";
import type { FaultKind } from "./simulator.contract";
import { normalizeText } from "./matching";
import { insideBounds, type Bounds, type Viewport, type World, type WorldBusiness } from "./world";

/** Google's official Places API (New) `POST /v1/places:searchText`, served from the synthetic world. */

export { PLACES_SEARCH_PATH };

export interface PlacesApiContext extends EndpointContext {
	/** Per-query ceiling (default 60, Google's documented one). */
	maxResults?: number;
}

const METERS_PER_DEGREE = 111_320;
/** Valid first segments of a Text Search field mask path. */
const MASK_ROOTS = new Set(["*", "places", "nextPageToken", "searchUri", "contextualContents", "routingSummaries"]);
const CALLING_CODES: Record<string, string> = {
	FR: "33",
	GB: "44",
	DE: "49",
	ES: "34",
	IT: "39",
	GR: "30",
	CY: "357",
	PT: "351",
	NL: "31",
	BE: "32",
	AT: "43",
	IE: "353",
	US: "1",
	CA: "1",
	AU: "61",
};
/** Countries whose national format adds a trunk 0 the international one drops. */
const TRUNK_ZERO = new Set(["FR", "GB", "DE", "NL", "BE", "AT", "IE", "AU"]);

type GrpcStatus = "INVALID_ARGUMENT" | "NOT_FOUND" | "PERMISSION_DENIED" | "RESOURCE_EXHAUSTED" | "INTERNAL" | "UNAVAILABLE" | "DEADLINE_EXCEEDED";

export class GoogleApiError extends Error {
	constructor(
		readonly code: number,
		readonly status: GrpcStatus,
		message: string,
	) {
		super(message);
	}
}

const invalid = (message: string) => new GoogleApiError(400, "INVALID_ARGUMENT", message);

function grpcStatusFor(code: number): GrpcStatus {
	if (code === 503) return "UNAVAILABLE";
	if (code === 504) return "DEADLINE_EXCEEDED";
	return "INTERNAL";
}

function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
	const buf = Buffer.from(body);
	res.writeHead(status, { "content-length": buf.length, "content-type": "application/json; charset=UTF-8", ...headers });
	res.end(buf);
}

export function sendError(res: http.ServerResponse, err: GoogleApiError, headers: http.OutgoingHttpHeaders = {}): void {
	send(res, err.code, JSON.stringify({ error: { code: err.code, message: err.message, status: err.status } }, null, 2), headers);
}

export function headerValue(req: http.IncomingMessage, name: string): string {
	const v = req.headers[name];
	return (Array.isArray(v) ? v.join(",") : (v ?? "")).trim();
}

/** Field mask paths split on dots; throws INVALID_ARGUMENT for an empty mask or an unknown root. */
export function parseFieldMask(mask: string): string[][] {
	const paths = mask
		.split(",")
		.map((p) => p.trim())
		.filter(Boolean)
		.map((p) => p.split("."));
	if (!paths.length)
		throw invalid("FieldMask is a required parameter. Set the header 'X-Goog-FieldMask', e.g. to 'places.displayName,places.formattedAddress'.");
	for (const p of paths) {
		if (!MASK_ROOTS.has(p[0]) || p.some((s) => s === "")) throw invalid(`Invalid field mask path: '${p.join(".")}'`);
	}
	return paths;
}

/** Keeps what the mask names; arrays are transparent, `*` matches any field, a path ending early keeps the whole subtree. */
export function applyFieldMask(value: unknown, paths: string[][]): unknown {
	if (paths.some((p) => p.length === 0 || (p.length === 1 && p[0] === "*"))) return value;
	if (Array.isArray(value)) return value.map((v) => applyFieldMask(v, paths));
	if (value === null || typeof value !== "object") return value;
	const out: Record<string, unknown> = {};
	for (const [key, v] of Object.entries(value)) {
		const sub = paths.filter((p) => p[0] === key || p[0] === "*").map((p) => p.slice(1));
		if (sub.length && v !== undefined) out[key] = applyFieldMask(v, sub);
	}
	return out;
}

interface Rect {
	south: number;
	west: number;
	north: number;
	east: number;
}

/** What a page token carries: enough to serve the next page without the original body. */
interface PageState {
	q: string;
	rect: Rect | null;
	offset: number;
}

export function encodePageToken(state: PageState): string {
	return Buffer.from(JSON.stringify(state)).toString("base64url");
}

export function decodePageToken(token: string): PageState {
	let state: unknown;
	try {
		state = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
	} catch {
		throw invalid("Invalid page token.");
	}
	const s = state as Partial<PageState> | null;
	if (!s || typeof s.q !== "string" || !Number.isInteger(s.offset) || (s.offset as number) < 0 || (s.rect !== null && !validRect(s.rect))) {
		throw invalid("Invalid page token.");
	}
	return { q: s.q, rect: s.rect as Rect | null, offset: s.offset as number };
}

function num(v: unknown): number | null {
	return typeof v === "number" && Number.isFinite(v) ? v : null;
}

function validRect(r: unknown): r is Rect {
	if (!r || typeof r !== "object") return false;
	const { south, west, north, east } = r as Rect;
	return [south, north].every((x) => num(x) !== null && Math.abs(x) <= 90) && [west, east].every((x) => num(x) !== null && Math.abs(x) <= 180);
}

/** A LatLng; like proto3, a missing coordinate is 0. */
function point(v: unknown): { lat: number; lng: number } | null {
	if (!v || typeof v !== "object") return null;
	const o = v as { latitude?: unknown; longitude?: unknown };
	const lat = num(o.latitude ?? 0);
	const lng = num(o.longitude ?? 0);
	return lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180 ? null : { lat, lng };
}

function rectangle(v: unknown, field: string): Rect {
	const r = v as { low?: unknown; high?: unknown } | null;
	const low = point(r?.low);
	const high = point(r?.high);
	if (!low || !high) throw invalid(`Invalid ${field}.rectangle: low and high must be valid LatLngs.`);
	if (low.lat > high.lat) throw invalid(`Invalid ${field}.rectangle: low.latitude must not exceed high.latitude.`);
	// Google allows low.longitude > high.longitude (a box across the antimeridian); no simulated city is near it.
	if (low.lng > high.lng) throw invalid(`${field}.rectangle across the antimeridian is not supported by the simulator.`);
	return { south: low.lat, west: low.lng, north: high.lat, east: high.lng };
}

/** The area the body asks for: the restriction's rectangle, a bias (rectangle or circle), or null (the city or town named in the query). */
function requestedRect(body: Record<string, unknown>): Rect | null {
	const restriction = body.locationRestriction as { rectangle?: unknown } | undefined;
	if (restriction !== undefined) {
		if (!restriction || typeof restriction !== "object" || !restriction.rectangle) throw invalid("locationRestriction must be a rectangle.");
		return rectangle(restriction.rectangle, "locationRestriction");
	}
	const bias = body.locationBias as { rectangle?: unknown; circle?: { center?: unknown; radius?: unknown } } | undefined;
	if (bias?.rectangle) return rectangle(bias.rectangle, "locationBias");
	if (bias?.circle) {
		const centre = point(bias.circle.center);
		const radius = num(bias.circle.radius ?? 0);
		if (!centre || radius === null || radius < 0 || radius > 50_000) throw invalid("Invalid locationBias.circle.");
		const dLat = radius / METERS_PER_DEGREE;
		const dLng = radius / (METERS_PER_DEGREE * Math.max(0.01, Math.cos((centre.lat * Math.PI) / 180)));
		return { south: centre.lat - dLat, west: centre.lng - dLng, north: centre.lat + dLat, east: centre.lng + dLng };
	}
	return null;
}

/** The square viewport World matches over that covers the rectangle (callers then keep what is strictly inside). */
export function rectViewport(r: Rect): Viewport {
	const lat = (r.south + r.north) / 2;
	const cos = Math.max(0.01, Math.cos((lat * Math.PI) / 180));
	const spanMeters = Math.max((r.north - r.south) * METERS_PER_DEGREE, (r.east - r.west) * METERS_PER_DEGREE * cos) + 2;
	return { lat, lng: (r.west + r.east) / 2, spanMeters };
}

/** Every match of the query in the area, best first, before the cap. */
export function placesMatching(world: World, query: string, rect: Rect | null): WorldBusiness[] {
	if (rect) {
		const strict: Bounds = { minLat: rect.south, maxLat: rect.north, minLng: rect.west, maxLng: rect.east };
		return world
			.businessesMatching(query, rectViewport(rect))
			.filter(
				(b) =>
					insideBounds(strict, b.latitude, b.longitude) &&
					b.latitude !== rect.south &&
					b.latitude !== rect.north &&
					b.longitude !== rect.west &&
					b.longitude !== rect.east,
			);
	}
	const named = world.locate(query);
	if (!named) return [];
	const { city } = named;
	return world.businessesMatching(named.query, { lat: city.lat, lng: city.lng, spanMeters: city.radiusMeters * 2 + 500 });
}

function snakeType(category: string): string {
	return normalizeText(category.replace(/['\u2019]/g, "")).replace(/ /g, "_");
}

/** "+33 4 72 12 34 56" → national "04 72 12 34 56"; numbers stored without a country code get one for the international form. */
export function phoneFormats(phone: string, countryCode: string): { national: string; international: string } {
	const calling = CALLING_CODES[countryCode];
	if (!phone.startsWith("+")) return { national: phone, international: calling ? `+${calling} ${phone}` : phone };
	const rest = phone.replace(/^\+\d+[\s-]*/, "");
	if (countryCode === "US" || countryCode === "CA") {
		const d = rest.replace(/\D/g, "");
		return { national: d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : rest, international: phone };
	}
	if (countryCode === "AU") return { national: rest.replace(/^(\d)\s/, "(0$1) "), international: phone };
	return { national: TRUNK_ZERO.has(countryCode) ? `0${rest}` : rest, international: phone };
}

function streetParts(street: string): { number: string | null; route: string } {
	const m = /^(\d+[a-z]?)\s+(.+)$/i.exec(street) ?? /^(.+?),?\s+(\d+[a-z]?)$/i.exec(street);
	if (!m) return { number: null, route: street };
	return /^\d/.test(m[1]) ? { number: m[1], route: m[2] } : { number: m[2], route: m[1] };
}

function businessStatus(b: WorldBusiness): string {
	if (b.businessStatus === "Permanently closed") return "CLOSED_PERMANENTLY";
	if (b.businessStatus === "Temporarily closed") return "CLOSED_TEMPORARILY";
	return "OPERATIONAL";
}

/** One business in the Places API (New) `Place` shape, every field present (the field mask trims it). */
export function placeResource(b: WorldBusiness, languageCode = "en"): Record<string, unknown> {
	const { number, route } = streetParts(b.street);
	const component = (longText: string, shortText: string, types: string[]) => ({ longText, shortText, types, languageCode });
	const components = [
		...(number ? [component(number, number, ["street_number"])] : []),
		component(route, route, ["route"]),
		component(b.locality, b.locality, ["locality", "political"]),
		...(b.region ? [component(b.region, b.region, ["administrative_area_level_1", "political"])] : []),
		component(b.countryName, b.countryCode, ["country", "political"]),
		component(b.postalCode, b.postalCode, ["postal_code"]),
	];
	const phones = b.phone ? phoneFormats(b.phone, b.countryCode) : null;
	const types = [...new Set([...b.categories.map(snakeType), "point_of_interest", "establishment"])];
	return {
		name: `places/${b.placeId}`,
		id: b.placeId,
		types,
		nationalPhoneNumber: phones?.national,
		internationalPhoneNumber: phones?.international,
		formattedAddress: b.fullAddress,
		addressComponents: components,
		location: { latitude: b.latitude, longitude: b.longitude },
		rating: b.rating ?? undefined,
		googleMapsUri: `https://maps.google.com/?cid=${b.cid}`,
		// The real URL: the keyless /url?q= redirect wrapper never appears here, and social profiles stay (Google lists them as websites).
		websiteUri: b.website ?? undefined,
		businessStatus: businessStatus(b),
		userRatingCount: b.reviewCount ?? undefined,
		displayName: { text: b.name, languageCode },
		primaryType: types[0],
		primaryTypeDisplayName: { text: b.categories[0], languageCode },
	};
}

interface SearchBody {
	textQuery: string;
	languageCode: string;
	rect: Rect | null;
	offset: number;
	pageSize: number;
}

/** Validates the JSON body (and its page token); throws GoogleApiError with Google's wording where known. */
export function readSearchBody(raw: string): SearchBody {
	let body: unknown;
	try {
		body = JSON.parse(raw);
	} catch {
		throw invalid("Invalid JSON payload received.");
	}
	if (!body || typeof body !== "object" || Array.isArray(body)) throw invalid("Invalid JSON payload received. Expected an object.");
	const b = body as Record<string, unknown>;
	const textQuery = typeof b.textQuery === "string" ? b.textQuery.trim() : "";
	if (!textQuery) throw invalid("Empty text_query.");
	const size = b.pageSize ?? b.maxResultCount ?? 0;
	if (typeof size !== "number" || !Number.isInteger(size) || size < 0) throw invalid("page_size must be a non-negative integer.");
	const pageSize = size === 0 ? PLACES_MAX_PAGE_SIZE : Math.min(PLACES_MAX_PAGE_SIZE, size);
	const languageCode = typeof b.languageCode === "string" && b.languageCode ? b.languageCode : "en";
	if (b.pageToken !== undefined && b.pageToken !== "") {
		if (typeof b.pageToken !== "string") throw invalid("Invalid page token.");
		const state = decodePageToken(b.pageToken);
		if (normalizeText(state.q) !== normalizeText(textQuery)) throw invalid("The page token does not match the request's text_query.");
		return { textQuery, languageCode, rect: state.rect, offset: state.offset, pageSize };
	}
	return { textQuery, languageCode, rect: requestedRect(b), offset: 0, pageSize };
}

const MALFORMED_HTML = "<!DOCTYPE html><html><body><p>The server encountered a temporary error.</p></body></html>";

/** Answers with the fault in Google API shapes (429 RESOURCE_EXHAUSTED, 5xx, a cut body); false when the real answer should follow. */
export function sendPlacesFault(
	res: http.ServerResponse,
	fault: { kind: FaultKind | null; n: number },
	ctx: Pick<EndpointContext, "faults">,
	quotaMetric: string,
): boolean {
	switch (fault.kind) {
		case "rateLimit":
		case "captcha":
		case "consent": {
			const quota = `Quota exceeded for quota metric '${quotaMetric}' and limit '${quotaMetric} per minute' of service 'places.googleapis.com'.`;
			sendError(res, new GoogleApiError(429, "RESOURCE_EXHAUSTED", quota), { "retry-after": String(ctx.faults.retryAfterSeconds) });
			return true;
		}
		case "serverError": {
			const code = ctx.faults.serverErrorStatus;
			sendError(res, new GoogleApiError(code, grpcStatusFor(code), "Internal error encountered."));
			return true;
		}
		case "malformed":
			send(
				res,
				200,
				fault.n % 2 ? `{\n  "places": [\n    {\n      "id": "ChIJ` : MALFORMED_HTML,
				fault.n % 2 ? {} : { "content-type": "text/html; charset=UTF-8" },
			);
			return true;
		default:
			return false;
	}
}

/** The handler server.ts routes `POST /v1/places:searchText` to; faults apply as on the keyless endpoint, in Google API shapes. */
export function createPlacesApiHandler(ctx: PlacesApiContext): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> {
	const cap = ctx.maxResults ?? PLACES_MAX_RESULTS;
	return async (req, res) => {
		ctx.counters.searchRequests++;
		let raw: string;
		try {
			raw = await readBody(req, 65_536, () => invalid("request body too large"));
		} catch (err) {
			if (!res.destroyed) sendError(res, err instanceof GoogleApiError ? err : invalid("Could not read the request body."));
			return;
		}
		const fault = await takeFault(ctx.faults, ctx.held, res);
		if (!fault) return;
		const { kind } = fault;
		if (sendPlacesFault(res, fault, ctx, "SearchTextRequest")) return;
		try {
			if (!headerValue(req, "x-goog-api-key")) {
				throw new GoogleApiError(403, "PERMISSION_DENIED", "The request is missing a valid API key.");
			}
			const mask = parseFieldMask(headerValue(req, "x-goog-fieldmask"));
			const search = readSearchBody(raw);
			const reachable = kind === "empty" ? [] : placesMatching(ctx.world, search.textQuery, search.rect).slice(0, cap);
			const page = reachable.slice(search.offset, search.offset + search.pageSize);
			const next = search.offset + page.length;
			const answer: Record<string, unknown> = {};
			if (page.length) answer.places = page.map((b) => placeResource(b, search.languageCode));
			if (page.length && next < reachable.length) answer.nextPageToken = encodePageToken({ q: search.textQuery, rect: search.rect, offset: next });
			ctx.counters.placesServed += page.length;
			send(res, 200, JSON.stringify(applyFieldMask(answer, mask)));
		} catch (err) {
			if (!(err instanceof GoogleApiError)) throw err;
			sendError(res, err);
		}
	};
}
