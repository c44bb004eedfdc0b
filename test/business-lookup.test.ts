import type { BusinessLookup } from "../services/scrapers/framework/business-lookup";
import { reviewTargetOf } from "../services/scrapers/scrapers.contract";
import { ProviderHttp } from "../services/scrapers/framework/provider-http";
import { ProviderFailure, type RetryPolicy } from "../services/scrapers/framework/retry";
import { createAppleLookup } from "../services/scrapers/apple/lookup";
import { createBingLookup } from "../services/scrapers/bing/lookup";
import { createGoogleLookup, type GoogleLookupSettings } from "../services/scrapers/google/lookup";
import { appleId, appleMuid } from "../sandbox/apple-api";
import { bingYpid } from "../sandbox/bing-wire";
import { openingHoursOf } from "../sandbox/hours";
import { reviewsOf } from "../sandbox/reviews/generate";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import { place, withEverything } from "./support/world-places";
import { bingVariant, variantName } from "../sandbox/provider-variants";

/**
 * The provider lookups by id over real HTTP (the scrapers' client, retries and block detection) against the simulator
 * (no app runs here; test/scraper-reads.test.ts calls them through the scraper services).
 */

let sim: SimulatorServer;
let base: string;
const http = new ProviderHttp(3_000);
const retry = (): RetryPolicy => ({ attempts: 3, baseMs: 5, maxMs: 20 });
const never = new AbortController().signal;
let keyed: GoogleLookupSettings;
let google: BusinessLookup;
let googleApi: BusinessLookup;
let bing: BusinessLookup;
let apple: BusinessLookup;

beforeAll(async () => {
	sim = createSimulatorServer({ preloadCities: ["lyon", "madrid"] });
	base = await sim.listenOn(0);
	const keyless: GoogleLookupSettings = { url: `${base}/search`, placesUrl: base, placesApiKey: null };
	keyed = { ...keyless, placesApiKey: "test-key" };
	google = createGoogleLookup({ http, retry, settings: () => keyless });
	googleApi = createGoogleLookup({ http, retry, settings: () => keyed });
	bing = createBingLookup({ http, retry, baseUrl: () => base });
	apple = createAppleLookup({ http, retry, settings: () => ({ url: base, jwt: "sandbox-jwt" }) });
});

afterAll(async () => {
	await http.close();
	await sim.shutdown();
});

beforeEach(() => {
	sim.setFaults({});
	sim.resetPlaces();
});

async function failure(p: Promise<unknown>): Promise<ProviderFailure> {
	const err = await p.then(
		() => null,
		(e: unknown) => e,
	);
	expect(err).toBeInstanceOf(ProviderFailure);
	return err as ProviderFailure;
}

describe("Google by CID (keyless)", () => {
	it("reads the place page into an observation, its hours, status and feature id", async () => {
		const b = place("lyon", withEverything);
		const found = await google.lookup(b.cid, never);
		expect(found).toEqual({
			observation: expect.objectContaining({
				provider: "google",
				providerBusinessId: b.cid,
				cid: b.cid,
				placeId: b.placeId,
				name: b.name,
				phone: b.phone,
				website: b.website,
				rating: b.rating,
				reviewCount: b.reviewCount,
				categories: b.categories,
				postalCode: b.postalCode,
				country: "FR",
				latitude: b.latitude,
				longitude: b.longitude,
			}),
			openingHours: openingHoursOf(b.hours!),
			businessStatus: "operational",
			featureId: b.featureId,
		});
	});

	it("answers null for a CID Google does not know, and for an id that is no CID", async () => {
		expect(await google.lookup("4242", never)).toBeNull();
		expect(await google.lookup("not an id!", never)).toBeNull();
	});

	it("reads the newest reviews first, following the pages up to max", async () => {
		const b = place("lyon", (x) => (x.reviewCount ?? 0) >= 70 && (x.reviewCount ?? 0) <= 200);
		const found = (await google.lookup(b.cid, never))!;
		const expected = reviewsOf(b).reviews;
		const first45 = await google.reviews!(reviewTargetOf(found), 45, never);
		expect(first45.map((r) => r.id)).toEqual(expected.slice(0, 45).map((r) => r.id));
		const all = await google.reviews!(reviewTargetOf(found), 1000, never);
		expect(all).toHaveLength(expected.length);
		expect(all.map((r) => [r.rating, r.text, r.language, r.ownerReplied])).toEqual(expected.map((r) => [r.rating, r.text, r.language, r.ownerReply !== null]));
		expect(all.every((r) => r.publishedAt && (!r.ownerReplied || r.ownerReplyAt))).toBe(true);
		expect(await google.reviews!(reviewTargetOf(found), 0, never)).toEqual([]);
	});

	it("reads reviews in the order asked, and none older than the cutoff", async () => {
		const b = place("lyon", (x) => (x.reviewCount ?? 0) >= 60 && (x.reviewCount ?? 0) <= 200);
		const target = reviewTargetOf((await google.lookup(b.cid, never))!);
		const all = reviewsOf(b).reviews;
		const highest = await google.reviews!(target, 40, never, { sort: "highest", since: null });
		const lowest = await google.reviews!(target, 40, never, { sort: "lowest", since: null });
		expect(highest.map((r) => r.rating)).toEqual([...highest.map((r) => r.rating)].sort((x, y) => (y ?? 0) - (x ?? 0)));
		expect(lowest.map((r) => r.rating)).toEqual([...lowest.map((r) => r.rating)].sort((x, y) => (x ?? 0) - (y ?? 0)));
		expect(highest[0].rating).toBe(Math.max(...all.map((r) => r.rating ?? 0)));
		expect(lowest[0].rating).toBe(Math.min(...all.map((r) => r.rating ?? 5)));
		const relevant = await google.reviews!(target, 1000, never, { sort: "most_relevant", since: null });
		expect(new Set(relevant.map((r) => r.id))).toEqual(new Set(all.map((r) => r.id)));
		// A cutoff between the 25th and 26th newest: newest first it stops there, in another order it skips the older ones.
		const since = new Date((all[24].publishedAtMs + all[25].publishedAtMs) / 2).toISOString();
		const newest = await google.reviews!(target, 1000, never, { sort: "newest", since });
		expect(newest.map((r) => r.id)).toEqual(all.slice(0, 25).map((r) => r.id));
		const lowestSince = await google.reviews!(target, 1000, never, { sort: "lowest", since });
		expect(new Set(lowestSince.map((r) => r.id))).toEqual(new Set(all.slice(0, 25).map((r) => r.id)));
	});

	it("sees a change made in the simulator on the next lookup", async () => {
		const b = place("lyon", withEverything);
		sim.changePlace(b.cid, {
			phone: "+33 4 11 22 33 44",
			website: null,
			businessStatus: "closed_permanently",
			rating: 2.5,
			reviewCount: 12,
			categories: ["Bakery"],
		});
		const found = (await google.lookup(b.cid, never))!;
		expect(found.observation).toMatchObject({ phone: "+33 4 11 22 33 44", website: null, rating: 2.5, reviewCount: 12, categories: ["Bakery"] });
		expect(found.businessStatus).toBe("closed_permanently");
		expect(await google.reviews!(reviewTargetOf(found), 100, never)).toHaveLength(12);
		sim.changePlace(b.cid, { businessStatus: "closed_temporarily", hours: { Tuesday: [] } });
		const again = (await google.lookup(b.cid, never))!;
		expect(again.businessStatus).toBe("closed_temporarily");
		expect(again.openingHours[1]).toEqual({ day: "Tuesday", hours: ["Closed"] });
	});

	it("retries a consent wall, a captcha and a 429, and fails with provider_blocked when they last", async () => {
		const b = place("lyon");
		sim.setFaults({ consent: { first: 1 }, captcha: { after: 1, count: 1 } });
		expect((await google.lookup(b.cid, never))?.observation.name).toBe(b.name);
		expect(sim.stats().faults).toMatchObject({ consent: 1, captcha: 1 });
		sim.setFaults({ rateLimit: { every: 1 }, retryAfterSeconds: 0 });
		expect((await failure(google.lookup(b.cid, never))).code).toBe("provider_blocked");
		sim.setFaults({ captcha: { every: 1 } });
		const found = (await google.lookup(b.cid, never).catch(() => null)) ?? { observation: {}, featureId: b.featureId, openingHours: [], businessStatus: null };
		expect((await failure(google.reviews!(found as never, 10, never))).code).toBe("provider_blocked");
		sim.setFaults({ serverError: { every: 1 } });
		expect((await failure(google.lookup(b.cid, never))).code).toBe("provider_error");
		sim.setFaults({ malformed: { every: 1 } });
		expect((await failure(google.lookup(b.cid, never))).code).toBe("provider_error");
	});

	it("fails with provider_unreachable when nothing answers", async () => {
		const dead = createGoogleLookup({
			http,
			retry,
			settings: () => ({ url: "http://127.0.0.1:9/search", placesUrl: "http://127.0.0.1:9", placesApiKey: null }),
		});
		expect((await failure(dead.lookup("123", never))).code).toBe("provider_unreachable");
	});
});

describe("Google with GOOGLE_PLACES_API_KEY", () => {
	it("reads a place id through Place Details, a CID through its place page, and at most five reviews", async () => {
		const b = place("madrid", withEverything);
		const details = (await googleApi.lookup(b.placeId, never))!;
		expect(details.observation).toMatchObject({
			providerBusinessId: b.cid,
			cid: b.cid,
			placeId: b.placeId,
			name: b.name,
			website: b.website,
			rating: b.rating,
		});
		expect(details.openingHours).toHaveLength(7);
		expect(details.businessStatus).toBe("operational");
		expect(details.featureId).toBe(b.featureId);
		expect((await googleApi.lookup(b.cid, never))?.observation.placeId).toBe(b.placeId);
		const reviews = await googleApi.reviews!(reviewTargetOf(details), 50, never);
		expect(reviews.length).toBeGreaterThan(0);
		expect(reviews.length).toBeLessThanOrEqual(5);
		expect(reviews.every((r) => r.text && r.language === reviewsOf(b).reviews.find((x) => x.id === r.id.split("/").pop())?.language)).toBe(true);
		expect(await googleApi.lookup("ChIJAAAAAAAAAAAAAAAAAAAAAAAA", never)).toBeNull();
	});
});

describe("Bing by ypid and Apple by place id", () => {
	it("Bing: the infobox as an observation (no hours, status or reviews), null for an unknown ypid, a change seen", async () => {
		const b = place("lyon", withEverything);
		const found = (await bing.lookup(bingYpid(b), never))!;
		expect(found).toMatchObject({ openingHours: [], businessStatus: null, featureId: null });
		// Bing and Apple write the place their own way (sandbox/provider-variants.ts).
		expect(found.observation).toMatchObject({
			provider: "bing",
			providerBusinessId: bingYpid(b),
			name: bingVariant(b).name,
			phone: bingVariant(b).phone,
			rating: b.rating,
		});
		expect(bing.reviews).toBeUndefined();
		expect(await bing.lookup("YN101x1", never)).toBeNull();
		sim.changePlace(b.cid, { name: "Renamed" });
		expect((await bing.lookup(bingYpid(b), never))?.observation.name).toBe(variantName({ ...b, name: "Renamed" }, "bing"));
		sim.setFaults({ captcha: { every: 1 } });
		expect((await failure(bing.lookup(bingYpid(b), never))).code).toBe("provider_blocked");
	});

	it("Apple: /v1/place/{id} with an access token as an observation, null on 404, provider_not_configured without a JWT", async () => {
		const b = place("madrid");
		const found = (await apple.lookup(appleId(b), never))!;
		expect(found.observation).toMatchObject({
			provider: "apple",
			providerBusinessId: appleId(b),
			name: variantName(b, "apple"),
			locality: b.locality,
			phone: null,
			rating: null,
		});
		expect(apple.reviews).toBeUndefined();
		expect(await apple.lookup("I0000000000000001", never)).toBeNull();
		// A muid (one of the place's alternateIds) finds the same place, under its current id.
		const byMuid = (await apple.lookup(appleMuid(b), never))!;
		expect(byMuid.observation).toMatchObject({ providerBusinessId: appleId(b), details: { alternateIds: [appleMuid(b)] } });
		const noJwt = createAppleLookup({ http, retry, settings: () => ({ url: base, jwt: null }) });
		expect((await failure(noJwt.lookup(appleId(b), never))).code).toBe("provider_not_configured");
		sim.setFaults({ rateLimit: { every: 1 }, retryAfterSeconds: 0 });
		expect((await failure(apple.lookup(appleId(b), never))).code).toBe("provider_blocked");
	});
});
