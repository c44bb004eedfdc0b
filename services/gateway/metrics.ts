import type { MetricDefinition } from "../../shared/metrics";

/** A gateway given REDIS_URL: whether its rate limits are shared, and what it counted alone while they were not. */
export const GATEWAY_METRICS = [
	{ name: "leadmap_gateway_redis_up", type: "gauge", labelNames: [], description: "1 while the gateway's Redis connection is ready (rate limits shared by every gateway), 0 while it is not (each gateway limits in memory)" },
	{ name: "leadmap_gateway_rate_limit_local_total", type: "counter", labelNames: [], description: "Requests whose rate limit was counted in this gateway's memory because Redis did not answer" },
] as const satisfies readonly MetricDefinition[];
