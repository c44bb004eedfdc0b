import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { bingYpid } from "../sandbox/bing-wire";
import { expectedPhotos, expectedPopularTimes, shownMedia } from "../sandbox/place-media";
import { defaultWorld, type WorldBusiness } from "../sandbox/world";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForRun, waitForSearch } from "./support/searches";

/**
 * Issue 29: photos and popular times come from Google's place page, which a research run, a monitor
 * check and a lookup of an unseen id read, and a search does not. Stored on the shared row, they show
 * on the lead, the dataset row, the business record and every export, and a later search (whose
 * answer has none) keeps them.
 */

let app: TestApp;
let key: string;
let searchId: string;
/** A lead of the search whose place has photos and popular times, researched in the second test. */
let researched: any;

const NONE = { photos: [], photoCount: null, popularTimes: null };
const QUERY = { keyword: "restaurant", location: "Lyon", options: { maxResults: 15 } };

function truth(cid: string): WorldBusiness {
	const b = app.simulator!.world.businessByCid(cid);
	if (!b) throw new Error(`no world business ${cid}`);
	return b;
}

async function search(): Promise<any[]> {
	const res = await api(app, "POST", "/v1/searches", { key, body: QUERY });
	expect(res.status).toBe(201);
	expect((await waitForSearch(app, key, res.body.id)).status).toBe("completed");
	searchId = res.body.id;
	return allSearchLeads(app, key, searchId);
}

async function download(path: string): Promise<Buffer> {
	const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${key}` } });
	expect(res.status).toBe(200);
	return Buffer.from(await res.arrayBuffer());
}

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true });
	({ key } = await app.createAccount({ plan: "pro", credits: 200 }));
}, 90_000);
afterAll(() => app.stop());

test("a search's leads show no photos or popular times: Google's search answer carries none", async () => {
	const leads = await search();
	expect(leads).toHaveLength(15);
	for (const lead of leads) expect(lead).toMatchObject(NONE);
	researched = leads.find((l) => expectedPhotos(truth(l.cid)) && expectedPopularTimes(truth(l.cid)));
	expect(researched).toBeDefined();
}, 60_000);

test("a research run reads the place page: the lead, the dataset row and the business record show them", async () => {
	const run = await api(app, "POST", `/v1/businesses/${researched.cid}/research`, { key, body: { maxReviews: 10 } });
	expect(run.status).toBe(201);
	expect((await waitForRun(app, key, run.body.id)).status).toBe("completed");
	const media = shownMedia(truth(researched.cid));
	expect(media.photos.length).toBeGreaterThan(0);

	const business = await api(app, "GET", `/v1/businesses/${researched.cid}`, { key });
	expect(business.body).toMatchObject(media);
	const leads = await allSearchLeads(app, key, searchId);
	expect(leads.find((l) => l.id === researched.id)).toMatchObject(media);
	const rows = await api(app, "GET", "/v1/businesses?owned=true&limit=200", { key });
	expect(rows.body.data.find((r: any) => r.cid === researched.cid)).toMatchObject(media);
	expect(rows.body.data.filter((r: any) => r.cid !== researched.cid).every((r: any) => r.photos.length === 0 && r.popularTimes === null)).toBe(true);
}, 120_000);

test("the same search again (its answer without photos) keeps what the place page gave", async () => {
	const leads = await search();
	const media = shownMedia(truth(researched.cid));
	expect(leads.find((l) => l.cid === researched.cid)).toMatchObject(media);
	const [row] = await app.sql("SELECT photo_count, jsonb_array_length(photos) AS n FROM businesses WHERE provider = 'google' AND provider_business_id = $1", [
		researched.cid,
	]);
	expect(row).toEqual({ photo_count: media.photoCount, n: media.photos.length });
}, 60_000);

test("CSV, XLSX and JSON exports carry photo_count, photo_urls (space-separated) and popular_times (JSON)", async () => {
	const leads = await allSearchLeads(app, key, searchId);
	const media = shownMedia(truth(researched.cid));
	const rows: Record<string, string>[] = parse((await download(`/v1/searches/${searchId}/export?format=csv`)).subarray(3).toString("utf8"), { columns: true });
	const row = rows.find((r) => r.cid === researched.cid)!;
	expect(row.photo_count).toBe(String(media.photoCount));
	expect(row.photo_urls.split(" ")).toEqual(media.photos.map((p) => p.url));
	expect(JSON.parse(row.popular_times)).toEqual(media.popularTimes);
	for (const other of rows.filter((r) => r.cid !== researched.cid)) expect([other.photo_count, other.photo_urls, other.popular_times]).toEqual(["", "", ""]);

	const book = new ExcelJS.Workbook();
	await book.xlsx.load((await download(`/v1/searches/${searchId}/export?format=xlsx`)) as unknown as ArrayBuffer);
	const sheet = book.worksheets[0];
	const headers = (sheet.getRow(1).values as unknown[]).slice(1);
	const at = rows.indexOf(row) + 2;
	const cell = (name: string) => sheet.getRow(at).getCell(headers.indexOf(name) + 1).value;
	expect(cell("photo_count")).toBe(media.photoCount);
	expect(cell("photo_urls")).toBe(row.photo_urls);
	expect(cell("popular_times")).toBe(row.popular_times);

	const json = JSON.parse((await download(`/v1/searches/${searchId}/export?format=json`)).toString("utf8"));
	expect(json).toEqual(leads);
	expect(json.find((l: any) => l.cid === researched.cid)).toMatchObject(media);
}, 60_000);

test("an id the dataset has not seen is read from its place page when unlocked; a Bing row carries none, its lead shows Google's", async () => {
	const seen = new Set((await app.sql<{ provider_business_id: string }>("SELECT provider_business_id FROM businesses")).map((r) => r.provider_business_id));
	const unseen = defaultWorld.cityBusinesses("lyon").find((b) => !seen.has(b.cid) && expectedPhotos(b) && expectedPopularTimes(b))!;
	const unlock = await api(app, "POST", "/v1/businesses/unlock", {
		key,
		body: {
			businesses: [
				{ provider: "google", id: unseen.cid },
				{ provider: "bing", id: bingYpid(unseen) },
			],
		},
	});
	expect(unlock.status).toBe(200);
	const leads = (await api(app, "GET", "/v1/leads?limit=5", { key })).body.leads;
	expect(leads.find((l: any) => l.provider === "google" && l.cid === unseen.cid)).toMatchObject(shownMedia(unseen));
	const bingRow = (await api(app, "GET", "/v1/businesses?provider=bing&owned=true", { key })).body.data[0];
	expect(bingRow).toMatchObject({ providerBusinessId: bingYpid(unseen), ...NONE });
	// its lead shows them as the same business's Google row, which the account owns, has them
	expect(leads.find((l: any) => l.provider === "bing")).toMatchObject({
		...shownMedia(unseen),
		filledFrom: expect.objectContaining({ photos: "google", photoCount: "google", popularTimes: "google" }),
	});
}, 60_000);

test("dataset.upsert refuses media out of their form, and takes them in it", async () => {
	const quiet = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, new Array(24).fill(0)]));
	const photo = { url: "https://lh5.googleusercontent.com/p/AF1QipCheck=w800-h600-k-no", width: 800, height: 600 };
	const observe = (media: Record<string, unknown>) =>
		app.call("dataset.upsert", {
			observations: [{ provider: "google", providerBusinessId: "7300000000000000029", cid: "7300000000000000029", name: "Media Check", ...media }],
		});
	for (const bad of [
		{ photos: new Array(11).fill(photo) },
		{ photos: [{ ...photo, url: "not a url" }] },
		{ photos: [{ url: photo.url }] },
		{ photoCount: -1 },
		{ popularTimes: { ...quiet, monday: [1, 2, 3] } },
		{ popularTimes: { ...quiet, friday: new Array(24).fill(101) } },
		{ popularTimes: { monday: quiet.monday } },
	]) {
		await expect(observe(bad)).rejects.toMatchObject({ type: "VALIDATION_ERROR" });
	}
	await observe({ photos: [photo], photoCount: 1, popularTimes: quiet });
	const [row] = await app.sql("SELECT photos, photo_count, popular_times FROM businesses WHERE provider_business_id = '7300000000000000029'");
	expect(row).toEqual({ photos: [photo], photo_count: 1, popular_times: quiet });
});
