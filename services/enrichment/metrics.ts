import type { ServiceBroker } from "moleculer";
import type { MetricDefinition } from "../../shared/metrics";
import type { EnrichedBusiness } from "./enrichment.contract";

export const ENRICHMENT_METRICS = [
	{
		name: "leadmap_enrichment_pages_fetched_total",
		type: "counter",
		labelNames: [],
		description: "Merchant website pages read by the crawler (home page and the pages after it)",
	},
	{
		name: "leadmap_enrichment_businesses_total",
		type: "counter",
		labelNames: ["outcome"],
		description: "Businesses enriched: ok, or why their site could not be read (no_website, timeout, robots, ...)",
	},
	{ name: "leadmap_enrichment_emails_total", type: "counter", labelNames: ["status"], description: "Emails found, by verification status" },
	{
		name: "leadmap_enrichment_pages_cut_off_total",
		type: "counter",
		labelNames: ["reason"],
		description:
			"Crawled pages (and vCards, robots.txt) whose reading was cut off: budget (CPU budget spent, scripts and text left unread), deadline (thread ended, markup kept), failed (thread died)",
	},
] as const satisfies readonly MetricDefinition[];

export function countEnriched(broker: ServiceBroker, results: EnrichedBusiness[]): void {
	if (!broker.isMetricsEnabled()) return;
	for (const r of results) {
		broker.metrics.increment("leadmap_enrichment_businesses_total", { outcome: r.ok ? "ok" : (r.failure ?? "error") });
		for (const email of r.emails) broker.metrics.increment("leadmap_enrichment_emails_total", { status: email.status });
	}
}
