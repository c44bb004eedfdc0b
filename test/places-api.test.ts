import {
	buildPlacesSearchRequest,
	detectPlacesApiError,
	parsePlacesSearchResponse,
	PLACES_FIELD_MASK,
	type PlacesBounds,
	type PlacesSearchRequest,
} from "../services/scrapers/google/places-api";
import { parseSearchResponse } from "../services/scrapers/google/parse";
import { buildSearchUrl } from "../services/scrapers/google/request";
import type { GooglePlace } from "../services/scrapers/google/types";
import { wireWebsite } from "../sandbox/google-wire";
import { encodePageToken, phoneFormats } from "../sandbox/places-api";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import type { WorldBusiness } from "../sandbox/world";

let sim: SimulatorServer;
let base: string;

beforeAll(async () => {
	sim = createSimulatorServer({ preloadCities: ["lyon"] });
	base = await sim.listenOn(0, "127.0.0.1");
});

afterAll(() => sim.shutdown());

beforeEach(() => sim.setFaults({}));

interface Answer {
	status: number;
	body: string;
	json: { places?: Record<string, unknown>[]; nextPageToken?: string; error?: { code: number; message: string; status: string } };
}

async function post(body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Answer> {
	const res = await fetch(`${base}/v1/places:searchText`, {
		method: "POST",
		headers: { "content-type": "application/json", "X-Goog-Api-Key": "test-key", "X-Goog-FieldMask": PLACES_FIELD_MASK, ...headers },
		body: typeof body === "string" ? body : JSON.stringify(body),
		signal,
	});
	const text = await res.text();
	let json: Answer["json"] = {};
	try {
		json = JSON.parse(text);
	} catch {
		/* malformed on purpose */
	}
	return { status: res.status, body: text, json };
}

async function search(req: PlacesSearchRequest): Promise<{ status: number; body: string }> {
	const r = buildPlacesSearchRequest(base, "test-key", req);
	const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
	return { status: res.status, body: await res.text() };
}

async function allPages(req: PlacesSearchRequest): Promise<{ pages: GooglePlace[][]; tokens: (string | null)[] }> {
	const pages: GooglePlace[][] = [];
	const tokens: (string | null)[] = [];
	let pageToken: string | null = null;
	do {
		const res = await search({ ...req, pageToken });
		expect(res.status).toBe(200);
		const page = parsePlacesSearchResponse(res.body);
		expect(page.malformed).toBe(false);
		pages.push(page.places);
		tokens.push(page.nextPageToken);
		pageToken = page.nextPageToken;
	} while (pageToken && pages.length < 20);
	return { pages, tokens };
}

const lyonCity = () => {
	const c = sim.world.findCity("Lyon");
	if (!c) throw new Error("no Lyon");
	return c;
};
const lyonAll = () => ({ lat: lyonCity().lat, lng: lyonCity().lng, spanMeters: lyonCity().radiusMeters * 2 + 500 });
const strictlyInside = (r: PlacesBounds, lat: number, lng: number) => lat > r.south && lat < r.north && lng > r.west && lng < r.east;

describe("buildPlacesSearchRequest", () => {
	it("posts the text query with key, field mask and every given option", () => {
		const r = buildPlacesSearchRequest("https://places.googleapis.com/", "AIza-key", {
			query: "dentist in Lyon",
			lang: "fr",
			country: "fr",
			bounds: { south: 45.7, west: 4.8, north: 45.8, east: 4.9 },
			pageToken: "tok",
			pageSize: 50,
		});
		expect(r.method).toBe("POST");
		expect(r.url).toBe("https://places.googleapis.com/v1/places:searchText");
		expect(r.headers).toEqual({ "content-type": "application/json", "X-Goog-Api-Key": "AIza-key", "X-Goog-FieldMask": PLACES_FIELD_MASK });
		expect(JSON.parse(r.body)).toEqual({
			textQuery: "dentist in Lyon",
			languageCode: "fr",
			regionCode: "FR",
			locationRestriction: { rectangle: { low: { latitude: 45.7, longitude: 4.8 }, high: { latitude: 45.8, longitude: 4.9 } } },
			pageSize: 20,
			pageToken: "tok",
		});
	});

	it("leaves absent options out and asks for exactly the documented fields", () => {
		const r = buildPlacesSearchRequest("http://127.0.0.1:9", "k", { query: "bakery", country: null, bounds: null, pageToken: null });
		expect(r.url).toBe("http://127.0.0.1:9/v1/places:searchText");
		expect(JSON.parse(r.body)).toEqual({ textQuery: "bakery" });
		expect(PLACES_FIELD_MASK.split(",")).toEqual([
			"places.id",
			"places.displayName",
			"places.formattedAddress",
			"places.addressComponents",
			"places.location",
			"places.types",
			"places.primaryTypeDisplayName",
			"places.nationalPhoneNumber",
			"places.internationalPhoneNumber",
			"places.websiteUri",
			"places.rating",
			"places.userRatingCount",
			"places.googleMapsUri",
			"places.businessStatus",
			"nextPageToken",
		]);
	});
});

const FULL_SAMPLE = {
	places: [
		{
			id: "ChIJN1t_tDeuEmsRUsoyG83frY4",
			displayName: { text: "Joe\u2019s Pizza", languageCode: "en" },
			formattedAddress: "7 Carmine St, New York, NY 10014, USA",
			addressComponents: [
				{ longText: "7", shortText: "7", types: ["street_number"], languageCode: "en-US" },
				{ longText: "Carmine Street", shortText: "Carmine St", types: ["route"], languageCode: "en" },
				{ longText: "Manhattan", shortText: "Manhattan", types: ["sublocality_level_1", "sublocality", "political"], languageCode: "en" },
				{ longText: "New York", shortText: "New York", types: ["locality", "political"], languageCode: "en" },
				{ longText: "New York County", shortText: "New York County", types: ["administrative_area_level_2", "political"], languageCode: "en" },
				{ longText: "New York", shortText: "NY", types: ["administrative_area_level_1", "political"], languageCode: "en" },
				{ longText: "United States", shortText: "US", types: ["country", "political"], languageCode: "en" },
				{ longText: "10014", shortText: "10014", types: ["postal_code"], languageCode: "en-US" },
			],
			location: { latitude: 40.730559699999996, longitude: -74.0022165 },
			types: ["pizza_restaurant", "restaurant", "food", "point_of_interest", "establishment"],
			primaryTypeDisplayName: { text: "Pizza restaurant", languageCode: "en-US" },
			nationalPhoneNumber: "(212) 366-1182",
			internationalPhoneNumber: "+1 212-366-1182",
			websiteUri: "http://www.joespizzanyc.com/",
			rating: 4.5,
			userRatingCount: 15731,
			googleMapsUri: "https://maps.google.com/?cid=10281119596374313554&g_mp=CiVnb29nbGUubWFwcy5wbGFjZXMudjEuUGxhY2VzLlNlYXJjaFRleHQ",
			businessStatus: "OPERATIONAL",
		},
		{
			id: "ChIJbare",
			displayName: { text: "Bäckerei Schmidt" },
			formattedAddress: "Hauptstraße 5, 10117 Berlin, Germany",
			addressComponents: [
				{ longText: "5", types: ["street_number"] },
				{ longText: "Hauptstraße", types: ["route"] },
				{ longText: "Berlin", types: ["postal_town"] },
				{ shortText: "de", types: ["country"] },
			],
			nationalPhoneNumber: "030 1234567",
		},
	],
	nextPageToken: "AeeoHcK-token",
};

describe("parsePlacesSearchResponse", () => {
	it("maps every field of a full Places API (New) place", () => {
		const page = parsePlacesSearchResponse(JSON.stringify(FULL_SAMPLE));
		expect(page.malformed).toBe(false);
		expect(page.nextPageToken).toBe("AeeoHcK-token");
		expect(page.places[0]).toEqual<GooglePlace>({
			name: "Joe\u2019s Pizza",
			fullAddress: "7 Carmine St, New York, NY 10014, USA",
			borough: "Manhattan",
			street: "7 Carmine Street",
			locality: "New York",
			postalCode: "10014",
			region: "New York",
			countryCode: "US",
			phone: "+1 212-366-1182",
			website: "http://www.joespizzanyc.com/",
			rating: 4.5,
			reviewCount: 15731,
			categories: ["Pizza restaurant", "Restaurant"],
			latitude: 40.7305597,
			longitude: -74.0022165,
			featureId: null,
			cid: "10281119596374313554",
			placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
			openingHours: [],
			hours: null,
			businessStatus: "OPERATIONAL",
			description: null,
			timezone: null,
			priceRange: null,
			photos: null,
			photoCount: null,
			popularTimes: null,
		});
	});

	it("reads sparse places: national phone, postal_town, route-first streets, missing fields as null", () => {
		const p = parsePlacesSearchResponse(JSON.stringify(FULL_SAMPLE)).places[1];
		expect(p).toMatchObject({
			name: "Bäckerei Schmidt",
			street: "Hauptstraße 5",
			locality: "Berlin",
			countryCode: "DE",
			phone: "030 1234567",
			postalCode: null,
			region: null,
			website: null,
			rating: null,
			reviewCount: null,
			categories: [],
			latitude: null,
			longitude: null,
			cid: null,
			placeId: "ChIJbare",
			businessStatus: null,
		});
		// Without a one-line address the country decides the order.
		const noAddress = { ...FULL_SAMPLE.places[1], formattedAddress: undefined };
		expect(parsePlacesSearchResponse(JSON.stringify({ places: [noAddress] })).places[0].street).toBe("Hauptstraße 5");
	});

	it("drops places without a name or anything to identify them, and skips duplicate categories", () => {
		const body = JSON.stringify({
			places: [
				{ id: "ChIJnoname", formattedAddress: "somewhere" },
				{ displayName: { text: "Ghost" } },
				{ displayName: { text: "Only a cid" }, googleMapsUri: "https://maps.google.com/?cid=42" },
				{ displayName: { text: "Only a position" }, location: { latitude: 1.5, longitude: 2.5 } },
				{ id: "x", displayName: { text: "Café Central" }, primaryTypeDisplayName: { text: "Café" }, types: ["cafe", "coffee_shop", "establishment", "store"] },
			],
		});
		const page = parsePlacesSearchResponse(body);
		expect(page.places.map((p) => p.name)).toEqual(["Only a cid", "Only a position", "Café Central"]);
		expect(page.places[0].cid).toBe("42");
		expect(page.places[2].categories).toEqual(["Café", "Coffee shop"]);
		expect(page.nextPageToken).toBeNull();
	});

	it("never throws on garbage and flags bodies that are not JSON objects", () => {
		for (const body of ["", "<html><body>Error</body></html>", '{"places": [{"id": "ChIJ', "null", "[1,2]", "42"]) {
			expect(parsePlacesSearchResponse(body)).toEqual({ places: [], nextPageToken: null, malformed: true });
		}
		expect(parsePlacesSearchResponse(undefined as unknown as string).malformed).toBe(true);
		expect(parsePlacesSearchResponse("{}")).toEqual({ places: [], nextPageToken: null, malformed: false });
		const weird = JSON.stringify({
			places: [
				null,
				3,
				"x",
				[],
				{ id: 5, displayName: "flat", googleMapsUri: 7 },
				{
					id: "ok",
					displayName: { text: "  Odd  " },
					rating: "4.5",
					userRatingCount: "12",
					location: { latitude: 200, longitude: "3" },
					googleMapsUri: "not a url ?cid=abc",
					addressComponents: [null, { types: "route" }, { longText: 5, types: ["route"] }],
					types: "cafe",
					primaryTypeDisplayName: { text: 3 },
					websiteUri: "",
					internationalPhoneNumber: [],
				},
			],
			nextPageToken: 12,
		});
		const page = parsePlacesSearchResponse(weird);
		expect(page).toMatchObject({ malformed: false, nextPageToken: null });
		expect(page.places).toHaveLength(1);
		expect(page.places[0]).toMatchObject({
			name: "Odd",
			placeId: "ok",
			rating: null,
			reviewCount: null,
			latitude: null,
			longitude: null,
			cid: null,
			street: null,
			website: null,
			phone: null,
			categories: [],
		});
		expect(
			parsePlacesSearchResponse(
				JSON.stringify({ places: [{ id: "a", displayName: { text: "Big" }, googleMapsUri: "https://maps.google.com/?cid=99999999999999999999999" }] }),
			).places[0].cid,
		).toBeNull();
		expect(parsePlacesSearchResponse(JSON.stringify({ error: { code: 403, status: "PERMISSION_DENIED" } })).malformed).toBe(false);
	});
});

describe("detectPlacesApiError", () => {
	const err = (code: number, status: string, extra = "") => JSON.stringify({ error: { code, message: `msg ${extra}`, status } });
	it("classifies Google's error answers", () => {
		expect(detectPlacesApiError(200, JSON.stringify(FULL_SAMPLE))).toBeNull();
		expect(detectPlacesApiError(200, "{}")).toBeNull();
		expect(detectPlacesApiError(403, err(403, "PERMISSION_DENIED"))).toBe("unauthorized");
		expect(detectPlacesApiError(401, "")).toBe("unauthorized");
		expect(detectPlacesApiError(400, err(400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key."))).toBe("unauthorized");
		expect(detectPlacesApiError(400, err(400, "INVALID_ARGUMENT", "Invalid page token"))).toBe("bad_request");
		expect(detectPlacesApiError(404, "<html>Not found</html>")).toBe("bad_request");
		expect(detectPlacesApiError(429, err(429, "RESOURCE_EXHAUSTED"))).toBe("rate_limited");
		expect(detectPlacesApiError(500, err(500, "INTERNAL"))).toBe("server_error");
		expect(detectPlacesApiError(503, "<html>Service Unavailable</html>")).toBe("server_error");
		expect(detectPlacesApiError(200, err(429, "RESOURCE_EXHAUSTED"))).toBe("rate_limited");
	});
});

describe("simulated Places API (New) Text Search", () => {
	it("refuses requests without an API key, field mask, text query or valid JSON", async () => {
		const noKey = await post({ textQuery: "dentist in Lyon" }, { "X-Goog-Api-Key": "" });
		expect(noKey.status).toBe(403);
		expect(noKey.json.error).toMatchObject({ code: 403, status: "PERMISSION_DENIED" });
		expect(detectPlacesApiError(noKey.status, noKey.body)).toBe("unauthorized");
		for (const [body, headers] of [
			[{ textQuery: "dentist in Lyon" }, { "X-Goog-FieldMask": "" }],
			[{ textQuery: "dentist in Lyon" }, { "X-Goog-FieldMask": "places.id,bogus.field" }],
			[{ textQuery: "  " }, {}],
			[{ languageCode: "en" }, {}],
			["{not json", {}],
			[{ textQuery: "dentist in Lyon", pageToken: "%%%not-a-token" }, {}],
			[{ textQuery: "dentist in Lyon", pageToken: encodePageToken({ q: "bakery in Lyon", rect: null, offset: 20 }) }, {}],
			[{ textQuery: "dentist in Lyon", pageSize: -1 }, {}],
			[{ textQuery: "dentist", locationRestriction: { circle: { center: { latitude: 45, longitude: 4 }, radius: 100 } } }, {}],
		] as [unknown, Record<string, string>][]) {
			const res = await post(body, headers);
			expect(res.status).toBe(400);
			expect(res.json.error).toMatchObject({ code: 400, status: "INVALID_ARGUMENT" });
			expect(detectPlacesApiError(res.status, res.body)).toBe("bad_request");
		}
		expect((await fetch(`${base}/v1/places:searchText`)).status).toBe(404);
	});

	it("serves at most 60 places a query, 20 a page, with a token on all pages but the last", async () => {
		const expected = sim.world.businessesMatching("restaurant", lyonAll());
		expect(expected.length).toBeGreaterThan(60);
		const before = sim.stats().searchRequests;
		const { pages, tokens } = await allPages({ query: "restaurant in Lyon", lang: "en", country: "FR" });
		expect(pages.map((p) => p.length)).toEqual([20, 20, 20]);
		expect(tokens.map((t) => typeof t)).toEqual(["string", "string", "object"]);
		expect(pages.flat().map((p) => p.placeId)).toEqual(expected.slice(0, 60).map((b) => b.placeId));
		expect(sim.stats().searchRequests - before).toBe(3);

		const small = await allPages({ query: "restaurant in Lyon", pageSize: 7 });
		expect(small.pages.map((p) => p.length)).toEqual([7, 7, 7, 7, 7, 7, 7, 7, 4]);
		expect((await post({ textQuery: "restaurant in Lyon", pageSize: 500 })).json.places).toHaveLength(20);
		expect((await post({ textQuery: "restaurant somewhere unknown" })).json).toEqual({});
	});

	it("keeps only places strictly inside the locationRestriction rectangle", async () => {
		const c = lyonCity();
		const rect: PlacesBounds = { south: c.lat - 0.012, west: c.lng - 0.015, north: c.lat + 0.008, east: c.lng + 0.01 };
		const truth = sim.world.businessesMatching("hair salon", lyonAll()).filter((b) => strictlyInside(rect, b.latitude, b.longitude));
		expect(truth.length).toBeGreaterThan(0);
		expect(truth.length).toBeLessThan(60);
		const { pages } = await allPages({ query: "hair salon", bounds: rect });
		const got = pages.flat();
		expect(got.map((p) => p.placeId)).toEqual(truth.map((b) => b.placeId));
		for (const p of got) expect(strictlyInside(rect, p.latitude as number, p.longitude as number)).toBe(true);

		// A rectangle whose edge sits exactly on a place leaves it out.
		const edge = truth[0];
		const onEdge = await allPages({ query: "hair salon", bounds: { ...rect, south: edge.latitude } });
		expect(onEdge.pages.flat().map((p) => p.placeId)).not.toContain(edge.placeId);
		// Outside every city: nothing.
		expect(
			(
				await post({
					textQuery: "hair salon",
					locationRestriction: { rectangle: { low: { latitude: 0, longitude: 0 }, high: { latitude: 0.1, longitude: 0.1 } } },
				})
			).json,
		).toEqual({});
	});

	it("returns only the fields the mask names", async () => {
		const narrow = await post({ textQuery: "restaurant in Lyon" }, { "X-Goog-FieldMask": "places.id, places.displayName" });
		expect(narrow.status).toBe(200);
		expect(Object.keys(narrow.json)).toEqual(["places"]);
		for (const p of narrow.json.places ?? []) expect(Object.keys(p).sort()).toEqual(["displayName", "id"]);

		const sub = await post({ textQuery: "restaurant in Lyon" }, { "X-Goog-FieldMask": "places.displayName.text,places.location.latitude,nextPageToken" });
		expect(sub.json.places?.[0]).toEqual({ displayName: { text: expect.any(String) }, location: { latitude: expect.any(Number) } });
		expect(typeof sub.json.nextPageToken).toBe("string");

		const placesStar = await post({ textQuery: "restaurant in Lyon" }, { "X-Goog-FieldMask": "places.*" });
		expect(placesStar.json.nextPageToken).toBeUndefined();
		const all = await post({ textQuery: "restaurant in Lyon" }, { "X-Goog-FieldMask": "*" });
		expect(typeof all.json.nextPageToken).toBe("string");
		expect(all.json.places?.[0]).toEqual(placesStar.json.places?.[0]);
		expect(Object.keys(all.json.places?.[0] ?? {})).toEqual(
			expect.arrayContaining([
				"id",
				"displayName",
				"formattedAddress",
				"addressComponents",
				"location",
				"types",
				"primaryTypeDisplayName",
				"nationalPhoneNumber",
				"internationalPhoneNumber",
				"rating",
				"userRatingCount",
				"googleMapsUri",
				"businessStatus",
			]),
		);
	});

	it("describes a business as the keyless search does: same name, cid, place id, phone, website", async () => {
		const keyless: GooglePlace[] = [];
		for (let offset = 0; offset < 60; offset += 20) {
			const vp = lyonAll();
			const res = await fetch(buildSearchUrl(`${base}/search`, { query: "dentist", lang: "en", country: "FR", ...vp, offset }));
			keyless.push(...parseSearchResponse(await res.text()));
		}
		const official = (await allPages({ query: "dentist in Lyon", lang: "en", country: "FR" })).pages.flat();
		expect(official).toHaveLength(60);
		const byPlaceId = new Map(keyless.map((p) => [p.placeId, p]));
		const pick = (p: GooglePlace) => ({
			name: p.name,
			cid: p.cid,
			placeId: p.placeId,
			phone: p.phone,
			website: p.website,
			fullAddress: p.fullAddress,
			street: p.street,
			locality: p.locality,
			postalCode: p.postalCode,
			countryCode: p.countryCode,
			rating: p.rating,
			reviewCount: p.reviewCount,
			latitude: p.latitude,
			longitude: p.longitude,
			mainCategory: p.categories[0],
		});
		for (const p of official) {
			const twin = byPlaceId.get(p.placeId);
			expect(twin).toBeDefined();
			expect(pick(p)).toEqual(pick(twin as GooglePlace));
		}
		// Websites the keyless format wraps in /url?q= come back unwrapped; businesses without one have no websiteUri at all.
		const businesses = new Map(sim.world.cityBusinesses("lyon").map((b) => [b.placeId, b]));
		const ours = official.map((p) => businesses.get(p.placeId as string) as WorldBusiness);
		expect(ours.some((b) => b.website && wireWebsite(b)?.startsWith("/url?"))).toBe(true);
		expect(ours.some((b) => !b.website)).toBe(true);
		const raw = await post({ textQuery: "dentist in Lyon" });
		for (const p of raw.json.places ?? []) {
			const b = businesses.get(p.id as string) as WorldBusiness;
			expect(p.websiteUri).toBe(b.website ?? undefined);
			expect("websiteUri" in p).toBe(b.website !== null);
			expect(p.googleMapsUri).toBe(`https://maps.google.com/?cid=${b.cid}`);
		}
	});

	it("keeps social profiles as websites and reports closures in Google's enum", async () => {
		const lyon = sim.world.cityBusinesses("lyon");
		const social = lyon.find((b) => b.website && /instagram|facebook|linktr/.test(b.website)) as WorldBusiness;
		const closed = lyon.find((b) => b.businessStatus === "Permanently closed") as WorldBusiness;
		for (const [b, check] of [
			[social, (p: GooglePlace) => expect(p.website).toBe(social.website)],
			[closed, (p: GooglePlace) => expect(p.businessStatus).toBe("CLOSED_PERMANENTLY")],
		] as [WorldBusiness, (p: GooglePlace) => void][]) {
			const d = 0.0005;
			const res = await search({
				query: b.categories[0],
				bounds: { south: b.latitude - d, west: b.longitude - d, north: b.latitude + d, east: b.longitude + d },
			});
			const found = parsePlacesSearchResponse(res.body).places.find((p) => p.placeId === b.placeId) as GooglePlace;
			expect(found).toBeDefined();
			check(found);
		}
	});

	it("formats national and international phone numbers per country", () => {
		expect(phoneFormats("+33 4 72 12 34 56", "FR")).toEqual({ national: "04 72 12 34 56", international: "+33 4 72 12 34 56" });
		expect(phoneFormats("+1 212-555-0123", "US")).toEqual({ national: "(212) 555-0123", international: "+1 212-555-0123" });
		expect(phoneFormats("+61 2 1234 5678", "AU")).toEqual({ national: "(02) 1234 5678", international: "+61 2 1234 5678" });
		expect(phoneFormats("+34 912 34 56 78", "ES")).toEqual({ national: "912 34 56 78", international: "+34 912 34 56 78" });
		expect(phoneFormats("25 123456", "CY")).toEqual({ national: "25 123456", international: "+357 25 123456" });
	});

	it("injects the configured faults in Google API shapes", async () => {
		const body = { textQuery: "dentist in Lyon" };
		sim.setFaults({ rateLimit: { first: 1 }, retryAfterSeconds: 3 });
		const limited = await post(body);
		expect(limited.status).toBe(429);
		expect(limited.json.error).toMatchObject({ code: 429, status: "RESOURCE_EXHAUSTED" });
		expect(detectPlacesApiError(limited.status, limited.body)).toBe("rate_limited");
		expect((await post(body)).status).toBe(200);

		sim.setFaults({ serverError: { first: 1 }, serverErrorStatus: 500 });
		const internal = await post(body);
		expect([internal.status, internal.json.error?.status]).toEqual([500, "INTERNAL"]);
		expect(detectPlacesApiError(internal.status, internal.body)).toBe("server_error");
		sim.setFaults({ serverError: { first: 1 } });
		const unavailable = await post(body);
		expect([unavailable.status, unavailable.json.error?.status]).toEqual([503, "UNAVAILABLE"]);

		sim.setFaults({ malformed: { first: 2 } });
		for (let i = 0; i < 2; i++) {
			const res = await post(body);
			expect(res.status).toBe(200);
			expect(parsePlacesSearchResponse(res.body).malformed).toBe(true);
		}

		sim.setFaults({ empty: { first: 1 } });
		const empty = await post(body);
		expect([empty.status, empty.body]).toEqual([200, "{}"]);

		sim.setFaults({ latencyMs: 150 });
		const started = Date.now();
		expect((await post(body)).status).toBe(200);
		expect(Date.now() - started).toBeGreaterThanOrEqual(140);

		sim.setFaults({ timeout: { first: 1 } });
		await expect(post(body, {}, AbortSignal.timeout(300))).rejects.toThrow();
		expect(sim.stats().faults).toMatchObject({ rateLimit: 1, serverError: 2, malformed: 2, empty: 1, timeout: 1 });
	});
});
