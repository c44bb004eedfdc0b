import type { ServiceSchema } from "moleculer";
import BillingService from "../services/billing/billing.service";
import GatewayService from "../services/gateway/gateway.service";
import KeysService from "../services/keys/keys.service";
import DatasetService from "../services/dataset/dataset.service";
import EnrichmentService from "../services/enrichment/enrichment.service";
import ExportsService from "../services/exports/exports.service";
import IdempotencyService from "../services/idempotency/idempotency.service";
import LeadsService from "../services/leads/leads.service";
import ScraperAppleService from "../services/scrapers/apple/scraper-apple.service";
import ScraperBingService from "../services/scrapers/bing/scraper-bing.service";
import ScraperGoogleService from "../services/scrapers/google/scraper-google.service";
import SearchesService from "../services/searches/searches.service";
import WebhooksService from "../services/webhooks/webhooks.service";

/** Every production service, by the name `LEADMAP_SERVICES` uses. The simulator is apart: see loadSimulatorSchema. */
// Each schema is typed with its own `this`; the registry only needs the common shape.
export const SERVICE_SCHEMAS: Record<string, ServiceSchema> = {
	gateway: GatewayService as unknown as ServiceSchema,
	keys: KeysService as unknown as ServiceSchema,
	billing: BillingService as unknown as ServiceSchema,
	idempotency: IdempotencyService as unknown as ServiceSchema,
	searches: SearchesService as unknown as ServiceSchema,
	dataset: DatasetService as unknown as ServiceSchema,
	enrichment: EnrichmentService as unknown as ServiceSchema,
	leads: LeadsService as unknown as ServiceSchema,
	webhooks: WebhooksService as unknown as ServiceSchema,
	exports: ExportsService as unknown as ServiceSchema,
	"scraper-google": ScraperGoogleService,
	"scraper-bing": ScraperBingService,
	"scraper-apple": ScraperAppleService,
};

export const SIMULATOR = "simulator";

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
