import type http from "node:http";
import { BING_INFOBOX_PATH, BING_MAX_PAGE_SIZE, BING_MAX_RESULTS, BING_OVERLAY_PATH, BING_PAGE_SIZE, type BingBounds } from "../services/scrapers/bing/request";
import { parseCenterPoint, parseLocalMapView, ypidFromFilters } from "./request-decoders";
import { takeFault, type EndpointContext } from "./faults";
import type { FaultKind } from "./simulator.contract";
import { normalizeText } from "./matching";
import { placesMatching } from "./places-api";
import { bingVariant } from "./provider-variants";
import { hashString } from "./random";
import type { World, WorldBusiness } from "./world";

/** Bing Maps' overlay listing and lookup (Bing's overlay wire format), served from the synthetic world as HTML fragments. */

export { BING_INFOBOX_PATH, BING_OVERLAY_PATH };

export interface BingWireContext extends EndpointContext {
	/** Per query and map view (default 100, BING_MAX_RESULTS). */
	maxResults?: number;
}

export type BingLayout = "listings-item" | "maglistcard";

const METERS_PER_DEGREE = 111_320;
const YPID_STRIDE = 7919;
const YPID_OFFSET = 100_012_345;
/** A map view wider than this with a city in the query is read as "that city" (the way Bing answers a world view). */
const WIDE_VIEW_METERS = 200_000;
const DEFAULT_VIEW_METERS = 10_000;

/** `YN<city>x<n>`, derived from the place's world sequence number (a hand-made city's or a generated town's): stable, unique, and not its Google id. */
export function bingYpid(b: Pick<WorldBusiness, "seq">): string {
	const city = Math.floor(b.seq / 1_000_000);
	const index = b.seq % 1_000_000;
	return `YN${100 + city}x${YPID_OFFSET + index * YPID_STRIDE}`;
}

export function businessForYpid(world: World, ypid: string): WorldBusiness | null {
	const m = /^YN(\d+)x(\d+)$/.exec(ypid);
	if (!m) return null;
	const slot = Number(m[1]) - 100;
	const n = Number(m[2]) - YPID_OFFSET;
	if (slot < 1 || n < 0 || n % YPID_STRIDE !== 0) return null;
	return world.businessBySeq(slot * 1_000_000 + n / YPID_STRIDE);
}

function escapeHtml(s: string): string {
	return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Bing's display line: Google's address, with the country left off two times in three. */
export function bingAddress(b: WorldBusiness): string {
	const suffix = `, ${b.countryName}`;
	const keepCountry = hashString(`bing-country:${b.id}`) % 3 === 0;
	return keepCountry || !b.fullAddress.endsWith(suffix) ? b.fullAddress : b.fullAddress.slice(0, -suffix.length);
}

export function bingEntity(b: WorldBusiness): Record<string, unknown> {
	return {
		entity: {
			id: bingYpid(b),
			title: b.name,
			address: bingAddress(b),
			phone: b.phone ?? undefined,
			website: b.website ?? undefined,
			primaryCategoryName: b.categories[0],
			// Broadest first, as a breadcrumb; the parser reads it back most specific first.
			primaryCategoryPath: [...b.categories.slice(1)].reverse().concat(b.categories[0]).join(" > "),
			type: "local",
		},
		geometry: { x: b.longitude, y: b.latitude },
	};
}

function ratingRow(b: WorldBusiness, layout: BingLayout): string {
	if (b.rating === null || b.reviewCount === null) return "";
	if (layout === "listings-item")
		return `<div class="b_factrow">${b.rating}/5 <span class="csrc">(${b.reviewCount})</span> · ${escapeHtml(b.categories[0])}</div>`;
	return `<div class="b_factrow"><span class="b_stars" aria-label="Star rating: ${b.rating} out of 5"></span><span>${b.rating}/5</span> <a class="b_rvw" href="#">(${b.reviewCount})</a> · Tripadvisor</div>`;
}

function renderResult(place: WorldBusiness, layout: BingLayout): string {
	const b = bingVariant(place);
	const entity = escapeHtml(JSON.stringify(bingEntity(b)));
	const name = escapeHtml(b.name);
	const address = `<div class="b_factrow">${escapeHtml(bingAddress(b))}</div>`;
	const phone = b.phone ? `<div class="b_factrow">${escapeHtml(b.phone)}</div>` : "";
	if (layout === "listings-item") {
		return (
			`<li class="listings-item-wrapper"><a class="listings-item" href="javascript:void(0)" tabindex="0" data-entity="${entity}">` +
			`<div class="b_title"><h2 class="lc_title">${name}</h2></div>${ratingRow(b, layout)}${address}${phone}</a></li>`
		);
	}
	return (
		`<div class="b_maglistcard" data-entity="${entity}"><div class="lc_content"><h2 class="lc_title"><a href="#">${name}</a></h2>` +
		`${ratingRow(b, layout)}<div class="b_factrow">${escapeHtml(b.categories[0])}</div>${address}${phone}</div></div>`
	);
}

/** One listing page; both layouts Bing has been seen to serve. */
export function renderOverlay(query: string, places: readonly WorldBusiness[], layout: BingLayout): string {
	const items = places.map((b) => renderResult(b, layout)).join("");
	const list = layout === "listings-item" ? `<ul class="b_vList">${items}</ul>` : `<div class="b_magcards">${items}</div>`;
	return `<div class="overlay-list" data-query="${escapeHtml(query)}" data-count="${places.length}">${list}</div>`;
}

export function renderInfobox(place: WorldBusiness | null): string {
	if (!place) return '<div class="mobileErrMsgFail">Sorry, we could not find that place.</div>';
	const b = bingVariant(place);
	const entity = escapeHtml(JSON.stringify(bingEntity(b)));
	return (
		`<div class="overlay-taskpane" data-entity="${entity}"><h2 class="nameContainer">${escapeHtml(b.name)}</h2>` +
		`${ratingRow(b, "listings-item")}<div class="b_factrow">${escapeHtml(bingAddress(b))}</div></div>`
	);
}

/** Bing's throttling answer: a bare `Ref A:` line, or the same wrapped in a page. */
export function refAPage(n: number, wrapped: boolean): string {
	const ref = `Ref A: ${hashString(`ref-a:${n}`).toString(16).toUpperCase().padStart(8, "0")}5B6C4D0E9F8A7B6C5D4E3F2A1B Ref B: AMS231000109019 Ref C: 2025-01-06T10:00:${String(n % 60).padStart(2, "0")}Z`;
	return wrapped ? `<!DOCTYPE html><html><head><title>Bing</title></head><body><div class="b_err">${ref}</div></body></html>` : ref;
}

/** Every match in the view, best first, before the cap. */
export function placesInView(world: World, query: string, view: BingBounds | null, center: { lat: number; lng: number } | null): WorldBusiness[] {
	if (view) {
		const lat = (view.north + view.south) / 2;
		const span = Math.max((view.north - view.south) * METERS_PER_DEGREE, (view.east - view.west) * METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
		if (span <= WIDE_VIEW_METERS || !world.locate(query)) return placesMatching(world, query, view);
		return placesMatching(world, query, null);
	}
	if (center) {
		const dLat = DEFAULT_VIEW_METERS / 2 / METERS_PER_DEGREE;
		const dLng = dLat / Math.max(0.01, Math.cos((center.lat * Math.PI) / 180));
		return placesMatching(world, query, { south: center.lat - dLat, north: center.lat + dLat, west: center.lng - dLng, east: center.lng + dLng });
	}
	return placesMatching(world, query, null);
}

function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
	const buf = Buffer.from(body);
	res.writeHead(status, { "content-length": buf.length, "content-type": "text/html; charset=utf-8", ...headers });
	res.end(buf);
}

function intParam(params: URLSearchParams, name: string, fallback: number): number {
	const n = Number(params.get(name));
	return params.get(name) !== null && Number.isInteger(n) && n >= 0 ? n : fallback;
}

export interface BingOverlayHandler {
	overlay(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
	infobox(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void>;
}

export function createBingOverlayHandler(ctx: BingWireContext): BingOverlayHandler {
	const cap = ctx.maxResults ?? BING_MAX_RESULTS;

	/** Applies this request's fault; true when the answer has been sent (or is held). */
	async function faulted(res: http.ServerResponse, kind: FaultKind | null, n: number): Promise<boolean> {
		switch (kind) {
			case "captcha":
				send(res, 200, refAPage(n, false), { "content-type": "text/plain; charset=utf-8" });
				return true;
			case "consent":
				send(res, 403, refAPage(n, true));
				return true;
			case "rateLimit":
				send(res, 429, "Too Many Requests", { "retry-after": String(ctx.faults.retryAfterSeconds) });
				return true;
			case "serverError":
				send(res, ctx.faults.serverErrorStatus, "<html><body><h1>Service Unavailable</h1></body></html>");
				return true;
			case "malformed":
				send(
					res,
					200,
					n % 2 ? '<div class="overlay-list"><ul class="b_vList"><li><a class="listings-item" data-entity="{&quot;entity&quot;:{&quot;id&quot;:&quot;YN' : "",
				);
				return true;
			default:
				return false;
		}
	}

	return {
		async overlay(req, res, url) {
			ctx.counters.searchRequests++;
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault || (await faulted(res, fault.kind, fault.n))) return;
			const { kind } = fault;
			const p = url.searchParams;
			const query = p.get("q") ?? "";
			if (!query.trim()) return send(res, 400, "<html><body>Bad request: q is required</body></html>");
			const count = Math.min(BING_MAX_PAGE_SIZE, Math.max(1, intParam(p, "count", BING_PAGE_SIZE)));
			const first = intParam(p, "first", 0);
			const view = parseLocalMapView(p.get("localMapView"));
			const center = parseCenterPoint(p.get("cp"));
			const reachable = kind === "empty" ? [] : placesInView(ctx.world, query, view, center).slice(0, cap);
			const page = reachable.slice(first, first + count);
			ctx.counters.placesServed += page.length;
			const layout: BingLayout = (hashString(`${normalizeText(query)}:${first}`) >>> 16) & 1 ? "maglistcard" : "listings-item";
			send(res, 200, renderOverlay(query, page, layout));
		},

		async infobox(req, res, url) {
			ctx.counters.searchRequests++;
			const fault = await takeFault(ctx.faults, ctx.held, res);
			if (!fault || (await faulted(res, fault.kind, fault.n))) return;
			const { kind } = fault;
			const ypid = ypidFromFilters(url.searchParams.get("filters"));
			const b = ypid && kind !== "empty" ? businessForYpid(ctx.world, ypid) : null;
			if (b) ctx.counters.placesServed++;
			send(res, 200, renderInfobox(b));
		},
	};
}
