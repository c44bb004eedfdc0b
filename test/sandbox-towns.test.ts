import { boundsAround } from "../services/scrapers/framework/area";
import { findPlace } from "../services/scrapers/framework/gazetteer";
import { World } from "../sandbox/world";
import { parseSearchResponse as parseAppleResponse } from "../services/scrapers/apple/api";
import { parseSearchResponse } from "../services/scrapers/google/parse";
import { parsePlacesSearchResponse } from "../services/scrapers/google/places-api";
import { appleId, applePlace } from "../sandbox/apple-api";
import { CITIES } from "../sandbox/cities";
import { expectBingAddressReadsBack } from "./support/world-places";
import { renderSearchPage } from "../sandbox/google-wire";
import { placeResource } from "../sandbox/places-api";
import { curatedZonesOf } from "../sandbox/towns";
import { variantName } from "../sandbox/provider-variants";

/**
 * The simulator's generated towns, read back by the parsers (no app runs here: these run in the embedded
 * pass only; test/sandbox-anywhere.test.ts searches them through the API).
 */

describe("the generated towns", () => {
	// One world for the tests that only read towns: each town is generated once (a second or so each), not once a test.
	const world = new World();

	test("are seeded by the town, not by chance: a fresh world generates the same places", () => {
		const bordeaux = findPlace("Bordeaux")!;
		const a = new World().cityBusinesses(`g${bordeaux.id}`);
		const b = new World().cityBusinesses(`g${bordeaux.id}`);
		expect(a.length).toBeGreaterThan(1000);
		expect(b).toEqual(a);
		expect(new Set(a.map((x) => x.cid)).size).toBe(a.length);
		expect(a.every((x) => x.locality === "Bordeaux" && x.countryCode === "FR" && /^33\d00$/.test(x.postalCode))).toBe(true);
	});

	test("write addresses a Bing address line reads back, in every country's layout", () => {
		for (const name of [
			"Bordeaux",
			"York, GB",
			"Springfield, US",
			"Hamilton, CA",
			"Geelong",
			"Cork",
			"Graz",
			"Utrecht",
			"Porto",
			"Sevilla",
			"Bologna",
			"Nicosia",
			"Zurich",
			"Liege",
			"Osaka",
			"Guadalajara",
			"Auckland",
			"Curitiba",
			"Krakow",
			"Rosario",
		]) {
			for (const b of world.cityBusinesses(`g${findPlace(name)!.id}`).slice(0, 20)) {
				expectBingAddressReadsBack(b);
			}
		}
	});

	test("come back whole through the Google keyless, Places API and Apple parsers", () => {
		const towns = ["Bordeaux", "Springfield, US", "Graz", "Osaka", "Curitiba"]
			.map((name) => world.cityBusinesses(`g${findPlace(name)!.id}`).slice(0, 10))
			.flat();
		const keyless = parseSearchResponse(renderSearchPage("dentist", towns));
		const placesApi = parsePlacesSearchResponse(JSON.stringify({ places: towns.map((b) => placeResource(b)) })).places;
		const apple = parseAppleResponse(JSON.stringify({ results: towns.map(applePlace) })).places;
		towns.forEach((b, i) => {
			const fields = {
				name: b.name,
				street: b.street,
				locality: b.locality,
				postalCode: b.postalCode,
				countryCode: b.countryCode,
				latitude: b.latitude,
				longitude: b.longitude,
			};
			expect(keyless[i]).toMatchObject({ ...fields, cid: b.cid, placeId: b.placeId, phone: b.phone, categories: b.categories, timezone: b.timezone });
			expect(placesApi[i]).toMatchObject({ ...fields, placeId: b.placeId });
			expect(apple[i]).toMatchObject({ ...fields, name: variantName(b, "apple"), id: appleId(b) });
		});
	});

	test("count businesses by population", () => {
		const count = (name: string) => world.cityBusinesses(`g${findPlace(name)!.id}`).length;
		expect(count("Toulouse")).toBeGreaterThan(count("Rennes"));
		expect(count("Rennes")).toBeGreaterThan(10 * count("Cancale"));
	});

	test("leave the hand-made cities' worlds as they were, over the whole area a search for them covers", () => {
		for (const c of CITIES) {
			for (const name of [c.name, c.locality, ...c.aliases]) {
				const place = findPlace(name, c.countryCode);
				if (!place || Math.abs(place.lat - c.lat) > 0.5 || Math.abs(place.lng - c.lng) > 0.5) continue;
				const area = boundsAround(place.lat, place.lng, place.radiusMeters);
				expect(curatedZonesOf().some((z) => z.minLat <= area.south && z.maxLat >= area.north && z.minLng <= area.west && z.maxLng >= area.east)).toBe(true);
			}
		}
		for (const name of ["Lyon", "Paris"]) {
			const place = findPlace(name)!;
			const matches = world.businessesMatching("dentist", { lat: place.lat, lng: place.lng, spanMeters: place.radiusMeters * 2 });
			expect(matches.length).toBeGreaterThan(50);
			expect(matches.every((b) => b.cityKey === name.toLowerCase())).toBe(true);
		}
	});
});
