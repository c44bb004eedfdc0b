import { PLACE_SCHEMAS } from "../../../shared/place-schemas";
import { EMAIL_ITEM_SCHEMA, EMAIL_STATUSES } from "../../enrichment/enrichment.contract";
import { SEARCHES_PARAMS } from "../../searches/searches.contract";
import { convertRule, objectSchema, type JsonSchema, type Rules } from "./fastest-validator-schema";

/** The response bodies the gateway still holds (its own, and those of services not converted yet), as JSON Schema components; the others are in their services' <service>.schemas.ts. */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const str = { type: "string" } as const;
const nullableStr = { type: ["string", "null"] } as const;
const dateTime = { type: "string", format: "date-time" } as const;
const uuid = { type: "string", format: "uuid" } as const;

/** A closed object: every property listed, those named required. */
export function closed(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties), description?: string): JsonSchema {
	return { type: "object", ...(description ? { description } : {}), properties, required, additionalProperties: false };
}
const listOf = (item: string, description: string) => closed({ data: { type: "array", items: ref(item) } }, ["data"], description);
/** A cursor page of the new lists: `{ data, nextCursor }` (null on the last page). */
export const cursorPageOf = (item: JsonSchema, description: string) =>
	closed(
		{ data: { type: "array", items: item }, nextCursor: { ...nullableStr, description: "opaque; pass as `cursor` for the next page; null on the last page" } },
		["data", "nextCursor"],
		description,
	);

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
	...PLACE_SCHEMAS,
	Error: closed(
		{ error: { type: "string", description: "a stable machine-readable code" } },
		["error"],
		"Every error: one stable code. The `X-Error-Detail` header says more, for people.",
	),
	Ok: closed({ ok: { const: true } }),
	Health: closed({ ok: { const: true } }),
	EmailStatus: { type: "string", enum: [...EMAIL_STATUSES] },
	EmailItem: { ...convertRule(EMAIL_ITEM_SCHEMA).schema, required: ["address", "status", "source"] },
	// a request body, derived from its params schema as every body is; a Watch's `query` names it
	CreateSearchRequest: { ...objectSchema(SEARCHES_PARAMS.create as unknown as Rules), description: "The body of `POST /v1/searches`." },
	Webhook: closed({ id: str, url: str, eventTypes: { type: "array", items: str }, enabled: { type: "boolean" }, createdAt: dateTime }),
	CreatedWebhook: closed({
		id: str,
		url: str,
		eventTypes: { type: "array", items: str },
		enabled: { type: "boolean" },
		createdAt: dateTime,
		secret: { ...str, description: "the signing secret (`whsec_…`), shown this once" },
	}),
	WebhookList: listOf("Webhook", "The account's webhook endpoints."),
	WebhookTestResult: closed({
		ok: { type: "boolean", description: "the receiver answered 2xx" },
		deliveryId: str,
		status: { type: "integer", description: "the receiver's HTTP status; 0 when it did not answer" },
		error: str,
	}),
};

/** The body of the webhooks service's own test delivery (spec §6); the other events' are their producers' (their contracts). */
export const WEBHOOK_SCHEMAS: Record<string, JsonSchema> = {
	WebhookTestEvent: closed({
		id: uuid,
		type: { const: "webhook.test" },
		createdAt: dateTime,
		data: closed({ endpointId: str }),
	}),
};
