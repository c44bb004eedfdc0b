import type { ServiceBroker } from "moleculer";
import type { MetricDefinition } from "../metrics";

/** Every leased job table's queue (searches, business runs), under one pair of names with its `kind`, and its settlements. */
export const JOB_METRICS = [
	{
		name: "leadmap_job_queue_depth",
		type: "gauge",
		labelNames: ["kind", "provider"],
		description:
			"Jobs waiting to be claimed, by kind (search, research, monitor) and provider; read at each scrape, every instance of the owning service reports the same count",
	},
	{
		name: "leadmap_job_queue_oldest_seconds",
		type: "gauge",
		labelNames: ["kind", "provider"],
		description: "Age of the oldest job waiting to be claimed (0 when none waits), by kind and provider; read at each scrape",
	},
	{
		name: "leadmap_settle_errors_total",
		type: "counter",
		labelNames: ["what"],
		description: "Ended jobs (`search`, `run`) whose money billing did not confirm settling (release, refund, purchase closed): the sweep tries again",
	},
] as const satisfies readonly MetricDefinition[];

/** One queue as its table counts it now. */
export interface QueueReading {
	kind: string;
	provider: string;
	pending: number;
	/** age of the oldest pending job in seconds, 0 when none */
	oldestSeconds: number;
}

/** Sets the queue gauges; the caller passes every (kind, provider) it owns, empty ones at 0, so none keeps an old value. */
export function reportQueues(broker: ServiceBroker, readings: readonly QueueReading[]): void {
	for (const { kind, provider, pending, oldestSeconds } of readings) {
		broker.metrics.set("leadmap_job_queue_depth", pending, { kind, provider });
		broker.metrics.set("leadmap_job_queue_oldest_seconds", Math.max(0, oldestSeconds), { kind, provider });
	}
}

/** An ended job whose settlement billing did not confirm (left `settlement_due` for the sweep). */
export function countSettleError(broker: ServiceBroker, what: string): void {
	if (broker.isMetricsEnabled()) broker.metrics.increment("leadmap_settle_errors_total", { what });
}
