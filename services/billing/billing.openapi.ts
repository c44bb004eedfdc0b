import { componentRef as ref, type OperationDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { BILLING_SCHEMAS } from "./billing.contract";

/**
 * The OpenAPI documentation of billing's routes (what the route table and the params schemas
 * do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

const OPERATIONS: Record<string, OperationDoc> = {
	"GET /usage": {
		operationId: "getUsage",
		tag: "Usage",
		summary: "Plan, credits and rate limit of the account",
		status: 200,
		response: ref("Usage"),
	},
};

export const BILLING_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: BILLING_SCHEMAS };
