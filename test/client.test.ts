import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
	collect,
	createLeadmapClient,
	LeadmapError,
	parseWebhookEvent,
	retryAfterMs,
	verifyWebhookSignature,
	WaitTimeoutError,
	WebhookSignatureError,
	type LeadmapClient,
	type RetryEvent,
	type Transport,
} from "../clients/typescript/src/index";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { createTestCertificate, startReceiver, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * The typed client (clients/typescript) against a real sandbox instance: every call goes over
 * HTTP to the gateway, the searches run against the provider simulator.
 */

let app: TestApp;
let cert: TestCertificate;
let receiver: TestReceiver;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_WEBHOOK_POLL_MS: "200", LEADMAP_WEBHOOK_TIMEOUT_MS: "2000" },
	});
});
afterAll(async () => {
	await app.stop();
	await receiver.close();
});
afterEach(() => app.simulator!.setFaults({}));

interface Exchange {
	method: string;
	path: string;
	status: number;
	headers: Headers;
	replayed: boolean;
}

/** The global fetch, noting each exchange the client makes (method, path, status, request headers). */
function recordingFetch(): { fetch: Transport; exchanges: Exchange[] } {
	const exchanges: Exchange[] = [];
	return {
		exchanges,
		fetch: async (request) => {
			const response = await fetch(request);
			exchanges.push({
				method: request.method,
				path: new URL(request.url).pathname,
				status: response.status,
				headers: request.headers,
				replayed: response.headers.get("idempotent-replayed") === "true",
			});
			return response;
		},
	};
}

async function newClient(options: { plan?: "lite" | "pro"; fetch?: Transport; retry?: Parameters<typeof createLeadmapClient>[0]["retry"] } = {}) {
	const account = await app.createAccount({ plan: options.plan ?? "pro" });
	const client = createLeadmapClient({ baseUrl: app.url, apiKey: account.key, fetch: options.fetch, retry: { minDelayMs: 20, ...options.retry } });
	return { ...account, client };
}

async function completedSearch(client: LeadmapClient, maxResults: number) {
	const search = await client.createSearch({ keyword: "dentist", location: "Lyon", options: { maxResults } });
	expect(search.status).toBe("pending");
	const done = await client.waitForSearch(search.id, { intervalMs: 100, timeoutMs: 90_000 });
	expect(done).toMatchObject({ id: search.id, status: "completed", resultCount: maxResults });
	return done;
}

test("a sandbox search: created, waited for, its leads iterated over several pages in each list shape", async () => {
	const recorder = recordingFetch();
	const { client } = await newClient({ fetch: recorder.fetch });
	const done = await completedSearch(client, 12);

	const searchLeads = await collect(client.searchLeads(done.id, { pageSize: 5 }));
	expect(searchLeads).toHaveLength(12);
	expect(recorder.exchanges.filter((e) => e.path === `/v1/searches/${done.id}/leads`)).toHaveLength(3);

	const accountLeads = await collect(client.leads({}, { pageSize: 5 }));
	expect(accountLeads.map((l) => l.id).sort()).toEqual(searchLeads.map((l) => l.id).sort());
	expect(recorder.exchanges.filter((e) => e.path === "/v1/leads")).toHaveLength(3);

	const owned = await collect(client.businesses({ owned: true }, { pageSize: 5 }));
	expect(owned.map((b) => b.providerBusinessId).sort()).toEqual(searchLeads.map((l) => l.providerBusinessId).sort());
	expect(recorder.exchanges.filter((e) => e.path === "/v1/businesses").length).toBeGreaterThanOrEqual(3);

	// the `{ data, nextCursor }` lists: none here yet, one empty page
	expect(await collect(client.monitors({ pageSize: 5 }))).toEqual([]);
	expect(await collect(client.watches({ pageSize: 5 }))).toEqual([]);
	// a watch, typed end to end: made (disabled: no run), listed, its changes (none), changed, deleted
	const watch = await client.createWatch({ keyword: "bakery", location: "Lyon", intervalDays: 14, enabled: false });
	expect(watch).toMatchObject({ query: { keyword: "bakery", location: "Lyon" }, intervalDays: 14, nextRunAt: null, lastRun: null });
	expect((await collect(client.watches())).map((w) => w.id)).toEqual([watch.id]);
	expect(await collect(client.watchChanges(watch.id, { type: "opened" }))).toEqual([]);
	expect((await client.updateWatch(watch.id, { intervalDays: 30 })).intervalDays).toBe(30);
	await client.deleteWatch(watch.id);
	await expect(client.getWatch(watch.id)).rejects.toMatchObject({ status: 404, code: "not_found" });

	// a filter the iterator carries to every page; breaking out stops fetching
	const lead = searchLeads[0];
	await client.updateLead(lead.id, { status: "contacted", tags: ["client"] });
	expect((await collect(client.leads({ status: ["contacted", "won"], tag: ["client"] }))).map((l) => l.id)).toEqual([lead.id]);
	expect(await collect(client.leads({}, { pageSize: 2 }), 3)).toHaveLength(3);

	const file = await client.exportSearch(done.id, { format: "csv" });
	expect(file.filename).toMatch(/\.csv$/);
	const csv = await new Response(file.body).text();
	expect(csv.trim().split("\n")).toHaveLength(13);
});

test("a POST whose answer is lost is retried with the same Idempotency-Key: one search, reserved and billed once", async () => {
	const recorder = recordingFetch();
	let dropped = 0;
	const retries: RetryEvent[] = [];
	const droppingFirstAnswer: Transport = async (request) => {
		const response = await recorder.fetch(request);
		if (request.method === "POST" && dropped++ === 0) {
			// the server acted; the answer never reaches the client
			await response.body?.cancel();
			throw new TypeError("fetch failed: socket hang up");
		}
		return response;
	};
	const { client, accountId } = await newClient({ fetch: droppingFirstAnswer, retry: { onRetry: (r) => retries.push(r) } });
	const before = (await client.usage()).credits.balance;

	const done = await completedSearch(client, 8);

	const posts = recorder.exchanges.filter((e) => e.method === "POST");
	expect(posts.map((e) => [e.status, e.replayed])).toEqual([
		[201, false],
		[201, true],
	]);
	expect(posts[0].headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
	expect(posts[1].headers.get("idempotency-key")).toBe(posts[0].headers.get("idempotency-key"));
	expect(retries).toEqual([expect.objectContaining({ attempt: 1, method: "POST", error: expect.any(TypeError) })]);

	expect((await client.listSearches()).map((s) => s.id)).toEqual([done.id]);
	const reservations = await app.sql("SELECT amount FROM credit_ledger WHERE account_id = $1 AND kind = 'reserve'", [accountId]);
	expect(reservations).toHaveLength(1);
	expect((await client.usage()).credits.balance).toBe(before - done.resultCount);
});

test("an attempt given up while the server still runs it: the retry waits out idempotency_key_in_use and gets the one search", async () => {
	const recorder = recordingFetch();
	let abandoned = 0;
	const abandoningFirstAttempt: Transport = async (request) => {
		if (request.method !== "POST" || abandoned++ > 0) return recorder.fetch(request);
		void recorder.fetch(request).catch(() => undefined);
		throw new TypeError("fetch failed: timed out");
	};
	const { client } = await newClient({ fetch: abandoningFirstAttempt });
	const search = await client.createSearch({ keyword: "florist", location: "Lyon", options: { maxResults: 3 } });
	await client.waitForSearch(search.id, { intervalMs: 100 });
	expect((await client.listSearches()).map((s) => s.id)).toEqual([search.id]);
	const keys = new Set(recorder.exchanges.filter((e) => e.method === "POST").map((e) => e.headers.get("idempotency-key")));
	expect(keys.size).toBe(1);
	// whatever the race, no attempt answered anything but the search or "still running"
	expect(recorder.exchanges.filter((e) => e.method === "POST").every((e) => e.status === 201 || e.status === 409)).toBe(true);
});

test("an error answer is a LeadmapError with its status, code, detail and request id, and a 4xx is not retried", async () => {
	const recorder = recordingFetch();
	const { client } = await newClient({ fetch: recorder.fetch });

	const missing = await client.getSearch(randomUUID(), { requestId: "client-test-404" }).catch((e: unknown) => e);
	expect(missing).toBeInstanceOf(LeadmapError);
	expect(missing).toMatchObject({ status: 404, code: "not_found", requestId: "client-test-404" });

	const invalid = (await client.createSearch({ keyword: "" }).catch((e: unknown) => e)) as LeadmapError;
	expect(invalid).toMatchObject({ status: 400, code: "invalid_body" });
	expect(invalid.requestId).toMatch(/^[A-Za-z0-9._:-]+$/);
	expect(invalid.detail).toMatch(/keyword/);
	expect(invalid.message).toContain(invalid.requestId);
	expect(recorder.exchanges.map((e) => e.status)).toEqual([404, 400]);

	const stranger = createLeadmapClient({ baseUrl: app.url, apiKey: `lm_live_${"x".repeat(43)}` });
	await expect(stranger.usage()).rejects.toMatchObject({ status: 401, code: "unauthorized" });

	// the raw typed surface answers `{ data, error, response }` instead of throwing
	const raw = await client.api.GET("/v1/searches/{id}", { params: { path: { id: randomUUID() } } });
	expect(raw.response.status).toBe(404);
	expect(raw.error).toEqual({ error: "not_found" });
});

test("a 429 is retried after the Retry-After it carries; past the client's patience it surfaces with retryAfterSec", async () => {
	const { key } = await newClient({ plan: "lite" });
	for (let i = 0; i < 60; i++) await api(app, "GET", "/v1/usage", { key });

	const impatient = createLeadmapClient({ baseUrl: app.url, apiKey: key, retry: { maxDelayMs: 100 } });
	const limited = (await impatient.usage().catch((e: unknown) => e)) as LeadmapError;
	expect(limited).toMatchObject({ status: 429, code: "rate_limit_exceeded" });
	expect(limited.retryAfterSec).toBeGreaterThanOrEqual(1);

	// the patient client would wait what Retry-After asks; the caller's signal ends the wait
	const controller = new AbortController();
	const retries: RetryEvent[] = [];
	const waiting = createLeadmapClient({
		baseUrl: app.url,
		apiKey: key,
		retry: {
			onRetry: (r) => {
				retries.push(r);
				controller.abort();
			},
		},
	});
	await expect(waiting.usage({ signal: controller.signal })).rejects.toMatchObject({ name: "AbortError" });
	expect(retries).toHaveLength(1);
	expect(retries[0]).toMatchObject({ attempt: 1, status: 429 });
	expect(retries[0].retryAfterMs).toBeGreaterThanOrEqual(1000);
	expect(retries[0].delayMs).toBeGreaterThanOrEqual(retries[0].retryAfterMs!);
});

test("network errors are retried with back-off, then surface as a LeadmapError network_error", async () => {
	const closedPort = await new Promise<number>((resolve) => {
		const server = createServer().listen(0, "127.0.0.1", () => {
			const { port } = server.address() as { port: number };
			server.close(() => resolve(port));
		});
	});
	const retries: RetryEvent[] = [];
	const client = createLeadmapClient({
		baseUrl: `http://127.0.0.1:${closedPort}`,
		apiKey: "lm_live_x",
		retry: { retries: 2, minDelayMs: 10, onRetry: (r) => retries.push(r) },
	});
	await expect(client.usage()).rejects.toMatchObject({ name: "LeadmapError", status: 0, code: "network_error" });
	expect(retries.map((r) => r.attempt)).toEqual([1, 2]);
	expect(retries.every((r) => r.status === undefined && r.error !== undefined)).toBe(true);
});

test("Retry-After is read as seconds or as an HTTP date, and nothing else", () => {
	const now = Date.parse("2026-11-25T12:00:00Z");
	expect(retryAfterMs("7", now)).toBe(7_000);
	expect(retryAfterMs("Wed, 25 Nov 2026 12:00:30 GMT", now)).toBe(30_000);
	expect(retryAfterMs("Wed, 25 Nov 2026 11:00:00 GMT", now)).toBe(0);
	for (const unreadable of [null, "", "1.5", "-3", "soon"]) expect(retryAfterMs(unreadable, now)).toBeNull();
});

test("waitForSearch polls conditionally (304 while nothing moves), gives up at its timeout and stops at its signal", async () => {
	app.simulator!.setFaults({ latencyMs: 3_000 });
	const recorder = recordingFetch();
	const notModified = new AbortController();
	const watching: Transport = async (request) => {
		const response = await recorder.fetch(request);
		if (response.status === 304) notModified.abort();
		return response;
	};
	const { client } = await newClient({ fetch: watching });
	const search = await client.createSearch({ keyword: "bakery", location: "Lyon", options: { maxResults: 5 } });

	const timedOut = await client.waitForSearch(search.id, { timeoutMs: 300, intervalMs: 50 }).catch((e: unknown) => e);
	expect(timedOut).toBeInstanceOf(WaitTimeoutError);
	expect(timedOut).toMatchObject({ searchId: search.id, lastStatus: expect.stringMatching(/^(pending|running)$/) });

	// the search is held by the slow provider: polls soon answer 304, and the transport stops the wait at the first
	await expect(client.waitForSearch(search.id, { intervalMs: 50, signal: notModified.signal })).rejects.toMatchObject({ name: "AbortError" });
	const polls = recorder.exchanges.filter((e) => e.path === `/v1/searches/${search.id}`);
	expect(polls[0].status).toBe(200);
	expect(polls.at(-1)).toMatchObject({ status: 304 });
	expect(polls.at(-1)!.headers.get("if-none-match")).toMatch(/^"[\w-]+"$/);
	await client.cancelSearch(search.id);
});

test("a real webhook delivery verifies with the endpoint's secret; a tampered body, an old or altered timestamp and another secret do not", async () => {
	const { client } = await newClient();
	const hook = await client.createWebhook({ url: receiver.url("/client-hook", "localhost"), eventTypes: ["search.completed"] });
	const done = await completedSearch(client, 3);
	const [delivery] = await receiver.waitFor(1, "/client-hook");
	const header = delivery.headers["x-leadmap-signature"] as string;
	const t = Number(/t=(\d+)/.exec(header)![1]);

	expect(verifyWebhookSignature(delivery.body, header, hook.secret)).toBe(true);
	expect(verifyWebhookSignature(Buffer.from(delivery.body), header, hook.secret)).toBe(true);
	const event = parseWebhookEvent(delivery.body, header, hook.secret);
	expect(event).toMatchObject({ type: "search.completed", data: { search: { id: done.id, status: "completed" } } });

	expect(verifyWebhookSignature(delivery.body.replace(done.id, randomUUID()), header, hook.secret)).toBe(false);
	expect(verifyWebhookSignature(`${delivery.body} `, header, hook.secret)).toBe(false);
	expect(verifyWebhookSignature(delivery.body, header, `${hook.secret}x`)).toBe(false);
	expect(verifyWebhookSignature(delivery.body, header.replace(`t=${t}`, `t=${t + 1}`), hook.secret)).toBe(false);
	expect(verifyWebhookSignature(delivery.body, header, hook.secret, { nowSec: t + 301 })).toBe(false);
	expect(verifyWebhookSignature(delivery.body, header, hook.secret, { nowSec: t + 301, toleranceSec: 600 })).toBe(true);
	expect(verifyWebhookSignature(delivery.body, undefined, hook.secret)).toBe(false);
	expect(verifyWebhookSignature(delivery.body, "t=abc,v1=zz", hook.secret)).toBe(false);
	expect(() => parseWebhookEvent(`${delivery.body} `, header, hook.secret)).toThrow(WebhookSignatureError);

	// the test event of POST /v1/webhooks/test verifies the same way
	const sent = await client.testWebhook(hook.id);
	expect(sent).toMatchObject({ ok: true });
	const [, testDelivery] = await receiver.waitFor(2, "/client-hook");
	expect(parseWebhookEvent(testDelivery.body, testDelivery.headers["x-leadmap-signature"] as string, hook.secret)).toMatchObject({ type: "webhook.test" });
});

test("the example clients/typescript/examples/first-search.ts runs a first search, waits, lists its leads and exports them", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const exportDir = mkdtempSync(path.join(os.tmpdir(), "leadmap-client-example-"));
	try {
		const root = path.resolve(__dirname, "..");
		const { stdout } = await promisify(execFile)(
			process.execPath,
			[path.join(root, "node_modules/tsx/dist/cli.mjs"), "clients/typescript/examples/first-search.ts"],
			{
				cwd: root,
				env: { ...process.env, API_BASE: app.url, API_KEY: key, EXPORT_DIR: exportDir },
				timeout: 120_000,
			},
		);
		expect(stdout).toMatch(/^search \S+: completed, 20 leads$/m);
		expect(stdout.split("\n").filter((line) => line.startsWith("lead "))).toHaveLength(20);
		const [file] = readdirSync(exportDir);
		expect(file).toMatch(/\.csv$/);
		expect(stdout).toContain(`exported to ${path.join(exportDir, file)}`);
		expect(readFileSync(path.join(exportDir, file), "utf8").trim().split("\n")).toHaveLength(21);
	} finally {
		rmSync(exportDir, { recursive: true, force: true });
	}
}, 150_000);
