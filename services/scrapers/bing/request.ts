/** Bing Maps' web overlay (see ../bing.md): the listing and the lookup by ypid. */

export const BING_BASE = "https://www.bing.com";
export const BING_OVERLAY_PATH = "/maps/overlaybfpr";
export const BING_INFOBOX_PATH = "/maps/infoboxoverlaybfpr";
/** What we ask for with `count`; the overlay serves up to 25 a page. */
export const BING_PAGE_SIZE = 20;
export const BING_MAX_PAGE_SIZE = 25;
/** A listing stops at about 100 results per query and map view, however many exist. */
export const BING_MAX_RESULTS = 100;
export const BING_REFERER = "https://www.bing.com/maps";

export interface BingBounds {
	south: number;
	west: number;
	north: number;
	east: number;
}

export interface OverlayRequest {
	query: string;
	/** map centre, sent as `cp=lat~lng` */
	lat: number;
	lng: number;
	/** the map view, sent as `localMapView=N,W,S,E` */
	bounds?: BingBounds | null;
	/** 0-based offset of the first result */
	first?: number;
	count?: number;
	/** market, e.g. "en-US" (`setlang`); optional */
	lang?: string | null;
}

export interface BingHttpRequest {
	url: string;
	headers: Record<string, string>;
}

function coord(n: number): string {
	return String(Number(n.toFixed(6)));
}

function join(base: string, path: string, params: URLSearchParams): string {
	return `${base.replace(/\/+$/, "")}${path}?${params.toString()}`;
}

/** `GET <base>/maps/overlaybfpr?q=&count=&first=&cp=lat~lng&localMapView=N,W,S,E&ads=0&filters=direction_partner:"maps"`. */
export function buildOverlayRequest(base: string, req: OverlayRequest): BingHttpRequest {
	const params = new URLSearchParams();
	params.set("q", req.query);
	params.set("count", String(Math.max(1, Math.min(BING_MAX_PAGE_SIZE, Math.round(req.count ?? BING_PAGE_SIZE)))));
	params.set("first", String(Math.max(0, Math.round(req.first ?? 0))));
	params.set("cp", `${coord(req.lat)}~${coord(req.lng)}`);
	if (req.bounds) {
		const { north, west, south, east } = req.bounds;
		params.set("localMapView", [north, west, south, east].map(coord).join(","));
	}
	params.set("ads", "0");
	params.set("filters", 'direction_partner:"maps"');
	if (req.lang) params.set("setlang", req.lang);
	return { url: join(base, BING_OVERLAY_PATH, params), headers: { referer: BING_REFERER } };
}

/** `GET <base>/maps/infoboxoverlaybfpr?q=&filters=local_ypid:"<ypid>"`: one place by its ypid. */
export function buildInfoboxRequest(base: string, ypid: string, query = ""): BingHttpRequest {
	const params = new URLSearchParams();
	params.set("q", query);
	params.set("filters", `local_ypid:"${ypid.replace(/"/g, "")}"`);
	return { url: join(base, BING_INFOBOX_PATH, params), headers: { referer: BING_REFERER } };
}
