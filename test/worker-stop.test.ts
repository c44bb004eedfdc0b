import { SERVICE_SCHEMAS } from "../bin/services";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { ActionGate } from "./support/gate";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";

/**
 * A worker stopping at the awkward moments: a scraper beside the searches service as in one
 * process (its calls are local, and nothing but the worker itself waits for them), and the
 * searches service's own enriching lane.
 */
const claims = new ActionGate("searches.claimNextJob");
const enrichments = new ActionGate("enrichment.enrichBusinesses");
let app: TestApp;

beforeAll(async () => {
	app = await startApp({
		groups: [...ALL_GROUPS.filter((g) => !g.includes("scraper-google")), ["enrichment"]],
		simulator: true,
		sites: true,
		middlewares: [claims.middleware, enrichments.middleware],
	});
});
afterAll(() => app?.stop());

const startScraper = () => app.brokerOf("searches").createService(SERVICE_SCHEMAS["scraper-google"]);

async function leaseOf(searchId: string) {
	const [row] = await app.sql("SELECT lease_owner, lease_expires_at < now() AS lapsed FROM searches WHERE id = $1", [searchId]);
	return row;
}

test("a claim answered after its worker began stopping is handed straight back: the stop does not run the search", async () => {
	claims.close();
	const scraper = startScraper();
	try {
		await waitFor("the scraper's first claim", () => claims.held > 0);
		const { key } = await app.createAccount({ plan: "pro" });
		const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 300 } } });
		const stopping = app.brokerOf("searches").destroyService(scraper);
		// One turn of the event loop: the service's `stopped` has begun, its claims are still held.
		await new Promise((resolve) => setImmediate(resolve));
		claims.open();
		await stopping;
		expect((await api(app, "GET", `/v1/searches/${created.body.id}`, { key })).body).toMatchObject({ status: "running", resultCount: 0 });
		expect(await leaseOf(created.body.id)).toEqual({ lease_owner: null, lapsed: true });

		const next = startScraper();
		try {
			expect(await waitForSearch(app, key, created.body.id)).toMatchObject({ status: "completed", resultCount: 300 });
		} finally {
			await app.brokerOf("searches").destroyService(next);
		}
	} finally {
		claims.open();
	}
});

test("the searches service stopped in the enriching phase gives its job back without waiting for the enrichment on its way", async () => {
	enrichments.close();
	const scraper = startScraper();
	try {
		const { key } = await app.createAccount({ plan: "pro" });
		const created = await api(app, "POST", "/v1/searches", {
			key,
			body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 25, enrichEmail: true } },
		});
		await waitFor("the first enrichment call", () => enrichments.held > 0);
		// The enrichment is still held: the stop ends without it.
		const broker = app.brokerOf("searches");
		await broker.destroyService(broker.getLocalService("searches"));
		const [paused] = await app.sql("SELECT status, result_count, phase FROM searches WHERE id = $1", [created.body.id]);
		expect(paused).toEqual({ status: "running", result_count: 25, phase: "enriching" });
		expect(await leaseOf(created.body.id)).toEqual({ lease_owner: null, lapsed: true });

		enrichments.open();
		broker.createService(SERVICE_SCHEMAS.searches);
		await broker.waitForServices(["searches"]);
		const done = await waitForSearch(app, key, created.body.id, undefined, 120_000);
		expect(done).toMatchObject({ status: "completed", resultCount: 25, progress: { phase: "done", processed: 25 } });
	} finally {
		enrichments.open();
		await app.brokerOf("searches").destroyService(scraper);
	}
}, 180_000);
