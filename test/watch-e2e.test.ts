import { rmSync } from "node:fs";
import type { Context, Middleware } from "moleculer";
import path from "node:path";
import { closeSafeAgents } from "../shared/net/ssrf";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";
import { createHook } from "./support/webhook-app";
import { servedEventCheck } from "./support/openapi-validator";
import { createTestCertificate, startReceiver, verifySignature, type TestCertificate, type TestReceiver } from "./support/webhook-receiver";

/**
 * An area watch end to end, as a user sees it in the sandbox: a watch of the bakeries of a small town, its baseline
 * run (an ordinary search of the account), businesses opened, closed and taken off the map in the simulator, the
 * runs that find them (`opened`, `closed` by status at once, `closed` when missing two runs in a row, `reopened`),
 * each change listed and sent as a signed `watch.changed`.
 */
let cert: TestCertificate;
let receiver: TestReceiver;
let app: TestApp;
/** `watch.changed` events the webhooks service refuses before taking them (as if it were down): the outbox must hand them over later. */
let refuseWatchEvents = 0;
const refusing: Middleware = {
	localAction(next: (ctx: Context) => Promise<unknown>, action: { name: string }) {
		if (action.name !== "webhooks.enqueueEvent") return next;
		return (ctx: Context<{ type?: string }>) => {
			if (ctx.params.type === "watch.changed" && refuseWatchEvents > 0) {
				refuseWatchEvents--;
				return Promise.reject(new Error("webhooks unavailable"));
			}
			return next(ctx);
		};
	},
} as unknown as Middleware;

beforeAll(async () => {
	cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		middlewares: [refusing],
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_WATCH_POLL_MS: "300", LEADMAP_WEBHOOK_POLL_MS: "200" },
	});
}, 90_000);
afterAll(async () => {
	await app?.stop();
	await receiver?.close();
	await closeSafeAgents();
	if (cert) rmSync(path.dirname(cert.caFile), { recursive: true, force: true });
});

interface WatchRun {
	searchId: string | null;
	status: string;
	opened: number;
	closed: number;
	reopened: number;
}
interface Change {
	type: string;
	businessId: string;
	cid: string | null;
	name: string | null;
	searchId: string;
}

/** Runs the watch now and waits until that run is recorded (its search ended and was compared). */
async function runNow(key: string, watchId: string, previous: string | null): Promise<WatchRun> {
	const res = await api(app, "POST", `/v1/watches/${watchId}/run`, { key });
	expect(res).toMatchObject({ status: 202, body: { ok: true } });
	return recordedRun(key, watchId, previous);
}

async function recordedRun(key: string, watchId: string, previous: string | null): Promise<WatchRun> {
	const run = await waitFor(`a new run of watch ${watchId}`, async () => {
		const watch = (await api(app, "GET", `/v1/watches/${watchId}`, { key })).body;
		return watch.lastRun && watch.lastRun.searchId !== previous && watch.lastRun;
	});
	await waitForSearch(app, key, run.searchId);
	// recorded: the run's search ended and no run is active any more (a second run now would start)
	await waitFor("the run recorded", async () => (await app.sql("SELECT recorded FROM watch_runs WHERE search_id = $1", [run.searchId]))[0]?.recorded === true);
	return (await api(app, "GET", `/v1/watches/${watchId}`, { key })).body.lastRun;
}

async function changesOf(key: string, watchId: string, searchId: string): Promise<Change[]> {
	const res = await api(app, "GET", `/v1/watches/${watchId}/changes?limit=100`, { key });
	expect(res.status).toBe(200);
	return (res.body.data as Change[]).filter((c) => c.searchId === searchId);
}

const cids = (changes: Change[], type: string) =>
	changes
		.filter((c) => c.type === type)
		.map((c) => c.cid)
		.sort();

test("baseline, then opened, closed and reopened businesses, listed and sent signed as watch.changed", async () => {
	const { key } = await app.createAccount({ credits: 500 });
	const hook = await createHook(app, key, receiver.url("/watch"), ["search.completed"]);
	// subscribed by PATCH, as by POST
	expect(await api(app, "PATCH", `/v1/webhooks/${hook.id}`, { key, body: { eventTypes: ["watch.changed"] } })).toMatchObject({
		status: 200,
		body: { eventTypes: ["watch.changed"] },
	});
	const created = await api(app, "POST", "/v1/watches", {
		key,
		body: { keyword: "bakery", location: "Cancale", country: "FR", options: { maxResults: 50 }, intervalDays: 30 },
	});
	expect(created.status).toBe(201);
	expect(created.headers.get("location")).toBe(`/v1/watches/${created.body.id}`);
	expect(created.body).toMatchObject({
		query: { keyword: "bakery", location: "Cancale", country: "FR", options: { maxResults: 50 } },
		intervalDays: 30,
		enabled: true,
		disabledReason: null,
	});
	const watchId = created.body.id;

	// the baseline: an ordinary search of the account, which shows its watch; no change
	const baseline = await recordedRun(key, watchId, null);
	expect(baseline).toMatchObject({ status: "completed", opened: 0, closed: 0, reopened: 0 });
	const search = (await api(app, "GET", `/v1/searches/${baseline.searchId}`, { key })).body;
	expect(search).toMatchObject({ watchId, keyword: "bakery", location: "Cancale" });
	expect(search.resultCount).toBeGreaterThan(1);
	expect(search.resultCount).toBeLessThan(50);
	const leads = (await api(app, "GET", `/v1/searches/${baseline.searchId}/leads`, { key })).body.data as Array<{ cid: string }>;
	expect((await api(app, "GET", `/v1/watches/${watchId}/changes`, { key })).body).toEqual({ data: [], nextCursor: null });
	const balanceAfterBaseline = (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;
	expect(balanceAfterBaseline).toBe(500 - leads.length);

	// the town changes: two bakeries open, one closes for good, one leaves the map
	const opened = app.simulator!.openPlaces("Cancale", 2, "bakery")!.places.map((p) => p.cid);
	const [closing, leaving] = leads.map((l) => l.cid);
	app.simulator!.changePlace(closing, { businessStatus: "closed_permanently" });
	app.simulator!.changePlace(leaving, { removed: true });

	// the webhooks service refuses the first hand-over of the run's event: the outbox hands it over later
	refuseWatchEvents = 1;
	const second = await runNow(key, watchId, baseline.searchId);
	expect(second).toMatchObject({ status: "completed", opened: 2, closed: 1, reopened: 0 });
	const secondChanges = await changesOf(key, watchId, second.searchId!);
	expect(cids(secondChanges, "opened")).toEqual([...opened].sort());
	expect(cids(secondChanges, "closed")).toEqual([closing]);
	expect(secondChanges.find((c) => c.type === "opened")!.name).toMatch(/Bakery$/);
	// only the two new businesses were charged: the others are the account's already
	expect((await api(app, "GET", "/v1/usage", { key })).body.credits.balance).toBe(balanceAfterBaseline - 2);

	// missing a second run in a row: closed
	const third = await runNow(key, watchId, second.searchId);
	expect(third).toMatchObject({ status: "completed", opened: 0, closed: 1, reopened: 0 });
	expect(cids(await changesOf(key, watchId, third.searchId!), "closed")).toEqual([leaving]);

	// back on the map and open again
	app.simulator!.changePlace(leaving, { removed: false });
	app.simulator!.changePlace(closing, { businessStatus: "operational" });
	const fourth = await runNow(key, watchId, third.searchId);
	expect(fourth).toMatchObject({ status: "completed", opened: 0, closed: 0, reopened: 2 });
	expect(cids(await changesOf(key, watchId, fourth.searchId!), "reopened")).toEqual([closing, leaving].sort());
	const onlyReopened = await api(app, "GET", `/v1/watches/${watchId}/changes?type=reopened`, { key });
	expect(onlyReopened.body.data.map((c: Change) => c.type)).toEqual(["reopened", "reopened"]);

	// one signed delivery per run that found changes, its id the run's, its lists the changes listed
	const deliveries = await receiver.waitFor(3, "/watch", 30_000);
	expect(refuseWatchEvents).toBe(0);
	for (const d of deliveries) {
		expect(d.headers["x-leadmap-event"]).toBe("watch.changed");
		expect(verifySignature(d.headers["x-leadmap-signature"] as string, d.body, hook.secret)).toBe(true);
	}
	const events = deliveries.map((d) => JSON.parse(d.body));
	// each as the served document's `watch.changed` says (its producer's WatchChangedEvent schema)
	const documented = await servedEventCheck(app);
	expect(events.map(documented)).toEqual(events.map(() => null));
	const ofSecond = events.find((e) => e.data.searchId === second.searchId);
	expect(ofSecond).toMatchObject({ type: "watch.changed", data: { watchId, searchId: second.searchId, reopened: [] } });
	expect(Object.keys(ofSecond.data)).toEqual(["watchId", "searchId", "opened", "closed", "reopened"]);
	expect(ofSecond.data.opened.map((c: Change) => c.cid).sort()).toEqual([...opened].sort());
	expect(ofSecond.data.closed).toEqual(secondChanges.filter((c) => c.type === "closed"));
	expect(events.map((e) => e.data.searchId).sort()).toEqual([second.searchId, third.searchId, fourth.searchId].sort());
	app.simulator!.resetPlaces();
}, 240_000);

test("a business the filters leave out still counts as seen: never missing, its provider's closed status still reported", async () => {
	const { key } = await app.createAccount({ credits: 500 });
	const created = await api(app, "POST", "/v1/watches", {
		key,
		body: { keyword: "bakery", location: "Cancale", options: { maxResults: 50 }, filters: { minRating: 3, skipClosed: true } },
	});
	expect(created.status).toBe(201);
	const watchId = created.body.id;
	const baseline = await recordedRun(key, watchId, null);
	const leads = (await api(app, "GET", `/v1/searches/${baseline.searchId}/leads`, { key })).body.data as Array<{ cid: string }>;
	expect(leads.length).toBeGreaterThan(1);
	const [poorlyRated, closing] = leads.map((l) => l.cid);
	// one drops under the minimum rating, one closes: both are left out of the runs' results from now on
	app.simulator!.changePlace(poorlyRated, { rating: 2 });
	app.simulator!.changePlace(closing, { businessStatus: "closed_temporarily" });

	// the webhooks service refuses the first hand-over of the run's event: the outbox hands it over later
	refuseWatchEvents = 1;
	const second = await runNow(key, watchId, baseline.searchId);
	expect(second).toMatchObject({ status: "completed", opened: 0, closed: 1, reopened: 0 });
	expect(cids(await changesOf(key, watchId, second.searchId!), "closed")).toEqual([closing]);
	const search = (await api(app, "GET", `/v1/searches/${second.searchId}`, { key })).body;
	expect(search.progress.filtered).toBe(2);
	// left out twice in a row, yet seen both times: not missing, so not closed
	const third = await runNow(key, watchId, second.searchId);
	expect(third).toMatchObject({ status: "completed", opened: 0, closed: 0, reopened: 0 });
	app.simulator!.resetPlaces();
}, 120_000);
