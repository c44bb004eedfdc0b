import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, secondsSince, type MetricDefinition } from "../../../shared/metrics";
import type { RequestObserver } from "./provider-http";

export const SCRAPER_METRICS = [
	{ name: "leadmap_provider_requests_total", type: "counter", labelNames: ["provider"], description: "Requests sent to a map provider (every attempt)" },
	{
		name: "leadmap_provider_errors_total", type: "counter", labelNames: ["provider", "reason"],
		description: "Provider requests that failed: reason is the HTTP status (3xx, 4xx, 5xx: redirects are not followed) or unreachable (network, time limit, size cap)",
	},
	{
		name: "leadmap_provider_request_duration_seconds", type: "histogram", labelNames: ["provider"], buckets: SECONDS_BUCKETS,
		description: "Time from sending a provider request to its whole answer",
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
