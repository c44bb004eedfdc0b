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

export const DEFAULT_PAGE_SIZE = 20;
const METERS_PER_DEGREE = 111_320;
export const DEFAULT_VIEWPORT = { w: 1024, h: 768 };
// Flags the web client sends after the viewport block; kept so our requests look like the browser's.
const PB_TAIL = "!10b1!12m22!1m3!18b1!30b1!34e1!2m3!5m1!6e2!20e3!4b0!10b1!12b1!13b1!16b1!17m1!3e1!20m3!5e2!6b1!14b1!46m1!1b0!96b1!19m4!2m3!1i360!2i120!4i8";

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
