import http from "node:http";
import type { AddressInfo } from "node:net";
import { parsePb, type ParsedSearchRequest } from "./request-decoders";
import { APPLE_ADMIN_PATH, APPLE_PLACE_PATH, APPLE_SEARCH_PATH, APPLE_TOKEN_PATH, createAppleApiHandler } from "./apple-api";
import { BING_INFOBOX_PATH, BING_OVERLAY_PATH, createBingOverlayHandler } from "./bing-wire";
import { FaultInjector, readBody, takeFault } from "./faults";
import { openingHoursOf } from "./hours";
import type { FaultConfig, SimulatorStats } from "./simulator.contract";
import { placeJson, renderSearchPage } from "./google-wire";
import { createGooglePlacesHandler, LISTUGCPOSTS_PATH, PLACE_PAGE_PATHS, sendGoogleFault } from "./google-places";
import { PlaceChanges, PlaceChangeError, type PlaceChangeInput } from "./place-changes";
import { MAX_OPENED_PER_TOWN, OpenPlacesError } from "./opened-places";
import { townNamed } from "./query-location";
import { reviewsOf, type ReviewTruth } from "./reviews/generate";
import { createPlacesApiHandler, PLACES_SEARCH_PATH } from "./places-api";
import { createPlaceDetailsHandler, PLACES_DETAILS_PATH } from "./places-details";
import { MerchantSites, type MerchantSitesOptions } from "./sites";
import { defaultWorld, type World, type WorldBusiness } from "./world";

export interface SimulatorOptions {
	world?: World;
	/** Paths answering Google's keyless search (default `/search` and `/maps/search`). */
	searchPaths?: string[];
	/** Google's per-query ceiling however many places match (default 120). */
	maxResultsPerQuery?: number;
	/** Largest page served whatever `!7i` asks (default 20). */
	maxPageSize?: number;
	faults?: FaultConfig;
	/** City keys to generate at creation instead of on first request (a city takes ~0.3 s). */
	preloadCities?: string[];
	/** Serve every business's merchant website as `http://[www.]<label>.<zone>:<port>/` (and list it so); off keeps the real-looking domains. */
	merchantSites?: MerchantSitesOptions;
	/** Also render every preloaded place's wire JSON up front (~0.1 ms and ~3 KB a place), so benchmarks measure steady state. */
	prerender?: boolean;
	/** Told of every place change made over HTTP (`POST`/`DELETE /sandbox/places/…`), so a service can pass it on to other simulators. */
	onPlaceChange?: (change: PlaceChangeEvent) => void;
}

/** A change to pass on: one place changed (`input`), reset (one place, or all when `cid` is absent), or places opened in a town. */
export type PlaceChangeEvent = { cid: string; input: PlaceChangeInput } | { reset: true; cid?: string } | { opened: OpenedPlaces };

/** Places opened in a town (its world key): the `ordinals`-th ones made from places of `kind` (any kind: null). */
export interface OpenedPlaces {
	town: string;
	kind: string | null;
	ordinals: number[];
}
/** At most this many places opened by one request. */
export const MAX_OPEN_AT_ONCE = 50;

export interface SimulatorServer extends http.Server {
	readonly world: World;
	/** the merchant websites, when `merchantSites` is on */
	readonly sites: MerchantSites | null;
	/** Changes one place as every provider shows it; throws PlaceChangeError on a bad change, null when no place has that CID. */
	changePlace(cid: string, input: PlaceChangeInput): WorldBusiness | null;
	/**
	 * Opens `count` new places in a town (a name as a search's location takes it), of a kind (a keyword a search
	 * would find them by) or of any; null when no town has that name, OpenPlacesError when it has no place of that kind.
	 */
	openPlaces(town: string, count: number, kind: string | null): { opened: OpenedPlaces; places: WorldBusiness[] } | null;
	/** Opens the places another simulator opened (the same ones). */
	applyOpened(opened: OpenedPlaces): WorldBusiness[];
	/** Forgets the changes of one place, or of all. */
	resetPlaces(cid?: string): void;
	/** What each of the place's reviews was written with (null when no place has that CID). */
	reviewTruth(cid: string): { cid: string; trend: string; reviews: ReviewTruth[] } | null;
	setFaults(faults: FaultConfig): void;
	getFaults(): FaultConfig;
	stats(): SimulatorStats;
	/** The viewports Google's keyless search was asked for since the last call (the latest 10,000 at most), and forgets them. */
	takeSearchViewports(): SearchViewport[];
	/**
	 * How keyless searches rank a viewport's places: by prominence (the default, the same order in every
	 * viewport), or nearest the viewport's centre first, so a smaller viewport ranks its places its own way.
	 */
	rankSearches(order: SearchRanking): void;
	/** Resolves to the base URL, e.g. `http://127.0.0.1:43121`; port 0 picks a free one. */
	listenOn(port?: number, host?: string): Promise<string>;
	/** Closes the server, dropping held (timed-out) requests and idle keep-alive connections. */
	shutdown(): Promise<void>;
}

/** One keyless search request: the query and the page of the viewport asked for. */
export interface SearchViewport {
	query: string;
	lat: number;
	lng: number;
	spanMeters: number;
	offset: number;
	served: number;
}
const MAX_KEPT_VIEWPORTS = 10_000;

export interface SearchPageResult {
	places: WorldBusiness[];
	/** Places the query can reach in this viewport: min(matches, cap). */
	reachable: number;
}

export type SearchRanking = "prominence" | "nearest";

/** One page of a (query, viewport): the best `cap` matches, then `offset`/`pageSize` inside them. */
export function searchPage(
	world: World,
	query: string,
	req: Pick<ParsedSearchRequest, "lat" | "lng" | "spanMeters" | "offset" | "pageSize">,
	cap = 120,
	ranking: SearchRanking = "prominence",
): SearchPageResult {
	const matches = world.businessesMatching(query, req);
	const ranked = ranking === "nearest" ? nearestFirst(matches, req.lat, req.lng) : matches;
	const reachable = ranked.slice(0, cap);
	const start = Math.max(0, Math.floor(req.offset));
	return { places: reachable.slice(start, start + Math.max(0, Math.floor(req.pageSize))), reachable: reachable.length };
}

function nearestFirst(places: WorldBusiness[], lat: number, lng: number): WorldBusiness[] {
	const d = (b: WorldBusiness) => (b.latitude - lat) ** 2 + ((b.longitude - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
	return places
		.map((b) => ({ b, d: d(b) }))
		.sort((x, y) => x.d - y.d)
		.map((x) => x.b);
}

function send(res: http.ServerResponse, status: number, body: string, headers: http.OutgoingHttpHeaders = {}): void {
	const buf = Buffer.from(body);
	res.writeHead(status, { "content-length": buf.length, "content-type": "text/plain; charset=utf-8", ...headers });
	res.end(buf);
}

function sendJson(res: http.ServerResponse, status: number, value: unknown): void {
	send(res, status, JSON.stringify(value), { "content-type": "application/json; charset=utf-8" });
}

function numberParam(params: URLSearchParams, name: string): number | null {
	const raw = params.get(name);
	if (raw === null || raw.trim() === "") return null;
	const n = Number(raw);
	return Number.isFinite(n) ? n : null;
}

/** Where place changes are posted on the simulator's HTTP port. */
export const SANDBOX_PLACES_PATH = "/sandbox/places";
/** Where places are opened in a town: `<path>/<town>/places`. */
export const SANDBOX_TOWNS_PATH = "/sandbox/towns";

/** What a change answers: the monitored fields as the place now shows them. */
export function placeSummary(b: WorldBusiness): Record<string, unknown> {
	return {
		cid: b.cid,
		name: b.name,
		phone: b.phone,
		website: b.website,
		address: b.fullAddress,
		categories: b.categories,
		rating: b.rating,
		reviewCount: b.reviewCount,
		businessStatus: b.businessStatus,
		hours: b.hours ? openingHoursOf(b.hours) : [],
	};
}

export function createSimulatorServer(options: SimulatorOptions = {}): SimulatorServer {
	const sites = options.merchantSites ? new MerchantSites(options.merchantSites) : null;
	const baseWorld = options.world ?? defaultWorld;
	const servedWorld = sites ? sites.worldView(baseWorld, () => (server.address() as AddressInfo | null)?.port ?? null) : baseWorld;
	const changes = new PlaceChanges();
	const world = changes.view(servedWorld);
	const searchPaths = new Set(options.searchPaths ?? ["/search", "/maps/search"]);
	const cap = options.maxResultsPerQuery ?? 120;
	const maxPageSize = options.maxPageSize ?? 20;
	const faults = new FaultInjector(options.faults);
	const held = new Set<http.ServerResponse>();
	const counters = { requests: 0, searchRequests: 0, placesServed: 0 };
	const viewports: SearchViewport[] = [];
	let ranking: SearchRanking = "prominence";
	const placesApi = createPlacesApiHandler({ world, faults, held, counters });
	const bing = createBingOverlayHandler({ world, faults, held, counters });
	const apple = createAppleApiHandler({ world, faults, held, counters });
	const google = createGooglePlacesHandler({ world, faults, held, counters });
	const placeDetails = createPlaceDetailsHandler({ world, faults, held, counters });
	for (const key of options.preloadCities ?? []) {
		const businesses = baseWorld.cityBusinesses(key);
		if (options.prerender) for (const b of businesses) placeJson(b);
	}

	async function handleSearch(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
		counters.searchRequests++;
		const fault = await takeFault(faults, held, res);
		if (!fault) return;
		const { kind } = fault;

		const query = url.searchParams.get("q") ?? "";
		const pb = url.searchParams.get("pb");
		const viewport = pb ? parsePb(pb) : null;
		if (sendGoogleFault(req, res, fault, { faults }, `)]}'\n[[${JSON.stringify(query)},[[null,null,null,null,null`)) return;
		if (!viewport) return send(res, 400, "missing or invalid pb viewport");
		const pageSize = Math.min(maxPageSize, Math.max(1, viewport.pageSize));
		const places = kind === "empty" ? [] : searchPage(world, query, { ...viewport, pageSize }, cap, ranking).places;
		const { lat, lng, spanMeters, offset } = viewport;
		if (viewports.push({ query, lat, lng, spanMeters, offset, served: places.length }) > MAX_KEPT_VIEWPORTS) viewports.shift();
		counters.placesServed += places.length;
		send(res, 200, renderSearchPage(query, places, viewport, faults.layout), { "content-type": "application/json; charset=UTF-8" });
	}

	function handleWorld(res: http.ServerResponse, url: URL): void {
		const p = url.searchParams;
		if (url.pathname === "/__world/cities") return sendJson(res, 200, { cities: world.cities() });
		const fromPb = p.get("pb") ? parsePb(p.get("pb") as string) : null;
		const lat = fromPb?.lat ?? numberParam(p, "lat");
		const lng = fromPb?.lng ?? numberParam(p, "lng");
		const spanMeters = fromPb?.spanMeters ?? numberParam(p, "spanMeters");
		if (lat === null || lng === null || spanMeters === null || spanMeters <= 0) {
			return sendJson(res, 400, { error: "lat, lng and spanMeters (or pb) are required" });
		}
		const matches = world.businessesMatching(p.get("q") ?? "", { lat, lng, spanMeters });
		sendJson(res, 200, {
			total: matches.length,
			cap,
			businesses: matches.map((b) => ({
				id: b.id,
				cid: b.cid,
				placeId: b.placeId,
				name: b.name,
				categories: b.categories,
				latitude: b.latitude,
				longitude: b.longitude,
			})),
		});
	}

	async function handleFaults(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		if (req.method === "GET") return sendJson(res, 200, faults.get());
		if (req.method === "DELETE") {
			faults.set({});
			return sendJson(res, 200, {});
		}
		if (req.method !== "POST" && req.method !== "PUT") return sendJson(res, 405, { error: "method not allowed" });
		try {
			faults.set(JSON.parse((await readBody(req)) || "{}"));
		} catch (err) {
			return sendJson(res, 400, { error: (err as Error).message });
		}
		sendJson(res, 200, faults.get());
	}

	function changePlace(cid: string, input: PlaceChangeInput): WorldBusiness | null {
		const base = changes.baseOf(servedWorld, cid);
		return base ? changes.change(base, input) : null;
	}

	const applyOpened = (o: OpenedPlaces) => changes.open(servedWorld, o.town, o.kind, o.ordinals);

	function openPlaces(town: string, count: number, kind: string | null): { opened: OpenedPlaces; places: WorldBusiness[] } | null {
		if (!Number.isInteger(count) || count < 1 || count > MAX_OPEN_AT_ONCE)
			throw new OpenPlacesError(`count must be a whole number from 1 to ${MAX_OPEN_AT_ONCE}`);
		if (kind !== null && (typeof kind !== "string" || !kind.trim() || kind.length > 100))
			throw new OpenPlacesError("kind must be a keyword of at most 100 characters");
		const city = servedWorld.findCity(town) ?? townNamed(town);
		if (!city) return null;
		const opened = { town: city.key, kind: kind?.trim() ?? null, ordinals: changes.nextOrdinals(city.key, count) };
		if (opened.ordinals[count - 1] > MAX_OPENED_PER_TOWN) throw new OpenPlacesError(`at most ${MAX_OPENED_PER_TOWN} places open in one town`);
		return { opened, places: applyOpened(opened) };
	}

	/** `POST /sandbox/towns/<town>/places` `{ count?, kind? }`: new places in the town (answers them as Google shows them). */
	async function handleOpenPlaces(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
		const town = decodeURIComponent(
			url.pathname
				.slice(SANDBOX_TOWNS_PATH.length)
				.replace(/\/places\/?$/, "")
				.replace(/^\/+/, ""),
		);
		if (req.method !== "POST" || !/\/places\/?$/.test(url.pathname) || !town) {
			return sendJson(res, 405, { error: "method_not_allowed", message: "POST /sandbox/towns/<town>/places with { count?, kind? }" });
		}
		let input: { count?: number; kind?: string | null };
		try {
			input = JSON.parse((await readBody(req)) || "{}");
			if (!input || typeof input !== "object" || Array.isArray(input)) throw new Error();
		} catch {
			return sendJson(res, 400, { error: "invalid_json", message: "the body must be a JSON object" });
		}
		try {
			const done = openPlaces(town, input.count ?? 1, input.kind ?? null);
			if (!done) return sendJson(res, 404, { error: "town_not_found", message: `no simulated town is called ${town}` });
			options.onPlaceChange?.({ opened: done.opened });
			sendJson(res, 200, { town: done.opened.town, places: done.places.map(placeSummary) });
		} catch (err) {
			if (!(err instanceof OpenPlacesError)) throw err;
			sendJson(res, 400, { error: "invalid_change", message: err.message });
		}
	}

	/** `POST /sandbox/places/<cid>` a JSON change (answers the place as Google now shows it); `DELETE` resets it (`/sandbox/places`: all). */
	async function handlePlaceChange(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
		const cid = url.pathname.slice(SANDBOX_PLACES_PATH.length).replace(/^\/+|\/+$/g, "");
		if (req.method === "DELETE") {
			changes.reset(cid || undefined);
			options.onPlaceChange?.(cid ? { reset: true, cid } : { reset: true });
			return sendJson(res, 200, { ok: true });
		}
		if (req.method !== "POST" || !cid)
			return sendJson(res, 405, { error: "method_not_allowed", message: "POST /sandbox/places/<cid> with a JSON change, or DELETE" });
		let input: PlaceChangeInput;
		try {
			input = JSON.parse((await readBody(req)) || "{}") as PlaceChangeInput;
		} catch {
			return sendJson(res, 400, { error: "invalid_json", message: "the body must be a JSON object" });
		}
		try {
			const place = changePlace(cid, input);
			if (!place) return sendJson(res, 404, { error: "place_not_found", message: `no simulated place has CID ${cid}` });
			options.onPlaceChange?.({ cid, input });
			sendJson(res, 200, placeSummary(place));
		} catch (err) {
			if (!(err instanceof PlaceChangeError)) throw err;
			sendJson(res, 400, { error: "invalid_change", message: err.message });
		}
	}

	const server = http.createServer((req, res) => {
		counters.requests++;
		const url = new URL(req.url ?? "/", "http://simulator.local");
		let work: Promise<void> | void;
		if (sites?.labelOfHost(req.headers.host)) work = sites.handle(req, res);
		else if (sites && url.pathname === "/__sites/truth") work = sites.handleTruth(url, res);
		else if (searchPaths.has(url.pathname) && (req.method === "GET" || req.method === "HEAD")) work = handleSearch(req, res, url);
		else if (PLACE_PAGE_PATHS.has(url.pathname) && req.method === "GET") work = google.placePage(req, res, url);
		else if (url.pathname === LISTUGCPOSTS_PATH && req.method === "GET") work = google.reviews(req, res, url);
		else if (url.pathname.startsWith(SANDBOX_PLACES_PATH)) work = handlePlaceChange(req, res, url);
		else if (url.pathname.startsWith(SANDBOX_TOWNS_PATH)) work = handleOpenPlaces(req, res, url);
		else if (url.pathname === PLACES_SEARCH_PATH && req.method === "POST") work = placesApi(req, res);
		else if (url.pathname.startsWith(PLACES_DETAILS_PATH) && req.method === "GET") work = placeDetails(req, res, url);
		else if (url.pathname === BING_OVERLAY_PATH && req.method === "GET") work = bing.overlay(req, res, url);
		else if (url.pathname === BING_INFOBOX_PATH && req.method === "GET") work = bing.infobox(req, res, url);
		else if (url.pathname === APPLE_TOKEN_PATH && req.method === "GET") work = apple.token(req, res);
		else if (url.pathname === APPLE_SEARCH_PATH && req.method === "GET") work = apple.search(req, res, url);
		else if (url.pathname.startsWith(APPLE_PLACE_PATH) && req.method === "GET") work = apple.place(req, res, url);
		else if (url.pathname === APPLE_ADMIN_PATH) work = apple.admin(req, res);
		else if (url.pathname === "/__faults") work = handleFaults(req, res);
		else if (url.pathname === "/__world" || url.pathname === "/__world/cities") work = handleWorld(res, url);
		else if (url.pathname === "/__stats") work = sendJson(res, 200, stats());
		else work = sendJson(res, 404, { error: "not_found" });
		Promise.resolve(work).catch((err: Error) => {
			if (!res.headersSent) sendJson(res, 500, { error: err.message });
			else res.destroy();
		});
	});
	// Clients keep idle sockets up to 10 s (provider-http's agent, fetch's 4 s): a server that closed them
	// first (Node's default 5 s) races a reused socket into ECONNRESET on a loaded machine.
	server.keepAliveTimeout = 65_000;
	server.headersTimeout = 66_000;

	function stats(): SimulatorStats {
		return { ...counters, faults: { ...faults.injected } };
	}

	return Object.assign(server, {
		world,
		sites,
		changePlace,
		openPlaces,
		applyOpened,
		resetPlaces: (cid?: string) => changes.reset(cid),
		reviewTruth(cid: string) {
			const b = world.businessByCid(cid);
			if (!b) return null;
			const place = reviewsOf(b);
			return { cid, trend: place.trend, reviews: place.reviews.map((r) => r.truth) };
		},
		setFaults: (f: FaultConfig) => faults.set(f),
		getFaults: () => faults.get(),
		stats,
		takeSearchViewports: () => viewports.splice(0),
		rankSearches: (order: SearchRanking) => {
			ranking = order;
		},
		listenOn(port = 0, host = "127.0.0.1"): Promise<string> {
			return new Promise<string>((resolve, reject) => {
				server.once("error", reject);
				server.listen(port, host, () => {
					server.off("error", reject);
					const address = server.address() as AddressInfo;
					resolve(`http://${host.includes(":") ? `[${host}]` : host}:${address.port}`);
				});
			});
		},
		shutdown(): Promise<void> {
			for (const res of held) res.destroy();
			held.clear();
			return new Promise<void>((resolve) => {
				if (!server.listening) return resolve();
				server.close(() => resolve());
				server.closeAllConnections();
			});
		},
	});
}
