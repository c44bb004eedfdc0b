import { api, SERVICES_MODE, startApp, type TestApp } from "./support/app";

let app: TestApp;
let key: string;
let accountId: string;

beforeAll(async () => {
	app = await startApp({ groups: [["gateway"], ["gateway"], ["keys"], ["billing"]] });
	({ key, accountId } = await app.createAccount({ plan: "max" }));
});
afterAll(() => app.stop());

const sql = <T = any>(text: string, params: unknown[] = []) => app.sql<T>(text, params);

describe("POST /v1/keys", () => {
	test("creates a key, returns it once in the lm_live_ format, and stores only its hash", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, body: { name: "ci", expiresInDays: 30, scopes: ["usage:read", "keys:read"] } });
		expect(res.status).toBe(201);
		expect(res.body.key).toMatch(/^lm_live_[0-9A-Za-z]{43}$/);
		const apiKey = res.body.apiKey;
		expect(apiKey).toEqual({
			id: expect.any(String),
			enabled: true,
			scopes: ["usage:read", "keys:read"],
			createdAt: expect.any(String),
			expiresAt: expect.any(String),
			lastRequest: null,
			name: "ci",
			prefix: "lm_live_",
			start: res.body.key.slice(8, 14),
		});
		const days = (Date.parse(apiKey.expiresAt) - Date.parse(apiKey.createdAt)) / 86_400_000;
		expect(days).toBeCloseTo(30, 1);

		const secret = res.body.key.slice(8);
		const rows = await sql("SELECT * FROM api_keys WHERE id = $1", [apiKey.id]);
		expect(JSON.stringify(rows)).not.toContain(secret);
		expect(rows[0].key_hash).toHaveLength(32);

		const listed = await api(app, "GET", "/v1/keys", { key });
		expect(JSON.stringify(listed.body)).not.toContain(secret);
		expect(listed.body.data.find((k: { id: string }) => k.id === apiKey.id)).toEqual(apiKey);

		const usage = await api(app, "GET", "/v1/usage", { key: res.body.key });
		expect(usage.status).toBe(200);
	});

	test("omitted scopes and expiry make an unscoped key that never expires", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, body: {} });
		expect(res.status).toBe(201);
		expect(res.body.apiKey).toMatchObject({ scopes: null, expiresAt: null, name: null });
		const nulls = await api(app, "POST", "/v1/keys", { key, body: { name: null, expiresInDays: null, scopes: null } });
		expect(nulls.status).toBe(201);
	});

	test.each([
		["empty name", { name: "" }],
		["name over 64", { name: "x".repeat(65) }],
		["name not a string", { name: 12 }],
		["expiresInDays 0", { expiresInDays: 0 }],
		["expiresInDays 3651", { expiresInDays: 3651 }],
		["expiresInDays fractional", { expiresInDays: 1.5 }],
		["expiresInDays as string", { expiresInDays: "5" }],
		["empty scopes", { scopes: [] }],
		["duplicate scopes", { scopes: ["usage:read", "usage:read"] }],
		["unknown scope", { scopes: ["usage:read", "admin"] }],
		["scopes not an array", { scopes: "usage:read" }],
		["another property", { name: "a", color: "blue" }],
	])("400 invalid_body for %s", async (_label, body) => {
		const res = await api(app, "POST", "/v1/keys", { key, body });
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
		expect(res.headers.get("x-error-detail")).toBeTruthy();
	});

	test("a scoped key cannot create a key with scopes it lacks, nor an unscoped one", async () => {
		const scoped = await api(app, "POST", "/v1/keys", { key, body: { scopes: ["keys:write", "usage:read"] } });
		const scopedKey = scoped.body.key;
		const wider = await api(app, "POST", "/v1/keys", { key: scopedKey, body: { scopes: ["usage:read", "searches:write"] } });
		expect(wider.status).toBe(403);
		expect(wider.body).toEqual({ error: "insufficient_scope" });
		const unscoped = await api(app, "POST", "/v1/keys", { key: scopedKey, body: {} });
		expect(unscoped.status).toBe(403);
		const subset = await api(app, "POST", "/v1/keys", { key: scopedKey, body: { scopes: ["usage:read"] } });
		expect(subset.status).toBe(201);
	});
});

describe("PATCH, GET and DELETE /v1/keys", () => {
	test("renames a key; the name is required and 1..64", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: { name: "old" } });
		const id = created.body.apiKey.id;
		const res = await api(app, "PATCH", `/v1/keys/${id}`, { key, body: { name: "new" } });
		expect(res.status).toBe(200);
		expect(res.body.apiKey).toMatchObject({ id, name: "new" });
		for (const body of [{}, { name: "" }, { name: "x".repeat(65) }, { name: "ok", scopes: ["usage:read"] }]) {
			const bad = await api(app, "PATCH", `/v1/keys/${id}`, { key, body });
			expect(bad.status).toBe(400);
			expect(bad.body).toEqual({ error: "invalid_body" });
		}
	});

	test("another account's key is not found, never forbidden", async () => {
		const other = await app.createAccount({ plan: "pro" });
		const theirs = await api(app, "POST", "/v1/keys", { key: other.key, body: { name: "theirs" } });
		const id = theirs.body.apiKey.id;
		expect((await api(app, "PATCH", `/v1/keys/${id}`, { key, body: { name: "mine" } })).status).toBe(404);
		const del = await api(app, "DELETE", `/v1/keys/${id}`, { key });
		expect(del.status).toBe(404);
		expect(del.body).toEqual({ error: "not_found" });
		expect((await api(app, "DELETE", "/v1/keys/not-a-uuid", { key })).status).toBe(404);
		const mine = await api(app, "GET", "/v1/keys", { key });
		expect(mine.body.data.map((k: { id: string }) => k.id)).not.toContain(id);
		expect((await api(app, "GET", "/v1/usage", { key: theirs.body.key })).status).toBe(200);
	});

	test("a revoked key stops working on every gateway at once", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: { name: "to revoke" } });
		const doomed = created.body.key;
		for (const url of app.urls) expect((await api({ url }, "GET", "/v1/usage", { key: doomed })).status).toBe(200);
		const del = await api(app, "DELETE", `/v1/keys/${created.body.apiKey.id}`, { key });
		expect(del.status).toBe(200);
		expect(del.body).toEqual({ ok: true });
		await new Promise((r) => setTimeout(r, SERVICES_MODE ? 200 : 0));
		for (const url of app.urls) {
			const res = await api({ url }, "GET", "/v1/usage", { key: doomed });
			expect(res.status).toBe(401);
			expect(res.body).toEqual({ error: "unauthorized" });
		}
		const listed = await api(app, "GET", "/v1/keys", { key });
		expect(listed.body.data.map((k: { id: string }) => k.id)).not.toContain(created.body.apiKey.id);
	});

	test("a disabled key is refused", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: {} });
		expect((await api(app, "GET", "/v1/usage", { key: created.body.key })).status).toBe(200);
		await app.call("keys.setEnabled", { id: created.body.apiKey.id, enabled: false });
		await new Promise((r) => setTimeout(r, SERVICES_MODE ? 200 : 0));
		expect((await api(app, "GET", "/v1/usage", { key: created.body.key })).status).toBe(401);
	});

	test("an expired key is refused", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: { expiresInDays: 1 } });
		await sql("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [created.body.apiKey.id]);
		const res = await api(app, "GET", "/v1/usage", { key: created.body.key });
		expect(res.status).toBe(401);
		expect(res.body).toEqual({ error: "unauthorized" });
	});

	test("lastRequest is recorded after use", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: { name: "touched" } });
		await api(app, "GET", "/v1/usage", { key: created.body.key });
		let lastRequest = null;
		for (let i = 0; i < 40 && !lastRequest; i++) {
			await new Promise((r) => setTimeout(r, 250));
			const list = await api(app, "GET", "/v1/keys", { key });
			lastRequest = list.body.data.find((k: { id: string }) => k.id === created.body.apiKey.id).lastRequest;
		}
		expect(lastRequest).toEqual(expect.any(String));
	});
});

describe("authentication", () => {
	test.each([
		["no key", {}],
		["garbage bearer", { authorization: "Bearer garbage" }],
		["malformed authorization", { authorization: "Basic abc" }],
		["well-formed unknown key", { authorization: `Bearer lm_live_${"a".repeat(43)}` }],
		["unknown x-api-key", { "x-api-key": `lm_live_${"b".repeat(43)}` }],
	])("401 unauthorized with %s", async (_label, headers) => {
		const res = await api(app, "GET", "/v1/usage", { headers: headers as Record<string, string> });
		expect(res.status).toBe(401);
		expect(res.body).toEqual({ error: "unauthorized" });
	});

	test("the key may come in x-api-key", async () => {
		const res = await api(app, "GET", "/v1/usage", { headers: { "x-api-key": key } });
		expect(res.status).toBe(200);
	});

	test.each([
		["GET", "/v1/usage", "usage:read", undefined],
		["GET", "/v1/keys", "keys:read", undefined],
		["POST", "/v1/keys", "keys:write", { scopes: ["keys:write"] }],
		["PATCH", "/v1/keys/00000000-0000-4000-8000-000000000000", "keys:write", { name: "x" }],
		["DELETE", "/v1/keys/00000000-0000-4000-8000-000000000000", "keys:write", undefined],
	])("%s %s needs %s", async (method, path, scope, body) => {
		const other = scope === "usage:read" ? "keys:read" : "usage:read";
		const lacking = await api(app, "POST", "/v1/keys", { key, body: { scopes: [other] } });
		const res = await api(app, method, path, { key: lacking.body.key, body });
		expect(res.status).toBe(403);
		expect(res.body).toEqual({ error: "insufficient_scope" });
		const holding = await api(app, "POST", "/v1/keys", { key, body: { scopes: [scope] } });
		const ok = await api(app, method, path, { key: holding.body.key, body });
		expect([200, 201, 404]).toContain(ok.status);
	});

	test("the account id never comes from the request", async () => {
		const other = await app.createAccount({ plan: "lite" });
		const res = await api(app, "GET", `/v1/usage?accountId=${other.accountId}`, { key });
		expect(res.body.plan).toBe("max");
		expect(accountId).not.toBe(other.accountId);
	});
});
