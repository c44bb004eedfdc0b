import { randomUUID } from "node:crypto";
import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { SERVICE_SCHEMAS } from "../bin/services";
import { api, SERVICES_MODE, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";

/** Google scrapers only: bing and apple searches have no scraper on the bus. */
const GROUPS = [["gateway"], ["keys", "billing", "webhooks"], ["searches", "dataset", "leads", "exports"], ["scraper-google"]];
let app: TestApp;

beforeAll(async () => {
	app = await startApp({
		groups: GROUPS,
		simulator: true,
		env: { LEADMAP_PROVIDER_UNAVAILABLE_MS: "1500", LEADMAP_RESERVATION_GRACE_MS: "20000", LEADMAP_SCRAPER_CONCURRENCY: "8" },
	});
});
afterAll(() => app.stop());
afterEach(() => app.simulator!.setFaults({}));

const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;
const startSearch = async (key: string, body: Record<string, unknown>) => {
	const res = await api(app, "POST", "/v1/searches", { key, body });
	expect(res.status).toBe(201);
	return res.body.id as string;
};
const runningCount = async (accountId: string) =>
	(await app.sql<{ n: number }>("SELECT count(*)::int AS n FROM searches WHERE account_id = $1 AND status = 'running'", [accountId]))[0].n;
const allEnded = async (ids: string[]) =>
	(
		await app.sql<{ n: number }>("SELECT count(*)::int AS n FROM searches WHERE id = ANY($1::uuid[]) AND status IN ('completed', 'failed', 'canceled')", [ids])
	)[0].n === ids.length;

describe("running searches per plan", () => {
	test("a lite account starting 4 searches never has more than 2 running; the queued ones wait, not fail", async () => {
		const { key, accountId } = await app.createAccount({ plan: "lite" });
		// Made together and each lasting a while (a page takes 600 ms): two run at once even on a loaded machine,
		// where searches made one by one, each done before the next is claimed, would never overlap.
		app.simulator!.setFaults({ latencyMs: 600 });
		const ids = await Promise.all(Array.from({ length: 4 }, () => startSearch(key, { keyword: "restaurant", location: "Lyon", options: { maxResults: 15 } })));
		let most = 0;
		while (!(await allEnded(ids))) {
			most = Math.max(most, await runningCount(accountId));
			await new Promise((r) => setTimeout(r, 30));
		}
		expect(most).toBe(2);
		for (const id of ids) expect(await waitForSearch(app, key, id)).toMatchObject({ status: "completed", error: null, resultCount: 15 });
	});

	test("one account's long queue does not starve another account's search", async () => {
		const a = await app.createAccount({ plan: "max" });
		const b = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults({ latencyMs: 800 });
		// More than the scraper's 8 slots, each search lasting seconds: A's queue lasts a while.
		const queued = await Promise.all(
			Array.from({ length: 20 }, () => startSearch(a.key, { keyword: "restaurant", location: "Paris", options: { maxResults: 10 } })),
		);
		const other = await startSearch(b.key, { keyword: "bakery", location: "Paris", options: { maxResults: 10 } });
		expect(await waitForSearch(app, b.key, other)).toMatchObject({ status: "completed" });
		// Some of A's searches, made before B's, started after it: B's was not left behind A's whole queue.
		const [after] = await app.sql<{ n: number }>(
			`SELECT count(*)::int AS n FROM searches WHERE id = ANY($1::uuid[])
			 AND (started_at IS NULL OR started_at > (SELECT started_at FROM searches WHERE id = $2))`,
			[queued, other],
		);
		expect(after.n).toBeGreaterThan(0);
		for (const id of queued) await waitForSearch(app, a.key, id);
	});
});

/**
 * Another instance of the searches service, in its own broker: over the bus in services mode; in embedded
 * mode a broker of its own (with the billing it releases through) on the same database.
 */
async function startSecondSearches(): Promise<() => Promise<void>> {
	const broker = new ServiceBroker(brokerOptions({ nodeID: `searches-2-${Date.now()}` }));
	broker.createService(SERVICE_SCHEMAS.searches);
	if (!SERVICES_MODE) broker.createService(SERVICE_SCHEMAS.billing);
	await broker.start();
	return () => broker.stop();
}

/** A search a create wrote a minute ago and never recorded a reservation on (it died), as the API shows it: pending. */
async function seedUnfundedSearch(accountId: string): Promise<string> {
	const id = randomUUID();
	await app.sql(
		`INSERT INTO searches (id, account_id, provider, keyword, language, max_results, status, phase, created_at)
		 VALUES ($1, $2, 'google', 'restaurant', 'en', 200, 'pending', 'searching', now() - interval '1 minute')`,
		[id, accountId],
	);
	return id;
}

describe("no credits held for a search that cannot run", () => {
	test("a pending search of a provider no scraper serves fails with provider_unavailable and a full refund", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const id = await startSearch(key, { keyword: "restaurant", location: "Lyon", provider: "bing", options: { maxResults: 300 } });
		expect(await balance(key)).toBe(10000 - 300);
		const done = await waitForSearch(app, key, id, undefined, 30_000);
		expect(done).toMatchObject({ status: "failed", error: "provider_unavailable", resultCount: 0 });
		// The failure is committed first and the release called after it, outside the transaction.
		await waitFor("the reservation released", async () => (await balance(key)) === 10000, 10_000);
		const events = await app.sql("SELECT type FROM search_events WHERE search_id = $1", [id]);
		expect(events.map((e) => e.type)).toEqual(["search.failed"]);
	});

	test("a running search whose worker is gone, of a provider no scraper serves, fails with provider_unavailable and is refunded", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		// As a bing worker that died mid-run leaves it: running, its lease lapsed, its credits reserved.
		const id = randomUUID();
		await app.sql(
			`INSERT INTO searches (id, account_id, provider, keyword, language, max_results, status, phase, reserved, attempts,
				lease_owner, lease_expires_at, started_at)
			 VALUES ($1, $2, 'bing', 'restaurant', 'en', 100, 'running', 'searching', 100, 1, 'gone', now() - interval '1 minute', now())`,
			[id, accountId],
		);
		await app.call("billing.reserve", { accountId, reservation: id, max: 100 });
		expect(await balance(key)).toBe(10000 - 100);
		expect(await waitForSearch(app, key, id, undefined, 30_000)).toMatchObject({ status: "failed", error: "provider_unavailable" });
		await waitFor("the reservation released", async () => (await balance(key)) === 10000, 10_000);
	});

	test("two searches instances sweeping at once fail each search once and refund it once", async () => {
		const stopSecond = await startSecondSearches();
		try {
			// The second instance starts its own clock: past it, both sweep.
			await new Promise((r) => setTimeout(r, 2_000));
			const { key } = await app.createAccount({ plan: "pro" });
			const ids = await Promise.all(
				Array.from({ length: 12 }, () => startSearch(key, { keyword: "cafe", location: "Nice", provider: "apple", options: { maxResults: 50 } })),
			);
			for (const id of ids) expect(await waitForSearch(app, key, id, undefined, 30_000)).toMatchObject({ status: "failed", error: "provider_unavailable" });
			// Each reservation went back once, by whichever instance swept it, and the ledger adds up to the whole balance
			// (each failure is committed first and its release called after it, outside the transaction).
			const releasedSoFar = async () =>
				(
					await app.sql(
						"SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS credits FROM credit_ledger WHERE kind = 'release' AND idempotency_key = ANY($1::text[])",
						[ids.map((id) => `release:${id}`)],
					)
				)[0];
			await waitFor("every reservation released", async () => (await releasedSoFar()).n >= 12, 10_000);
			expect(await releasedSoFar()).toEqual({ n: 12, credits: 12 * 50 });
			// In embedded mode the second instance's billing is not on the bus: the first one's usage cache learns of its refunds when it expires.
			await waitFor("the balance back whole", async () => (await balance(key)) === 10000, 10_000);
			const [events] = await app.sql("SELECT count(*)::int AS n FROM search_events WHERE search_id = ANY($1::uuid[])", [ids]);
			expect(events.n).toBe(12);
		} finally {
			await stopSecond();
		}
	});

	test("a search whose create died after reserving is failed and its reservation released", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		// What a create that died between reserving and recording the reservation leaves behind.
		const id = await seedUnfundedSearch(accountId);
		await app.call("billing.reserve", { accountId, reservation: id, max: 200 });
		expect(await balance(key)).toBe(10000 - 200);
		expect(await waitForSearch(app, key, id, undefined, 30_000)).toMatchObject({ status: "failed", error: "reservation_failed", resultCount: 0 });
		// The failure is committed first and the release called after it, outside the transaction.
		await waitFor("the reservation released", async () => (await balance(key)) === 10000, 10_000);
	});

	test("a search whose reservation cannot be released as it ends is ended by a sweep once billing answers", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		// The ledger refuses every release, as a database fault would: the search cannot give its reservation back.
		await app.sql(`CREATE OR REPLACE FUNCTION refuse_release() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF NEW.kind = 'release' THEN RAISE EXCEPTION 'ledger refuses releases'; END IF; RETURN NEW; END $$`);
		await app.sql("CREATE TRIGGER refuse_release BEFORE INSERT ON credit_ledger FOR EACH ROW EXECUTE FUNCTION refuse_release()");
		let id: string;
		try {
			id = await startSearch(key, { keyword: "cafe", location: "Lyon", options: { maxResults: 5 } });
			await waitFor(
				"the search wrapping up, its release refused",
				async () => {
					const [row] = await app.sql("SELECT status, phase FROM searches WHERE id = $1", [id]);
					return row?.status === "running" && row.phase === "wrapping_up";
				},
				30_000,
			);
		} finally {
			await app.sql("DROP TRIGGER IF EXISTS refuse_release ON credit_ledger");
		}
		const done = await waitForSearch(app, key, id, undefined, 30_000);
		expect(done).toMatchObject({ status: "completed", error: null });
		await waitFor("the unused reservation back", async () => (await balance(key)) === 10000 - done.resultCount, 10_000);
	});

	test("a reservation arriving after the sweep gave up on its search holds nothing", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const id = await seedUnfundedSearch(accountId);
		expect(await waitForSearch(app, key, id, undefined, 30_000)).toMatchObject({ status: "failed", error: "reservation_failed" });
		expect(await app.call<{ reserved: number }>("billing.reserve", { accountId, reservation: id, max: 200 })).toEqual({ reserved: 0 });
		expect(await balance(key)).toBe(10000);
	});

	test("a refused reservation leaves no search behind", async () => {
		const { key } = await app.createAccount({ plan: null, credits: 0 });
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Lyon" } });
		expect(res).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		expect((await api(app, "GET", "/v1/searches", { key })).body.data).toEqual([]);
	});
});

describe("cancel racing completion", () => {
	/** Starts a search and cancels it `delayMs` after it starts running: at some delays, while it wraps up. */
	async function startThenCancel(key: string, delayMs: number): Promise<{ id: string; answer: number }> {
		const id = await startSearch(key, { keyword: "restaurant", location: "Marseille", options: { maxResults: 5 } });
		await waitForSearch(app, key, id, (s) => s.status !== "pending");
		await new Promise((r) => setTimeout(r, delayMs));
		return { id, answer: (await api(app, "POST", `/v1/searches/${id}/cancel`, { key })).status };
	}

	test("every 202 ends canceled, every other answer is 409 search_not_cancelable", async () => {
		const { key, accountId } = await app.createAccount({ plan: "max" });
		await app.call("billing.setRateLimit", { accountId, perMinute: 1_000_000 });
		// Searches last a few hundred milliseconds here: cancels spread over their whole run, most near its end.
		const runs = await Promise.all(Array.from({ length: 30 }, (_, i) => startThenCancel(key, 60 + ((i * 37) % 300))));
		for (const { id, answer } of runs) {
			const done = await waitForSearch(app, key, id);
			expect({ answer, status: done.status, error: done.error }).toEqual({ answer, status: answer === 202 ? "canceled" : "completed", error: null });
			expect([202, 409]).toContain(answer);
		}
	});
});
