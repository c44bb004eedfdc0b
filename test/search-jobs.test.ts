import { reloadConfig } from "../shared/config";
import { MAX_JOB_ATTEMPTS, type DeliverPageResult, type Job } from "../services/searches/searches.contract";
import type { UpsertedBusiness } from "../services/dataset/dataset.contract";
import { KeylessPager } from "../services/scrapers/google/keyless-pager";
import { CellSearch } from "../services/scrapers/framework/cell-search";
import { boundsAround, inside } from "../services/scrapers/framework/area";
import { DeliveryQueue } from "../services/scrapers/framework/delivery-queue";
import type { DeliveredPlace } from "../services/scrapers/framework/worker";
import { findPlace } from "../services/scrapers/framework/gazetteer";
import { ProviderHttp } from "../services/scrapers/framework/provider-http";
import { ScraperProcesses } from "./support/scraper-process";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { startProxy } from "./support/proxy";
import { waitFor } from "./support/wait";
import { allSearchLeads, waitForSearch } from "./support/searches";

const WITHOUT_SCRAPER = ALL_GROUPS.filter((g) => !g.includes("scraper-google"));
let app: TestApp;

const scrapers = new ScraperProcesses(() => app);
const startScraper = () => scrapers.start();

beforeAll(async () => {
	app = await startApp({ groups: WITHOUT_SCRAPER, simulator: true, env: { LEADMAP_PROVIDER_TIMEOUT_MS: "400" } });
});
afterAll(async () => {
	await scrapers.stopAll();
	await app.stop();
});
afterEach(() => app.simulator!.setFaults({}));

const sql = <T = any>(text: string, params: unknown[] = []) => app.sql<T>(text, params);

const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;

function expectDistinct(values: string[]): void {
	expect(new Set(values).size).toBe(values.length);
}

describe("with a scraper running", () => {
	let stopScraper: () => Promise<void>;
	beforeAll(async () => {
		stopScraper = await startScraper();
	});
	afterAll(() => stopScraper());

	test("2,000 results past the 120 cap: no duplicate, all inside the area, one credit each", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 2000 } } });
		const done = await waitForSearch(app, key, res.body.id, undefined, 120_000);
		expect(done).toMatchObject({ status: "completed", resultCount: 2000, error: null, progress: { phase: "done", processed: 2000, failed: 0 } });
		expect(done.progress.found).toBeGreaterThanOrEqual(2000);
		const leads = await allSearchLeads(app, key, res.body.id);
		expect(leads).toHaveLength(2000);
		expectDistinct(leads.map((l) => l.cid));
		expectDistinct(leads.map((l) => l.id));
		const paris = findPlace("Paris")!;
		const area = boundsAround(paris.lat, paris.lng, paris.radiusMeters);
		for (const l of leads) expect(inside(area, l.latitude, l.longitude)).toBe(true);
		const truth = (await (
			await fetch(
				`${process.env.LEADMAP_GOOGLE_URL!.replace(/\/search$/, "")}/__world?q=restaurant&lat=${paris.lat}&lng=${paris.lng}&spanMeters=${2 * paris.radiusMeters}`,
			)
		).json()) as { businesses: { cid: string }[] };
		const truthCids = new Set(truth.businesses.map((b: { cid: string }) => b.cid));
		for (const l of leads) expect(truthCids.has(l.cid)).toBe(true);
		expect(await balance(key)).toBe(10000 - 2000);
	});

	test("a second search over the same places delivers them without charging again", async () => {
		const { key } = await app.createAccount({ plan: null, credits: 500 });
		const first = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 40 } } });
		const a = await waitForSearch(app, key, first.body.id);
		const second = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 40 } } });
		const b = await waitForSearch(app, key, second.body.id);
		expect(a.resultCount).toBe(40);
		expect(b.resultCount).toBe(40);
		const leadsA = await allSearchLeads(app, key, first.body.id);
		const leadsB = await allSearchLeads(app, key, second.body.id);
		const byCid = new Map(leadsA.map((l) => [l.cid, l.id]));
		const shared = leadsB.filter((l) => byCid.has(l.cid));
		expect(shared.length).toBeGreaterThan(20);
		for (const l of shared) expect(l.id).toBe(byCid.get(l.cid));
		const owned = new Set([...leadsA, ...leadsB].map((l) => l.cid)).size;
		expect(await balance(key)).toBe(500 - owned);
	});

	test("a search stops early when its reservation runs out and completes with what it has", async () => {
		const { key } = await app.createAccount({ plan: null, credits: 30 });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 500 } } });
		const done = await waitForSearch(app, key, res.body.id);
		expect(done).toMatchObject({ status: "completed", resultCount: 30 });
		expect(await balance(key)).toBe(0);
	});

	test("cancel mid-run keeps and charges what was produced, refunds the rest", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults({ latencyMs: 80 });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 2000 } } });
		await waitForSearch(app, key, res.body.id, (s) => s.resultCount > 0);
		const cancel = await api(app, "POST", `/v1/searches/${res.body.id}/cancel`, { key });
		expect(cancel.status).toBe(202);
		expect(cancel.body).toEqual({ ok: true });
		const done = await waitForSearch(app, key, res.body.id);
		expect(done.status).toBe("canceled");
		expect(done.resultCount).toBeGreaterThan(0);
		expect(done.resultCount).toBeLessThan(2000);
		expect(await allSearchLeads(app, key, res.body.id)).toHaveLength(done.resultCount);
		// The failure is committed first and what was not used released after it, outside the transaction.
		await waitFor("the rest of the reservation released", async () => (await balance(key)) === 10000 - done.resultCount, 10_000);
		const again = await api(app, "POST", `/v1/searches/${res.body.id}/cancel`, { key });
		expect(again.status).toBe(409);
		expect(again.body).toEqual({ error: "search_not_cancelable" });
	});

	test("429 twice then answers: the search completes", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults({ rateLimit: { first: 2 }, retryAfterSeconds: 0 });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "florist", location: "Lyon", options: { maxResults: 20 } } });
		const done = await waitForSearch(app, key, res.body.id);
		expect(done).toMatchObject({ status: "completed", resultCount: 20 });
		expect(app.simulator!.stats().faults.rateLimit).toBe(2);
	});

	test.each([
		["a consent wall", { consent: { after: 3 } }, "provider_blocked"],
		["a captcha page", { captcha: { after: 3 } }, "provider_blocked"],
		["server errors", { serverError: { after: 3 } }, "provider_error"],
		["malformed bodies", { malformed: { after: 3 } }, "provider_error"],
		["timeouts", { timeout: { after: 3 } }, "provider_unreachable"],
	])("%s that never ends fails the search with a clear error; what was found stays delivered and charged", async (_label, faults, error) => {
		const { key } = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults(faults);
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 1000 } } });
		const done = await waitForSearch(app, key, res.body.id);
		expect(done).toMatchObject({ status: "failed", error, progress: { phase: "failed" } });
		expect(done.resultCount).toBeGreaterThan(0);
		expect(await allSearchLeads(app, key, res.body.id)).toHaveLength(done.resultCount);
		// The failure is committed first and what was not used released after it, outside the transaction.
		await waitFor("the rest of the reservation released", async () => (await balance(key)) === 10000 - done.resultCount, 10_000);
	});

	test("concurrent searches of one account never overspend", async () => {
		const { key, accountId } = await app.createAccount({ plan: null, credits: 100 });
		const keywords = ["restaurant", "cafe", "bar", "hotel", "pharmacy", "bakery"];
		const created = await Promise.all(
			keywords.map((k) => api(app, "POST", "/v1/searches", { key, body: { keyword: k, location: "Lyon", options: { maxResults: 45 } } })),
		);
		const accepted = created.filter((r) => r.status === 201);
		for (const r of created.filter((r) => r.status !== 201)) expect(r.body).toEqual({ error: "insufficient_credits" });
		expect(accepted.length).toBeGreaterThanOrEqual(3);
		const finished = await Promise.all(accepted.map((r) => waitForSearch(app, key, r.body.id)));
		for (const s of finished) expect(s.status).toBe("completed");
		const left = await balance(key);
		expect(left).toBeGreaterThanOrEqual(0);
		const owned = await sql("SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own'", [accountId]);
		expect(left).toBe(100 - owned[0].n);
		const leads = (await api(app, "GET", "/v1/leads?limit=500", { key })).body.leads;
		expect(leads).toHaveLength(owned[0].n);
	});
});

describe("the official Places API (New)", () => {
	test("with GOOGLE_PLACES_API_KEY the scraper uses Text Search, past its 60 cap by splitting", async () => {
		process.env.GOOGLE_PLACES_API_KEY = "test-key";
		reloadConfig();
		const stopScraper = await startScraper();
		try {
			const { key } = await app.createAccount({ plan: "pro" });
			const before = app.simulator!.stats().searchRequests;
			const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 300 } } });
			const done = await waitForSearch(app, key, res.body.id);
			expect(done).toMatchObject({ status: "completed", resultCount: 300 });
			const leads = await allSearchLeads(app, key, res.body.id);
			expectDistinct(leads.map((l) => l.cid));
			for (const l of leads) {
				expect(l.cid).toMatch(/^\d+$/);
				expect(l.placeId).toMatch(/^ChIJ/);
			}
			expect(app.simulator!.stats().searchRequests - before).toBeGreaterThanOrEqual(15);
		} finally {
			await stopScraper();
			delete process.env.GOOGLE_PLACES_API_KEY;
			reloadConfig();
		}
	});
});

describe("through proxies", () => {
	test("PROXY_URLS: requests go through the proxies, and a blocked answer moves on to the next one", async () => {
		const [first, second] = [await startProxy(), await startProxy()];
		process.env.PROXY_URLS = `${first.url}, ${second.url}`;
		reloadConfig();
		const stopScraper = await startScraper();
		delete process.env.PROXY_URLS;
		reloadConfig();
		try {
			const { key } = await app.createAccount({ plan: "pro" });
			app.simulator!.setFaults({ consent: { first: 1 } });
			const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "florist", location: "Lyon", options: { maxResults: 30 } } });
			const done = await waitForSearch(app, key, res.body.id);
			expect(done).toMatchObject({ status: "completed", resultCount: 30 });
			expect(first.connects + first.requests).toBeGreaterThan(0);
			expect(second.connects + second.requests).toBeGreaterThan(0);
		} finally {
			await stopScraper();
			await first.close();
			await second.close();
		}
	});
});

describe("workers that stop or die", () => {
	test("a worker stopped mid-job: another resumes from the checkpoint, nothing delivered or charged twice", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		// Slow enough that the job cannot finish while its first worker is being stopped, even when a loaded
		// machine takes seconds to stop it (at 150 ms a page, a CI run saw the search complete meanwhile).
		app.simulator!.setFaults({ latencyMs: 600 });
		const stopFirst = await startScraper();
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Berlin", options: { maxResults: 2000 } } });
		await waitForSearch(app, key, res.body.id, (s) => s.resultCount >= 100);
		await stopFirst();
		const paused = (await api(app, "GET", `/v1/searches/${res.body.id}`, { key })).body;
		expect(paused.status).toBe("running");
		const [row] = await sql("SELECT checkpoint FROM searches WHERE id = $1", [res.body.id]);
		expect(row.checkpoint).toMatchObject({ v: 4, queries: ["restaurant"] });
		app.simulator!.setFaults({});
		const stopSecond = await startScraper();
		try {
			const done = await waitForSearch(app, key, res.body.id, undefined, 120_000);
			expect(done).toMatchObject({ status: "completed", resultCount: 2000 });
			const leads = await allSearchLeads(app, key, res.body.id);
			expect(leads).toHaveLength(2000);
			expectDistinct(leads.map((l) => l.cid));
			expect(await balance(key)).toBe(10000 - 2000);
		} finally {
			await stopSecond();
		}
	});

	/** Claims the job as a worker of its own that searches until its 12th page, then dies without a word. */
	async function runDoomedWorker(searchId: string): Promise<Job> {
		const job = await app.call<Job>("searches.claimNextJob", { provider: "google", workerId: "doomed-worker" });
		expect(job.id).toBe(searchId);
		const controller = new AbortController();
		const http = new ProviderHttp(2000);
		let pages = 0;
		const queue = new DeliveryQueue<DeliveredPlace, UpsertedBusiness[]>(
			(places) => app.call<UpsertedBusiness[]>("dataset.upsert", { observations: places.map((p) => p.observation) }),
			(businesses, checkpoint) => app.call<DeliverPageResult>("searches.deliverPage", { id: job.id, workerId: "doomed-worker", businesses, checkpoint }),
			() => controller.abort("done"),
		);
		const pager = new KeylessPager({
			baseUrl: process.env.LEADMAP_GOOGLE_URL!,
			http,
			retry: { attempts: 2, baseMs: 10, maxMs: 20 },
			lang: "en",
			country: null,
			signal: controller.signal,
		});
		const dying = new CellSearch(
			{
				job,
				signal: controller.signal,
				http,
				logger: app.brokers[0].logger,
				settled: async () => {
					await queue.drain();
					return queue.lastResultCount;
				},
				deliver: async (places, checkpoint) => {
					await queue.enqueue(places, checkpoint);
					if (++pages === 12) controller.abort("crash");
				},
			},
			pager,
			2,
		);
		await dying.run().catch(() => undefined);
		await queue.drain().catch(() => undefined);
		await http.close();
		return job;
	}

	test("a worker that dies without a word: its lease lapses and another finishes the job exactly", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Madrid", options: { maxResults: 900 } } });
		const job = await runDoomedWorker(res.body.id);
		const half = (await api(app, "GET", `/v1/searches/${job.id}`, { key })).body;
		expect(half.status).toBe("running");
		expect(half.resultCount).toBeGreaterThan(0);
		expect(half.resultCount).toBeLessThan(900);

		const stopScraper = await startScraper();
		try {
			const done = await waitForSearch(app, key, job.id, undefined, 120_000);
			expect(done).toMatchObject({ status: "completed", resultCount: 900 });
			const leads = await allSearchLeads(app, key, job.id);
			expectDistinct(leads.map((l) => l.cid));
			expect(await balance(key)).toBe(10000 - 900);
			const [row] = await sql("SELECT attempts FROM searches WHERE id = $1", [job.id]);
			expect(row.attempts).toBe(2);
		} finally {
			await stopScraper();
		}
	});

	test("the coverage of a job taken over after its worker died counts each cell once", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		app.simulator!.takeSearchViewports();
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "cafe", location: "Lyon", options: { maxResults: 2000 } } });
		await runDoomedWorker(res.body.id);
		const stopScraper = await startScraper();
		try {
			const done = await waitForSearch(app, key, res.body.id, undefined, 120_000);
			expect(done.status).toBe("completed");
			const coverage = (await api(app, "GET", `/v1/searches/${done.id}/coverage`, { key })).body;
			// Cells the dead worker had under way were asked for again by the next one: the same viewports, one cell each.
			const cellsAskedFor = new Set(app.simulator!.takeSearchViewports().map((v) => `${v.lat},${v.lng},${v.spanMeters}`));
			expect(coverage.cells.run).toBeLessThanOrEqual(cellsAskedFor.size);
			expect(coverage.completeness).toBe(1);
			expect(coverage.places).toEqual({ inside: done.resultCount, outside: 0 });
		} finally {
			await stopScraper();
		}
	});

	test("a released job is its worker's no more: a late heartbeat or page writes nothing, and only the holder can release it", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "cafe", location: "Lyon", options: { maxResults: 50 } } });
		const job = await app.call<Job>("searches.claimNextJob", { provider: "google", workerId: "leaving" });
		expect(job.id).toBe(res.body.id);
		await app.call("searches.releaseJob", { id: job.id, workerId: "stranger", reason: "shutdown" });
		expect(await app.call("searches.heartbeat", { id: job.id, workerId: "leaving" })).toEqual({ cancelRequested: false });
		await app.call("searches.releaseJob", { id: job.id, workerId: "leaving", reason: "error" });
		await expect(app.call("searches.heartbeat", { id: job.id, workerId: "leaving" })).rejects.toMatchObject({ type: "lease_lost" });
		await expect(app.call("searches.deliverPage", { id: job.id, workerId: "leaving", businesses: [], checkpoint: null })).rejects.toMatchObject({
			type: "lease_lost",
		});
		// Given back at once: the next claim takes it, the lease not waited out.
		expect(await app.call<Job>("searches.claimNextJob", { provider: "google", workerId: "next" })).toMatchObject({ id: job.id, attempts: 2 });
		expect((await api(app, "POST", `/v1/searches/${job.id}/cancel`, { key })).status).toBe(202);
		await app.call("searches.finalize", { id: job.id, workerId: "next", outcome: "completed" });
		expect(await waitForSearch(app, key, job.id)).toMatchObject({ status: "canceled", resultCount: 0 });
	});

	test("a job given back at shutdown spends no attempt: stopped more often than a job may be attempted, it still runs", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "cafe", location: "Lyon", options: { maxResults: 50 } } });
		for (let stop = 0; stop <= MAX_JOB_ATTEMPTS; stop++) {
			const job = await app.call<Job>("searches.claimNextJob", { provider: "google", workerId: `scaled-down-${stop}` });
			expect(job).toMatchObject({ id: res.body.id, attempts: 1 });
			await app.call("searches.releaseJob", { id: job.id, workerId: `scaled-down-${stop}`, reason: "shutdown" });
		}
		const stopScraper = await startScraper();
		try {
			expect(await waitForSearch(app, key, res.body.id)).toMatchObject({ status: "completed", resultCount: 50 });
		} finally {
			await stopScraper();
		}
	});

	test("a canceled search whose worker is gone is settled by the next claim", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "cafe", location: "Lyon", options: { maxResults: 50 } } });
		await app.call("searches.claimNextJob", { provider: "google", workerId: "vanished" });
		expect((await api(app, "POST", `/v1/searches/${res.body.id}/cancel`, { key })).status).toBe(202);
		const stopScraper = await startScraper();
		try {
			const done = await waitForSearch(app, key, res.body.id, undefined, 30_000);
			expect(done).toMatchObject({ status: "canceled", resultCount: 0 });
			await waitFor("the reservation released", async () => (await balance(key)) === 10000, 10_000);
		} finally {
			await stopScraper();
		}
	});

	test("a pending search canceled before any worker claims it ends at once with a full refund", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "cafe", location: "Lyon" } });
		expect((await api(app, "POST", `/v1/searches/${res.body.id}/cancel`, { key })).status).toBe(202);
		const s = (await api(app, "GET", `/v1/searches/${res.body.id}`, { key })).body;
		expect(s).toMatchObject({ status: "canceled", resultCount: 0, progress: { phase: "done" } });
		expect(await balance(key)).toBe(10000);
	});
});
