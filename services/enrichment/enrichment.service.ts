import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { readEnrichmentConfig } from "./config";
import { Enricher, type EnrichResult } from "./enrich";

export type { EmailItem, EmailStatus } from "./enrich";

export interface EnrichBusinessesParams {
	businesses: { id: string; website: string | null }[];
	enrichEmail: boolean;
	enrichSocials: boolean;
}

/** `ok` is false when the website could not be crawled at all (broken, too slow, refused, none); `failure` says why. */
export type EnrichedBusiness = EnrichResult;

export interface EnrichBusinessesResult {
	results: EnrichedBusiness[];
}

export const MAX_BUSINESSES_PER_CALL = 200;

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

	actions: {
		enrichBusinesses: {
			visibility: "public",
			params: {
				$$strict: true,
				businesses: {
					type: "array",
					max: MAX_BUSINESSES_PER_CALL,
					items: {
						type: "object",
						strict: true,
						props: { id: { type: "uuid" }, website: { type: "string", max: 2048, nullable: true } },
					},
				},
				enrichEmail: { type: "boolean" },
				enrichSocials: { type: "boolean" },
			},
			async handler(this: EnrichmentThis, ctx: Context<EnrichBusinessesParams>): Promise<EnrichBusinessesResult> {
				const { businesses, enrichEmail, enrichSocials } = ctx.params;
				const results: EnrichResult[] = await this.enricher.enrichMany(
					businesses.map((b) => ({ businessId: b.id, website: b.website })),
					{ enrichEmail, enrichSocials },
				);
				return { results };
			},
		},
	},

	created(this: EnrichmentThis) {
		readEnrichmentConfig(); // a bad setting fails the start, not the first call
		this.enricher = new Enricher();
	},
};

export default EnrichmentService;
