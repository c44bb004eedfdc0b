import { defaultWorld } from "../sandbox/world";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

let app: TestApp;

beforeAll(async () => {
	// These tests count the pages the provider was asked for: a lease that lapses on a loaded machine
	// (3 s in tests) has another worker take the cell over and ask again, which is right but not what they count.
	app = await startApp({ groups: ALL_GROUPS, simulator: true, env: { LEADMAP_JOB_LEASE_MS: "30000" } });
});
afterAll(() => app.stop());

type Area = { south: number; west: number; north: number; east: number };
const insideArea = (a: Area, lat: number, lng: number) => lat >= a.south && lat <= a.north && lng >= a.west && lng <= a.east;
/** One cell as the provider was asked for it: its viewport. */
const cellOf = (v: { lat: number; lng: number; spanMeters: number }) => `${v.lat},${v.lng},${v.spanMeters}`;

/** Runs a search to its end and answers it, its coverage, and the viewports the provider was asked for meanwhile. */
async function searchWithCoverage(key: string, body: unknown) {
	app.simulator!.takeSearchViewports();
	const res = await api(app, "POST", "/v1/searches", { key, body });
	const search = await waitForSearch(app, key, res.body.id, undefined, 120_000);
	const coverage = await api(app, "GET", `/v1/searches/${search.id}/coverage`, { key });
	expect(coverage.status).toBe(200);
	const viewports = app.simulator!.takeSearchViewports();
	return { search, coverage: coverage.body, viewports };
}

/** The simulator's truth: every place of its world matching the keyword inside the area. */
function placesInside(keyword: string, area: Area): string[] {
	const lat = (area.south + area.north) / 2;
	const lng = (area.west + area.east) / 2;
	const spanMeters = Math.max(area.north - area.south, (area.east - area.west) * Math.cos((lat * Math.PI) / 180)) * 111_320 * 1.1;
	return defaultWorld
		.businessesMatching(keyword, { lat, lng, spanMeters })
		.filter((b) => insideArea(area, b.latitude, b.longitude))
		.map((b) => b.cid);
}

test("an area holding fewer places than the cap: one cell, never split, every place found, completeness 1", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const { search, coverage, viewports } = await searchWithCoverage(key, { keyword: "plumber", location: "Lyon", options: { maxResults: 2000 } });
	expect(search.status).toBe("completed");
	const truth = placesInside("plumber", coverage.area);
	expect(truth.length).toBeLessThan(120);
	expect(coverage).toEqual({
		area: expect.objectContaining({ south: expect.any(Number) }),
		cells: { run: 1, split: 0, cappedAtMinSize: 0, skippedOutsideArea: 0 },
		places: { inside: truth.length, outside: 0 },
		completeness: 1,
	});
	// One cell: its pages of 20, and no more.
	expect(viewports).toHaveLength(Math.ceil((truth.length + 1) / 20));
	expect(new Set(viewports.map((v) => `${v.lat},${v.lng},${v.spanMeters}`)).size).toBe(1);
});

test("an area past the cap: only cells that hit it are split, no cell outside the area is asked for, every place inside is found", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const { search, coverage, viewports } = await searchWithCoverage(key, { keyword: "cafe", location: "Lyon", options: { maxResults: 2000 } });
	expect(search.status).toBe("completed");
	const truth = placesInside("cafe", coverage.area);
	expect(truth.length).toBeGreaterThan(120);
	const leads = await allSearchLeads(app, key, search.id);
	expect(leads.map((l) => l.cid).sort()).toEqual([...truth].sort());
	for (const v of viewports) expect(insideArea(coverage.area, v.lat, v.lng)).toBe(true);
	expect(coverage.cells.split).toBeGreaterThanOrEqual(1);
	// The cells split are exactly those that returned the cap: a page reaching the 120th place.
	const cappedCells = new Set(viewports.filter((v) => v.offset + v.served >= 120).map(cellOf));
	expect(cappedCells.size).toBe(coverage.cells.split + coverage.cells.cappedAtMinSize);
	expect(coverage.places).toEqual({ inside: truth.length, outside: 0 });
	expect(coverage.completeness).toBe(1);
	// A cell is asked for page by page: each distinct viewport is a cell run, none asked for twice over.
	const cells = new Set(viewports.map(cellOf));
	expect(cells.size).toBe(coverage.cells.run);
});

test("a cell inside one that hit the cap starts after the places it is known to rank first: no place is served twice", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const { search, coverage, viewports } = await searchWithCoverage(key, { keyword: "cafe", location: "Lyon", options: { maxResults: 2000 } });
	expect(search.status).toBe("completed");
	const truth = placesInside("cafe", coverage.area);
	const firstOffset = new Map<string, number>();
	for (const v of viewports) if (!firstOffset.has(cellOf(v))) firstOffset.set(cellOf(v), v.offset);
	// Some cells began past places the cell that hit the cap had returned, at an offset no page size gives.
	expect([...firstOffset.values()].some((offset) => offset % 20 !== 0)).toBe(true);
	// Only a place on the metre-wide seam where neighbouring cells meet can be served by both.
	const served = viewports.reduce((n, v) => n + v.served, 0);
	expect(served).toBeGreaterThanOrEqual(truth.length);
	expect(served - truth.length).toBeLessThanOrEqual(coverage.cells.run);
	expect(coverage.places).toEqual({ inside: truth.length, outside: 0 });
});

test("a provider that ranks each viewport its own way (nearest first) still has every place inside found: the skipped start is read again", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	app.simulator!.rankSearches("nearest");
	try {
		const { search, coverage, viewports } = await searchWithCoverage(key, { keyword: "cafe", location: "Lyon", options: { maxResults: 2000 } });
		expect(search.status).toBe("completed");
		const truth = placesInside("cafe", coverage.area);
		const leads = await allSearchLeads(app, key, search.id);
		expect(leads.map((l) => l.cid).sort()).toEqual([...truth].sort());
		expect(coverage.completeness).toBe(1);
		// Cells that began past their known places and then read their start from offset 0.
		const reread = new Set(viewports.filter((v) => v.offset === 0).map(cellOf));
		expect(viewports.some((v) => v.offset % 20 !== 0 && reread.has(cellOf(v)))).toBe(true);
	} finally {
		app.simulator!.rankSearches("prominence");
	}
});

test("a search stopped by maxResults covers part of its area", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const { search, coverage } = await searchWithCoverage(key, { keyword: "restaurant", location: "Lyon", options: { maxResults: 300 } });
	expect(search).toMatchObject({ status: "completed", resultCount: 300 });
	expect(coverage.places.inside).toBe(300);
	expect(coverage.completeness).toBeGreaterThan(0);
	expect(coverage.completeness).toBeLessThan(1);
});

test("another account's search is a 404, an id that is not a uuid a 400, a key without searches:read a 403", async () => {
	const owner = await app.createAccount({ plan: "pro" });
	const other = await app.createAccount({ plan: "pro" });
	const res = await api(app, "POST", "/v1/searches", { key: owner.key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	await waitForSearch(app, owner.key, res.body.id);
	const foreign = await api(app, "GET", `/v1/searches/${res.body.id}/coverage`, { key: other.key });
	expect(foreign).toMatchObject({ status: 404, body: { error: "not_found" } });
	const malformed = await api(app, "GET", "/v1/searches/not-a-uuid/coverage", { key: owner.key });
	expect(malformed).toMatchObject({ status: 400, body: { error: "invalid_id" } });
	const narrow = await api(app, "POST", "/v1/keys", { key: owner.key, body: { scopes: ["leads:read"] } });
	const refused = await api(app, "GET", `/v1/searches/${res.body.id}/coverage`, { key: narrow.body.key });
	expect(refused.status).toBe(403);
});
