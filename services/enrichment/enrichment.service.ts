import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions } from "../../shared/actions";
import { ENRICHMENT_PARAMS as P } from "./enrichment.contract";
import { Enricher } from "./enrich";
import { registerMetrics } from "../../shared/metrics";
import { countEnriched, ENRICHMENT_METRICS } from "./metrics";

interface EnrichmentThis extends Service<ServiceSettingSchema> {
	enricher: Enricher;
}

/**
 * Emails and social profiles from merchant websites, emails verified. Writes nothing:
 * the caller stores the results. A call lasts about LEADMAP_ENRICH_LEAD_BUDGET_MS at
 * most (every business runs at once under the global and per-host limits), so callers
 * pass a `timeout` above it.
 */
const EnrichmentService: ServiceSchema<ServiceSettingSchema, EnrichmentThis> = {
	name: "enrichment",

	actions: defineActions<"enrichment", EnrichmentThis>({
		enrichBusinesses: {
			visibility: "public",
			params: P.enrichBusinesses,
			async handler(ctx) {
				const { businesses, enrichEmail, enrichSocials } = ctx.params;
				const results = await this.enricher.enrichMany(
					businesses.map((b) => ({ businessId: b.id, website: b.website })),
					{ enrichEmail, enrichSocials },
				);
				countEnriched(this.broker, results);
				return { results };
			},
		},
	}),

	created(this: EnrichmentThis) {
		registerMetrics(this.broker, ENRICHMENT_METRICS);
		this.enricher = new Enricher({
			onPagesFetched: (pages) => this.broker.metrics.increment("leadmap_enrichment_pages_fetched_total", {}, pages),
			onCutOff: (reason) => this.broker.metrics.increment("leadmap_enrichment_pages_cut_off_total", { reason }),
		});
	},

	async stopped(this: EnrichmentThis) {
		await this.enricher.close();
	},
};

export default EnrichmentService;
