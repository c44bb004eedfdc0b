import { rmSync } from "node:fs";
import path from "node:path";
import { appleId } from "../sandbox/apple-api";
import { bingYpid } from "../sandbox/bing-wire";
import { shownMedia } from "../sandbox/place-media";
import { defaultWorld } from "../sandbox/world";
import { closeSafeAgents } from "../shared/net/ssrf";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";
import { createHook } from "./support/webhook-app";
import { servedEventCheck } from "./support/openapi-validator";
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
		groups: ALL_GROUPS,
		simulator: true,
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
		new Date(Date.parse(sub.body.nextCheckAt) + 24 * 3600_000).toISOString(),
	);

	app.simulator!.changePlace(cid, {
		phone: "+33 4 99 99 99 99",
		businessStatus: "closed_temporarily",
		hours: { Sunday: ["09:00-12:00"], Tuesday: [] },
		rating: 2.1,
	});
	// a day later: the subscription is due again
	await app.sql("UPDATE monitor_subscriptions SET next_check_at = now() WHERE id = $1", [sub.body.id]);
	const runs = await waitFor("the second check", async () => {
		const r = await monitorRuns(key, cid);
		return r.length === 2 && r.every((x) => x.status === "completed") && r;
	});
	const check = runs.find((r) => r.id !== baseline.id)!;

	const changes = (await api(app, "GET", `/v1/businesses/${cid}/changes`, { key })).body.data as Array<{
		field: string;
		runId: string;
		before: unknown;
		after: unknown;
	}>;
	expect(changes.map((c) => c.field).sort()).toEqual(["businessStatus", "hours", "phone", "rating"]);
	expect(changes.every((c) => c.runId === check.id)).toBe(true);
	expect(changes.find((c) => c.field === "businessStatus")).toMatchObject({ before: "operational", after: "closed_temporarily" });
	expect(changes.find((c) => c.field === "rating")).toMatchObject({ after: 2.1 });

	const [delivery] = await receiver.waitFor(1, "/changed", 30_000);
	expect(delivery.headers["x-leadmap-event"]).toBe("business.changed");
	expect(verifySignature(delivery.headers["x-leadmap-signature"] as string, delivery.body, hook.secret)).toBe(true);
	const event = JSON.parse(delivery.body);
	// as the served document's `business.changed` says (its producer's BusinessChangedEvent schema)
	expect((await servedEventCheck(app))(event)).toBeNull();
	expect(event).toMatchObject({ id: check.id, type: "business.changed", data: { runId: check.id, business: { cid, provider: "google" }, warnings: [] } });
	expect(event.data.changes.map((c: { field: string }) => c.field).sort()).toEqual(["businessStatus", "hours", "phone", "rating"]);
	// the business as the check read its place page: with its photos and the popular times of its new hours
	const place = app.simulator!.world.businessByCid(cid)!;
	expect(shownMedia(place).photos.length).toBeGreaterThan(0);
	expect(event.data.business).toMatchObject(shownMedia(place));
}, 180_000);

/** Places no search in this file brings in: subscribing reads them from their provider first, as research does. */
const unseenPlaces = defaultWorld.cityBusinesses("limassol").filter((b) => b.phone !== null && b.rating !== null);

async function checkAgainAfter(
	key: string,
	businessKey: string,
	subscriptionId: string,
	change: () => void,
): Promise<Array<{ field: string; after: unknown; businessKey: string; runId: string }>> {
	const baseline = await waitFor(`the baseline check of ${businessKey}`, async () => {
		const runs = await monitorRuns(key, businessKey);
		return runs.length === 1 && runs[0].status === "completed" && runs[0];
	});
	expect((await api(app, "GET", `/v1/businesses/${businessKey}/changes`, { key })).body).toEqual({ data: [], nextCursor: null });
	change();
	await app.sql("UPDATE monitor_subscriptions SET next_check_at = now() WHERE id = $1", [subscriptionId]);
	const runs = await waitFor(`the second check of ${businessKey}`, async () => {
		const r = await monitorRuns(key, businessKey);
		return r.length === 2 && r.every((x) => x.status === "completed") && r;
	});
	const check = runs.find((r) => r.id !== baseline.id)!;
	const changes = (await api(app, "GET", `/v1/businesses/${businessKey}/changes`, { key })).body.data;
	expect(changes.every((c: { runId: string }) => c.runId === check.id)).toBe(true);
	return changes;
}

test("a Bing and an Apple business, named by their own ids, are checked through their own provider", async () => {
	const { key } = await app.createAccount({ credits: 100 });
	await createHook(app, key, receiver.url("/changed-elsewhere"), ["business.changed"]);
	const [bingPlace, applePlace, unknownPlace] = unseenPlaces;
	const bingKey = `bing:${bingYpid(bingPlace)}`;
	const appleKey = `apple:${appleId(applePlace)}`;

	const bingSub = await api(app, "PUT", `/v1/businesses/${bingKey}/monitor`, { key, body: { intervalDays: 1 } });
	expect(bingSub.status).toBe(201);
	expect(bingSub.body.businessKey).toBe(bingKey);
	const appleSub = await api(app, "PUT", `/v1/businesses/${appleKey.toLowerCase().replace("apple:i", "apple:I")}/monitor`, { key, body: { intervalDays: 1 } });
	expect(appleSub.status).toBe(201);
	expect(appleSub.body.businessKey).toBe(appleKey);
	const [row] = await app.sql<{ provider: string }>("SELECT provider FROM businesses WHERE id = $1", [bingSub.body.businessId]);
	expect(row.provider).toBe("bing");
	const listed = (await api(app, "GET", "/v1/monitors", { key })).body.data.map((m: { businessKey: string }) => m.businessKey);
	expect(listed.sort()).toEqual([appleKey, bingKey].sort());

	const bingChanges = await checkAgainAfter(key, bingKey, bingSub.body.id, () =>
		app.simulator!.changePlace(bingPlace.cid, { phone: "+357 25 999999", rating: 1.9 }),
	);
	expect(bingChanges.map((c) => c.field).sort()).toEqual(["phone", "rating"]);
	expect(bingChanges.find((c) => c.field === "rating")).toMatchObject({ after: 1.9, businessKey: bingKey });

	const appleChanges = await checkAgainAfter(key, appleKey, appleSub.body.id, () =>
		app.simulator!.changePlace(applePlace.cid, { name: "Monitored Bakery Renamed" }),
	);
	expect(appleChanges.map((c) => c.field)).toEqual(["name"]);
	expect(appleChanges[0]).toMatchObject({ businessKey: appleKey });
	expect(String(appleChanges[0].after).toLowerCase()).toContain("monitored bakery renamed");
	const events = await app.sql<{ body: string }>("SELECT body FROM webhook_events WHERE id = ANY($1::uuid[])", [[bingChanges[0].runId, appleChanges[0].runId]]);
	expect(
		events
			.map((e) => JSON.parse(e.body).data.business)
			.map((b: { provider: string; providerBusinessId: string }) => `${b.provider}:${b.providerBusinessId}`)
			.sort(),
	).toEqual([appleKey, bingKey].sort());
	// neither Bing's nor Apple's answers carry photos or popular times
	for (const e of events) expect(JSON.parse(e.body).data.business).toMatchObject({ photos: [], photoCount: null, popularTimes: null });

	// an id in its provider's form that the provider does not know: 404, as research answers
	const unknownYpid = bingYpid({ seq: Math.floor(unknownPlace.seq / 1_000_000) * 1_000_000 + 999_999 });
	expect(await api(app, "PUT", `/v1/businesses/bing:${unknownYpid}/monitor`, { key, body: {} })).toMatchObject({ status: 404, body: { error: "not_found" } });
}, 240_000);
