import type { ServiceSchema } from "moleculer";
import BillingService from "./billing/billing.service";
import GatewayService from "./gateway/gateway.service";
import KeysService from "./keys/keys.service";

/** Every service this build has, by the name `SERVICES` uses. */
// Each schema is typed with its own `this`; the registry only needs the common shape.
export const SERVICE_SCHEMAS: Record<string, ServiceSchema> = {
	gateway: GatewayService as unknown as ServiceSchema,
	keys: KeysService as unknown as ServiceSchema,
	billing: BillingService as unknown as ServiceSchema,
};

export function schemasFor(names: string[] | null): ServiceSchema[] {
	const wanted = names ?? Object.keys(SERVICE_SCHEMAS);
	return wanted.filter((n) => SERVICE_SCHEMAS[n]).map((n) => SERVICE_SCHEMAS[n]);
}
