import { reviewTargetOf, type LookedUpBusiness } from "../services/scrapers/scrapers.contract";
import { appleId } from "../sandbox/apple-api";
import { bingYpid } from "../sandbox/bing-wire";
import { reviewsOf } from "../sandbox/reviews/generate";
import { variantName } from "../sandbox/provider-variants";
import { ALL_GROUPS, startApp, type TestApp } from "./support/app";
import { place, withEverything } from "./support/world-places";

/** The scraper services' lookups and review reads, called over the bus (test/business-lookup.test.ts tests the lookups themselves). */

describe("the scraper services' reads", () => {
	let app: TestApp;
	beforeAll(async () => {
		app = await startApp({ groups: ALL_GROUPS, simulator: true });
	});
	afterAll(() => app.stop());

	it("read each provider's place by its id and its reviews, write nothing, and see a change at once", async () => {
		const b = place("lyon", withEverything);
		const google = await app.call<LookedUpBusiness>("scraper-google.lookup", { id: b.cid });
		expect(google.observation.name).toBe(b.name);
		expect(google.observation.details).toMatchObject({ featureId: b.featureId, businessStatus: "operational" });
		expect((await app.call<LookedUpBusiness>("scraper-bing.lookup", { id: bingYpid(b) })).observation.name).toBe(variantName(b, "bing"));
		expect((await app.call<LookedUpBusiness>("scraper-apple.lookup", { id: appleId(b) })).observation.name).toBe(variantName(b, "apple"));
		expect(await app.call("scraper-google.lookup", { id: "4242" })).toBeNull();
		const reviews = await app.call<unknown[]>("scraper-google.reviews", { target: reviewTargetOf(google), max: 15 });
		expect(reviews).toHaveLength(Math.min(15, reviewsOf(b).reviews.length));
		expect(await app.call("scraper-bing.reviews", { target: { providerBusinessId: bingYpid(b), placeId: null, featureId: null }, max: 15 })).toEqual([]);
		const [{ n }] = await app.sql("SELECT count(*)::int AS n FROM businesses");
		expect(n).toBe(0);
		app.simulator!.changePlace(b.cid, { phone: "+33 4 99 99 99 99" });
		expect((await app.call<LookedUpBusiness>("scraper-google.lookup", { id: b.cid })).observation.phone).toBe("+33 4 99 99 99 99");
	});

	it("answer a provider that cannot be read with 503 provider_unavailable and its reason, within the deadline asked", async () => {
		app.simulator!.setFaults({ captcha: { every: 1 } });
		try {
			await expect(app.call("scraper-google.lookup", { id: place("lyon", withEverything).cid, deadlineMs: 1_000 })).rejects.toMatchObject({
				type: "provider_unavailable",
				code: 503,
				data: { reason: "provider_blocked" },
			});
		} finally {
			app.simulator!.setFaults({});
		}
	});
});
