import type { Middleware } from "moleculer";
import { SERVICE_SCHEMAS } from "../bin/services";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";
import { waitForSearch } from "./support/searches";

/** Holds every job claim while closed, so a claim can be on its way exactly when a test needs it. */
class ClaimGate {
	held = 0;
	private opened: Promise<void> = Promise.resolve();
	private openNow: () => void = () => undefined;

	close(): void {
		this.opened = new Promise((resolve) => (this.openNow = resolve));
	}

	open(): void {
		this.openNow();
	}

	readonly middleware = {
		localAction: (handler: (ctx: unknown) => Promise<unknown>, action: { name: string }) => {
			if (action.name !== "searches.claimNextJob") return handler;
			return async (ctx: unknown) => {
				this.held++;
				await this.opened;
				return handler(ctx);
			};
		},
	} as unknown as Middleware;
}

const gate = new ClaimGate();
let app: TestApp;

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS.filter((g) => !g.includes("scraper-google")), simulator: true, middlewares: [gate.middleware] });
});
afterAll(() => app?.stop());

test("a claim answered after its worker began stopping is handed straight back: the stop does not run the search", async () => {
	// The scraper beside searches, as in one process: its claims are local calls that nothing waits for at a stop.
	const broker = app.brokerOf("searches");
	gate.close();
	const scraper = broker.createService(SERVICE_SCHEMAS["scraper-google"]);
	await waitFor("the scraper's first claim", () => gate.held > 0);
	const { key } = await app.createAccount({ plan: "pro" });
	const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Paris", options: { maxResults: 300 } } });
	const stopping = broker.destroyService(scraper);
	// One turn of the event loop: the service's `stopped` has begun, its claims are still held.
	await new Promise((resolve) => setImmediate(resolve));
	gate.open();
	await stopping;
	expect((await api(app, "GET", `/v1/searches/${created.body.id}`, { key })).body).toMatchObject({ status: "running", resultCount: 0 });
	const [row] = await app.sql("SELECT lease_owner, lease_expires_at < now() AS lapsed FROM searches WHERE id = $1", [created.body.id]);
	expect(row).toEqual({ lease_owner: null, lapsed: true });

	const next = broker.createService(SERVICE_SCHEMAS["scraper-google"]);
	try {
		expect(await waitForSearch(app, key, created.body.id)).toMatchObject({ status: "completed", resultCount: 300 });
	} finally {
		await broker.destroyService(next);
	}
});
