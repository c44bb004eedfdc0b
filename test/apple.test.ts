import { reloadConfig } from "../shared/config";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import {
	buildSearchRequest,
	buildTokenRequest,
	parseSearchResponse,
	parseTokenResponse,
	poiCategoryWords,
	type ApplePlace,
} from "../services/scrapers/apple/api";
import { parseSearchRegion } from "../sandbox/request-decoders";
import { AppleAccessTokens } from "../services/scrapers/apple/access-tokens";
import { ApplePager, requireAppleJwt } from "../services/scrapers/apple/apple-pager";
import { variantName } from "../sandbox/provider-variants";
import { appleId, appleMuid, applePoiCategory, type AppleApiStats } from "../sandbox/apple-api";
import { placesMatching } from "../sandbox/places-api";
import type { WorldBusiness } from "../sandbox/world";
import { boundsAround, inside, type Bounds, type Cell } from "../services/scrapers/framework/area";
import { findPlace } from "../services/scrapers/framework/gazetteer";
import { ProviderHttp } from "../services/scrapers/framework/provider-http";
import { ProviderFailure } from "../services/scrapers/framework/retry";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";

const fixture = (name: string) => readFileSync(join(__dirname, "fixtures", "apple", name), "utf8");

describe("request builders", () => {
	it("exchanges the MapKit JWT at /v1/token", () => {
		expect(buildTokenRequest("https://maps-api.apple.com/", "jwt.value")).toEqual({
			url: "https://maps-api.apple.com/v1/token",
			headers: { authorization: "Bearer jwt.value" },
		});
	});

	it("searches with searchRegion in Apple's order: north, east, south, west", () => {
		const r = buildSearchRequest("https://maps-api.apple.com", "access", {
			query: "bakery",
			lang: "fr-FR",
			countries: ["fr", "bad!"],
			region: { south: 45.7, west: 4.78, north: 45.8, east: 4.9 },
			pageToken: "tok",
		});
		const url = new URL(r.url);
		expect(url.pathname).toBe("/v1/search");
		expect(Object.fromEntries(url.searchParams)).toEqual({
			q: "bakery",
			lang: "fr-FR",
			limitToCountries: "FR",
			searchRegion: "45.8,4.9,45.7,4.78",
			resultTypeFilter: "Poi",
			pageToken: "tok",
		});
		expect(r.headers).toEqual({ authorization: "Bearer access" });
		expect(parseSearchRegion("45.8,4.9,45.7,4.78")).toEqual({ north: 45.8, east: 4.9, south: 45.7, west: 4.78 });
		expect(parseSearchRegion("45.7,4.9,45.8,4.78")).toBeNull();
		const bare = new URL(buildSearchRequest("http://sim", "a", { query: "x", location: { lat: 1.5, lng: 2 } }).url);
		expect(Object.fromEntries(bare.searchParams)).toEqual({ q: "x", searchLocation: "1.5,2", resultTypeFilter: "Poi" });
	});
});

describe("parsing", () => {
	it("reads Apple places: full, partial, unplaceable, and skips what has no id or name", () => {
		const page = parseSearchResponse(fixture("search-page.json"));
		expect(page).toMatchObject({ total: 7, nextPageToken: "Cg0IARIJCgdwaXp6YQ==", malformed: false });
		expect(page.places).toEqual<ApplePlace[]>([
			{
				id: "I7C250D2CDCB364A",
				name: "Joe's Pizza",
				latitude: 40.7305597,
				longitude: -74.0022165,
				fullAddress: "7 Carmine St, New York, NY 10014, United States",
				street: "7 Carmine St",
				locality: "New York",
				postalCode: "10014",
				region: "New York",
				countryCode: "US",
				categories: ["Restaurant"],
				alternateIds: ["IA1B2C3D4E5F60718", "I0000000000000001"],
			},
			{
				id: "IF00D1E5B3A2C4D6E",
				name: "Equinox Greenwich Village",
				latitude: 40.7341,
				longitude: -73.9985,
				fullAddress: "97 Greenwich Ave, New York, NY 10014",
				street: "97 Greenwich Ave",
				locality: "New York",
				postalCode: null,
				region: null,
				countryCode: "US",
				categories: ["Fitness center"],
				alternateIds: [],
			},
			{
				id: "I1234ABCD5678EF90",
				name: "Unplaced Kiosk",
				latitude: null,
				longitude: null,
				fullAddress: null,
				street: null,
				locality: null,
				postalCode: null,
				region: null,
				countryCode: null,
				categories: ["ATM"],
				alternateIds: [],
			},
		]);
	});

	it("reads the last page, an empty answer, and flags what is not a search answer", () => {
		const last = parseSearchResponse(fixture("search-last-page.json"));
		expect(last).toMatchObject({ total: 1, nextPageToken: null, malformed: false });
		expect(last.places[0]).toMatchObject({ street: "12 Rue Saint-Jean", locality: "Lyon", postalCode: "69005", countryCode: "FR", categories: ["Bakery"] });
		expect(parseSearchResponse(fixture("search-empty.json"))).toEqual({ places: [], total: 0, nextPageToken: null, malformed: false });
		for (const body of [fixture("error-429.json"), "<html></html>", '{"results":[{"id":"I', "", "[]"]) {
			expect(parseSearchResponse(body).malformed).toBe(true);
		}
	});

	it("reads the token answer and PoiCategory names", () => {
		expect(parseTokenResponse(fixture("token.json"))).toMatchObject({ expiresInSeconds: 1800 });
		expect(parseTokenResponse(fixture("error-401.json"))).toBeNull();
		expect(parseTokenResponse('{"accessToken":"x","expiresInSeconds":0}')).toBeNull();
		expect(["FitnessCenter", "EVCharger", "ATM", "MKPOICategoryGasStation", "", 3].map(poiCategoryWords)).toEqual([
			"Fitness center",
			"EV charger",
			"ATM",
			"Gas station",
			null,
			null,
		]);
	});
});

let app: TestApp;
let base: string;
const lyon = findPlace("Lyon")!;
const lyonArea: Bounds = boundsAround(lyon.lat, lyon.lng, lyon.radiusMeters);
const lyonCell: Cell = { ...lyonArea, depth: 0 };

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	base = process.env.LEADMAP_APPLE_URL!;
});
afterAll(() => app.stop());
afterEach(async () => {
	app.simulator!.setFaults({});
	await fetch(`${base}/__apple`, { method: "DELETE" });
});

async function appleAdmin(body?: Record<string, unknown>): Promise<AppleApiStats> {
	const res = await fetch(`${base}/__apple`, body ? { method: "POST", body: JSON.stringify(body) } : {});
	return (await res.json()) as AppleApiStats;
}

async function token(): Promise<string> {
	const res = await fetch(`${base}/v1/token`, { headers: { authorization: "Bearer any.mapkit.jwt" } });
	return parseTokenResponse(await res.text())!.accessToken;
}

async function searchAll(access: string, query: string, region: Bounds): Promise<ApplePlace[]> {
	const out: ApplePlace[] = [];
	let pageToken: string | null = null;
	do {
		const r = buildSearchRequest(base, access, { query, region, pageToken });
		const res = await fetch(r.url, { headers: r.headers });
		expect(res.status).toBe(200);
		const page = parseSearchResponse(await res.text());
		out.push(...page.places);
		pageToken = page.nextPageToken;
	} while (pageToken && out.length < 500);
	return out;
}

function expectedPlace(b: WorldBusiness, categorised: boolean): ApplePlace {
	return {
		id: appleId(b),
		name: variantName(b, "apple"),
		latitude: b.latitude,
		longitude: b.longitude,
		fullAddress: b.fullAddress,
		street: b.street,
		locality: b.locality,
		postalCode: b.postalCode,
		region: b.region,
		countryCode: b.countryCode,
		categories: categorised ? [poiCategoryWords(applePoiCategory(b.categories[0]))!] : [],
		alternateIds: [appleMuid(b)],
	};
}

describe("the simulated Maps Server API", () => {
	it("issues access tokens for any JWT and refuses searches without a live one", async () => {
		expect((await fetch(`${base}/v1/token`)).status).toBe(401);
		const res = await fetch(`${base}/v1/token`, { headers: { authorization: "Bearer x.y.z" } });
		expect(await res.json()).toMatchObject({ accessToken: expect.any(String), expiresInSeconds: 1800 });
		const unauthorized = await fetch(buildSearchRequest(base, "made-up", { query: "bakery Lyon" }).url, { headers: { authorization: "Bearer made-up" } });
		expect(unauthorized.status).toBe(401);
		expect(await unauthorized.json()).toEqual({ error: { message: "Not Authorized", details: [] } });
		await appleAdmin({ tokenLifetimeSeconds: 0.3 });
		const short = await token();
		const r = buildSearchRequest(base, short, { query: "bakery", region: lyonArea });
		expect((await fetch(r.url, { headers: r.headers })).status).toBe(200);
		await new Promise((done) => setTimeout(done, 400));
		expect((await fetch(r.url, { headers: r.headers })).status).toBe(401);
	});

	it("pages by token up to 100 per query and region, with every field of the world's places", async () => {
		const access = await token();
		const truth = placesMatching(app.simulator!.world, "restaurant", lyonArea);
		expect(truth.length).toBeGreaterThan(100);
		const served = await searchAll(access, "restaurant", lyonArea);
		expect(served.map((p) => p.id)).toEqual(truth.slice(0, 100).map(appleId));
		expect(served).toEqual(truth.slice(0, 100).map((b, i) => expectedPlace(b, served[i].categories.length > 0)));
		expect(served.filter((p) => p.categories.length === 0).length).toBeLessThan(20);
		for (const p of served) expect(inside(lyonArea, p.latitude, p.longitude)).toBe(true);
	});

	it("honours limitToCountries and resultTypeFilter, and refuses bad parameters", async () => {
		const access = await token();
		const get = async (params: string) => fetch(`${base}/v1/search?${params}`, { headers: { authorization: `Bearer ${access}` } });
		const results = async (params: string) => ((await (await get(params)).json()) as { results: unknown[] }).results;
		const region = `searchRegion=${lyonArea.north},${lyonArea.east},${lyonArea.south},${lyonArea.west}`;
		expect(await results(`q=bakery&${region}&limitToCountries=FR`)).toHaveLength(20);
		expect(await results(`q=bakery&${region}&limitToCountries=GB`)).toEqual([]);
		expect(await results(`q=bakery&${region}&resultTypeFilter=Address`)).toEqual([]);
		expect((await get(`q=bakery&searchRegion=${lyonArea.south},${lyonArea.east},${lyonArea.north},${lyonArea.west}`)).status).toBe(400);
		expect((await get(`${region}`)).status).toBe(400);
		expect((await get(`q=bakery&pageToken=garbage`)).status).toBe(400);
	});

	it("answers 429 for the rate-limit fault (and for the block faults: an API has no captcha)", async () => {
		const access = await token();
		app.simulator!.setFaults({ rateLimit: { first: 1 }, captcha: { after: 1, count: 1 }, retryAfterSeconds: 2 });
		const r = buildSearchRequest(base, access, { query: "bakery", region: lyonArea });
		const statuses = [];
		for (let i = 0; i < 3; i++) statuses.push((await fetch(r.url, { headers: r.headers })).status);
		expect(statuses).toEqual([429, 429, 200]);
	});
});

describe("access tokens and the pager", () => {
	const client = new ProviderHttp(3_000);
	afterAll(() => client.close());
	const pager = (jwt: string, attempts = 3) =>
		new ApplePager({
			baseUrl: base,
			jwt,
			http: client,
			retry: { attempts, baseMs: 1, maxMs: 5 },
			lang: "en",
			country: null,
			signal: new AbortController().signal,
		});

	it("caches the access token and renews it a little before it expires", async () => {
		let clock = 1_000_000;
		const tokens = AppleAccessTokens.for(base, "jwt-cache-test", () => clock);
		const issued = (await appleAdmin()).tokensIssued;
		const first = await tokens.get(client);
		expect(await Promise.all([tokens.get(client), tokens.get(client)])).toEqual([first, first]);
		clock += (1800 - 61) * 1000;
		expect(await tokens.get(client)).toBe(first);
		clock += 2_000;
		const second = await tokens.get(client);
		expect(second).not.toBe(first);
		tokens.invalidate(first as string);
		expect(await tokens.get(client)).toBe(second);
		expect((await appleAdmin()).tokensIssued - issued).toBe(2);
	});

	it("fails as provider_not_configured without a JWT, or when Apple refuses it", async () => {
		expect(() => requireAppleJwt("")).toThrow(expect.objectContaining({ code: "provider_not_configured" }));
		expect(() => requireAppleJwt("  ")).toThrow(ProviderFailure);
		const refusing = await refusingServer();
		try {
			await expect(AppleAccessTokens.for(refusing.url, "revoked.jwt").get(client)).rejects.toMatchObject({ code: "provider_not_configured" });
		} finally {
			await refusing.close();
		}
	});

	it("pages a cell to the end, and takes a fresh token once when Apple refuses the current one", async () => {
		const p = pager("jwt-pager-test");
		const first = await p.fetchPage("restaurant", lyonCell, null);
		expect(first).toMatchObject({ total: 20, next: expect.any(String) });
		expect(first.places[0].observation).toMatchObject({ provider: "apple", cid: null, placeId: null, phone: null, website: null, rating: null, country: "FR" });
		const before = await appleAdmin({ revokeTokens: true });
		const second = await p.fetchPage("restaurant", lyonCell, first.next);
		expect(second.total).toBe(20);
		const after = await appleAdmin();
		expect([after.unauthorized - before.unauthorized, after.tokensIssued - before.tokensIssued]).toEqual([1, 1]);
		let cursor = second.next;
		let pages = 2;
		while (cursor !== null) {
			cursor = (await p.fetchPage("restaurant", lyonCell, cursor)).next;
			pages++;
		}
		expect(pages).toBe(5);
	});

	it("backs off on 429 and gives up as provider_blocked", async () => {
		app.simulator!.setFaults({ rateLimit: { first: 2 }, retryAfterSeconds: 0 });
		expect((await pager("jwt-429-test").fetchPage("bakery", lyonCell, null)).total).toBe(20);
		app.simulator!.setFaults({ rateLimit: { every: 1 }, retryAfterSeconds: 0 });
		await expect(pager("jwt-429-test", 2).fetchPage("bakery", lyonCell, null)).rejects.toMatchObject({ code: "provider_blocked" });
	});
});

async function refusingServer(): Promise<{ url: string; close(): Promise<void> }> {
	const server = http.createServer((_req, res) => {
		res.writeHead(401, { "content-type": "application/json" });
		res.end('{"error":{"message":"Not Authorized","details":[]}}');
	});
	await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
	const { port } = server.address() as AddressInfo;
	return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("searches with provider apple", () => {
	const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;

	async function search(key: string, keyword: string, maxResults: number) {
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword, location: "Lyon", provider: "apple", options: { maxResults } } });
		expect(res.status).toBe(201);
		return { id: res.body.id as string, done: await waitForSearch(app, key, res.body.id) };
	}

	test("300 results past the 100 cap: distinct ids, all inside the area, no phone, website or rating", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const { id, done } = await search(key, "restaurant", 300);
		expect(done).toMatchObject({ status: "completed", provider: "apple", resultCount: 300, error: null });
		const leads = await allSearchLeads(app, key, id);
		expect(leads).toHaveLength(300);
		expect(new Set(leads.map((l) => l.providerBusinessId)).size).toBe(300);
		const ids = new Set(placesMatching(app.simulator!.world, "restaurant", lyonArea).map(appleId));
		for (const l of leads) {
			expect(l).toMatchObject({
				provider: "apple",
				cid: null,
				placeId: null,
				phone: null,
				website: null,
				rating: null,
				reviewCount: null,
				locality: "Lyon",
				country: "FR",
			});
			expect(inside(lyonArea, l.latitude, l.longitude)).toBe(true);
			expect(ids.has(l.providerBusinessId)).toBe(true);
		}
		expect(await balance(key)).toBe(10000 - 300);
	});

	test("completes with exactly the requested count", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const { id, done } = await search(key, "bakery", 45);
		expect(done).toMatchObject({ status: "completed", resultCount: 45 });
		expect(await allSearchLeads(app, key, id)).toHaveLength(45);
		expect(await balance(key)).toBe(10000 - 45);
	});

	test("access tokens revoked and then expiring every second: refreshed mid-search, the search completes", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		await search(key, "bar", 20); // the scraper now holds a token, which the revocation below makes Apple refuse
		const before = await appleAdmin({ tokenLifetimeSeconds: 1, revokeTokens: true });
		// 300 ms a search request: at least four rounds of four cells, so the search outlives its first token.
		app.simulator!.setFaults({ latencyMs: 300 });
		const started = Date.now();
		const { done } = await search(key, "restaurant", 300);
		expect(done).toMatchObject({ status: "completed", resultCount: 300 });
		expect(Date.now() - started).toBeGreaterThan(1_200);
		const after = await appleAdmin();
		expect(after.unauthorized - before.unauthorized).toBeGreaterThanOrEqual(1);
		expect(after.tokensIssued - before.tokensIssued).toBeGreaterThanOrEqual(2);
	});

	test("without APPLE_MAPS_JWT the search fails with provider_not_configured and nothing is charged", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const jwt = process.env.APPLE_MAPS_JWT;
		delete process.env.APPLE_MAPS_JWT;
		reloadConfig();
		try {
			const { done } = await search(key, "restaurant", 50);
			expect(done).toMatchObject({ status: "failed", error: "provider_not_configured", resultCount: 0 });
		} finally {
			process.env.APPLE_MAPS_JWT = jwt;
			reloadConfig();
		}
		// The failure is committed first and the release called after it, outside the transaction.
		await waitFor("the reservation released", async () => (await balance(key)) === 10000, 10_000);
	});

	test("429 twice, then answers: the search completes", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const before = app.simulator!.stats().faults.rateLimit;
		app.simulator!.setFaults({ rateLimit: { first: 2 }, retryAfterSeconds: 0 });
		const { done } = await search(key, "florist", 20);
		expect(done).toMatchObject({ status: "completed", resultCount: 20 });
		expect(app.simulator!.stats().faults.rateLimit - before).toBe(2);
	});
});
