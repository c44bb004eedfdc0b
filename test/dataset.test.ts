import { Client } from "pg";
import { ownershipKey } from "../services/billing/billing.contract";
import type { ListBusinessesParams } from "../services/dataset/dataset.contract";
import { parseListingRequest } from "../services/dataset/listing.filters";
import { estimateQuery, pageQuery } from "../services/dataset/listing.query";
import { api, startApp, type TestApp } from "./support/app";

/** Business dataset: GET /v1/businesses, POST /v1/businesses/unlock, GET /v1/businesses/{cid}. */
let app: TestApp;
let db: Client;
let key: string;
let accountId: string;
let otherKey: string;

const NAMES = ["Golden Pizza", "Blue Bakery", "Café Lumière", "Smith & Sons Plumbing", "100% Organic Market", "Dragon Palace"];
const STREETS = ["Rue Victor Hugo", "Main Street", "Hauptstraße"];
const CATEGORIES = [["Restaurant", "Pizza restaurant"], ["Bakery"], ["Plumber", "Restaurant"], []];
const EMAILS: { emails: { local: string; status: string }[]; stored: string[] }[] = [
	{
		emails: [
			{ local: "info", status: "role" },
			{ local: "anna", status: "deliverable" },
			{ local: "sales", status: "role" },
		],
		stored: ["role", "deliverable", "role"],
	},
	{ emails: [{ local: "hello", status: "catch_all" }], stored: ["catch_all"] },
	{ emails: [], stored: ["none"] },
	{ emails: [], stored: [] },
];

function makeSeed(i: number) {
	const provider: "google" | "bing" | "apple" = i % 5 === 3 ? "bing" : i % 5 === 4 ? "apple" : "google";
	const id =
		provider === "google" ? String(4_000_000_000_000_000_000n + BigInt(i) * 7919n) : provider === "bing" ? `YN${1000 + i}` : `I${(0xabc000 + i).toString(16)}`;
	const country = ["FR", "US", "DE"][i % 3];
	const locality = country === "FR" ? (i % 2 ? "Lyon" : "Paris") : country === "US" ? "Boston" : "Berlin";
	const mail = EMAILS[Math.floor(i / 2) % 4];
	return {
		provider,
		providerBusinessId: id,
		cid: provider === "google" ? id : null,
		placeId: provider === "google" ? `ChIJtest${i}xyz` : null,
		name: `${NAMES[i % 6]} ${i}`,
		fullAddress: `${i} ${STREETS[i % 3]}, ${locality}`,
		locality,
		country,
		categories: CATEGORIES[Math.floor(i / 3) % 4],
		rating: i % 7 === 0 ? null : 1 + (i % 41) / 10,
		phone: i % 3 !== 2 ? `+33 1 23 45 ${String(i).padStart(4, "0")}` : null,
		website: i % 2 === 0 ? `https://site${i}.example.com/` : null,
		emails: mail.emails.map((e) => ({ address: `${e.local}${i}@mail.example.com`, status: e.status })),
		storedStatuses: mail.stored,
	};
}

type Seed = ReturnType<typeof makeSeed>;
const seeds: Seed[] = [];

async function insert(list: Seed[]): Promise<void> {
	await app.call("dataset.upsert", {
		observations: list.map((s) => ({
			provider: s.provider,
			providerBusinessId: s.providerBusinessId,
			cid: s.cid,
			placeId: s.placeId,
			name: s.name,
			fullAddress: s.fullAddress,
			locality: s.locality,
			country: s.country,
			categories: s.categories,
			rating: s.rating,
			phone: s.phone,
			website: s.website,
		})),
	});
	for (const s of list) {
		// Enrichment does not exist yet: emails go in by hand.
		await db.query(`UPDATE businesses SET emails = $3::jsonb, email_count = $4, email_statuses = $5 WHERE provider = $1 AND provider_business_id = $2`, [
			s.provider,
			s.providerBusinessId,
			JSON.stringify(s.emails.map((e) => ({ ...e, source: null }))),
			s.emails.length,
			s.storedStatuses,
		]);
	}
	seeds.push(...list);
}

async function walk(query: string, k = key, limit = 200): Promise<any[]> {
	const rows: any[] = [];
	let cursor: string | undefined;
	do {
		const res = await api(app, "GET", `/v1/businesses?limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, {
			key: k,
		});
		expect(res.status).toBe(200);
		rows.push(...res.body.data);
		cursor = res.body.nextCursor;
	} while (cursor);
	return rows;
}

const ids = (rows: { providerBusinessId: string }[]) => rows.map((r) => r.providerBusinessId).sort();
const seedIds = (pred: (s: Seed) => boolean) => ids(seeds.filter(pred));
const balance = async (k = key) => (await api(app, "GET", "/v1/usage", { key: k })).body.credits.balance as number;
const unlock = (businesses: unknown, k = key) => api(app, "POST", "/v1/businesses/unlock", { key: k, body: { businesses } });
const ref = (s: Seed) => ({ provider: s.provider, id: s.providerBusinessId });

beforeAll(async () => {
	// A loaded CI machine must not turn the small exact totals asserted here into estimates.
	app = await startApp({ groups: [["gateway"], ["keys", "billing"], ["dataset", "runs"], ["leads"]], env: { LEADMAP_DATASET_COUNT_BUDGET_MS: "5000" } });
	db = new Client({ connectionString: app.databaseUrl });
	await db.connect();
	({ key, accountId } = await app.createAccount({ plan: "pro", credits: 1000 }));
	await app.call("billing.setRateLimit", { accountId, perMinute: 100_000 });
	({ key: otherKey } = await app.createAccount({ plan: "pro", credits: 1000 }));
	await insert(Array.from({ length: 60 }, (_, i) => makeSeed(i)));
});
afterAll(async () => {
	await db.end();
	await app.stop();
});

describe("GET /v1/businesses", () => {
	test("rows have exactly the listing shape, newest first; no contact value or key on rows the account does not own", async () => {
		const res = await fetch(`${app.url}/v1/businesses?limit=200`, { headers: { authorization: `Bearer ${key}` } });
		const text = await res.text();
		const body = JSON.parse(text);
		expect(body.data).toHaveLength(60);
		expect(Object.keys(body)).toEqual(["data"]);
		for (const word of ['"phone"', '"website"', '"emails"', '"email"', "+33 1", "example.com", "@"]) expect(text).not.toContain(word);
		const s = seeds[10]; // google, with a phone, a website and one email
		const row = body.data.find((r: any) => r.providerBusinessId === s.providerBusinessId);
		expect(row).toEqual({
			provider: "google",
			providerBusinessId: s.providerBusinessId,
			name: s.name,
			cid: s.providerBusinessId,
			placeId: s.placeId,
			locality: "Boston",
			country: "US",
			categories: [],
			rating: 2,
			reviewCount: null,
			hasPhone: true,
			hasWebsite: true,
			hasEmail: true,
			emailCount: 1,
			emailStatuses: ["catch_all"],
			owned: false,
			credits: 1,
			observedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
			sameAs: [],
			// what the place shows (no phoneE164: a contact value, absent like the phone)
			addressParts: { street: null, postalCode: null, locality: "Boston", region: null, countryCode: "US" },
			latitude: null,
			longitude: null,
			timezone: null,
			openingHours: null,
			businessStatus: null,
			description: null,
			priceRange: null,
			photos: [],
			photoCount: null,
			popularTimes: null,
		});
		const withMail = body.data.find((r: any) => r.providerBusinessId === seeds[1].providerBusinessId);
		expect(withMail).toMatchObject({ hasEmail: true, emailCount: 3, emailStatuses: ["deliverable", "role"] });
		const bing = body.data.find((r: any) => r.provider === "bing");
		expect(bing).toMatchObject({ cid: null, placeId: null });
		const keys = body.data.map((r: any) => r.providerBusinessId);
		expect(new Set(keys).size).toBe(60);
	});

	test.each<[string, (s: Seed) => boolean]>([
		["provider=bing", (s) => s.provider === "bing"],
		["provider=bing&provider=apple", (s) => s.provider !== "google"],
		["provider=google,apple", (s) => s.provider !== "bing"],
		["q=pizza", (s) => s.name.includes("Pizza")],
		["q=PIZZA%20golden", (s) => s.name.startsWith("Golden Pizza")],
		["q=hauptstra%C3%9Fe", (s) => s.fullAddress.includes("Hauptstraße")],
		["q=lumi%C3%A8re%20hauptstra", (s) => s.name.includes("Lumière") && s.fullAddress.includes("Hauptstra")],
		["q=100%25", (s) => s.name.startsWith("100%")],
		["q=gold%20zzz", () => false],
		["country=FR", (s) => s.country === "FR"],
		["country=us", (s) => s.country === "US"],
		["locality=Lyon", (s) => s.locality === "Lyon"],
		["category=Restaurant", (s) => s.categories.includes("Restaurant")],
		["category=Pizza%20restaurant", (s) => s.categories.includes("Pizza restaurant")],
		["minRating=4", (s) => s.rating !== null && s.rating >= 4],
		["minRating=2.5", (s) => s.rating !== null && s.rating >= 2.5],
		["hasPhone=true", (s) => s.phone !== null],
		["hasPhone=false", (s) => s.phone === null],
		["hasWebsite=true", (s) => s.website !== null],
		["hasWebsite=false", (s) => s.website === null],
		["hasEmail=true", (s) => s.emails.length > 0],
		["hasEmail=false", (s) => s.emails.length === 0],
		["emailStatus=deliverable", (s) => s.storedStatuses.includes("deliverable")],
		["emailStatus=catch_all,deliverable", (s) => s.storedStatuses.some((x) => ["catch_all", "deliverable"].includes(x))],
		["emailStatus=none", (s) => s.storedStatuses.includes("none")],
		["owned=false", () => true],
		["owned=true", () => false],
		["country=FR&category=Restaurant&minRating=2", (s) => s.country === "FR" && s.categories.includes("Restaurant") && (s.rating ?? 0) >= 2],
		["provider=google&hasEmail=true&emailStatus=role&hasWebsite=false", (s) => s.provider === "google" && s.storedStatuses.includes("role") && !s.website],
		["q=street&locality=Boston&hasPhone=true&owned=false", (s) => s.fullAddress.includes("Street") && s.locality === "Boston" && !!s.phone],
	])("filter %s", async (query, pred) => {
		const expected = seedIds(pred);
		expect(ids(await walk(query))).toEqual(expected);
		expect(ids(await walk(query, key, 7))).toEqual(expected);
	});

	test.each([
		"hasPhone=yes",
		"hasPhone=",
		"hasWebsite=1",
		"hasEmail=TRUE",
		"owned=0",
		"emailStatus=bogus",
		"emailStatus=deliverable,",
		"limit=0",
		"limit=201",
		"limit=x",
		"minRating=6",
		"minRating=abc",
		"minRating=-1",
		"country=FRA",
		"country=F1",
		"page=0",
		"page=-2",
		"page=abc",
		"page=1.5",
		"provider=osm",
		"q=ab",
		"q=a%20b",
		"q=%26%26%26",
		"country=FR&country=US",
		"q=x&q=y",
		"unknown=1",
		"cursor=abc",
		"cursor=abc.def",
	])("400 invalid_body for %s", async (query) => {
		const res = await api(app, "GET", `/v1/businesses?${query}`, { key });
		expect(res.status).toBe(400);
		expect(res.body).toEqual({ error: "invalid_body" });
	});

	test("page above 500 is 400 cursor_required; page with cursor is 400 invalid_body", async () => {
		expect(await api(app, "GET", "/v1/businesses?page=501", { key })).toMatchObject({ status: 400, body: { error: "cursor_required" } });
		const first = await api(app, "GET", "/v1/businesses?limit=5", { key });
		const both = await api(app, "GET", `/v1/businesses?page=2&cursor=${encodeURIComponent(first.body.nextCursor)}`, { key });
		expect(both).toMatchObject({ status: 400, body: { error: "invalid_body" } });
		expect((await api(app, "GET", "/v1/businesses?page=500", { key })).status).toBe(200);
	});

	test("page mode: page metadata, an exact total when small, no nextCursor", async () => {
		const all = await walk("");
		const p1 = await api(app, "GET", "/v1/businesses?page=1&limit=25", { key });
		expect(p1.body.page).toEqual({ number: 1, size: 25, total: 60, totalIsExact: true, maxPage: 3 });
		expect(p1.body).not.toHaveProperty("nextCursor");
		const p3 = await api(app, "GET", "/v1/businesses?page=3&limit=25", { key });
		expect(p3.body.data).toHaveLength(10);
		expect([...p1.body.data, ...(await api(app, "GET", "/v1/businesses?page=2&limit=25", { key })).body.data, ...p3.body.data]).toEqual(all);
		const beyond = await api(app, "GET", "/v1/businesses?page=9&limit=25", { key });
		expect(beyond.body).toEqual({ data: [], page: { number: 9, size: 25, total: 60, totalIsExact: true, maxPage: 3 } });
		const none = await api(app, "GET", "/v1/businesses?page=1&q=zzzqqq", { key });
		expect(none.body).toEqual({ data: [], page: { number: 1, size: 50, total: 0, totalIsExact: true, maxPage: 1 } });
		const filtered = await api(app, "GET", "/v1/businesses?page=1&country=FR&limit=200", { key });
		expect(filtered.body.page.total).toBe(20);
	});

	test("cursor: absent on the last page; refused when forged, altered, or taken to another account or filter", async () => {
		const last = await api(app, "GET", "/v1/businesses?limit=200", { key });
		expect(last.body).not.toHaveProperty("nextCursor");
		const page = await api(app, "GET", "/v1/businesses?limit=10&country=FR", { key });
		const cursor: string = page.body.nextCursor;
		const [payload, mac] = cursor.split(".");
		const forged = Buffer.from(JSON.stringify({ t: "2000-01-01 00:00:00+00", id: "00000000-0000-4000-8000-000000000000" })).toString("base64url");
		for (const bad of [`${forged}.${mac}`, `${payload}.${mac.slice(0, -2)}xx`, `${payload}.${mac}.x`, "x".repeat(40)]) {
			expect((await api(app, "GET", `/v1/businesses?country=FR&cursor=${encodeURIComponent(bad)}`, { key })).status).toBe(400);
		}
		const c = encodeURIComponent(cursor);
		expect((await api(app, "GET", `/v1/businesses?country=FR&cursor=${c}`, { key: otherKey })).body).toEqual({ error: "invalid_body" });
		expect((await api(app, "GET", `/v1/businesses?country=DE&cursor=${c}`, { key })).status).toBe(400);
		expect((await api(app, "GET", `/v1/businesses?cursor=${c}`, { key })).status).toBe(400);
		expect((await api(app, "GET", `/v1/businesses?country=FR&owned=false&cursor=${c}`, { key })).status).toBe(400);
		const next = await api(app, "GET", `/v1/businesses?country=fr&limit=3&cursor=${c}`, { key });
		expect(next.status).toBe(200);
		expect(next.body.data).toHaveLength(3);
	});

	test("a cursor walk sees every row that existed when it began exactly once while rows are added and re-observed", async () => {
		const before = ids(await walk(""));
		const seen: string[] = [];
		let cursor: string | undefined;
		let round = 0;
		do {
			const res = await api(app, "GET", `/v1/businesses?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key });
			seen.push(...res.body.data.map((r: any) => r.providerBusinessId));
			cursor = res.body.nextCursor;
			round++;
			// New businesses, and known ones observed again (observedAt moves, the order must not).
			await insert([makeSeed(1000 + round * 2), makeSeed(1001 + round * 2)]);
			await app.call("dataset.upsert", {
				observations: [seeds[round % 60], seeds[(round * 7) % 60]].map((s) => ({
					provider: s.provider,
					providerBusinessId: s.providerBusinessId,
					name: s.name,
				})),
			});
		} while (cursor);
		expect(new Set(seen).size).toBe(seen.length);
		expect(before.every((id) => seen.includes(id))).toBe(true);
		expect(ids(await walk(""))).toEqual(ids(seeds));
	});

	test("q uses the trigram index; category, emailStatus and the deep cursor use theirs", async () => {
		await db.query("ANALYZE businesses");
		const plan = async (st: { text: string; values: unknown[] }) => {
			await db.query("BEGIN");
			await db.query("SET LOCAL enable_seqscan = off");
			const rows = await db.query(st.text.startsWith("EXPLAIN") ? st.text : `EXPLAIN ${st.text}`, st.values);
			await db.query("COMMIT");
			return JSON.stringify(rows.rows);
		};
		const filters = (query: ListBusinessesParams) => parseListingRequest(query).filters;
		expect(await plan(estimateQuery(accountId, filters({ q: "pizza golden" })))).toContain("businesses_text_trgm_idx");
		expect(await plan(estimateQuery(accountId, filters({ category: "Bakery" })))).toContain("businesses_categories_idx");
		expect(await plan(estimateQuery(accountId, filters({ emailStatus: "role" })))).toContain("businesses_email_statuses_idx");
		const after = { t: "2030-01-01 00:00:00+00", id: "00000000-0000-4000-8000-000000000000" };
		expect(await plan(pageQuery(accountId, filters({}), { limit: 51, after }))).toContain("businesses_listing_idx");
		expect(await plan(pageQuery(accountId, filters({ country: "FR" }), { limit: 51, after }))).toContain("businesses_country_listing_idx");
	});
});

describe("POST /v1/businesses/unlock", () => {
	test("unlocks once: a repeat is alreadyOwned and free; the row then shows its contact values and is a lead", async () => {
		const s = seeds[0]; // google, phone, website, three emails
		const start = await balance();
		const first = await unlock([ref(s)]);
		expect(first.status).toBe(200);
		expect(first.body).toEqual({ unlocked: [{ id: expect.stringMatching(/^[0-9a-f-]{36}$/), cid: s.cid }], creditsSpent: 1, alreadyOwned: [] });
		expect(await balance()).toBe(start - 1);
		const again = await unlock([ref(s)]);
		expect(again.body).toEqual({ unlocked: [], creditsSpent: 0, alreadyOwned: [{ provider: "google", id: s.providerBusinessId }] });
		expect(await balance()).toBe(start - 1);

		const [row] = (await walk(`q=${encodeURIComponent(s.name)}`)).filter((r) => r.providerBusinessId === s.providerBusinessId);
		expect(row).toMatchObject({ owned: true, credits: 0, phone: s.phone, website: s.website });
		expect(row.emails).toEqual(s.emails.map((e) => ({ ...e, source: null })));
		expect(ids(await walk("owned=true"))).toEqual([s.providerBusinessId]);
		const theirs = (await walk("", otherKey)).find((r) => r.providerBusinessId === s.providerBusinessId);
		expect(theirs).toMatchObject({ owned: false, credits: 1 });
		expect(theirs).not.toHaveProperty("phone");
		expect(await walk("owned=true", otherKey)).toEqual([]);

		const leads = await api(app, "GET", "/v1/leads?limit=500", { key });
		expect(leads.body.leads.map((l: any) => l.providerBusinessId)).toContain(s.providerBusinessId);
	});

	test("a CID and a place id of the same row, and repeated refs, are one row charged once; bing and apple ids resolve too", async () => {
		const [g, b, a] = [seeds[11], seeds[13], seeds[14]];
		const start = await balance();
		const res = await unlock([ref(g), { provider: "google", id: g.placeId }, ref(g), ref(b), ref(a), ref(b)]);
		expect(res.body.creditsSpent).toBe(3);
		expect(res.body.unlocked).toEqual([
			{ id: expect.any(String), cid: g.cid },
			{ id: expect.any(String), cid: null },
			{ id: expect.any(String), cid: null },
		]);
		expect(res.body.alreadyOwned).toEqual([]);
		expect(await balance()).toBe(start - 3);
		const byPlace = await unlock([{ provider: "google", id: g.placeId }]);
		expect(byPlace.body).toEqual({ unlocked: [], creditsSpent: 0, alreadyOwned: [{ provider: "google", id: g.providerBusinessId }] });
	});

	test("20 concurrent identical unlocks charge each row once", async () => {
		const batch = [seeds[15], seeds[16], seeds[17], seeds[18], seeds[19]].map(ref);
		const start = await balance();
		const all = await Promise.all(Array.from({ length: 20 }, () => unlock(batch)));
		expect(all.every((r) => r.status === 200)).toBe(true);
		expect(all.reduce((n, r) => n + r.body.creditsSpent, 0)).toBe(5);
		for (const r of all) expect(r.body.unlocked.length + r.body.alreadyOwned.length).toBe(5);
		expect(await balance()).toBe(start - 5);
		const ledger = await db.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE account_id = $1 AND kind = 'own'`, [accountId]);
		expect(ledger.rows[0].n).toBe(1 + 3 + 5);
		const leads = await db.query("SELECT count(*)::int AS n FROM leads WHERE account_id = $1", [accountId]);
		expect(leads.rows[0].n).toBe(9);
	});

	test("paid for before (e.g. by a search) but without a lead: not charged again, and the lead is made", async () => {
		const s = seeds[20];
		const [{ id }] = (await db.query("SELECT id FROM businesses WHERE provider_business_id = $1", [s.providerBusinessId])).rows;
		await app.call("billing.spend", { accountId, keys: [ownershipKey(id)] });
		const start = await balance();
		const res = await unlock([ref(s)]);
		expect(res.body).toEqual({ unlocked: [], creditsSpent: 0, alreadyOwned: [{ provider: s.provider, id: s.providerBusinessId }] });
		expect(await balance()).toBe(start);
		expect((await db.query("SELECT source FROM leads WHERE account_id = $1 AND business_id = $2", [accountId, id])).rows).toEqual([{ source: "unlock" }]);
	});

	test("402 insufficient_credits when the balance cannot cover the new rows: nothing charged, nothing owned", async () => {
		const poor = await app.createAccount({ plan: "pro", credits: 2 });
		const res = await unlock([seeds[21], seeds[22], seeds[23]].map(ref), poor.key);
		expect(res).toMatchObject({ status: 402, body: { error: "insufficient_credits" } });
		expect(await balance(poor.key)).toBe(2);
		expect(await walk("owned=true", poor.key)).toEqual([]);
		expect((await api(app, "GET", "/v1/leads", { key: poor.key })).body.leads).toEqual([]);
		const two = await unlock([seeds[21], seeds[22]].map(ref), poor.key);
		expect(two.body.creditsSpent).toBe(2);
		expect(await balance(poor.key)).toBe(0);
	});

	test("an account without an active subscription or trial cannot unlock", async () => {
		const canceled = await app.createAccount({ plan: "pro", credits: 50, accessStatus: "canceled" });
		expect(await unlock([ref(seeds[24])], canceled.key)).toMatchObject({ status: 402, body: { error: "subscription_inactive" } });
	});

	test("a ref that names no row is read from its provider: 400 when its id is not in the provider's form, 503 provider_unavailable when no scraper of the provider runs; nothing charged", async () => {
		// Known rows resolve whatever their form (the seeds' bing and apple ids are short); a new id must be in its provider's form.
		const start = await balance();
		const malformed: Array<[unknown, string]> = [
			[{ provider: "bing", id: seeds[26].placeId ?? "ChIJnope" }, "invalid_ypid"],
			// A place id resolves only for google.
			[{ provider: "apple", id: seeds[0].placeId }, "invalid_apple_id"],
			[{ provider: "google", id: "not-a-cid" }, "invalid_cid"],
		];
		for (const [bad, code] of malformed) expect(await unlock([ref(seeds[25]), bad])).toMatchObject({ status: 400, body: { error: code } });
		// This deployment runs no scraper: the unknown CID cannot be looked up (test/unseen-ids.test.ts has them running).
		const res = await unlock([ref(seeds[25]), { provider: "google", id: "999" }]);
		expect(res).toMatchObject({ status: 503, body: { error: "provider_unavailable" } });
		expect(res.headers.get("x-error-detail")).toContain("google");
		expect(await balance()).toBe(start);
		expect((await walk("")).find((r) => r.providerBusinessId === seeds[25].providerBusinessId).owned).toBe(false);
	});

	test("a lite account sees phone and website of its rows but not emails (enrichment is not in its plan)", async () => {
		const lite = await app.createAccount({ plan: "lite" });
		await unlock([ref(seeds[0])], lite.key);
		const [row] = await walk("owned=true", lite.key);
		expect(row).toMatchObject({ owned: true, phone: seeds[0].phone, website: seeds[0].website });
		expect(row).not.toHaveProperty("emails");
	});

	test.each<[string, unknown]>([
		["no body", undefined],
		["businesses missing", {}],
		["empty list", { businesses: [] }],
		["501 items", { businesses: Array.from({ length: 501 }, (_, i) => ({ provider: "google", id: String(i) })) }],
		["another property", { businesses: [{ provider: "google", id: "1" }], force: true }],
		["a ref with another property", { businesses: [{ provider: "google", id: "1", cid: "1" }] }],
		["an unknown provider", { businesses: [{ provider: "osm", id: "1" }] }],
		["an empty id", { businesses: [{ provider: "google", id: "" }] }],
		["an id not a string", { businesses: [{ provider: "google", id: 12 }] }],
		["not a list", { businesses: { provider: "google", id: "1" } }],
	])("400 invalid_body: %s", async (_label, body) => {
		const res = await api(app, "POST", "/v1/businesses/unlock", { key, body });
		expect(res).toMatchObject({ status: 400, body: { error: "invalid_body" } });
	});
});

describe("GET /v1/businesses/{cid}", () => {
	test("the shared record of an observed Google CID, without latestRun while no run exists", async () => {
		const s = seeds[0];
		const res = await api(app, "GET", `/v1/businesses/${s.cid}`, { key: otherKey });
		expect(res.status).toBe(200);
		expect(res.body).toEqual({
			id: expect.stringMatching(/^[0-9a-f-]{36}$/),
			provider: "google",
			providerBusinessId: s.cid,
			cid: s.cid,
			name: s.name,
			placeId: s.placeId,
			domain: "example.com",
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
			sameAs: [],
			fullAddress: s.fullAddress,
			addressParts: { street: null, postalCode: null, locality: s.locality, region: null, countryCode: s.country },
			latitude: null,
			longitude: null,
			timezone: null,
			openingHours: null,
			businessStatus: null,
			description: null,
			priceRange: null,
			photos: [],
			photoCount: null,
			popularTimes: null,
		});
		expect(Date.parse(res.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(res.body.createdAt));
	});

	test.each(["4000000000000000001", "unlock", "YN1003", "ChIJtest0xyz"])("404 not_found until observed: %s", async (cid) => {
		expect(await api(app, "GET", `/v1/businesses/${cid}`, { key })).toMatchObject({ status: 404, body: { error: "not_found" } });
	});

	test("observed later, it is found", async () => {
		const s = makeSeed(5000);
		expect((await api(app, "GET", `/v1/businesses/${s.cid}`, { key })).status).toBe(404);
		await insert([s]);
		expect((await api(app, "GET", `/v1/businesses/${s.cid}`, { key })).body.name).toBe(s.name);
	});
});

describe("scopes", () => {
	test("list and lookup need business:read, unlock needs business:unlock", async () => {
		const scoped = async (scopes: string[]) => (await api(app, "POST", "/v1/keys", { key, body: { scopes } })).body.key as string;
		const [reader, unlocker, other] = [await scoped(["business:read"]), await scoped(["business:unlock"]), await scoped(["leads:read"])];
		const forbidden = { status: 403, body: { error: "insufficient_scope" } };
		expect((await api(app, "GET", "/v1/businesses", { key: reader })).status).toBe(200);
		expect((await api(app, "GET", `/v1/businesses/${seeds[0].cid}`, { key: reader })).status).toBe(200);
		expect(await unlock([ref(seeds[0])], reader)).toMatchObject(forbidden);
		expect((await unlock([ref(seeds[0])], unlocker)).status).toBe(200);
		expect(await api(app, "GET", "/v1/businesses", { key: unlocker })).toMatchObject(forbidden);
		expect(await api(app, "GET", "/v1/businesses", { key: other })).toMatchObject(forbidden);
		expect(await api(app, "GET", `/v1/businesses/${seeds[0].cid}`, { key: other })).toMatchObject(forbidden);
		expect((await api(app, "GET", "/v1/businesses")).status).toBe(401);
	});
});

describe("page totals past the exact-count cap", () => {
	test("a planner estimate with totalIsExact false, and maxPage at most 500", async () => {
		await db.query(
			`INSERT INTO businesses (id, provider, provider_business_id, name, country, observed_at)
			 SELECT gen_random_uuid(), 'bing', 'bulk' || i, 'Bulk ' || i, 'NL', now() FROM generate_series(1, 12000) AS i`,
		);
		await db.query("ANALYZE businesses");
		const res = await api(app, "GET", "/v1/businesses?page=2&country=NL&limit=20", { key });
		expect(res.body.data).toHaveLength(20);
		expect(res.body.page).toMatchObject({ number: 2, size: 20, totalIsExact: false, maxPage: 500 });
		expect(res.body.page.total).toBeGreaterThan(10_000);
		const small = await api(app, "GET", "/v1/businesses?page=1&country=NL&limit=200&q=bulk%2011999", { key });
		expect(small.body.page).toEqual({ number: 1, size: 200, total: 1, totalIsExact: true, maxPage: 1 });
	});
});

describe("what enrichment writes", () => {
	test("dataset.setEnrichment fills the email flags, counts and statuses the listing filters on", async () => {
		const target = seeds[seeds.length - 1];
		const [row] = (await db.query("SELECT id FROM businesses WHERE provider = $1 AND provider_business_id = $2", [target.provider, target.providerBusinessId]))
			.rows;
		const emails = [
			{ address: "hello@zeta.example", status: "deliverable", source: "https://zeta.example/contact" },
			{ address: "info@zeta.example", status: "role", source: null },
			{ address: "old@zeta.example", status: "role", source: null },
		];
		await app.call("dataset.setEnrichment", { entries: [{ businessId: row.id, emails, socials: { instagram: "https://instagram.com/zeta" } }] });
		const listed = (await walk(`provider=${target.provider}&emailStatus=deliverable`)).find((r) => r.providerBusinessId === target.providerBusinessId);
		expect(listed).toMatchObject({ hasEmail: true, emailCount: 3, emailStatuses: ["deliverable", "role"] });
		expect(JSON.stringify(listed)).not.toContain("hello@zeta.example");
		await app.call("dataset.setEnrichment", { entries: [{ businessId: row.id, emails: [] }] });
		const none = (await walk(`provider=${target.provider}&emailStatus=none`)).find((r) => r.providerBusinessId === target.providerBusinessId);
		expect(none).toMatchObject({ hasEmail: false, emailCount: 0, emailStatuses: ["none"] });
		const [after] = (await db.query("SELECT socials FROM businesses WHERE id = $1", [row.id])).rows;
		expect(after.socials).toEqual({ instagram: "https://instagram.com/zeta" });
		await expect(
			app.call("dataset.setEnrichment", { entries: [{ businessId: row.id, emails: [{ address: "x@y.z", status: "great", source: null }] }] }),
		).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	});
});
