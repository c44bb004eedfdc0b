import fs from "node:fs";
import path from "node:path";
import {
	cidFromFeatureId,
	detectBlock,
	parsePlaceArray,
	parsePlacePageState,
	parseSearchPage,
	parseSearchResponse,
	unwrapGoogleRedirect,
} from "../services/scrapers/google/parse";
import { buildSearchUrl, spanMetersForZoom } from "../services/scrapers/google/request";
import { parsePb, parseSearchUrl } from "../sandbox/request-decoders";
import type { GooglePlace } from "../services/scrapers/google/types";

const FIXTURE_DIR = [
	process.env.LEADMAP_GOOGLE_FIXTURES,
	path.resolve(__dirname, "fixtures/google"),
	path.resolve(__dirname, "../../shared/fixtures/google"),
].find((dir): dir is string => !!dir && fs.existsSync(path.join(dir, "output.json")));

function fixture(name: string): string {
	if (!FIXTURE_DIR) throw new Error("Google fixtures not found: set LEADMAP_GOOGLE_FIXTURES or copy them to test/fixtures/google");
	return fs.readFileSync(path.join(FIXTURE_DIR, name), "utf8");
}

function placePage(name: string): GooglePlace {
	const place = parsePlacePageState(fixture(name));
	if (!place) throw new Error(`${name} did not parse`);
	return place;
}

function placeArrayOf(name: string): unknown[] {
	const text = fixture(name);
	return (JSON.parse(text.slice(text.indexOf("["))) as unknown[][])[6];
}

describe("keyless search answer (output.json)", () => {
	const places = parseSearchResponse(fixture("output.json"));

	it("finds all 20 places, each with a distinct CID", () => {
		expect(places).toHaveLength(20);
		expect(new Set(places.map((p) => p.cid)).size).toBe(20);
		for (const p of places) {
			expect(p.name).toBeTruthy();
			expect(p.cid).toMatch(/^\d+$/);
			expect(p.cid).toBe(cidFromFeatureId(p.featureId as string));
			expect(p.placeId).toMatch(/^ChIJ/);
			expect(p.categories.length).toBeGreaterThan(0);
			expect(p.latitude).toBeCloseTo(38.03, 1);
			expect(p.longitude).toBeCloseTo(23.7, 1);
			expect(p.countryCode).toBe("GR");
			expect(p.timezone).toBe("Europe/Athens");
			expect(p.fullAddress?.startsWith(p.name)).toBe(false);
		}
	});

	it.each([
		[
			1,
			{
				name: "Dream Coffee",
				phone: "+30 21 0261 6578",
				website: "https://www.vrisko.gr/details/ag2e4fci67301a_44_3i4a4c_f341701",
				rating: 4.8,
				reviewCount: 48,
				categories: ["Coffee shop"],
				latitude: 38.0331931,
				longitude: 23.7094475,
				featureId: "0x14a1a32f316b15a1:0x169c54b46dcc3a93",
				cid: "1629270299114224275",
				placeId: "ChIJoRVrMS-joRQRkzrMbbRUnBY",
				locality: "Ilion",
				postalCode: "131 22",
				countryCode: "GR",
			},
		],
		[
			2,
			{
				name: "Cocoza Speciality Coffee",
				phone: "+30 21 2121 2540",
				website: null,
				rating: 5,
				reviewCount: 130,
				categories: ["Coffee shop"],
				latitude: 38.032258,
				longitude: 23.6779122,
				cid: "12104287731327876427",
				placeId: "ChIJZ3xpixSjoRQRS73qdI8R-6c",
				locality: "Peristeri",
				postalCode: "121 37",
				countryCode: "GR",
			},
		],
		[
			15,
			{
				name: "NooK",
				phone: "+30 21 0261 4045",
				website: "https://nookofficial.gr/",
				rating: 4.7,
				reviewCount: 1670,
				categories: ["Coffee shop", "Breakfast restaurant", "Coffee store", "Diner", "Restaurant"],
				latitude: 38.0299068,
				longitude: 23.7084667,
				cid: "3275814040760249690",
				placeId: "ChIJY0U2OwSjoRQRWm3AmYMHdi0",
				locality: "Ilion",
				postalCode: "131 22",
				countryCode: "GR",
			},
		],
	])("item #%i reads as the fixture README says", (item, expected) => {
		expect(places[item - 1]).toMatchObject(expected);
	});

	it("ends each feature id with the hex the README lists", () => {
		expect(places[1].featureId).toMatch(/:0xa7fb118f74eabd4b$/);
		expect(places[14].featureId).toMatch(/:0x2d76078399c06d5a$/);
	});

	it("strips the name from the one-line address and splits its parts", () => {
		expect(places[0]).toMatchObject({ fullAddress: "Eakou 74, Ilion 131 22, Greece", street: "Eakou 74", borough: null, region: null });
	});

	it("keeps social profiles and link pages as the website (enrichment files them under socials)", () => {
		expect(places[6].website).toMatch(/^https:\/\/www\.instagram\.com\//);
		expect(places[12].website).toMatch(/^https:\/\/www\.facebook\.com\//);
		expect(places[13].website).toMatch(/^https:\/\/linktr\.ee\//);
		expect(places[15].website).toMatch(/^https:\/\/www\.facebook\.com\//);
	});

	it("reads opening hours from the current layout (p[203])", () => {
		expect(places[0].openingHours).toHaveLength(7);
		expect(places[0].openingHours[0]).toEqual({ day: "Saturday", hours: ["7 AM–8:30 PM"] });
		expect(places[0].openingHours[1]).toEqual({ day: "Sunday", hours: ["Closed"] });
		expect(places[0].businessStatus).toBe("Open ⋅ Closes 8:30 PM");
	});

	it("parses the same with the )]}' line Google sends first, and through parseSearchPage", () => {
		const withPrefix = ")]}'\n" + fixture("output.json");
		expect(parseSearchResponse(withPrefix)).toEqual(places);
		expect(parseSearchPage(withPrefix)).toEqual({ places, total: 20, malformed: false, recognised: true });
		const known = new Set(places.slice(0, 5).map((p) => p.featureId));
		const skipping = parseSearchPage(withPrefix, (fid) => known.has(fid));
		expect(skipping.total).toBe(20);
		expect(skipping.places).toEqual(places.slice(5));
	});
});

describe("place pages (APP_INITIALIZATION_STATE[3][6])", () => {
	it("raw.json: Kipriakon, English", () => {
		expect(placePage("raw.json")).toMatchObject({
			name: "Kipriakon",
			phone: "25 101555",
			website: null,
			rating: 4.2,
			reviewCount: 396,
			categories: ["Restaurant"],
			latitude: 34.6705954,
			longitude: 33.0424567,
			featureId: "0x14e732fd76f0d90d:0xe5415928d6702b47",
			cid: "16519582940102929223",
			placeId: "ChIJDdnwdv0y5xQRRytw1ihZQeU",
			locality: "Limassol",
			postalCode: "3042",
			countryCode: "CY",
			timezone: "Asia/Nicosia",
			fullAddress: "Old port, Limassol 3042",
			street: "Old port",
		});
	});

	it("raw2.json: the same place, Greek interface", () => {
		const english = placePage("raw.json");
		expect(placePage("raw2.json")).toMatchObject({
			name: "Κυπριακόν",
			phone: "25 101555",
			website: null,
			rating: 4.1,
			reviewCount: 516,
			categories: ["Εστιατόριο"],
			latitude: english.latitude,
			longitude: english.longitude,
			cid: english.cid,
			placeId: english.placeId,
			locality: "Λεμεσός",
			postalCode: "3042",
			countryCode: "CY",
		});
		expect(placePage("raw2.json").openingHours[0]).toEqual({ day: "Σάββατο", hours: ["9:00 π.μ.–11:30 μ.μ."] });
	});

	it("panic.json: Happy Island Restaurant", () => {
		expect(placePage("panic.json")).toMatchObject({
			name: "Happy Island Restaurant",
			phone: "26 937077",
			website: null,
			rating: 4.7,
			reviewCount: 518,
			categories: ["Restaurant"],
			latitude: 34.754666,
			longitude: 32.4197193,
			cid: "516632626948386591",
			placeId: "ChIJHQjftsYG5xQRH6-iEKNyKwc",
			locality: "Paphos",
			postalCode: "8042",
			countryCode: "CY",
		});
		expect(placePage("panic.json").featureId).toMatch(/:0x72b72a310a2af1f$/);
	});

	it("panic2.json: parts start with a neighbourhood, no postal code, hours at neither path", () => {
		const p = placePage("panic2.json");
		expect(p).toMatchObject({
			name: "Island Beach Bar and Restaurant",
			phone: "97 754374",
			website: null,
			rating: 4.4,
			reviewCount: 504,
			categories: ["Restaurant", "Cocktail bar"],
			latitude: 35.0410728,
			longitude: 32.3917503,
			cid: "9115508255056820563",
			placeId: "ChIJNVsWObd15xQRU3nNQXbKgH4",
			borough: "Latsi",
			locality: "Poli Crysochous",
			postalCode: null,
			countryCode: "CY",
		});
		expect(p.featureId).toMatch(/:0x7e80ca7641cd7953$/);
		expect(p.openingHours).toEqual([]);
		// p[18] does not start with "Name, " (a plus code comes first), so the name-free p[39] is used.
		expect(p.fullAddress).toBe("29RR+CPC, Λεοφόρος Ακάμαντος, Poli Crysochous");
	});

	it("falls back to the old hours layout (p[34][1]) when p[203] is missing", () => {
		const p = structuredClone(placeArrayOf("raw.json"));
		const current = parsePlaceArray(p)?.openingHours;
		p[203] = null;
		const legacy = parsePlaceArray(p)?.openingHours;
		expect(legacy).toHaveLength(7);
		expect(legacy).toEqual(current);
		expect(legacy?.[0]).toEqual({ day: "Monday", hours: ["12:30–10 pm"] });
	});

	it("falls back to p[39] when p[18] is missing", () => {
		const p = structuredClone(placeArrayOf("raw.json"));
		p[18] = null;
		expect(parsePlaceArray(p)?.fullAddress).toBe("Old port, Limassol 3042");
	});
});

describe("CID and websites", () => {
	it("turns the hex after the colon into an unsigned decimal (google.md examples)", () => {
		expect(cidFromFeatureId("0x470b959946ca7425:0xefd5ce69fee6d711")).toBe("17281946099747575569");
		expect(cidFromFeatureId("0x8620a46fb3f6bd7f:0x45a1325deff4917c")).toBe("5017346838906573180");
		expect(cidFromFeatureId("0xffffffffffffffff:0xffffffffffffffff")).toBe("18446744073709551615");
	});

	it.each(["", "0x1", "abc:def", "0x12:0x", "0x12:0xzz", "0x12:0x123456789abcdef01", "0x12:0x0"])("rejects %p", (fid) => {
		expect(cidFromFeatureId(fid)).toBeNull();
	});

	it("unwraps Google's /url?q= redirect", () => {
		const real = "https://www.example.fr/contact?a=1&b=2";
		expect(unwrapGoogleRedirect(`/url?q=${encodeURIComponent(real)}&opi=79508299&sa=U&ved=abc`)).toBe(real);
		expect(unwrapGoogleRedirect(`https://www.google.com/url?q=${encodeURIComponent(real)}&sa=D`)).toBe(real);
		expect(unwrapGoogleRedirect("https://nookofficial.gr/")).toBe("https://nookofficial.gr/");
		const p = structuredClone(placeArrayOf("raw.json"));
		p[7] = [`/url?q=${encodeURIComponent(real)}&opi=79508299`, "example.fr", null, null];
		expect(parsePlaceArray(p)?.website).toBe(real);
	});
});

describe("malformed input never throws", () => {
	it.each([
		"",
		"   ",
		"null",
		"{}",
		"[]",
		"[[]]",
		"[1,2,3]",
		")]}'",
		")]}'\n",
		")]}'\n[[",
		"<html><body>Error</body></html>",
		'[["q",[null,5,"x",[1,2],{"a":1}]]]',
		'[["q","not an array"]]',
	])("search body %p gives []", (body) => {
		expect(parseSearchResponse(body)).toEqual([]);
	});

	it("flags bodies that are not Google's JSON as malformed, and an empty list as not", () => {
		expect(parseSearchPage("<html>sorry</html>").malformed).toBe(true);
		expect(parseSearchPage(')]}\'\n[["q",[[null').malformed).toBe(true);
		expect(parseSearchPage(')]}\'\n[["q",[[null,null]]]]')).toMatchObject({ places: [], total: 0, malformed: false });
		expect(parseSearchPage(')]}\'\n[["q"]]')).toMatchObject({ places: [], total: 0, malformed: false });
	});

	it.each([null, undefined, 5, "x", {}, [], [null], new Array(20).fill("x")])("place array %p gives null", (p) => {
		expect(parsePlaceArray(p)).toBeNull();
	});

	it("survives every top-level index of a real place array holding the wrong type", () => {
		const original = placeArrayOf("raw.json");
		for (const wrong of ["x", 5, {}, [], [[["x"]]], -1, true]) {
			for (let i = 0; i < original.length; i++) {
				const p = original.slice();
				p[i] = wrong;
				const place = parsePlaceArray(p);
				if (i === 11) expect(place === null || typeof place.name === "string").toBe(true);
				else expect(place?.name).toBe("Kipriakon");
			}
		}
	});

	it("survives any truncation of a real answer", () => {
		const body = fixture("output.json");
		for (let cut = 0; cut < body.length; cut += 997) {
			expect(() => parseSearchResponse(body.slice(0, cut))).not.toThrow();
		}
		expect(parsePlacePageState("garbage")).toBeNull();
		expect(parsePlacePageState(")]}'\n[1,2,3]")).toBeNull();
	});
});

describe("block detection", () => {
	it("recognises a consent redirect", () => {
		expect(detectBlock(302, { location: "https://consent.google.com/ml?continue=https://www.google.com/search" }, "")).toBe("consent");
		expect(detectBlock(200, {}, '<html><title>Before you continue to Google</title><form action="https://consent.google.com/save"></form></html>')).toBe(
			"consent",
		);
	});

	it("recognises a captcha page, redirected or served", () => {
		expect(detectBlock(302, { Location: "https://www.google.com/sorry/index?continue=x" }, "")).toBe("captcha");
		expect(detectBlock(429, {}, '<html>Our systems have detected unusual traffic from your computer network.<div class="g-recaptcha"></div></html>')).toBe(
			"captcha",
		);
		expect(detectBlock(200, new Headers({ "content-type": "text/html" }), '<div id="captcha-form">')).toBe("captcha");
	});

	it("recognises a plain 429", () => {
		expect(detectBlock(429, { "retry-after": "1" }, "Too Many Requests")).toBe("rate_limited");
	});

	it("leaves real answers and ordinary errors alone", () => {
		expect(detectBlock(200, {}, fixture("output.json"))).toBeNull();
		expect(detectBlock(200, {}, ')]}\'\n[["captcha",[]]]')).toBeNull();
		expect(detectBlock(503, {}, "<html>Server Error</html>")).toBeNull();
		expect(detectBlock(302, { location: "https://www.google.com/maps" }, "")).toBeNull();
		expect(detectBlock(200, null, null)).toBeNull();
	});
});

describe("search request URL", () => {
	it("carries the documented pb viewport and paging", () => {
		const url = buildSearchUrl("https://www.google.com/search", {
			query: "coffee shops",
			lang: "en",
			country: "GR",
			lat: 38.0289,
			lng: 23.7,
			zoom: 15,
			offset: 40,
			viewportW: 1920,
			viewportH: 450,
		});
		const u = new URL(url);
		expect(u.origin + u.pathname).toBe("https://www.google.com/search");
		expect(Object.fromEntries([...u.searchParams].filter(([k]) => k !== "pb"))).toEqual({ tbm: "map", authuser: "0", hl: "en", gl: "gr", q: "coffee shops" });
		expect(u.searchParams.get("pb")).toMatch(
			new RegExp(`^!4m12!1m3!1d${spanMetersForZoom(15).toFixed(3).replace(/0+$/, "")}!2d23\\.7!3d38\\.0289!2m3!1f0!2f0!3f0!3m2!1i1920!2i450!4f15!7i20!8i40`),
		);
	});

	it("reads back what it wrote", () => {
		const url = buildSearchUrl("http://127.0.0.1:9/maps/search", {
			query: "dentist",
			lang: "fr",
			country: "fr",
			lat: 45.764,
			lng: 4.8357,
			spanMeters: 2500,
			offset: 20,
		});
		expect(parseSearchUrl(url)).toMatchObject({
			query: "dentist",
			lang: "fr",
			country: "FR",
			lat: 45.764,
			lng: 4.8357,
			spanMeters: 2500,
			pageSize: 20,
			offset: 20,
			viewportW: 1024,
			viewportH: 768,
		});
		expect(parseSearchUrl(url)?.zoom).toBeCloseTo(Math.log2((360 * 111320) / 2500), 1);
	});

	it("derives the span from the zoom as google.md says", () => {
		expect(spanMetersForZoom(13)).toBeCloseTo((360 / 8192) * 111320, 6);
		expect(parsePb("!4m12!1m3!2d2.35!3d48.85!4f13!7i20!8i0")?.spanMeters).toBeCloseTo(spanMetersForZoom(13), 6);
	});

	it("rejects a pb without a centre", () => {
		expect(parsePb("!7i20!8i0")).toBeNull();
		expect(parseSearchUrl("/search?q=x")).toBeNull();
		expect(parseSearchUrl("/search?q=x&pb=!1d100!2d500!3d10")).toBeNull();
	});
});
