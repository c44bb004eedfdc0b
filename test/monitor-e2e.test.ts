import { rmSync } from "node:fs";
import path from "node:path";
import { closeSafeAgents } from "../shared/net/ssrf";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";
import { createHook } from "./support/webhook-app";
import { createTestCertificate, startReceiver, verifySignature, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * A monitor end to end, as a user sees it in the sandbox: a business found by a search,
 * subscribed; its baseline check read from the simulator's place page by the Google
 * scraper's run worker; the place changed in the simulator; the next check finds the
 * changes, lists them, and sends `business.changed`, signed, to the account's endpoint.
 */
let cert: TestCertificate;
let receiver: TestReceiver;
let app: TestApp;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: ALL_GROUPS, simulator: true,
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_MONITOR_POLL_MS: "300", LEADMAP_WEBHOOK_POLL_MS: "200" },
	});
}, 90_000);
afterAll(async () => {
	await app?.stop();
	await receiver?.close();
	await closeSafeAgents();
	if (cert) rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

async function monitorRuns(key: string, cid: string): Promise<Array<{ id: string; status: string }>> {
	const res = await api(app, "GET", `/v1/businesses/${cid}/runs?kind=monitor`, { key });
	expect(res.status).toBe(200);
	return res.body.data;
}

test("subscribe, baseline, change the place, see the changes and the webhook", async () => {
	const { key } = await app.createAccount({ credits: 100 });
	const hook = await createHook(app, key, receiver.url("/changed"), ["business.changed"]);
	const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 3 } } });
	const search = await waitForSearch(app, key, created.body.id);
	expect(search.status).toBe("completed");
	const [lead] = (await api(app, "GET", `/v1/searches/${search.id}/leads`, { key })).body.data as { cid: string }[];
	const cid = lead.cid;

	const sub = await api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key, body: { intervalDays: 1 } });
	expect(sub.status).toBe(201);
	const [baseline] = await waitFor("the baseline check", async () => {
		const runs = await monitorRuns(key, cid);
		return runs.length === 1 && runs[0].status === "completed" && runs;
	});
	expect((await api(app, "GET", `/v1/businesses/${cid}/changes`, { key })).body).toEqual({ data: [], nextCursor: null });
	expect((await api(app, "GET", `/v1/businesses/${cid}/monitor`, { key })).body.nextCheckAt).toBe(
		new Date(Date.parse(sub.body.nextCheckAt) + 24 * 3600_000).toISOString());

	app.simulator!.changePlace(cid, { phone: "+33 4 99 99 99 99", businessStatus: "closed_temporarily", hours: { Sunday: ["09:00-12:00"], Tuesday: [] }, rating: 2.1 });
	// a day later: the subscription is due again
	await app.sql("UPDATE monitor_subscriptions SET next_check_at = now() WHERE id = $1", [sub.body.id]);
	const runs = await waitFor("the second check", async () => {
		const r = await monitorRuns(key, cid);
		return r.length === 2 && r.every((x) => x.status === "completed") && r;
	});
	const check = runs.find((r) => r.id !== baseline.id)!;

	const changes = (await api(app, "GET", `/v1/businesses/${cid}/changes`, { key })).body.data as Array<{ field: string; runId: string; before: unknown; after: unknown }>;
	expect(changes.map((c) => c.field).sort()).toEqual(["businessStatus", "hours", "phone", "rating"]);
	expect(changes.every((c) => c.runId === check.id)).toBe(true);
	expect(changes.find((c) => c.field === "businessStatus")).toMatchObject({ before: "operational", after: "closed_temporarily" });
	expect(changes.find((c) => c.field === "rating")).toMatchObject({ after: 2.1 });

	const [delivery] = await receiver.waitFor(1, "/changed", 30_000);
	expect(delivery.headers["x-leadmap-event"]).toBe("business.changed");
	expect(verifySignature(delivery.headers["x-leadmap-signature"] as string, delivery.body, hook.secret)).toBe(true);
	const event = JSON.parse(delivery.body);
	expect(event).toMatchObject({ id: check.id, type: "business.changed", data: { runId: check.id, business: { cid, provider: "google" } } });
	expect(event.data.changes.map((c: { field: string }) => c.field).sort()).toEqual(["businessStatus", "hours", "phone", "rating"]);
}, 180_000);
