import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { servedEventCheck } from "./support/openapi-validator";
import { createHook } from "./support/webhook-app";
import { createTestCertificate, startReceiver, verifySignature, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

let app: TestApp;
let cert: TestCertificate;
let receiver: TestReceiver;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		env: {
			LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
			LEADMAP_EXTRA_CA_CERTS: cert.caFile,
			LEADMAP_WEBHOOK_BACKOFF_MS: "100",
			LEADMAP_WEBHOOK_POLL_MS: "200",
			LEADMAP_WEBHOOK_TIMEOUT_MS: "2000",
		},
	});
});
afterAll(async () => {
	await app.stop();
	await receiver.close();
});
afterEach(() => app.simulator!.setFaults({}));

test("a search that completes is announced to the account's endpoint, signed, with the search as it ended", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const hook = await createHook(app, key, receiver.url("/done", "localhost"), ["search.completed"]);
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	const done = await waitForSearch(app, key, res.body.id);
	const [delivery] = await receiver.waitFor(1, "/done");
	expect(delivery.headers["x-leadmap-event"]).toBe("search.completed");
	expect(verifySignature(delivery.headers["x-leadmap-signature"] as string, delivery.body, hook.secret)).toBe(true);
	const body = JSON.parse(delivery.body);
	// as the served document's `search.completed` says (its producer's SearchEvent schema)
	expect((await servedEventCheck(app))(body)).toBeNull();
	// The search's coverage as it ended, the same figures GET /v1/searches/{id}/coverage answers.
	const coverage = await api(app, "GET", `/v1/searches/${done.id}/coverage`, { key });
	expect(body).toEqual({ id: expect.any(String), type: "search.completed", createdAt: expect.any(String), data: { search: done, coverage: coverage.body } });
	expect(body.data.coverage).toMatchObject({ cells: { run: expect.any(Number) }, places: { inside: 5, outside: 0 } });
	expect(body.data.coverage.area).not.toBeNull();
	const [event] = await app.sql("SELECT dispatched_at FROM search_events WHERE search_id = $1", [done.id]);
	expect(event.dispatched_at).not.toBeNull();
});

test("a search that fails is announced as search.failed, only to endpoints subscribed to it", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	await createHook(app, key, receiver.url("/completed-only", "localhost"), ["search.completed"]);
	await createHook(app, key, receiver.url("/failed", "localhost"), ["search.failed"]);
	app.simulator!.setFaults({ consent: { first: 1000 } });
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	const done = await waitForSearch(app, key, res.body.id);
	expect(done.status).toBe("failed");
	const [delivery] = await receiver.waitFor(1, "/failed");
	expect((await servedEventCheck(app))(JSON.parse(delivery.body))).toBeNull();
	expect(JSON.parse(delivery.body)).toMatchObject({
		type: "search.failed",
		data: { search: { id: done.id, status: "failed", error: "provider_blocked" }, coverage: { places: { inside: 0 }, completeness: 0 } },
	});
	await new Promise((r) => setTimeout(r, 500));
	expect(receiver.requests("/completed-only")).toHaveLength(0);
});

test("an event written while the webhooks service is away is delivered once it is back", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	await createHook(app, key, receiver.url("/later", "localhost"), ["search.completed"]);
	const webhooksBroker = app.brokerOf("webhooks");
	const service = webhooksBroker.getLocalService("webhooks")!;
	await webhooksBroker.destroyService(service);
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "florist", location: "Lyon", options: { maxResults: 3 } } });
	await waitForSearch(app, key, res.body.id);
	const [pending] = await app.sql("SELECT dispatched_at FROM search_events WHERE search_id = $1", [res.body.id]);
	expect(pending.dispatched_at).toBeNull();
	const { SERVICE_SCHEMAS } = await import("../bin/services");
	webhooksBroker.createService(SERVICE_SCHEMAS.webhooks);
	await receiver.waitFor(1, "/later", 30_000);
});
