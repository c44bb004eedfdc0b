import { EXPORT_FORMATS } from "../../exports/exports.contract";
import type { OperationDoc } from "../../../shared/openapi-doc";
import { EXPORTS_AT_ONCE_NOTE, LEAD_MANAGEMENT_OPERATIONS, SKIP_CLOSED_QUERY } from "./lead-management";
import { ref } from "./schemas";

const OK = ref("Ok");

/** The routes whose services do not keep their own docs yet (webhooks, the search export). */
const GATEWAY_HELD_OPERATIONS: Record<string, OperationDoc> = {
	"GET /searches/:id/export": {
		operationId: "exportSearchLeads",
		tag: "Searches",
		summary: "Export a search's leads",
		description: `A file download, streamed: CSV (cells starting with \`=\`, \`+\`, \`-\`, \`@\` neutralised), a JSON array of Lead, or an Excel workbook. All the search's leads, or those named in \`leadIds\`. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200,
		response: {},
		content: {
			"text/csv": { schema: { type: "string" } },
			"application/json": { schema: { type: "array", items: ref("Lead") } },
			"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": {
				schema: { type: "string", contentMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
			},
		},
		errors: { 404: ["not_found"] },
		query: {
			format: { schema: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" } },
			leadIds: {
				schema: { type: "array", items: { type: "string", format: "uuid" }, maxItems: 10_000 },
				explode: false,
				description: "comma-separated lead ids (at most 10,000): only these leads",
			},
			skipClosed: SKIP_CLOSED_QUERY,
		},
	},
	"POST /webhooks": {
		operationId: "createWebhook",
		tag: "Webhooks",
		summary: "Register a webhook endpoint",
		description:
			"An HTTPS URL on a public host (private, loopback and otherwise unsafe destinations are refused). The signing secret is in the answer this once. In sandbox mode a receiver on this machine is allowed at `https://127.0.0.1:<port>/…` when its certificate is trusted through `LEADMAP_EXTRA_CA_CERTS` (a PEM file); other private-network addresses stay refused. How to verify a delivery's signature: see the `X-Leadmap-Signature` header under Webhook events.",
		status: 201,
		response: ref("CreatedWebhook"),
		errors: { 409: ["limit_reached"] },
	},
	"GET /webhooks": { operationId: "listWebhooks", tag: "Webhooks", summary: "List webhook endpoints", status: 200, response: ref("WebhookList") },
	"POST /webhooks/test": {
		operationId: "testWebhook",
		tag: "Webhooks",
		summary: "Send a test event",
		description:
			"Sends `webhook.test` now, exactly as a real delivery goes. A receiver's failure is still a 200: check `ok`. A 400 means it could not be sent (the host no longer resolves to a public address). Test deliveries have a per-minute budget per account (429).",
		status: 200,
		response: ref("WebhookTestResult"),
		errors: { 404: ["not_found"] },
	},
	"PATCH /webhooks/:id": {
		operationId: "updateWebhook",
		tag: "Webhooks",
		summary: "Change a webhook endpoint",
		description: "Its URL, event types or whether it is enabled (at least one of them).",
		status: 200,
		response: ref("Webhook"),
		errors: { 404: ["not_found"] },
	},
	"DELETE /webhooks/:id": {
		operationId: "deleteWebhook",
		tag: "Webhooks",
		summary: "Delete a webhook endpoint",
		status: 200,
		response: OK,
		errors: { 404: ["not_found"] },
	},
};

/** The documentation of the routes the gateway still holds; the others are in their services' <service>.openapi.ts. */
export const OPERATIONS: Record<string, OperationDoc> = {
	...GATEWAY_HELD_OPERATIONS,
	...LEAD_MANAGEMENT_OPERATIONS,
};
