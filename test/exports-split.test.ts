import { parse } from "csv-parse/sync";
import { startApp, type TestApp } from "./support/app";
import { seedSearchWithLeads } from "./support/seed";

/**
 * Exports on a node of their own, away from leads and dataset (in services mode each
 * group is a broker over NATS): every batch of leads crosses the bus, and must stay
 * under the transporter's payload limit (NATS: 1 MB by default) however large the export.
 */
let app: TestApp;
let key: string;
let accountId: string;

beforeAll(async () => {
	app = await startApp({ groups: [["gateway"], ["keys", "billing"], ["searches", "dataset", "leads"], ["exports"]] });
	({ key, accountId } = await app.createAccount({ plan: "pro" }));
});
afterAll(() => app.stop());

/** Three emails and two socials on every business of the search: leads as large as real enriched ones. */
async function enrichSeeded(searchId: string): Promise<void> {
	const emails = [1, 2, 3].map((i) => ({
		address: `contact${i}@a-rather-long-business-domain.example.fr`,
		status: "deliverable",
		source: "https://a-rather-long-business-domain.example.fr/contact",
	}));
	await app.sql(
		`UPDATE businesses SET emails = $2::jsonb, socials = '{"facebook": "https://www.facebook.com/acme-business-page", "instagram": "https://www.instagram.com/acme"}'::jsonb
		 WHERE id IN (SELECT business_id FROM search_results WHERE search_id = $1)`,
		[searchId, JSON.stringify(emails)],
	);
}

test("an export whose batches cross the bus streams every lead, enriched ones included", async () => {
	const searchId = await seedSearchWithLeads((t, p) => app.sql(t, p), accountId, 5_000);
	await enrichSeeded(searchId);
	for (const format of ["csv", "json"] as const) {
		const res = await fetch(`${app.url}/v1/searches/${searchId}/export?format=${format}`, { headers: { authorization: `Bearer ${key}` } });
		expect(res.status).toBe(200);
		const body = Buffer.from(await res.arrayBuffer()).toString("utf8");
		const count = format === "csv" ? parse(body.slice(1)).length - 1 : JSON.parse(body).length;
		expect(count).toBe(5_000);
	}
}, 120_000);

test("a page of 1,000 enriched search leads reaches the gateway on another node", async () => {
	const searchId = await seedSearchWithLeads((t, p) => app.sql(t, p), accountId, 1_000);
	await enrichSeeded(searchId);
	const res = await fetch(`${app.url}/v1/searches/${searchId}/leads?limit=1000`, { headers: { authorization: `Bearer ${key}` } });
	expect(res.status).toBe(200);
	const body = await res.text();
	expect(body.length).toBeGreaterThan(1_100_000);
	expect(JSON.parse(body).data).toHaveLength(1_000);
}, 60_000);
