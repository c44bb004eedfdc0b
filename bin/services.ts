import type { ServiceSchema } from "moleculer";
/**
 * Each service's module, required only when a process runs that service: a scraper
 * pod never loads the exports' spreadsheet writer, the crawler or the simulator
 * (tens of MB of resident memory each process would otherwise carry).
 */
const SERVICE_MODULES: Record<string, () => { default: unknown }> = {
	gateway: () => require("../services/gateway/gateway.service"),
	keys: () => require("../services/keys/keys.service"),
	billing: () => require("../services/billing/billing.service"),
	idempotency: () => require("../services/idempotency/idempotency.service"),
	searches: () => require("../services/searches/searches.service"),
	dataset: () => require("../services/dataset/dataset.service"),
	enrichment: () => require("../services/enrichment/enrichment.service"),
	leads: () => require("../services/leads/leads.service"),
	webhooks: () => require("../services/webhooks/webhooks.service"),
	exports: () => require("../services/exports/exports.service"),
	"scraper-google": () => require("../services/scrapers/google/scraper-google.service"),
	"scraper-bing": () => require("../services/scrapers/bing/scraper-bing.service"),
	"scraper-apple": () => require("../services/scrapers/apple/scraper-apple.service"),
	simulator: () => require("../sandbox/simulator.service"),
};

/** Every service this build has, by the name `SERVICES` uses; a schema's module loads the first time it is read. */
// Each schema is typed with its own `this`; the registry only needs the common shape.
export const SERVICE_SCHEMAS: Record<string, ServiceSchema> = {};
for (const [name, load] of Object.entries(SERVICE_MODULES)) {
	let schema: ServiceSchema | undefined;
	Object.defineProperty(SERVICE_SCHEMAS, name, { enumerable: true, get: () => (schema ??= load().default as ServiceSchema) });
}

/** Services that run only when asked for (SERVICES) or in sandbox mode. */
export const OPTIONAL_SERVICES = new Set(["simulator"]);

export function schemasFor(names: string[] | null): ServiceSchema[] {
	const wanted = names ?? Object.keys(SERVICE_SCHEMAS).filter((n) => !OPTIONAL_SERVICES.has(n));
	return wanted.filter((n) => SERVICE_SCHEMAS[n]).map((n) => SERVICE_SCHEMAS[n]);
}
