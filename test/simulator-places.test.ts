import { buildInfoboxRequest } from "../services/scrapers/bing/request";
import { parseInfobox } from "../services/scrapers/bing/parse";
import { at, parseGoogleJson } from "../services/scrapers/google/parse";
import { buildPlacePageUrl, initializationState, parsePlacePage } from "../services/scrapers/google/place-page";
import { buildReviewsUrl, parseReviewsPage, type GoogleReview } from "../services/scrapers/google/reviews";
import { bingYpid } from "../sandbox/bing-wire";
import { appleId } from "../sandbox/apple-api";
import { renderPlacePage } from "../sandbox/google-wire";
import { expectedPhotos, expectedPopularTimes } from "../sandbox/place-media";
import { bingVariant, variantName } from "../sandbox/provider-variants";
import { reviewsOf } from "../sandbox/reviews/generate";
import { REVIEW_LANGUAGES, REVIEW_TOPICS } from "../sandbox/reviews/phrases";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import { defaultWorld, type WorldBusiness } from "../sandbox/world";
import { googlePlaceArray } from "./support/google-fixtures";

/** The simulator's place pages, reviews and place changes, read with the parsers the scrapers use. */

let sim: SimulatorServer;
let base: string;

beforeAll(async () => {
	sim = createSimulatorServer({ preloadCities: ["lyon", "berlin"] });
	base = await sim.listenOn(0);
});

afterAll(() => sim.shutdown());

beforeEach(() => {
	sim.setFaults({});
	sim.resetPlaces();
});

async function get(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string }> {
	const res = await fetch(url, { redirect: "manual", ...init });
	return { status: res.status, headers: res.headers, body: await res.text() };
}

function placeWith(city: string, test: (b: WorldBusiness) => boolean): WorldBusiness {
	const found = defaultWorld.cityBusinesses(city).find(test);
	if (!found) throw new Error(`no such place in ${city}`);
	return found;
}

async function placePage(cid: string) {
	const res = await get(buildPlacePageUrl(base, cid));
	expect(res.status).toBe(200);
	expect(res.body.startsWith("<!DOCTYPE html>")).toBe(true);
	return parsePlacePage(res.body);
}

async function allReviews(featureId: string, pageSize = 20): Promise<{ reviews: GoogleReview[]; pages: number }> {
	const reviews: GoogleReview[] = [];
	let token: string | null = null;
	let pages = 0;
	do {
		const res = await get(buildReviewsUrl(base, { featureId, pageToken: token, pageSize }));
		expect(res.status).toBe(200);
		const page = parseReviewsPage(res.body);
		expect(page.malformed).toBe(false);
		reviews.push(...page.reviews);
		token = page.nextPageToken;
		pages++;
	} while (token);
	return { reviews, pages };
}

describe("place page by CID", () => {
	it("serves the place in an HTML page whose state the place-page parser reads, with the star histogram", async () => {
		const b = placeWith("lyon", (x) => x.phone !== null && x.hours !== null && (x.reviewCount ?? 0) > 30);
		const page = await placePage(b.cid);
		expect(page.malformed).toBe(false);
		expect(page.place).toMatchObject({
			name: b.name,
			cid: b.cid,
			featureId: b.featureId,
			placeId: b.placeId,
			phone: b.phone,
			rating: b.rating,
			reviewCount: b.reviewCount,
			categories: b.categories,
			postalCode: b.postalCode,
			countryCode: "FR",
		});
		expect(page.place?.openingHours).toHaveLength(7);
		expect(page.starHistogram?.reduce((a, n) => a + n)).toBe(b.reviewCount);
	});

	it("answers a CID it does not know with a page holding no place, and finds a place by its place id too", async () => {
		expect(await placePage("12345")).toEqual({ place: null, starHistogram: null, malformed: false, recognised: true });
		const b = placeWith("berlin", () => true);
		const res = await get(`${base}/maps/place/?q=place_id:${b.placeId}&hl=en`);
		expect(parsePlacePage(res.body).place?.cid).toBe(b.cid);
	});

	it("refuses as Google does under the injected faults", async () => {
		sim.setFaults({ consent: { first: 1 }, captcha: { after: 1, count: 1 } });
		const b = placeWith("lyon", () => true);
		const consent = await get(buildPlacePageUrl(base, b.cid));
		expect(consent.status).toBe(302);
		expect(consent.headers.get("location")).toMatch(/^https:\/\/consent\.google\.com\//);
		const captcha = await get(buildPlacePageUrl(base, b.cid));
		expect(captcha.status).toBe(429);
		expect(parsePlacePage(captcha.body).malformed).toBe(true);
	});
});

describe("photos and popular times", () => {
	/** The types along the paths the parser reads, to compare the simulator's layout with Google's own (raw.json). */
	const shape = (p: unknown) => {
		const kind = (v: unknown) => (Array.isArray(v) ? `array` : typeof v);
		return [
			kind(at(p, 37, 1)),
			kind(at(p, 72, 0, 0, 0)),
			at(p, 72, 0, 0, 2),
			kind(at(p, 72, 0, 0, 6, 0)),
			kind(at(p, 72, 0, 0, 6, 2, 0)),
			kind(at(p, 171, 0, 0, 2)),
			kind(at(p, 171, 0, 0, 3, 0, 6, 0)),
			at(p, 84, 0, 0, 0),
			kind(at(p, 84, 0, 0, 1, 0, 0)),
			kind(at(p, 84, 0, 0, 1, 0, 1)),
		];
	};

	it("place pages carry them in Google's layout, and the parser reads back what the world has", async () => {
		const placeArrayOf = (html: string) => at(parseGoogleJson(at(initializationState(html), 3, 6)), 6);
		const real = googlePlaceArray("raw.json");
		let capped = 0,
			none = 0,
			busy = 0,
			smallHours = 0;
		for (const b of defaultWorld.cityBusinesses("lyon").slice(0, 300)) {
			const html = renderPlacePage(b, null);
			const photos = expectedPhotos(b);
			const week = expectedPopularTimes(b);
			expect(parsePlacePage(html).place).toMatchObject({ ...(photos ?? { photos: null, photoCount: null }), popularTimes: week });
			if (photos && week) expect(shape(placeArrayOf(html))).toEqual(shape(real));
			if (photos && photos.photoCount > 10) capped++;
			if (!photos) none++;
			if (week) busy++;
			if (week && Object.values(week).some((day) => day.slice(0, 6).some((v) => v > 0))) smallHours++;
		}
		expect({ capped: capped > 0, none: none > 0, busy: busy > 0, smallHours: smallHours > 0 }).toEqual({
			capped: true,
			none: true,
			busy: true,
			smallHours: true,
		});

		const b = placeWith("lyon", (x) => (x.reviewCount ?? 0) > 100 && x.hours !== null);
		const served = (await placePage(b.cid)).place!;
		expect(served.photos).toHaveLength(10);
		expect({ photos: served.photos, photoCount: served.photoCount, popularTimes: served.popularTimes }).toEqual({
			...expectedPhotos(b),
			popularTimes: expectedPopularTimes(b),
		});
	});

	it("popular times follow the opening hours: closed hours are 0, and a change of hours shows", async () => {
		const b = placeWith("lyon", (x) => (x.reviewCount ?? 0) > 50 && x.hours !== null && x.hours[0].length > 0);
		const week = expectedPopularTimes(b)!;
		expect(Math.max(...Object.values(week).flat())).toBe(100);
		expect(week.monday.some((v) => v > 0)).toBe(true);
		expect((await placePage(b.cid)).place!.popularTimes).toEqual(week);
		sim.changePlace(b.cid, { hours: { Monday: [] } });
		const changed = (await placePage(b.cid)).place!.popularTimes!;
		expect(changed.monday).toEqual(new Array(24).fill(0));
	});
});

describe("listugcposts", () => {
	it("pages through every review of a place, newest first, in Google's item layout", async () => {
		const b = placeWith("lyon", (x) => (x.reviewCount ?? 0) >= 45 && (x.reviewCount ?? 0) <= 80);
		const { reviews, pages } = await allReviews(b.featureId, 20);
		expect(reviews).toHaveLength(b.reviewCount as number);
		expect(pages).toBe(Math.ceil((b.reviewCount as number) / 20));
		expect(new Set(reviews.map((r) => r.id)).size).toBe(reviews.length);
		const times = reviews.map((r) => Date.parse(r.publishedAt as string));
		expect(times).toEqual([...times].sort((x, y) => y - x));
		const twoYears = 731 * 86_400_000;
		expect(times[0] - times[times.length - 1]).toBeLessThanOrEqual(twoYears);
		for (const r of reviews) {
			expect(r.rating).toBeGreaterThanOrEqual(1);
			expect(r.rating).toBeLessThanOrEqual(5);
			expect(r.source).toBe("Google");
			expect(r.authorName).toBeTruthy();
			expect(r.text === null).toBe(r.language === null);
		}
		// the truth the simulator keeps matches what was served, and is not on the wire
		const truth = sim.reviewTruth(b.cid);
		expect(truth?.reviews.map((t) => [t.id, t.rating, t.language, t.ownerReplied])).toEqual(
			reviews.map((r) => [r.id, r.rating, r.language, r.ownerReply !== null]),
		);
		const wire = (await get(buildReviewsUrl(base, { featureId: b.featureId }))).body;
		expect(wire).not.toMatch(/"sentiment"|"topics"|textDisagrees/);
	});

	it("serves at most the page size asked for, and an empty list for an unknown place", async () => {
		const b = placeWith("lyon", (x) => (x.reviewCount ?? 0) > 30);
		const page = parseReviewsPage((await get(buildReviewsUrl(base, { featureId: b.featureId, pageSize: 7 }))).body);
		expect(page.reviews).toHaveLength(7);
		expect(page.nextPageToken).toBeTruthy();
		const none = parseReviewsPage((await get(buildReviewsUrl(base, { featureId: "0x1:0x2" }))).body);
		expect(none).toMatchObject({ reviews: [], nextPageToken: null, malformed: false });
	});
});

describe("generated reviews", () => {
	const places = ["lyon", "berlin"].flatMap((c) =>
		defaultWorld
			.cityBusinesses(c)
			.filter((b) => (b.reviewCount ?? 0) >= 40)
			.slice(0, 40),
	);
	const all = places.map((b) => ({ b, r: reviewsOf(b) }));

	it("number the place's review count (at most 500), rate around the place's rating, and are the same every time", () => {
		for (const { b, r } of all) {
			expect(r.reviews).toHaveLength(Math.min(500, b.reviewCount as number));
			const mean = r.reviews.reduce((a, x) => a + x.rating, 0) / r.reviews.length;
			expect(Math.abs(mean - (b.rating as number))).toBeLessThan(r.trend === "stable" ? 0.45 : 0.7);
		}
		const [first] = all;
		expect(reviewsOf({ ...first.b }).reviews.map((x) => x.text)).toEqual(first.r.reviews.map((x) => x.text));
	});

	it("mix languages (the country's first), tones, topics, replies, texts that disagree with the stars and rating-only reviews", () => {
		const reviews = all.flatMap(({ r }) => r.reviews);
		const byLanguage = new Map<string | null, number>();
		for (const r of reviews) byLanguage.set(r.language, (byLanguage.get(r.language) ?? 0) + 1);
		for (const lang of REVIEW_LANGUAGES) expect(byLanguage.get(lang) ?? 0).toBeGreaterThan(0);
		expect((byLanguage.get("fr") ?? 0) + (byLanguage.get("de") ?? 0)).toBeGreaterThan(reviews.length * 0.5);
		expect(byLanguage.get(null) ?? 0).toBeGreaterThan(reviews.length * 0.08);
		const truths = reviews.map((r) => r.truth);
		for (const tone of ["positive", "neutral", "negative"]) expect(truths.some((t) => t.sentiment === tone)).toBe(true);
		const topics = new Set(truths.flatMap((t) => t.topics.map((x) => x.name)));
		for (const topic of REVIEW_TOPICS) expect(topics.has(topic)).toBe(true);
		expect(truths.filter((t) => t.textDisagreesWithRating).length).toBeGreaterThan(0);
		expect(truths.filter((t) => t.sentiment === "positive" && t.topics.some((x) => x.sentiment === "negative")).length).toBeGreaterThan(0);
		expect(truths.filter((t) => t.ownerReplied).length).toBeGreaterThan(0);
		expect(reviews.filter((r) => r.ownerReply && r.ownerReply.repliedAtMs < r.publishedAtMs)).toEqual([]);
		expect(reviews.filter((r) => r.text !== null && !/^[¡A-ZÀ-Ý]/.test(r.text)).map((r) => r.text)).toEqual([]);
	});
});

describe("place changes", () => {
	it("show on the place page, the search answer, Bing's lookup and Apple's place lookup, until reset", async () => {
		const b = placeWith("lyon", (x) => x.phone !== null && x.hours !== null && x.reviewCount !== null);
		sim.changePlace(b.cid, {
			phone: "+33 4 00 00 00 00",
			businessStatus: "closed_temporarily",
			rating: 3.1,
			hours: { Monday: ["08:00-12:00", "14:00-18:30"], Sunday: [] },
		});
		const page = await placePage(b.cid);
		expect(page.place).toMatchObject({ phone: "+33 4 00 00 00 00", rating: 3.1, businessStatus: "Temporarily closed" });
		expect(page.place?.openingHours[0]).toEqual({ day: "Monday", hours: ["8 AM–12 PM", "2–6:30 PM"] });
		expect(page.place?.openingHours[6]).toEqual({ day: "Sunday", hours: ["Closed"] });

		const infobox = buildInfoboxRequest(base, bingYpid(b));
		// Bing writes most phones in national format (sandbox/provider-variants.ts).
		const bing = parseInfobox((await get(infobox.url)).body).place;
		expect(bing).toMatchObject({ phone: bingVariant({ ...b, phone: "+33 4 00 00 00 00" }).phone, rating: 3.1 });
		expect(["+33 4 00 00 00 00", "04 00 00 00 00"]).toContain(bing?.phone);

		const token = JSON.parse((await get(`${base}/v1/token`, { headers: { authorization: "Bearer jwt" } })).body).accessToken as string;
		const apple = await get(`${base}/v1/place/${appleId(b)}`, { headers: { authorization: `Bearer ${token}` } });
		expect(apple.status).toBe(200);
		expect(JSON.parse(apple.body)).toMatchObject({ id: appleId(b), name: variantName(b, "apple") });
		expect((await get(`${base}/v1/place/I0000000000000000`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

		const names = sim.world.businessesMatching(b.categories[0], { lat: b.latitude, lng: b.longitude, spanMeters: 400 });
		expect(names.find((x) => x.cid === b.cid)?.phone).toBe("+33 4 00 00 00 00");

		sim.resetPlaces(b.cid);
		expect((await placePage(b.cid)).place).toMatchObject({ phone: b.phone, rating: b.rating });
	});

	it("are made over HTTP with POST /sandbox/places/<cid>, with a 4xx and a code for a bad change", async () => {
		const b = placeWith("berlin", (x) => x.website !== null);
		const post = (cid: string, body: string) => get(`${base}/sandbox/places/${cid}`, { method: "POST", body, headers: { "content-type": "application/json" } });
		const ok = await post(b.cid, JSON.stringify({ website: "https://new.example.de/", name: "Neuer Name", categories: ["Bakery"] }));
		expect(ok.status).toBe(200);
		expect(JSON.parse(ok.body)).toMatchObject({ cid: b.cid, website: "https://new.example.de/", name: "Neuer Name", categories: ["Bakery"] });
		expect((await placePage(b.cid)).place).toMatchObject({ website: "https://new.example.de/", name: "Neuer Name", categories: ["Bakery"] });
		for (const [body, code] of [
			['{"rating": 9}', "invalid_change"],
			['{"hours": {"Moonday": []}}', "invalid_change"],
			['{"hours": {"Monday": ["9 to 5"]}}', "invalid_change"],
			['{"businessStatus": "gone"}', "invalid_change"],
			['{"color": "red"}', "invalid_change"],
			["{nope", "invalid_json"],
		]) {
			const res = await post(b.cid, body);
			expect([res.status, JSON.parse(res.body).error]).toEqual([400, code]);
		}
		expect((await post("42", "{}")).status).toBe(404);
		expect((await get(`${base}/sandbox/places`, { method: "DELETE" })).status).toBe(200);
		expect((await placePage(b.cid)).place?.name).toBe(b.name);
	});
});
