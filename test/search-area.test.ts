import { areaContains, type GeoArea } from "../shared/geo-area";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

/**
 * A search by exact area (a circle, a polygon with a hole, a multipolygon), by several terms at
 * once, and with filters, against the sandbox simulator on every provider; and every bad new field
 * refused with a 400 naming it.
 */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS.map((g) => g.filter((s) => s !== "enrichment")).filter((g) => g.length), simulator: true });
}, 60_000);
afterAll(() => app.stop());

const LYON = { lat: 45.764, lng: 4.8357 };
/** A square around a point, as a GeoJSON ring (counter-clockwise, closed). */
const square = (lat: number, lng: number, d: number): [number, number][] => [
	[lng - d, lat - d],
	[lng + d, lat - d],
	[lng + d, lat + d],
	[lng - d, lat + d],
	[lng - d, lat - d],
];

async function search(key: string, body: Record<string, unknown>) {
	const created = await api(app, "POST", "/v1/searches", { key, body });
	expect(created.status).toBe(201);
	const done = await waitForSearch(app, key, created.body.id);
	expect(done.status).toBe("completed");
	return { created: created.body, done, leads: await allSearchLeads(app, key, created.body.id) };
}

describe("an exact area", () => {
	test.each(["google", "bing", "apple"])(
		"a circle on %s: every lead lies within the radius; the search echoes the area, location null",
		async (provider) => {
			const { key } = await app.createAccount({ plan: "pro" });
			const area = { center: LYON, radiusKm: 1.5 };
			const { created, done, leads } = await search(key, { keyword: "restaurant", area, provider, options: { maxResults: 80 } });
			expect(created).toMatchObject({ location: null, area, keyword: "restaurant", keywords: ["restaurant"], filters: null });
			expect(leads.length).toBeGreaterThan(5);
			expect(leads.length).toBe(done.resultCount);
			for (const lead of leads) expect(areaContains(area, lead.latitude, lead.longitude)).toBe(true);
			const coverage = (await api(app, "GET", `/v1/searches/${created.id}/coverage`, { key })).body;
			expect(coverage.area.south).toBeLessThan(LYON.lat);
			expect(coverage.area.north).toBeGreaterThan(LYON.lat);
		},
		120_000,
	);

	test("a polygon with a hole: every lead lies inside the outer ring and none in the hole", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const area: GeoArea = { type: "Polygon", coordinates: [square(LYON.lat, LYON.lng, 0.02), square(LYON.lat, LYON.lng, 0.005).reverse()] };
		const { leads } = await search(key, { keyword: "restaurant", area, options: { maxResults: 150 } });
		expect(leads.length).toBeGreaterThan(5);
		for (const lead of leads) {
			expect(areaContains(area, lead.latitude, lead.longitude)).toBe(true);
			expect(areaContains({ type: "Polygon", coordinates: [square(LYON.lat, LYON.lng, 0.005)] }, lead.latitude, lead.longitude)).toBe(false);
		}
	}, 120_000);

	test("a multipolygon of two cities: leads from both, none outside; the country is inferred from the area", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const paris = { lat: 48.8566, lng: 2.3522 };
		const area: GeoArea = { type: "MultiPolygon", coordinates: [[square(LYON.lat, LYON.lng, 0.01)], [square(paris.lat, paris.lng, 0.01)]] };
		const { leads } = await search(key, { keyword: "restaurant", area, options: { maxResults: 200 } });
		for (const lead of leads) expect(areaContains(area, lead.latitude, lead.longitude)).toBe(true);
		expect(leads.some((l) => l.latitude > 47)).toBe(true);
		expect(leads.some((l) => l.latitude < 47)).toBe(true);
		expect(leads.filter((l) => l.phone).every((l) => l.phoneE164 === null || l.phoneE164.startsWith("+33"))).toBe(true);
	}, 120_000);
});

test("several terms: every business once, each with the terms that found it, both terms contributing; one reservation, one credit a result", async () => {
	const { key, accountId } = await app.createAccount({ plan: "pro" });
	const { created, done, leads } = await search(key, { keywords: ["restaurant", "cafe"], location: "Lyon", options: { maxResults: 120 } });
	expect(created).toMatchObject({ keyword: "restaurant, cafe", keywords: ["restaurant", "cafe"] });
	expect(new Set(leads.map((l) => l.id)).size).toBe(leads.length);
	expect(new Set(leads.map((l) => l.providerBusinessId)).size).toBe(leads.length);
	for (const lead of leads) {
		expect(lead.matchedKeywords.length).toBeGreaterThan(0);
		expect(lead.matchedKeywords.every((k: string) => ["restaurant", "cafe"].includes(k))).toBe(true);
	}
	expect(leads.some((l) => l.matchedKeywords.includes("restaurant"))).toBe(true);
	expect(leads.some((l) => l.matchedKeywords.includes("cafe"))).toBe(true);
	const reserves = await app.sql("SELECT count(*)::int AS n FROM credit_reservations WHERE account_id = $1", [accountId]);
	expect(reserves[0].n).toBe(1);
	expect((await api(app, "GET", "/v1/usage", { key })).body.credits.balance).toBe(10_000 - done.resultCount);
}, 120_000);

test("filters hold on every lead, what they leave out is counted and never charged", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const { done, leads } = await search(key, {
		keyword: "restaurant",
		location: "Lyon",
		filters: { minRating: 4.2, skipClosed: true },
		options: { maxResults: 60 },
	});
	expect(done.progress.filtered).toBeGreaterThan(0);
	for (const lead of leads) {
		expect(lead.rating).toBeGreaterThanOrEqual(4.2);
		expect(["closed_temporarily", "closed_permanently"]).not.toContain(lead.businessStatus);
	}
	expect((await api(app, "GET", "/v1/usage", { key })).body.credits.balance).toBe(10_000 - done.resultCount);
	const byCategory = await search(key, {
		keyword: "restaurant",
		location: "Paris",
		filters: { categories: [leads[0].categories[0].toUpperCase()] },
		options: { maxResults: 30 },
	});
	for (const lead of byCategory.leads) expect(lead.categories.map((c: string) => c.toLowerCase())).toContain(leads[0].categories[0].toLowerCase());
}, 120_000);

describe("bad new fields: 400 naming the field, nothing reserved", () => {
	const ring = square(LYON.lat, LYON.lng, 0.01);
	const bowtie: [number, number][] = [
		[4.8, 45.7],
		[4.9, 45.8],
		[4.9, 45.7],
		[4.8, 45.8],
		[4.8, 45.7],
	];
	const huge: [number, number][] = [
		...Array.from(
			{ length: 1_000 },
			(_, i) => [4.8 + 0.05 * Math.cos((2 * Math.PI * i) / 1000), 45.7 + 0.05 * Math.sin((2 * Math.PI * i) / 1000)] as [number, number],
		),
		[4.85, 45.7],
	];
	test.each([
		["both area and location", { keyword: "x", location: "Lyon", area: { center: LYON, radiusKm: 1 } }, "invalid_body", /location and area/],
		["both keyword and keywords", { keyword: "x", keywords: ["y"] }, "invalid_body", /keyword and keywords/],
		["neither keyword nor keywords", { location: "Lyon" }, "invalid_body", /keyword/],
		["no terms", { keywords: [] }, "invalid_body", /keywords/],
		["21 terms", { keywords: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "invalid_body", /keywords/],
		["an empty term", { keywords: ["cafe", " "] }, "invalid_body", /keywords/],
		["a radius of 0", { keyword: "x", area: { center: LYON, radiusKm: 0 } }, "invalid_area", /radiusKm/],
		["a radius of 51 km", { keyword: "x", area: { center: LYON, radiusKm: 51 } }, "invalid_area", /radiusKm/],
		["a latitude of 91", { keyword: "x", area: { center: { lat: 91, lng: 0 }, radiusKm: 1 } }, "invalid_area", /lat/],
		["an unclosed ring", { keyword: "x", area: { type: "Polygon", coordinates: [ring.slice(0, -1)] } }, "invalid_area", /closed/],
		["a ring of three positions", { keyword: "x", area: { type: "Polygon", coordinates: [[ring[0], ring[1], ring[0]]] } }, "invalid_area", /at least 4/],
		["a ring crossing itself", { keyword: "x", area: { type: "Polygon", coordinates: [bowtie] } }, "invalid_area", /crosses itself/],
		["1,001 positions", { keyword: "x", area: { type: "Polygon", coordinates: [huge] } }, "invalid_area", /1000 positions/],
		["a LineString", { keyword: "x", area: { type: "LineString", coordinates: ring } }, "invalid_area", /Polygon or MultiPolygon/],
		[
			"positions as [lat, lng] out of range",
			{
				keyword: "x",
				area: {
					type: "Polygon",
					coordinates: [
						[
							[45, 200],
							[46, 200],
							[46, 201],
							[45, 200],
						],
					],
				},
			},
			"invalid_area",
			/\[lng, lat\]/,
		],
		["a minimum rating of 6", { keyword: "x", filters: { minRating: 6 } }, "invalid_body", /minRating/],
		["an unknown filter", { keyword: "x", filters: { open: true } }, "invalid_body", /filters/],
		["categories not a list", { keyword: "x", filters: { categories: "Bakery" } }, "invalid_body", /categories/],
	])("%s", async (_what, body, code, detail) => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		for (const path of ["/v1/searches", "/v1/searches/quote"]) {
			const res = await api(app, "POST", path, { key, body });
			expect(res.status).toBe(400);
			expect(res.body).toEqual({ error: code });
			expect(res.headers.get("x-error-detail")).toMatch(detail);
		}
		expect(await app.sql("SELECT id FROM searches WHERE account_id = $1", [accountId])).toEqual([]);
	});
});
