import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, type MetricDefinition } from "../../shared/metrics";
import type { AttemptOutcome } from "./webhooks.store";

export const WEBHOOKS_METRICS = [
	{
		name: "leadmap_webhook_deliveries_total", type: "counter", labelNames: ["outcome"],
		description: "Webhook delivery attempts by what they led to: delivered, retrying, failed (gave up or refused) or canceled (endpoint gone)",
	},
	{
		name: "leadmap_webhook_delivery_latency_seconds", type: "histogram", labelNames: [], buckets: SECONDS_BUCKETS,
		description: "From the event (a search ending) to its delivery answered 2xx, retries included",
	},
] as const satisfies readonly MetricDefinition[];

/** Told of each attempt whose outcome was written: the outcome and when its event happened. */
export type DeliveryObserver = (outcome: AttemptOutcome["status"], eventCreatedAt: Date) => void;

export function webhookDeliveryMetrics(broker: ServiceBroker): DeliveryObserver {
	return (status, eventCreatedAt) => {
		if (!broker.isMetricsEnabled()) return;
		broker.metrics.increment("leadmap_webhook_deliveries_total", { outcome: status === "pending" ? "retrying" : status });
		if (status === "delivered") broker.metrics.observe("leadmap_webhook_delivery_latency_seconds", (Date.now() - eventCreatedAt.getTime()) / 1000);
	};
}
