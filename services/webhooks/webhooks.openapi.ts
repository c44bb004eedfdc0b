import { componentRef as ref, type OperationDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { TEST_EVENT_TYPE, WEBHOOKS_SCHEMAS } from "./webhooks.contract";

/**
 * The OpenAPI documentation of the webhook endpoints' routes (what the route table and the params
 * schemas do not say), the components their answers name, and the webhooks service's own event.
 * Only the gateway's document builder imports this file; it gathers every service's.
 */

const tag = "Webhooks";
const NF = { 404: ["not_found"] };

const OPERATIONS: Record<string, OperationDoc> = {
	"POST /webhooks": {
		operationId: "createWebhook",
		tag,
		summary: "Register a webhook endpoint",
		description:
			"An HTTPS URL on a public host (private, loopback and otherwise unsafe destinations are refused). The signing secret is in the answer this once. In sandbox mode a receiver on this machine is allowed at `https://127.0.0.1:<port>/…` when its certificate is trusted through `LEADMAP_EXTRA_CA_CERTS` (a PEM file); other private-network addresses stay refused. How to verify a delivery's signature: see the `X-Leadmap-Signature` header under Webhook events.",
		status: 201,
		response: ref("CreatedWebhook"),
		errors: { 409: ["limit_reached"] },
	},
	"GET /webhooks": { operationId: "listWebhooks", tag, summary: "List webhook endpoints", status: 200, response: ref("WebhookList") },
	"POST /webhooks/test": {
		operationId: "testWebhook",
		tag,
		summary: "Send a test event",
		description:
			"Sends `webhook.test` now, exactly as a real delivery goes. A receiver's failure is still a 200: check `ok`. A 400 means it could not be sent (the host no longer resolves to a public address). Test deliveries have a per-minute budget per account (429).",
		status: 200,
		response: ref("WebhookTestResult"),
		errors: NF,
	},
	"PATCH /webhooks/:id": {
		operationId: "updateWebhook",
		tag,
		summary: "Change a webhook endpoint",
		description: "Its URL, event types or whether it is enabled (at least one of them).",
		status: 200,
		response: ref("Webhook"),
		errors: NF,
	},
	"DELETE /webhooks/:id": { operationId: "deleteWebhook", tag, summary: "Delete a webhook endpoint", status: 200, response: ref("Ok"), errors: NF },
};

/** The webhooks service's own event (the others are their producers', in their <name>.openapi.ts). */
const WEBHOOKS = {
	[TEST_EVENT_TYPE]: {
		operationId: "onWebhookTest",
		summary: "A test delivery",
		body: "WebhookTestEvent",
		description: "Sent only by `POST /v1/webhooks/test`; no endpoint subscribes to it. Ignore it rather than act on it.",
	},
};

export const WEBHOOKS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: WEBHOOKS_SCHEMAS, webhooks: WEBHOOKS };
