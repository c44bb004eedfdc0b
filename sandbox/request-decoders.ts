import { DEFAULT_PAGE_SIZE, DEFAULT_VIEWPORT, spanMetersForZoom, zoomForSpanMeters } from "../services/scrapers/google/request";
import { REVIEWS_MAX_PAGE_SIZE, SORT_CODE, type ReviewSort } from "../services/scrapers/google/reviews";
import type { BingBounds } from "../services/scrapers/bing/request";
import type { AppleBounds } from "../services/scrapers/apple/api";

/**
 * The simulator's side of each provider's wire format: the requests the scrapers build
 * (services/scrapers/<provider>/), read back. Only the simulator and the tests use them.
 */

export interface ParsedSearchRequest {
	query: string;
	lang: string | null;
	country: string | null;
	lat: number;
	lng: number;
	spanMeters: number;
	zoom: number;
	pageSize: number;
	offset: number;
	viewportW: number;
	viewportH: number;
}

function pbNumber(pb: string, pattern: RegExp): number | null {
	const m = pattern.exec(pb);
	if (!m) return null;
	const n = Number(m[1]);
	return Number.isFinite(n) ? n : null;
}

const NUM = "(-?\\d+(?:\\.\\d+)?(?:e[-+]?\\d+)?)";
const PB = {
	span: new RegExp(`!1d${NUM}`, "i"),
	lng: new RegExp(`!2d${NUM}`, "i"),
	lat: new RegExp(`!3d${NUM}`, "i"),
	viewport: /!3m2!1i(\d+)!2i(\d+)/,
	zoom: new RegExp(`!4f${NUM}`, "i"),
	pageSize: /!7i(\d+)/,
	offset: /!8i(\d+)/,
};

/** Reads the viewport and paging back out of a `pb` string; null when the viewport centre is missing. */
export function parsePb(pb: string): Omit<ParsedSearchRequest, "query" | "lang" | "country"> | null {
	const lat = pbNumber(pb, PB.lat);
	const lng = pbNumber(pb, PB.lng);
	if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
	const spanGiven = pbNumber(pb, PB.span);
	const zoomGiven = pbNumber(pb, PB.zoom);
	const spanMeters = spanGiven !== null && spanGiven > 0 ? spanGiven : spanMetersForZoom(zoomGiven ?? 13);
	const viewport = PB.viewport.exec(pb);
	return {
		lat,
		lng,
		spanMeters,
		zoom: zoomGiven ?? zoomForSpanMeters(spanMeters),
		pageSize: pbNumber(pb, PB.pageSize) ?? DEFAULT_PAGE_SIZE,
		offset: pbNumber(pb, PB.offset) ?? 0,
		viewportW: viewport ? Number(viewport[1]) : DEFAULT_VIEWPORT.w,
		viewportH: viewport ? Number(viewport[2]) : DEFAULT_VIEWPORT.h,
	};
}

/** Inverse of buildSearchUrl; accepts a full URL or a path with its query string. */
export function parseSearchUrl(url: string): ParsedSearchRequest | null {
	let parsed: URL;
	try {
		parsed = new URL(url, "http://localhost");
	} catch {
		return null;
	}
	const pb = parsed.searchParams.get("pb");
	const viewport = pb ? parsePb(pb) : null;
	if (!viewport) return null;
	return {
		query: parsed.searchParams.get("q") ?? "",
		lang: parsed.searchParams.get("hl"),
		country: parsed.searchParams.get("gl")?.toUpperCase() ?? null,
		...viewport,
	};
}

const PB_FIELDS = {
	featureId: /!1m6!1s([^!]+)/,
	sort: /!6m4!4m1!1e(\d+)/,
	pageSize: /!2m2!1i(\d+)/,
	pageToken: /!2m2!1i\d+!2s([^!]*)/,
};

/** Reads a listugcposts pb back (the simulator's side); null without a feature id. */
export function parseReviewsPb(pb: string): { featureId: string; sort: ReviewSort; pageSize: number; pageToken: string | null } | null {
	const fid = PB_FIELDS.featureId.exec(pb)?.[1];
	if (!fid) return null;
	const decode = (s: string) => {
		try {
			return decodeURIComponent(s);
		} catch {
			return s;
		}
	};
	const size = Number(PB_FIELDS.pageSize.exec(pb)?.[1] ?? REVIEWS_MAX_PAGE_SIZE);
	const token = decode(PB_FIELDS.pageToken.exec(pb)?.[1] ?? "");
	return {
		featureId: decode(fid),
		sort: (Object.keys(SORT_CODE) as ReviewSort[]).find((s) => String(SORT_CODE[s]) === PB_FIELDS.sort.exec(pb)?.[1]) ?? "relevant",
		pageSize: Number.isFinite(size) && size > 0 ? Math.min(REVIEWS_MAX_PAGE_SIZE, size) : REVIEWS_MAX_PAGE_SIZE,
		pageToken: token || null,
	};
}

type Bounds = { north: number; south: number; east: number; west: number };

/** Four comma-separated numbers, named in `order`, as valid bounds; null when absent or invalid. */
function boundsFrom(value: string | null | undefined, order: readonly (keyof Bounds)[]): Bounds | null {
	if (!value) return null;
	const parts = value.split(",").map((s) => Number(s.trim()));
	if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
	const b = Object.fromEntries(order.map((k, i) => [k, parts[i]])) as Bounds;
	if (Math.abs(b.north) > 90 || Math.abs(b.south) > 90 || Math.abs(b.west) > 180 || Math.abs(b.east) > 180 || b.south > b.north) return null;
	return b;
}

/** `localMapView=N,W,S,E` back into bounds; null when absent or not four valid numbers. */
export function parseLocalMapView(value: string | null | undefined): BingBounds | null {
	const b = boundsFrom(value, ["north", "west", "south", "east"]);
	return b && { north: b.north, west: b.west, south: b.south, east: b.east };
}

/** `cp=lat~lng` back into a point; null when absent or invalid. */
export function parseCenterPoint(value: string | null | undefined): { lat: number; lng: number } | null {
	if (!value) return null;
	const [lat, lng] = value.split("~").map((s) => Number(s.trim()));
	return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The ypid out of `local_ypid:"YN…"` in a `filters` value. */
export function ypidFromFilters(filters: string | null | undefined): string | null {
	const m = /local_ypid:\s*"?([^"\s]+)"?/.exec(filters ?? "");
	return m ? m[1] : null;
}

/** `searchRegion=north,east,south,west` back into bounds; null when absent or invalid. */
export function parseSearchRegion(value: string | null | undefined): AppleBounds | null {
	const b = boundsFrom(value, ["north", "east", "south", "west"]);
	return b && { north: b.north, east: b.east, south: b.south, west: b.west };
}
