import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { MonitoredFields } from "../services/monitors/monitors.contract";
import { api, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/** Monitors: PUT/GET/DELETE /v1/businesses/{cid}/monitor, GET /v1/monitors, GET /v1/businesses/{cid}/changes, monitors.recordCheck. */

let app: TestApp;
let key: string;
let accountId: string;
const cids: string[] = [];
const businessIds = new Map<string, string>();

async function seedBusiness(name: string): Promise<string> {
	const cid = String(7_000_000_000_000_000_000n + BigInt(Math.floor(Math.random() * 1e15)));
	const [row] = await app.call<Array<{ id: string }>>("dataset.upsert", {
		observations: [{ provider: "google", providerBusinessId: cid, cid, name, fullAddress: "1 Rue de la Paix, 75002 Paris", phone: "+33 1 23 45 67 89" }],
	});
	businessIds.set(cid, row.id);
	return cid;
}

beforeAll(async () => {
	app = await startApp({
		groups: [["gateway"], ["keys", "billing", "idempotency", "webhooks"], ["dataset", "leads", "runs", "monitors"]],
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_MONITOR_POLL_MS: "600000" },
	});
	({ key, accountId } = await app.createAccount());
	for (let i = 0; i < 5; i++) cids.push(await seedBusiness(`Monitored ${i}`));
}, 60_000);
afterAll(() => app.stop());

const put = (cid: string, body?: unknown, k = key) => api(app, "PUT", `/v1/businesses/${cid}/monitor`, { key: k, body });
const get = (cid: string, k = key) => api(app, "GET", `/v1/businesses/${cid}/monitor`, { key: k });
const del = (cid: string, k = key) => api(app, "DELETE", `/v1/businesses/${cid}/monitor`, { key: k });
const UNKNOWN_CID = "123456789012345678";
const unlock = (cid: string, k = key) => api(app, "POST", "/v1/businesses/unlock", { key: k, body: { businesses: [{ provider: "google", id: cid }] } });

describe("PUT /v1/businesses/{cid}/monitor", () => {
	test("creates the subscription (201), due at once for its baseline, with the spec's fields only", async () => {
		const before = Date.now();
		const res = await put(cids[0], {});
		expect(res.status).toBe(201);
		expect(Object.keys(res.body).sort()).toEqual([
			"businessId",
			"businessKey",
			"createdAt",
			"disabledReason",
			"enabled",
			"id",
			"intervalDays",
			"nextCheckAt",
			"updatedAt",
		]);
		expect(res.body).toMatchObject({ businessId: businessIds.get(cids[0]), businessKey: `google:${cids[0]}`, intervalDays: 7, enabled: true });
		expect(Date.parse(res.body.nextCheckAt)).toBeLessThanOrEqual(Date.now());
		expect(Date.parse(res.body.createdAt)).toBeGreaterThanOrEqual(before - 5_000);
	});

	test("a second PUT replaces it (200): same id, the body's values, omitted ones at their defaults", async () => {
		const first = await put(cids[1], { intervalDays: 3, enabled: false });
		expect(first.status).toBe(201);
		const second = await put(cids[1], { intervalDays: 30 });
		expect(second.status).toBe(200);
		expect(second.body).toMatchObject({ id: first.body.id, intervalDays: 30, enabled: true });
		// enabled again, it is due: a scheduler may have claimed it meanwhile and moved nextCheckAt on
		const { nextCheckAt: _next, ...rest } = second.body;
		expect((await get(cids[1])).body).toMatchObject(rest);
	});

	test.each([
		["intervalDays 0", { intervalDays: 0 }],
		["intervalDays 366", { intervalDays: 366 }],
		["a fractional interval", { intervalDays: 1.5 }],
		["intervalDays as text", { intervalDays: "7" }],
		["enabled as text", { enabled: "yes" }],
		["an unknown field", { intervalDays: 7, every: "week" }],
		["intervalDays null", { intervalDays: null }],
	])("%s is a 400 invalid_body", async (_name, body) => {
		const res = await put(cids[2], body);
		expect(res).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		expect((await get(cids[2])).status).toBe(404);
	});

	test("a body that is not an object is a 400", async () => {
		const res = await api(app, "PUT", `/v1/businesses/${cids[2]}/monitor`, { key, rawBody: "[1]" });
		expect(res).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});

	test("a CID the dataset has not seen is a 404 to read or delete; PUT reads it from Google first (no scraper here: 503)", async () => {
		for (const res of [await get(UNKNOWN_CID), await del(UNKNOWN_CID), await api(app, "GET", `/v1/businesses/${UNKNOWN_CID}/changes`, { key })]) {
			expect(res).toMatchObject({ status: 404, body: { error: "not_found" } });
		}
		expect(await put(UNKNOWN_CID, {})).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
	});

	test("the path takes research's business keys: google:<cid> names the same subscription", async () => {
		const bare = await put(cids[3], { enabled: false });
		const keyed = await put(`google:${cids[3]}`, { enabled: false });
		expect(keyed).toMatchObject({ status: 200, body: { id: bare.body.id, businessKey: `google:${cids[3]}` } });
		expect((await get(`google:${cids[3]}`)).body.id).toBe(bare.body.id);
		expect((await del(`google:${cids[3]}`)).status).toBe(200);
	});

	test.each([
		["a bare value that is not a CID", "YN114x189818795", "invalid_cid"],
		["an unknown provider", "yelp:123", "invalid_cid"],
		["a malformed ypid", "bing:12x", "invalid_ypid"],
		["a malformed Apple id", "apple:I12", "invalid_apple_id"],
		["a malformed Google id", "google:abc", "invalid_cid"],
	])("%s is a 400 with its provider's code on every monitor endpoint", async (_name, businessKey, code) => {
		for (const res of [
			await put(businessKey, {}),
			await get(businessKey),
			await del(businessKey),
			await api(app, "GET", `/v1/businesses/${businessKey}/changes`, { key }),
		]) {
			expect(res).toMatchObject({ status: 400, body: { error: code } });
		}
	});

	test("an account that cannot pay for checks is told at once (402 subscription_inactive); a disabled one may be kept", async () => {
		const inactive = await app.createAccount({ accessStatus: "canceled" });
		expect(await put(cids[0], {}, inactive.key)).toMatchObject({ status: 402, body: { error: "subscription_inactive" } });
		expect((await put(cids[0], { enabled: false }, inactive.key)).status).toBe(201);
	});

	test("scopes: business:unlock to write, business:read to read", async () => {
		const reader = await app.call<{ key: string }>("keys.create", { name: "reader", scopes: ["business:read"] }, { accountId });
		expect(await put(cids[3], {}, reader.key)).toMatchObject({ status: 403, body: { error: "insufficient_scope" } });
		expect(await del(cids[0], reader.key)).toMatchObject({ status: 403, body: { error: "insufficient_scope" } });
		expect((await get(cids[0], reader.key)).status).toBe(200);
		expect((await api(app, "GET", "/v1/monitors", { key: reader.key })).status).toBe(200);
		expect((await api(app, "GET", `/v1/businesses/${cids[0]}/changes`, { key: reader.key })).status).toBe(200);
	});
});

describe("GET and DELETE /v1/businesses/{cid}/monitor", () => {
	test("none yet: 404; another account's subscription is not seen", async () => {
		expect(await get(cids[4])).toMatchObject({ status: 404, body: { error: "not_found" } });
		const other = await app.createAccount();
		expect((await get(cids[0], other.key)).status).toBe(404);
		expect((await del(cids[0], other.key)).status).toBe(404);
		expect((await get(cids[0])).status).toBe(200);
	});

	test("DELETE answers {ok:true}; then it is gone and deleting again is a 404", async () => {
		expect((await put(cids[4], { intervalDays: 2 })).status).toBe(201);
		expect(await del(cids[4])).toMatchObject({ status: 200, body: { ok: true } });
		expect((await get(cids[4])).status).toBe(404);
		expect(await del(cids[4])).toMatchObject({ status: 404, body: { error: "not_found" } });
	});
});

describe("GET /v1/monitors", () => {
	test("the account's subscriptions, newest first, in pages", async () => {
		const { key: k } = await app.createAccount();
		const made = [];
		for (const cid of cids.slice(0, 3)) made.push((await put(cid, { intervalDays: 5 }, k)).body.id);
		const first = await api(app, "GET", "/v1/monitors?limit=2", { key: k });
		expect(first.status).toBe(200);
		expect(first.body.data.map((s: { id: string }) => s.id)).toEqual([made[2], made[1]]);
		expect(first.body.nextCursor).toEqual(expect.any(String));
		const second = await api(app, "GET", `/v1/monitors?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { key: k });
		expect(second.body).toEqual({ data: [expect.objectContaining({ id: made[0], intervalDays: 5 })], nextCursor: null });
		const all = await api(app, "GET", "/v1/monitors", { key: k });
		expect(all.body.data).toHaveLength(3);
		// a cursor is the account's own
		expect(await api(app, "GET", `/v1/monitors?cursor=${encodeURIComponent(first.body.nextCursor)}`, { key })).toMatchObject({
			status: 400,
			body: { error: "invalid_body" },
		});
	});

	test.each(["limit=0", "limit=101", "limit=ten", "cursor=forged.cursor", "page=2"])("%s is a 400", async (q) => {
		expect(await api(app, "GET", `/v1/monitors?${q}`, { key })).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});
});

const fields = (over: Partial<MonitoredFields> = {}): MonitoredFields => ({
	name: "Café du Marché",
	phone: "+33 1 23 45 67 89",
	website: "https://www.cafe-du-marche.fr/",
	address: "1 Rue de la Paix, 75002 Paris",
	hours: [
		{ day: "Monday", hours: ["7 AM–8:30 PM"] },
		{ day: "Tuesday", hours: ["7 AM–8:30 PM"] },
	],
	businessStatus: "operational",
	rating: 4.5,
	reviewCount: 120,
	categories: ["Café", "Bakery"],
	...over,
});

describe("monitors.recordCheck and GET /v1/businesses/{cid}/changes", () => {
	let cid: string;
	let subscriptionId: string;
	const check = (runId: string, f: MonitoredFields) =>
		app.call<{ changes: Array<{ field: string; before: unknown; after: unknown; runId: string }> }>("monitors.recordCheck", {
			runId,
			accountId,
			businessId: businessIds.get(cid)!,
			subscriptionId,
			fields: f,
		});

	beforeAll(async () => {
		cid = await seedBusiness("Café du Marché");
		// owned (paid for), so its contact values show in its changes
		expect((await unlock(cid)).status).toBe(200);
		subscriptionId = (await put(cid, {})).body.id;
		const hook = await api(app, "POST", "/v1/webhooks", { key, body: { url: "https://127.0.0.1:9/hook", eventTypes: ["business.changed"] } });
		expect(hook.status).toBe(201);
	});

	test("the first check is the baseline: no changes, no event", async () => {
		const runId = randomUUID();
		expect((await check(runId, fields())).changes).toEqual([]);
		expect(await app.sql("SELECT id FROM webhook_events WHERE id = $1", [runId])).toHaveLength(0);
	});

	test("the same values in another order or format are not changes", async () => {
		const same = fields({
			name: "  café du  marché ",
			phone: "+33123456789",
			website: "http://cafe-du-marche.fr",
			address: "1 Rue de la Paix,  75002 Paris",
			hours: [
				{ day: "tuesday", hours: ["7 am - 8:30 pm"] },
				{ day: "Monday", hours: ["7\u202fAM – 8:30\u202fPM"] },
			],
			rating: 4.5,
			categories: ["Bakery", "café"],
		});
		expect((await check(randomUUID(), same)).changes).toEqual([]);
	});

	// (the last observation kept is the one seen last, as the provider wrote it: `before` is the previous check's value)
	test("real changes become change rows, a business.changed event, and the new baseline; a retried check writes them once", async () => {
		const runId = randomUUID();
		const changed = fields({
			phone: "+33 1 99 99 99 99",
			website: null,
			hours: [
				{ day: "Monday", hours: ["Closed"] },
				{ day: "Tuesday", hours: ["7 AM–8:30 PM"] },
			],
			businessStatus: "closed_temporarily",
			rating: 4.1,
			reviewCount: 121,
			categories: ["Café"],
		});
		const { changes } = await check(runId, changed);
		expect(changes.map((c) => c.field)).toEqual(["phone", "website", "hours", "businessStatus", "rating", "reviewCount", "categories"]);
		expect(changes.find((c) => c.field === "website")).toMatchObject({ before: "http://cafe-du-marche.fr", after: null, runId });
		expect(changes.find((c) => c.field === "businessStatus")).toMatchObject({ before: "operational", after: "closed_temporarily" });

		const again = await check(runId, changed);
		expect(again.changes).toEqual(changes);
		const page = await api(app, "GET", `/v1/businesses/${cid}/changes`, { key });
		expect(page.status).toBe(200);
		expect(page.body.data).toHaveLength(7);
		expect(Object.keys(page.body.data[0]).sort()).toEqual(["after", "before", "businessKey", "detectedAt", "field", "id", "runId"]);
		expect(page.body.data[0].businessKey).toBe(`google:${cid}`);
		expect(page.body.nextCursor).toBeNull();

		const events = await app.sql("SELECT type, body FROM webhook_events WHERE id = $1", [runId]);
		expect(events).toHaveLength(1);
		const body = JSON.parse(events[0].body);
		expect(body).toMatchObject({ id: runId, type: "business.changed", data: { runId, business: { id: businessIds.get(cid), cid, provider: "google" } } });
		expect(body.data.changes).toHaveLength(7);
		// the producer's order of keys, down to the business as the dataset shows it (its outbox keeps the text as written)
		expect(Object.keys(body)).toEqual(["id", "type", "createdAt", "data"]);
		expect(Object.keys(body.data)).toEqual(["business", "runId", "changes", "warnings"]);
		const view = await app.call<Record<string, unknown>>("dataset.view", { id: businessIds.get(cid) }, { accountId });
		expect(Object.keys(body.data.business)).toEqual(Object.keys(view));
		expect(await app.sql("SELECT id FROM webhook_deliveries WHERE event_id = $1", [runId])).toHaveLength(1);
		// through the monitors outbox, handed over at once
		expect(await app.sql("SELECT id FROM monitor_events WHERE id = $1 AND dispatched_at IS NOT NULL", [runId])).toHaveLength(1);

		// the next check compares with what this one saw
		expect((await check(randomUUID(), changed)).changes).toEqual([]);
		const gone = await check(randomUUID(), fields({ ...changed, name: "Le Nouveau Café" }));
		expect(gone.changes).toMatchObject([{ field: "name", before: "Café du Marché", after: "Le Nouveau Café" }]);
	});

	test("changes page newest first; another account sees none; bad paging is a 400", async () => {
		const first = await api(app, "GET", `/v1/businesses/${cid}/changes?limit=3`, { key });
		expect(first.body.data[0].field).toBe("name");
		expect(first.body.data).toHaveLength(3);
		const rest = await api(app, "GET", `/v1/businesses/${cid}/changes?limit=100&cursor=${encodeURIComponent(first.body.nextCursor)}`, { key });
		expect(rest.body).toMatchObject({ nextCursor: null });
		expect(rest.body.data).toHaveLength(5);
		const ids = new Set([...first.body.data, ...rest.body.data].map((c: { id: string }) => c.id));
		expect(ids.size).toBe(8);
		const other = await app.createAccount();
		expect((await api(app, "GET", `/v1/businesses/${cid}/changes`, { key: other.key })).body).toEqual({ data: [], nextCursor: null });
		expect((await api(app, "GET", `/v1/businesses/${cid}/changes?limit=0`, { key })).status).toBe(400);
		expect((await api(app, "GET", `/v1/businesses/${cid}/changes?since=yesterday`, { key })).status).toBe(400);
	});

	test("webhooks take an event of a type endpoints subscribe to, its data the producer's; endpoints may subscribe to business.changed", async () => {
		const event = { id: randomUUID(), createdAt: new Date().toISOString(), accountId };
		await expect(app.call("webhooks.enqueueEvent", { ...event, type: "business.opened", data: {} })).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
		const bad = await api(app, "POST", "/v1/webhooks", { key, body: { url: "https://127.0.0.1:9/x", eventTypes: ["business.moved"] } });
		expect(bad).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});

	test("a business.changed event its check could not hand over goes out from the monitors outbox", async () => {
		// what a check writes into its outbox before handing it over, left there as when webhooks did not answer
		const runId = randomUUID();
		const payload = {
			id: runId,
			type: "business.changed",
			createdAt: new Date().toISOString(),
			data: { business: { id: businessIds.get(cid) }, runId, changes: [], warnings: [] },
		};
		await app.sql("INSERT INTO monitor_events (id, account_id, payload, created_at) VALUES ($1, $2, $3, $4)", [
			runId,
			accountId,
			JSON.stringify(payload),
			payload.createdAt,
		]);
		const event = await waitFor(
			"the event handed over",
			async () => (await app.sql<{ body: string }>("SELECT body FROM webhook_events WHERE id = $1", [runId]))[0] ?? null,
		);
		expect(event.body).toBe(JSON.stringify(payload));
		expect(await app.sql("SELECT id FROM monitor_events WHERE id = $1 AND dispatched_at IS NOT NULL", [runId])).toHaveLength(1);
	});

	test("recordCheck refuses malformed params", async () => {
		await expect(
			app.call("monitors.recordCheck", { runId: "nope", accountId, businessId: businessIds.get(cid), subscriptionId, fields: fields() }),
		).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
		await expect(
			app.call("monitors.recordCheck", {
				runId: randomUUID(),
				accountId,
				businessId: businessIds.get(cid),
				subscriptionId,
				fields: { ...fields(), rating: "4" },
			}),
		).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	});
});

describe("contact values of a business the account does not own", () => {
	const byField = (changes: Array<{ field: string }>) => [...changes].sort((a, b) => a.field.localeCompare(b.field));

	test("phone and website changes keep their field and show before and after as null, in the changes and in business.changed; bought, the business shows them", async () => {
		const { key, accountId } = await app.createAccount();
		const cid = await seedBusiness("Café du Marché");
		const businessId = businessIds.get(cid)!;
		const subscriptionId = (await put(cid, {}, key)).body.id;
		expect((await api(app, "POST", "/v1/webhooks", { key, body: { url: "https://127.0.0.1:9/unowned", eventTypes: ["business.changed"] } })).status).toBe(201);
		const check = (runId: string, f: MonitoredFields) =>
			app.call<{ changes: Array<{ field: string; before: unknown; after: unknown }> }>("monitors.recordCheck", {
				runId,
				accountId,
				businessId,
				subscriptionId,
				fields: f,
			});
		expect((await check(randomUUID(), fields())).changes).toEqual([]);
		const runId = randomUUID();
		const { changes } = await check(runId, fields({ name: "Café du Marché & Fils", phone: "+33 1 99 99 99 99", website: "https://fils.example/" }));

		const hidden = [
			{ field: "name", before: "Café du Marché", after: "Café du Marché & Fils" },
			{ field: "phone", before: null, after: null },
			{ field: "website", before: null, after: null },
		];
		expect(byField(changes)).toMatchObject(hidden);
		const listed = await api(app, "GET", `/v1/businesses/${cid}/changes`, { key });
		expect(listed.status).toBe(200);
		expect(byField(listed.body.data)).toMatchObject(hidden);
		const [event] = await app.sql("SELECT body FROM webhook_events WHERE id = $1", [runId]);
		const sent = JSON.parse(event.body).data.changes;
		expect(byField(sent)).toMatchObject(hidden);
		expect(JSON.stringify(sent)).not.toMatch(/99 99|fils\.example|23 45 67 89|cafe-du-marche/);

		// Paid for now: the account sees what its checks found.
		expect((await unlock(cid, key)).status).toBe(200);
		const bought = await api(app, "GET", `/v1/businesses/${cid}/changes`, { key });
		expect(byField(bought.body.data)).toMatchObject([
			hidden[0],
			{ field: "phone", before: "+33 1 23 45 67 89", after: "+33 1 99 99 99 99" },
			{ field: "website", before: "https://www.cafe-du-marche.fr/", after: "https://fils.example/" },
		]);
	});
});

describe("operator CLI: monitors:list and monitors:show", () => {
	const ROOT = path.resolve(__dirname, "..");
	function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
		const env = {
			...process.env,
			TRANSPORTER: "",
			LEADMAP_NAMESPACE: "",
			DATABASE_URL: app.databaseUrl,
			LEADMAP_SECRET_KEY: TEST_SECRET_KEY,
			LOG_LEVEL: "warn",
		};
		return new Promise((resolve) => {
			const child = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), ["bin/cli.ts", ...args], { cwd: ROOT, env });
			let stdout = "";
			let stderr = "";
			child.stdout.on("data", (d) => (stdout += d));
			child.stderr.on("data", (d) => (stderr += d));
			child.on("close", (code) => resolve({ code, stdout, stderr }));
		});
	}

	test("lists an account's subscriptions and shows one with its last observation", async () => {
		const listed = await cli(["monitors:list", "--account", accountId, "--enabled", "true", "--json"]);
		expect(listed.code).toBe(0);
		const page = JSON.parse(listed.stdout);
		expect(page.total).toBeGreaterThan(0);
		const observed = page.data.find((m: { lastObservation: unknown }) => m.lastObservation);
		expect(observed).toMatchObject({ accountId, enabled: true, cid: expect.any(String), changes: 8 });
		const shown = await cli(["monitors:show", observed.id]);
		expect(shown.code).toBe(0);
		expect(shown.stdout).toContain(`monitor ${observed.id} of account ${accountId}`);
		expect(shown.stdout).toContain("8 change(s) found");
		expect(shown.stdout).toMatch(/name +"Le Nouveau Café"/);
		const bad = await cli(["monitors:show", "nope"]);
		expect(bad.code).toBe(2);
		expect(bad.stderr).toContain("<monitorId> must be an id");
	}, 120_000);
});
