import type { ServiceBroker } from "moleculer";
import { httpStatsOf, type MetricDefinition } from "../../shared/metrics";
import type { Answered } from "./access-log";

/** A gateway given REDIS_URL: whether its rate limits are shared, and what it counted alone while they were not. */
export const GATEWAY_METRICS = [
	{
		name: "leadmap_gateway_redis_up",
		type: "gauge",
		labelNames: [],
		description: "1 while the gateway's Redis connection is ready (rate limits shared by every gateway), 0 while it is not (each gateway limits in memory)",
	},
	{
		name: "leadmap_gateway_rate_limit_local_total",
		type: "counter",
		labelNames: [],
		description: "Requests whose rate limit was counted in this gateway's memory because Redis did not answer",
	},
] as const satisfies readonly MetricDefinition[];

/** A method a client made up would be a new series each: the label keeps the ones the API serves. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Counts each request the gateway answered (`leadmap_http_requests_total`, `leadmap_http_request_duration_seconds`):
 * route templates, not paths, so ids never make a series each. Plain numbers (shared/http-metrics.ts): a labelled
 * Moleculer counter and histogram would cost a request some 20 µs.
 */
export function httpMetrics(broker: ServiceBroker): ((a: Answered) => void) | undefined {
	const stats = httpStatsOf(broker);
	if (!stats) return undefined;
	stats.activate();
	return ({ method, route, status, seconds }) => stats.record(METHODS.has(method) ? method : "other", route ?? "unmatched", status, seconds);
}
