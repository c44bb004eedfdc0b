import { toObservation } from "../services/scrapers/google/keyless-pager";
import { parsePlaceArray, parsePlacePageState, parseSearchResponse } from "../services/scrapers/google/parse";
import type { GooglePlace } from "../services/scrapers/google/types";
import { WEEKDAYS } from "../shared/place-fields";
import { googleFixture, googlePlaceArray } from "./support/google-fixtures";

/** Issue 29 on Google's real answers (test/fixtures/google): photos (p[37], p[72], p[171]) and popular times (p[84]). */

const photo = (id: string, width: number, height: number) => ({ url: `https://lh5.googleusercontent.com/p/${id}=w${width}-h${height}-k-no`, width, height });

function placePage(name: string): GooglePlace {
	const place = parsePlacePageState(googleFixture(name));
	if (!place) throw new Error(`${name} did not parse`);
	return place;
}

describe("photos", () => {
	it("raw.json: the place's own photo, then each tab's, each once, at the original size; no video, no panorama; the count of p[37]", () => {
		const place = placePage("raw.json");
		expect(place.photoCount).toBe(411);
		expect(place.photos).toEqual([
			photo("AF1QipP4Y7A8nYL3KKXznSl69pXSq9p2IXCYUjVvOh0F", 2048, 2048),
			photo("AF1QipNgMqyaQs2MqH1oiGC44eDcvudurxQfNb2RuDsd", 3000, 4000),
			photo("AF1QipNhoFtPcaLCIhdN3GhlJ6sQIvdhaESnRG8nyeC8", 2048, 1536),
			photo("AF1QipMbu-iiWkE4DsXx3aI7nGaqyXJKbBYCrBXvzOnu", 2048, 2048),
			photo("AF1QipOGg_vrD4bzkOre5Ly6CFXuO3YCOGfFxQ-EiEkW", 2268, 4032),
			photo("AF1QipOziHd2hqM1jnK9KfCGf1zVhcOrx8Bj7VdJXj0", 4032, 3024),
			photo("AF1QipNJyq7nAlKtsxxbNy4PHUZOhJ0k7HPP8tTAlwcV", 4032, 3024),
			photo("AF1QipNRE2R5k13zT-0WG4b6XOD_BES9-nMK04hlCMVV", 2048, 2048),
		]);
		const urls = place.photos!.map((p) => p.url).join(" ");
		expect(urls).not.toContain("AF1QipPZbq8v8K8RZfvL6gZ_4Dw6qwNJ_MUxxOOfBo7h"); // the Videos tab's
		expect(urls).not.toContain("AF1QipMwkHP8GmDCSuwnWS7pYVQvtDWdsdk-CUwxtsXL"); // Street View & 360°
	});

	it("raw2.json (Greek, its URLs' `=` escaped twice as \\u003d): the same hero photo, readable URLs, its own count", () => {
		const place = placePage("raw2.json");
		expect(place.photoCount).toBe(524);
		expect(place.photos).toHaveLength(7);
		expect(place.photos![0]).toEqual(photo("AF1QipP4Y7A8nYL3KKXznSl69pXSq9p2IXCYUjVvOh0F", 2048, 2048));
		for (const p of place.photos!) expect(p.url).toMatch(/^https:\/\/lh5\.googleusercontent\.com\/p\/AF1Qip[\w-]+=w\d+-h\d+-k-no$/);
	});

	it("panic.json and panic2.json: a video in a photo tab (kind 10) is left out; at most 10", () => {
		const panic = placePage("panic.json");
		expect(panic).toMatchObject({ photoCount: 356 });
		expect(panic.photos).toHaveLength(9);
		expect(panic.photos![3]).toEqual(photo("AF1QipMJ2gZZo54e7IcYqihjv4Nbfe08QMCR0wm82Uex", 851, 315));
		const island = placePage("panic2.json");
		expect(island.photoCount).toBe(645);
		expect(island.photos!.map((p) => p.url).join(" ")).not.toContain("AF1QipOG0rrtzbx43NTFSEtKpj6FbSz4duU_12a52Vc");
		expect(island.photos).toHaveLength(6);

		const p = googlePlaceArray("raw.json");
		const tabs = (p[171] as unknown[][])[0] as unknown[][];
		(tabs[0][3] as unknown[]).push(
			...tabs.flatMap((t) => t[3] as unknown[]).map((item) => (Array.isArray(item) ? [`${item[0]}-again`, ...item.slice(1)] : item)),
		);
		expect(parsePlaceArray(p)!.photos).toHaveLength(10);
	});

	it("the search answer (output.json) carries none: photos and count null, not empty (the read did not say)", () => {
		const places = parseSearchResponse(googleFixture("output.json"));
		expect(places).toHaveLength(20);
		for (const place of places) expect(place).toMatchObject({ photos: null, photoCount: null, popularTimes: null });
		expect(toObservation(places[0])).toMatchObject({ photos: null, photoCount: null, popularTimes: null });
	});
});

describe("popular times", () => {
	it("raw.json: by weekday, Monday first (Google's day 1; its list starts with Sunday, day 7), 24 hours from midnight, unlisted hours 0", () => {
		const week = placePage("raw.json").popularTimes!;
		expect(Object.keys(week)).toEqual([...WEEKDAYS]);
		for (const day of WEEKDAYS) expect(week[day]).toHaveLength(24);
		expect(week.monday).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 25, 42, 29, 25, 19, 31, 48, 82, 100, 89, 0, 0]);
		expect(week.sunday).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 46, 36, 38, 36, 42, 38, 46, 42, 55, 53, 0, 0]);
		expect(week.thursday.slice(12, 16)).toEqual([6, 2, 0, 4]);
	});

	it("panic.json: days listed from midnight keep their small hours; raw2.json (Greek) is read from the same numbers", () => {
		const week = placePage("panic.json").popularTimes!;
		expect(week.monday.slice(0, 6)).toEqual([15, 18, 6, 6, 6, 12]);
		expect(week.thursday[20]).toBe(100);
		expect(week.friday.slice(0, 12).every((v) => v === 0)).toBe(true);
		expect(placePage("raw2.json").popularTimes!.friday.slice(15, 18)).toEqual([68, 100, 94]);
	});

	it("panic2.json has none: null", () => {
		expect(placePage("panic2.json").popularTimes).toBeNull();
	});

	it("values out of 0..100 are clamped, odd hours and days skipped, a missing day all 0", () => {
		const p = googlePlaceArray("raw.json");
		p[84] = [
			[
				[
					1,
					[
						[12, 140],
						[13, -3],
						[24, 50],
						["x", 10],
						[14, 37.6],
					],
				],
				[9, [[12, 50]]],
				"noise",
			],
		];
		const week = parsePlaceArray(p)!.popularTimes!;
		expect(week.monday.slice(12, 15)).toEqual([100, 0, 38]);
		expect(week.tuesday).toEqual(new Array(24).fill(0));
		p[84] = [["not a day"]];
		expect(parsePlaceArray(p)!.popularTimes).toBeNull();
	});
});
