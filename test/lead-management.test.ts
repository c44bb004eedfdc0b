import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { seedSearchWithLeads } from "./support/seed";

/** every service the leads routes call; the scrapers would go out to the real providers */
const GROUPS = ALL_GROUPS.filter((group) => !group.some((name) => name.startsWith("scraper-")));
const LEADS = 30;
let app: TestApp;
let key: string;
let accountId: string;
let searchId: string;
/** the seeded leads, newest first as the list gives them */
let ids: string[];

beforeAll(async () => {
	app = await startApp({ groups: GROUPS });
	({ key, accountId } = await app.createAccount({ plan: "pro" }));
	searchId = await seedSearchWithLeads(app.sql, accountId, LEADS);
	// Distinct creation times, one a day back from 2024-06-30, so the time filters have something to tell apart.
	await app.sql(
		`UPDATE leads l SET created_at = timestamptz '2024-06-30T12:00:00Z' - (r.position - 1) * interval '1 day'
		FROM search_results r WHERE r.lead_id = l.id AND r.search_id = $1`,
		[searchId],
	);
	ids = (await api(app, "GET", "/v1/leads?limit=500", { key })).body.leads.map((l: { id: string }) => l.id);
});
afterAll(() => app?.stop());

const patch = (id: string, body: unknown, k = key) => api(app, "PATCH", `/v1/leads/${id}`, { key: k, body });
const list = (query: string, k = key) => api(app, "GET", `/v1/leads?${query}`, { key: k });

async function walk(query: string, limit: number): Promise<string[]> {
	const seen: string[] = [];
	let cursor: string | null = null;
	do {
		const res: any = await list(`${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
		expect(res.status).toBe(200);
		seen.push(...res.body.leads.map((l: { id: string }) => l.id));
		cursor = res.body.nextCursor;
	} while (cursor);
	return seen;
}

describe("PATCH /v1/leads/{id}", () => {
	test("sets status, tags and note; GET, the list and the search's leads show them; a field left out stays", async () => {
		const id = ids[0];
		const res = await patch(id, { status: "contacted", tags: ["vip", "lyon"], note: "Called on Monday.\nCall back." });
		expect(res.status).toBe(200);
		expect(res.body).toMatchObject({ id, status: "contacted", tags: ["vip", "lyon"], note: "Called on Monday.\nCall back." });
		expect((await api(app, "GET", `/v1/leads/${id}`, { key })).body).toEqual(res.body);
		expect((await list("limit=1")).body.leads[0]).toEqual(res.body);
		const inSearch = (await api(app, "GET", `/v1/searches/${searchId}/leads?limit=1000`, { key })).body.data.find((l: { id: string }) => l.id === id);
		expect(inSearch).toMatchObject({ status: "contacted", tags: ["vip", "lyon"], note: "Called on Monday.\nCall back." });

		const status = await patch(id, { status: "qualified" });
		expect(status.body).toMatchObject({ status: "qualified", tags: ["vip", "lyon"], note: "Called on Monday.\nCall back." });
	});

	test("replacing the array removes a tag; an empty array removes them all; note null clears it", async () => {
		const id = ids[1];
		await patch(id, { tags: ["a", "b", "c"], note: "x" });
		expect((await patch(id, { tags: ["a", "c"] })).body).toMatchObject({ tags: ["a", "c"], note: "x" });
		expect((await patch(id, { tags: [], note: null })).body).toMatchObject({ tags: [], note: null, status: "new" });
	});

	test("an untouched lead is new, untagged, without a note", async () => {
		const lead = (await api(app, "GET", `/v1/leads/${ids[LEADS - 1]}`, { key })).body;
		expect(lead).toMatchObject({ status: "new", tags: [], note: null });
	});

	test("limits: 20 tags of 40 characters and a note of 2,000 pass", async () => {
		const tags = Array.from({ length: 20 }, (_, i) => `${i}`.padEnd(40, "t"));
		const res = await patch(ids[2], { tags, note: "n".repeat(2000), status: "lost" });
		expect(res.status).toBe(200);
		expect(res.body.tags).toEqual(tags);
		await patch(ids[2], { tags: [], note: null, status: "new" });
	});

	test.each([
		["an unknown field", { status: "won", score: 3 }],
		["an unknown status", { status: "closed" }],
		["a status that is not text", { status: 1 }],
		["21 tags", { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
		["a repeated tag", { tags: ["a", "a"] }],
		["an empty tag", { tags: [""] }],
		["a blank tag", { tags: ["   "] }],
		["a tag of 41 characters", { tags: ["t".repeat(41)] }],
		["a tag with a line break", { tags: ["a\nb"] }],
		["tags that are not an array", { tags: "vip" }],
		["a tag that is not text", { tags: [1] }],
		["a note of 2,001 characters", { note: "n".repeat(2001) }],
		["a note with a NUL", { note: "a\u0000b" }],
		["a note that is not text", { note: 5 }],
		["nothing to change", {}],
	])("400 invalid_body for %s, and nothing changes", async (_name, body) => {
		const before = (await api(app, "GET", `/v1/leads/${ids[3]}`, { key })).body;
		const res = await patch(ids[3], body);
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
		expect((await api(app, "GET", `/v1/leads/${ids[3]}`, { key })).body).toEqual(before);
	});

	test("another account's lead and a lead that does not exist are 404; the owner's lead is untouched", async () => {
		const other = await app.createAccount({ plan: "pro" });
		expect(await patch(ids[4], { status: "won" }, other.key)).toMatchObject({ status: 404, body: { error: "not_found" } });
		expect(await patch("00000000-0000-4000-8000-000000000000", { status: "won" })).toMatchObject({ status: 404, body: { error: "not_found" } });
		expect(await patch("not-a-lead", { status: "won" })).toMatchObject({ status: 404, body: { error: "not_found" } });
		expect((await api(app, "GET", `/v1/leads/${ids[4]}`, { key })).body.status).toBe("new");
	});

	test("needs leads:write; leads:read alone is 403", async () => {
		const scoped = async (scopes: string[]) => (await api(app, "POST", "/v1/keys", { key, body: { name: scopes.join(), scopes } })).body.key;
		const reader = await scoped(["leads:read"]);
		expect(await patch(ids[5], { status: "won" }, reader)).toMatchObject({ status: 403, body: { error: "insufficient_scope" } });
		const writer = await scoped(["leads:write"]);
		expect(await patch(ids[5], { status: "won" }, writer)).toMatchObject({ status: 200, body: { status: "won" } });
		await patch(ids[5], { status: "new" });
	});
});

describe("GET /v1/leads filters", () => {
	beforeAll(async () => {
		// ids[10..14] won and tagged "hot"; ids[12] also "vip"; ids[20..21] lost; two businesses with emails; one domain.
		for (const id of ids.slice(10, 15)) await patch(id, { status: "won", tags: id === ids[12] ? ["hot", "vip"] : ["hot"] });
		for (const id of ids.slice(20, 22)) await patch(id, { status: "lost" });
		await app.sql(
			`UPDATE businesses SET email_count = 1, emails = '[{"address":"a@b.fr","status":"deliverable","source":null}]'::jsonb
			WHERE id IN (SELECT business_id FROM leads WHERE id = ANY($1::uuid[]))`,
			[[ids[6], ids[7]]],
		);
		await app.sql(`UPDATE businesses SET name = 'Boulangerie Zéphyr', domain = 'zephyr-pains.fr' WHERE id = (SELECT business_id FROM leads WHERE id = $1)`, [
			ids[8],
		]);
		await app.sql(`UPDATE businesses SET domain = 'pains-et-cie.fr' WHERE id = (SELECT business_id FROM leads WHERE id = $1)`, [ids[9]]);
	});

	test("status (any of, repeated or comma-separated), tag (all of), hasEmail, q on the name or the domain", async () => {
		expect(await walk("status=won", 2)).toEqual(ids.slice(10, 15));
		expect(await walk("status=won,lost", 3)).toEqual([...ids.slice(10, 15), ...ids.slice(20, 22)]);
		expect(await walk("status=won&status=lost", 100)).toEqual([...ids.slice(10, 15), ...ids.slice(20, 22)]);
		expect(await walk("status=new", 7)).toHaveLength(LEADS - 7 - (await walk("status=contacted,qualified", 100)).length);
		expect(await walk("tag=hot", 2)).toEqual(ids.slice(10, 15));
		expect(await walk("tag=hot&tag=vip", 2)).toEqual([ids[12]]);
		expect(await walk("tag=HOT", 2)).toEqual([]);
		expect(await walk("hasEmail=true", 1)).toEqual([ids[6], ids[7]]);
		expect(await walk("hasEmail=false", 100)).toHaveLength(LEADS - 2);
		expect(await walk("q=ZÉPHYR", 1)).toEqual([ids[8]]);
		expect(await walk("q=pains", 1)).toEqual([ids[8], ids[9]]);
		expect(await walk("q=pains%20cie", 1)).toEqual([ids[9]]);
		expect(await walk("q=100%25", 1)).toEqual([]);
		expect(await walk("status=won&tag=vip&q=seeded", 1)).toEqual([ids[12]]);
	});

	test("createdAfter (inclusive) and createdBefore (exclusive), dates or times", async () => {
		// ids[i] was made at 2024-06-30T12:00Z minus i days
		expect(await walk("createdAfter=2024-06-28T12:00:00Z", 1)).toEqual(ids.slice(0, 3));
		expect(await walk("createdBefore=2024-06-28T12:00:00Z&createdAfter=2024-06-26", 1)).toEqual(ids.slice(3, 5));
		expect(await walk("createdAfter=2024-06-29T14:00:00%2B02:00", 5)).toEqual(ids.slice(0, 2));
		expect(await walk("createdAfter=2030-01-01", 5)).toEqual([]);
	});

	test("the spec's shape stays {leads, nextCursor}; a cursor goes on with the same filters and is refused with others", async () => {
		const first = await list("status=won&limit=2");
		expect(Object.keys(first.body).sort()).toEqual(["leads", "nextCursor"]);
		const cursor = encodeURIComponent(first.body.nextCursor);
		expect((await list(`status=won&limit=2&cursor=${cursor}`)).body.leads.map((l: { id: string }) => l.id)).toEqual(ids.slice(12, 14));
		expect(await list(`status=lost&cursor=${cursor}`)).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		expect(await list(`cursor=${cursor}`)).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		// an unfiltered cursor still works as it did
		const plain = await list("limit=5");
		expect((await list(`limit=5&cursor=${encodeURIComponent(plain.body.nextCursor)}`)).body.leads.map((l: { id: string }) => l.id)).toEqual(ids.slice(5, 10));
	});

	test.each([
		"status=open",
		"status=won,",
		"tag=" + "t".repeat(41),
		"tag=a%0Ab",
		"hasEmail=yes",
		"hasEmail=1",
		"q=a%00b",
		"q=a&q=b",
		"q=" + Array.from({ length: 9 }, (_, i) => `w${i}`).join("+"),
		"createdAfter=yesterday",
		"createdAfter=2024-13-01",
		"createdAfter=0000-01-01",
		"createdAfter=2024-02-30",
		"createdBefore=0999-12-31T00:00:00Z",
		"createdBefore=1719748800",
		"createdAfter=2024-06-01&createdAfter=2024-06-02",
		"sort=name",
	])("400 invalid_body for %s", async (query) => {
		expect(await list(query)).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});
});

describe("POST /v1/leads/export", () => {
	async function exportLeads(body: unknown, k = key): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
		const res = await fetch(`${app.url}/v1/leads/export`, {
			method: "POST",
			headers: { authorization: `Bearer ${k}`, "content-type": "application/json" },
			body: JSON.stringify(body),
		});
		return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
	}

	test("CSV of the leads that match the body's filters, with status, tags and note", async () => {
		await patch(ids[12], { note: '=cmd|"/c calc"' });
		const res = await exportLeads({ status: ["won"], tag: "hot" });
		expect(res.status).toBe(200);
		expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
		expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="leadmap-leads-\d{4}-\d{2}-\d{2}\.csv"$/);
		const rows: Record<string, string>[] = parse(res.bytes.subarray(3).toString("utf8"), { columns: true });
		expect(rows.map((r) => r.id)).toEqual(ids.slice(10, 15));
		expect(rows[2]).toMatchObject({ status: "won", tags: "hot; vip", note: `'=cmd|"/c calc"` });
	});

	test("JSON: the leads as GET /v1/leads gives them; with no filter, every lead of the account", async () => {
		const res = await exportLeads({ format: "json" });
		expect(res.status).toBe(200);
		const exported = JSON.parse(res.bytes.toString("utf8"));
		expect(exported.map((l: { id: string }) => l.id)).toEqual(ids);
		expect(exported).toEqual((await list("limit=500")).body.leads);
	});

	test("XLSX: one row per lead that matches, the management columns at the end", async () => {
		const res = await exportLeads({ format: "xlsx", hasEmail: true });
		expect(res.status).toBe(200);
		const workbook = new ExcelJS.Workbook();
		await workbook.xlsx.load(res.bytes as unknown as ArrayBuffer);
		const sheet = workbook.getWorksheet("Leads")!;
		const header = (sheet.getRow(1).values as unknown[]).slice(1);
		expect(header.slice(-3)).toEqual(["status", "tags", "note"]);
		expect(sheet.rowCount).toBe(3);
		expect(sheet.getRow(2).getCell(1).value).toBe(ids[6]);
	});

	test("a search's export carries status, tags and note too", async () => {
		const res = await fetch(`${app.url}/v1/searches/${searchId}/export?format=json`, { headers: { authorization: `Bearer ${key}` } });
		const exported = (await res.json()) as { id: string; status: string; tags: string[] }[];
		expect(exported).toHaveLength(LEADS);
		expect(exported.find((l) => l.id === ids[12])).toMatchObject({ status: "won", tags: ["hot", "vip"], note: '=cmd|"/c calc"' });
		expect(exported.find((l) => l.id === ids[29])).toMatchObject({ status: "new", tags: [], note: null });
	});

	test("bad filters and unknown fields are a 400 before any byte of a file; it needs leads:export", async () => {
		for (const body of [{ status: "open" }, { format: "pdf" }, { hasEmail: "maybe" }, { createdAfter: 5 }, { tag: [1] }, { sort: "name" }]) {
			const res = await exportLeads(body);
			expect({ body, status: res.status, error: JSON.parse(res.bytes.toString()).error }).toEqual({ body, status: 400, error: "invalid_body" });
		}
		const reader = (await api(app, "POST", "/v1/keys", { key, body: { name: "r", scopes: ["leads:read"] } })).body.key;
		expect((await exportLeads({}, reader)).status).toBe(403);
	});

	test("an account's export holds only its own leads", async () => {
		const other = await app.createAccount({ plan: "pro" });
		const res = await exportLeads({ format: "json" }, other.key);
		expect(JSON.parse(res.bytes.toString("utf8"))).toEqual([]);
	});
});
