import type { Context } from "moleculer";
import { api, SERVICES_MODE, startApp, type TestApp } from "./support/app";

type LogLine = Record<string, unknown> & { level: string; time: string; nodeID: string; service: string; msg: string; requestId?: string };
type Span = { traceID: string; id: string; parentID: string | null; name: string; service?: { name: string }; tags: Record<string, unknown> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the brokers' JSON logger writes, one parsed line each, as a log shipper reads stdout. */
const lines: LogLine[] = [];
const logTo = {
	write(chunk: string) {
		for (const line of chunk.split("\n")) if (line) lines.push(JSON.parse(line));
	},
};

async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
	for (let i = 0; i < 200; i++) {
		const found = find();
		if (found !== undefined) return found;
		await new Promise((r) => setTimeout(r, 25));
	}
	throw new Error(`never came: ${what}`);
}

const accessLineOf = (requestId: string) =>
	eventually(() => lines.find((l) => l.requestId === requestId && l.route !== undefined), `the access line of ${requestId}`);

describe("request ids and log lines", () => {
	let app: TestApp;
	let key: string;
	beforeAll(async () => {
		app = await startApp({ env: { LOG_LEVEL: "info", LEADMAP_LOG_FORMAT: "json" }, logTo });
		({ key } = await app.createAccount());
	});
	afterAll(() => app.stop());

	test("a sane X-Request-Id comes back, on errors too", async () => {
		const asked = { headers: { "X-Request-Id": "abc-123" } };
		expect((await api(app, "GET", "/v1/usage", { key, ...asked })).headers.get("x-request-id")).toBe("abc-123");
		const notFound = await api(app, "GET", "/v1/nowhere", { key, ...asked });
		expect(notFound.status).toBe(404);
		expect(notFound.headers.get("x-request-id")).toBe("abc-123");
		const noKey = await api(app, "GET", "/v1/usage", asked);
		expect(noKey.status).toBe(401);
		expect(noKey.headers.get("x-request-id")).toBe("abc-123");
		const badBody = await api(app, "POST", "/v1/keys", { key, rawBody: "{", ...asked });
		expect(badBody.status).toBe(400);
		expect(badBody.headers.get("x-request-id")).toBe("abc-123");
	});

	test("without one, or with one that is not sane, the answer carries a new uuid", async () => {
		const none = await api(app, "GET", "/v1/usage", { key });
		expect(none.headers.get("x-request-id")).toMatch(UUID);
		for (const insane of ["has spaces", "x".repeat(129), "semi;colon", "<script>"]) {
			const res = await api(app, "GET", "/v1/usage", { key, headers: { "X-Request-Id": insane } });
			expect(res.status).toBe(200);
			expect(res.headers.get("x-request-id")).toMatch(UUID);
		}
		expect((await api(app, "GET", "/health")).headers.get("x-request-id")).toMatch(UUID);
	});

	test("the id reaches the service that handles the call, on its own node, in its log lines", async () => {
		const res = await api(app, "POST", "/v1/keys", { key, body: { name: "ci" }, headers: { "X-Request-Id": "create-key-1" } });
		expect(res.status).toBe(201);
		const keysLine = await eventually(() => lines.find((l) => l.requestId === "create-key-1" && l.service === "keys"), "the keys service's line");
		expect(keysLine.msg).toContain(`key ${res.body.apiKey.id} created`);
		expect(keysLine).toMatchObject({ level: "info", time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
		const access = await accessLineOf("create-key-1");
		expect(access).toMatchObject({ service: "gateway", method: "POST", route: "/v1/keys", status: 201 });
		if (SERVICES_MODE) expect(keysLine.nodeID).not.toBe(access.nodeID);
	});

	test("an idempotent retry under another request id replays the first answer with its own id", async () => {
		const send = (requestId: string) =>
			api(app, "POST", "/v1/keys", {
				key,
				body: { name: "once" },
				headers: { "Idempotency-Key": "logs-retry-key-0001", "X-Request-Id": requestId },
			});
		const first = await send("first-try");
		const retry = await send("retry");
		expect(retry.status).toBe(201);
		expect(retry.body.apiKey.id).toBe(first.body.apiKey.id);
		expect(retry.headers.get("idempotent-replayed")).toBe("true");
		expect(retry.headers.get("x-request-id")).toBe("retry");
		await accessLineOf("retry");
		expect(lines.filter((l) => l.service === "keys" && l.msg.includes(`key ${first.body.apiKey.id} created`)).map((l) => l.requestId)).toEqual(["first-try"]);
	});

	test("one access line per request, 4xx included: route, status, duration, account; never the key or the query", async () => {
		await api(app, "GET", "/v1/usage?apiKey=query-secret&limit=1", { key: "lm_live_notakey", headers: { "X-Request-Id": "denied-1" } });
		const denied = await accessLineOf("denied-1");
		expect(denied).toMatchObject({ method: "GET", route: "/v1/usage", status: 401, accountId: null, durationMs: expect.any(Number) });
		expect(JSON.stringify(lines)).not.toMatch(/query-secret|lm_live_notakey/);

		const usage = await api(app, "GET", "/v1/usage?x=1", { key, headers: { "X-Request-Id": "usage-1" } });
		const ok = await accessLineOf("usage-1");
		expect(ok).toMatchObject({ route: "/v1/usage", status: 200, accountId: expect.stringMatching(UUID) });
		expect(usage.status).toBe(200);

		const params = await api(app, "DELETE", "/v1/keys/00000000-0000-4000-8000-000000000000", { key, headers: { "X-Request-Id": "gone-1" } });
		expect(params.status).toBe(404);
		expect(await accessLineOf("gone-1")).toMatchObject({ route: "/v1/keys/:id", status: 404 });

		await api(app, "GET", "/nowhere/at/all?token=t", { headers: { "X-Request-Id": "unrouted-1" } });
		expect(await accessLineOf("unrouted-1")).toMatchObject({ route: "/nowhere/at/all", status: 404 });
		expect(lines.filter((l) => l.requestId === "usage-1" && l.route !== undefined)).toHaveLength(1);
		expect(JSON.stringify(lines)).not.toContain(key);
	});

	test("a 5xx is logged once, as an error with its stack and the request id, beside its access line", async () => {
		// The searches service runs on no node of this app: its routes answer 503.
		const res = await api(app, "GET", "/v1/searches", { key, headers: { "X-Request-Id": "down-1" } });
		expect(res.status).toBe(503);
		expect(await accessLineOf("down-1")).toMatchObject({ route: "/v1/searches", status: 503 });
		const errors = lines.filter((l) => l.requestId === "down-1" && l.level === "error");
		expect(errors).toHaveLength(1);
		expect(errors[0]).toMatchObject({ service: "broker", err: { stack: expect.any(String) } });
	});

	test("a request Node cannot parse gets a request id too, and its line", async () => {
		const res = await fetch(`${app.url}/v1/leads?cursor=${"x".repeat(20_000)}`);
		expect(res.status).toBe(431);
		const requestId = res.headers.get("x-request-id") ?? "";
		expect(requestId).toMatch(UUID);
		expect(await eventually(() => lines.find((l) => l.requestId === requestId), "its line")).toMatchObject({ status: 431, error: "headers_too_large" });
	});

	test("probes are not logged unless asked for", async () => {
		await api(app, "GET", "/health/ready", { headers: { "X-Request-Id": "probe-1" } });
		await api(app, "GET", "/v1/usage", { key, headers: { "X-Request-Id": "after-probe-1" } });
		await accessLineOf("after-probe-1");
		expect(lines.filter((l) => l.requestId === "probe-1" && l.route !== undefined)).toEqual([]);
	});
});

describe("with LEADMAP_TRACING_EXPORTER=event and LEADMAP_LOG_PROBES=1", () => {
	const spans: Span[] = [];
	let app: TestApp;
	let key: string;
	beforeAll(async () => {
		const collector = {
			name: "span-collector",
			events: {
				"$tracing.spans"(ctx: Context<Span[]>) {
					spans.push(...ctx.params);
				},
			},
		};
		app = await startApp({
			env: { LEADMAP_TRACING_EXPORTER: "event", LEADMAP_LOG_PROBES: "1", LOG_LEVEL: "info", LEADMAP_LOG_FORMAT: "json" },
			extraSchemas: [collector],
			logTo,
		});
		({ key } = await app.createAccount());
	});
	afterAll(() => app.stop());

	test("a request's spans, the gateway's and a downstream service's, share one trace: its request id", async () => {
		const res = await api(app, "GET", "/v1/usage?cursor=query-secret", { key, headers: { "X-Request-Id": "trace-1" } });
		expect(res.status).toBe(200);
		const gateway = await eventually(() => spans.find((s) => s.traceID === "trace-1" && s.service?.name === "gateway"), "the gateway's span");
		const billing = await eventually(() => spans.find((s) => s.traceID === "trace-1" && s.service?.name === "billing"), "billing's span");
		expect(billing.parentID).not.toBeNull();
		await eventually(() => spans.find((s) => s.id === billing.parentID && s.traceID === "trace-1"), "billing's parent span");
		if (SERVICES_MODE) expect(billing.tags.nodeID).not.toBe(gateway.tags.nodeID);
		// Named and tagged by route, with no query string, params or meta: nothing secret reaches a trace store.
		const rest = await eventually(() => spans.find((s) => s.traceID === "trace-1" && s.name.startsWith("GET ")), "the request's span");
		expect(rest).toMatchObject({ name: "GET /v1/usage", tags: { method: "GET", path: "/v1/usage", status: 200 } });
		const trace = JSON.stringify(spans.filter((s) => s.traceID === "trace-1"));
		expect(trace).not.toContain("query-secret");
		expect(trace).not.toContain("keyHash");
		expect(trace).not.toContain(key);
	});

	test("probes are logged when asked for", async () => {
		await api(app, "GET", "/health/ready", { headers: { "X-Request-Id": "probe-2" } });
		expect(await accessLineOf("probe-2")).toMatchObject({ route: "/health/ready", status: 200 });
	});
});
