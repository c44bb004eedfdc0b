import { ProviderHttp } from "../services/scrapers/framework/provider-http";
import { createGoogleLookup } from "../services/scrapers/google/lookup";
import { ScraperProcesses } from "./support/scraper-process";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";

/**
 * Business runs doing their work: research end to end against the sandbox simulator (a
 * business found by a sandbox search), signal reuse, cancel while running, a worker killed
 * mid-run, a business the provider no longer has, and a provider no worker serves.
 */
const WITHOUT_SCRAPER = ALL_GROUPS.map((g) => g.filter((s) => s !== "scraper-google")).filter((g) => g.length);
const TERMINAL = ["completed", "failed", "canceled"];
let app: TestApp;

const scrapers = new ScraperProcesses(() => app);
const startScraper = () => scrapers.start();

beforeAll(async () => {
	app = await startApp({ groups: WITHOUT_SCRAPER, simulator: true, sites: true });
}, 60_000);
afterAll(async () => {
	await scrapers.stopAll();
	await app.stop();
});
afterEach(() => app.simulator!.setFaults({}));

const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance as number;

async function waitForRun(key: string, id: string, until: (r: any) => boolean = (r) => TERMINAL.includes(r.status), timeoutMs = 60_000): Promise<any> {
	const end = Date.now() + timeoutMs;
	let last: unknown = null;
	while (Date.now() < end) {
		const res = await api(app, "GET", `/v1/runs/${id}`, { key });
		last = res.body;
		if (res.status === 200 && until(res.body)) return res.body;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`run ${id} did not reach the expected state: ${JSON.stringify(last)}`);
}

/** CIDs of Google businesses a sandbox search found for the account (its leads, charged one credit each). */
async function searchedCids(key: string, keyword: string, n: number): Promise<string[]> {
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword, location: "Lyon", options: { maxResults: n } } });
	const search = await waitForSearch(app, key, res.body.id);
	expect(search.status).toBe("completed");
	const leads = (await api(app, "GET", `/v1/searches/${search.id}/leads`, { key })).body.data as { cid: string }[];
	return leads.map((l) => l.cid);
}

async function allReviewItems(key: string, cid: string): Promise<any[]> {
	const items: any[] = [];
	let cursor: string | null = null;
	do {
		const res: { status: number; body: { data: any[]; nextCursor: string | null } } = await api(
			app,
			"GET",
			`/v1/businesses/${cid}/reviews/items?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
			{ key },
		);
		expect(res.status).toBe(200);
		items.push(...res.body.data);
		cursor = res.body.nextCursor;
	} while (cursor);
	return items;
}

describe("with a scraper running", () => {
	let stopScraper: () => Promise<void>;
	beforeAll(async () => {
		stopScraper = await startScraper();
	});
	afterAll(() => stopScraper());

	test("research of a business found by a sandbox search: refreshed, reviewed, analysed; billed 5 (owned by the search)", async () => {
		const { key } = await app.createAccount({ credits: 1000 });
		const [cid] = await searchedCids(key, "restaurant", 3);
		expect(await balance(key)).toBe(997);
		const created = await api(app, "POST", `/v1/businesses/${cid}/research`, { key, body: { maxReviews: 40 } });
		expect(created.status).toBe(201);
		expect(await balance(key)).toBe(992);
		const run = await waitForRun(key, created.body.id);
		expect(run).toMatchObject({ status: "completed", error: null, kind: "research" });
		expect(await balance(key)).toBe(992);

		const reviews = (await api(app, "GET", `/v1/businesses/${cid}/reviews`, { key })).body;
		expect(reviews).toMatchObject({
			businessId: run.businessId,
			analysis: { narrative: { summary: expect.any(String), strengths: expect.any(Array), weaknesses: expect.any(Array) }, analyzedAt: expect.any(String) },
			signal: { extractedAt: expect.any(String), extractionVersion: expect.any(String), sentimentSummary: expect.any(Object), topics: expect.any(Array) },
		});
		const items = await allReviewItems(key, cid);
		expect(items.length).toBeGreaterThan(0);
		expect(items.length).toBeLessThanOrEqual(40);
		expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
		const dates = items.map((i) => i.publishedAt).filter(Boolean);
		expect(dates).toEqual([...dates].sort().reverse());
		expect(Object.keys(items[0]).sort()).toEqual(["id", "language", "ownerReplied", "publishedAt", "rating", "text"]);
		const business = (await api(app, "GET", `/v1/businesses/${cid}`, { key })).body;
		expect(business.latestRun).toEqual({ id: run.id, kind: "research", status: "completed", createdAt: run.createdAt });

		// Another account's research within 7 days reuses the shared signal; its analysis is its own.
		const other = await app.createAccount({ credits: 100 });
		const second = await api(app, "POST", `/v1/businesses/${cid}/research`, { key: other.key });
		expect(await waitForRun(other.key, second.body.id)).toMatchObject({ status: "completed" });
		expect(await balance(other.key)).toBe(94);
		const otherReviews = (await api(app, "GET", `/v1/businesses/${cid}/reviews`, { key: other.key })).body;
		expect(otherReviews.signal).toEqual(reviews.signal);
		expect(otherReviews.analysis).not.toBeNull();
		expect(await allReviewItems(other.key, cid)).toEqual(items);
	}, 120_000);

	test("cancel while running: the run ends canceled and keeps its charge", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const [cid] = await searchedCids(key, "bakery", 1);
		app.simulator!.setFaults({ latencyMs: 2_000 });
		const created = await api(app, "POST", `/v1/businesses/${cid}/research`, { key });
		await waitForRun(key, created.body.id, (r) => r.status === "running");
		expect((await api(app, "POST", `/v1/runs/${created.body.id}/cancel`, { key })).status).toBe(202);
		expect(await waitForRun(key, created.body.id)).toMatchObject({ status: "canceled", error: null });
		expect(await balance(key)).toBe(100 - 1 - 5);
		expect((await api(app, "POST", `/v1/runs/${created.body.id}/cancel`, { key })).body).toEqual({ error: "run_not_cancelable" });
	}, 60_000);

	test("a run with its own review order or cutoff writes the account's analysis from its own reviews, and leaves the shared signal alone", async () => {
		const { key, accountId } = await app.createAccount({ credits: 1000 });
		const [first, second] = await searchedCids(key, "restaurant", 2);
		const businessOf = async (cid: string) => (await app.sql("SELECT id FROM businesses WHERE cid = $1", [cid]))[0].id as string;
		// No shared signal yet: a run reading since a date makes none.
		const since = await api(app, "POST", `/v1/businesses/${second}/research`, { key, body: { reviewsSince: "2000-01-01" } });
		expect(await waitForRun(key, since.body.id)).toMatchObject({ status: "completed", reviewsSince: "2000-01-01T00:00:00.000Z" });
		expect(await app.sql("SELECT 1 FROM business_signals WHERE business_id = $1", [await businessOf(second)])).toEqual([]);
		const [own] = await app.sql("SELECT run_id FROM business_analyses WHERE account_id = $1 AND business_id = $2", [accountId, await businessOf(second)]);
		expect(own.run_id).toBe(since.body.id);
		// A shared signal made by a default run stays as it is through a run in another order.
		const shared = await api(app, "POST", `/v1/businesses/${first}/research`, { key });
		await waitForRun(key, shared.body.id);
		const [before] = await app.sql("SELECT extracted_at FROM business_signals WHERE business_id = $1", [await businessOf(first)]);
		const lowest = await api(app, "POST", `/v1/businesses/${first}/research`, { key, body: { reviewsSort: "lowest" } });
		expect(await waitForRun(key, lowest.body.id)).toMatchObject({ status: "completed", reviewsSort: "lowest" });
		const [after] = await app.sql("SELECT extracted_at FROM business_signals WHERE business_id = $1", [await businessOf(first)]);
		expect(after).toEqual(before);
		const [analysis] = await app.sql("SELECT run_id FROM business_analyses WHERE account_id = $1 AND business_id = $2", [accountId, await businessOf(first)]);
		expect(analysis.run_id).toBe(lowest.body.id);
	}, 90_000);

	test("a business the provider no longer has: the run fails business_not_found and is refunded", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const cid = "4242424242424242424";
		await app.call("dataset.upsert", { observations: [{ provider: "google", providerBusinessId: cid, cid, name: "Gone for good" }] });
		const created = await api(app, "POST", `/v1/businesses/${cid}/research`, { key });
		expect(await balance(key)).toBe(94);
		expect(await waitForRun(key, created.body.id)).toMatchObject({ status: "failed", error: "business_not_found" });
		// The ending is committed first, the refund right after (no transaction waits on billing).
		await waitFor("the refund", async () => (await balance(key)) === 99);
	}, 60_000);
});

describe("a worker killed mid-run", () => {
	test("its lease lapses, another worker resumes at the step it recorded (the lookup is not redone); charged once", async () => {
		const { key } = await app.createAccount({ credits: 100 });
		const stopSearching = await startScraper();
		const [cid] = await searchedCids(key, "pharmacy", 1);
		await stopSearching();
		// No scraper serves Google now: the run waits, and a worker about to die takes it and does its first steps.
		const created = await api(app, "POST", `/v1/businesses/${cid}/research`, { key, body: { maxReviews: 20 } });
		const [job] = await app.sql(
			`UPDATE business_runs SET status = 'running', lease_owner = 'doomed-worker', lease_expires_at = now() + interval '1 second',
				attempts = 1, started_at = now() WHERE id = $1 AND status = 'pending' RETURNING id, business_id AS "businessId", provider_business_id AS "providerBusinessId"`,
			[created.body.id],
		);
		expect(job.id).toBe(created.body.id);
		const http = new ProviderHttp(2000);
		const found = await createGoogleLookup({ http }).lookup(job.providerBusinessId, new AbortController().signal);
		await app.call("dataset.upsert", { observations: [found!.observation] });
		await app.sql("UPDATE business_runs SET step = 'reviews' WHERE id = $1", [job.id]);
		await http.close();
		// The worker dies here: no heartbeat, no release, no end.
		const [before] = await app.sql("SELECT observed_at, updated_at FROM businesses WHERE id = $1", [job.businessId]);
		expect((await api(app, "GET", `/v1/runs/${job.id}`, { key })).body.status).toBe("running");

		const stop = await startScraper();
		try {
			expect(await waitForRun(key, job.id)).toMatchObject({ status: "completed" });
			const [after] = await app.sql("SELECT observed_at, updated_at FROM businesses WHERE id = $1", [job.businessId]);
			expect(after).toEqual(before);
			const [row] = await app.sql("SELECT attempts, step FROM business_runs WHERE id = $1", [job.id]);
			expect(row).toEqual({ attempts: 2, step: "done" });
			const ledger = await app.sql("SELECT idempotency_key FROM credit_ledger WHERE idempotency_key LIKE $1", [`%${job.id}`]);
			expect(ledger).toEqual([{ idempotency_key: `run:${job.id}` }]);
			expect(await balance(key)).toBe(100 - 1 - 5);
			expect((await api(app, "GET", `/v1/businesses/${cid}/reviews`, { key })).body.analysis).not.toBeNull();
		} finally {
			await stop();
		}
	}, 120_000);
});
