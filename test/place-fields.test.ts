import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { weeklyOpeningHours } from "../sandbox/hours";
import type { WorldBusiness } from "../sandbox/world";
import { openingHoursText } from "../shared/place-fields";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

/** Issue 18: everything a place shows, from the simulator's wire to leads, dataset rows, the business record and exports. */

let app: TestApp;
let key: string;
let searchId: string;
let leads: any[];
let closedCid: string;
let temporarilyClosedCid: string;

async function search(body: Record<string, unknown>): Promise<string> {
	const res = await api(app, "POST", "/v1/searches", { key, body });
	expect(res.status).toBe(201);
	const done = await waitForSearch(app, key, res.body.id);
	expect(done.status).toBe("completed");
	return res.body.id;
}

function truth(cid: string): WorldBusiness {
	const b = app.simulator!.world.businessByCid(cid);
	if (!b) throw new Error(`no world business ${cid}`);
	return b;
}

function statusOf(line: string | null): string | null {
	if (line === "Permanently closed") return "closed_permanently";
	if (line === "Temporarily closed") return "closed_temporarily";
	return line === null ? null : "operational";
}

/** What the simulator's place shows, in the API's form. */
function expectedPlaceFields(b: WorldBusiness) {
	return {
		addressParts: { street: b.street, postalCode: b.postalCode, locality: b.locality, region: b.region, countryCode: b.countryCode },
		latitude: b.latitude,
		longitude: b.longitude,
		timezone: b.timezone,
		openingHours: b.hours ? weeklyOpeningHours(b.hours) : null,
		businessStatus: statusOf(b.businessStatus),
		description: b.description,
		priceRange: b.priceRange,
		phoneE164: b.phone ? b.phone.replace(/[^+\d]/g, "") : null,
	};
}

async function download(path: string, init: RequestInit = {}): Promise<{ status: number; bytes: Buffer }> {
	const res = await fetch(app.url + path, { ...init, headers: { authorization: `Bearer ${key}`, "content-type": "application/json", ...init.headers } });
	return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

const csvRows = (bytes: Buffer): Record<string, string>[] => parse(bytes.subarray(3).toString("utf8"), { columns: true });

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	({ key } = await app.createAccount({ plan: "pro" }));
	const query = { keyword: "restaurant", location: "Lyon", options: { maxResults: 30 } };
	searchId = await search(query);
	const first = await allSearchLeads(app, key, searchId);
	// Two places close; a second run of the same search observes it (the leads stay the same ones).
	closedCid = first[0].cid;
	temporarilyClosedCid = first[1].cid;
	app.simulator!.changePlace(closedCid, { businessStatus: "closed_permanently" });
	app.simulator!.changePlace(temporarilyClosedCid, { businessStatus: "closed_temporarily" });
	await search(query);
	leads = await allSearchLeads(app, key, searchId);
}, 120_000);
afterAll(() => app.stop());

test("a search's leads carry what each place shows, as the simulator's wire has it", () => {
	expect(leads).toHaveLength(30);
	for (const lead of leads) expect(lead).toMatchObject(expectedPlaceFields(truth(lead.cid)));
	const byCid = new Map(leads.map((l) => [l.cid, l]));
	expect(byCid.get(closedCid).businessStatus).toBe("closed_permanently");
	expect(byCid.get(temporarilyClosedCid).businessStatus).toBe("closed_temporarily");
	// Lyon's world has hours, descriptions and price ranges on some places: the fields are filled, not only null.
	expect(leads.some((l) => l.openingHours && l.openingHours.weekly.monday)).toBe(true);
	expect(leads.some((l) => l.priceRange)).toBe(true);
	expect(leads.every((l) => l.timezone === "Europe/Paris")).toBe(true);
	expect(leads.filter((l) => l.phone).every((l) => /^\+33\d{9}$/.test(l.phoneE164))).toBe(true);
});

test("dataset rows show the same place fields and cid as the leads; phoneE164 only on owned rows", async () => {
	const res = await api(app, "GET", "/v1/businesses?provider=google&locality=Lyon&owned=true&limit=200", { key });
	expect(res.status).toBe(200);
	const rows = new Map(res.body.data.map((r: any) => [r.providerBusinessId, r]));
	for (const lead of leads) {
		const row: any = rows.get(lead.providerBusinessId);
		expect(row).toBeDefined();
		const { addressParts, latitude, longitude, timezone, openingHours, businessStatus, description, priceRange, phoneE164, cid } = lead;
		expect(row).toMatchObject({ addressParts, latitude, longitude, timezone, openingHours, businessStatus, description, priceRange, phoneE164, cid });
	}
	const { key: otherKey } = await app.createAccount({ plan: "pro" });
	const other = await api(app, "GET", "/v1/businesses?provider=google&locality=Lyon&limit=50", { key: otherKey });
	expect(other.status).toBe(200);
	for (const row of other.body.data) {
		expect(row).not.toHaveProperty("phoneE164");
		expect(row).toHaveProperty("openingHours");
	}
});

test("the business record by CID carries the place fields (not the phone)", async () => {
	const lead = leads.find((l) => l.cid === closedCid);
	const res = await api(app, "GET", `/v1/businesses/${closedCid}`, { key });
	expect(res.status).toBe(200);
	const { addressParts, timezone, openingHours, businessStatus, description, priceRange, fullAddress } = lead;
	expect(res.body).toMatchObject({ addressParts, timezone, openingHours, businessStatus, description, priceRange, fullAddress });
	expect(res.body).not.toHaveProperty("phoneE164");
});

test("the listing filters by businessStatus and hasHours, and refuses values it does not know", async () => {
	const closed = await api(app, "GET", "/v1/businesses?businessStatus=closed_permanently&owned=true", { key });
	expect(closed.status).toBe(200);
	expect(closed.body.data.map((r: any) => r.cid)).toEqual([closedCid]);
	const either = await api(app, "GET", "/v1/businesses?businessStatus=closed_permanently,closed_temporarily&owned=true", { key });
	expect(either.body.data.map((r: any) => r.cid).sort()).toEqual([closedCid, temporarilyClosedCid].sort());
	const withHours = await api(app, "GET", "/v1/businesses?hasHours=true&owned=true&limit=200", { key });
	const withoutHours = await api(app, "GET", "/v1/businesses?hasHours=false&owned=true&limit=200", { key });
	expect(withHours.body.data.every((r: any) => r.openingHours !== null)).toBe(true);
	expect(withoutHours.body.data.every((r: any) => r.openingHours === null)).toBe(true);
	expect(withHours.body.data.length + withoutHours.body.data.length).toBe(leads.length);
	for (const bad of ["businessStatus=closed", "businessStatus=operational,open", "hasHours=yes"]) {
		const res = await api(app, "GET", `/v1/businesses?${bad}`, { key });
		expect(res.status).toBe(400);
		expect(res.body.error).toBe("invalid_body");
	}
});

test("CSV, JSON and XLSX exports carry the place fields; skipClosed leaves permanently closed places out", async () => {
	const csv = await download(`/v1/searches/${searchId}/export?format=csv`);
	expect(csv.status).toBe(200);
	const rows = csvRows(csv.bytes);
	expect(rows.map((r) => r.id)).toEqual(leads.map((l) => l.id));
	rows.forEach((row, i) => {
		const l = leads[i];
		expect(row).toMatchObject({
			street: l.addressParts.street ?? "",
			postal_code: l.addressParts.postalCode ?? "",
			timezone: l.timezone,
			business_status: l.businessStatus ?? "",
			opening_hours: openingHoursText(l.openingHours) ?? "",
			price_range: l.priceRange ?? "",
			phone_e164: l.phoneE164 ? `'${l.phoneE164}` : "",
		});
	});
	const json = await download(`/v1/searches/${searchId}/export?format=json`);
	expect(JSON.parse(json.bytes.toString("utf8"))).toEqual(leads);

	const xlsx = await download(`/v1/searches/${searchId}/export?format=xlsx&skipClosed=true`);
	expect(xlsx.status).toBe(200);
	const book = new ExcelJS.Workbook();
	await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
	const sheet = book.worksheets[0];
	const headers = (sheet.getRow(1).values as unknown[]).slice(1);
	const col = (name: string) => headers.indexOf(name) + 1;
	const open = leads.filter((l) => l.businessStatus !== "closed_permanently");
	expect(sheet.rowCount - 1).toBe(open.length);
	expect(sheet.getRow(2).getCell(col("timezone")).value).toBe("Europe/Paris");
	expect(sheet.getRow(2).getCell(col("business_status")).value).toBe(open[0].businessStatus);

	const skipped = csvRows((await download(`/v1/searches/${searchId}/export?format=csv&skipClosed=true`)).bytes);
	expect(skipped.map((r) => r.id)).toEqual(open.map((l) => l.id));
	expect(skipped.some((r) => r.business_status === "closed_temporarily")).toBe(true);
});

test("POST /v1/leads/export takes skipClosed in the body or the query; a value not true or false is a 400", async () => {
	const open = new Set(leads.filter((l) => l.businessStatus !== "closed_permanently").map((l) => l.id));
	for (const [path, body] of [
		["/v1/leads/export", { format: "json", skipClosed: true }],
		["/v1/leads/export?skipClosed=true", { format: "json" }],
	] as const) {
		const res = await download(path, { method: "POST", body: JSON.stringify(body) });
		expect(res.status).toBe(200);
		const exported: any[] = JSON.parse(res.bytes.toString("utf8"));
		expect(new Set(exported.map((l) => l.id))).toEqual(open);
	}
	const all = await download("/v1/leads/export", { method: "POST", body: JSON.stringify({ format: "json", skipClosed: false }) });
	expect(JSON.parse(all.bytes.toString("utf8"))).toHaveLength(leads.length);
	const bad = await api(app, "POST", "/v1/leads/export", { key, body: { skipClosed: "yes" } });
	expect(bad.status).toBe(400);
	const badQuery = await api(app, "GET", `/v1/searches/${searchId}/export?skipClosed=1`, { key });
	expect(badQuery.status).toBe(400);
});

test("Bing leads get their time zone from the coordinates and the phone in E.164", async () => {
	const id = await search({ keyword: "bakery", location: "Lyon", provider: "bing", options: { maxResults: 10 } });
	const bing = await allSearchLeads(app, key, id);
	expect(bing.length).toBeGreaterThan(0);
	for (const lead of bing) {
		expect(lead.timezone).toBe("Europe/Paris");
		expect(lead.addressParts.countryCode).toBe("FR");
		expect(lead.openingHours).toBeNull();
		if (lead.phone) expect(lead.phoneE164).toMatch(/^\+33\d{9}$/);
	}
});

test("a Google row known only by its place id shows cid null on the dataset row, the unlock and the lead", async () => {
	const placeId = "ChIJplaceFieldsNoCid0000001";
	await app.call("dataset.upsert", {
		observations: [
			{
				provider: "google",
				providerBusinessId: placeId,
				cid: null,
				placeId,
				name: "No CID Bistro",
				locality: "Nowhere-sur-Test",
				country: "FR",
				latitude: 45.76,
				longitude: 4.83,
				phone: "04 72 00 00 00",
			},
		],
	});
	const row = await api(app, "GET", "/v1/businesses?locality=Nowhere-sur-Test", { key });
	expect(row.body.data).toHaveLength(1);
	expect(row.body.data[0]).toMatchObject({ cid: null, placeId, timezone: "Europe/Paris" });
	const unlock = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: placeId }] } });
	expect(unlock.status).toBe(200);
	expect(unlock.body.unlocked).toEqual([{ id: expect.any(String), cid: null }]);
	const owned = await api(app, "GET", "/v1/businesses?locality=Nowhere-sur-Test", { key });
	expect(owned.body.data[0]).toMatchObject({ cid: null, owned: true, phoneE164: "+33472000000" });
	const list = await api(app, "GET", "/v1/leads?limit=5", { key });
	const lead = list.body.leads.find((l: any) => l.placeId === placeId);
	expect(lead).toMatchObject({ cid: null, providerBusinessId: placeId, phoneE164: "+33472000000" });
});

test("the same phone read again without its country (a lookup by id) keeps its E.164 form; a new national number without one has none", async () => {
	const ypid = "YN102x777000111";
	const observe = (phone: string, country: string | null) =>
		app.call("dataset.upsert", {
			observations: [
				{
					provider: "bing",
					providerBusinessId: ypid,
					name: "Relookup Bistro",
					locality: "Relookup-sur-Test",
					country,
					latitude: 45.76,
					longitude: 4.83,
					phone,
				},
			],
		});
	await observe("04 72 35 73 38", "FR");
	const unlock = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "bing", id: ypid }] } });
	expect(unlock.status).toBe(200);
	const phoneE164 = async () => (await api(app, "GET", "/v1/businesses?locality=Relookup-sur-Test", { key })).body.data[0].phoneE164;
	expect(await phoneE164()).toBe("+33472357338");
	await observe("04 72 35 73 38", null);
	expect(await phoneE164()).toBe("+33472357338");
	await observe("04 72 99 99 99", null);
	expect(await phoneE164()).toBeNull();
	await observe("+33 4 72 99 99 99", null);
	expect(await phoneE164()).toBe("+33472999999");
});
