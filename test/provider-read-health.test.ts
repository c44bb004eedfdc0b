import { reviewsOf } from "../sandbox/reviews/generate";
import { defaultWorld, type WorldBusiness } from "../sandbox/world";
import { ALL_GROUPS, startApp, type TestApp } from "./support/app";
import { scrapeAll, total } from "./support/metrics";
import { waitFor } from "./support/wait";

/**
 * The scrapers' reads count toward their provider's health (docs/provider-drift.md): lookups of place pages
 * and reviews pages, reported in batches to the searches service, raise and clear the drift alarm as
 * search pages do, and count in the provider metrics.
 */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, probes: true });
});
afterAll(() => app.stop());

const lyon = defaultWorld.cityBusinesses("lyon");
const places = lyon.filter((b) => b.phone !== null && b.website !== null && b.rating !== null).slice(0, 40);

/** `n` lookups of Lyon's places, a few at a time, as monitors and dataset refreshes make them. */
async function lookups(n: number): Promise<void> {
	let next = 0;
	await Promise.all(
		Array.from({ length: 8 }, async () => {
			while (next < n) {
				const b = places[next++ % places.length];
				expect(await app.call("scraper-google.lookup", { id: b.cid })).not.toBeNull();
			}
		}),
	);
}

async function google(): Promise<any> {
	const all = await app.call<any[]>("searches.providerStatus");
	return all.find((s) => s.provider === "google") ?? { results: 0, answers: 0, drifting: false };
}

/** Google's state once its reads reported at least these counts. */
function reported(what: string, atLeast: { results?: number; answers?: number }): Promise<any> {
	return waitFor(what, async () => {
		const s = await google();
		return s.results >= (atLeast.results ?? 0) && s.answers >= (atLeast.answers ?? 0) ? s : null;
	});
}

async function metric(name: string, labels: Record<string, string>): Promise<number> {
	return total(await scrapeAll(app.probeUrls), name, labels);
}

test("lookups count: the place pages the parser knows leave the provider healthy, a changed layout raises the alarm, the layout back clears it", async () => {
	expect(places).toHaveLength(40);
	await lookups(260);
	const healthy = await reported("260 lookups reported", { results: 260, answers: 260 });
	expect(healthy).toMatchObject({ drifting: false, driftingFields: [] });
	expect(healthy.fields.phone.share).toBeGreaterThan(0.9);
	expect(await metric("leadmap_provider_answers_total", { provider: "google", outcome: "recognised" })).toBeGreaterThanOrEqual(260);
	expect(await metric("leadmap_provider_results_total", { provider: "google" })).toBeGreaterThanOrEqual(260);

	app.simulator!.setFaults({ layout: "moved" });
	try {
		await lookups(200);
	} finally {
		app.simulator!.setFaults({});
	}
	const drifting = await reported("the lookups under the changed layout reported", { results: 460 });
	expect(drifting).toMatchObject({ drifting: true, since: expect.any(String) });
	expect(drifting.driftingFields).toEqual(expect.arrayContaining(["phone", "website", "rating"]));
	expect(drifting.examples.length).toBeGreaterThan(0);
	expect(drifting.examples.every((e: string) => /^request \S+ \(lookup\)$/.test(e))).toBe(true);
	expect(await app.call<any[]>("searches.driftingProviders")).toEqual([expect.objectContaining({ provider: "google" })]);
	expect(await metric("leadmap_provider_drifting", { provider: "google" })).toBeGreaterThan(0);

	await lookups(300);
	const cleared = await reported("the lookups on the layout back reported", { results: 760 });
	expect(cleared).toMatchObject({ drifting: false, since: null, driftingFields: [] });
});

test("reviews pages count as answers alone: a changed layout counts them unrecognised, and no result", async () => {
	const b: WorldBusiness = lyon.find((x) => (x.reviewCount ?? 0) > 0 && reviewsOf(x).reviews.length >= 10)!;
	const target = { providerBusinessId: b.cid, placeId: null, featureId: b.featureId };
	const before = await google();
	const unrecognisedBefore = await metric("leadmap_provider_answers_total", { provider: "google", outcome: "unrecognised" });

	const read = await app.call<unknown[]>("scraper-google.reviews", { target, max: 10 });
	expect(read).toHaveLength(10);
	const normal = await reported("a reviews page reported", { answers: before.answers + 1 });
	expect(normal).toMatchObject({ results: before.results, drifting: false });
	expect(await metric("leadmap_provider_answers_total", { provider: "google", outcome: "unrecognised" })).toBe(unrecognisedBefore);

	app.simulator!.setFaults({ layout: "wrapped" });
	try {
		for (let i = 0; i < 60; i++) expect(await app.call("scraper-google.reviews", { target, max: 10 })).toEqual([]);
	} finally {
		app.simulator!.setFaults({});
	}
	const wrapped = await reported("60 reviews pages of a changed layout reported", { answers: normal.answers + 60 });
	expect(wrapped.results).toBe(before.results);
	expect(wrapped.fields).toEqual(normal.fields);
	expect(wrapped).toMatchObject({ drifting: true, driftingFields: ["recognised"] });
	expect(wrapped.recognised.share).toBeLessThan(0.5);
	expect(wrapped.examples.every((e: string) => /^request \S+ \(reviews\)$/.test(e))).toBe(true);
	expect(await metric("leadmap_provider_answers_total", { provider: "google", outcome: "unrecognised" })).toBe(unrecognisedBefore + 60);
});

test("a report that fails is counted as a background error, and its answers go with the next one", async () => {
	const before = await google();
	const failures = () => metric("leadmap_background_errors_total", { loop: "read health reports" });
	const failedBefore = await failures();
	// The searches service cannot write the provider's state: every report fails until the table is back.
	await app.sql("ALTER TABLE provider_health RENAME TO provider_health_away");
	try {
		await lookups(60);
		await waitFor("a failed report counted", async () => (await failures()) > failedBefore);
	} finally {
		await app.sql("ALTER TABLE provider_health_away RENAME TO provider_health");
	}
	const after = await reported("the kept answers reported", { answers: before.answers + 60 });
	expect(after.results).toBeGreaterThanOrEqual(before.results + 60);
});

test("a report with counts that contradict each other is refused with a clear 400", async () => {
	const health = { answers: 1, unrecognised: 0, results: 1, fields: [1, 1, 2, 0, 0, 0, 0] };
	await expect(app.call("searches.recordProviderHealth", { provider: "google", health })).rejects.toMatchObject({
		code: 400,
		type: "invalid_body",
		message: expect.stringContaining("phone"),
	});
	await expect(app.call("searches.recordProviderHealth", { provider: "google", health: { ...health, unrecognised: 2 } })).rejects.toMatchObject({ code: 400 });
});
