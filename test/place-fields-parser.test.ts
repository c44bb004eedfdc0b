import fs from "node:fs";
import path from "node:path";
import { toObservation } from "../services/scrapers/google/keyless-pager";
import { parsePlaceArray, parsePlacePageState, parseSearchResponse } from "../services/scrapers/google/parse";
import { parsePlaceDetails } from "../services/scrapers/google/places-details";
import { phoneE164Of, timezoneAt } from "../services/dataset/place-derived";
import { openingHoursText, WEEKDAYS, type OpeningHours } from "../shared/place-fields";

/** Issue 18 on Google's real answers (../shared/fixtures/google, expected values in its README): hours, status, price, time zone, E.164. */

const FIXTURE_DIR = [
	process.env.LEADMAP_GOOGLE_FIXTURES,
	path.resolve(__dirname, "fixtures/google"),
	path.resolve(__dirname, "../../shared/fixtures/google"),
].find((dir): dir is string => !!dir && fs.existsSync(path.join(dir, "output.json")));

function fixture(name: string): string {
	if (!FIXTURE_DIR) throw new Error("Google fixtures not found: set LEADMAP_GOOGLE_FIXTURES or copy them to test/fixtures/google");
	return fs.readFileSync(path.join(FIXTURE_DIR, name), "utf8");
}

const everyDay = (open: string, close: string): OpeningHours["weekly"] => Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open, close }]]));

describe("opening hours from the numbers, whatever the interface language", () => {
	it("raw.json (English) and raw2.json (Greek): every day, Monday first", () => {
		const english = parsePlacePageState(fixture("raw.json"))!;
		expect(english.hours).toEqual({ weekly: everyDay("12:30", "22:00"), special: [] });
		expect(Object.keys(english.hours!.weekly)).toEqual([...WEEKDAYS]);
		const greek = parsePlacePageState(fixture("raw2.json"))!;
		expect(greek.hours).toEqual({ weekly: everyDay("09:00", "23:30"), special: [] });
		expect(Object.keys(greek.hours!.weekly)).toEqual([...WEEKDAYS]);
	});

	it("output.json: a closed Sunday is an empty day; a close at midnight is 24:00; a place without hours has none", () => {
		const places = parseSearchResponse(fixture("output.json"));
		expect(places[0].hours?.weekly).toMatchObject({ saturday: [{ open: "07:00", close: "20:30" }], sunday: [] });
		expect(places[14].hours?.weekly.monday).toEqual([{ open: "09:00", close: "24:00" }]);
		expect(places[7].hours).toBeNull();
	});

	it("panic.json: opening at midnight is 00:00; panic2.json has hours at neither path, so none", () => {
		expect(parsePlacePageState(fixture("panic.json"))!.hours?.weekly).toMatchObject({
			monday: [{ open: "00:00", close: "23:00" }],
			wednesday: [{ open: "00:00", close: "22:45" }],
			friday: [{ open: "12:00", close: "23:00" }],
		});
		expect(parsePlacePageState(fixture("panic2.json"))!.hours).toBeNull();
	});

	it("the older layout (p[34][1]) gives the same week, its days read from their dates", () => {
		const text = fixture("raw2.json");
		const p = structuredClone((JSON.parse(text.slice(text.indexOf("["))) as unknown[][])[6]);
		const current = parsePlaceArray(p)!.hours;
		p[203] = null;
		expect(parsePlaceArray(p)!.hours).toEqual(current);
	});

	it("as one line for flat exports", () => {
		const places = parseSearchResponse(fixture("output.json"));
		expect(openingHoursText(places[0].hours)).toBe("Mo 07:00-20:30; Tu 07:00-20:30; We 07:00-20:30; Th 07:00-20:30; Fr 07:00-20:30; Sa 07:00-20:30; Su closed");
	});
});

describe("status, price range, time zone and phone", () => {
	it("an observation of output.json carries them (the status line of an open place is operational)", () => {
		const nook = toObservation(parseSearchResponse(fixture("output.json"))[14])!;
		expect(nook).toMatchObject({ timezone: "Europe/Athens", businessStatus: "operational", priceRange: "$$", description: null });
		const dream = toObservation(parseSearchResponse(fixture("output.json"))[0])!;
		expect(dream.priceRange).toBeNull();
	});

	it("a closed place's status line is read in the languages searches ask for, either word order", () => {
		const place = parseSearchResponse(fixture("output.json"))[14];
		const statusOf = (line: string) => toObservation({ ...place, businessStatus: line })!.businessStatus;
		for (const line of [
			"Permanently closed",
			"Fermé définitivement",
			"Dauerhaft geschlossen",
			"Cerrado permanentemente",
			"Chiuso definitivamente",
			"Permanentemente fechado",
			"Permanent gesloten",
			"Έκλεισε οριστικά",
		]) {
			expect([line, statusOf(line)]).toEqual([line, "closed_permanently"]);
		}
		for (const line of [
			"Temporarily closed",
			"Fermé temporairement",
			"Vorübergehend geschlossen",
			"Cerrado temporalmente",
			"Chiuso temporaneamente",
			"Temporariamente fechado",
			"Tijdelijk gesloten",
			"Προσωρινά κλειστό",
		]) {
			expect([line, statusOf(line)]).toEqual([line, "closed_temporarily"]);
		}
		for (const line of ["Open ⋅ Closes 11 PM", "Fermé ⋅ Ouvre à 09:00", "Geschlossen ⋅ Öffnet um 9:00", "Closed now"])
			expect([line, statusOf(line)]).toEqual([line, "operational"]);
	});

	it("raw.json: €€, Asia/Nicosia, and a status line that says closed now is still operational", () => {
		const kipriakon = toObservation(parsePlacePageState(fixture("raw.json"))!)!;
		expect(kipriakon).toMatchObject({ timezone: "Asia/Nicosia", businessStatus: "operational", priceRange: "€€" });
	});

	it("the phone in E.164 for the place's country; a number without country code needs the country", () => {
		expect(phoneE164Of("25 101555", "CY")).toBe("+35725101555");
		expect(phoneE164Of("+30 21 0261 6578", "GR")).toBe("+302102616578");
		expect(phoneE164Of("+30 21 0261 6578", null)).toBe("+302102616578");
		expect(phoneE164Of("25 101555", null)).toBeNull();
		expect(phoneE164Of("not a phone", "CY")).toBeNull();
	});

	it("the time zone from the coordinates when the provider gives none (raw.json's Limassol, Athens)", () => {
		expect(timezoneAt(34.6705954, 33.0424567)).toBe("Asia/Nicosia");
		expect(timezoneAt(38.0331931, 23.7094475)).toBe("Europe/Athens");
		expect(timezoneAt(null, 23.7)).toBeNull();
		expect(timezoneAt(91, 0)).toBeNull();
	});
});

describe("Places API (New) Place Details", () => {
	it("reads regularOpeningHours.periods (a close past midnight, a Sunday) and the special days of currentOpeningHours", () => {
		const body = JSON.stringify({
			id: "ChIJDdnwdv0y5xQRRytw1ihZQeU",
			displayName: { text: "Kipriakon" },
			location: { latitude: 34.67, longitude: 33.04 },
			businessStatus: "CLOSED_TEMPORARILY",
			regularOpeningHours: {
				periods: [
					{ open: { day: 1, hour: 9, minute: 0 }, close: { day: 1, hour: 17, minute: 30 } },
					{ open: { day: 5, hour: 18, minute: 0 }, close: { day: 6, hour: 2, minute: 0 } },
					{ open: { day: 0, hour: 10, minute: 0 }, close: { day: 0, hour: 14, minute: 0 } },
				],
			},
			currentOpeningHours: {
				periods: [
					{
						open: { day: 4, hour: 10, minute: 0, date: { year: 2026, month: 12, day: 24 } },
						close: { day: 4, hour: 13, minute: 0, date: { year: 2026, month: 12, day: 24 } },
					},
				],
				specialDays: [{ date: { year: 2026, month: 12, day: 24 } }, { date: { year: 2026, month: 12, day: 25 } }],
			},
		});
		const place = parsePlaceDetails(body).place!;
		expect(place.hours).toEqual({
			weekly: {
				monday: [{ open: "09:00", close: "17:30" }],
				tuesday: [],
				wednesday: [],
				thursday: [],
				friday: [{ open: "18:00", close: "02:00" }],
				saturday: [],
				sunday: [{ open: "10:00", close: "14:00" }],
			},
			special: [
				{ date: "2026-12-24", intervals: [{ open: "10:00", close: "13:00" }] },
				{ date: "2026-12-25", intervals: [] },
			],
		});
		expect(toObservation({ ...place, cid: "1" })!.businessStatus).toBe("closed_temporarily");
	});
});
