import { randomBytes } from "node:crypto";
import type http from "node:http";
import { APPLE_MAX_RESULTS, APPLE_PAGE_SIZE, APPLE_PLACE_PATH, APPLE_SEARCH_PATH, APPLE_TOKEN_PATH, type AppleBounds } from "../services/scrapers/apple/api";
import { parseSearchRegion } from "./request-decoders";
import { placesInView } from "./bing-wire";
import { readBody, takeFault, type EndpointContext } from "./faults";
import type { FaultKind } from "./simulator.contract";
import { normalizeText } from "./matching";
import { appleVariant } from "./provider-variants";
import { hashString, mix64, unmix64 } from "./random";
import type { World, WorldBusiness } from "./world";

/** The Apple Maps Server API's `GET /v1/token` and `GET /v1/search`, served from the synthetic world. */

export { APPLE_PLACE_PATH, APPLE_SEARCH_PATH, APPLE_TOKEN_PATH };
export const APPLE_ADMIN_PATH = "/__apple";
const DEFAULT_TOKEN_SECONDS = 1800;

export interface AppleApiContext extends EndpointContext {
	/** Per query and search region (default 100, APPLE_MAX_RESULTS, which the scraper's pager assumes). */
	maxResults?: number;
	/** Lifetime of issued access tokens (default 1800 s, Apple's); `POST /__apple` changes it at run time. */
	tokenLifetimeSeconds?: number;
}

export interface AppleApiStats {
	tokenLifetimeSeconds: number;
	tokensIssued: number;
	/** searches refused for a missing, unknown or expired access token */
	unauthorized: number;
	liveTokens: number;
}

interface PageState {
	q: string;
	offset: number;
	region: AppleBounds | null;
	location: { lat: number; lng: number } | null;
	countries: string[];
}

/** `I` and 16 hex digits, derived from the place's world sequence number: stable, unique, and not its Google or Bing id. */
export function appleId(b: Pick<WorldBusiness, "seq">): string {
	return `I${mix64(BigInt(b.seq) ^ 0xa991e5eedn)
		.toString(16)
		.toUpperCase()
		.padStart(16, "0")}`;
}

const MUID_KEY = 0x3ad1de0ddn;

/** The place's muid: Apple's older decimal id, listed in its `alternateIds`, which `/v1/place/{id}` answers too. */
export function appleMuid(b: Pick<WorldBusiness, "seq">): string {
	return mix64(BigInt(b.seq) ^ MUID_KEY).toString();
}

/** The place an Apple id (`I` and 16 hex digits) or muid names (both mixed from its sequence number); null when none. */
export function businessForAppleId(world: World, id: string): WorldBusiness | null {
	const hex = /^I([0-9A-F]{16})$/.exec(id);
	const muid = /^\d{1,20}$/.test(id) && BigInt(id) <= 0xffffffffffffffffn ? BigInt(id) : null;
	if (!hex && muid === null) return null;
	const seq = hex ? unmix64(BigInt(`0x${hex[1]}`)) ^ 0xa991e5eedn : unmix64(muid!) ^ MUID_KEY;
	return seq < BigInt(Number.MAX_SAFE_INTEGER) ? world.businessBySeq(Number(seq)) : null;
}

const POI_CATEGORIES: [RegExp, string][] = [
	[/restaurant|pizzeria|diner|bistro|steakhouse|brasserie|takeaway/i, "Restaurant"],
	[/cafe|coffee|tea house|ice cream/i, "Cafe"],
	[/bakery|pastry/i, "Bakery"],
	[/\bbar\b|pub|lounge|night ?club/i, "Nightlife"],
	[/hotel|hostel|bed & breakfast|guest house/i, "Hotel"],
	[/pharmacy|drugstore/i, "Pharmacy"],
	[/gym|fitness|yoga|pilates/i, "FitnessCenter"],
	[/gas station/i, "GasStation"],
	[/supermarket|grocery/i, "FoodMarket"],
	[/laundr|dry cleaner/i, "Laundry"],
	[/salon|barber|spa\b|beauty/i, "Beauty"],
	[/auto repair|car repair/i, "AutomotiveRepair"],
	[/store|shop|florist|dealer/i, "Store"],
];

/** Apple's PoiCategory for the place's main category; PascalCase of our own category where Apple has none. */
export function applePoiCategory(category: string): string {
	const known = POI_CATEGORIES.find(([pattern]) => pattern.test(category));
	if (known) return known[1];
	return normalizeText(category)
		.split(" ")
		.filter(Boolean)
		.map((w) => w.charAt(0).toUpperCase() + w.slice(1))
		.join("");
}

function streetParts(street: string): { number: string | null; route: string } {
	const m = /^(\d+[a-z]?)\s+(.+)$/i.exec(street) ?? /^(.+?),?\s+(\d+[a-z]?)$/i.exec(street);
	if (!m) return { number: null, route: street };
	return /^\d/.test(m[1]) ? { number: m[1], route: m[2] } : { number: m[2], route: m[1] };
}

/** One world place as an Apple `Place`, named as Apple lists it (appleVariant). One in twenty has no poiCategory, as Apple leaves some uncategorised. */
export function applePlace(place: WorldBusiness): Record<string, unknown> {
	const b = appleVariant(place);
	const cityLine = b.fullAddress.slice(b.street.length + 2, b.fullAddress.length - b.countryName.length - 2);
	const { number, route } = streetParts(b.street);
	const d = 0.0015;
	return {
		id: appleId(b),
		alternateIds: [appleMuid(b)],
		name: b.name,
		coordinate: { latitude: b.latitude, longitude: b.longitude },
		displayMapRegion: { southLatitude: b.latitude - d, westLongitude: b.longitude - d, northLatitude: b.latitude + d, eastLongitude: b.longitude + d },
		formattedAddressLines: [b.street, cityLine, b.countryName],
		structuredAddress: {
			administrativeArea: b.region ?? undefined,
			administrativeAreaCode: b.region ?? undefined,
			locality: b.locality,
			postCode: b.postalCode,
			thoroughfare: route,
			subThoroughfare: number ?? undefined,
			fullThoroughfare: b.street,
			areasOfInterest: [],
			dependentLocalities: [],
		},
		country: b.countryName,
		countryCode: b.countryCode,
		poiCategory: hashString(`apple-poi:${b.id}`) % 20 === 0 ? undefined : applePoiCategory(b.categories[0]),
	};
}

function sendJson(res: http.ServerResponse, status: number, value: unknown, headers: http.OutgoingHttpHeaders = {}): void {
	const buf = Buffer.from(typeof value === "string" ? value : JSON.stringify(value));
	res.writeHead(status, { "content-length": buf.length, "content-type": "application/json;charset=utf8", ...headers });
	res.end(buf);
}

function appleError(res: http.ServerResponse, status: number, message: string, headers: http.OutgoingHttpHeaders = {}): void {
	sendJson(res, status, { error: { message, details: [] } }, headers);
}

function bearer(req: http.IncomingMessage): string {
	const m = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "");
	return m ? m[1] : "";
}

function encodePageToken(state: PageState): string {
	return Buffer.from(JSON.stringify(state)).toString("base64url");
}

function decodePageToken(token: string): PageState | null {
	try {
		const s = JSON.parse(Buffer.from(token, "base64url").toString("utf8")) as Partial<PageState> | null;
		if (!s || typeof s.q !== "string" || !Number.isInteger(s.offset) || (s.offset as number) < 0 || !Array.isArray(s.countries)) return null;
		return { q: s.q, offset: s.offset as number, region: s.region ?? null, location: s.location ?? null, countries: s.countries };
	} catch {
		return null;
	}
}

function location(value: string | null): { lat: number; lng: number } | null | undefined {
	if (!value) return null;
	const [lat, lng] = value.split(",").map(Number);
	return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : undefined;
}

export interface AppleApiHandler {
	token(req: http.IncomingMessage, res: http.ServerResponse): void;
	search(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
	/** `GET /v1/place/{id}`: one place, or 404. */
	place(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
	/** `GET /__apple` stats; `POST /__apple {tokenLifetimeSeconds?, revokeTokens?}`; `DELETE` resets both. */
	admin(req: http.IncomingMessage, res: http.ServerResponse): Promise<void>;
	stats(): AppleApiStats;
}

export function createAppleApiHandler(ctx: AppleApiContext): AppleApiHandler {
	const cap = ctx.maxResults ?? APPLE_MAX_RESULTS;
	const tokens = new Map<string, number>();
	const state = { tokenLifetimeSeconds: ctx.tokenLifetimeSeconds ?? DEFAULT_TOKEN_SECONDS, tokensIssued: 0, unauthorized: 0 };

	const stats = (): AppleApiStats => ({ ...state, liveTokens: [...tokens.values()].filter((t) => t > Date.now()).length });

	function authorized(req: http.IncomingMessage): boolean {
		const expires = tokens.get(bearer(req));
		return expires !== undefined && expires > Date.now();
	}

	/** The search's parameters, from the page token when there is one; a string is the 400 message. */
	function readSearch(p: URLSearchParams): PageState | string {
		const q = (p.get("q") ?? "").trim();
		if (!q) return "Missing required parameter: q";
		const pageToken = p.get("pageToken");
		if (pageToken) {
			const s = decodePageToken(pageToken);
			if (!s || normalizeText(s.q) !== normalizeText(q)) return "Invalid pageToken";
			return s;
		}
		const rawRegion = p.get("searchRegion");
		const region = parseSearchRegion(rawRegion);
		if (rawRegion && !region) return "Invalid searchRegion: expected northLatitude,eastLongitude,southLatitude,westLongitude";
		const loc = location(p.get("searchLocation"));
		if (loc === undefined) return "Invalid searchLocation";
		const countries = (p.get("limitToCountries") ?? "")
			.split(",")
			.map((c) => c.trim().toUpperCase())
			.filter(Boolean);
		return { q, offset: 0, region, location: loc, countries };
	}

	/** Answers with the fault in Apple's shapes; false when the real answer should follow. */
	function sendAppleFault(res: http.ServerResponse, fault: { kind: FaultKind | null; n: number }): boolean {
		switch (fault.kind) {
			case "rateLimit":
			case "captcha":
			case "consent":
				appleError(res, 429, "Too Many Requests", { "retry-after": String(ctx.faults.retryAfterSeconds) });
				return true;
			case "serverError":
				appleError(res, ctx.faults.serverErrorStatus, "Internal Server Error");
				return true;
			case "malformed":
				if (fault.n % 2) sendJson(res, 200, '{"displayMapRegion":{"southLatitude":45.7},"results":[{"id":"I');
				else sendJson(res, 200, "<html><body>Service temporarily unavailable</body></html>", { "content-type": "text/html" });
				return true;
			default:
				return false;
		}
	}

	return {
		async place(req, res, url) {
			ctx.counters.searchRequests++;
			if (!authorized(req)) {
				state.unauthorized++;
				return appleError(res, 401, "Not Authorized");
			}
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault || sendAppleFault(res, fault)) return;
			const id = decodeURIComponent(url.pathname.slice(APPLE_PLACE_PATH.length));
			const b = fault.kind === "empty" ? null : businessForAppleId(ctx.world, id);
			if (!b) return appleError(res, 404, "Place not found");
			ctx.counters.placesServed++;
			sendJson(res, 200, applePlace(b));
		},

		token(req, res) {
			if (!bearer(req)) return appleError(res, 401, "Not Authorized");
			const now = Date.now();
			for (const [t, expires] of tokens) if (expires <= now) tokens.delete(t);
			const accessToken = `sim.${randomBytes(24).toString("base64url")}`;
			tokens.set(accessToken, now + state.tokenLifetimeSeconds * 1000);
			state.tokensIssued++;
			sendJson(res, 200, { accessToken, expiresInSeconds: state.tokenLifetimeSeconds });
		},

		async search(req, res, url) {
			ctx.counters.searchRequests++;
			if (!authorized(req)) {
				state.unauthorized++;
				return appleError(res, 401, "Not Authorized");
			}
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault) return;
			const { kind } = fault;
			if (sendAppleFault(res, fault)) return;
			const p = url.searchParams;
			const search = readSearch(p);
			if (typeof search === "string") return appleError(res, 400, search);
			const filter = p.get("resultTypeFilter");
			const poiWanted = !filter || filter.split(",").some((f) => f.trim().toLowerCase() === "poi");
			const categories = (p.get("includePoiCategories") ?? "")
				.split(",")
				.map((c) => c.trim())
				.filter(Boolean);
			const reachable =
				kind === "empty" || !poiWanted
					? []
					: placesInView(ctx.world, search.q, search.region, search.location)
							.filter((b) => !search.countries.length || search.countries.includes(b.countryCode))
							.filter((b) => !categories.length || categories.includes(applePoiCategory(b.categories[0])))
							.slice(0, cap);
			const page = reachable.slice(search.offset, search.offset + APPLE_PAGE_SIZE);
			const next = search.offset + page.length;
			ctx.counters.placesServed += page.length;
			const r = search.region;
			const answer: Record<string, unknown> = {
				displayMapRegion: r ? { southLatitude: r.south, westLongitude: r.west, northLatitude: r.north, eastLongitude: r.east } : undefined,
				results: page.map(applePlace),
			};
			if (page.length && next < reachable.length) {
				answer.paginationInfo = {
					nextPageToken: encodePageToken({ ...search, offset: next }),
					totalPageCount: Math.ceil(reachable.length / APPLE_PAGE_SIZE),
					totalResults: reachable.length,
				};
			}
			sendJson(res, 200, answer);
		},

		async admin(req, res) {
			if (req.method === "DELETE") {
				tokens.clear();
				state.tokenLifetimeSeconds = ctx.tokenLifetimeSeconds ?? DEFAULT_TOKEN_SECONDS;
			} else if (req.method === "POST" || req.method === "PUT") {
				let body: { tokenLifetimeSeconds?: unknown; revokeTokens?: unknown };
				try {
					body = JSON.parse((await readBody(req)) || "{}");
				} catch {
					return sendJson(res, 400, { error: "invalid JSON" });
				}
				const seconds = body.tokenLifetimeSeconds;
				if (seconds !== undefined && (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0)) {
					return sendJson(res, 400, { error: "tokenLifetimeSeconds must be a positive number" });
				}
				if (typeof seconds === "number") state.tokenLifetimeSeconds = seconds;
				if (body.revokeTokens === true) tokens.clear();
			} else if (req.method !== "GET") {
				return sendJson(res, 405, { error: "method not allowed" });
			}
			sendJson(res, 200, stats());
		},

		stats,
	};
}
