import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, type MetricDefinition } from "../../shared/metrics";
import type { Answered } from "./access-log";

/** A gateway given REDIS_URL: whether its rate limits are shared, and what it counted alone while they were not. */
export const GATEWAY_METRICS = [
	{ name: "leadmap_gateway_redis_up", type: "gauge", labelNames: [], description: "1 while the gateway's Redis connection is ready (rate limits shared by every gateway), 0 while it is not (each gateway limits in memory)" },
	{ name: "leadmap_gateway_rate_limit_local_total", type: "counter", labelNames: [], description: "Requests whose rate limit was counted in this gateway's memory because Redis did not answer" },
	{
		name: "leadmap_http_requests_total", type: "counter", labelNames: ["method", "route", "status"],
		description: "HTTP requests the gateway answered, by method, route template (`unmatched`: no route took it) and status (the health probes are not counted)",
	},
	{
		name: "leadmap_http_request_duration_seconds", type: "histogram", labelNames: ["method", "route"], buckets: SECONDS_BUCKETS,
		description: "From a request's arrival to its answer sent, by method and route template",
	},
] as const satisfies readonly MetricDefinition[];

/** A method a client made up would be a new series each: the label keeps the ones the API serves. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts each request the gateway answered; route templates (not paths), so ids never make a series each. */
export function httpMetrics(broker: ServiceBroker): ((a: Answered) => void) | undefined {
	if (!broker.isMetricsEnabled()) return undefined;
	return ({ method, route, status, seconds }) => {
		const labels = { method: METHODS.has(method) ? method : "other", route: route ?? "unmatched" };
		broker.metrics.increment("leadmap_http_requests_total", { ...labels, status: String(status) });
		broker.metrics.observe("leadmap_http_request_duration_seconds", seconds, labels);
	};
}
