import { Errors, type ActionHandler, type ActionSchema, type Middleware } from "moleculer";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitForSearch } from "./support/searches";

/**
 * Issue 26: an enrichment call that times out (as every bus call did while a hostile page held
 * the enrichment process's event loop) once rejected a batch's promise that nothing handled yet,
 * and the whole process exited. A batch that fails now counts its results failed, the phase goes
 * on, the search completes and the process keeps serving.
 */

let timedOut = 0;
/** Every enrichment call times out, as Moleculer's own timeout would end it. */
const enrichmentTimesOut: Middleware = {
	localAction(next: ActionHandler, action: ActionSchema) {
		if (action.name !== "enrichment.enrichBusinesses") return next;
		return async () => {
			timedOut++;
			throw new Errors.RequestTimeoutError({ action: action.name, nodeID: "enrichment" });
		};
	},
};

let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, sites: true, middlewares: [enrichmentTimesOut] });
});
afterAll(() => app.stop());

test("enrichment calls that time out leave the process serving: the search completes, its results counted failed", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const res = await api(app, "POST", "/v1/searches", {
		key,
		body: { keyword: "restaurant", location: "Lyon", options: { maxResults: 25, enrichEmail: true, enrichSocials: true } },
	});
	expect(res.status).toBe(201);
	const done = await waitForSearch(app, key, res.body.id, undefined, 120_000);
	// Several batches were in flight at once: some failed while another was awaited.
	expect(timedOut).toBeGreaterThan(1);
	expect(done).toMatchObject({ status: "completed", resultCount: 25, progress: { phase: "done", processed: 25 } });
	expect(done.progress.failed).toBeGreaterThan(0);

	expect((await api(app, "GET", "/health")).status).toBe(200);
	const again = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	expect(again.status).toBe(201);
	expect(await waitForSearch(app, key, again.body.id)).toMatchObject({ status: "completed", resultCount: 5 });
}, 180_000);
