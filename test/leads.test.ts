import { randomUUID } from "node:crypto";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";

let app: TestApp;
let key: string;
let searchIds: string[];

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	({ key } = await app.createAccount({ plan: "pro" }));
	searchIds = [];
	for (const [keyword, n] of [
		["restaurant", 150],
		["dentist", 40],
	] as const) {
		const res = await api(app, "POST", "/v1/searches", { key, body: { keyword, location: "Lyon", options: { maxResults: n } } });
		searchIds.push(res.body.id);
		await waitForSearch(app, key, res.body.id);
	}
});
afterAll(() => app.stop());

async function walk(k: string, query: string): Promise<any[]> {
	const all: any[] = [];
	let cursor: string | null = null;
	do {
		const res: any = await api(app, "GET", `/v1/leads?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key: k });
		expect(res.status).toBe(200);
		all.push(...res.body.leads);
		cursor = res.body.nextCursor;
	} while (cursor);
	return all;
}

test("GET /v1/leads walks every lead newest first with an opaque cursor; the last page has nextCursor null", async () => {
	const first = await api(app, "GET", "/v1/leads", { key });
	expect(first.body.leads).toHaveLength(100);
	expect(typeof first.body.nextCursor).toBe("string");
	const all = await walk(key, "limit=37");
	expect(all).toHaveLength(190);
	expect(new Set(all.map((l) => l.id)).size).toBe(190);
	const times = all.map((l) => Date.parse(l.createdAt));
	expect([...times].sort((a, b) => b - a)).toEqual(times);
	const last = await api(app, "GET", "/v1/leads?limit=500", { key });
	expect(last.body.leads).toHaveLength(190);
	expect(last.body.nextCursor).toBeNull();
});

test("provider filter, repeated or comma-separated", async () => {
	expect(await walk(key, "provider=google&limit=500")).toHaveLength(190);
	expect(await walk(key, "provider=bing,apple&limit=500")).toHaveLength(0);
	expect((await api(app, "GET", "/v1/leads?provider=osm", { key })).status).toBe(400);
});

test.each(["limit=0", "limit=501", "limit=x", "limit=2.5", "cursor=abc", "cursor=abc.def", "unknown=1"])("400 invalid_body for %s", async (q) => {
	const res = await api(app, "GET", `/v1/leads?${q}`, { key });
	expect(res.status).toBe(400);
	expect(res.body).toEqual({ error: "invalid_body" });
});

test("a cursor altered, or taken to another account or filter, is refused", async () => {
	const page = await api(app, "GET", "/v1/leads?limit=10", { key });
	const cursor: string = page.body.nextCursor;
	const [payload, mac] = cursor.split(".");
	const forgedPayload = Buffer.from(JSON.stringify({ t: "2000-01-01 00:00:00+00", id: randomUUID() })).toString("base64url");
	expect((await api(app, "GET", `/v1/leads?cursor=${forgedPayload}.${mac}`, { key })).status).toBe(400);
	expect((await api(app, "GET", `/v1/leads?cursor=${payload}.${mac.slice(0, -2)}xx`, { key })).status).toBe(400);
	const other = await app.createAccount({ plan: "pro" });
	expect((await api(app, "GET", `/v1/leads?cursor=${encodeURIComponent(cursor)}`, { key: other.key })).status).toBe(400);
	expect((await api(app, "GET", `/v1/leads?provider=google&cursor=${encodeURIComponent(cursor)}`, { key })).status).toBe(400);
	expect((await api(app, "GET", `/v1/leads?cursor=${encodeURIComponent(cursor)}`, { key })).status).toBe(200);
});

test("GET /v1/leads/{id}: the same shape as in the list; another account's lead is not found", async () => {
	const list = await api(app, "GET", "/v1/leads?limit=1", { key });
	const lead = list.body.leads[0];
	const one = await api(app, "GET", `/v1/leads/${lead.id}`, { key });
	expect(one.status).toBe(200);
	expect(one.body).toEqual(lead);
	const other = await app.createAccount({ plan: "pro" });
	const theirs = await api(app, "GET", `/v1/leads/${lead.id}`, { key: other.key });
	expect(theirs.status).toBe(404);
	expect(theirs.body).toEqual({ error: "not_found" });
	expect((await api(app, "GET", "/v1/leads/nope", { key })).status).toBe(404);
});

test("a lead has the spec fields and ours, and no enrichment fields when there is nothing to show", async () => {
	const { body } = await api(app, "GET", `/v1/searches/${searchIds[1]}/leads?limit=1`, { key });
	const lead = body.data[0];
	for (const field of [
		"id",
		"name",
		"fullAddress",
		"categories",
		"phone",
		"website",
		"rating",
		"reviewCount",
		"provider",
		"providerBusinessId",
		"cid",
		"placeId",
		"latitude",
		"longitude",
		"locality",
		"country",
		"searchId",
		"createdAt",
	]) {
		expect(lead).toHaveProperty(field);
	}
	expect(lead.locality).toBe("Lyon");
	expect(lead.country).toBe("FR");
	expect(lead).not.toHaveProperty("emails");
	expect(lead).not.toHaveProperty("socials");
});
