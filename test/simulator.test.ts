import { cidFromFeatureId, detectBlock, parsePlacePageState, parseSearchPage, parseSearchResponse } from "../services/scrapers/google/parse";
import { buildSearchUrl } from "../services/scrapers/google/request";
import type { GooglePlace } from "../services/scrapers/google/types";
import { ruleApplies } from "../sandbox/faults";
import { renderPlacePageState, wireWebsite } from "../sandbox/google-wire";
import { expectedPhotos, expectedPopularTimes } from "../sandbox/place-media";
import { openingHoursOf, weeklyOpeningHours } from "../sandbox/hours";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import { findCity, insideBounds, viewportBounds, World, type CityInfo, type Viewport, type WorldBusiness } from "../sandbox/world";

let sim: SimulatorServer;
let base: string;

beforeAll(async () => {
	sim = createSimulatorServer({ preloadCities: ["lyon"] });
	base = await sim.listenOn(0);
});

afterAll(() => sim.shutdown());

beforeEach(() => sim.setFaults({}));

function city(name: string): CityInfo {
	const found = findCity(name);
	if (!found) throw new Error(`no city ${name}`);
	return found;
}

const LYON = city("Lyon");
const LYON_ALL: Viewport = { lat: LYON.lat, lng: LYON.lng, spanMeters: LYON.radiusMeters * 2 + 500 };

function searchUrl(query: string, vp: Viewport, offset = 0, path = "/search"): string {
	return buildSearchUrl(`${base}${path}`, { query, lang: "en", country: "FR", lat: vp.lat, lng: vp.lng, spanMeters: vp.spanMeters, offset });
}

async function get(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string }> {
	const res = await fetch(url, { redirect: "manual", ...init });
	return { status: res.status, headers: res.headers, body: await res.text() };
}

async function page(query: string, vp: Viewport, offset = 0): Promise<GooglePlace[]> {
	const res = await get(searchUrl(query, vp, offset));
	expect(res.status).toBe(200);
	return parseSearchResponse(res.body);
}

async function allPages(query: string, vp: Viewport): Promise<GooglePlace[]> {
	const out: GooglePlace[] = [];
	for (let offset = 0; ; offset += 20) {
		const places = await page(query, vp, offset);
		out.push(...places);
		if (places.length < 20) return out;
	}
}

async function groundTruth(query: string, vp: Viewport): Promise<{ total: number; cap: number; businesses: { cid: string; id: string }[] }> {
	const res = await get(`${base}/__world?q=${encodeURIComponent(query)}&lat=${vp.lat}&lng=${vp.lng}&spanMeters=${vp.spanMeters}`);
	expect(res.status).toBe(200);
	return JSON.parse(res.body);
}

/** A search answer carries no photos or popular times; a place page (`page`) carries them. */
function expectedPlace(b: WorldBusiness, page = false): GooglePlace {
	return {
		name: b.name,
		fullAddress: b.fullAddress,
		borough: null,
		street: b.street,
		locality: b.locality,
		postalCode: b.postalCode,
		region: b.region,
		countryCode: b.countryCode,
		phone: b.phone,
		website: b.website,
		rating: b.rating,
		reviewCount: b.reviewCount,
		categories: b.categories,
		latitude: b.latitude,
		longitude: b.longitude,
		featureId: b.featureId,
		cid: b.cid,
		placeId: b.placeId,
		openingHours: b.hours ? openingHoursOf(b.hours) : [],
		hours: b.hours ? weeklyOpeningHours(b.hours) : null,
		businessStatus: b.businessStatus,
		description: b.description,
		timezone: b.timezone,
		priceRange: b.priceRange,
		...(page
			? { ...(expectedPhotos(b) ?? { photos: null, photoCount: null }), popularTimes: expectedPopularTimes(b) }
			: { photos: null, photoCount: null, popularTimes: null }),
	};
}

describe("synthetic world", () => {
	it("is the same for the same seed and different for another", () => {
		const a = new World("seed-a").cityBusinesses("limassol");
		expect(new World("seed-a").cityBusinesses("limassol")).toEqual(a);
		expect(new World("seed-b").cityBusinesses("limassol")[0].cid).not.toBe(a[0].cid);
	});

	it("has thousands of plausible businesses per city with unique ids world-wide", () => {
		const world = new World("shape");
		const limassol = world.cityBusinesses("limassol");
		const lyon = world.cityBusinesses("lyon");
		expect(limassol.length).toBeGreaterThanOrEqual(3000);
		expect(lyon.length).toBeGreaterThanOrEqual(3000);
		const all = [...limassol, ...lyon];
		expect(new Set(all.map((b) => b.cid)).size).toBe(all.length);
		expect(new Set(all.map((b) => b.placeId)).size).toBe(all.length);
		for (const b of all) {
			expect(b.featureId).toMatch(/^0x[0-9a-f]{16}:0x[0-9a-f]{1,16}$/);
			expect(cidFromFeatureId(b.featureId)).toBe(b.cid);
			expect(b.placeId).toMatch(/^ChIJ[A-Za-z0-9_-]{23}$/);
			expect(b.categories.length).toBeGreaterThan(0);
		}
		expect(limassol.filter((b) => b.phone).every((b) => /^25 \d{6}$/.test(b.phone as string))).toBe(true);
		expect(lyon.filter((b) => b.phone).every((b) => /^\+33 4 7\d \d\d \d\d \d\d$/.test(b.phone as string))).toBe(true);
		const withSite = lyon.filter((b) => b.website).length / lyon.length;
		expect(withSite).toBeGreaterThan(0.5);
		expect(withSite).toBeLessThan(0.9);
		expect(lyon.some((b) => /instagram\.com|facebook\.com|linktr\.ee/.test(b.website ?? ""))).toBe(true);
		expect(new Set(lyon.map((b) => b.categories[0])).size).toBeGreaterThan(50);
	});

	it("packs businesses densest near the centre and keeps them inside the city", () => {
		const lyon = new World("density").cityBusinesses("lyon");
		const km = (b: WorldBusiness) => Math.hypot((b.latitude - LYON.lat) * 111.32, (b.longitude - LYON.lng) * 111.32 * Math.cos((LYON.lat * Math.PI) / 180));
		expect(lyon.every((b) => km(b) <= LYON.radiusMeters / 1000 + 0.01)).toBe(true);
		const inner = lyon.filter((b) => km(b) < LYON.radiusMeters / 2000).length;
		expect(inner / lyon.length).toBeGreaterThan(0.35);
	});

	it("finds cities offline by name, alias and country", () => {
		expect(city("Lyon, France")).toMatchObject({ key: "lyon", countryCode: "FR", radiusMeters: 6000 });
		expect(city("lyon fr").key).toBe("lyon");
		expect(city("München").key).toBe("munich");
		expect(city("New York, NY").key).toBe("new-york");
		expect(city("75011 Paris").key).toBe("paris");
		expect(findCity("Lyon, Germany")).toBeNull();
		expect(findCity("Atlantis")).toBeNull();
		expect(findCity("")).toBeNull();
	});

	it("matches queries on categories, synonyms and plurals, ignoring location words", () => {
		const world = new World();
		const dentists = world.businessesMatching("dentists in Lyon", LYON_ALL);
		expect(dentists.length).toBeGreaterThan(50);
		expect(dentists.every((b) => b.categories.some((c) => /dent/i.test(c)))).toBe(true);
		expect(world.businessesMatching("dentist", LYON_ALL).map((b) => b.cid)).toEqual(dentists.map((b) => b.cid));
		expect(world.businessesMatching("coffee", LYON_ALL).some((b) => b.categories[0] === "Cafe")).toBe(true);
		expect(world.businessesMatching("xyzzy", LYON_ALL)).toEqual([]);
	});
});

describe("keyless search endpoint", () => {
	it("answers in Google's wire format, 20 a page, the same every time", async () => {
		const first = await get(searchUrl("restaurant", LYON_ALL));
		expect(first.body.startsWith(")]}'\n")).toBe(true);
		const again = await get(searchUrl("restaurant", LYON_ALL));
		expect(again.body).toBe(first.body);
		expect(parseSearchResponse(first.body)).toHaveLength(20);
		expect((await get(searchUrl("restaurant", LYON_ALL, 0, "/maps/search"))).body).toBe(first.body);
	});

	it("pages by !8i offset and stops at 120 however many places match", async () => {
		const truth = await groundTruth("restaurant", LYON_ALL);
		expect(truth.total).toBeGreaterThan(1000);
		const served = await allPages("restaurant", LYON_ALL);
		expect(served).toHaveLength(120);
		expect(new Set(served.map((p) => p.cid)).size).toBe(120);
		expect(served.map((p) => p.cid)).toEqual(truth.businesses.slice(0, 120).map((b) => b.cid));
		expect(await page("restaurant", LYON_ALL, 120)).toEqual([]);
		expect(await page("restaurant", LYON_ALL, 40)).toEqual(served.slice(40, 60));
	});

	it("serves only places inside the viewport", async () => {
		const small: Viewport = { lat: LYON.lat + 0.01, lng: LYON.lng - 0.01, spanMeters: 1500 };
		const bounds = viewportBounds(small);
		const places = await allPages("restaurant", small);
		expect(places.length).toBeGreaterThan(0);
		expect(places.every((p) => insideBounds(bounds, p.latitude as number, p.longitude as number))).toBe(true);
		expect(await page("restaurant", { lat: 0, lng: -30, spanMeters: 5000 })).toEqual([]);
	});

	it("lets a search past the cap by splitting the area into cells", async () => {
		const truth = await groundTruth("dentist", LYON_ALL);
		expect(truth.total).toBeGreaterThan(120);
		const found = new Map<string, GooglePlace>();
		const crawl = async (vp: Viewport): Promise<void> => {
			const places = await allPages("dentist", vp);
			for (const p of places) found.set(p.cid as string, p);
			if (places.length < 120) return;
			const q = vp.spanMeters / 4;
			const dLat = q / 111_320;
			const dLng = q / (111_320 * Math.cos((vp.lat * Math.PI) / 180));
			for (const [sy, sx] of [
				[-1, -1],
				[-1, 1],
				[1, -1],
				[1, 1],
			]) {
				await crawl({ lat: vp.lat + sy * dLat, lng: vp.lng + sx * dLng, spanMeters: (vp.spanMeters / 2) * 1.01 });
			}
		};
		await crawl(LYON_ALL);
		expect(new Set(found.keys())).toEqual(new Set(truth.businesses.map((b) => b.cid)));
	});

	it("round-trips every field through the parser", async () => {
		let wrapped = 0;
		for (const [query, vp] of [
			["restaurant", LYON_ALL],
			["coffee", viewportOf("New York")],
			["hotel", viewportOf("Limassol")],
		] as const) {
			const expected = sim.world.businessesMatching(query, vp).slice(0, 120);
			const served = await allPages(query, vp);
			expect(served).toEqual(expected.map((b) => expectedPlace(b)));
			wrapped += expected.filter((b) => wireWebsite(b)?.startsWith("/url?q=")).length;
			expect(parsePlacePageState(renderPlacePageState(expected[0]))).toEqual(expectedPlace(expected[0], true));
		}
		expect(wrapped).toBeGreaterThan(5);
	});

	it("answers 400 without a pb viewport and 404 elsewhere", async () => {
		expect((await get(`${base}/search?tbm=map&q=coffee`)).status).toBe(400);
		expect((await get(`${base}/nope`)).status).toBe(404);
	});
});

function viewportOf(name: string): Viewport {
	const c = city(name);
	return { lat: c.lat, lng: c.lng, spanMeters: c.radiusMeters * 2 };
}

describe("fault injection", () => {
	const statuses = async (n: number) => {
		const out: number[] = [];
		for (let i = 0; i < n; i++) out.push((await get(searchUrl("coffee", LYON_ALL))).status);
		return out;
	};

	it("rate-limits the first N requests with Retry-After", async () => {
		sim.setFaults({ rateLimit: { first: 2 }, retryAfterSeconds: 3 });
		const limited = await get(searchUrl("coffee", LYON_ALL));
		expect(limited.status).toBe(429);
		expect(limited.headers.get("retry-after")).toBe("3");
		expect(detectBlock(limited.status, limited.headers, limited.body)).toBe("rate_limited");
		expect(await statuses(2)).toEqual([429, 200]);
	});

	it("fails every Nth request with a 5xx", async () => {
		sim.setFaults({ serverError: { every: 3 }, serverErrorStatus: 502 });
		expect(await statuses(6)).toEqual([200, 200, 502, 200, 200, 502]);
	});

	it("spreads a rate evenly and supports a window after N requests", async () => {
		sim.setFaults({ serverError: { rate: 0.25 } });
		expect(await statuses(8)).toEqual([200, 200, 200, 503, 200, 200, 200, 503]);
		sim.setFaults({ rateLimit: { after: 2, count: 2 } });
		expect(await statuses(5)).toEqual([200, 200, 429, 429, 200]);
		expect(ruleApplies({ first: 1, every: 5 }, 5)).toBe(true);
	});

	it("redirects to a consent wall", async () => {
		sim.setFaults({ consent: { first: 1 } });
		const res = await get(searchUrl("coffee", LYON_ALL));
		expect(res.status).toBe(302);
		expect(res.headers.get("location")).toMatch(/^https:\/\/consent\.google\.com\//);
		expect(detectBlock(res.status, res.headers, res.body)).toBe("consent");
		expect(await statuses(1)).toEqual([200]);
	});

	it("serves a captcha page", async () => {
		sim.setFaults({ captcha: { first: 1 } });
		const res = await get(searchUrl("coffee", LYON_ALL));
		expect(detectBlock(res.status, res.headers, res.body)).toBe("captcha");
		expect(parseSearchPage(res.body).malformed).toBe(true);
	});

	it("serves malformed bodies the parser flags", async () => {
		sim.setFaults({ malformed: { first: 2 } });
		for (let i = 0; i < 2; i++) {
			const res = await get(searchUrl("coffee", LYON_ALL));
			expect(res.status).toBe(200);
			expect(parseSearchPage(res.body)).toMatchObject({ places: [], malformed: true });
		}
		expect(parseSearchPage((await get(searchUrl("coffee", LYON_ALL))).body).places).toHaveLength(20);
	});

	it("serves a silent empty list", async () => {
		sim.setFaults({ empty: { first: 1 } });
		expect(parseSearchPage((await get(searchUrl("coffee", LYON_ALL))).body)).toMatchObject({ places: [], total: 0, malformed: false });
	});

	it("never answers a timed-out request, then recovers", async () => {
		sim.setFaults({ timeout: { first: 1 } });
		await expect(fetch(searchUrl("coffee", LYON_ALL), { signal: AbortSignal.timeout(200) })).rejects.toThrow();
		expect(await statuses(1)).toEqual([200]);
	});

	it("adds latency", async () => {
		sim.setFaults({ latencyMs: 120 });
		const started = Date.now();
		expect(await statuses(1)).toEqual([200]);
		expect(Date.now() - started).toBeGreaterThanOrEqual(110);
	});

	it("is configurable over HTTP and counts what it injected", async () => {
		const set = await get(`${base}/__faults`, { method: "POST", body: JSON.stringify({ rateLimit: { first: 1 } }) });
		expect(set.status).toBe(200);
		expect(JSON.parse((await get(`${base}/__faults`)).body)).toEqual({ rateLimit: { first: 1 } });
		const before = sim.stats().faults.rateLimit;
		expect(await statuses(2)).toEqual([429, 200]);
		expect(JSON.parse((await get(`${base}/__stats`)).body).faults.rateLimit).toBe(before + 1);
		expect((await get(`${base}/__faults`, { method: "POST", body: JSON.stringify({ explode: true }) })).status).toBe(400);
		expect((await get(`${base}/__faults`, { method: "POST", body: "{not json" })).status).toBe(400);
		expect((await get(`${base}/__faults`, { method: "POST", body: JSON.stringify({ layout: "sideways" }) })).status).toBe(400);
		expect((await get(`${base}/__faults`, { method: "DELETE" })).status).toBe(200);
		expect(sim.getFaults()).toEqual({});
	});
});

describe("ground truth endpoint", () => {
	it("lists every matching business past the cap", async () => {
		const truth = await groundTruth("restaurant", LYON_ALL);
		expect(truth.cap).toBe(120);
		expect(truth.businesses).toHaveLength(truth.total);
		expect(new Set(truth.businesses.map((b) => b.cid)).size).toBe(truth.total);
		expect(truth.total).toBe(sim.world.businessesMatching("restaurant", LYON_ALL).length);
	});

	it("lists the cities and rejects a missing viewport", async () => {
		const cities = JSON.parse((await get(`${base}/__world/cities`)).body).cities as CityInfo[];
		expect(cities.length).toBeGreaterThanOrEqual(20);
		expect((await get(`${base}/__world?q=coffee`)).status).toBe(400);
	});
});
