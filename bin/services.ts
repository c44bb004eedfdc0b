import type { ServiceSchema } from "moleculer";
import { useTheSchema } from "./schema";

// Every process that runs a service reads this registry first: the database it may open is then
// migrated with every service's migrations, not only its own (shared/ may not know them).
useTheSchema();
/**
 * Each service's module, required only when a process runs that service: a scraper
 * pod never loads the exports' spreadsheet writer, the crawler or the simulator
 * (tens of MB of resident memory each process would otherwise carry). The simulator is apart:
 * see loadSimulatorSchema.
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
	runs: () => require("../services/runs/runs.service"),
	monitors: () => require("../services/monitors/monitors.service"),
	watches: () => require("../services/watches/watches.service"),
	exports: () => require("../services/exports/exports.service"),
	analysis: () => require("../services/analysis/analysis.service"),
	"scraper-google": () => require("../services/scrapers/google/scraper-google.service"),
	"scraper-bing": () => require("../services/scrapers/bing/scraper-bing.service"),
	"scraper-apple": () => require("../services/scrapers/apple/scraper-apple.service"),
};

/** Every production service, by the name `LEADMAP_SERVICES` uses; a schema's module loads the first time it is read. */
// Each schema is typed with its own `this`; the registry only needs the common shape.
export const SERVICE_SCHEMAS: Record<string, ServiceSchema> = {};
for (const [name, load] of Object.entries(SERVICE_MODULES)) {
	let schema: ServiceSchema | undefined;
	Object.defineProperty(SERVICE_SCHEMAS, name, { enumerable: true, get: () => (schema ??= load().default as ServiceSchema) });
}

export const SIMULATOR = "simulator";

/** Services that keep their data in PostgreSQL; a process that runs none of them never opens a connection. */
export const POSTGRES_SERVICES: readonly string[] = [
	"keys",
	"billing",
	"idempotency",
	"searches",
	"dataset",
	"leads",
	"exports",
	"webhooks",
	"runs",
	"monitors",
	"watches",
];

/** The PostgreSQL services among those a process runs (all but the simulator when none are named). */
export function postgresServicesOf(services: readonly string[] | null): string[] {
	return POSTGRES_SERVICES.filter((s) => services === null || services.includes(s));
}

/**
 * The provider simulator, loaded only when asked for (LEADMAP_SANDBOX=1 or LEADMAP_SERVICES=simulator):
 * the production image leaves `dist/sandbox` out, and nothing else may need it.
 */
export async function loadSimulatorSchema(): Promise<ServiceSchema> {
	try {
		return (await import("../sandbox/simulator.service")).default as unknown as ServiceSchema;
	} catch (err) {
		const missing = (err as { code?: string }).code === "MODULE_NOT_FOUND" && /sandbox[\\/]simulator\.service/.test(String((err as Error).message));
		if (!missing) throw err;
		throw new Error(
			"this build has no provider simulator (the production image leaves it out), so LEADMAP_SANDBOX=1 and the simulator service " +
				"are not available: unset LEADMAP_SANDBOX, or run the all-in-one image target",
		);
	}
}

/** The schemas of the services named (every production service by default); the simulator only when named. */
export async function schemasFor(names: string[] | null): Promise<ServiceSchema[]> {
	const wanted = names ?? Object.keys(SERVICE_SCHEMAS);
	const schemas: ServiceSchema[] = [];
	for (const name of wanted) {
		if (name === SIMULATOR) schemas.push(await loadSimulatorSchema());
		else if (SERVICE_SCHEMAS[name]) schemas.push(SERVICE_SCHEMAS[name]);
	}
	return schemas;
}
