import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { ALL_GROUPS, api, startApp, type ApiResponse, type TestApp } from "./support/app";

/** every service an API route may call; the scrapers would go out to the real providers */
const API_GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));
let app: TestApp;
let key: string;
beforeAll(async () => {
	app = await startApp({ groups: API_GROUPS });
	({ key } = await app.createAccount({ plan: "max" }));
});
afterAll(() => app.stop());

/** fetch refuses some of what a client can send (bodies on GET, raw paths): a plain HTTP request does not. */
function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<ApiResponse> {
	const url = new URL(app.url);
	return new Promise((resolve, reject) => {
		const req = httpRequest(
			{
				host: url.hostname,
				port: url.port,
				method,
				path,
				headers: {
					authorization: `Bearer ${key}`,
					...(body === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }),
					...headers,
				},
			},
			(res) => {
				const chunks: Buffer[] = [];
				res.on("data", (c: Buffer) => chunks.push(c));
				res.on("end", () => {
					const text = Buffer.concat(chunks).toString("utf8");
					let parsed: unknown = text;
					try {
						parsed = JSON.parse(text);
					} catch {
						/* keep the text */
					}
					resolve({ status: res.statusCode ?? 0, body: parsed, headers: new Headers(res.headers as Record<string, string>) });
				});
			},
		);
		req.on("error", reject);
		req.end(body);
	});
}

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

function expectBadRequest(res: ApiResponse): void {
	expect(res.status).toBe(400);
	expect(res.body).toEqual({ error: "invalid_body" });
}

/** First in this file: no request has read the cursor secret yet, as in a process just started. */
describe("cursor secret", () => {
	test("a failed load of the cursor secret is not remembered: the next request works", async () => {
		await app.sql("ALTER TABLE app_secrets RENAME TO app_secrets_away");
		try {
			// a 500 is what no operation documents
			const failed = await api(app, "GET", "/v1/leads?cursor=abc.def", { key, undocumented: true });
			expect(failed.status).toBe(500);
		} finally {
			await app.sql("ALTER TABLE app_secrets_away RENAME TO app_secrets");
		}
		const forged = await api(app, "GET", "/v1/leads?cursor=abc.def", { key });
		expectBadRequest(forged);
		expect(forged.headers.get("x-error-detail")).toMatch(/cursor/);
		expect((await api(app, "GET", "/v1/leads?limit=1", { key })).status).toBe(200);
	});
});

describe("bodies", () => {
	test.each([
		["an empty array", "[]"],
		["an array of objects", '[{"name":"a"}]'],
	])("a POST body that is %s is 400", async (_l, body) => {
		expectBadRequest(await raw("POST", "/v1/keys", body));
	});

	test("a PATCH body that is an array is 400", async () => {
		const created = await api(app, "POST", "/v1/keys", { key, body: { name: "to rename" } });
		expectBadRequest(await raw("PATCH", `/v1/keys/${created.body.apiKey.id}`, "[]"));
	});

	test("a body on a GET or DELETE is 400, not merged into the query", async () => {
		expectBadRequest(await raw("GET", "/v1/keys", '{"name":"x"}'));
		expectBadRequest(await raw("GET", "/v1/leads?limit=5", '{"limit":{"a":1}}'));
		expectBadRequest(await raw("DELETE", "/v1/keys/00000000-0000-4000-8000-000000000000", "[1]"));
		expect((await raw("GET", "/v1/keys", "{}")).status).toBe(200);
	});

	test("a request without a body and one with an empty body (Content-Length: 0) reach the action alike: query and path parameters, and a POST's own rules", async () => {
		const empty = { "content-length": "0" };
		// a key's last use is written after each request, on its own time: the one answer may show the other's
		const settled = (body: unknown) => JSON.parse(JSON.stringify(body), (k: string, v: unknown) => (k === "lastRequest" ? undefined : v)) as unknown;
		const alike = async (method: string, path: string) => {
			const [none, zero] = [await raw(method, path), await raw(method, path, undefined, empty)];
			expect({ status: none.status, body: settled(none.body) }).toEqual({ status: zero.status, body: settled(zero.body) });
			return none;
		};
		expectBadRequest(await alike("GET", "/v1/searches?unknown=1"));
		expect((await alike("GET", "/v1/searches/00000000-0000-4000-8000-000000000000")).status).toBe(404);
		expect((await alike("GET", "/v1/keys")).status).toBe(200);
		expectBadRequest(await alike("POST", "/v1/webhooks"));
	});

	test("a POST body that is not JSON is 415", async () => {
		const res = await raw("POST", "/v1/keys", "name=x", { "content-type": "application/x-www-form-urlencoded" });
		expect(res.status).toBe(415);
		expect(res.body).toEqual({ error: "unsupported_media_type" });
	});

	test("a body that cannot be read (gzip that does not inflate) is 400", async () => {
		expectBadRequest(await raw("POST", "/v1/keys", "{}", { "content-encoding": "gzip" }));
		expectBadRequest(await raw("GET", "/v1/keys", "{}", { "content-encoding": "gzip" }));
	});

	test.each([33, 1_000, 100_000])("a body nested %i deep is 400", async (depth) => {
		const res = await raw("POST", "/v1/searches", `{"keyword":"pizza","options":${nested(depth - 1)}}`);
		expectBadRequest(res);
		expect(res.headers.get("x-error-detail")).toMatch(/deep/);
	});

	test("a body nested 32 deep passes the gateway (and meets the action's own rules)", async () => {
		const res = await raw("POST", "/v1/searches", `{"keyword":"pizza","options":${nested(31)}}`);
		expectBadRequest(res);
		expect(res.headers.get("x-error-detail")).not.toMatch(/deep/);
	});

	test("a string over 16 KiB anywhere in a body is 400", async () => {
		const res = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: "x".repeat(16_385) }] } });
		expectBadRequest(res);
		expect(res.headers.get("x-error-detail")).toMatch(/16384/);
	});
});

describe("NUL characters", () => {
	test("in a path segment", async () => {
		expectBadRequest(await api(app, "GET", "/v1/businesses/%00", { key }));
		expectBadRequest(await api(app, "GET", "/v1/leads/a%00b", { key }));
		expectBadRequest(await api(app, "DELETE", "/v1/searches/%00", { key }));
	});

	test("in a query value or name", async () => {
		expectBadRequest(await api(app, "GET", "/v1/businesses?q=pizza%00", { key }));
		expectBadRequest(await api(app, "GET", "/v1/leads?cursor=%00", { key }));
		expectBadRequest(await api(app, "GET", "/v1/leads?provider[]=%00", { key }));
		expectBadRequest(await api(app, "GET", "/v1/leads?x%00=1", { key }));
	});

	test("in a body value or property name", async () => {
		expectBadRequest(await api(app, "POST", "/v1/keys", { key, body: { name: "a\u0000b" } }));
		expectBadRequest(await api(app, "POST", "/v1/searches", { key, body: { keyword: "pizza\u0000", location: "Lyon" } }));
		expectBadRequest(await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: "\u0000" }] } }));
		expectBadRequest(await raw("POST", "/v1/keys", '{"na\\u0000me":"x"}'));
	});
});

test("a request Node's parser refuses (a URL over 16 KiB, a malformed request line) still gets an {error} body", async () => {
	const long = await raw("GET", `/v1/leads?cursor=${"x".repeat(20_000)}`);
	expect(long.status).toBe(431);
	expect(long.body).toEqual({ error: "headers_too_large" });
	const url = new URL(app.url);
	const answer = await new Promise<string>((resolve, reject) => {
		const socket = connect(Number(url.port), url.hostname, () => socket.end("GET /v1/usage HTTP/1.1 extra\r\n\r\n"));
		let text = "";
		socket.on("data", (chunk) => (text += chunk.toString()));
		socket.on("end", () => resolve(text));
		socket.on("error", reject);
	});
	expect(answer).toMatch(/^HTTP\/1.1 400 /);
	expect(answer.split("\r\n\r\n")[1]).toBe(JSON.stringify({ error: "invalid_body" }));
});

test("a path segment that is not valid percent-encoding is 400", async () => {
	expectBadRequest(await api(app, "GET", "/v1/searches/%E0%A4%A", { key }));
	expectBadRequest(await api(app, "GET", "/v1/businesses/%ff", { key }));
});

describe("null only where the field is nullable", () => {
	test.each([
		["lang", { keyword: "pizza", lang: null }],
		["provider", { keyword: "pizza", provider: null }],
		["options", { keyword: "pizza", options: null }],
		["options.maxResults", { keyword: "pizza", options: { maxResults: null } }],
		["conversationId", { keyword: "pizza", conversationId: null }],
	])("POST /v1/searches with %s null is 400", async (_l, body) => {
		const res = await api(app, "POST", "/v1/searches", { key, body });
		expectBadRequest(res);
	});

	test("null stays accepted where the spec says string or null", async () => {
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "pizza", location: null, country: null } });
		expect(res.status).toBe(201);
		const keyRes = await api(app, "POST", "/v1/keys", { key, body: { name: null, expiresInDays: null, scopes: null } });
		expect(keyRes.status).toBe(201);
	});

	test("a null item in an array of unlocks is 400", async () => {
		expectBadRequest(await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [null] } }));
		expectBadRequest(await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: null }] } }));
	});
});
