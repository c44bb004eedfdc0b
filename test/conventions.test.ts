import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { seedSearchWithLeads } from "./support/seed";

/** every service the routes below call; the scrapers would go out to the real providers */
const GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));

interface RawResponse {
	status: number;
	headers: Record<string, string | string[] | undefined>;
	bytes: Buffer;
}

/** A plain HTTP request: fetch would decompress the body and hide Content-Encoding's effect, and add its own headers. */
function raw(app: TestApp, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawResponse> {
	const url = new URL(app.url);
	return new Promise((resolve, reject) => {
		const req = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (res) => {
			const chunks: Buffer[] = [];
			res.on("data", (c: Buffer) => chunks.push(c));
			res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
			res.on("error", reject);
		});
		req.on("error", reject);
		req.end(body);
	});
}

describe("with CORS off (the default)", () => {
	let app: TestApp;
	let key: string;
	let searchId: string;
	let leadId: string;
	const auth = () => ({ authorization: `Bearer ${key}` });

	beforeAll(async () => {
		app = await startApp({ groups: GROUPS });
		const account = await app.createAccount({ plan: "pro" });
		key = account.key;
		searchId = await seedSearchWithLeads(app.sql, account.accountId, 20);
		[{ id: leadId }] = await app.sql("SELECT id FROM leads WHERE search_id = $1 LIMIT 1", [searchId]);
	});
	afterAll(() => app?.stop());

	test("a JSON answer over 1 KB is gzip- or br-compressed when asked, and says it varies with Accept-Encoding", async () => {
		const plain = await raw(app, "GET", "/v1/leads?limit=20", auth());
		expect(plain.headers["content-encoding"]).toBeUndefined();
		expect(plain.headers.vary).toMatch(/Accept-Encoding/);
		const expected = JSON.parse(plain.bytes.toString("utf8"));
		expect(plain.bytes.length).toBeGreaterThan(1024);

		const gzip = await raw(app, "GET", "/v1/leads?limit=20", { ...auth(), "accept-encoding": "gzip" });
		expect(gzip.headers["content-encoding"]).toBe("gzip");
		expect(JSON.parse(gunzipSync(gzip.bytes).toString("utf8"))).toEqual(expected);
		expect(gzip.bytes.length).toBeLessThan(plain.bytes.length / 2);

		const br = await raw(app, "GET", "/v1/leads?limit=20", { ...auth(), "accept-encoding": "gzip, deflate, br" });
		expect(br.headers["content-encoding"]).toBe("br");
		expect(JSON.parse(brotliDecompressSync(br.bytes).toString("utf8"))).toEqual(expected);

		const refused = await raw(app, "GET", "/v1/leads?limit=20", { ...auth(), "accept-encoding": "br;q=0, gzip" });
		expect(refused.headers["content-encoding"]).toBe("gzip");
		const identity = await raw(app, "GET", "/v1/leads?limit=20", { ...auth(), "accept-encoding": "identity" });
		expect(identity.headers["content-encoding"]).toBeUndefined();
	});

	test("a small JSON answer and a streamed export go as they are", async () => {
		const small = await raw(app, "GET", "/v1/usage", { ...auth(), "accept-encoding": "gzip, br" });
		expect(small.bytes.length).toBeLessThan(1024);
		expect(small.headers["content-encoding"]).toBeUndefined();
		const file = await raw(app, "GET", `/v1/searches/${searchId}/export?format=json`, { ...auth(), "accept-encoding": "gzip, br" });
		expect(file.status).toBe(200);
		expect(file.headers["content-encoding"]).toBeUndefined();
		expect(JSON.parse(file.bytes.toString("utf8"))).toHaveLength(20);
	});

	test("single-resource GETs carry an ETag; If-None-Match gets a 304 without a body until the resource changes", async () => {
		const first = await raw(app, "GET", `/v1/leads/${leadId}`, auth());
		const etag = first.headers.etag as string;
		expect(etag).toMatch(/^"[\w-]+"$/);
		const again = await raw(app, "GET", `/v1/leads/${leadId}`, auth());
		expect(again.headers.etag).toBe(etag);
		const notModified = await raw(app, "GET", `/v1/leads/${leadId}`, { ...auth(), "if-none-match": etag });
		expect(notModified.status).toBe(304);
		expect(notModified.bytes.length).toBe(0);
		expect(notModified.headers["x-request-id"]).toEqual(expect.any(String));
		expect((await raw(app, "GET", `/v1/leads/${leadId}`, { ...auth(), "if-none-match": `"other", ${etag}` })).status).toBe(304);
		// fetch() (undici, browsers) adds Cache-Control: no-cache to every conditional request: a directive to caches, not to us.
		expect((await raw(app, "GET", `/v1/leads/${leadId}`, { ...auth(), "if-none-match": etag, "cache-control": "no-cache" })).status).toBe(304);

		await api(app, "PATCH", `/v1/leads/${leadId}`, { key, body: { status: "contacted" } });
		const changed = await raw(app, "GET", `/v1/leads/${leadId}`, { ...auth(), "if-none-match": etag });
		expect(changed.status).toBe(200);
		expect(changed.headers.etag).not.toBe(etag);

		const search = await raw(app, "GET", `/v1/searches/${searchId}`, auth());
		expect((await raw(app, "GET", `/v1/searches/${searchId}`, { ...auth(), "if-none-match": search.headers.etag as string })).status).toBe(304);
		// lists have none: their pages move as leads arrive
		expect((await raw(app, "GET", "/v1/leads", auth())).headers.etag).toBeUndefined();
	});

	test("every answer carries X-Request-Id: successes, errors of every kind, 304s, preflights; a sane client id is echoed", async () => {
		const answers = await Promise.all([
			raw(app, "GET", "/health"),
			raw(app, "GET", "/v1/usage", auth()),
			raw(app, "GET", "/v1/usage"),
			raw(app, "GET", "/v1/usage", { authorization: "Bearer lm_live_nope" }),
			raw(app, "GET", "/v1/nowhere", auth()),
			raw(app, "GET", "/v1/leads/00000000-0000-4000-8000-000000000000", auth()),
			raw(app, "GET", "/v1/leads?limit=0", auth()),
			raw(app, "POST", "/v1/searches", { ...auth(), "content-type": "application/json" }, "{not json"),
			raw(app, "PATCH", `/v1/leads/${leadId}`, { ...auth(), "content-type": "text/plain" }, "x"),
			raw(app, "OPTIONS", "/v1/leads", { origin: "https://elsewhere.example", "access-control-request-method": "GET" }),
		]);
		for (const res of answers)
			expect({ status: res.status, id: res.headers["x-request-id"] }).toEqual({ status: res.status, id: expect.stringMatching(/^[\w-]{8,}$/) });
		expect(new Set(answers.map((r) => r.headers["x-request-id"])).size).toBe(answers.length);
		const echoed = await raw(app, "GET", "/v1/nowhere", { ...auth(), "x-request-id": "support-1234" });
		expect(echoed.headers["x-request-id"]).toBe("support-1234");
	});

	test("no CORS header, whatever the Origin", async () => {
		const res = await raw(app, "GET", "/v1/usage", { ...auth(), origin: "https://app.example.com" });
		expect(res.status).toBe(200);
		expect(res.headers["access-control-allow-origin"]).toBeUndefined();
		const preflight = await raw(app, "OPTIONS", "/v1/usage", { origin: "https://app.example.com", "access-control-request-method": "GET" });
		expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
	});
});

describe("with LEADMAP_CORS_ORIGINS", () => {
	let app: TestApp;
	let key: string;

	beforeAll(async () => {
		app = await startApp({ env: { LEADMAP_CORS_ORIGINS: "https://app.example.com, https://*.partner.example" } });
		({ key } = await app.createAccount({ plan: "pro" }));
	});
	afterAll(() => app?.stop());

	test("an allowed origin gets its preflight and its headers; the page may read the request id and rate limits", async () => {
		const preflight = await raw(app, "OPTIONS", "/v1/usage", {
			origin: "https://app.example.com",
			"access-control-request-method": "GET",
			"access-control-request-headers": "authorization",
		});
		expect(preflight.status).toBe(204);
		expect(preflight.headers["access-control-allow-origin"]).toBe("https://app.example.com");
		expect(preflight.headers["access-control-allow-headers"]).toMatch(/Authorization/);
		expect(preflight.headers["x-request-id"]).toEqual(expect.any(String));
		const res = await raw(app, "GET", "/v1/usage", { authorization: `Bearer ${key}`, origin: "https://eu.partner.example" });
		expect(res.status).toBe(200);
		expect(res.headers["access-control-allow-origin"]).toBe("https://eu.partner.example");
		expect(res.headers["access-control-expose-headers"]).toMatch(/X-Request-Id/);
		expect(res.headers.vary).toMatch(/Origin/);
	});

	test("another origin is refused with 403 origin_not_allowed; a request without Origin (a server) is not concerned", async () => {
		const res = await raw(app, "GET", "/v1/usage", { authorization: `Bearer ${key}`, origin: "https://evil.example" });
		expect(res.status).toBe(403);
		expect(JSON.parse(res.bytes.toString())).toEqual({ error: "origin_not_allowed" });
		expect(res.headers["access-control-allow-origin"]).toBeUndefined();
		expect((await raw(app, "GET", "/v1/usage", { authorization: `Bearer ${key}` })).status).toBe(200);
	});
});
