import { randomUUID } from "node:crypto";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
});
afterAll(() => app.stop());

const quote = (key: string, body: unknown, headers?: Record<string, string>) => api(app, "POST", "/v1/searches/quote", { key, body, headers });
const create = (key: string, body: unknown) => api(app, "POST", "/v1/searches", { key, body });
const balanceOf = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance as number;
const searchCount = async (key: string) => (await api(app, "GET", "/v1/searches", { key })).body.data.length as number;

describe("POST /v1/searches/quote", () => {
	test("quotes exactly the reservation the create then makes, and reserves, charges and creates nothing", async () => {
		const { key } = await app.createAccount({ plan: "pro", credits: 150 });
		const body = { keyword: "plumber", location: "Rennes", options: { maxResults: 0 } };
		const res = await quote(key, body);
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			provider: "google",
			maxResults: 200,
			credits: { reserved: 150, balance: 150, covered: false },
			expectedResults: { count: null, basis: "none" },
			enrichment: { allowed: true, email: false, socials: false },
			refusal: null,
		});
		expect(res.headers.get("x-ratelimit-limit")).toBe("300");
		expect(await balanceOf(key)).toBe(150);
		expect(await searchCount(key)).toBe(0);

		const created = await create(key, body);
		expect(created.status).toBe(201);
		const search = await app.call<{ reserved: number }>("searches.inspect", { id: created.body.id });
		expect(search.reserved).toBe(res.body.credits.reserved);
		await waitForSearch(app, key, created.body.id);
	});

	test("a balance that covers maxResults reserves maxResults; an empty one is quoted the 402 the create answers", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro", credits: 0 });
		const body = { keyword: "dentist", location: "Lyon", options: { maxResults: 40 } };
		const broke = await quote(key, body);
		expect(broke.body).toMatchObject({ credits: { reserved: 0, balance: 0, covered: false }, refusal: "insufficient_credits" });
		expect(await create(key, body)).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });

		await app.call("billing.grant", { accountId, credits: 100, idempotencyKey: randomUUID() });
		const funded = await quote(key, body);
		expect(funded.body).toMatchObject({ maxResults: 40, credits: { reserved: 40, balance: 100, covered: true }, refusal: null });
		expect(await balanceOf(key)).toBe(100);
	});

	test("an account without an active subscription is quoted subscription_inactive, as the create refuses it", async () => {
		const { key } = await app.createAccount({ plan: "pro", accessStatus: "canceled" });
		const body = { keyword: "dentist", location: "Lyon" };
		expect((await quote(key, body)).body).toMatchObject({ credits: { reserved: 0 }, refusal: "subscription_inactive" });
		expect(await create(key, body)).toMatchObject({ status: 402, body: { error: "subscription_inactive" } });
	});

	test("the expected results come from the dataset once a search has covered the area", async () => {
		const { key } = await app.createAccount({ plan: "max" });
		const body = { keyword: "dentist", location: "Cancale", options: { maxResults: 500 } };
		expect((await quote(key, body)).body.expectedResults).toEqual({ count: null, basis: "none" });

		const created = await create(key, body);
		expect(created.status).toBe(201);
		expect((await waitForSearch(app, key, created.body.id)).status).toBe("completed");
		const leads = await allSearchLeads(app, key, created.body.id);
		const dentists = leads.filter((l) => `${l.name} ${l.categories.join(" ")}`.toLowerCase().includes("dentist")).length;
		expect(dentists).toBeGreaterThan(0);

		// Any account's quote reads the shared dataset; the location's case does not matter, plurals fold.
		const { key: other } = await app.createAccount({ plan: "pro" });
		expect((await quote(other, body)).body.expectedResults).toEqual({ count: dentists, basis: "dataset" });
		expect((await quote(other, { ...body, keyword: "Dentists", location: "cancale" })).body.expectedResults).toEqual({ count: dentists, basis: "dataset" });
		expect((await quote(other, { ...body, options: { maxResults: 1 } })).body.expectedResults).toEqual({ count: 1, basis: "dataset" });
		// Nothing known: another provider, another keyword the area's dataset has none of, another place.
		expect((await quote(other, { ...body, provider: "bing" })).body.expectedResults).toEqual({ count: null, basis: "none" });
		expect((await quote(other, { ...body, keyword: "zzyzx" })).body.expectedResults).toEqual({ count: null, basis: "none" });
		expect((await quote(other, { ...body, location: "Saint-Malo" })).body.expectedResults).toEqual({ count: null, basis: "none" });
	});

	test("enrichment is quoted as the plan allows it", async () => {
		const body = { keyword: "bakery", location: "Lyon", options: { enrichEmail: true } };
		const lite = await app.createAccount({ plan: "lite" });
		expect((await quote(lite.key, body)).body.enrichment).toEqual({ allowed: false, email: false, socials: false });
		const pro = await app.createAccount({ plan: "pro" });
		expect((await quote(pro.key, body)).body.enrichment).toEqual({ allowed: true, email: true, socials: false });
	});

	test.each([
		["no keyword", {}],
		["blank keyword", { keyword: "   " }],
		["keyword over 200", { keyword: "k".repeat(201) }],
		["unknown provider", { keyword: "x", provider: "yandex" }],
		["country of 3 letters", { keyword: "x", country: "FRA" }],
		["maxResults over 2000", { keyword: "x", options: { maxResults: 2001 } }],
		["unknown option", { keyword: "x", options: { depth: 2 } }],
		["conversationId not a uuid", { keyword: "x", conversationId: "abc" }],
		["another property", { keyword: "x", radius: 5 }],
		["a body that is not an object", [1, 2]],
	])("a bad body (%s) is the same 400 as the create's", async (_label, body) => {
		const { key } = await app.createAccount({ plan: "pro" });
		const [quoted, created] = [await quote(key, body), await create(key, body)];
		expect(quoted.status).toBe(400);
		expect({ status: quoted.status, body: quoted.body, detail: quoted.headers.get("x-error-detail") }).toEqual({
			status: created.status,
			body: created.body,
			detail: created.headers.get("x-error-detail"),
		});
		expect(await searchCount(key)).toBe(0);
	});

	test("needs searches:write: a key without it is refused 403", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const scoped = async (scopes: string[]) => (await api(app, "POST", "/v1/keys", { key, body: { scopes } })).body.key as string;
		const body = { keyword: "dentist", location: "Lyon" };
		expect(await quote(await scoped(["searches:read", "usage:read"]), body)).toMatchObject({ status: 403, body: { error: "insufficient_scope" } });
		expect((await quote(await scoped(["searches:write"]), body)).status).toBe(200);
	});

	test("an Idempotency-Key is accepted and not kept: each quote answers afresh", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro", credits: 10 });
		const headers = { "Idempotency-Key": randomUUID() };
		const body = { keyword: "dentist", location: "Lyon" };
		const first = await quote(key, body, headers);
		expect(first.body.credits.reserved).toBe(10);
		await app.call("billing.grant", { accountId, credits: 5, idempotencyKey: randomUUID() });
		const again = await quote(key, body, headers);
		expect(again.status).toBe(200);
		expect(again.headers.get("idempotent-replayed")).toBeNull();
		expect(again.body.credits.reserved).toBe(15);
	});
});
