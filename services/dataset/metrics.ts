import type { MetricDefinition } from "../../shared/metrics";

export const DATASET_METRICS = [
	{ name: "leadmap_unlocks_total", type: "counter", labelNames: [], description: "Unlock requests that succeeded (POST /v1/businesses/unlock)" },
	{ name: "leadmap_unlocked_businesses_total", type: "counter", labelNames: [], description: "Businesses an unlock charged for (rows already owned are free and not counted)" },
] as const satisfies readonly MetricDefinition[];
