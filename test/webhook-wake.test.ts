import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { closeSafeAgents } from "../shared/net/ssrf";
import type { EnqueueEventResult } from "../services/webhooks/webhooks.contract";
import { startApp, type TestApp } from "./support/app";
import { startNatsServer, type TestNatsServer } from "./support/nats-server";
import { createHook, endedSearch, settledDelivery } from "./support/webhook-app";
import { createTestCertificate, startReceiver, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * An event committed to the outbox is delivered at once by whichever webhooks instance
 * has room, not at the next poll: here polls are a minute apart, each instance sends one
 * delivery at a time, and the instance that took the event is held by a receiver that
 * never answers.
 */
const GROUPS = [["gateway"], ["keys", "billing"], ["webhooks"], ["webhooks"]];
const HANG_TIMEOUT_MS = 30_000;

let cert: TestCertificate;
let receiver: TestReceiver;
let nats: TestNatsServer;
let app: TestApp;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	nats = await startNatsServer("max_payload: 1048576");
	app = await startApp({
		transporter: process.env.LEADMAP_TEST_NATS_URL ?? `nats://${nats.address}`,
		groups: GROUPS,
		env: {
			LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
			LEADMAP_EXTRA_CA_CERTS: cert.caFile,
			LEADMAP_WEBHOOK_POLL_MS: "60000",
			LEADMAP_WEBHOOK_CONCURRENCY: "1",
			LEADMAP_WEBHOOK_TIMEOUT_MS: String(HANG_TIMEOUT_MS),
		},
	});
});
afterAll(async () => {
	// The hanging exchange is cut first, so the busy instance stops without waiting for its timeout.
	await receiver?.close();
	await app?.stop();
	await nats?.stop();
	await closeSafeAgents();
	if (cert) rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

async function enqueueOn(nodeID: string, accountId: string): Promise<string> {
	const id = randomUUID();
	const params = { id, type: "search.completed", createdAt: new Date().toISOString(), accountId, data: { search: endedSearch("completed") } };
	const result = await app.brokerOf("gateway").call<EnqueueEventResult, typeof params>("webhooks.enqueueEvent", params, { nodeID });
	expect(result.deliveries).toBe(1);
	return id;
}

test("a delivery goes out without waiting for a poll, taken by an idle instance while the enqueueing one is busy", async () => {
	const [busyNode, idleNode] = app.brokers.filter((b) => b.getLocalService("webhooks")).map((b) => b.nodeID);
	expect(idleNode).toBeDefined();
	const slow = await app.createAccount({ plan: "pro" });
	const fast = await app.createAccount({ plan: "pro" });
	await createHook(app, slow.key, receiver.url("/hang"));
	await createHook(app, fast.key, receiver.url("/fast"));
	receiver.script("/hang", ["hang"]);

	await enqueueOn(busyNode, slow.accountId);
	await receiver.waitFor(1, "/hang");
	const eventId = await enqueueOn(busyNode, fast.accountId);

	// Well before the busy instance is free again (its attempt's timeout) and the next poll (a minute).
	const [request] = await receiver.waitFor(1, "/fast", HANG_TIMEOUT_MS / 3);
	expect(JSON.parse(request.body).id).toBe(eventId);
	const row = await settledDelivery(app, eventId);
	expect(row).toMatchObject({ status: "delivered", attempts: 1 });
	expect(row.lease_owner).toBeNull();
	expect(receiver.requests("/fast")).toHaveLength(1);
});
