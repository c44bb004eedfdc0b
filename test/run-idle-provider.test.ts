import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { waitFor } from "./support/wait";

/** A research run waiting on a provider no scraper serves fails `provider_unavailable`, refunded, as a search does. */
let app: TestApp;

beforeAll(async () => {
	app = await startApp({
		groups: ALL_GROUPS.filter((g) => !g.includes("scraper-google")),
		env: { LEADMAP_PROVIDER_UNAVAILABLE_MS: "1500" },
	});
});
afterAll(() => app.stop());

test("a pending run of an unserved provider fails provider_unavailable; its 5 credits come back, the business stays owned", async () => {
	const { key } = await app.createAccount({ credits: 100 });
	const cid = "5151515151515151515";
	await app.call("dataset.upsert", { observations: [{ provider: "google", providerBusinessId: cid, cid, name: "Nobody serves me" }] });
	const created = await api(app, "POST", `/v1/businesses/${cid}/research`, { key });
	expect(created.status).toBe(201);
	let run = created.body;
	for (let i = 0; i < 300 && run.status === "pending"; i++) {
		await new Promise((r) => setTimeout(r, 100));
		run = (await api(app, "GET", `/v1/runs/${run.id}`, { key })).body;
	}
	expect(run).toMatchObject({ status: "failed", error: "provider_unavailable" });
	// The ending is committed first, the refund right after (no transaction waits on billing).
	await waitFor("the refund", async () => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance === 99);
	expect((await api(app, "GET", "/v1/leads", { key })).body.leads).toHaveLength(1);
});
