import type { MetricDefinition } from "../../shared/metrics";

/** Counted once the ledger has committed, from what it inserted: a retried call inserts nothing and counts nothing. */
export const BILLING_METRICS = [
	{ name: "leadmap_credits_charged_total", type: "counter", labelNames: ["source"], description: "Credits charged, by source: search, unlock, or run (business runs: research and monitor checks)" },
	{ name: "leadmap_credits_refunded_total", type: "counter", labelNames: [], description: "Credits a search gave back when it ended (its reservation's unused part)" },
] as const satisfies readonly MetricDefinition[];
