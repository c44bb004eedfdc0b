import { detectBingBlock, parseInfobox, parseOverlayPage, type BingPlace } from "../services/scrapers/bing/parse";
import { buildInfoboxRequest, buildOverlayRequest } from "../services/scrapers/bing/request";
import { bingAddress, bingYpid, businessForYpid } from "../sandbox/bing-wire";
import { bingVariant, variantName } from "../sandbox/provider-variants";
import { placesMatching } from "../sandbox/places-api";
import { boundsAround, inside, type Bounds } from "../services/scrapers/framework/area";
import { findPlace } from "../services/scrapers/framework/gazetteer";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";

let app: TestApp;
let base: string;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	base = process.env.LEADMAP_BING_URL!;
});
afterAll(() => app.stop());
afterEach(() => app.simulator!.setFaults({}));

const lyon = findPlace("Lyon")!;
const lyonArea: Bounds = boundsAround(lyon.lat, lyon.lng, lyon.radiusMeters);

async function overlay(query: string, view: Bounds, first = 0, count = 20): Promise<{ status: number; body: string }> {
	const { lat, lng } = { lat: (view.south + view.north) / 2, lng: (view.west + view.east) / 2 };
	const r = buildOverlayRequest(base, { query, lat, lng, bounds: view, first, count });
	const res = await fetch(r.url, { headers: r.headers });
	return { status: res.status, body: await res.text() };
}

describe("the simulated overlay", () => {
	it("pages a listing by first, in both layouts, up to 100 per query and view, with ypids of the world's places", async () => {
		const truth = placesMatching(app.simulator!.world, "restaurant", lyonArea);
		expect(truth.length).toBeGreaterThan(100);
		const served: BingPlace[] = [];
		const layouts = new Set<string>();
		for (let first = 0; first <= 120; first += 20) {
			const res = await overlay("restaurant", lyonArea, first);
			expect(res.status).toBe(200);
			if (res.body.includes("b_maglistcard")) layouts.add("card");
			if (res.body.includes("listings-item")) layouts.add("item");
			served.push(...parseOverlayPage(res.body).places);
		}
		expect(layouts).toEqual(new Set(["card", "item"]));
		expect(served.map((p) => p.ypid)).toEqual(truth.slice(0, 100).map(bingYpid));
		// Bing writes the place its own way (name, phone format, street, website): sandbox/provider-variants.ts.
		const b = bingVariant(truth[0]);
		expect(served[0]).toEqual({
			ypid: bingYpid(b),
			name: b.name,
			address: bingAddress(b),
			phone: b.phone,
			website: b.website,
			categories: b.categories,
			rating: b.rating,
			reviewCount: b.reviewCount,
			latitude: b.latitude,
			longitude: b.longitude,
		});
		for (const p of served) expect(inside(lyonArea, p.latitude, p.longitude)).toBe(true);
	});

	it("keeps to a small view, and answers the lookup by ypid", async () => {
		const view = boundsAround(lyon.lat + 0.01, lyon.lng - 0.01, 700);
		const places = parseOverlayPage((await overlay("restaurant", view)).body).places;
		expect(places.length).toBeGreaterThan(0);
		for (const p of places) expect(inside(view, p.latitude, p.longitude)).toBe(true);
		const found = parseInfobox(await (await fetch(buildInfoboxRequest(base, places[0].ypid).url)).text());
		expect(found.place).toEqual(places[0]);
		expect(variantName(businessForYpid(app.simulator!.world, places[0].ypid)!, "bing")).toBe(places[0].name);
		expect(parseInfobox(await (await fetch(buildInfoboxRequest(base, "YN101x3").url)).text()).notFound).toBe(true);
	});

	it("serves Ref A: pages for blocks, 429s, malformed and silently empty pages", async () => {
		app.simulator!.setFaults({
			captcha: { first: 1 },
			consent: { after: 1, count: 1 },
			rateLimit: { after: 2, count: 1 },
			malformed: { after: 3, count: 2 },
			empty: { after: 5, count: 1 },
		});
		const answers = [];
		for (let i = 0; i < 7; i++) answers.push(await overlay("restaurant", lyonArea));
		expect(answers.map((a) => detectBingBlock(a.status, a.body))).toEqual(["blocked", "blocked", "rate_limited", null, null, null, null]);
		expect(answers.slice(3, 5).map((a) => parseOverlayPage(a.body).malformed)).toEqual([true, true]);
		expect(parseOverlayPage(answers[5].body)).toEqual({ places: [], total: 0, malformed: false });
		expect(parseOverlayPage(answers[6].body).places).toHaveLength(20);
	});
});

describe("searches with provider bing", () => {
	const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;

	async function search(key: string, keyword: string, maxResults: number) {
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword, location: "Lyon", provider: "bing", options: { maxResults } } });
		expect(res.status).toBe(201);
		return { id: res.body.id as string, done: await waitForSearch(app, key, res.body.id) };
	}

	test("300 results past the ~100 cap: distinct ypids, all inside the area, one credit each", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const { id, done } = await search(key, "restaurant", 300);
		expect(done).toMatchObject({ status: "completed", provider: "bing", resultCount: 300, error: null });
		const leads = await allSearchLeads(app, key, id);
		expect(leads).toHaveLength(300);
		expect(new Set(leads.map((l) => l.providerBusinessId)).size).toBe(300);
		for (const l of leads) {
			expect(l).toMatchObject({ provider: "bing", cid: null, placeId: null, locality: "Lyon", country: "FR" });
			expect(inside(lyonArea, l.latitude, l.longitude)).toBe(true);
			expect(variantName(businessForYpid(app.simulator!.world, l.providerBusinessId)!, "bing")).toBe(l.name);
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

	test("Ref A: throttling pages are backed off and retried: the search completes", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const before = app.simulator!.stats().faults;
		app.simulator!.setFaults({ captcha: { first: 2 }, consent: { after: 2, count: 1 } });
		const { done } = await search(key, "florist", 30);
		expect(done).toMatchObject({ status: "completed", resultCount: 30 });
		const after = app.simulator!.stats().faults;
		expect([after.captcha - before.captcha, after.consent - before.consent]).toEqual([2, 1]);
	});

	test("throttling that never ends fails the search as provider_blocked; what was found stays delivered and charged", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults({ captcha: { after: 3 } });
		const { id, done } = await search(key, "restaurant", 1000);
		expect(done).toMatchObject({ status: "failed", error: "provider_blocked" });
		expect(done.resultCount).toBeGreaterThan(0);
		expect(await allSearchLeads(app, key, id)).toHaveLength(done.resultCount);
		// The failure is committed first and what was not used released after it, outside the transaction.
		await waitFor("the rest of the reservation released", async () => (await balance(key)) === 10000 - done.resultCount, 10_000);
	});
});
