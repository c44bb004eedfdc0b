import { componentRef as ref, type OperationDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { KEYS_SCHEMAS } from "./keys.contract";

/**
 * The OpenAPI documentation of the keys' routes (what the route table and the params schemas
 * do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

const tag = "Keys";

const OPERATIONS: Record<string, OperationDoc> = {
	"POST /keys": {
		operationId: "createKey",
		tag,
		summary: "Create an API key",
		description:
			"Mints a key of the calling account, no wider than the key asking (its scopes and its expiry). The full key is in the answer this once; only its SHA-256 is kept.",
		status: 201,
		response: ref("CreatedKey"),
		errors: { 409: ["limit_reached"] },
	},
	"GET /keys": { operationId: "listKeys", tag, summary: "List API keys", status: 200, response: ref("KeyList") },
	"PATCH /keys/:id": { operationId: "renameKey", tag, summary: "Rename an API key", status: 200, response: ref("KeyEnvelope"), errors: { 404: ["not_found"] } },
	"DELETE /keys/:id": {
		operationId: "revokeKey",
		tag,
		summary: "Revoke an API key",
		description: "For good, at once on every gateway.",
		status: 200,
		response: ref("Ok"),
		errors: { 404: ["not_found"] },
	},
};

export const KEYS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: KEYS_SCHEMAS };
