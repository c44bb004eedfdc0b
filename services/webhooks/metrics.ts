import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, type MetricDefinition } from "../../shared/metrics";
import { backlog, type AttemptOutcome } from "./webhooks.store";

export const WEBHOOKS_METRICS = [
	{
		name: "leadmap_webhook_deliveries_total",
		type: "counter",
		labelNames: ["outcome"],
		description: "Webhook delivery attempts by what they led to: delivered, retrying, failed (gave up or refused) or canceled (endpoint gone)",
	},
	{
		name: "leadmap_webhook_delivery_latency_seconds",
		type: "histogram",
		labelNames: [],
		buckets: SECONDS_BUCKETS,
		description: "From the event (a search ending) to its delivery answered 2xx, retries included",
	},
	{
		name: "leadmap_webhook_backlog",
		type: "gauge",
		labelNames: ["state"],
		description: "Deliveries not done yet: `due` (their attempt time has come) and `waiting` (a retry later, or an attempt in flight); read at each scrape",
	},
	{
		name: "leadmap_webhook_backlog_oldest_seconds",
		type: "gauge",
		labelNames: ["state"],
		description:
			"`due`: how late the most overdue delivery is (the dispatchers are behind); `waiting`: the age of the oldest delivery still retrying. 0 when none",
	},
] as const satisfies readonly MetricDefinition[];

/** Reads the delivery backlog, at a scrape (every webhooks instance reports the same numbers). */
export async function collectBacklog(broker: ServiceBroker): Promise<void> {
	const b = await backlog();
	broker.metrics.set("leadmap_webhook_backlog", b.due, { state: "due" });
	broker.metrics.set("leadmap_webhook_backlog", b.waiting, { state: "waiting" });
	broker.metrics.set("leadmap_webhook_backlog_oldest_seconds", b.dueOldestSeconds, { state: "due" });
	broker.metrics.set("leadmap_webhook_backlog_oldest_seconds", b.waitingOldestSeconds, { state: "waiting" });
}

/** Told of each attempt whose outcome was written: the outcome and when its event happened. */
export type DeliveryObserver = (outcome: AttemptOutcome["status"], eventCreatedAt: Date) => void;

export function webhookDeliveryMetrics(broker: ServiceBroker): DeliveryObserver {
	return (status, eventCreatedAt) => {
		if (!broker.isMetricsEnabled()) return;
		broker.metrics.increment("leadmap_webhook_deliveries_total", { outcome: status === "pending" ? "retrying" : status });
		if (status === "delivered") broker.metrics.observe("leadmap_webhook_delivery_latency_seconds", (Date.now() - eventCreatedAt.getTime()) / 1000);
	};
}
