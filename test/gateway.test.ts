import { api, SERVICES_MODE, startApp, type TestApp } from "./support/app";

let app: TestApp;
let key: string;
beforeAll(async () => {
	app = await startApp({ groups: [["gateway"], ["gateway"], ["keys"], ["billing"]] });
	({ key } = await app.createAccount({ plan: "max" }));
});
afterAll(() => app.stop());

describe("errors", () => {
	test("malformed JSON is 400 invalid_body", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, rawBody: '{"name": ' });
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
	});

	test.each([
		["an array", "[1,2]"],
		["a string", '"x"'],
		["a number", "5"],
	])("a JSON body that is %s is 400 invalid_body", async (_l, rawBody) => {
		const res = await api(app, "POST", "/v1/keys", { key, rawBody });
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
	});

	test("a body over 1 MB is 413", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, rawBody: JSON.stringify({ name: "x".repeat(1_100_000) }) });
		expect(res.status).toBe(413);
		expect(res.body).toEqual({ error: "payload_too_large" });
	});

	test.each([
		["GET", "/v1/nothing-here"],
		["GET", "/v2/usage"],
		["PUT", "/v1/usage"],
		["GET", "/"],
		["GET", "/v1/keys/extra/segments"],
	])("%s %s is 404 not_found", async (method, path) => {
		const res = await api(app, method, path, { key });
		expect(res.status).toBe(404);
		expect(res.body).toEqual({ error: "not_found" });
	});

	test("an unknown failure is 500 internal_error and leaks nothing", async () => {
		const fresh = await app.createAccount({ plan: "pro" });
		await app.sql("ALTER TABLE billing_accounts RENAME TO billing_accounts_away");
		try {
			// a 500 is what no operation documents
			const res = await api(app, "GET", "/v1/usage", { key: fresh.key, undocumented: true });
			expect(res.status).toBe(500);
			expect(res.body).toEqual({ error: "internal_error" });
			expect(res.headers.get("x-error-detail")).toBeNull();
		} finally {
			await app.sql("ALTER TABLE billing_accounts_away RENAME TO billing_accounts");
		}
	});

	test("error bodies carry only the code", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, body: { name: "" } });
		expect(Object.keys(res.body)).toEqual(["error"]);
		expect(res.headers.get("content-type")).toMatch(/application\/json/);
	});
});

describe("routing", () => {
	test.each(["/v1/usage", "/v1/usage/", "/v1/Usage", "/v1/usage?x=1"])("GET %s is the usage", async (path) => {
		const res = await api(app, "GET", path, { key, undocumented: true });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ plan: "max" });
	});

	test.each([
		["PATCH", "/v1/keys"],
		["DELETE", "/v1/usage"],
		["POST", "/v1/monitors"],
	])("%s %s (a path with routes for other methods) is 404", async (method, path) => {
		const res = await api(app, method, path, { key, body: {} });
		expect(res.status).toBe(404);
		expect(res.body).toEqual({ error: "not_found" });
	});
});

describe("rate limits", () => {
	test("every response carries the X-RateLimit headers", async () => {
		const ok = await api(app, "GET", "/v1/usage", { key });
		expect(ok.headers.get("x-ratelimit-limit")).toBe("1200");
		expect(Number(ok.headers.get("x-ratelimit-remaining"))).toBeLessThan(1200);
		expect(Number(ok.headers.get("x-ratelimit-reset"))).toBeGreaterThan(0);
		const bad = await api(app, "POST", "/v1/keys", { key, body: { name: "" } });
		expect(bad.headers.get("x-ratelimit-limit")).toBe("1200");
	});

	test(`past the plan's limit a key gets 429 with Retry-After${SERVICES_MODE ? ", with one budget over two gateways (Redis)" : ""}`, async () => {
		const { key: liteKey } = await app.createAccount({ plan: "lite" });
		const statuses: number[] = [];
		let last: Awaited<ReturnType<typeof api>> | null = null;
		for (let i = 0; i < 60; i++) {
			last = await api({ url: app.urls[i % app.urls.length] }, "GET", "/v1/usage", { key: liteKey });
			statuses.push(last.status);
		}
		expect(statuses.every((s) => s === 200)).toBe(true);
		expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
		for (const url of app.urls) {
			const limited = await api({ url }, "GET", "/v1/usage", { key: liteKey });
			expect(limited.status).toBe(429);
			expect(limited.body).toEqual({ error: "rate_limit_exceeded" });
			const retryAfter = Number(limited.headers.get("retry-after"));
			expect(retryAfter).toBeGreaterThanOrEqual(1);
			expect(retryAfter).toBeLessThanOrEqual(60);
			expect(limited.headers.get("x-ratelimit-limit")).toBe("60");
		}
		const otherKey = await api(app, "POST", "/v1/keys", { key: liteKey, body: {} });
		expect(otherKey.status).toBe(429);
	});

	test("each key has its own budget", async () => {
		const { key: a } = await app.createAccount({ plan: "lite" });
		const { key: b } = await app.createAccount({ plan: "lite" });
		for (let i = 0; i < 60; i++) await api(app, "GET", "/v1/usage", { key: a });
		expect((await api(app, "GET", "/v1/usage", { key: a })).status).toBe(429);
		expect((await api(app, "GET", "/v1/usage", { key: b })).status).toBe(200);
	});
});
