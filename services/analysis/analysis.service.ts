import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { currentConfig } from "../../shared/config";
import { registerMetrics } from "../../shared/metrics";
import { ANALYSIS_PARAMS as P, type ExtractSignalParams, type ExtractSignalResult, type NarrateParams, type NarrateResult } from "./analysis.contract";
import { ReviewAnalyzer } from "./analyzer";
import { ANALYSIS_METRICS } from "./metrics";

interface AnalysisThis extends Service<ServiceSettingSchema> {
	analyzer: ReviewAnalyzer;
}

/**
 * Language, sentiment, aspect topics and a narrative from a business's reviews. Stateless: it
 * stores nothing (the runs service keeps signals and analyses). Local lexicons by default; an
 * OpenAI-compatible model when LEADMAP_LLM_URL is set, the local analyzer answering whenever the
 * model fails.
 */
const AnalysisService: ServiceSchema<ServiceSettingSchema, AnalysisThis> = {
	name: "analysis",

	actions: {
		version: {
			visibility: "public",
			params: P.version,
			handler(this: AnalysisThis): { extractionVersion: string } {
				return { extractionVersion: this.analyzer.extractionVersion };
			},
		},
		extractSignal: {
			visibility: "public",
			params: P.extractSignal,
			handler(this: AnalysisThis, ctx: Context<ExtractSignalParams>): Promise<ExtractSignalResult> {
				return this.analyzer.extractSignal(ctx.params.reviews);
			},
		},
		narrate: {
			visibility: "public",
			params: P.narrate,
			handler(this: AnalysisThis, ctx: Context<NarrateParams>): Promise<NarrateResult> {
				return this.analyzer.narrate(ctx.params);
			},
		},
	},

	created(this: AnalysisThis) {
		registerMetrics(this.broker, ANALYSIS_METRICS);
		const metrics = this.broker.isMetricsEnabled() ? this.broker.metrics : null;
		this.analyzer = new ReviewAnalyzer(currentConfig().llm, {
			answered: (action, analyzer, reviews, seconds) => {
				metrics?.observe("leadmap_analysis_seconds", seconds, { action, analyzer });
				if (action === "extractSignal") metrics?.increment("leadmap_analysis_reviews_total", { analyzer }, reviews);
			},
			fellBack: (action, reason, detail) => {
				this.logger.warn(`analysis.${action}: the model failed (${reason}: ${detail}); the local analyzer answers`);
				metrics?.increment("leadmap_analysis_llm_fallbacks_total", { action, reason });
			},
		});
	},
};

export default AnalysisService;
