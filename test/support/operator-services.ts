import type { ServiceSchema } from "moleculer";
import { SERVICE_SCHEMAS } from "../../bin/services";
import { isOperatorAction } from "../../shared/operator-auth";

function actionsOf(schema: ServiceSchema): Record<string, unknown> {
	return Object.assign({}, ...((schema.mixins ?? []) as ServiceSchema[]).map(actionsOf), schema.actions ?? {});
}

/** The services with an operator action (`operator: true`, mixins included): those whose processes need LEADMAP_OPERATOR_KEY. */
export function operatorServices(): string[] {
	return Object.entries(SERVICE_SCHEMAS)
		.filter(([, schema]) => Object.values(actionsOf(schema)).some(isOperatorAction))
		.map(([name]) => name)
		.sort();
}
