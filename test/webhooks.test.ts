import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { addressRefusal } from "../shared/net/ip-policy";
import { dnsServersResolver } from "../shared/net/resolve";
import { parseRetryAfterMs } from "../shared/net/retry-after";
import { closeSafeAgents, OutboundRequestError, safeRequest, UnsafeTargetError, vetUrl } from "../shared/net/ssrf";
import { MAX_ATTEMPTS, MAX_RETRY_AFTER_MS, nextAttemptDelayMs, retryDelayMs, signatureHeader } from "../services/webhooks/delivery";
import { api, startApp, type TestApp } from "./support/app";
import { servedEventCheck } from "./support/openapi-validator";
import { BOTH_TYPES, createHook, deliveriesOf, endedSearch, enqueueSearchEvent, insertPendingDelivery, settledDelivery, sleep } from "./support/webhook-app";
import { startDnsServer, type TestDnsServer } from "./support/webhook-dns";
import { createTestCertificate, startReceiver, verifySignature, type Behaviour, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";
import { ADDRESS_CASES, ALLOW_PRIVATE_CASES, LITERAL_URLS } from "./support/webhook-ssrf-cases";

const PUBLIC_IP = "93.184.216.34";
const NO_SUCH_ID = "00000000-0000-4000-8000-000000000000";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let cert: TestCertificate;
let receiver: TestReceiver;
let dns: TestDnsServer;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	dns = await startDnsServer();
	dns.answer("public.leadmap.test", () => PUBLIC_IP);
	dns.answer("private.leadmap.test", () => "10.1.2.3");
	dns.answer("receiver.leadmap.test", () => "127.0.0.1");
});
afterAll(async () => {
	await closeSafeAgents();
	await receiver.close();
	await dns.close();
	rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

function webhookEnv(allowPrivate: boolean): Record<string, string> {
	return {
		LEADMAP_ALLOW_PRIVATE_TARGETS: allowPrivate ? "1" : "0",
		LEADMAP_EXTRA_CA_CERTS: cert.caFile,
		LEADMAP_DNS_SERVERS: dns.server,
		// Long enough that a receiver in a busy test process answers in time: a send that times out is sent again (at least once), which "exactly once" does not count.
		LEADMAP_WEBHOOK_TIMEOUT_MS: "6000",
		LEADMAP_WEBHOOK_BACKOFF_MS: "100",
		LEADMAP_WEBHOOK_POLL_MS: "200",
		// Far longer than a send: a loaded machine must not have a lease lapse mid-send (sent again, which is right, but not what "exactly once" counts). The lapse test sets its own.
		LEADMAP_WEBHOOK_LEASE_MS: "20000",
	};
}

describe("SSRF guard", () => {
	test.each(ADDRESS_CASES)("%s is refused as %s", (address, refusal) => {
		expect(addressRefusal(address, { allowPrivate: false })).toBe(refusal);
	});

	test.each(ALLOW_PRIVATE_CASES)("with private targets allowed, %s gives %s", (address, refusal) => {
		expect(addressRefusal(address, { allowPrivate: true })).toBe(refusal);
	});

	test.each(LITERAL_URLS)("refuses the literal %s without any lookup", async (url) => {
		const resolve = jest.fn();
		await expect(vetUrl(url, { allowPrivate: false, resolve })).rejects.toMatchObject({ name: "UnsafeTargetError", reason: "refused_address" });
		expect(resolve).not.toHaveBeenCalled();
	});

	test("decimal, octal and hex IPv4 spellings are judged as the address they mean", async () => {
		for (const url of ["http://2130706433/", "http://0x7f.1/", "http://017700000001/", "http://[::ffff:127.0.0.1]/"]) {
			const vetted = await vetUrl(url, { allowPrivate: true });
			expect(["127.0.0.1", "::ffff:7f00:1"]).toContain(vetted.address);
		}
	});

	test("refuses other schemes and malformed URLs", async () => {
		for (const url of ["ftp://example.com/", "file:///etc/passwd", "gopher://example.com/", "javascript:alert(1)"]) {
			await expect(vetUrl(url)).rejects.toMatchObject({ reason: "scheme" });
		}
		await expect(vetUrl("not a url")).rejects.toMatchObject({ reason: "invalid_url" });
		await expect(vetUrl("http://example.com/", { protocols: ["https:"] })).rejects.toMatchObject({ reason: "scheme" });
	});

	test("a host with one private answer among public ones is refused; IPv4 is preferred", async () => {
		const mixed = async () => [
			{ address: "8.8.8.8", family: 4 as const },
			{ address: "10.0.0.1", family: 4 as const },
		];
		await expect(vetUrl("https://mixed.example/", { resolve: mixed, allowPrivate: false })).rejects.toMatchObject({ range: "private" });
		const dual = async () => [
			{ address: "2001:4860:4860::8888", family: 6 as const },
			{ address: "8.8.8.8", family: 4 as const },
		];
		expect(await vetUrl("https://dual.example/", { resolve: dual })).toMatchObject({ address: "8.8.8.8", family: 4 });
		const none = async () => Promise.reject(Object.assign(new Error("nope"), { code: "ENOTFOUND" }));
		await expect(vetUrl("https://none.example/", { resolve: none })).rejects.toMatchObject({ reason: "unresolvable" });
	});

	test("connects to the vetted address with the original Host and SNI; a rebound second answer is never used", async () => {
		dns.answer("rebind.leadmap.test", (n) => (n === 1 ? "127.0.0.1" : "169.254.169.254"));
		const resolve = dnsServersResolver([dns.server]);
		const url = receiver.url("/guard-pinned", "rebind.leadmap.test");
		const res = await safeRequest(url, { method: "POST", body: "{}", timeoutMs: 3000, maxBodyBytes: 1024, ca: [cert.cert], allowPrivate: true, resolve });
		expect(res).toMatchObject({ status: 200, address: "127.0.0.1" });
		const [seen] = receiver.requests("/guard-pinned");
		expect(seen.headers.host).toBe(`rebind.leadmap.test:${receiver.port}`);
		expect(seen.servername).toBe("rebind.leadmap.test");
		// One A lookup for the whole request: the connection did not resolve the name again.
		expect(dns.queries("rebind.leadmap.test", "A")).toHaveLength(1);
		// The next request resolves afresh, gets the metadata address, and sends nothing.
		await expect(safeRequest(url, { timeoutMs: 3000, maxBodyBytes: 1024, ca: [cert.cert], allowPrivate: true, resolve })).rejects.toMatchObject({
			name: "UnsafeTargetError",
			range: "metadata",
		});
		expect(receiver.requests("/guard-pinned")).toHaveLength(1);
	});

	test("never follows a redirect, bounds the body, and reports TLS, refused and timed-out exchanges", async () => {
		const opts = { timeoutMs: 800, maxBodyBytes: 4, ca: [cert.cert], allowPrivate: true };
		receiver.script("/guard-redirect", [{ redirectTo: receiver.url("/guard-target") }]);
		const redirected = await safeRequest(receiver.url("/guard-redirect"), opts);
		expect(redirected.status).toBe(302);
		expect(receiver.requests("/guard-target")).toHaveLength(0);
		const bounded = await safeRequest(receiver.url("/guard-body"), opts);
		expect(bounded).toMatchObject({ status: 200, truncated: true });
		expect(bounded.body.toString()).toBe("stat");
		await expect(safeRequest(receiver.url("/guard-untrusted"), { ...opts, ca: undefined })).rejects.toMatchObject({ kind: "tls" });
		await expect(safeRequest("https://127.0.0.1:1/", opts)).rejects.toMatchObject({ kind: "network", code: "ECONNREFUSED" });
		// A receiver that takes the request and never answers: the client gives up on its own and closes the exchange.
		receiver.script("/guard-hang", ["hang"]);
		const err = await safeRequest(receiver.url("/guard-hang"), opts).catch((e: unknown) => e);
		expect(err).toBeInstanceOf(OutboundRequestError);
		expect(err).toMatchObject({ kind: "timeout", message: `no answer within ${opts.timeoutMs} ms` });
		expect(err).not.toBeInstanceOf(UnsafeTargetError);
		expect(receiver.requests("/guard-hang")).toHaveLength(1);
		await receiver.waitForHangUps(1, "/guard-hang");
	});

	test("Retry-After is read as seconds or an HTTP-date; a wait is never shorter than the schedule's nor longer than a day", () => {
		const now = Date.parse("2026-11-24T10:00:00Z");
		expect(parseRetryAfterMs("120", now)).toBe(120_000);
		expect(parseRetryAfterMs(["7"], now)).toBe(7_000);
		expect(parseRetryAfterMs("Tue, 24 Nov 2026 10:05:00 GMT", now)).toBe(300_000);
		expect(parseRetryAfterMs("Tue, 24 Nov 2026 09:00:00 GMT", now)).toBe(0);
		for (const bad of [undefined, "", "1.5", "-3", "soon", "2026-11-24"]) expect(parseRetryAfterMs(bad, now)).toBeNull();
		const answered = (retryAfterMs?: number) => ({ kind: "answered" as const, status: 429, retryAfterMs });
		expect(nextAttemptDelayMs(1, 80_000, answered(1_000))).toBeGreaterThanOrEqual(80_000);
		expect(nextAttemptDelayMs(1, 80_000, answered(3_600_000))).toBe(3_600_000);
		expect(nextAttemptDelayMs(1, 80_000, answered(30 * 86_400_000))).toBe(MAX_RETRY_AFTER_MS);
	});

	test("the retry schedule: 8 attempts spread over about 24 hours", () => {
		const gaps = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelayMs(i + 1, 80_000));
		const hours = gaps.reduce((a, b) => a + b, 0) / 3_600_000;
		expect(hours).toBeGreaterThanOrEqual(24);
		expect(hours).toBeLessThan(27);
		for (let i = 1; i < gaps.length; i++) expect(gaps[i]).toBeGreaterThan(gaps[i - 1] * 2.5);
	});
});

describe("webhook endpoints (private targets refused)", () => {
	let app: TestApp;
	let key: string;
	const publicUrl = "https://public.leadmap.test/hooks/leadmap";

	beforeAll(async () => {
		app = await startApp({ groups: [["gateway"], ["keys", "billing"], ["webhooks"]], env: webhookEnv(false) });
		({ key } = await app.createAccount({ plan: "pro" }));
	});
	afterAll(() => app.stop());

	test("creates an endpoint; the secret is shown once", async () => {
		const res = await api(app, "POST", "/v1/webhooks", { key, body: { url: publicUrl, eventTypes: ["search.completed"] } });
		expect(res.status).toBe(201);
		expect(res.headers.get("location")).toBe(`/v1/webhooks/${res.body.id}`);
		expect(res.body).toEqual({
			id: expect.stringMatching(UUID),
			url: publicUrl,
			eventTypes: ["search.completed"],
			enabled: true,
			createdAt: expect.any(String),
			secret: expect.stringMatching(/^whsec_[A-Za-z0-9_-]{43}$/),
		});
		const other = await createHook(app, key, publicUrl);
		expect(other.secret).not.toBe(res.body.secret);
		const list = await api(app, "GET", "/v1/webhooks", { key });
		expect(list.status).toBe(200);
		expect(JSON.stringify(list.body)).not.toContain(res.body.secret);
		const { secret: _secret, ...webhook } = res.body;
		expect(list.body.data).toContainEqual(webhook);
		expect(list.body.data.every((w: object) => !("secret" in w))).toBe(true);
		const patched = await api(app, "PATCH", `/v1/webhooks/${res.body.id}`, { key, body: { enabled: false } });
		expect(patched.body).toEqual({ ...webhook, enabled: false });
	});

	test.each([
		["no url", { eventTypes: BOTH_TYPES }],
		["no eventTypes", { url: "https://public.leadmap.test/" }],
		["url not a string", { url: 42, eventTypes: BOTH_TYPES }],
		["empty url", { url: "", eventTypes: BOTH_TYPES }],
		["url over 2048", { url: `https://public.leadmap.test/${"a".repeat(2049 - 27)}`, eventTypes: BOTH_TYPES }],
		["http url", { url: "http://public.leadmap.test/", eventTypes: BOTH_TYPES }],
		["relative url", { url: "/hooks", eventTypes: BOTH_TYPES }],
		["not a url", { url: "public.leadmap.test/hook", eventTypes: BOTH_TYPES }],
		["ftp url", { url: "ftp://public.leadmap.test/", eventTypes: BOTH_TYPES }],
		["credentials in url", { url: "https://user:pass@public.leadmap.test/", eventTypes: BOTH_TYPES }],
		["empty eventTypes", { url: "https://public.leadmap.test/", eventTypes: [] }],
		["duplicate eventTypes", { url: "https://public.leadmap.test/", eventTypes: ["search.failed", "search.failed"] }],
		["unknown event type", { url: "https://public.leadmap.test/", eventTypes: ["search.canceled"] }],
		["webhook.test is not subscribable", { url: "https://public.leadmap.test/", eventTypes: ["webhook.test"] }],
		["eventTypes not an array", { url: "https://public.leadmap.test/", eventTypes: "search.failed" }],
		["another property", { url: "https://public.leadmap.test/", eventTypes: BOTH_TYPES, secret: "mine" }],
		["loopback literal", { url: "https://127.0.0.1/hook", eventTypes: BOTH_TYPES }],
		["decimal loopback", { url: "https://2130706433/", eventTypes: BOTH_TYPES }],
		["hex loopback", { url: "https://0x7f.1/", eventTypes: BOTH_TYPES }],
		["IPv4-mapped loopback", { url: "https://[::ffff:127.0.0.1]/", eventTypes: BOTH_TYPES }],
		["IPv6 loopback", { url: "https://[::1]/", eventTypes: BOTH_TYPES }],
		["private literal", { url: "https://192.168.0.10/", eventTypes: BOTH_TYPES }],
		["metadata address", { url: "https://169.254.169.254/latest/meta-data/", eventTypes: BOTH_TYPES }],
		["host resolving to a private address", { url: "https://private.leadmap.test/hook", eventTypes: BOTH_TYPES }],
		["host that does not resolve", { url: "https://nowhere.leadmap.test/hook", eventTypes: BOTH_TYPES }],
	])("400 invalid_body for %s", async (_label, body) => {
		const res = await api(app, "POST", "/v1/webhooks", { key, body });
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
		expect(res.headers.get("x-error-detail")).toBeTruthy();
	});

	test("a URL of exactly 2048 characters is accepted", async () => {
		const url = `https://public.leadmap.test/${"a".repeat(2048 - 28)}`;
		expect(url).toHaveLength(2048);
		expect((await api(app, "POST", "/v1/webhooks", { key, body: { url, eventTypes: BOTH_TYPES } })).status).toBe(201);
	});

	test("PATCH changes url, eventTypes and enabled under the same rules", async () => {
		const hook = await createHook(app, key, publicUrl);
		const path = `/v1/webhooks/${hook.id}`;
		const res = await api(app, "PATCH", path, { key, body: { url: "https://public.leadmap.test/v2", eventTypes: ["search.failed"] } });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id: hook.id, url: "https://public.leadmap.test/v2", eventTypes: ["search.failed"], enabled: true });
		for (const body of [{}, { url: "http://public.leadmap.test/" }, { url: "https://10.0.0.1/" }, { eventTypes: [] }, { enabled: "no" }, { color: "red" }]) {
			const bad = await api(app, "PATCH", path, { key, body });
			expect(bad.status).toBe(400);
			expect(bad.body).toEqual({ error: "invalid_body" });
		}
	});

	test("another account's endpoint, a deleted one or a non-uuid is not found", async () => {
		const other = await app.createAccount({ plan: "pro" });
		const theirs = await createHook(app, other.key, publicUrl);
		for (const id of [theirs.id, "not-a-uuid", randomUUID()]) {
			expect((await api(app, "PATCH", `/v1/webhooks/${id}`, { key, body: { enabled: false } })).body).toEqual({ error: "not_found" });
			expect((await api(app, "DELETE", `/v1/webhooks/${id}`, { key })).status).toBe(404);
			expect((await api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId: id } })).status).toBe(404);
		}
		expect((await api(app, "GET", "/v1/webhooks", { key })).body.data.map((w: { id: string }) => w.id)).not.toContain(theirs.id);
		const mine = await createHook(app, key, publicUrl);
		const del = await api(app, "DELETE", `/v1/webhooks/${mine.id}`, { key });
		expect(del).toMatchObject({ status: 200, body: { ok: true } });
		expect((await api(app, "DELETE", `/v1/webhooks/${mine.id}`, { key })).status).toBe(404);
		expect((await api(app, "GET", "/v1/webhooks", { key })).body.data.map((w: { id: string }) => w.id)).not.toContain(mine.id);
		const [row] = await app.sql("SELECT secret FROM webhook_endpoints WHERE id = $1", [mine.id]);
		expect(row.secret).toBe("");
	});

	test.each([
		["GET", "/v1/webhooks", "webhooks:read", undefined],
		["POST", "/v1/webhooks", "webhooks:write", { url: "https://public.leadmap.test/", eventTypes: BOTH_TYPES }],
		["POST", "/v1/webhooks/test", "webhooks:write", { endpointId: NO_SUCH_ID }],
		["PATCH", `/v1/webhooks/${NO_SUCH_ID}`, "webhooks:write", { enabled: true }],
		["DELETE", `/v1/webhooks/${NO_SUCH_ID}`, "webhooks:write", undefined],
	])("%s %s needs %s", async (method, path, scope, body) => {
		const lacking = await api(app, "POST", "/v1/keys", { key, body: { scopes: [scope === "webhooks:read" ? "webhooks:write" : "webhooks:read"] } });
		expect((await api(app, method, path, { key: lacking.body.key, body })).body).toEqual({ error: "insufficient_scope" });
		const holding = await api(app, "POST", "/v1/keys", { key, body: { scopes: [scope] } });
		expect([200, 201, 404]).toContain((await api(app, method, path, { key: holding.body.key, body })).status);
	});

	test("POST /v1/webhooks/test validates its body", async () => {
		for (const body of [{}, { endpointId: 5 }, { endpointId: randomUUID(), extra: true }]) {
			expect((await api(app, "POST", "/v1/webhooks/test", { key, body })).status).toBe(400);
		}
	});

	test("DNS rebinding: created while public, a host that now answers 127.0.0.1 is never sent to", async () => {
		const { accountId, key: ownKey } = await app.createAccount({ plan: "pro" });
		dns.answer("flip.leadmap.test", (n) => (n === 1 ? PUBLIC_IP : "127.0.0.1"));
		const hook = await createHook(app, ownKey, receiver.url("/rebound", "flip.leadmap.test"));
		const test = await api(app, "POST", "/v1/webhooks/test", { key: ownKey, body: { endpointId: hook.id } });
		expect(test.status).toBe(400);
		expect(test.body).toEqual({ error: "invalid_body" });
		expect(test.headers.get("x-error-detail")).toMatch(/non-public address \(loopback\)/);
		const event = await enqueueSearchEvent(app, accountId);
		expect(event.result.deliveries).toBe(1);
		for (let i = 0; i < 100 && (await deliveriesOf(app, event.id))[0].attempts < 2; i++) await sleep(50);
		const [row] = await deliveriesOf(app, event.id);
		expect(row).toMatchObject({ status: "pending", last_status: 0, last_error: expect.stringMatching(/^refused: .*loopback/) });
		expect(row.attempts).toBeGreaterThanOrEqual(2);
		expect(receiver.requests("/rebound")).toHaveLength(0);
	});
});

describe("webhook delivery (loopback allowed for the local receiver)", () => {
	const groups = [["gateway"], ["keys", "billing"], ["webhooks"], ["webhooks"]];
	let app: TestApp;
	const account = () => app.createAccount({ plan: "pro" });
	const testSend = (key: string, endpointId: string) => api(app, "POST", "/v1/webhooks/test", { key, body: { endpointId } });

	beforeAll(async () => {
		app = await startApp({ groups, env: webhookEnv(true) });
	});
	afterAll(() => app.stop());

	test("a search event is POSTed once, signed, with the documented body and headers", async () => {
		const { key, accountId } = await account();
		const hook = await createHook(app, key, receiver.url("/signed"));
		const event = await enqueueSearchEvent(app, accountId, "search.completed");
		expect(event.result).toEqual({ eventId: event.id, duplicate: false, deliveries: 1 });
		const [req] = await receiver.waitFor(1, "/signed");
		const row = await settledDelivery(app, event.id);
		expect(row).toMatchObject({ status: "delivered", attempts: 1, last_status: 200, last_error: null });
		expect(req.method).toBe("POST");
		expect(req.headers["content-type"]).toBe("application/json");
		expect(req.headers["x-leadmap-event"]).toBe("search.completed");
		expect(req.headers["x-leadmap-delivery"]).toBe(row.id);
		expect(JSON.parse(req.body)).toEqual({ id: event.id, type: "search.completed", createdAt: event.createdAt, data: { search: event.search } });
		expect(req.body).not.toContain(accountId);
		const signature = req.headers["x-leadmap-signature"] as string;
		expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
		expect(verifySignature(signature, req.body, hook.secret)).toBe(true);
		expect(verifySignature(signature, req.body.replace("coffee", "tea"), hook.secret)).toBe(false);
		expect(verifySignature(signature, req.body, `${hook.secret}x`)).toBe(false);
		expect(verifySignature(signature, req.body, hook.secret, 300, Date.now() + 10 * 60_000)).toBe(false);
		expect(verifySignature(signatureHeader(hook.secret, req.body, 1_700_000_000), req.body, hook.secret)).toBe(false);

		const again = await app.call("webhooks.enqueueEvent", {
			id: event.id,
			type: event.type,
			createdAt: event.createdAt,
			accountId,
			data: { search: event.search },
		});
		expect(again).toEqual({ eventId: event.id, duplicate: true, deliveries: 0 });
		await sleep(400);
		expect(receiver.requests("/signed")).toHaveLength(1);
	});

	test("5xx is retried with exponential back-off until delivered; every attempt is the same signed delivery", async () => {
		const { key, accountId } = await account();
		const hook = await createHook(app, key, receiver.url("/flaky"));
		receiver.script("/flaky", [500, 503, 200]);
		const event = await enqueueSearchEvent(app, accountId, "search.failed");
		const attempts = await receiver.waitFor(3, "/flaky");
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "delivered", attempts: 3, last_status: 200, last_error: null });
		const [first, second, third] = attempts;
		expect(second.at - first.at).toBeGreaterThanOrEqual(100);
		expect(third.at - second.at).toBeGreaterThanOrEqual(300);
		expect(new Set(attempts.map((r) => r.headers["x-leadmap-delivery"])).size).toBe(1);
		expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
		for (const r of attempts) expect(verifySignature(r.headers["x-leadmap-signature"] as string, r.body, hook.secret)).toBe(true);
	});

	test("429 is retried; any other 4xx ends the delivery as failed at once", async () => {
		const busy = await account();
		await createHook(app, busy.key, receiver.url("/busy"));
		receiver.script("/busy", [429, 200]);
		const busyEvent = await enqueueSearchEvent(app, busy.accountId);
		await receiver.waitFor(2, "/busy");
		expect(await settledDelivery(app, busyEvent.id)).toMatchObject({ status: "delivered", attempts: 2 });

		const gone = await account();
		await createHook(app, gone.key, receiver.url("/gone"));
		receiver.script("/gone", [410]);
		const goneEvent = await enqueueSearchEvent(app, gone.accountId);
		expect(await settledDelivery(app, goneEvent.id)).toMatchObject({ status: "failed", attempts: 1, last_status: 410, last_error: "HTTP 410" });
		await sleep(500);
		expect(receiver.requests("/gone")).toHaveLength(1);
	});

	test("a receiver's Retry-After on 429 or 503 delays the next attempt beyond the schedule", async () => {
		const { key, accountId } = await account();
		await createHook(app, key, receiver.url("/slow-down"));
		receiver.script("/slow-down", [{ status: 429, headers: { "retry-after": "2" } }, { status: 503, headers: { "retry-after": "nonsense" } }, 200]);
		const event = await enqueueSearchEvent(app, accountId);
		const [first, second, third] = await receiver.waitFor(3, "/slow-down");
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "delivered", attempts: 3 });
		expect(second.at - first.at).toBeGreaterThanOrEqual(2000);
		// An unreadable Retry-After leaves the schedule as it is (100 ms × 3 here).
		expect(third.at - second.at).toBeLessThan(2000);
	});

	test("a redirect is not followed: it counts as a failed attempt and is retried", async () => {
		const { key, accountId } = await account();
		await createHook(app, key, receiver.url("/moved"));
		receiver.script("/moved", [{ redirectTo: receiver.url("/moved-target"), status: 301 }, 200]);
		const event = await enqueueSearchEvent(app, accountId);
		await receiver.waitFor(2, "/moved");
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "delivered", attempts: 2 });
		expect(receiver.requests("/moved-target")).toHaveLength(0);
	});

	test(`after the ${MAX_ATTEMPTS}th failed attempt the delivery is failed for good`, async () => {
		const { key, accountId } = await account();
		await createHook(app, key, receiver.url("/down"));
		receiver.script("/down", Array(50).fill(503));
		const event = await enqueueSearchEvent(app, accountId);
		await receiver.waitFor(1, "/down");
		// Skip the hours of back-off: the earlier attempts are taken as made.
		let moved: unknown[] = [];
		while (!moved.length) {
			moved = await app.sql(
				`UPDATE webhook_deliveries SET attempts = $2, next_attempt_at = now()
				 WHERE event_id = $1 AND status = 'pending' AND lease_owner IS NULL RETURNING id`,
				[event.id, MAX_ATTEMPTS - 1],
			);
		}
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS, last_status: 503 });
		const sent = receiver.requests("/down").length;
		await sleep(500);
		expect(receiver.requests("/down")).toHaveLength(sent);
	});

	test("only the account's enabled endpoints subscribed to the type receive an event", async () => {
		const mine = await account();
		const other = await account();
		await createHook(app, mine.key, receiver.url("/only-completed"), ["search.completed"]);
		await createHook(app, mine.key, receiver.url("/only-failed"), ["search.failed"]);
		const disabled = await createHook(app, mine.key, receiver.url("/disabled"));
		expect((await api(app, "PATCH", `/v1/webhooks/${disabled.id}`, { key: mine.key, body: { enabled: false } })).status).toBe(200);
		const deleted = await createHook(app, mine.key, receiver.url("/deleted"));
		expect((await api(app, "DELETE", `/v1/webhooks/${deleted.id}`, { key: mine.key })).status).toBe(200);
		await createHook(app, other.key, receiver.url("/other-account"));
		const completed = await enqueueSearchEvent(app, mine.accountId, "search.completed");
		const failed = await enqueueSearchEvent(app, mine.accountId, "search.failed");
		expect([completed.result.deliveries, failed.result.deliveries]).toEqual([1, 1]);
		await receiver.waitFor(1, "/only-completed");
		await receiver.waitFor(1, "/only-failed");
		await sleep(400);
		expect(receiver.requests("/only-completed").map((r) => r.headers["x-leadmap-event"])).toEqual(["search.completed"]);
		expect(receiver.requests("/only-failed").map((r) => r.headers["x-leadmap-event"])).toEqual(["search.failed"]);
		for (const path of ["/disabled", "/deleted", "/other-account"]) expect(receiver.requests(path)).toHaveLength(0);
	});

	test("a delivery whose endpoint is disabled before its turn is canceled, not sent", async () => {
		const { key, accountId } = await account();
		const hook = await createHook(app, key, receiver.url("/disabled-later"));
		const { eventId } = await insertPendingDelivery(app, { accountId, endpointId: hook.id, dueInMs: 300 });
		await api(app, "PATCH", `/v1/webhooks/${hook.id}`, { key, body: { enabled: false } });
		expect(await settledDelivery(app, eventId)).toMatchObject({ status: "canceled", last_error: "endpoint disabled or deleted" });
		expect(receiver.requests("/disabled-later")).toHaveLength(0);
	});

	test("100 events are each delivered exactly once, whichever instance claims them", async () => {
		const { key, accountId } = await account();
		await createHook(app, key, receiver.url("/many"));
		const events = await Promise.all(Array.from({ length: 100 }, () => enqueueSearchEvent(app, accountId)));
		const received = await receiver.waitFor(100, "/many");
		await sleep(300);
		expect(receiver.requests("/many")).toHaveLength(100);
		expect(new Set(received.map((r) => JSON.parse(r.body).id))).toEqual(new Set(events.map((e) => e.id)));
		const [{ n }] = await app.sql(
			`SELECT count(*)::int AS n FROM webhook_deliveries d JOIN webhook_events e ON e.id = d.event_id
			 WHERE e.account_id = $1 AND d.status = 'delivered' AND d.attempts = 1`,
			[accountId],
		);
		expect(n).toBe(100);
	});

	test("enqueueEvent validates what a producer hands over, all but its data, which it keeps as it is", async () => {
		const { accountId } = await account();
		const event = { id: randomUUID(), type: "search.completed", createdAt: new Date().toISOString(), accountId, data: { search: endedSearch("completed") } };
		for (const bad of [
			{ ...event, type: "webhook.test" },
			{ ...event, id: "x" },
			{ ...event, createdAt: "yesterday" },
			{ ...event, data: "x" },
			{ ...event, accountId: "me" },
		]) {
			await expect(app.call("webhooks.enqueueEvent", bad)).rejects.toThrow();
		}
		expect(await app.call("webhooks.enqueueEvent", event)).toEqual({ eventId: event.id, duplicate: false, deliveries: 0 });
		// the data is its producer's: not looked into, signed and sent as it came
		const opaque = { ...event, id: randomUUID(), data: { zeta: 1, alpha: { nested: [true, null] } } };
		await app.call("webhooks.enqueueEvent", opaque);
		const [stored] = await app.sql<{ body: string }>("SELECT body FROM webhook_events WHERE id = $1", [opaque.id]);
		expect(stored.body).toBe(JSON.stringify({ id: opaque.id, type: opaque.type, createdAt: opaque.createdAt, data: opaque.data }));
	});

	test("deliveries go to the address vetted for them: one lookup per attempt, none by the connection", async () => {
		const { key, accountId } = await account();
		// Lookup 1 vets the creation, lookup 2 the delivery; a third would get the metadata address.
		dns.answer("pinned.leadmap.test", (n) => (n <= 2 ? "127.0.0.1" : "169.254.169.254"));
		await createHook(app, key, receiver.url("/pinned", "pinned.leadmap.test"));
		const event = await enqueueSearchEvent(app, accountId);
		const [req] = await receiver.waitFor(1, "/pinned");
		expect(await settledDelivery(app, event.id)).toMatchObject({ status: "delivered", attempts: 1 });
		expect(req.headers.host).toBe(`pinned.leadmap.test:${receiver.port}`);
		expect(req.servername).toBe("pinned.leadmap.test");
		expect(dns.queries("pinned.leadmap.test", "A")).toHaveLength(2);
	});

	test("POST /v1/webhooks/test sends webhook.test at once and reports the receiver's answer", async () => {
		const { key } = await account();
		const hook = await createHook(app, key, receiver.url("/probe"));
		const ok = await testSend(key, hook.id);
		expect(ok.status).toBe(200);
		expect(ok.body).toEqual({ ok: true, deliveryId: expect.stringMatching(UUID), status: 200, error: "" });
		const [req] = receiver.requests("/probe");
		expect(req.headers["x-leadmap-event"]).toBe("webhook.test");
		expect(req.headers["x-leadmap-delivery"]).toBe(ok.body.deliveryId);
		expect(verifySignature(req.headers["x-leadmap-signature"] as string, req.body, hook.secret)).toBe(true);
		expect(JSON.parse(req.body)).toEqual({
			id: expect.stringMatching(UUID),
			type: "webhook.test",
			createdAt: expect.any(String),
			data: { endpointId: hook.id },
		});
		// as the served document's `webhook.test` says
		expect((await servedEventCheck(app))(JSON.parse(req.body))).toBeNull();

		const failures: Array<[Behaviour, number, string]> = [
			[500, 500, "HTTP 500"],
			[404, 404, "HTTP 404"],
			["hang", 0, "timeout"],
			[{ redirectTo: receiver.url("/probe-target") }, 302, "HTTP 302 (redirects are not followed)"],
		];
		for (const [behaviour, status, error] of failures) {
			receiver.script("/probe", [behaviour]);
			const res = await testSend(key, hook.id);
			expect(res.status).toBe(200);
			expect(res.body).toEqual({ ok: false, deliveryId: expect.stringMatching(UUID), status, error });
		}
		expect(receiver.requests("/probe-target")).toHaveLength(0);
		const nobody = await createHook(app, key, "https://127.0.0.1:1/hook");
		expect((await testSend(key, nobody.id)).body).toMatchObject({ ok: false, status: 0, error: "connection failed (ECONNREFUSED)" });
		await sleep(400);
		expect(receiver.requests("/probe")).toHaveLength(1 + failures.length);
	});

	test("POST /v1/webhooks/test is a 400 when the host no longer resolves to an allowed address", async () => {
		const { key } = await account();
		dns.answer("moving.leadmap.test", (n) => (n === 1 ? "127.0.0.1" : n === 2 ? "169.254.169.254" : null));
		const hook = await createHook(app, key, receiver.url("/moving", "moving.leadmap.test"));
		const metadata = await testSend(key, hook.id);
		expect(metadata).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		expect(metadata.headers.get("x-error-detail")).toMatch(/metadata/);
		const gone = await testSend(key, hook.id);
		expect(gone.status).toBe(400);
		expect(gone.headers.get("x-error-detail")).toMatch(/does not resolve/);
		expect(receiver.requests("/moving")).toHaveLength(0);
	});

	test("a delivery claimed by an instance that died is sent once its lease lapses, exactly once", async () => {
		const { key, accountId } = await account();
		const hook = await createHook(app, key, receiver.url("/orphan"));
		// As a crashed instance leaves it: claimed, its attempt counted, its lease running for 800 ms more.
		const { eventId, deliveryId } = await insertPendingDelivery(app, { accountId, endpointId: hook.id, attempts: 1, leaseOwner: "dead-node:0", dueInMs: 800 });
		await sleep(500);
		expect(receiver.requests("/orphan")).toHaveLength(0);
		const [req] = await receiver.waitFor(1, "/orphan");
		expect(req.headers["x-leadmap-delivery"]).toBe(deliveryId);
		expect(await settledDelivery(app, eventId)).toMatchObject({ status: "delivered", attempts: 2, lease_owner: null });
		await sleep(500);
		expect(receiver.requests("/orphan")).toHaveLength(1);
	});

	// Last: it replaces the app.
	test("what was enqueued before a crash is delivered once the service is back", async () => {
		const { key, accountId } = await account();
		const hook = await createHook(app, key, receiver.url("/after-restart"));
		await app.stop();
		const { eventId } = await insertPendingDelivery(app, { accountId, endpointId: hook.id });
		await sleep(300);
		expect(receiver.requests("/after-restart")).toHaveLength(0);
		app = await startApp({ groups, env: { ...webhookEnv(true), KEEP_DB: "1" } });
		await receiver.waitFor(1, "/after-restart");
		expect(await settledDelivery(app, eventId)).toMatchObject({ status: "delivered", attempts: 1 });
		await sleep(300);
		expect(receiver.requests("/after-restart")).toHaveLength(1);
	});
});
