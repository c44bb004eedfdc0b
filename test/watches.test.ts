import { api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/**
 * Watches through the API (DESIGN §10): the seven endpoints, bad input, another account's watch, the per-plan cap,
 * a run in progress, and runs that cannot be paid. No scraper runs here: a run's search stays pending until canceled.
 */
const GROUPS = [["gateway"], ["keys", "billing", "idempotency", "webhooks", "watches"], ["searches", "dataset", "leads"]];

let app: TestApp;
let key: string;

beforeAll(async () => {
	app = await startApp({ groups: GROUPS, env: { LEADMAP_WATCH_POLL_MS: "200" } });
	({ key } = await app.createAccount({ plan: "pro", credits: 1000 }));
}, 60_000);
afterAll(() => app?.stop());

const BODY = { keyword: "bakery", location: "Cancale", options: { maxResults: 20 } };
const create = (body: unknown, k = key, headers: Record<string, string> = {}) => api(app, "POST", "/v1/watches", { key: k, body, headers });
const get = (id: string, k = key) => api(app, "GET", `/v1/watches/${id}`, { key: k });

/** Ends the watch's pending run (no scraper runs here) by canceling its search, and waits until the watch has recorded it. */
async function endRun(k: string, id: string): Promise<void> {
	const { searchId } = (await get(id, k)).body.lastRun;
	expect((await api(app, "POST", `/v1/searches/${searchId}/cancel`, { key: k })).status).toBe(202);
	await waitFor(
		"the run recorded",
		async () =>
			(await get(id, k)).body.lastRun.status === "canceled" &&
			(await app.sql("SELECT active_run_id FROM watches WHERE id = $1", [id]))[0].active_run_id === null,
	);
}

describe("POST /v1/watches", () => {
	test("201 with the query as given; the first run is an ordinary search of the account, started at once", async () => {
		const body = {
			keywords: ["bakery", "cafe"],
			area: { center: { lat: 48.676, lng: -1.852 }, radiusKm: 2 },
			filters: { minRating: 4 },
			options: { maxResults: 30 },
			intervalDays: 3,
		};
		const res = await create(body);
		expect(res.status).toBe(201);
		const { intervalDays: _interval, ...query } = body;
		expect(res.body).toMatchObject({ query, intervalDays: 3, enabled: true, disabledReason: null });
		// as given: its members in their order too
		expect(JSON.stringify((await get(res.body.id)).body.query)).toBe(JSON.stringify(query));
		expect(Date.parse(res.body.nextRunAt) - Date.parse(res.body.createdAt)).toBeGreaterThan(3 * 86_400_000 - 60_000);
		expect(res.body.lastRun).toMatchObject({ status: "pending", error: null, finishedAt: null, opened: 0, closed: 0, reopened: 0 });
		const search = await api(app, "GET", `/v1/searches/${res.body.lastRun.searchId}`, { key });
		expect(search.body).toMatchObject({ watchId: res.body.id, keywords: ["bakery", "cafe"], maxResults: 30, filters: { minRating: 4 }, status: "pending" });
		const [reservation] = await app.sql("SELECT reserved FROM searches WHERE id = $1", [res.body.lastRun.searchId]);
		expect(reservation.reserved).toBe(30);
		// a search made by POST /v1/searches belongs to no watch
		const plain = await api(app, "POST", "/v1/searches", { key, body: BODY });
		expect(plain.body.watchId).toBeNull();
	});

	test("a disabled watch starts no run and shows no next run; the interval defaults to 7 days", async () => {
		const res = await create({ ...BODY, enabled: false });
		expect(res.body).toMatchObject({ enabled: false, intervalDays: 7, nextRunAt: null, lastRun: null });
		expect(await app.sql("SELECT 1 FROM searches WHERE watch_id = $1", [res.body.id])).toEqual([]);
	});

	test("a retry with the same Idempotency-Key makes one watch and one search", async () => {
		const headers = { "Idempotency-Key": `watch-${Date.now()}` };
		const first = await create(BODY, key, headers);
		const again = await create(BODY, key, headers);
		expect(again.headers.get("idempotent-replayed")).toBe("true");
		expect(again.body.id).toBe(first.body.id);
		expect(await app.sql("SELECT id FROM searches WHERE watch_id = $1", [first.body.id])).toHaveLength(1);
	});

	test.each([
		["an interval of 0", "invalid_body", { ...BODY, intervalDays: 0 }],
		["an interval over 90", "invalid_body", { ...BODY, intervalDays: 91 }],
		["a fractional interval", "invalid_body", { ...BODY, intervalDays: 1.5 }],
		["enabled not a boolean", "invalid_body", { ...BODY, enabled: "yes" }],
		["an unknown field", "invalid_body", { ...BODY, schedule: "weekly" }],
		["no keyword", "invalid_body", { location: "Cancale" }],
		["keyword and keywords", "invalid_body", { ...BODY, keywords: ["cafe"] }],
		["location and area", "invalid_body", { ...BODY, area: { center: { lat: 48, lng: -1 }, radiusKm: 1 } }],
		[
			"a bad area",
			"invalid_area",
			{
				keyword: "bakery",
				area: {
					type: "Polygon",
					coordinates: [
						[
							[0, 0],
							[1, 0],
							[0, 0],
						],
					],
				},
			},
		],
		["maxResults over 2000", "invalid_body", { ...BODY, options: { maxResults: 2001 } }],
	])("%s is a 400 %s, and nothing is made", async (_name, code, body) => {
		const before = await app.sql("SELECT count(*)::int AS n FROM watches");
		expect(await create(body)).toMatchObject({ status: 400, body: { error: code } });
		expect(await app.sql("SELECT count(*)::int AS n FROM watches")).toEqual(before);
	});

	test("an account that cannot pay is refused an enabled watch (402), not a disabled one", async () => {
		const poor = await app.createAccount({ plan: "pro", credits: 0 });
		expect(await create(BODY, poor.key)).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		expect((await create({ ...BODY, enabled: false }, poor.key)).status).toBe(201);
	});

	test("lite accounts may have 5 watches, enabled or not: the sixth is 409 limit_reached", async () => {
		const lite = await app.createAccount({ plan: "lite", credits: 100 });
		for (let i = 0; i < 5; i++) expect((await create({ ...BODY, enabled: i % 2 === 0 }, lite.key)).status).toBe(201);
		expect(await create({ ...BODY, enabled: false }, lite.key)).toMatchObject({ status: 409, body: { error: "limit_reached" } });
	});
});

describe("GET, PATCH and DELETE /v1/watches/{id}", () => {
	test("another account's watch, and an id that is not one, are 404 on every route", async () => {
		const { body: watch } = await create({ ...BODY, enabled: false });
		const other = await app.createAccount({ plan: "pro", credits: 10 });
		for (const id of [watch.id, "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
			const k = id === watch.id ? other.key : key;
			expect((await get(id, k)).status).toBe(404);
			expect((await api(app, "PATCH", `/v1/watches/${id}`, { key: k, body: { intervalDays: 2 } })).status).toBe(404);
			expect((await api(app, "GET", `/v1/watches/${id}/changes`, { key: k })).status).toBe(404);
			expect((await api(app, "POST", `/v1/watches/${id}/run`, { key: k })).status).toBe(404);
			expect((await api(app, "DELETE", `/v1/watches/${id}`, { key: k })).status).toBe(404);
		}
		expect((await get(watch.id)).status).toBe(200);
	});

	test("PATCH: a new interval moves the next run from the last one; off shows no next run; on again runs at once if never run", async () => {
		const { body: watch } = await create(BODY);
		const lastDue = Date.parse(watch.nextRunAt) - 7 * 86_400_000;
		const longer = await api(app, "PATCH", `/v1/watches/${watch.id}`, { key, body: { intervalDays: 30 } });
		expect(longer.status).toBe(200);
		expect(Date.parse(longer.body.nextRunAt)).toBe(lastDue + 30 * 86_400_000);
		expect((await api(app, "PATCH", `/v1/watches/${watch.id}`, { key, body: { enabled: false } })).body).toMatchObject({ enabled: false, nextRunAt: null });
		expect((await api(app, "PATCH", `/v1/watches/${watch.id}`, { key, body: { enabled: true } })).body.nextRunAt).toBe(longer.body.nextRunAt);

		const { body: never } = await create({ ...BODY, enabled: false });
		const on = await api(app, "PATCH", `/v1/watches/${never.id}`, { key, body: { enabled: true } });
		// Due at once; on a loaded machine a scheduler may have started it before the answer was read.
		if (on.body.lastRun === null) expect(Date.parse(on.body.nextRunAt)).toBeLessThanOrEqual(Date.now() + 1000);
		const started = await waitFor("the first run, started by a scheduler", async () => (await get(never.id)).body.lastRun);
		expect(started).toMatchObject({ status: "pending" });
		expect(await api(app, "PATCH", `/v1/watches/${never.id}`, { key, body: { intervalDays: 0 } })).toMatchObject({
			status: 400,
			body: { error: "invalid_body" },
		});
	});

	test("DELETE: no more runs; its searches stay the account's", async () => {
		const { body: watch } = await create(BODY);
		expect(await api(app, "DELETE", `/v1/watches/${watch.id}`, { key })).toMatchObject({ status: 200, body: { ok: true } });
		expect((await get(watch.id)).status).toBe(404);
		expect((await api(app, "GET", `/v1/searches/${watch.lastRun.searchId}`, { key })).body.watchId).toBe(watch.id);
	});
});

describe("GET /v1/watches and the changes list", () => {
	test("newest first, by cursor; a cursor is bound to the account", async () => {
		const mine = await app.createAccount({ plan: "pro", credits: 10 });
		const ids: string[] = [];
		for (let i = 0; i < 3; i++) ids.push((await create({ ...BODY, enabled: false }, mine.key)).body.id);
		const first = await api(app, "GET", "/v1/watches?limit=2", { key: mine.key });
		expect(first.body.data.map((w: { id: string }) => w.id)).toEqual([ids[2], ids[1]]);
		const second = await api(app, "GET", `/v1/watches?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { key: mine.key });
		expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
		expect(await api(app, "GET", `/v1/watches?cursor=${encodeURIComponent(first.body.nextCursor)}`, { key })).toMatchObject({
			status: 400,
			body: { error: "invalid_body" },
		});
		expect(await api(app, "GET", "/v1/watches?limit=101", { key })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});

	test("the changes of a watch with none are empty; a type that is none of opened, closed, reopened is a 400", async () => {
		const { body: watch } = await create({ ...BODY, enabled: false });
		expect((await api(app, "GET", `/v1/watches/${watch.id}/changes?type=closed`, { key })).body).toEqual({ data: [], nextCursor: null });
		expect(await api(app, "GET", `/v1/watches/${watch.id}/changes?type=moved`, { key })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});
});

describe("POST /v1/watches/{id}/run", () => {
	test("202 and a run now, the schedule unchanged; 409 watch_run_in_progress while it is pending", async () => {
		const { body: watch } = await create({ ...BODY, enabled: false });
		const run = await api(app, "POST", `/v1/watches/${watch.id}/run`, { key });
		expect(run).toMatchObject({ status: 202, body: { ok: true } });
		const now = (await get(watch.id)).body;
		expect(now).toMatchObject({ enabled: false, nextRunAt: null, lastRun: { status: "pending" } });
		expect(await api(app, "POST", `/v1/watches/${watch.id}/run`, { key })).toMatchObject({ status: 409, body: { error: "watch_run_in_progress" } });
		await endRun(key, watch.id);
		expect((await api(app, "POST", `/v1/watches/${watch.id}/run`, { key })).status).toBe(202);
		expect(await app.sql("SELECT count(*)::int AS n FROM searches WHERE watch_id = $1", [watch.id])).toEqual([{ n: 2 }]);
	});
});

describe("runs that cannot be paid", () => {
	test("are skipped, make no search and charge nothing; three in a row turn the watch off", async () => {
		const acct = await app.createAccount({ plan: "pro", credits: 50 });
		const { body: watch } = await create(BODY, acct.key);
		await endRun(acct.key, watch.id);
		await app.call("billing.setPlan", { accountId: acct.accountId, accessStatus: "past_due" });
		const balance = (await api(app, "GET", "/v1/usage", { key: acct.key })).body.credits.balance;
		for (let n = 1; n <= 3; n++) {
			// the schedule falls due again
			await app.sql("UPDATE watches SET next_run_at = now() - interval '1 second' WHERE id = $1", [watch.id]);
			await waitFor(
				`skipped run ${n}`,
				async () => (await app.sql("SELECT count(*)::int AS n FROM watch_runs WHERE watch_id = $1 AND status = 'skipped'", [watch.id]))[0].n === n,
			);
		}
		const off = (await api(app, "GET", `/v1/watches/${watch.id}`, { key: acct.key })).body;
		expect(off).toMatchObject({ enabled: false, disabledReason: "subscription_inactive", nextRunAt: null });
		expect(off.lastRun).toMatchObject({ status: "skipped", searchId: null, error: "subscription_inactive", opened: 0 });
		expect(await app.sql("SELECT count(*)::int AS n FROM searches WHERE watch_id = $1", [watch.id])).toEqual([{ n: 1 }]);
		expect((await api(app, "GET", "/v1/usage", { key: acct.key })).body.credits.balance).toBe(balance);
		// never retried in a loop: each due time made one skipped run
		expect((await app.sql("SELECT count(*)::int AS n FROM watch_runs WHERE watch_id = $1", [watch.id]))[0].n).toBe(4);
		// turned on again by PATCH once the account can pay
		expect(await api(app, "PATCH", `/v1/watches/${watch.id}`, { key: acct.key, body: { enabled: true } })).toMatchObject({
			status: 402,
			body: { error: "subscription_inactive" },
		});
		await app.call("billing.setPlan", { accountId: acct.accountId, accessStatus: "active" });
		expect((await api(app, "PATCH", `/v1/watches/${watch.id}`, { key: acct.key, body: { enabled: true } })).body).toMatchObject({
			enabled: true,
			disabledReason: null,
		});
	});
});
