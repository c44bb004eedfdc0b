import type { MetricDefinition } from "../../shared/metrics";
import { SECONDS_BUCKETS } from "../../shared/metrics";

export const ANALYSIS_METRICS = [
	{
		name: "leadmap_analysis_seconds",
		type: "histogram",
		labelNames: ["action", "analyzer"],
		buckets: SECONDS_BUCKETS,
		description: "Time to analyse one call's reviews, by action (extractSignal, narrate) and the analyzer that answered (local, llm)",
	},
	{
		name: "leadmap_analysis_reviews_total",
		type: "counter",
		labelNames: ["analyzer"],
		description: "Reviews analysed, by the analyzer that answered (local, llm)",
	},
	{
		name: "leadmap_analysis_llm_fallbacks_total",
		type: "counter",
		labelNames: ["action", "reason"],
		description: "Calls the configured model could not answer, answered by the local analyzer instead: reason timeout, http, network or malformed",
	},
] as const satisfies readonly MetricDefinition[];
