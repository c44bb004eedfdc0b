import type { MetricDefinition } from "../../shared/metrics";

export const DATASET_METRICS = [
	{ name: "leadmap_unlocks_total", type: "counter", labelNames: [], description: "Unlock requests that succeeded (POST /v1/businesses/unlock)" },
	{
		name: "leadmap_unlocked_businesses_total",
		type: "counter",
		labelNames: [],
		description: "Businesses an unlock charged for (rows already owned are free and not counted)",
	},
	{
		name: "leadmap_link_backfill_rows_total",
		type: "counter",
		labelNames: [],
		description: "Rows without match keys that dataset.linkUnmatched keyed and linked",
	},
	{
		name: "leadmap_link_backfill_linked_total",
		type: "counter",
		labelNames: [],
		description: "Links (pairs of rows of one business on two providers) that dataset.linkUnmatched made",
	},
	{
		name: "leadmap_link_backfill_remaining",
		type: "gauge",
		labelNames: [],
		description: "Rows still without match keys, as the last linkUnmatched batch on this node counted them",
	},
] as const satisfies readonly MetricDefinition[];
