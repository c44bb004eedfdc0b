import { PLACE_SCHEMAS } from "../../../shared/place-schemas";
import { EMAIL_ITEM_SCHEMA, EMAIL_STATUSES } from "../../enrichment/enrichment.contract";
import { CREATE_SEARCH_FIELDS, SEARCHES_PARAMS } from "../../searches/searches.contract";
import { convertRule, objectSchema, withFieldDocs, type JsonSchema, type Rules } from "./fastest-validator-schema";

/** The gateway's own components (errors, health, the request bodies it derives from params schemas) and those of parts with no <service>.schemas.ts yet; the others are in their services' <service>.schemas.ts. */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
/** A closed object: every property listed, those named required. */
export function closed(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties), description?: string): JsonSchema {
	return { type: "object", ...(description ? { description } : {}), properties, required, additionalProperties: false };
}

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
	CreateSearchRequest: {
		...withFieldDocs(objectSchema(SEARCHES_PARAMS.create as unknown as Rules), CREATE_SEARCH_FIELDS),
		description: "The body of `POST /v1/searches`.",
	},
};
