import { ALL_GROUPS, api, SERVICES_MODE, startApp, TEST_SECRET_KEY, type TestApp } from "./support/app";
import { buildCliFirst, cli, json, repl } from "./support/cli";
import { scrapeAll, type Sample } from "./support/metrics";
import { waitForRun, waitForSearch } from "./support/searches";

/**
 * Provider-drift alarms end to end (docs/provider-drift.md): the simulator changes Google's layout,
 * the searches that run meanwhile say so and keep running, /ready names the provider while staying
 * 200, the gauge shows it; the layout back, the alarm clears.
 */
let app: TestApp;
let key: string;
buildCliFirst();

beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, probes: true });
	key = (await app.createAccount({ credits: 5000 })).key;
});
afterAll(() => app.stop());

async function search(location: string): Promise<any> {
	const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location, options: { maxResults: 400 } } });
	expect(created.status).toBe(201);
	expect(created.body.warnings).toEqual([]);
	return waitForSearch(app, key, created.body.id);
}

async function readiness(): Promise<Array<{ status: number; body: any }>> {
	return Promise.all(
		app.probeUrls.map(async (url) => {
			const res = await fetch(`${url}/ready`);
			return { status: res.status, body: await res.json() };
		}),
	);
}

/** The CLI as an operator runs it: on the bus (services mode), or on the app's database. */
function operatorEnv(): Record<string, string> {
	return SERVICES_MODE
		? {
				TRANSPORTER: process.env.TRANSPORTER!,
				LEADMAP_NAMESPACE: process.env.LEADMAP_NAMESPACE!,
				DATABASE_URL: "postgres://nobody@127.0.0.1:1/none",
				LEADMAP_CLI_WAIT_MS: "20000",
			}
		: { TRANSPORTER: "", LEADMAP_NAMESPACE: "", DATABASE_URL: app.databaseUrl, LEADMAP_SECRET_KEY: TEST_SECRET_KEY, LOG_LEVEL: "warn" };
}

function gauge(samples: Sample[], name: string, labels: Record<string, string>): number[] {
	return samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).map((s) => s.value);
}

test("a layout change is flagged within one search, which keeps running and warns; cleared once the layout returns", async () => {
	const before = await search("Paris");
	expect(before).toMatchObject({ status: "completed", warnings: [] });
	expect(before.resultCount).toBeGreaterThanOrEqual(300);
	expect((await readiness()).every((r) => r.status === 200 && r.body.degraded === undefined)).toBe(true);
	expect(gauge(await scrapeAll(app.probeUrls), "leadmap_provider_drifting", { provider: "google" })).toContain(0);

	app.simulator!.setFaults({ layout: "moved" });
	const during = await search("Lyon");
	expect(during.status).toBe("completed");
	expect(during.resultCount).toBeGreaterThanOrEqual(300);
	expect(during.warnings).toEqual(["provider_layout_changed"]);
	// the webhook event carries the search as the API shows it
	const [event] = await app.sql("SELECT payload FROM search_events WHERE search_id = $1", [during.id]);
	expect(event.payload.data.search.warnings).toEqual(["provider_layout_changed"]);

	// a run that ends while the provider drifts says so too
	const leads = await api(app, "GET", `/v1/searches/${during.id}/leads?limit=1`, { key });
	const run = await api(app, "POST", `/v1/businesses/${leads.body.data[0].providerBusinessId}/research`, { key, body: { maxReviews: 10 } });
	expect(run.status).toBe(201);
	expect(run.body.warnings).toEqual([]);
	expect(await waitForRun(app, key, run.body.id)).toMatchObject({ status: "completed", warnings: ["provider_layout_changed"] });

	const ready = await readiness();
	expect(ready.every((r) => r.status === 200)).toBe(true);
	const degraded = ready.map((r) => r.body.degraded?.["provider:google"]).filter(Boolean);
	expect(degraded.length).toBeGreaterThan(0);
	expect(degraded[0]).toMatch(/^layout changed: .*phone/);
	const samples = await scrapeAll(app.probeUrls);
	expect(gauge(samples, "leadmap_provider_drifting", { provider: "google" })).toContain(1);
	expect(Math.min(...gauge(samples, "leadmap_provider_field_share", { provider: "google", field: "phone" }))).toBeLessThan(0.5);
	expect(gauge(samples, "leadmap_provider_field_share", { provider: "google", field: "name" })).toContain(1);

	const [status] = (await app.call<any[]>("searches.providerStatus")).filter((s) => s.provider === "google");
	expect(status).toMatchObject({ provider: "google", drifting: true, since: expect.any(String) });
	expect(status.driftingFields).toEqual(expect.arrayContaining(["phone", "website", "rating"]));
	expect(status.examples.length).toBeGreaterThan(0);
	// pages of searches, and the run's reads (its lookup and reviews, reported in a batch of their own)
	expect(status.examples.some((e: string) => /^request \S+ \(search [0-9a-f-]{36}\)$/.test(e))).toBe(true);
	expect(status.examples.every((e: string) => /^request \S+ \((search [0-9a-f-]{36}|lookup|reviews)\)$/.test(e))).toBe(true);
	const [listed, text] = await Promise.all([cli(["providers:status", "--json"], operatorEnv()), cli(["providers:status"], operatorEnv())]);
	expect(json(listed).find((s: any) => s.provider === "google")).toMatchObject({ drifting: true, driftingFields: status.driftingFields });
	expect(text.stdout).toMatch(/^google\s+DRIFTING since /m);
	expect(text.stdout).toContain("google: under half its trailing mean: ");
	const session = await repl(
		["providers:status"],
		[/mol \$ /, /DRIFTING[\s\S]*mol \$ /],
		SERVICES_MODE ? operatorEnv() : { ...operatorEnv(), PORT: new URL(app.url).port },
	);
	expect(session.stdout.replace(/\x1b\[\d+m/g, "")).toMatch(/google\s+DRIFTING since /);

	app.simulator!.setFaults({});
	await search("Marseille");
	expect((await readiness()).every((r) => r.status === 200 && r.body.degraded === undefined)).toBe(true);
	expect(gauge(await scrapeAll(app.probeUrls), "leadmap_provider_drifting", { provider: "google" })).not.toContain(1);
	const after = await search("Toulouse");
	expect(after).toMatchObject({ status: "completed", warnings: [] });
	const [cleared] = (await app.call<any[]>("searches.providerStatus")).filter((s) => s.provider === "google");
	expect(cleared).toMatchObject({ drifting: false, since: null, driftingFields: [], examples: [] });
});

test("answers whose structure is not recognised are counted apart, and the search ends without failing", async () => {
	app.simulator!.setFaults({ layout: "wrapped" });
	try {
		const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "restaurant", location: "Nantes", options: { maxResults: 100 } } });
		const ended = await waitForSearch(app, key, created.body.id);
		expect(ended).toMatchObject({ status: "completed", resultCount: 0 });
		const samples = await scrapeAll(app.probeUrls);
		const unrecognised = gauge(samples, "leadmap_provider_answers_total", { provider: "google", outcome: "unrecognised" });
		expect(unrecognised.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
		expect(gauge(samples, "leadmap_provider_answers_total", { provider: "google", outcome: "recognised" }).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
	} finally {
		app.simulator!.setFaults({});
	}
});
