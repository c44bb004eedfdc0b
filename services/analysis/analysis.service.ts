import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions } from "../../shared/actions";
import { currentConfig } from "../../shared/config";
import { registerMetrics } from "../../shared/metrics";
import { ANALYSIS_PARAMS as P } from "./analysis.contract";
import { ReviewAnalyzer } from "./analyzer";
import { ANALYSIS_METRICS } from "./metrics";

interface AnalysisThis extends Service<ServiceSettingSchema> {
	analyzer: ReviewAnalyzer;
}

/** Share of the caller's time limit the model may use: the rest is the local analyzer's, should the model not answer. */
const MODEL_SHARE_OF_TIMEOUT = 0.7;

/** When the model must have answered for this call to answer within the caller's time limit (null: no limit). */
function modelDeadline(ctx: Context): number | null {
	const timeout = ctx.options?.timeout ?? ctx.service?.broker.options.requestTimeout ?? 0;
	return timeout > 0 ? Date.now() + timeout * MODEL_SHARE_OF_TIMEOUT : null;
}

/**
 * Language, sentiment, aspect topics and a narrative from a business's reviews. Stateless: it
 * stores nothing (the runs service keeps signals and analyses). Local lexicons by default; an
 * OpenAI-compatible model when LEADMAP_LLM_URL is set, the local analyzer answering whenever the
 * model fails.
 */
const AnalysisService: ServiceSchema<ServiceSettingSchema, AnalysisThis> = {
	name: "analysis",

	actions: defineActions<"analysis", AnalysisThis>({
		version: {
			visibility: "public",
			params: P.version,
			handler() {
				return { extractionVersion: this.analyzer.extractionVersion };
			},
		},
		extractSignal: {
			visibility: "public",
			params: P.extractSignal,
			handler(ctx) {
				return this.analyzer.extractSignal(ctx.params.reviews, modelDeadline(ctx));
			},
		},
		narrate: {
			visibility: "public",
			params: P.narrate,
			handler(ctx) {
				return this.analyzer.narrate(ctx.params, modelDeadline(ctx));
			},
		},
	}),

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
