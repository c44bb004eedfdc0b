import { ACCESS_STATUSES, PLAN_NAMES } from "../../../shared/plans";
import { PROVIDERS } from "../../../shared/business";
import { PLACE_PROPERTIES, PLACE_SCHEMAS } from "../../../shared/place-schemas";
import { SCOPES } from "../../../shared/scopes";
import { EMAIL_ITEM_SCHEMA, EMAIL_STATUSES } from "../../enrichment/enrichment.contract";
import { convertRule, type JsonSchema } from "./fastest-validator-schema";

/** The response bodies of the API (spec §2), as JSON Schema components. */

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const str = { type: "string" } as const;
const nullableStr = { type: ["string", "null"] } as const;
const dateTime = { type: "string", format: "date-time" } as const;
const nullableDateTime = { type: ["string", "null"], format: "date-time" } as const;
const uuid = { type: "string", format: "uuid" } as const;
const count = { type: "integer", minimum: 0 } as const;

/** A closed object: every property listed, those named required. */
export function closed(properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties), description?: string): JsonSchema {
	return { type: "object", ...(description ? { description } : {}), properties, required, additionalProperties: false };
}
const listOf = (item: string, description: string) => closed({ data: { type: "array", items: ref(item) } }, ["data"], description);
/** A cursor page of the new lists: `{ data, nextCursor }` (null on the last page). */
export const cursorPageOf = (item: JsonSchema, description: string) =>
	closed({ data: { type: "array", items: item }, nextCursor: { ...nullableStr, description: "opaque; pass as `cursor` for the next page; null on the last page" } }, ["data", "nextCursor"], description);

const provider = { enum: [...PROVIDERS] };

/** Always present (null when unknown); `phoneE164` is left out where contact values are hidden. */
const PLACE_REQUIRED = Object.keys(PLACE_PROPERTIES).filter((name) => name !== "phoneE164");
export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
	...PLACE_SCHEMAS,
	Error: closed({ error: { type: "string", description: "a stable machine-readable code" } }, ["error"], "Every error: one stable code. The `X-Error-Detail` header says more, for people."),
	Ok: closed({ ok: { const: true } }),
	Health: closed({ ok: { const: true } }),
	Scope: { type: "string", enum: [...SCOPES] },
	EmailStatus: { type: "string", enum: [...EMAIL_STATUSES] },
	EmailItem: { ...convertRule(EMAIL_ITEM_SCHEMA).schema, required: ["address", "status", "source"] },
	APIKey: closed({
		id: str, enabled: { type: "boolean" }, scopes: { type: ["array", "null"], items: ref("Scope"), description: "null: an unscoped key (the account's full access)" },
		createdAt: dateTime, expiresAt: nullableDateTime, lastRequest: nullableDateTime, name: nullableStr, prefix: nullableStr, start: nullableStr,
	}, ["id", "enabled", "scopes", "createdAt"]),
	CreatedKey: closed({ key: { ...str, description: "the full key, shown this once" }, apiKey: ref("APIKey") }),
	KeyEnvelope: closed({ apiKey: ref("APIKey") }),
	KeyList: listOf("APIKey", "The account's keys that are not revoked, newest first."),
	Usage: closed({
		plan: { enum: [...PLAN_NAMES, null] }, accessStatus: { type: "string", enum: [...ACCESS_STATUSES] },
		credits: closed({ balance: count, monthlyAllowance: count }),
		rateLimitPerMinute: { type: ["integer", "null"], minimum: 1, description: "the effective per-minute limit of each key" }, resetsAt: nullableDateTime,
	}),
	Webhook: closed({ id: str, url: str, eventTypes: { type: "array", items: str }, enabled: { type: "boolean" }, createdAt: dateTime }),
	CreatedWebhook: closed({
		id: str, url: str, eventTypes: { type: "array", items: str }, enabled: { type: "boolean" }, createdAt: dateTime,
		secret: { ...str, description: "the signing secret (`whsec_…`), shown this once" },
	}),
	WebhookList: listOf("Webhook", "The account's webhook endpoints."),
	WebhookTestResult: closed({
		ok: { type: "boolean", description: "the receiver answered 2xx" }, deliveryId: str,
		status: { type: "integer", description: "the receiver's HTTP status; 0 when it did not answer" }, error: str,
	}),
	SameAs: closed({
		provider: ref("Provider"), providerBusinessId: { ...str, description: "the other provider's own identifier" },
		confidence: { type: "number", minimum: 0, maximum: 1, description: "how sure the match is (phone, website domain, name, address, distance)" },
	}, undefined, "A row of another provider that is the same business. Identifiers only: unlock that row to see its contact values."),
	BusinessDatasetRow: closed({
		provider: ref("Provider"), providerBusinessId: str, name: str, cid: nullableStr, placeId: nullableStr, locality: nullableStr,
		country: nullableStr, categories: { type: "array", items: str }, rating: { type: ["number", "null"] }, reviewCount: { type: ["integer", "null"] },
		hasPhone: { type: "boolean" }, hasWebsite: { type: "boolean" }, hasEmail: { type: "boolean" }, emailCount: count,
		emailStatuses: { type: "array", items: ref("EmailStatus") }, owned: { type: "boolean" }, credits: count, observedAt: dateTime,
		sameAs: { type: "array", items: ref("SameAs"), description: "the same business on other providers, most confident first" },
		phone: { ...nullableStr, description: "only on owned rows" }, website: { ...nullableStr, description: "only on owned rows" },
		emails: { type: "array", items: ref("EmailItem"), description: "only on owned rows, when the plan includes enrichment" },
		...PLACE_PROPERTIES,
		phoneE164: { ...PLACE_PROPERTIES.phoneE164, description: "only on owned rows, like `phone`" },
	}, ["provider", "providerBusinessId", "name", "categories", "hasPhone", "hasWebsite", "hasEmail", "emailCount", "emailStatuses", "owned", "credits", "observedAt", "sameAs", ...PLACE_REQUIRED]),
	BusinessListing: closed({
		data: { type: "array", items: ref("BusinessDatasetRow") },
		nextCursor: { ...str, description: "absent on the last page and when paging by `page`" },
		page: closed({ number: { type: "integer", minimum: 1 }, size: count, total: count, totalIsExact: { type: "boolean" }, maxPage: count }, undefined, "present only when the request set `page`"),
	}, ["data"]),
	BusinessRef: closed({ provider: ref("Provider"), id: { ...str, description: "the provider's own identifier (Google CID, Apple Place ID, Bing ypid)" } }),
	UnlockResult: closed({
		unlocked: { type: "array", items: closed({ id: uuid, cid: nullableStr }) }, creditsSpent: count,
		alreadyOwned: { type: "array", items: ref("BusinessRef") },
	}),
	BusinessRunSummary: closed({
		id: uuid, kind: { type: "string", enum: ["research", "monitor"] },
		status: { type: "string", enum: ["pending", "running", "completed", "failed", "canceled"] }, createdAt: dateTime,
	}),
	Business: closed({
		id: uuid, provider: ref("Provider"), providerBusinessId: { ...str, description: "the provider's id: the Google CID (GET /v1/businesses/{cid} shows Google rows only), a Bing ypid or an Apple Place ID (in `business.changed`)" }, cid: nullableStr, name: nullableStr,
		placeId: nullableStr, domain: nullableStr, fullAddress: nullableStr, createdAt: dateTime, updatedAt: dateTime,
		...Object.fromEntries(Object.entries(PLACE_PROPERTIES).filter(([name]) => name !== "phoneE164")),
		latestRun: { ...ref("BusinessRunSummary"), description: "the account's most recent research or monitor run; absent if none started" },
		sameAs: { type: "array", items: ref("SameAs"), description: "the same business on other providers, most confident first" },
	}, ["id", "provider", "providerBusinessId", "createdAt", "updatedAt", "sameAs", ...PLACE_REQUIRED]),
};

/** The body every webhook delivery carries (spec §6). */
export const WEBHOOK_SCHEMAS: Record<string, JsonSchema> = {
	SearchEvent: closed({
		id: { ...uuid, description: "the event id: the same on every retry of the delivery" },
		type: { type: "string", enum: ["search.completed", "search.failed"] }, createdAt: dateTime,
		data: closed({
			search: ref("Search"),
			coverage: { ...ref("SearchCoverage"), description: "the search's coverage as it ended (`GET /v1/searches/{id}/coverage`)" },
		}, ["search"]),
	}),
	WebhookTestEvent: closed({
		id: uuid, type: { const: "webhook.test" }, createdAt: dateTime, data: closed({ endpointId: str }),
	}),
};
