import fs from "node:fs";
import path from "node:path";
import { businessStatusOf, featureIdFromPlaceId, toProviderReview } from "../services/scrapers/google/lookup";
import { buildPlacePageUrl, initializationState, parsePlacePage } from "../services/scrapers/google/place-page";
import { buildReviewsPb, buildReviewsUrl, parseReviewItems, parseReviewsPage } from "../services/scrapers/google/reviews";
import { parseReviewsPb } from "../sandbox/request-decoders";

/** Golden tests on real Google answers (test/fixtures/google, from gosom/google-maps-scraper's testdata). */

const DIR = path.resolve(__dirname, "fixtures/google");

function fixture(name: string): string {
	return fs.readFileSync(path.join(DIR, name), "utf8");
}

function reviewsOf(name: string) {
	const reviews = parseReviewItems(JSON.parse(fixture(`reviews/${name}`)));
	expect(reviews).toHaveLength(1);
	return reviews[0];
}

describe("listugcposts review items (test/fixtures/google/reviews)", () => {
	it("review_native_with_reply: a German 1-star review, Google's translation, and the owner's German reply", () => {
		const r = reviewsOf("review_native_with_reply.json");
		expect(r).toMatchObject({
			id: "Ci9DQUlRQUNvZENodHljRjlvT2xGMmRraFdhSFowWW0xWVNURTBObEptU3pWWVgxRRAB",
			rating: 1,
			sourceRating: null,
			sourceScale: null,
			source: "Google",
			language: "de",
			translatedTo: "en",
			publishedAt: new Date(1772186522193).toISOString(),
			updatedAt: new Date(1772186522193).toISOString(),
			relativeDate: "2 months ago",
			authorName: "E. Ö.",
			authorUrl: "https://www.google.com/maps/contrib/116111130377271376564/reviews?hl=en",
		});
		expect(r.text).toMatch(/^Ich bin sehr enttäuscht vom Verhalten der Rezeption in dieser Praxis\.\nIch hatte seit über 10 Tagen/);
		expect(r.text).toMatch(/sehr allein gelassen gefühlt\.$/);
		expect(r.translation).toMatch(/^I am very disappointed with the reception staff at this practice\./);
		expect(r.ownerReply).toEqual({
			text: expect.stringMatching(/^Es tut uns sehr leid, dass Sie sich[\s\S]*Ihr Praxisteam$/),
			language: "de",
			repliedAt: new Date(1772266947000).toISOString(),
		});
		expect(toProviderReview(r)).toEqual({
			id: r.id,
			rating: 1,
			text: r.text,
			language: "de",
			publishedAt: "2026-02-27T10:02:02.193Z",
			ownerReplied: true,
			ownerReplyAt: "2026-02-28T08:22:27.000Z",
			authorName: "E. Ö.",
		});
	});

	it("review_native_no_text: stars only; el[3] is there but holds no reply", () => {
		const r = reviewsOf("review_native_no_text.json");
		expect(r).toMatchObject({
			id: "Ci9DQUlRQUNvZENodHljRjlvT21jMmJ6UnpkemN6Y0dscE9YRndaUzFuVVhCSVprRRAB",
			rating: 5,
			source: "Google",
			text: null,
			language: null,
			translation: null,
			translatedTo: null,
			publishedAt: new Date(1770906476231).toISOString(),
			relativeDate: "3 months ago",
			authorName: "Lysann Lieblang",
			ownerReply: null,
		});
		expect(toProviderReview(r)).toMatchObject({ ownerReplied: false, ownerReplyAt: null, text: null, language: null });
	});

	it("review_native_no_translation: English original only, no reply", () => {
		const r = reviewsOf("review_native_no_translation.json");
		expect(r).toMatchObject({
			id: "ChZDSUhNMG9nS0VJQ0FnSUNZemVhOFpREAE",
			rating: 5,
			source: "Google",
			language: "en",
			translation: null,
			translatedTo: null,
			publishedAt: new Date(1555494891197).toISOString(),
			relativeDate: "7 years ago",
			authorName: "Olena Kuzhel",
			ownerReply: null,
		});
		expect(r.text).toMatch(/^I had been recently in gynecologist Tatjana Mahnhardt[\s\S]*ladies on the receiption\.$/);
		expect(r.text).toContain("\n");
	});

	it("review_aggregator: a Tripadvisor review, 8.5 on its 10-point scale, read as 4 of 5 stars", () => {
		const r = reviewsOf("review_aggregator.json");
		expect(r).toEqual({
			id: "AGG_REVIEW_ID_001",
			rating: 4,
			sourceRating: 8.5,
			sourceScale: 10,
			source: "Tripadvisor",
			text: "Ein tolles Hotel mit großartigem Service.",
			language: "de",
			translation: null,
			translatedTo: null,
			publishedAt: new Date(1700000000000).toISOString(),
			updatedAt: new Date(1700001000000).toISOString(),
			relativeDate: null,
			authorName: "Tripadvisor User",
			authorUrl: "https://www.tripadvisor.com/members/testuser",
			ownerReply: null,
		});
	});

	it("reads a whole answer: the )]}' line, r[1] the next token, r[2] the items", () => {
		const items = ["review_native_with_reply.json", "review_native_no_text.json"].flatMap((f) => JSON.parse(fixture(`reviews/${f}`)) as unknown[]);
		const page = parseReviewsPage(`)]}'\n${JSON.stringify([null, "CAESY0NBRVFBaG9", items])}`);
		expect(page).toMatchObject({ nextPageToken: "CAESY0NBRVFBaG9", total: 2, malformed: false });
		expect(page.reviews.map((r) => r.rating)).toEqual([1, 5]);
		expect(parseReviewsPage(`)]}'\n${JSON.stringify([null, null, items])}`).nextPageToken).toBeNull();
		expect(parseReviewsPage(`)]}'\n[null,null]`)).toMatchObject({ reviews: [], malformed: false });
		expect(parseReviewsPage("<html>captcha</html>").malformed).toBe(true);
		// items none of which reads as a review (each in a new wrapper): a layout the parser does not know
		expect(page.recognised).toBe(true);
		expect(parseReviewsPage(`)]}'\n[null,null]`).recognised).toBe(true);
		expect(parseReviewsPage(`)]}'\n${JSON.stringify([null, null, items.map((it) => [it])])}`)).toMatchObject({ reviews: [], total: 2, recognised: false });
	});

	it("never throws on truncated or mistyped items", () => {
		const text = fixture("reviews/review_native_with_reply.json");
		for (let cut = 0; cut < text.length; cut += 97) expect(() => parseReviewsPage(`)]}'\n[null,null,${text.slice(0, cut)}`)).not.toThrow();
		for (const bad of [null, 1, "x", [[]], [[null]], [[[1, 2, 3]]], [[["id", "meta", "content", "reply"]]]]) expect(() => parseReviewItems(bad)).not.toThrow();
	});
});

describe("listugcposts request", () => {
	it("builds the pb google.md gives, newest first, and reads it back", () => {
		const pb = buildReviewsPb({ featureId: "0x14e732fd76f0d90d:0xe5415928d6702b47", pageSize: 20, pageToken: "", requestId: "abc" });
		expect(pb).toBe(
			"!1m6!1s0x14e732fd76f0d90d%3A0xe5415928d6702b47!6m4!4m1!1e2!4m1!1e3!2m2!1i20!2s!5m2!1sabc!7e81!8m9!2b1!3b1!5b1!7b1!12m4!1b1!2b1!4m1!1e1!11m0!13m1!1e1",
		);
		expect(parseReviewsPb(pb)).toEqual({ featureId: "0x14e732fd76f0d90d:0xe5415928d6702b47", sort: "newest", pageSize: 20, pageToken: null });
		const url = buildReviewsUrl("https://www.google.com", { featureId: "0x1:0x2", pageToken: "CAES+/=", pageSize: 7, sort: "relevant" });
		expect(url).toMatch(/^https:\/\/www\.google\.com\/maps\/rpc\/listugcposts\?authuser=0&hl=en&pb=!1m6!1s0x1%3A0x2!6m4!4m1!1e1!/);
		expect(parseReviewsPb(new URL(url).searchParams.get("pb") as string)).toMatchObject({ pageToken: "CAES+/=", pageSize: 7, sort: "relevant" });
	});
});

describe("place pages by CID", () => {
	it("reads the [3][6] payload of every fixture, with the star histogram of p[175][3]", () => {
		const raw = parsePlacePage(fixture("raw.json"));
		expect(raw.malformed).toBe(false);
		expect(raw.place).toMatchObject({ name: "Kipriakon", cid: "16519582940102929223", featureId: "0x14e732fd76f0d90d:0xe5415928d6702b47", reviewCount: 396 });
		expect(raw.starHistogram).toEqual([37, 16, 27, 60, 256]);
		expect(raw.starHistogram?.reduce((a, b) => a + b)).toBe(396);
		expect(parsePlacePage(fixture("raw2.json")).starHistogram?.reduce((a, b) => a + b)).toBe(516);
		expect(parsePlacePage(fixture("panic.json")).place?.name).toBe("Happy Island Restaurant");
		expect(parsePlacePage(fixture("panic2.json")).place?.cid).toBe("9115508255056820563");
	});

	it("finds the state in a served page's script, and tells 'no such place' from 'not a place page'", () => {
		const state = [null, null, null, [null, null, null, null, null, null, fixture("raw.json").trimEnd().replace(/^/, ")]}'\n")]];
		const html = `<!DOCTYPE html><html><head><script>window.APP_OPTIONS=[1];window.APP_INITIALIZATION_STATE=${JSON.stringify(state)};window.APP_FLAGS=[];</script></head><body></body></html>`;
		expect(Array.isArray(initializationState(html))).toBe(true);
		expect(parsePlacePage(html).place?.name).toBe("Kipriakon");
		const empty = `<html><script>window.APP_INITIALIZATION_STATE=[null,null,null,[null,null,null,null,null,null,null]];</script></html>`;
		expect(parsePlacePage(empty)).toEqual({ place: null, starHistogram: null, malformed: false, recognised: true });
		expect(parsePlacePage("<html><body>Our systems have detected unusual traffic</body></html>").malformed).toBe(true);
		expect(parsePlacePage(html.slice(0, html.length / 2)).malformed).toBe(true);
		// a place array that reads as no place (wrapped anew) is not "no such place": it is not recognised
		const wrapped = parsePlacePage(`)]}'\n${JSON.stringify([null, null, null, null, null, null, [at6(fixture("raw.json"))]])}`);
		expect(wrapped).toMatchObject({ place: null, malformed: false, recognised: false });
		expect(parsePlacePage(fixture("raw.json")).recognised).toBe(true);
	});

	it("asks for /maps?cid=<cid>", () => {
		expect(buildPlacePageUrl("https://www.google.com", "16519582940102929223")).toBe("https://www.google.com/maps?cid=16519582940102929223&hl=en");
	});

	it("reads the business status from Google's status line", () => {
		const statuses = ["raw.json", "panic.json", "panic2.json"].map((f) => parsePlacePage(fixture(f)).place?.businessStatus ?? null);
		expect(statuses.map((s) => businessStatusOf(s, true))).toEqual(["operational", "operational", null]);
		expect(businessStatusOf("Permanently closed", true)).toBe("closed_permanently");
		expect(businessStatusOf("Temporarily closed", true)).toBe("closed_temporarily");
		expect(businessStatusOf("CLOSED_TEMPORARILY", true)).toBe("closed_temporarily");
	});

	it("derives the feature id from a ChIJ place id (the fixtures' own pairs)", () => {
		expect(featureIdFromPlaceId("ChIJDdnwdv0y5xQRRytw1ihZQeU")).toBe("0x14e732fd76f0d90d:0xe5415928d6702b47");
		expect(featureIdFromPlaceId("ChIJoRVrMS-joRQRkzrMbbRUnBY")).toBe("0x14a1a32f316b15a1:0x169c54b46dcc3a93");
		expect(featureIdFromPlaceId("not-a-place-id")).toBeNull();
	});
});

/** The place array of a place page's payload (`)]}'` + JSON, the place at [6]). */
function at6(payload: string): unknown {
	return (JSON.parse(payload.replace(/^\)\]\}'\s*/, "")) as unknown[])[6];
}
