import { ALL_GROUPS, api, startApp, type TestApp } from "./support/app";
import { scrapeAll, total, type Sample } from "./support/metrics";
import { waitForSearch } from "./support/searches";
import { createHook } from "./support/webhook-app";
import { createTestCertificate, startReceiver, type TestReceiver } from "./support/webhook-receiver";

let app: TestApp;
let receiver: TestReceiver;

beforeAll(async () => {
	const cert = await createTestCertificate();
	receiver = await startReceiver(cert);
	app = await startApp({
		groups: ALL_GROUPS,
		simulator: true,
		probes: true,
		env: { LEADMAP_ALLOW_PRIVATE_TARGETS: "1", LEADMAP_EXTRA_CA_CERTS: cert.caFile, LEADMAP_WEBHOOK_POLL_MS: "200", LEADMAP_WEBHOOK_TIMEOUT_MS: "2000" },
	});
});
afterAll(async () => {
	await app.stop();
	await receiver.close();
});

/** The metrics once `until` holds: an outcome is counted just after the receiver has answered. */
async function metricsWhen(until: (samples: Sample[]) => boolean): Promise<Sample[]> {
	for (let i = 0; i < 100; i++) {
		const samples = await scrapeAll(app.probeUrls);
		if (until(samples)) return samples;
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error("the metrics never showed it");
}

test("a failed search is counted with its reason, and its webhook delivery with its outcome and latency", async () => {
	const { key } = await app.createAccount({ plan: "pro" });
	await createHook(app, key, receiver.url("/failed", "localhost"), ["search.failed"]);
	app.simulator!.setFaults({ consent: { first: 1000 } });
	const res = await api(app, "POST", "/v1/searches", { key, body: { keyword: "bakery", location: "Lyon", options: { maxResults: 5 } } });
	const done = await waitForSearch(app, key, res.body.id);
	expect(done.status).toBe("failed");
	await receiver.waitFor(1, "/failed");

	const samples = await metricsWhen((s) => total(s, "leadmap_webhook_deliveries_total", { outcome: "delivered" }) >= 1);
	expect(total(samples, "leadmap_webhook_deliveries_total", { outcome: "delivered" })).toBe(1);
	expect(total(samples, "leadmap_webhook_delivery_latency_seconds_count")).toBe(1);
	expect(total(samples, "leadmap_webhook_delivery_latency_seconds_bucket", { le: "+Inf" })).toBe(1);
	expect(total(samples, "leadmap_searches_failed_total", { provider: "google", reason: done.error })).toBe(1);
	expect(total(samples, "leadmap_provider_errors_total", { provider: "google" })).toBeGreaterThan(0);
	expect(total(samples, "leadmap_credits_refunded_total")).toBeGreaterThan(0);
});
