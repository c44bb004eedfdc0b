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
import SimulatorService from "../sandbox/simulator.service";
import WebhooksService from "../services/webhooks/webhooks.service";

/** Every service this build has, by the name `SERVICES` uses. */
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
	simulator: SimulatorService as unknown as ServiceSchema,
};

/** Services that run only when asked for (SERVICES) or in sandbox mode. */
export const OPTIONAL_SERVICES = new Set(["simulator"]);

export function schemasFor(names: string[] | null): ServiceSchema[] {
	const wanted = names ?? Object.keys(SERVICE_SCHEMAS).filter((n) => !OPTIONAL_SERVICES.has(n));
	return wanted.filter((n) => SERVICE_SCHEMAS[n]).map((n) => SERVICE_SCHEMAS[n]);
}
