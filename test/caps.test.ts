import { ACTIVE_KEYS_CAP } from "../services/keys/keys.contract";
import { WEBHOOK_ENDPOINTS_CAP, WEBHOOK_TESTS_PER_MINUTE } from "../services/webhooks/webhooks.contract";
import { api, startApp, type TestApp } from "./support/app";

let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: [["gateway"], ["keys", "billing"], ["webhooks"]], env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1" } });
});
afterAll(() => app.stop());

const DAY_MS = 86_400_000;
/** Nothing listens on port 1: a test send there fails at once, without a receiver. */
const DEAD_END = "https://127.0.0.1:1/hook";

async function mintKey(key: string, body: Record<string, unknown>) {
	return api(app, "POST", "/v1/keys", { key, body });
}

/** Keys an account already holds, written straight to the table (the cap is what is tested, not 95 requests). */
async function addKeys(accountId: string, n: number): Promise<void> {
	await app.sql(
		`INSERT INTO api_keys (id, account_id, name, key_hash, prefix, start)
		 SELECT gen_random_uuid(), $1, 'filler', decode(md5(random()::text) || md5(random()::text), 'hex'), 'lm_live_', 'filler'
		 FROM generate_series(1, $2)`,
		[accountId, n],
	);
}

async function activeKeys(accountId: string): Promise<number> {
	const [row] = await app.sql("SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL", [accountId]);
	return row.n;
}

describe("a key minted by an expiring key never outlives it", () => {
	test("without expiresInDays the new key expires with the key that minted it", async () => {
		const { key } = await app.createAccount({ plan: "max" });
		const minter = await mintKey(key, { name: "expiring", expiresInDays: 30 });
		expect(minter.status).toBe(201);
		const minted = await mintKey(minter.body.key, { name: "child" });
		expect(minted.status).toBe(201);
		expect(minted.body.apiKey.expiresAt).toBe(minter.body.apiKey.expiresAt);
		const grandchild = await mintKey(minted.body.key, {});
		expect(grandchild.body.apiKey.expiresAt).toBe(minter.body.apiKey.expiresAt);
	});

	test("a shorter expiry is kept; a longer one is a 400 that says why", async () => {
		const { key } = await app.createAccount({ plan: "max" });
		const minter = await mintKey(key, { expiresInDays: 30 });
		const shorter = await mintKey(minter.body.key, { expiresInDays: 10 });
		expect(shorter.status).toBe(201);
		expect(Date.parse(shorter.body.apiKey.expiresAt) - Date.parse(shorter.body.apiKey.createdAt)).toBeGreaterThan(9.9 * DAY_MS);
		const longer = await mintKey(minter.body.key, { expiresInDays: 31 });
		expect(longer.status).toBe(400);
		expect(longer.body).toEqual({ error: "invalid_body" });
		expect(longer.headers.get("x-error-detail")).toMatch(/outlive the key that creates it/);
		const forever = await mintKey(minter.body.key, { expiresInDays: 3650 });
		expect(forever.status).toBe(400);
		expect((await api(app, "GET", "/v1/keys", { key })).body.data).toHaveLength(3);
	});

	test("revoking the minting key leaves the keys it minted working, still bounded by its expiry", async () => {
		const { key } = await app.createAccount({ plan: "max" });
		const minter = await mintKey(key, { expiresInDays: 5 });
		const minted = await mintKey(minter.body.key, {});
		expect((await api(app, "DELETE", `/v1/keys/${minter.body.apiKey.id}`, { key })).status).toBe(200);
		expect((await api(app, "GET", "/v1/usage", { key: minter.body.key })).status).toBe(401);
		expect((await api(app, "GET", "/v1/usage", { key: minted.body.key })).status).toBe(200);
		expect(minted.body.apiKey.expiresAt).toBe(minter.body.apiKey.expiresAt);
	});

	test("a key that never expires mints keys of any allowed expiry", async () => {
		const { key } = await app.createAccount({ plan: "max" });
		expect((await mintKey(key, {})).body.apiKey.expiresAt).toBeNull();
		expect((await mintKey(key, { expiresInDays: 3650 })).status).toBe(201);
	});
});

describe("per-account caps", () => {
	test(`at most ${ACTIVE_KEYS_CAP} active keys, even under 20 concurrent creations`, async () => {
		const { key, accountId } = await app.createAccount({ plan: "max" });
		await addKeys(accountId, ACTIVE_KEYS_CAP - 6);
		expect(await activeKeys(accountId)).toBe(ACTIVE_KEYS_CAP - 5);
		const results = await Promise.all(Array.from({ length: 20 }, (_, i) => mintKey(key, { name: `burst ${i}` })));
		expect(results.filter((r) => r.status === 201)).toHaveLength(5);
		const refused = results.filter((r) => r.status !== 201);
		expect(refused).toHaveLength(15);
		for (const r of refused) {
			expect(r.status).toBe(409);
			expect(r.body).toEqual({ error: "limit_reached" });
			expect(r.headers.get("x-error-detail")).toMatch(/at most 100 active API keys/);
		}
		expect(await activeKeys(accountId)).toBe(ACTIVE_KEYS_CAP);

		// A revoked or expired key frees its place.
		const one = results.find((r) => r.status === 201)!;
		await api(app, "DELETE", `/v1/keys/${one.body.apiKey.id}`, { key });
		await app.sql(
			"UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id IN (SELECT id FROM api_keys WHERE account_id = $1 AND name = 'filler' LIMIT 1)",
			[accountId],
		);
		expect((await mintKey(key, {})).status).toBe(201);
		expect((await mintKey(key, {})).status).toBe(201);
		expect((await mintKey(key, {})).status).toBe(409);
	});

	test("the keys cap is per account", async () => {
		const full = await app.createAccount({ plan: "max" });
		await addKeys(full.accountId, ACTIVE_KEYS_CAP - 1);
		expect((await mintKey(full.key, {})).status).toBe(409);
		const other = await app.createAccount({ plan: "max" });
		expect((await mintKey(other.key, {})).status).toBe(201);
	});

	test(`at most ${WEBHOOK_ENDPOINTS_CAP} webhook endpoints, even under concurrent creations`, async () => {
		const { key, accountId } = await app.createAccount({ plan: "max" });
		await app.sql(
			`INSERT INTO webhook_endpoints (id, account_id, url, event_types, secret)
			 SELECT gen_random_uuid(), $1, $2, '{search.completed}', '' FROM generate_series(1, $3)`,
			[accountId, DEAD_END, WEBHOOK_ENDPOINTS_CAP - 4],
		);
		const create = () => api(app, "POST", "/v1/webhooks", { key, body: { url: DEAD_END, eventTypes: ["search.completed"] } });
		const results = await Promise.all(Array.from({ length: 10 }, create));
		expect(results.filter((r) => r.status === 201)).toHaveLength(4);
		const refused = results.filter((r) => r.status !== 201);
		expect(refused.map((r) => [r.status, r.body])).toEqual(Array(6).fill([409, { error: "limit_reached" }]));
		expect(refused[0].headers.get("x-error-detail")).toMatch(/at most 20 webhook endpoints/);
		const listed = await api(app, "GET", "/v1/webhooks", { key });
		expect(listed.body.data).toHaveLength(WEBHOOK_ENDPOINTS_CAP);

		const created = results.find((r) => r.status === 201)!;
		expect((await api(app, "DELETE", `/v1/webhooks/${created.body.id}`, { key })).status).toBe(200);
		expect((await create()).status).toBe(201);
		expect((await create()).status).toBe(409);
	});

	test(`at most ${WEBHOOK_TESTS_PER_MINUTE} webhook test sends a minute per account, then 429 with Retry-After`, async () => {
		const { key } = await app.createAccount({ plan: "max" });
		const hook = await api(app, "POST", "/v1/webhooks", { key, body: { url: DEAD_END, eventTypes: ["search.completed"] } });
		const send = (k: string, endpointId: string) => api(app, "POST", "/v1/webhooks/test", { key: k, body: { endpointId } });
		const results = await Promise.all(Array.from({ length: 14 }, () => send(key, hook.body.id)));
		const sent = results.filter((r) => r.status === 200);
		expect(sent).toHaveLength(WEBHOOK_TESTS_PER_MINUTE);
		for (const r of sent) expect(r.body).toMatchObject({ ok: false, error: "connection failed (ECONNREFUSED)" });
		const limited = results.filter((r) => r.status !== 200);
		expect(limited).toHaveLength(4);
		for (const r of limited) {
			expect(r.status).toBe(429);
			expect(r.body).toEqual({ error: "rate_limit_exceeded" });
			const retryAfter = Number(r.headers.get("retry-after"));
			expect(retryAfter).toBeGreaterThanOrEqual(1);
			expect(retryAfter).toBeLessThanOrEqual(60);
		}
		expect(limited[0].headers.get("x-error-detail")).toMatch(/at most 10 webhook test deliveries a minute/);

		// Another account has its own minute.
		const other = await app.createAccount({ plan: "max" });
		const otherHook = await api(app, "POST", "/v1/webhooks", { key: other.key, body: { url: DEAD_END, eventTypes: ["search.completed"] } });
		expect((await send(other.key, otherHook.body.id)).status).toBe(200);

		// Once the oldest sends are more than a minute old, sending works again.
		await app.sql(
			"UPDATE webhook_events SET enqueued_at = enqueued_at - interval '61 seconds' WHERE id IN (SELECT event_id FROM webhook_deliveries WHERE endpoint_id = $1)",
			[hook.body.id],
		);
		expect((await send(key, hook.body.id)).status).toBe(200);
	});
});
