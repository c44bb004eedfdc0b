import { appleId, appleMuid } from "../sandbox/apple-api";
import { bingYpid } from "../sandbox/bing-wire";
import { bingVariant, variantName } from "../sandbox/provider-variants";
import { defaultWorld, type WorldBusiness } from "../sandbox/world";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/**
 * Ids the dataset has not seen (issue 18): unlock and research read the place from its provider
 * (Google's place page, Bing's ypid lookup, Apple's place lookup) through the simulator, store it,
 * then go on; billed only once the place is found, once across retries and concurrent requests.
 */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, sites: true });
}, 60_000);
afterAll(() => app.stop());
afterEach(() => app.simulator!.setFaults({}));

/** Places of the simulated world no search has brought in: each test takes its own. */
const places = defaultWorld.cityBusinesses("lyon").filter((b) => b.phone !== null && b.website !== null && !b.website.includes("/url?"));
let next = 0;
const unseenPlace = (): WorldBusiness => places[next++];

const balance = async (key: string) => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance as number;
const unlock = (key: string, businesses: unknown[], headers?: Record<string, string>) =>
	api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses }, headers });
const rowsOf = (provider: string, id: string) => app.sql("SELECT id FROM businesses WHERE provider = $1 AND provider_business_id = $2", [provider, id]);

async function leadsOf(key: string): Promise<any[]> {
	return (await api(app, "GET", "/v1/leads", { key })).body.leads;
}

async function waitForRun(key: string, id: string): Promise<any> {
	return waitFor(
		`run ${id} to end`,
		async () => {
			const res = await api(app, "GET", `/v1/runs/${id}`, { key });
			return ["completed", "failed", "canceled"].includes(res.body.status) ? res.body : null;
		},
		90_000,
	);
}

describe("unlock of an id the dataset has not seen", () => {
	test("a Bing ypid: looked up, stored, unlocked with its contacts; a retry with the same Idempotency-Key and a repeat charge nothing more", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const b = unseenPlace();
		const ypid = bingYpid(b);
		expect(await rowsOf("bing", ypid)).toEqual([]);
		const headers = { "Idempotency-Key": `unseen-bing-${ypid}` };
		const first = await unlock(key, [{ provider: "bing", id: ypid }], headers);
		expect(first.status).toBe(200);
		expect(first.body).toEqual({ unlocked: [{ id: expect.any(String), cid: null }], creditsSpent: 1, alreadyOwned: [] });
		expect(await balance(key)).toBe(9);
		const [lead] = await leadsOf(key);
		// Bing writes the place its own way (name, phone format, website): sandbox/provider-variants.ts.
		const shown = bingVariant(b);
		expect(lead).toMatchObject({ provider: "bing", providerBusinessId: ypid, name: shown.name, phone: shown.phone, website: shown.website });

		expect((await unlock(key, [{ provider: "bing", id: ypid }], headers)).body).toEqual(first.body);
		expect((await unlock(key, [{ provider: "bing", id: ypid }])).body).toEqual({
			unlocked: [],
			creditsSpent: 0,
			alreadyOwned: [{ provider: "bing", id: ypid }],
		});
		expect(await balance(key)).toBe(9);
		expect(await rowsOf("bing", ypid)).toHaveLength(1);
	});

	test("an Apple Place ID, unlocked by concurrent duplicate requests: charged once; its muid names the same row", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const b = unseenPlace();
		const id = appleId(b);
		const answers = await Promise.all([1, 2, 3].map(() => unlock(key, [{ provider: "apple", id }])));
		expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
		expect(answers.reduce((sum, a) => sum + a.body.creditsSpent, 0)).toBe(1);
		expect(await balance(key)).toBe(9);
		const [lead] = await leadsOf(key);
		// Apple shows no phone, website or rating: the lead has what Apple has.
		expect(lead).toMatchObject({ provider: "apple", providerBusinessId: id, name: variantName(b, "apple"), locality: b.locality, phone: null, website: null });

		const byMuid = await unlock(key, [{ provider: "apple", id: appleMuid(b) }]);
		expect(byMuid.body).toEqual({ unlocked: [], creditsSpent: 0, alreadyOwned: [{ provider: "apple", id }] });
		expect(await rowsOf("apple", id)).toHaveLength(1);
	});

	test("an unseen Apple muid and an unseen Google CID named twice: one charge each, leads under the providers' current ids", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const [apple, google] = [unseenPlace(), unseenPlace()];
		const res = await unlock(key, [
			{ provider: "apple", id: appleMuid(apple) },
			{ provider: "google", id: google.cid },
			{ provider: "google", id: google.cid },
		]);
		expect(res).toMatchObject({ status: 200, body: { creditsSpent: 2, alreadyOwned: [] } });
		expect(res.body.unlocked).toEqual([
			{ id: expect.any(String), cid: null },
			{ id: expect.any(String), cid: google.cid },
		]);
		expect((await leadsOf(key)).map((l) => l.providerBusinessId).sort()).toEqual([appleId(apple), google.cid].sort());
		expect(await balance(key)).toBe(8);
	});

	test("ids the provider does not know: 404 for the whole batch, naming them; nothing charged, nothing stored", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const known = unseenPlace();
		const res = await unlock(key, [
			{ provider: "bing", id: bingYpid(known) },
			{ provider: "bing", id: "YN101x1" },
			{ provider: "apple", id: "I0000000000000001" },
			{ provider: "google", id: "999999999" },
		]);
		expect(res).toMatchObject({ status: 404, body: { error: "not_found" } });
		expect(res.headers.get("x-error-detail")).toContain("bing:YN101x1, apple:I0000000000000001, google:999999999");
		expect(await balance(key)).toBe(10);
		expect(await leadsOf(key)).toEqual([]);
		expect(await rowsOf("bing", "YN101x1")).toEqual([]);
	});

	test("ids not in their provider's form: 400 with the provider's code, before any lookup", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const cases: Array<[string, string, string]> = [
			["bing", "ChIJN1t_tDeuEmsRUsoyG83frY4", "invalid_ypid"],
			["bing", "YN12", "invalid_ypid"],
			["bing", "yn1x2", "invalid_ypid"],
			["apple", "I12345", "invalid_apple_id"],
			["apple", "place-1", "invalid_apple_id"],
			["google", "12x", "invalid_cid"],
			["google", "not a cid", "invalid_cid"],
		];
		for (const [provider, id, code] of cases) {
			const res = await unlock(key, [{ provider, id }]);
			expect([provider, id, res.status, res.body]).toEqual([provider, id, 400, { error: code }]);
		}
		const tooMany = Array.from({ length: 26 }, (_, i) => ({ provider: "bing", id: `YN101x${i + 1}` }));
		expect(await unlock(key, tooMany)).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		expect(await balance(key)).toBe(10);
	});

	test("a provider that cannot be read: 503 provider_unavailable with Retry-After, nothing charged; the same request later succeeds, charged once", async () => {
		const { key } = await app.createAccount({ credits: 10 });
		const b = unseenPlace();
		const headers = { "Idempotency-Key": `outage-${b.id}` };
		app.simulator!.setFaults({ serverError: { every: 1 } });
		const down = await unlock(key, [{ provider: "bing", id: bingYpid(b) }], headers);
		expect(down).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
		expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
		expect(await balance(key)).toBe(10);
		app.simulator!.setFaults({});
		expect(await unlock(key, [{ provider: "bing", id: bingYpid(b) }], headers)).toMatchObject({ status: 200, body: { creditsSpent: 1 } });
		expect(await balance(key)).toBe(9);
	});
});

describe("research of an id the dataset has not seen", () => {
	test.each([
		["bing" as const, (b: WorldBusiness) => bingYpid(b)],
		["apple" as const, (b: WorldBusiness) => appleId(b)],
	])(
		"%s: looked up, billed 5 + 1, the run completes; its runs are listed under the same key",
		async (provider, idOf) => {
			const { key } = await app.createAccount({ credits: 20 });
			const b = unseenPlace();
			const path = `/v1/businesses/${provider}:${idOf(b)}`;
			const created = await api(app, "POST", `${path}/research`, { key, body: { maxReviews: 10 } });
			expect(created.status).toBe(201);
			expect(await balance(key)).toBe(14);
			const run = await waitForRun(key, created.body.id);
			expect(run).toMatchObject({ status: "completed", error: null, kind: "research" });
			expect(await balance(key)).toBe(14);
			const [lead] = await leadsOf(key);
			expect(lead).toMatchObject({ provider, providerBusinessId: idOf(b), name: variantName(b, provider) });
			expect((await api(app, "GET", `${path}/runs`, { key })).body.data.map((r: { id: string }) => r.id)).toEqual([run.id]);
			expect((await api(app, "GET", `${path}/reviews`, { key })).body).toMatchObject({
				businessId: run.businessId,
				analysis: { narrative: expect.any(Object) },
			});
			// A percent-encoded colon names the same business.
			expect((await api(app, "GET", `/v1/businesses/${provider}%3A${idOf(b)}/runs`, { key })).body.data).toHaveLength(1);
		},
		120_000,
	);

	test("a provider outage is a free 503; the retry with the same Idempotency-Key, sent twice at once, makes one run charged once", async () => {
		const { key } = await app.createAccount({ credits: 20 });
		const b = unseenPlace();
		const path = `/v1/businesses/apple:${appleId(b)}/research`;
		const headers = { "Idempotency-Key": `research-outage-${b.id}` };
		app.simulator!.setFaults({ rateLimit: { every: 1 }, retryAfterSeconds: 0 });
		const down = await api(app, "POST", path, { key, headers });
		expect(down).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
		expect(down.headers.get("retry-after")).toBe("5");
		expect(await balance(key)).toBe(20);
		app.simulator!.setFaults({});
		const retries = await Promise.all([1, 2].map(() => api(app, "POST", path, { key, headers })));
		const made = retries.filter((r) => r.status === 201);
		expect(made.length).toBeGreaterThan(0);
		expect(new Set(made.map((r) => r.body.id)).size).toBe(1);
		for (const r of retries.filter((x) => x.status !== 201)) expect(r).toMatchObject({ status: 409, body: { error: "idempotency_key_in_use" } });
		expect(await balance(key)).toBe(14);
		expect(await waitForRun(key, made[0].body.id)).toMatchObject({ status: "completed" });
		expect((await api(app, "GET", `/v1/businesses/apple:${appleId(b)}/runs`, { key })).body.data).toHaveLength(1);
	}, 120_000);

	test("an id the provider does not know: 404, nothing charged; a malformed one: 400", async () => {
		const { key } = await app.createAccount({ credits: 20 });
		for (const path of ["bing:YN101x1", "apple:I0000000000000001", "999999999"]) {
			expect(await api(app, "POST", `/v1/businesses/${path}/research`, { key })).toMatchObject({ status: 404, body: { error: "not_found" } });
		}
		const malformed: Array<[string, string]> = [
			["bing:ChIJabcdefghij", "invalid_ypid"],
			["apple:nope", "invalid_apple_id"],
			["yelp:123", "invalid_cid"],
			["google:abc", "invalid_cid"],
			["abc", "invalid_cid"],
		];
		for (const [path, code] of malformed) {
			const res = await api(app, "POST", `/v1/businesses/${path}/research`, { key });
			expect([path, res.status, res.body]).toEqual([path, 400, { error: code }]);
		}
		expect(await balance(key)).toBe(20);
		expect(await leadsOf(key)).toEqual([]);
	});
});
