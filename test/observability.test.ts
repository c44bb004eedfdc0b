import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { ALL_GROUPS, api, SERVICES_MODE, startApp, type TestApp } from "./support/app";
import { parsePrometheus, scrapeAll, total, type Sample } from "./support/metrics";
import { DASHBOARD_FILE, metricNamesOf, PROMETHEUS_RULE_FILE, prometheusRuleText, ruleGroups, RULES_FILE } from "./support/observability";
import { waitForSearch } from "./support/searches";
import { waitFor } from "./support/wait";
import { createHook, enqueueSearchEvent } from "./support/webhook-app";
import { createTestCertificate, startReceiver, type TestReceiver } from "./support/webhook-receiver";

/**
 * The metrics the dashboard and the alerting rules read (k8s/components/observability): each one
 * the code registers, scraped from a running app after doing what makes it move.
 */

/** Moleculer's transit and transporter metrics: written by a node with a transporter only (services mode, production). */
const BUS_ONLY = ["moleculer_transporter_packets_sent_total", "moleculer_transporter_packets_received_total", "moleculer_transit_requests_active"];

let app: TestApp;
let receiver: TestReceiver;

beforeAll(async () => {
	const cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		// No Apple scraper: Apple's searches wait in their queue.
		groups: ALL_GROUPS.map((g) => g.filter((s) => s !== "scraper-apple")).filter((g) => g.length),
		simulator: true,
		probes: true,
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_WEBHOOK_POLL_MS: "200" },
	});
});
afterAll(async () => {
	await app.stop();
	await receiver.close();
});

/** Scrapes until `until` holds (a counter moves just after the answer the test waited for). */
async function metricsWhen(what: string, until: (samples: Sample[]) => boolean): Promise<Sample[]> {
	return waitFor(
		what,
		async () => {
			const samples = await scrapeAll(app.probeUrls);
			return until(samples) && samples;
		},
		30_000,
	);
}

/** Every metric family the nodes declare (`# TYPE`), with or without samples yet. */
async function declaredFamilies(): Promise<Map<string, string>> {
	const families = new Map<string, string>();
	for (const url of app.probeUrls) {
		const text = await (await fetch(`${url}/metrics`)).text();
		for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) families.set(name, type);
		for (const s of parsePrometheus(text)) if (!families.has(s.name)) families.set(s.name, "untyped");
	}
	return families;
}

/** A name as PromQL reads it: a histogram's `_bucket`, `_sum` and `_count` series belong to its family. */
function isDeclared(name: string, families: Map<string, string>): boolean {
	if (families.has(name)) return true;
	const base = name.replace(/_(bucket|sum|count)$/, "");
	return base !== name && families.get(base) === "histogram";
}

function dashboardExpressions(): string[] {
	const dashboard = JSON.parse(readFileSync(DASHBOARD_FILE, "utf8")) as { panels: { type: string; targets?: { expr: string }[] }[] };
	return dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr));
}

describe("the alerting rules and the dashboard", () => {
	test("the PrometheusRule is the rule file's groups, as `npm run rules:sync` writes it", () => {
		expect(readFileSync(PROMETHEUS_RULE_FILE, "utf8")).toBe(prometheusRuleText());
		expect(ruleGroups().flatMap((g) => g.rules.map((r) => r.alert))).toEqual(
			expect.arrayContaining([
				"LeadmapJobQueueStale",
				"LeadmapProviderDrifting",
				"LeadmapProviderBlocked",
				"LeadmapWebhookBacklogLate",
				"LeadmapLedgerErrors",
				"LeadmapSettleErrors",
				"LeadmapDbPoolSaturated",
				"LeadmapBusDisconnected",
				"LeadmapNodeMissingFromBus",
			]),
		);
	});

	test("promtool accepts the rule file, and its unit tests pass (where promtool is installed: .ci/run installs it)", () => {
		let promtool = true;
		try {
			execFileSync("promtool", ["--version"], { stdio: "ignore" });
		} catch {
			promtool = false;
		}
		if (!promtool) return;
		expect(() => execFileSync("promtool", ["check", "rules", RULES_FILE], { stdio: "pipe" })).not.toThrow();
		expect(() => execFileSync("promtool", ["test", "rules", RULES_FILE.replace(/\.rules\.yml$/, ".rules.test.yml")], { stdio: "pipe" })).not.toThrow();
	});

	test("every metric a rule or a panel names is one the running app declares", async () => {
		// What makes Moleculer write its error family: an action that throws (a search nobody has).
		const { key } = await app.createAccount({ plan: "pro" });
		expect((await api(app, "GET", `/v1/searches/${randomUUID()}`, { key })).status).toBe(404);
		const families = await declaredFamilies();
		const expressions = [...ruleGroups().flatMap((g) => g.rules.map((r) => r.expr)), ...dashboardExpressions()];
		const named = [...new Set(expressions.flatMap(metricNamesOf))].sort();
		expect(named.length).toBeGreaterThan(30);
		const elsewhere = SERVICES_MODE ? [] : BUS_ONLY;
		expect(named.filter((name) => !isDeclared(name, families) && !elsewhere.includes(name))).toEqual([]);
		// The lists excuse only names the rules or panels use, and nothing the app declares already.
		expect(elsewhere.filter((name) => !named.includes(name))).toEqual([]);
	});
});

describe("the metrics the dashboard added", () => {
	test("HTTP requests by route template and status, and unknown paths as `unmatched`", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const before = await scrapeAll(app.probeUrls);
		for (let i = 0; i < 2; i++) expect((await api(app, "GET", `/v1/searches/${randomUUID()}`, { key })).status).toBe(404);
		expect((await api(app, "GET", `/v1/no-such-thing/${randomUUID()}`, { key })).status).toBe(404);
		const after = await scrapeAll(app.probeUrls);
		const added = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
		expect(added("leadmap_http_requests_total", { method: "GET", route: "/v1/searches/:id", status: "404" })).toBe(2);
		expect(added("leadmap_http_request_duration_seconds_count", { method: "GET", route: "/v1/searches/:id" })).toBe(2);
		expect(added("leadmap_http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBe(1);
		// Paths are never labels: no series names an id.
		expect(after.filter((s) => s.name === "leadmap_http_requests_total" && /[0-9a-f]{8}-/.test(s.labels.route))).toEqual([]);
	});

	test("a search waiting for its scraper shows in its queue's depth and age and holds an open reservation; canceled, both go back", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const queue = { kind: "search", provider: "apple" };
		const created = await api(app, "POST", "/v1/searches", {
			key,
			body: { keyword: "dentist", location: "Lyon", provider: "apple", options: { maxResults: 5 } },
		});
		expect(created.status).toBe(201);
		const waiting = await metricsWhen("the search in its queue", (s) => total(s, "leadmap_job_queue_depth", queue) > 0);
		// Every searches instance reports the queue (one in each pass): the max is the depth.
		const max = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
			Math.max(0, ...samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).map((s) => s.value));
		expect(max(waiting, "leadmap_job_queue_depth", queue)).toBe(1);
		expect(max(waiting, "leadmap_job_queue_oldest_seconds", queue)).toBeGreaterThan(0);
		expect(max(waiting, "leadmap_job_queue_depth", { kind: "search", provider: "google" })).toBe(0);
		expect(max(waiting, "leadmap_job_queue_depth", { kind: "research", provider: "apple" })).toBe(0);
		expect(max(waiting, "leadmap_reservations_open")).toBeGreaterThanOrEqual(1);
		expect(max(waiting, "leadmap_reservations_held_credits")).toBeGreaterThanOrEqual(5);
		expect(max(waiting, "leadmap_reservations_oldest_seconds")).toBeGreaterThan(0);

		expect((await api(app, "POST", `/v1/searches/${created.body.id}/cancel`, { key })).status).toBeLessThan(300);
		expect((await waitForSearch(app, key, created.body.id)).status).toBe("canceled");
		const [open] = await app.sql<{ n: number }>("SELECT count(*)::int AS n FROM credit_reservations WHERE released_at IS NULL");
		const after = await metricsWhen(
			"the queue emptied",
			(s) => max(s, "leadmap_job_queue_depth", queue) === 0 && max(s, "leadmap_reservations_open") === open.n,
		);
		expect(max(after, "leadmap_job_queue_oldest_seconds", queue)).toBe(0);
	});

	test("a delivery its receiver refused waits for its retry in the webhook backlog, with its age", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		await createHook(app, key, receiver.url("/refuses", "localhost"), ["search.completed"]);
		receiver.script("/refuses", [500]);
		await enqueueSearchEvent(app, accountId);
		await receiver.waitFor(1, "/refuses");
		const samples = await metricsWhen("the retry in the backlog", (s) =>
			s.some((x) => x.name === "leadmap_webhook_backlog" && x.labels.state === "waiting" && x.value >= 1),
		);
		const waitingAge = samples.filter((s) => s.name === "leadmap_webhook_backlog_oldest_seconds" && s.labels.state === "waiting").map((s) => s.value);
		expect(Math.max(...waitingAge)).toBeGreaterThan(0);
		expect(samples.some((s) => s.name === "leadmap_webhook_backlog" && s.labels.state === "due")).toBe(true);
	});

	test("a canceled run whose refund the ledger refuses counts a ledger error and a settle error; the sweep refunds it once the ledger takes it", async () => {
		const { key } = await app.createAccount({ plan: "pro", credits: 100 });
		const before = await scrapeAll(app.probeUrls);
		// An Apple business: no Apple scraper runs here, so its research run waits, paid, until canceled.
		const id = "I0123456789ABCDEF";
		await app.call("dataset.upsert", { observations: [{ provider: "apple", providerBusinessId: id, name: "Waits for a scraper" }] });
		const created = await api(app, "POST", `/v1/businesses/apple:${id}/research`, { key });
		expect(created.status).toBe(201);
		const paid = (await api(app, "GET", "/v1/usage", { key })).body.credits.balance;
		// The ledger refuses every refund (as a database fault would): billing.refund fails with an error of ours.
		await app.sql(`CREATE OR REPLACE FUNCTION refuse_refund() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN IF NEW.kind = 'refund' THEN RAISE EXCEPTION 'ledger refuses refunds'; END IF; RETURN NEW; END $$`);
		await app.sql("CREATE TRIGGER refuse_refund BEFORE INSERT ON credit_ledger FOR EACH ROW EXECUTE FUNCTION refuse_refund()");
		try {
			expect((await api(app, "POST", `/v1/runs/${created.body.id}/cancel`, { key })).status).toBeLessThan(300);
			expect((await api(app, "GET", `/v1/runs/${created.body.id}`, { key })).body.status).toBe("canceled");
			const added = (s: Sample[], name: string, labels: Record<string, string>) => total(s, name, labels) - total(before, name, labels);
			const samples = await metricsWhen("the errors counted", (s) => added(s, "leadmap_settle_errors_total", { what: "run" }) >= 1);
			expect(added(samples, "leadmap_ledger_errors_total", { action: "refund" })).toBeGreaterThanOrEqual(1);
			expect((await api(app, "GET", "/v1/usage", { key })).body.credits.balance).toBe(paid);
		} finally {
			await app.sql("DROP TRIGGER IF EXISTS refuse_refund ON credit_ledger");
		}
		await waitFor("the sweep's refund", async () => (await api(app, "GET", "/v1/usage", { key })).body.credits.balance > paid);
	});

	test("a refusal (no credits) is billing's answer, not a ledger error", async () => {
		const { key } = await app.createAccount({ credits: 0 });
		const before = await scrapeAll(app.probeUrls);
		const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "dentist", location: "Lyon", options: { maxResults: 5 } } });
		expect(created.status).toBe(402);
		const after = await scrapeAll(app.probeUrls);
		expect(total(after, "leadmap_ledger_errors_total")).toBe(total(before, "leadmap_ledger_errors_total"));
	});

	test("each node reports its database pool, and its bus link where it has one", async () => {
		const samples = await scrapeAll(app.probeUrls);
		const pool = samples.filter((s) => s.name === "leadmap_db_pool_max");
		expect(pool.length).toBeGreaterThan(0);
		for (const { labels, value } of pool) {
			const of = (name: string, extra: Record<string, string> = {}) => total(samples, name, { nodeID: labels.nodeID, ...extra });
			expect(value).toBeGreaterThan(0);
			expect(of("leadmap_db_pool_connections", { state: "busy" }) + of("leadmap_db_pool_connections", { state: "idle" })).toBeLessThanOrEqual(value);
			expect(samples.some((s) => s.name === "leadmap_db_pool_waiting" && s.labels.nodeID === labels.nodeID)).toBe(true);
		}
		const bus = samples.filter((s) => s.name === "leadmap_bus_connected").map((s) => s.value);
		// One sample per node over NATS, every one connected; none in one process without a transporter.
		expect(bus).toEqual(SERVICES_MODE ? app.probeUrls.map(() => 1) : []);
	});
});
