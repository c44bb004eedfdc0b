import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, secondsSince, type MetricDefinition } from "../../../shared/metrics";
import type { RequestObserver } from "./provider-http";

export const SCRAPER_METRICS = [
	{ name: "leadmap_provider_requests_total", type: "counter", labelNames: ["provider"], description: "Requests sent to a map provider (every attempt)" },
	{
		name: "leadmap_provider_errors_total",
		type: "counter",
		labelNames: ["provider", "reason"],
		description:
			"Provider requests that failed: reason is the HTTP status (3xx, 4xx, 5xx: redirects are not followed) or unreachable (network, time limit, size cap)",
	},
	{
		name: "leadmap_provider_request_duration_seconds",
		type: "histogram",
		labelNames: ["provider"],
		buckets: SECONDS_BUCKETS,
		description: "Time from sending a provider request to its whole answer",
	},
	{
		name: "leadmap_provider_answers_total",
		type: "counter",
		labelNames: ["provider", "outcome"],
		description: "Provider answers parsed: outcome recognised, or unrecognised (a structure the parser does not know: a layout change)",
	},
	{ name: "leadmap_provider_results_total", type: "counter", labelNames: ["provider"], description: "Results (places) read from provider answers" },
	{
		name: "leadmap_provider_field_share",
		type: "gauge",
		labelNames: ["provider", "field"],
		description:
			"Share (0..1) of recent results (a moving mean over about 200) that carried the field: name, address, phone, website, rating, coordinates, hours",
	},
	{
		name: "leadmap_provider_drifting",
		type: "gauge",
		labelNames: ["provider"],
		description: "1 while the provider's layout is judged changed (docs/provider-drift.md), else 0",
	},
] as const satisfies readonly MetricDefinition[];

/** Records each provider request of a scraper service: count, failures and latency. */
export function providerRequestMetrics(broker: ServiceBroker, provider: string): RequestObserver {
	return (startedAt, outcome) => {
		if (!broker.isMetricsEnabled()) return;
		broker.metrics.increment("leadmap_provider_requests_total", { provider });
		broker.metrics.observe("leadmap_provider_request_duration_seconds", secondsSince(startedAt), { provider });
		// Redirects are never followed: one is a consent page or a block, so it counts as an error too.
		const reason = outcome === "unreachable" ? outcome : outcome >= 300 ? String(outcome) : null;
		if (reason) broker.metrics.increment("leadmap_provider_errors_total", { provider, reason });
	};
}
