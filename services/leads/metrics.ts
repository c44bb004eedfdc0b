import type { MetricDefinition } from "../../shared/metrics";

export const LEADS_METRICS = [
	{
		name: "leadmap_leads_written_total",
		type: "counter",
		labelNames: ["source"],
		description: "Leads made (a business the account already had a lead for is not counted), by source: search or unlock",
	},
] as const satisfies readonly MetricDefinition[];
