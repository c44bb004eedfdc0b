import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { allSearchLeads, waitForSearch } from "./support/searches";

let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, sites: true });
});
afterAll(() => app.stop());

const enrichedThrough = async (searchId: string) => (await app.sql("SELECT enrich_after FROM searches WHERE id = $1", [searchId]))[0].enrich_after as number;

const statuses = ["deliverable", "role", "catch_all", "risky", "invalid", "unverified", "verification_failed", "unknown", "none"];

test.each(["google", "bing"])(
	"a %s search with enrichEmail and enrichSocials goes through enriching and returns verified emails and socials",
	async (provider) => {
		const { key } = await app.createAccount({ plan: "pro" });
		const res = await api(app, "POST", "/v1/searches", {
			key,
			body: { keyword: "restaurant", location: "Lyon", provider, options: { maxResults: 25, enrichEmail: true, enrichSocials: true } },
		});
		const phases = new Set<string>();
		const done = await waitForSearch(
			app,
			key,
			res.body.id,
			(s) => {
				phases.add(s.progress.phase);
				return ["completed", "failed", "canceled"].includes(s.status);
			},
			120_000,
		);
		expect(done).toMatchObject({ status: "completed", resultCount: 25, progress: { phase: "done", processed: 25 } });
		expect(await enrichedThrough(done.id)).toBeGreaterThanOrEqual(25);
		const leads = await allSearchLeads(app, key, res.body.id);
		const withEmails = leads.filter((l) => l.emails?.length);
		expect(withEmails.length).toBeGreaterThan(3);
		for (const l of withEmails) {
			for (const e of l.emails) {
				expect(e).toEqual({ address: expect.stringContaining("@"), status: expect.any(String), source: expect.anything() });
				expect(statuses).toContain(e.status);
				expect(e.status).not.toBe("unverified");
			}
		}
		expect(withEmails.some((l) => l.emails.some((e: { status: string }) => e.status === "deliverable"))).toBe(true);
		expect(leads.some((l) => l.socials && Object.keys(l.socials).length)).toBe(true);
		const listed = await api(app, "GET", `/v1/businesses?provider=${provider}&hasEmail=true&limit=200`, { key });
		expect(listed.body.data.length).toBeGreaterThan(0);
		expect(listed.body.data[0]).toMatchObject({ hasEmail: true, emailCount: expect.any(Number) });
		expect(listed.body.data[0].emailStatuses.length).toBeGreaterThan(0);
	},
	180_000,
);

test("an apple search with enrichment: Apple gives no websites, so every business is recorded as having no email", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	const res = await api(app, "POST", "/v1/searches", {
		key,
		body: { keyword: "restaurant", location: "Lyon", provider: "apple", options: { maxResults: 15, enrichEmail: true } },
	});
	const done = await waitForSearch(app, key, res.body.id, undefined, 60_000);
	expect(done).toMatchObject({ status: "completed", resultCount: 15, progress: { phase: "done", processed: 15 } });
	expect(await enrichedThrough(done.id)).toBeGreaterThanOrEqual(15);
	const listed = await api(app, "GET", "/v1/businesses?provider=apple&emailStatus=none&limit=200", { key });
	expect(listed.body.data.length).toBeGreaterThanOrEqual(15);
});

test("a lite account's search runs without the enriching phase and its leads show no enrichment", async () => {
	const { key } = await app.createAccount({ plan: "lite" });
	const res = await api(app, "POST", "/v1/searches", {
		key,
		body: { keyword: "bakery", location: "Lyon", options: { maxResults: 10, enrichEmail: true, enrichSocials: true } },
	});
	const phases = new Set<string>();
	const done = await waitForSearch(app, key, res.body.id, (s) => {
		phases.add(s.progress.phase);
		return ["completed", "failed", "canceled"].includes(s.status);
	});
	expect(done.status).toBe("completed");
	expect(phases.has("enriching")).toBe(false);
	for (const lead of await allSearchLeads(app, key, res.body.id)) {
		expect(lead).not.toHaveProperty("emails");
		expect(lead).not.toHaveProperty("socials");
	}
});
