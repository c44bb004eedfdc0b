import { randomUUID } from "node:crypto";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

let app: TestApp;
let key: string;
beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	({ key } = await app.createAccount({ plan: "pro" }));
});
afterAll(() => app.stop());

const create = (body: unknown, k = key) => api(app, "POST", "/v1/searches", { key: k, body });

describe("POST /v1/searches", () => {
	test("creates a pending search with the documented shape and defaults", async () => {
		const res = await create({ keyword: "dentist", location: "Lyon" });
		expect(res.status).toBe(201);
		expect(res.headers.get("location")).toBe(`/v1/searches/${res.body.id}`);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^[0-9a-f-]{36}$/),
			provider: "google",
			status: "pending",
			keyword: "dentist",
			keywords: ["dentist"],
			location: "Lyon",
			area: null,
			filters: null,
			language: "en",
			maxResults: 200,
			resultCount: 0,
			error: null,
			createdAt: expect.any(String),
			watchId: null,
			progress: { phase: "searching", found: 0, processed: 0, failed: 0, filtered: 0 },
			warnings: [],
		});
		await waitForSearch(app, key, res.body.id);
	});

	test("maxResults 0 uses the default; lang, country and options are kept", async () => {
		const res = await create({ keyword: "plumber", location: "Lyon", country: "fr", lang: "fr", options: { maxResults: 0, enrichEmail: false } });
		expect(res.status).toBe(201);
		expect(res.body).toMatchObject({ maxResults: 200, language: "fr" });
		await waitForSearch(app, key, res.body.id);
	});

	test.each([
		["no keyword", {}],
		["empty keyword", { keyword: "" }],
		["blank keyword", { keyword: "   " }],
		["keyword over 200", { keyword: "k".repeat(201) }],
		["keyword not a string", { keyword: 5 }],
		["unknown provider", { keyword: "x", provider: "yandex" }],
		["location over 200", { keyword: "x", location: "l".repeat(201) }],
		["country of 3 letters", { keyword: "x", country: "FRA" }],
		["country with a digit", { keyword: "x", country: "F1" }],
		["lang of 1", { keyword: "x", lang: "e" }],
		["lang over 10", { keyword: "x", lang: "e".repeat(11) }],
		["maxResults negative", { keyword: "x", options: { maxResults: -1 } }],
		["maxResults over 2000", { keyword: "x", options: { maxResults: 2001 } }],
		["maxResults fractional", { keyword: "x", options: { maxResults: 1.5 } }],
		["enrichEmail not boolean", { keyword: "x", options: { enrichEmail: "yes" } }],
		["unknown option", { keyword: "x", options: { depth: 2 } }],
		["options not an object", { keyword: "x", options: 3 }],
		["conversationId not a uuid", { keyword: "x", conversationId: "abc" }],
		["another property", { keyword: "x", radius: 5 }],
	])("400 invalid_body: %s", async (_label, body) => {
		const res = await create(body);
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
	});

	test("a conversation id belongs to the first account that uses it", async () => {
		const conversationId = randomUUID();
		const mine = await create({ keyword: "bakery", location: "Lyon", conversationId, options: { maxResults: 5 } });
		expect(mine.status).toBe(201);
		expect((await create({ keyword: "bakery", location: "Lyon", conversationId, options: { maxResults: 5 } })).status).toBe(201);
		const other = await app.createAccount({ plan: "pro" });
		const theirs = await create({ keyword: "bakery", conversationId }, other.key);
		expect(theirs.status).toBe(404);
		expect(theirs.body).toEqual({ error: "not_found" });
	});

	test("402 when the subscription is not active or trialing, and when no credit is left", async () => {
		for (const status of ["past_due", "canceled"] as const) {
			const acct = await app.createAccount({ plan: "pro", accessStatus: status });
			const res = await create({ keyword: "x" }, acct.key);
			expect(res.status).toBe(402);
			expect(res.body).toEqual({ error: "subscription_inactive" });
		}
		const trial = await app.createAccount({ plan: "pro", accessStatus: "trialing", credits: 3 });
		const ok = await create({ keyword: "cafe", location: "Lyon" }, trial.key);
		expect(ok.status).toBe(201);
		const broke = await app.createAccount({ plan: "pro", credits: 0 });
		const res = await create({ keyword: "x" }, broke.key);
		expect(res.status).toBe(402);
		expect(res.body).toEqual({ error: "insufficient_credits" });
		await waitForSearch(app, trial.key, ok.body.id);
	});
});

describe("reading searches", () => {
	test("GET /v1/searches lists the account's most recent, filtered by provider", async () => {
		const acct = await app.createAccount({ plan: "pro" });
		const ids: string[] = [];
		for (let i = 0; i < 3; i++) ids.push((await create({ keyword: `k${i}`, location: "Lyon", options: { maxResults: 1 } }, acct.key)).body.id);
		const all = await api(app, "GET", "/v1/searches", { key: acct.key });
		expect(all.status).toBe(200);
		expect(all.body.data.map((s: { id: string }) => s.id)).toEqual([...ids].reverse());
		for (const q of ["provider=google", "provider=google,bing", "provider=bing&provider=google"]) {
			expect((await api(app, "GET", `/v1/searches?${q}`, { key: acct.key })).body.data).toHaveLength(3);
		}
		expect((await api(app, "GET", "/v1/searches?provider=apple", { key: acct.key })).body.data).toHaveLength(0);
		expect((await api(app, "GET", "/v1/searches?provider=yahoo", { key: acct.key })).status).toBe(400);
		expect((await api(app, "GET", "/v1/searches?color=red", { key: acct.key })).status).toBe(400);
		for (const id of ids) await waitForSearch(app, acct.key, id);
	});

	test("at most the 50 most recent", async () => {
		const acct = await app.createAccount({ plan: null, credits: 100 });
		for (let i = 0; i < 52; i++) await create({ keyword: "nothing-matches-this", location: "Lyon", options: { maxResults: 1 } }, acct.key);
		const res = await api(app, "GET", "/v1/searches", { key: acct.key });
		expect(res.body.data).toHaveLength(50);
	});

	test("another account's search is not found everywhere", async () => {
		const mine = await create({ keyword: "florist", location: "Lyon", options: { maxResults: 3 } });
		await waitForSearch(app, key, mine.body.id);
		const other = await app.createAccount({ plan: "pro" });
		for (const [method, path] of [
			["GET", `/v1/searches/${mine.body.id}`],
			["GET", `/v1/searches/${mine.body.id}/leads`],
			["POST", `/v1/searches/${mine.body.id}/cancel`],
			["DELETE", `/v1/searches/${mine.body.id}`],
			["GET", "/v1/searches/not-a-uuid"],
			["GET", `/v1/searches/${randomUUID()}`],
		]) {
			const res = await api(app, method, path, { key: other.key });
			expect(res.status).toBe(404);
			expect(res.body).toEqual({ error: "not_found" });
		}
	});

	test("search leads: limit 1..1000 (above falls back to 100), offset >= 0, {data, total} in result order", async () => {
		const s = await create({ keyword: "restaurant", location: "Lyon", options: { maxResults: 150 } });
		const done = await waitForSearch(app, key, s.body.id);
		expect(done).toMatchObject({ status: "completed", resultCount: 150, progress: { phase: "done", processed: 150 } });
		const first = await api(app, "GET", `/v1/searches/${s.body.id}/leads`, { key });
		expect(first.body.total).toBe(150);
		expect(first.body.data).toHaveLength(100);
		const fallback = await api(app, "GET", `/v1/searches/${s.body.id}/leads?limit=5000`, { key });
		expect(fallback.body.data).toHaveLength(100);
		const page = await api(app, "GET", `/v1/searches/${s.body.id}/leads?limit=10&offset=95`, { key });
		expect(page.body.data.map((l: { id: string }) => l.id)).toEqual(
			first.body.data
				.slice(95)
				.concat((await api(app, "GET", `/v1/searches/${s.body.id}/leads?limit=5&offset=100`, { key })).body.data)
				.map((l: { id: string }) => l.id),
		);
		for (const q of ["limit=0", "limit=-1", "limit=abc", "limit=1.5", "offset=-1", "offset=x"]) {
			const bad = await api(app, "GET", `/v1/searches/${s.body.id}/leads?${q}`, { key });
			expect(bad.status).toBe(400);
			expect(bad.body).toEqual({ error: "invalid_body" });
		}
		const lead = first.body.data[0];
		expect(lead).toMatchObject({
			id: expect.any(String),
			name: expect.any(String),
			categories: expect.any(Array),
			provider: "google",
			providerBusinessId: expect.stringMatching(/^\d+$/),
			searchId: s.body.id,
			createdAt: expect.any(String),
		});
		expect(lead.cid).toBe(lead.providerBusinessId);
		expect(lead.placeId).toMatch(/^ChIJ/);
		expect(lead).not.toHaveProperty("emails");
	});

	test("delete: only a search that has ended; its leads stay owned", async () => {
		const acct = await app.createAccount({ plan: "pro" });
		app.simulator!.setFaults({ latencyMs: 300 });
		const s = await create({ keyword: "restaurant", location: "Lyon", options: { maxResults: 60 } }, acct.key);
		const early = await api(app, "DELETE", `/v1/searches/${s.body.id}`, { key: acct.key });
		expect(early.status).toBe(409);
		expect(early.body).toEqual({ error: "search_not_deletable" });
		app.simulator!.setFaults({});
		await waitForSearch(app, acct.key, s.body.id);
		const leads = await allSearchLeads(app, acct.key, s.body.id);
		const del = await api(app, "DELETE", `/v1/searches/${s.body.id}`, { key: acct.key });
		expect(del.status).toBe(200);
		expect(del.body).toEqual({ ok: true });
		expect((await api(app, "GET", `/v1/searches/${s.body.id}`, { key: acct.key })).status).toBe(404);
		expect((await api(app, "GET", "/v1/searches", { key: acct.key })).body.data).toHaveLength(0);
		expect((await api(app, "GET", `/v1/leads/${leads[0].id}`, { key: acct.key })).status).toBe(200);
	});

	test("a search that ends writes its event to the outbox with the state it reports", async () => {
		const s = await create({ keyword: "bakery", location: "Lyon", options: { maxResults: 7 } });
		const done = await waitForSearch(app, key, s.body.id);
		const events = await app.sql("SELECT type, payload FROM search_events WHERE search_id = $1", [s.body.id]);
		expect(events).toHaveLength(1);
		expect(events[0].type).toBe("search.completed");
		expect(events[0].payload).toEqual({
			id: expect.any(String),
			type: "search.completed",
			createdAt: expect.any(String),
			data: { search: done, coverage: expect.objectContaining({ completeness: expect.any(Number) }) },
		});
	});

	test("each route checks its scope", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, body: { scopes: ["searches:read"] } });
		const readOnly = res.body.key;
		expect((await create({ keyword: "x" }, readOnly)).status).toBe(403);
		expect((await api(app, "GET", "/v1/searches", { key: readOnly })).status).toBe(200);
		expect((await api(app, "GET", "/v1/leads", { key: readOnly })).status).toBe(403);
	});
});
