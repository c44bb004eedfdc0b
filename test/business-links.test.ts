import { appleId } from "../sandbox/apple-api";
import { bingYpid } from "../sandbox/bing-wire";
import type { WorldBusiness } from "../sandbox/world";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

/** One business across providers: links between dataset rows (`sameAs`), and leads filled from linked rows the account owns. */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ simulator: true, groups: ALL_GROUPS });
}, 60_000);

afterAll(async () => {
	await app?.stop();
});

/** 28 bookstores in Lyon: every provider returns them all. */
async function search(key: string, provider: "google" | "bing" | "apple"): Promise<any[]> {
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bookstore", location: "Lyon", provider, options: { maxResults: 50 } } });
	expect(res.status).toBe(201);
	expect(await waitForSearch(app, key, res.body.id)).toMatchObject({ status: "completed" });
	return allSearchLeads(app, key, res.body.id);
}

async function listing(key: string, query: string): Promise<any[]> {
	const res = await api(app, "GET", `/v1/businesses?${query}&limit=200`, { key });
	expect(res.status).toBe(200);
	return res.body.data;
}

const world = () => app.simulator!.world;
const placeOfCid = (cid: string): WorldBusiness => world().businessByCid(cid)!;

describe("sandbox searches on several providers", () => {
	let key: string;
	let googleLeads: any[];
	let bingLeads: any[];
	let appleLeads: any[];

	beforeAll(async () => {
		({ key } = await app.createAccount({ plan: "pro" }));
		googleLeads = await search(key, "google");
		bingLeads = await search(key, "bing");
		appleLeads = await search(key, "apple");
	}, 120_000);

	test("Google and Bing rows of the same place are linked both ways, with a confidence, and only to the right place", async () => {
		const google = await listing(key, "provider=google");
		const bing = new Map((await listing(key, "provider=bing")).map((r) => [r.providerBusinessId, r]));
		expect(google.length).toBeGreaterThanOrEqual(20);
		for (const row of google) {
			const place = placeOfCid(row.providerBusinessId);
			const toBing = row.sameAs.filter((s: any) => s.provider === "bing");
			expect(toBing).toEqual([{ provider: "bing", providerBusinessId: bingYpid(place), confidence: expect.any(Number) }]);
			expect(toBing[0].confidence).toBeGreaterThanOrEqual(0.8);
			expect(toBing[0].confidence).toBeLessThanOrEqual(1);
			const back = bing.get(bingYpid(place))!.sameAs.find((s: any) => s.provider === "google");
			expect(back).toEqual({ provider: "google", providerBusinessId: row.providerBusinessId, confidence: toBing[0].confidence });
			expect(row.sameAs.find((s: any) => s.provider === "apple")?.providerBusinessId).toBe(appleId(place));
		}
		const detail = await api(app, "GET", `/v1/businesses/${google[0].providerBusinessId}`, { key });
		expect(detail.status).toBe(200);
		expect(detail.body.sameAs).toEqual(google[0].sameAs);
	});

	test("an Apple lead (no phone, website or rating of its own) is filled from the linked Google or Bing rows the account owns, naming each source", async () => {
		// The same place's lead on each other provider, by the Apple id.
		const placeOfBing = new Map(googleLeads.map((g) => [bingYpid(placeOfCid(g.cid)), placeOfCid(g.cid)]));
		const sources: Record<string, Map<string, any>> = {
			google: new Map(googleLeads.map((g) => [appleId(placeOfCid(g.cid)), g])),
			bing: new Map(bingLeads.map((b) => [appleId(placeOfBing.get(b.providerBusinessId)!), b])),
		};
		let filled = 0;
		for (const lead of appleLeads) {
			for (const field of ["phone", "website", "rating", "reviewCount"]) {
				const source = lead.filledFrom?.[field];
				if (!source) {
					expect(sources.google.get(lead.providerBusinessId)[field]).toBeNull();
					continue;
				}
				expect(["google", "bing"]).toContain(source);
				expect(lead[field]).toBe(sources[source].get(lead.providerBusinessId)[field]);
			}
			if (lead.filledFrom?.phone) filled++;
		}
		expect(filled).toBeGreaterThan(10);
		const one = await api(app, "GET", `/v1/leads/${appleLeads[0].id}`, { key });
		expect(one.body.filledFrom).toEqual(appleLeads[0].filledFrom);
		// A Google lead has its own phone: nothing of it is taken from elsewhere.
		for (const lead of googleLeads) if (lead.phone !== null) expect(lead.filledFrom?.phone).toBeUndefined();
	});
});

describe("links never show what the account has not paid for", () => {
	test("an account owning only the Apple rows gets nothing filled, sees no contact on the linked rows, until it unlocks one", async () => {
		const owner = await app.createAccount({ plan: "pro" });
		await search(owner.key, "google");
		const { key } = await app.createAccount({ plan: "pro" });
		const appleLeads = await search(key, "apple");
		for (const lead of appleLeads) {
			expect(lead).toMatchObject({ phone: null, website: null, rating: null });
			expect(lead.filledFrom).toBeUndefined();
		}
		const google = await listing(key, "provider=google");
		expect(google.length).toBeGreaterThan(0);
		for (const row of google) {
			expect(row.owned).toBe(false);
			expect(row).not.toHaveProperty("phone");
			expect(row).not.toHaveProperty("website");
			for (const link of row.sameAs) expect(Object.keys(link).sort()).toEqual(["confidence", "provider", "providerBusinessId"]);
		}
		const withPhone = google.find((r) => r.hasPhone && r.sameAs.some((s: any) => s.provider === "apple"));
		const appleOfIt = withPhone.sameAs.find((s: any) => s.provider === "apple").providerBusinessId;
		const unlock = await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: [{ provider: "google", id: withPhone.providerBusinessId }] } });
		expect(unlock.status).toBe(200);
		const after = await api(app, "GET", `/v1/leads?provider=apple&limit=100`, { key });
		const filled = after.body.leads.filter((l: any) => l.filledFrom);
		expect(filled).toHaveLength(1);
		expect(filled[0]).toMatchObject({ providerBusinessId: appleOfIt, phone: placeOfCid(withPhone.providerBusinessId).phone, filledFrom: { phone: "google" } });
	}, 120_000);
});

describe("chains", () => {
	const observation = (provider: "google" | "bing" | "apple", id: string, o: Record<string, unknown>) => ({
		provider,
		providerBusinessId: id,
		cid: provider === "google" ? id : null,
		name: "Kaffee Kette",
		website: "https://www.kaffeekette.example/filialen",
		country: "DE",
		locality: "Testburg",
		categories: ["Cafe"],
		...o,
	});

	test("branches sharing a name and a domain link only to themselves: phones, street numbers and distance tell them apart", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		// Branch A and branch B, 150 m apart; B is 900 m from C. Bing shows A (national phone format) and C; Apple shows B only.
		await app.call("dataset.upsert", {
			observations: [
				observation("google", "9100000000000000001", { phone: "+49 30 1111111", street: "Hauptstraße 10", latitude: 52.5, longitude: 13.4 }),
				observation("google", "9100000000000000002", { phone: "+49 30 2222222", street: "Hauptstraße 30", latitude: 52.50135, longitude: 13.4 }),
				observation("google", "9100000000000000003", { phone: "+49 30 3333333", street: "Bahnhofstraße 2", latitude: 52.5094, longitude: 13.4 }),
			],
		});
		await app.call("dataset.upsert", {
			observations: [
				observation("bing", "YNchainA", {
					name: "KAFFEE KETTE - Testburg",
					phone: "030 1111111",
					street: "Hauptstr. 10",
					latitude: 52.50002,
					longitude: 13.40001,
				}),
				observation("bing", "YNchainC", { phone: "030 3333333", street: "Bahnhofstraße 2", latitude: 52.5094, longitude: 13.40002 }),
			],
		});
		await app.call("dataset.upsert", {
			observations: [observation("apple", "IchainB", { website: null, street: "Hauptstraße 30", latitude: 52.50136, longitude: 13.40001 })],
		});
		const rows = new Map((await listing(key, "q=kaffee")).map((r) => [r.providerBusinessId, r]));
		const links = (id: string) =>
			rows
				.get(id)!
				.sameAs.map((s: any) => s.providerBusinessId)
				.sort();
		expect(links("9100000000000000001")).toEqual(["YNchainA"]);
		expect(links("9100000000000000002")).toEqual(["IchainB"]);
		expect(links("9100000000000000003")).toEqual(["YNchainC"]);
		expect(links("YNchainA")).toEqual(["9100000000000000001"]);
		expect(links("IchainB")).toEqual(["9100000000000000002"]);
	});

	test("a branch whose own row is missing on the other provider stays unlinked rather than taking its neighbour", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		await app.call("dataset.upsert", {
			observations: [
				observation("google", "9200000000000000001", {
					name: "Burger Palast",
					phone: "+49 30 4444444",
					street: "Ringstraße 5",
					latitude: 52.6,
					longitude: 13.4,
				}),
				observation("bing", "YNpalastOther", { name: "Burger Palast", phone: "030 5555555", street: "Ringstraße 41", latitude: 52.6011, longitude: 13.4 }),
				observation("apple", "IpalastOther", { name: "Burger Palast", website: null, street: "Ringstraße 41", latitude: 52.6011, longitude: 13.40001 }),
			],
		});
		const rows = await listing(key, "q=palast");
		const google = rows.find((r) => r.providerBusinessId === "9200000000000000001");
		expect(google.sameAs).toEqual([]);
		// The two rows of the other branch are one business.
		expect(rows.find((r) => r.providerBusinessId === "YNpalastOther").sameAs).toEqual([
			{ provider: "apple", providerBusinessId: "IpalastOther", confidence: expect.any(Number) },
		]);
	});
});

describe("rows observed again", () => {
	test("a row observed again without its phone, site and street is linked by the values it keeps, not by the page's", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const google = {
			provider: "google",
			providerBusinessId: "9400000000000000001",
			cid: "9400000000000000001",
			name: "Fromagerie Reprise",
			phone: "+33 4 72 00 11 22",
			website: "https://fromagerie-reprise.example",
			country: "FR",
			locality: "Lyon",
			street: "3 rue Mercière",
			latitude: 45.76,
			longitude: 4.83,
		};
		await app.call("dataset.upsert", { observations: [google] });
		// Observed again, the page no longer shows its phone, site or street (the row keeps them), and it has moved 550 m,
		// out of the nearby box: only what the row keeps can link it to Bing's row, written in the same page.
		await app.call("dataset.upsert", {
			observations: [
				{ ...google, phone: null, website: null, street: null, latitude: 45.765 },
				{
					provider: "bing",
					providerBusinessId: "YNreprise",
					name: "Fromagerie Reprise",
					phone: "04 72 00 11 22",
					website: "https://fromagerie-reprise.example/",
					country: "FR",
					locality: "Lyon",
					street: "3 rue Mercière",
					latitude: 45.76,
					longitude: 4.83,
				},
			],
		});
		const rows = new Map((await listing(key, "q=reprise")).map((r) => [r.providerBusinessId, r]));
		expect(rows.get("9400000000000000001")).toMatchObject({ hasPhone: true, hasWebsite: true, latitude: 45.765 });
		expect(rows.get("9400000000000000001").sameAs).toEqual([{ provider: "bing", providerBusinessId: "YNreprise", confidence: expect.any(Number) }]);
		expect(rows.get("YNreprise").sameAs).toEqual([{ provider: "google", providerBusinessId: "9400000000000000001", confidence: expect.any(Number) }]);
	});
});

describe("rows written at the same time", () => {
	test("pages of two providers written concurrently still link every pair, once and both ways", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const places = Array.from({ length: 40 }, (_, i) => ({
			name: `Atelier Concurrent ${i}`,
			phone: `+33 1 40 00 ${String(10 + i).padStart(2, "0")} 00`,
			latitude: 48.8 + i * 0.01,
			longitude: 2.3,
			country: "FR",
			locality: "Paris",
			street: `${i + 1} rue de la Paix`,
		}));
		const page = (provider: "google" | "bing", from: number, to: number) =>
			app.call("dataset.upsert", {
				observations: places.slice(from, to).map((p, i) => ({
					...p,
					provider,
					providerBusinessId: provider === "google" ? String(9300000000000000000n + BigInt(from + i)) : `YNconcurrent${from + i}`,
					phone: provider === "bing" ? p.phone.replace("+33 1", "01") : p.phone,
				})),
			});
		await Promise.all([page("google", 0, 20), page("bing", 0, 20), page("google", 20, 40), page("bing", 20, 40)]);
		const rows = await listing(key, "q=concurrent&provider=google");
		expect(rows).toHaveLength(40);
		for (const row of rows) {
			const n = BigInt(row.providerBusinessId) - 9300000000000000000n;
			expect(row.sameAs).toEqual([{ provider: "bing", providerBusinessId: `YNconcurrent${n}`, confidence: expect.any(Number) }]);
		}
		const [{ n }] = await app.sql(
			`SELECT count(*)::int AS n FROM business_links l JOIN businesses b ON b.id = l.business_id WHERE b.name LIKE 'Atelier Concurrent%'`,
		);
		expect(n).toBe(80);
	});
});
