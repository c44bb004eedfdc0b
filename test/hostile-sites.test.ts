import { randomUUID } from "node:crypto";
import type { EnrichBusinessesParams, EnrichBusinessesResult } from "../services/enrichment/enrichment.contract";
import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { parsePrometheus } from "./support/metrics";

/**
 * A merchant site written to stall a crawler (the simulator's `hostile` kind: a megabyte run of
 * one Unicode space, 20,000 anchors in one block, 90,000 nested elements, a megabyte attribute,
 * broken entities, mixed encodings, a script of 100,000 statements, a robots.txt of 5,000
 * wildcard rules) is crawled while the process keeps answering its probes, and every one of
 * its pages gives its contacts. Before the page reader threads, one such site held the event
 * loop for minutes: probes timed out, and so did every bus call.
 */

let app: TestApp;
beforeAll(async () => {
	// 10 ms of CPU a page (1 s by default): the hostile pages' scripts and text are cut off, as a slower machine would cut them.
	// The business's whole budget is no part of what is tested: on a loaded CI machine the 45 s default ended the crawl
	// before its last pages (encodings, scripts) were fetched.
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		sites: true,
		probes: true,
		env: { LEADMAP_ENRICH_PAGE_CPU_MS: "10", LEADMAP_ENRICH_LEAD_BUDGET_MS: "150000" },
	});
});
afterAll(() => app.stop());

const ZONE = "sites.leadmap.test";
const siteUrl = (label: string) => `http://${label}.${ZONE}:${new URL(process.env.LEADMAP_BING_URL!).port}/`;
const enrich = (website: string) =>
	app.call<EnrichBusinessesResult>("enrichment.enrichBusinesses", {
		businesses: [{ id: randomUUID(), website }],
		enrichEmail: true,
		enrichSocials: true,
	} satisfies EnrichBusinessesParams);

test("/live and the gateway's /health keep answering while a hostile site is crawled, and each hostile page's contacts are found", async () => {
	const label = "hostile--normal--live";
	const liveUrl = `${app.probeUrls[app.brokers.indexOf(app.brokerOf("enrichment"))]}/live`;
	let crawling = true;
	const crawl = enrich(siteUrl(label)).finally(() => (crawling = false));
	let answered = 0;
	// The probes are asked again and again for as long as the crawl lasts, with the HTTP client's own timeout.
	while (crawling) {
		const [live, health] = await Promise.all([fetch(liveUrl), api(app, "GET", "/health")]);
		expect(live.status).toBe(200);
		expect(health.status).toBe(200);
		answered++;
	}
	expect(answered).toBeGreaterThan(0);

	const [result] = (await crawl).results;
	const truth = app.simulator!.sites!.truth(`${label}.${ZONE}`)!;
	expect(truth.emails.map((e) => e.page).sort()).toEqual([
		"/",
		"/h/anchors",
		"/h/attributes",
		"/h/encodings",
		"/h/entities",
		"/h/nesting",
		"/h/scripts",
		"/h/spaces",
	]);
	expect(result.ok).toBe(true);
	expect(result.emails.map((e) => e.address).sort()).toEqual(truth.emails.map((e) => e.address).sort());
	for (const e of result.emails) expect(e.status).toBe(truth.emails.find((t) => t.address === e.address)!.status);
	expect(result.socials).toEqual(truth.socials);
}, 180_000);

test("a page cut off is counted, and its contacts and the rest of its site are still read", async () => {
	const label = "hostile--normal--count";
	const metrics = `${app.probeUrls[app.brokers.indexOf(app.brokerOf("enrichment"))]}/metrics`;
	const cutOffs = async () =>
		parsePrometheus(await (await fetch(metrics)).text())
			.filter((m) => m.name === "leadmap_enrichment_pages_cut_off_total")
			.reduce((sum, m) => sum + m.value, 0);
	const before = await cutOffs();
	const [result] = (await enrich(siteUrl(label))).results;
	expect(await cutOffs()).toBeGreaterThan(before);
	const truth = app.simulator!.sites!.truth(`${label}.${ZONE}`)!;
	expect(result.emails.map((e) => e.address).sort()).toEqual(truth.emails.map((e) => e.address).sort());
	expect(result.socials).toEqual(truth.socials);
}, 180_000);
