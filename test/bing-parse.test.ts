import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAddress } from "../services/scrapers/bing/address";
import { detectBingBlock, parseFactRow, parseInfobox, parseOverlayPage, placeFromEntity, type BingPlace } from "../services/scrapers/bing/parse";
import { buildInfoboxRequest, buildOverlayRequest } from "../services/scrapers/bing/request";
import { parseCenterPoint, parseLocalMapView } from "../sandbox/request-decoders";
import { CITIES } from "../sandbox/cities";
import { expectBingAddressReadsBack } from "./support/world-places";
import { defaultWorld } from "../sandbox/world";

/** Bing's wire format: the request builders and the parsers, on fixtures and hostile answers (no app runs here; test/bing.test.ts searches through the API). */
const fixture = (name: string) => readFileSync(join(__dirname, "fixtures", "bing", name), "utf8");

describe("request builders", () => {
	it("builds the overlay listing URL with the map view as N,W,S,E and the maps referer", () => {
		const r = buildOverlayRequest("https://www.bing.com/", {
			query: "pizza new york",
			lat: 40.7128,
			lng: -74.006,
			first: 40,
			count: 20,
			lang: "en-US",
			bounds: { south: 40.7, west: -74.02, north: 40.73, east: -73.99 },
		});
		const url = new URL(r.url);
		expect(url.origin + url.pathname).toBe("https://www.bing.com/maps/overlaybfpr");
		expect(Object.fromEntries(url.searchParams)).toEqual({
			q: "pizza new york",
			count: "20",
			first: "40",
			cp: "40.7128~-74.006",
			localMapView: "40.73,-74.02,40.7,-73.99",
			ads: "0",
			filters: 'direction_partner:"maps"',
			setlang: "en-US",
		});
		expect(r.headers).toEqual({ referer: "https://www.bing.com/maps" });
		expect(parseLocalMapView(url.searchParams.get("localMapView"))).toEqual({ north: 40.73, west: -74.02, south: 40.7, east: -73.99 });
		expect(parseCenterPoint(url.searchParams.get("cp"))).toEqual({ lat: 40.7128, lng: -74.006 });
		expect(parseLocalMapView("1,2,3")).toBeNull();
		expect(parseLocalMapView("10,0,20,1")).toBeNull();
	});

	it("clamps count and first, and builds the lookup by ypid", () => {
		const url = new URL(buildOverlayRequest("http://sim", { query: "x", lat: 0, lng: 0, count: 500, first: -3 }).url);
		expect(url.searchParams.get("count")).toBe("25");
		expect(url.searchParams.get("first")).toBe("0");
		expect(url.searchParams.has("localMapView")).toBe(false);
		const info = new URL(buildInfoboxRequest("http://sim/", "YN114x189818795").url);
		expect(info.pathname).toBe("/maps/infoboxoverlaybfpr");
		expect(info.searchParams.get("filters")).toBe('local_ypid:"YN114x189818795"');
	});
});

describe("parsing the overlay", () => {
	it("reads the a.listings-item layout: data-entity fields, fact-row rating, odd and broken entries", () => {
		const page = parseOverlayPage(fixture("overlay-listings-item.html"));
		expect(page).toMatchObject({ total: 6, malformed: false });
		expect(page.places).toEqual<BingPlace[]>([
			{
				ypid: "YN873x10281119596",
				name: "Joe's Pizza",
				address: "7 Carmine St, New York, NY 10014",
				phone: "(212) 366-1182",
				website: "http://www.joespizzanyc.com/",
				categories: ["Pizza Restaurant", "Restaurants"],
				rating: 4.5,
				reviewCount: 1234,
				latitude: 40.7305597,
				longitude: -74.0022165,
			},
			{
				ypid: "YN873x55501",
				name: "Prince Street Pizza",
				address: "27 Prince St, New York, NY 10012, United States",
				phone: null,
				website: null,
				categories: ["Pizza Restaurant"],
				rating: null,
				reviewCount: null,
				latitude: 40.7231,
				longitude: -73.9945,
			},
			{
				ypid: "YN873x77",
				name: "No Coordinates Deli",
				address: "100 Main St, Springfield, 62701, United States",
				phone: null,
				website: null,
				categories: [],
				rating: 3,
				reviewCount: 12,
				latitude: null,
				longitude: null,
			},
		]);
	});

	it("reads the div.b_maglistcard layout: comma decimals, spaced thousands, count on the next row, bad coordinates", () => {
		const page = parseOverlayPage(fixture("overlay-maglistcard.html"));
		expect(page).toMatchObject({ total: 3, malformed: false });
		const [cafe, trattoria, far] = page.places;
		expect(cafe).toMatchObject({
			ypid: "YN2000x131313",
			name: "Café de la Paix",
			address: "5 Place de l'Opéra, 75009 Paris",
			website: "http://www.cafedelapaix.fr",
			categories: ["Café", "Restaurants"],
			rating: 4.1,
			reviewCount: 2345,
			latitude: 48.8709,
			longitude: 2.3312,
		});
		expect(trattoria).toMatchObject({ categories: ["Italian Restaurant", "Restaurants"], rating: 4.7, reviewCount: 980 });
		expect(far).toMatchObject({ name: "Hotel Far Away", latitude: null, longitude: null, rating: null, reviewCount: null });
	});

	it("tells an empty listing from a malformed one", () => {
		expect(parseOverlayPage(fixture("overlay-empty.html"))).toEqual({ places: [], total: 0, malformed: false });
		expect(parseOverlayPage(fixture("overlay-truncated.html"))).toMatchObject({ places: [], malformed: true });
		expect(parseOverlayPage("")).toMatchObject({ malformed: true });
		expect(parseOverlayPage(undefined)).toMatchObject({ malformed: true });
	});

	it("reads rating and review count from fact-row text, never a phone number", () => {
		expect(parseFactRow("4.5/5 (123) · Tripadvisor")).toEqual({ rating: 4.5, reviewCount: 123 });
		expect(parseFactRow("5/5 (1,234)")).toEqual({ rating: 5, reviewCount: 1234 });
		expect(parseFactRow("3.9/5 · (212) 366-1182")).toEqual({ rating: 3.9, reviewCount: null });
		expect(parseFactRow("Open 24 hours")).toEqual({ rating: null, reviewCount: null });
		expect(parseFactRow(null)).toEqual({ rating: null, reviewCount: null });
	});

	it("reads the lookup by ypid, and Bing's not-found answer", () => {
		expect(parseInfobox(fixture("infobox.html"))).toEqual({
			notFound: false,
			malformed: false,
			place: {
				ypid: "YN114x189818795",
				name: "Boulangerie Saint-Jean",
				address: "12 Rue Saint-Jean, 69005 Lyon, France",
				phone: "+33 4 78 12 34 56",
				website: null,
				categories: ["Bakery"],
				rating: 4.6,
				reviewCount: 312,
				latitude: 45.7622,
				longitude: 4.8275,
			},
		});
		expect(parseInfobox(fixture("infobox-not-found.html"))).toEqual({ place: null, notFound: true, malformed: false });
		expect(parseInfobox("<html><body>oops</body></html>")).toEqual({ place: null, notFound: false, malformed: true });
	});

	it("detects the Ref A: throttling page, bare or wrapped, and a 429", () => {
		expect(detectBingBlock(200, fixture("ref-a.txt"))).toBe("blocked");
		expect(detectBingBlock(403, fixture("ref-a-wrapped.html"))).toBe("blocked");
		expect(detectBingBlock(429, "Too Many Requests")).toBe("rate_limited");
		expect(detectBingBlock(200, fixture("overlay-listings-item.html"))).toBeNull();
		expect(detectBingBlock(200, null)).toBeNull();
	});
});

describe("address lines", () => {
	it.each<[string, string | null, Partial<ReturnType<typeof parseAddress>>]>([
		["7 Carmine St, New York, NY 10014", null, { street: "7 Carmine St", locality: "New York", region: "NY", postalCode: "10014", countryCode: null }],
		["12 Rue Mercière, 69002 Lyon", "fr", { street: "12 Rue Mercière", locality: "Lyon", postalCode: "69002", countryCode: "FR" }],
		["Via Roma, 3, 00186 Roma, Italy", "FR", { street: "Via Roma, 3", locality: "Roma", postalCode: "00186", countryCode: "IT" }],
		["10 Baker Street, London NW1 6XE, United Kingdom", null, { street: "10 Baker Street", locality: "London", postalCode: "NW1 6XE", countryCode: "GB" }],
		["Damstraat 12, 1012 JS Amsterdam", "NL", { street: "Damstraat 12", locality: "Amsterdam", postalCode: "1012 JS" }],
		["Ermou 5, Athina 105 63, Greece", null, { street: "Ermou 5", locality: "Athina", postalCode: "105 63", countryCode: "GR" }],
		["12 Grafton Street, Dublin, D02 X285", "IE", { street: "12 Grafton Street", locality: "Dublin", postalCode: "D02 X285" }],
		["120 Queen St W, Toronto, ON M5H 2N2, Canada", null, { locality: "Toronto", region: "ON", postalCode: "M5H 2N2", countryCode: "CA" }],
		["88 George St, Sydney NSW 2000", "AU", { street: "88 George St", locality: "Sydney", region: "NSW", postalCode: "2000" }],
		["Rua Augusta 10, 1100-148 Lisboa", null, { locality: "Lisboa", postalCode: "1100-148" }],
		["5 Main Street, Springfield", null, { street: "5 Main Street", locality: "Springfield", postalCode: null }],
		["Somewhere", "DE", { street: null, locality: null, postalCode: null, countryCode: "DE" }],
	])("%s", (address, hint, expected) => {
		expect(parseAddress(address, hint)).toMatchObject(expected);
	});

	it("reads back every simulated address, in every country", () => {
		for (const city of CITIES) {
			for (const b of defaultWorld.cityBusinesses(city.key).slice(0, 60)) {
				expectBingAddressReadsBack(b);
			}
		}
		expect(parseAddress(null, "fr")).toEqual({ street: null, locality: null, postalCode: null, region: null, countryCode: "FR" });
	});
});

describe("answers written to stall a parser", () => {
	// Each took minutes before its pattern was made linear (a lazy `.*?`, `\s*` around separators, `\s+` before a postcode).
	const RUN = 1 << 20;

	it("reads a rating row that repeats `5/5(` a quarter of a million times", () => {
		expect(parseFactRow("5/5(".repeat(RUN / 4))).toEqual({ rating: 5, reviewCount: null });
		expect(parseFactRow(`4.5/5 (123)${" ·".repeat(RUN / 2)}`)).toEqual({ rating: 4.5, reviewCount: 123 });
	});

	it("reads an address and a category path holding a megabyte of whitespace", () => {
		expect(parseAddress(`12 Rue Mercière${"\t".repeat(RUN)}x, 69002 Lyon`, "fr")).toMatchObject({ locality: "Lyon", postalCode: "69002", countryCode: "FR" });
		expect(parseAddress(`Lyon${" ".repeat(RUN)}x`, "fr")).toMatchObject({ postalCode: null, countryCode: "FR" });
		const place = placeFromEntity({ entity: { id: "YN1", title: "Chez Paul", primaryCategoryPath: `Restaurants${" ".repeat(RUN)}x > Bistro` } });
		expect(place?.categories).toEqual(["Bistro", "Restaurants x"]);
	});
});
