import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { createRuntime, startNodeMetricsServer, type Runtime } from "../bin/runtime";
import { loadConfig } from "../shared/config";
import { freePort } from "../bin/embedded-postgres";
import { prometheusMetrics } from "../shared/metrics";
import { ALL_GROUPS, api, SERVICES_MODE, startApp, type TestApp } from "./support/app";
import { parsePrometheus, scrapeAll, total } from "./support/metrics";
import { waitForSearch } from "./support/searches";

let app: TestApp;
beforeAll(async () => {
	app = await startApp({ groups: ALL_GROUPS, simulator: true, probes: true });
});
afterAll(() => app.stop());

/** Stops a node made beside the app, leaving the database pool the app shares with it open (Runtime.stop would close it). */
async function stopNode(runtime: Runtime): Promise<void> {
	await runtime.broker.stop();
	await runtime.metricsServer?.close();
}

/** Builds a runtime with LEADMAP_METRICS_PORT set to `port`, then puts the variable back as it was. */
async function runtimeWithMetricsPort(port: string, nodeID: string, serveProbes: boolean): Promise<Runtime> {
	const saved = process.env.LEADMAP_METRICS_PORT;
	process.env.LEADMAP_METRICS_PORT = port;
	try {
		return await createRuntime(["keys"], { nodeID: `${nodeID}-${process.pid}` }, { serveProbes });
	} finally {
		if (saved === undefined) delete process.env.LEADMAP_METRICS_PORT;
		else process.env.LEADMAP_METRICS_PORT = saved;
	}
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
	const res = await fetch(url);
	return { status: res.status, body: await res.json() };
}

describe("a node's /live and /ready", () => {
	test("a started node is live at once, ready only once its broker has started, and serves its metrics on the same port", async () => {
		const port = await freePort();
		const runtime = await runtimeWithMetricsPort(String(port), "probes", true);
		const base = `http://127.0.0.1:${port}`;
		try {
			expect(runtime.metricsServer?.port).toBe(port);
			expect(await getJson(`${base}/live`)).toEqual({ status: 200, body: { ok: true } });
			expect(await getJson(`${base}/ready`)).toEqual({ status: 503, body: { ok: false, notReady: { broker: "not started" } } });

			await runtime.broker.start();
			expect(await getJson(`${base}/ready`)).toEqual({ status: 200, body: { ok: true } });
			const metrics = await fetch(`${base}/metrics`);
			expect(metrics.status).toBe(200);
			expect(metrics.headers.get("content-type")).toContain("text/plain");
			expect(await metrics.text()).toMatch(/^moleculer_broker_started\{/m);
			expect((await fetch(`${base}/nothing`)).status).toBe(404);
		} finally {
			await stopNode(runtime);
		}
	});

	test("LEADMAP_METRICS_PORT=0 serves nothing, and a CLI-like runtime opens no port", async () => {
		const off = await runtimeWithMetricsPort("0", "probes-off", true);
		const client = await runtimeWithMetricsPort(String(await freePort()), "probes-client", false);
		try {
			expect(off.metricsServer).toBeNull();
			expect(off.broker.isMetricsEnabled()).toBe(false);
			expect(client.metricsServer).toBeNull();
		} finally {
			await stopNode(off);
			await stopNode(client);
		}
	});

	test("a gateway whose Redis is down stays ready (it limits rates in memory), naming Redis as degraded in /ready and in a gauge", async () => {
		const deadRedis = `redis://127.0.0.1:${await freePort()}`;
		const broker = new ServiceBroker(brokerOptions({ nodeID: `no-redis-${process.pid}`, metrics: prometheusMetrics() }));
		await broker.start();
		const server = await startNodeMetricsServer(broker, ["gateway"], 0, { ...loadConfig(), redisUrl: deadRedis });
		const saved = { REDIS_URL: process.env.REDIS_URL, PORT: process.env.PORT, LEADMAP_METRICS_PORT: process.env.LEADMAP_METRICS_PORT };
		Object.assign(process.env, { REDIS_URL: deadRedis, PORT: "0", LEADMAP_METRICS_PORT: String(await freePort()) });
		let gateway: Runtime | null = null;
		try {
			const ready = await getJson(`http://127.0.0.1:${server.port}/ready`);
			expect(ready.status).toBe(200);
			expect(ready.body).toEqual({ ok: true, degraded: { redis: expect.any(String) } });
			expect((await getJson(`http://127.0.0.1:${server.port}/live`)).status).toBe(200);

			gateway = await createRuntime(["gateway"], { nodeID: `gateway-no-redis-${process.pid}` }, { serveProbes: true });
			await gateway.broker.start();
			const base = `http://127.0.0.1:${gateway.metricsServer!.port}`;
			expect(await getJson(`${base}/ready`)).toEqual({ status: 200, body: { ok: true, degraded: { redis: expect.any(String) } } });
			const metrics = parsePrometheus(await (await fetch(`${base}/metrics`)).text());
			expect(metrics.filter((m) => m.name === "leadmap_gateway_redis_up").map((m) => m.value)).toEqual([0]);
		} finally {
			for (const [name, value] of Object.entries(saved)) {
				if (value === undefined) delete process.env[name];
				else process.env[name] = value;
			}
			if (gateway) await stopNode(gateway);
			await server.close();
			await broker.stop();
		}
	});

	test("every node of the app is ready", async () => {
		for (const url of app.probeUrls) expect(await getJson(`${url}/ready`)).toEqual({ status: 200, body: { ok: true } });
	});
});

describe("/metrics after a search", () => {
	test("counts the search, its provider requests, leads and credits as the ledger has them, beside Moleculer's own metrics", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const created = await api(app, "POST", "/v1/searches", { key, body: { keyword: "dentist", location: "Lyon", options: { maxResults: 20 } } });
		expect(created.status).toBe(201);
		const search = await waitForSearch(app, key, created.body.id);
		expect(search.status).toBe("completed");
		expect(search.resultCount).toBeGreaterThan(0);

		const samples = await scrapeAll(app.probeUrls);
		const google = { provider: "google" };
		expect(total(samples, "leadmap_searches_created_total", google)).toBe(1);
		expect(total(samples, "leadmap_searches_completed_total", google)).toBe(1);
		expect(total(samples, "leadmap_leads_written_total", { source: "search" })).toBe(search.resultCount);

		const [ledger] = await app.sql<{ charged: number; refunded: number }>(
			`SELECT count(*) FILTER (WHERE kind = 'own')::int AS charged, coalesce(sum(amount) FILTER (WHERE kind = 'release'), 0)::int AS refunded
			 FROM credit_ledger WHERE reservation = $1 OR idempotency_key = $2`,
			[search.id, `release:${search.id}`],
		);
		expect(ledger.charged).toBe(search.resultCount);
		expect(total(samples, "leadmap_credits_charged_total", { source: "search" })).toBe(ledger.charged);
		expect(total(samples, "leadmap_credits_refunded_total")).toBe(ledger.refunded);

		const requests = total(samples, "leadmap_provider_requests_total", google);
		expect(requests).toBeGreaterThan(0);
		expect(total(samples, "leadmap_provider_request_duration_seconds_count", google)).toBe(requests);
		expect(samples.some((s) => s.name === "leadmap_search_jobs_pending" && s.labels.provider === "google")).toBe(true);

		expect(total(samples, "moleculer_request_total", { action: "searches.create" })).toBeGreaterThanOrEqual(1);
		expect(total(samples, "moleculer_request_total", { action: "billing.charge" })).toBeGreaterThanOrEqual(1);
		expect(total(samples, "moleculer_request_time_count", { action: "searches.create" })).toBe(
			total(samples, "moleculer_request_total", { action: "searches.create" }),
		);
		if (SERVICES_MODE) {
			// The nodes talk over the bus: its packets are counted (shared/request-metrics.ts), requests and their answers alike.
			expect(total(samples, "moleculer_transit_publish_total", { type: "REQ" })).toBeGreaterThanOrEqual(1);
			expect(total(samples, "moleculer_transit_receive_total", { type: "RES" })).toBeGreaterThanOrEqual(1);
			expect(total(samples, "moleculer_transporter_packets_sent_bytes")).toBeGreaterThan(0);
		}
		for (const url of app.probeUrls) {
			const text = await (await fetch(`${url}/metrics`)).text();
			// Moleculer's own request and transit middleware is unhooked: one family per node, not two; and no series twice.
			expect(text.match(/^# TYPE moleculer_request_total /gm)).toHaveLength(1);
			expect((text.match(/^# TYPE moleculer_transit_publish_total /gm) ?? []).length).toBeLessThanOrEqual(1);
			const series = parsePrometheus(text).map((s) => `${s.name}${JSON.stringify(s.labels)}`);
			expect(series.length).toBe(new Set(series).size);
		}
	});
});

describe("/metrics after unlocks", () => {
	test("counts unlocks, and charges and leads once: an unlock repeated charges nothing and counts no credit", async () => {
		const { key, accountId } = await app.createAccount({ plan: "pro" });
		const listed = await api(app, "GET", "/v1/businesses?provider=google&limit=3", { key });
		expect(listed.status).toBe(200);
		const refs = listed.body.data.map((b: { provider: string; providerBusinessId: string }) => ({ provider: b.provider, id: b.providerBusinessId }));
		expect(refs.length).toBeGreaterThan(0);
		const before = await scrapeAll(app.probeUrls);

		for (let i = 0; i < 2; i++) expect((await api(app, "POST", "/v1/businesses/unlock", { key, body: { businesses: refs } })).status).toBe(200);

		const after = await scrapeAll(app.probeUrls);
		const added = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
		const [ledger] = await app.sql<{ charged: number }>("SELECT count(*)::int AS charged FROM credit_ledger WHERE account_id = $1 AND kind = 'own'", [
			accountId,
		]);
		expect(ledger.charged).toBe(refs.length);
		expect(added("leadmap_unlocks_total")).toBe(2);
		expect(added("leadmap_unlocked_businesses_total")).toBe(refs.length);
		expect(added("leadmap_credits_charged_total", { source: "unlock" })).toBe(ledger.charged);
		expect(added("leadmap_leads_written_total", { source: "unlock" })).toBe(refs.length);
	});
});

describe("/metrics after API requests", () => {
	test("each request counts as a call of gateway.rest (a refused one as its error), and the calls it makes have the gateway as their caller", async () => {
		const { key } = await app.createAccount({ plan: "pro" });
		const rest = { action: "gateway.rest", type: "local" };
		const usage = { action: "billing.usage", type: "local", caller: "gateway" };
		const before = await scrapeAll(app.probeUrls);
		for (let i = 0; i < 3; i++) expect((await api(app, "GET", "/v1/usage", { key })).status).toBe(200);
		expect((await api(app, "GET", "/v1/usage", { key: "lm_live_notakey" })).status).toBe(401);
		const after = await scrapeAll(app.probeUrls);
		const grew = (name: string, labels: Record<string, string>) => total(after, name, labels) - total(before, name, labels);
		expect(grew("moleculer_request_total", rest)).toBeGreaterThanOrEqual(4);
		expect(grew("moleculer_request_time_count", rest)).toBe(grew("moleculer_request_total", rest));
		expect(grew("moleculer_request_error_total", rest)).toBe(1);
		expect(grew("moleculer_request_total", usage)).toBe(3);
	});
});
