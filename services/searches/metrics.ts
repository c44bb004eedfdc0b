import type { ServiceBroker } from "moleculer";
import { reportQueues } from "../../shared/jobs/metrics";
import type { MetricDefinition } from "../../shared/metrics";
import { queues } from "./operator.store";
import type { SearchRow } from "./searches.store";

export const SEARCHES_METRICS = [
	{
		name: "leadmap_searches_created_total",
		type: "counter",
		labelNames: ["provider"],
		description: "Searches created and funded (a replayed create is not counted)",
	},
	{ name: "leadmap_searches_completed_total", type: "counter", labelNames: ["provider"], description: "Searches that ended completed" },
	{ name: "leadmap_searches_failed_total", type: "counter", labelNames: ["provider", "reason"], description: "Searches that ended failed, by error code" },
	{ name: "leadmap_searches_canceled_total", type: "counter", labelNames: ["provider"], description: "Searches that ended canceled" },
	{
		name: "leadmap_search_jobs_pending",
		type: "gauge",
		labelNames: ["provider"],
		description: "Searches waiting for a scraper (queue depth); every searches instance reports the same count",
	},
	{
		name: "leadmap_search_jobs_running",
		type: "gauge",
		labelNames: ["provider"],
		description: "Searches a scraper holds; every searches instance reports the same count",
	},
] as const satisfies readonly MetricDefinition[];

export function countCreated(broker: ServiceBroker, provider: string): void {
	broker.metrics.increment("leadmap_searches_created_total", { provider });
}

/** Counts a search that has just ended, once: callers pass the row their settling statement returned. */
export function countEnded(broker: ServiceBroker, row: SearchRow): void {
	const provider = row.provider;
	if (row.status === "completed") broker.metrics.increment("leadmap_searches_completed_total", { provider });
	else if (row.status === "canceled") broker.metrics.increment("leadmap_searches_canceled_total", { provider });
	else if (row.status === "failed") broker.metrics.increment("leadmap_searches_failed_total", { provider, reason: row.error ?? "unknown" });
}

/**
 * The search queue of each provider, at a scrape, from one indexed count: searches waiting for and held by a
 * scraper, and (as `kind` search) the depth and the oldest waiting search's age.
 */
export async function collectQueues(broker: ServiceBroker): Promise<void> {
	const now = Date.now();
	const depths = await queues();
	for (const { provider, pending, running } of depths) {
		broker.metrics.set("leadmap_search_jobs_pending", pending, { provider });
		broker.metrics.set("leadmap_search_jobs_running", running, { provider });
	}
	reportQueues(
		broker,
		depths.map(({ provider, pending, oldestPendingAt }) => ({
			kind: "search",
			provider,
			pending,
			oldestSeconds: oldestPendingAt ? (now - Date.parse(oldestPendingAt)) / 1000 : 0,
		})),
	);
}
