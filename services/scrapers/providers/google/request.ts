export interface SearchRequest {
	query: string;
	lang?: string;
	country?: string;
	lat: number;
	lng: number;
	/** Either zoom or spanMeters; the other is derived with span ≈ (360 / 2^zoom) * 111320. */
	zoom?: number;
	spanMeters?: number;
	offset?: number;
	pageSize?: number;
	viewportW?: number;
	viewportH?: number;
}

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

export const DEFAULT_PAGE_SIZE = 20;
const METERS_PER_DEGREE = 111_320;
const DEFAULT_VIEWPORT = { w: 1024, h: 768 };
// Flags the web client sends after the viewport block; kept so our requests look like the browser's.
const PB_TAIL =
	"!10b1!12m22!1m3!18b1!30b1!34e1!2m3!5m1!6e2!20e3!4b0!10b1!12b1!13b1!16b1!17m1!3e1!20m3!5e2!6b1!14b1!46m1!1b0!96b1!19m4!2m3!1i360!2i120!4i8";

export function spanMetersForZoom(zoom: number): number {
	return (360 / 2 ** zoom) * METERS_PER_DEGREE;
}

export function zoomForSpanMeters(spanMeters: number): number {
	return Math.log2((360 * METERS_PER_DEGREE) / spanMeters);
}

function decimal(n: number, digits: number): string {
	return String(Number(n.toFixed(digits)));
}

export function buildPb(req: Omit<SearchRequest, "query" | "lang" | "country">): string {
	if (req.zoom === undefined && req.spanMeters === undefined) throw new Error("buildPb needs zoom or spanMeters");
	const span = req.spanMeters ?? spanMetersForZoom(req.zoom as number);
	const zoom = req.zoom ?? zoomForSpanMeters(span);
	const w = Math.round(req.viewportW ?? DEFAULT_VIEWPORT.w);
	const h = Math.round(req.viewportH ?? DEFAULT_VIEWPORT.h);
	const pageSize = Math.round(req.pageSize ?? DEFAULT_PAGE_SIZE);
	const offset = Math.max(0, Math.round(req.offset ?? 0));
	return (
		`!4m12!1m3!1d${decimal(span, 3)}!2d${decimal(req.lng, 7)}!3d${decimal(req.lat, 7)}` +
		`!2m3!1f0!2f0!3f0!3m2!1i${w}!2i${h}!4f${decimal(zoom, 2)}!7i${pageSize}!8i${offset}` +
		PB_TAIL
	);
}

/** `GET <base>?tbm=map&authuser=0&hl=…&gl=…&q=…&pb=…`; base is e.g. https://www.google.com/search or the simulator's. */
export function buildSearchUrl(base: string, req: SearchRequest): string {
	const params = new URLSearchParams({ tbm: "map", authuser: "0" });
	if (req.lang) params.set("hl", req.lang);
	if (req.country) params.set("gl", req.country.toLowerCase());
	params.set("q", req.query);
	params.set("pb", buildPb(req));
	return `${base}${base.includes("?") ? "&" : "?"}${params.toString()}`;
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
