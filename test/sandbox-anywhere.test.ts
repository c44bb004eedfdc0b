import { boundsAround, inside, type Bounds } from "../services/scrapers/framework/area";
import { findPlace } from "../services/scrapers/framework/gazetteer";
import { businessForYpid } from "../sandbox/bing-wire";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";
import { variantName } from "../sandbox/provider-variants";

/** The sandbox answers any town the gazetteer knows, not only the simulator's hand-made cities. */

let app: TestApp;
let key: string;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, sites: true });
	key = (await app.createAccount({ plan: "pro" })).key;
}, 60_000);
afterAll(() => app.stop());

function areaOf(location: string): Bounds {
	const place = findPlace(location);
	if (!place) throw new Error(`the gazetteer does not know ${location}`);
	return boundsAround(place.lat, place.lng, place.radiusMeters);
}

async function search(body: Record<string, unknown>): Promise<{ done: any; leads: any[] }> {
	const res = await api(app, "POST", "/v1/searches", { key, body: { ...body, options: { enrichEmail: false, ...(body.options as object) } } });
	expect(res.status).toBe(201);
	const done = await waitForSearch(app, key, res.body.id, undefined, 90_000);
	return { done, leads: await allSearchLeads(app, key, res.body.id) };
}

/** Apple leaves one place in twenty without a category, as the real one does. */
function expectDentist(lead: any): void {
	if (lead.provider !== "apple" || lead.categories.length) expect(lead.categories.some((c: string) => /dent/i.test(c))).toBe(true);
}

function expectDentistsIn(location: string, leads: any[]): void {
	const area = areaOf(location);
	for (const l of leads) {
		expectDentist(l);
		expect(inside(area, l.latitude, l.longitude)).toBe(true);
	}
}

describe("a sandbox search anywhere the gazetteer resolves", () => {
	test.each(["Bordeaux", "Nantes", "Lille", "Rennes", "Toulouse"])(
		"dentist in %s (google) completes with dentists inside the area",
		async (location) => {
			const { done, leads } = await search({ keyword: "dentist", location, options: { maxResults: 20 } });
			expect(done).toMatchObject({ status: "completed", error: null, resultCount: 20 });
			expect(leads).toHaveLength(20);
			for (const l of leads) expect(l.country).toBe("FR");
			expectDentistsIn(location, leads);
		},
		90_000,
	);

	test.each(["bing", "apple"])(
		"dentist in Nantes with provider %s completes with dentists inside the area",
		async (provider) => {
			const { done, leads } = await search({ keyword: "dentist", location: "Nantes", provider, options: { maxResults: 20 } });
			expect(done).toMatchObject({ status: "completed", provider, error: null, resultCount: 20 });
			expectDentistsIn("Nantes", leads);
			if (provider === "bing") for (const l of leads) expect(variantName(businessForYpid(app.simulator!.world, l.providerBusinessId)!, "bing")).toBe(l.name);
		},
		90_000,
	);

	test.each([
		["33000", "google", "Bordeaux"],
		["33000", "bing", "Bordeaux"],
		["33000", "apple", "Bordeaux"],
		["Bretagne", "google", "Rennes"],
	])(
		"a location the gazetteer does not know (%s, %s) is found through the provider, around %s",
		async (location, provider, town) => {
			expect(findPlace(location)).toBeNull();
			const { done, leads } = await search({ keyword: "dentist", location, provider, options: { maxResults: 20 } });
			expect(done).toMatchObject({ status: "completed", error: null, resultCount: 20 });
			const centre = findPlace(town)!;
			for (const l of leads) {
				expectDentist(l);
				const km = Math.hypot(l.latitude - centre.lat, (l.longitude - centre.lng) * Math.cos((centre.lat * Math.PI) / 180)) * 111.32;
				expect(km).toBeLessThan(25);
			}
		},
		90_000,
	);

	test("a small town answers too, with exactly the simulated world's matches inside its area, the same on every run", async () => {
		const first = await search({ keyword: "dentist", location: "Cancale", options: { maxResults: 200 } });
		const second = await search({ keyword: "dentist", location: "Cancale", options: { maxResults: 200 } });
		expect(first.done).toMatchObject({ status: "completed", error: null });
		expect(first.done.resultCount).toBeGreaterThan(0);
		expectDentistsIn("Cancale", first.leads);
		const ids = (leads: any[]) => leads.map((l) => l.cid).sort();
		expect(ids(second.leads)).toEqual(ids(first.leads));

		const area = areaOf("Cancale");
		const span = Math.max((area.north - area.south) * 111_320, 1);
		const truth = app
			.simulator!.world.businessesMatching("dentist", { lat: (area.north + area.south) / 2, lng: (area.east + area.west) / 2, spanMeters: span })
			.filter((b) => inside(area, b.latitude, b.longitude));
		expect(ids(first.leads)).toEqual(truth.map((b) => b.cid).sort());
	}, 120_000);

	test("a bigger city has more of a kind than a small town", async () => {
		const city = await search({ keyword: "dentist", location: "Rennes", options: { maxResults: 1000 } });
		const town = await search({ keyword: "dentist", location: "Cancale", options: { maxResults: 1000 } });
		expect(city.done.status).toBe("completed");
		expect(city.done.resultCount).toBeGreaterThan(5 * town.done.resultCount);
	}, 120_000);
});

test("a generated town's merchants have websites the simulator serves, so enrichment finds their emails", async () => {
	const { done, leads } = await search({ keyword: "restaurant", location: "Rennes", options: { maxResults: 25, enrichEmail: true } });
	expect(done).toMatchObject({ status: "completed", resultCount: 25, progress: { phase: "done", processed: 25 } });
	expect(leads.filter((l) => /\.sites\.leadmap\.test[:/]/.test(l.website ?? "")).length).toBeGreaterThan(5);
	expect(leads.some((l) => l.emails?.some((e: { status: string }) => e.status === "deliverable"))).toBe(true);
}, 180_000);
