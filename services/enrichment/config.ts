import { currentConfig, loadConfig, type EnrichmentSettings } from "../../shared/config";

/** Every knob of the enrichment service: LEADMAP_ENRICH_*, LEADMAP_SMTP_*, LEADMAP_DNS_* (shared/config-variables.ts). */
export type EnrichmentConfig = EnrichmentSettings;

/** The configuration in force; or, given an environment, that environment's (tests). */
export function readEnrichmentConfig(env?: NodeJS.ProcessEnv): EnrichmentConfig {
	return env ? loadConfig(env).enrichment : currentConfig().enrichment;
}

/** The robots.txt user-agent token (robots-parser matches on it). */
export const ROBOTS_AGENT = "LeadmapBot";
