import { DELIVERY_HEADER, EVENT_HEADER, MAX_ATTEMPTS, SIGNATURE_HEADER } from "../../webhooks/webhooks.contract";
import type { WebhookEventDoc } from "../../../shared/webhook-events";
import { KEEP_HOURS } from "../../idempotency/idempotency.contract";
import { SECRET_ROUTE_KEY_MIN } from "../routes";
import type { JsonSchema } from "./fastest-validator-schema";
import type { OperationDoc } from "../../../shared/openapi-doc";
import { ref } from "./schemas";

/** The pieces every operation shares: headers, security, the common errors, the public routes and the webhooks. */

export const SECURITY_SCHEMES = {
	bearerAuth: {
		type: "http",
		scheme: "bearer",
		description:
			"`Authorization: Bearer lm_live_…`. A key may be scoped: each operation names the scope it needs (a key without scopes has the account's full access).",
	},
	apiKeyAuth: { type: "apiKey", in: "header", name: "x-api-key", description: "The same key in the `x-api-key` header." },
};

const intHeader = (description: string) => ({ description, schema: { type: "integer", minimum: 0 } });
export const HEADERS: Record<string, JsonSchema> = {
	"X-Request-Id": {
		description: "The request's id (yours when you sent a sane `X-Request-Id`, else a new one): quote it when asking for help.",
		schema: { type: "string" },
	},
	"X-RateLimit-Limit": intHeader("Requests this key may make a minute."),
	"X-RateLimit-Remaining": intHeader("Requests left in the current minute."),
	"X-RateLimit-Reset": intHeader("Seconds until the minute's budget is whole again."),
	"Retry-After": intHeader("Seconds to wait before trying again."),
	"Idempotent-Replayed": {
		description: "`true` when this answer is the stored first answer to the same `Idempotency-Key`.",
		schema: { type: "string", const: "true" },
	},
	"X-Error-Detail": {
		description: "What went wrong, for people (the `error` code is for programs): what you can act on, never a provider's own words.",
		schema: { type: "string" },
	},
};
const header = (name: string) => ({ $ref: `#/components/headers/${name}` });

const IDEMPOTENCY_RULES = `A retry with the same key, body and API key gets the first answer again (with \`Idempotent-Replayed: true\`) instead of acting twice; with another body, 409 \`idempotency_key_reused\`; while the first is still running, 409 \`idempotency_key_in_use\`. Kept ${KEEP_HOURS} hours.`;

export const PARAMETERS: Record<string, JsonSchema> = {
	IdempotencyKey: {
		name: "Idempotency-Key",
		in: "header",
		required: false,
		description: `1 to 255 printable ASCII characters. ${IDEMPOTENCY_RULES}`,
		schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x20-\\x7e]+$" },
	},
	IdempotencyKeyForSecret: {
		name: "Idempotency-Key",
		in: "header",
		required: false,
		description: `${SECRET_ROUTE_KEY_MIN} to 255 printable ASCII characters (a random UUID): this answer holds a secret, which a replay returns, so a key shorter than ${SECRET_ROUTE_KEY_MIN} characters is 400 \`idempotency_key_invalid\` and nothing runs. ${IDEMPOTENCY_RULES} The stored answer is encrypted under a key derived from the server's secret and yours.`,
		schema: { type: "string", minLength: SECRET_ROUTE_KEY_MIN, maxLength: 255, pattern: "^[\\x20-\\x7e]+$" },
	},
	RequestId: {
		name: "X-Request-Id",
		in: "header",
		required: false,
		description: "Your own id for the request (1..128 of `A-Za-z0-9._:-`), echoed back and kept in our logs.",
		schema: { type: "string", pattern: "^[A-Za-z0-9._:-]{1,128}$" },
	},
};

/** Errors any authenticated operation may answer, by status. */
export const COMMON_ERRORS: Record<number, string[]> = {
	400: ["invalid_body"],
	401: ["unauthorized"],
	403: ["insufficient_scope"],
	413: ["payload_too_large"],
	415: ["unsupported_media_type"],
	429: ["rate_limit_exceeded"],
	/** the request line and headers over Node's limit (16 KB): answered before any route, by services/gateway/client-errors.ts */
	431: ["headers_too_large"],
	503: ["service_unavailable"],
};
/** What an `Idempotency-Key` adds. */
export const IDEMPOTENCY_ERRORS: Record<number, string[]> = { 400: ["idempotency_key_invalid"], 409: ["idempotency_key_in_use", "idempotency_key_reused"] };

const ERROR_DESCRIPTIONS: Record<number, string> = {
	400: "The request is invalid: a JSON body, query parameter or field value.",
	401: "No valid API key.",
	402: "Payment required: an active subscription or enough credits.",
	403: "The key lacks the scope this operation needs.",
	404: "Not found for this account (a resource of another account is a 404 too).",
	409: "Conflicts with the resource's state or an earlier request.",
	413: "The body is over 1 MB.",
	415: "The body is not JSON.",
	429: "The key's per-minute limit (or the account's, or the quota the operation names) is used up: retry after `Retry-After` seconds.",
	431: "The URL and headers are over 16 KB.",
	503: "A part of the service is briefly unavailable: retry.",
};

export function errorResponse(status: number, codes: string[], authenticated: boolean): JsonSchema {
	const headers: Record<string, unknown> = { "X-Request-Id": header("X-Request-Id"), "X-Error-Detail": header("X-Error-Detail") };
	if (authenticated && status !== 401 && status !== 431) Object.assign(headers, rateLimitHeaders());
	if (status === 429 || status === 503) headers["Retry-After"] = header("Retry-After");
	return {
		description: `${ERROR_DESCRIPTIONS[status] ?? "Error."} Codes: ${codes.map((c) => `\`${c}\``).join(", ")}.`,
		headers,
		content: { "application/json": { schema: { allOf: [ref("Error"), { properties: { error: { enum: codes } } }] } } },
	};
}

export function rateLimitHeaders(): Record<string, unknown> {
	return {
		"X-RateLimit-Limit": header("X-RateLimit-Limit"),
		"X-RateLimit-Remaining": header("X-RateLimit-Remaining"),
		"X-RateLimit-Reset": header("X-RateLimit-Reset"),
	};
}
export const requestIdHeader = () => ({ "X-Request-Id": header("X-Request-Id") });

/** The routes outside `/v1`'s key check, by their full path, with the action behind each. */
export const PUBLIC_OPERATIONS: Record<string, OperationDoc & { action: string }> = {
	"GET /health": {
		action: "gateway.health",
		operationId: "getHealth",
		tag: "Service",
		summary: "Liveness",
		description: "The gateway answers.",
		status: 200,
		response: ref("Health"),
	},
	"GET /health/ready": {
		action: "gateway.ready",
		operationId: "getReadiness",
		tag: "Service",
		summary: "Readiness",
		description: "The database and the bus answer; 503 `not_ready` otherwise.",
		status: 200,
		response: ref("Health"),
		errors: { 503: ["not_ready"] },
	},
	"GET /v1/openapi.json": {
		action: "gateway.openapi",
		operationId: "getOpenApiDocument",
		tag: "Service",
		summary: "This OpenAPI document",
		description: "Every operation, its parameters, answers and error codes, and the webhook events. The reference page built from it is at `/docs`.",
		status: 200,
		response: {
			type: "object",
			required: ["openapi", "info", "paths"],
			properties: {
				openapi: { type: "string" },
				info: { type: "object" },
				paths: { type: "object" },
				webhooks: { type: "object" },
				components: { type: "object" },
			},
		},
	},
};

/** Pages served beside the API, not operations of it. */
export const PAGE_ROUTES = ["GET /docs", "GET /docs/redoc.standalone.js"];

const deliveryHeaders = [
	{
		name: SIGNATURE_HEADER,
		in: "header",
		required: true,
		schema: { type: "string", pattern: "^t=\\d+,v1=[0-9a-f]{64}$" },
		description:
			'`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed with the endpoint\'s whole secret (`whsec_…`). Compute it over the raw body bytes, compare in constant time, and refuse a `t` more than 5 minutes old.',
	},
	{ name: EVENT_HEADER, in: "header", required: true, schema: { type: "string" }, description: "The event type." },
	{ name: DELIVERY_HEADER, in: "header", required: true, schema: { type: "string" }, description: "The delivery's id: the same on each retry of it." },
];

export function webhookOperation(operationId: string, summary: string, description: string, schema: JsonSchema): JsonSchema {
	return {
		post: {
			operationId,
			summary,
			description,
			tags: ["Webhook events"],
			security: [],
			parameters: deliveryHeaders,
			requestBody: { required: true, content: { "application/json": { schema } } },
			responses: {
				"200": {
					description: `Any 2xx acknowledges the delivery. Anything else, or no answer within the time limit (10 seconds by default), is retried with backoff (up to ${MAX_ATTEMPTS} attempts); a 429 or 503's \`Retry-After\` is honoured.`,
				},
			},
		},
	};
}

/** The webhook events their producers document (their <service>.openapi.ts), as the document's `webhooks` operations. */
export function webhookOperations(events: Record<string, WebhookEventDoc>): Record<string, JsonSchema> {
	return Object.fromEntries(Object.entries(events).map(([type, e]) => [type, webhookOperation(e.operationId, e.summary, e.description, ref(e.body))]));
}
