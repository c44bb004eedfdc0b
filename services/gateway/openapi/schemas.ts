import { ACCESS_STATUSES, PLAN_NAMES } from "../../../shared/plans";
import { PROVIDERS } from "../../../shared/business";
import { BUSINESS_STATUSES, WEEKDAYS } from "../../../shared/place-fields";
import { BUSIEST, HOURS_A_DAY, MAX_PHOTOS } from "../../../shared/place-media";
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

const clock = { type: "string", pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$" } as const;
const intervals = { type: "array", items: ref("HoursInterval") } as const;
/** What a place shows (shared/place-fields PlaceFields), on Lead, BusinessDatasetRow and Business alike. */
const PLACE_PROPERTIES: Record<string, JsonSchema> = {
	addressParts: ref("AddressParts"),
	latitude: { type: ["number", "null"] }, longitude: { type: ["number", "null"] },
	timezone: { ...nullableStr, description: "IANA time zone (`Europe/Paris`): the provider's, else derived from the coordinates" },
	openingHours: { anyOf: [ref("OpeningHours"), { type: "null" }], description: "null when the provider shows no hours" },
	businessStatus: { anyOf: [ref("BusinessStatus"), { type: "null" }], description: "null when the provider does not say" },
	description: nullableStr,
	priceRange: { ...nullableStr, description: "as the provider writes it, e.g. `€€`" },
	phoneE164: { ...nullableStr, description: "`phone` in E.164 (`+35725101555`), read for the place's country; null when it is not a valid number" },
	photos: {
		type: "array", maxItems: MAX_PHOTOS, items: ref("PlacePhoto"),
		description: "up to 10 of the place's photos, the place's own first; empty until a read that carries photos saw some (Google's place page: a research run, a monitor check, a lookup of an unseen id; search answers carry none)",
	},
	photoCount: { type: ["integer", "null"], minimum: 0, description: "how many photos the provider says the place has; null until a read carried it" },
	popularTimes: {
		anyOf: [ref("PopularTimes"), { type: "null" }],
		description: "how busy the place usually is, by weekday and hour of its local day; null until a read that carries it saw it (as `photos`), and for places the provider does not measure",
	},
};
/** Always present (null when unknown); `phoneE164` is left out where contact values are hidden. */
const PLACE_REQUIRED = Object.keys(PLACE_PROPERTIES).filter((name) => name !== "phoneE164");
const PLACE_SCHEMAS: Record<string, JsonSchema> = {
	AddressParts: closed({
		street: nullableStr, postalCode: nullableStr, locality: nullableStr, region: nullableStr,
		countryCode: { ...nullableStr, description: "ISO 3166-1 alpha-2" },
	}, undefined, "The address in parts, beside the one-line `fullAddress` (which keeps its meaning)."),
	HoursInterval: closed({ open: clock, close: { ...clock, description: "`24:00` is midnight at the end of the day; a close earlier than the open runs past midnight" } }, undefined, "Local time of the place (see `timezone`)."),
	OpeningHours: closed({
		weekly: closed(Object.fromEntries(WEEKDAYS.map((d) => [d, intervals])), [], "By weekday; a day absent was not given, an empty list is closed all day."),
		special: { type: "array", items: closed({ date: { type: "string", format: "date" }, intervals }), description: "dates whose hours differ from the week's (holidays), when the provider gives them; no interval means closed" },
	}),
	BusinessStatus: { type: "string", enum: [...BUSINESS_STATUSES] },
	PlacePhoto: closed({
		url: { ...str, format: "uri", description: "serves the photo at `width` × `height`" },
		width: { type: ["integer", "null"], minimum: 1 }, height: { type: ["integer", "null"], minimum: 1 },
	}, undefined, "One photo of the place, at its original size (null: the provider does not say)."),
	PopularTimes: closed(
		Object.fromEntries(WEEKDAYS.map((d) => [d, { type: "array", minItems: HOURS_A_DAY, maxItems: HOURS_A_DAY, items: { type: "integer", minimum: 0, maximum: BUSIEST } }])),
		undefined,
		"By weekday: 24 numbers, hour 0 (midnight to 1 am) first, in the place's local time (see `timezone`): how busy the place usually is then, 100 at the busiest hour of its week, 0 when closed or quiet.",
	),
};

export const COMPONENT_SCHEMAS: Record<string, JsonSchema> = {
	...PLACE_SCHEMAS,
	Error: closed({ error: { type: "string", description: "a stable machine-readable code" } }, ["error"], "Every error: one stable code. The `X-Error-Detail` header says more, for people."),
	Ok: closed({ ok: { const: true } }),
	Health: closed({ ok: { const: true } }),
	Scope: { type: "string", enum: [...SCOPES] },
	EmailStatus: { type: "string", enum: [...EMAIL_STATUSES] },
	EmailItem: { ...convertRule(EMAIL_ITEM_SCHEMA).schema, required: ["address", "status", "source"] },
	Lead: {
		type: "object",
		description: "A lead of the account. Enrichment fields (`emails`, `socials`) appear only when found and the plan includes enrichment. May carry more properties.",
		properties: {
			id: uuid, name: str, fullAddress: nullableStr, categories: { type: "array", items: str }, phone: nullableStr,
			website: nullableStr, rating: { type: ["number", "null"] }, reviewCount: { type: ["integer", "null"] },
			emails: { type: "array", items: ref("EmailItem") }, socials: { type: "object", additionalProperties: str },
			provider: ref("Provider"), providerBusinessId: str, cid: nullableStr, placeId: nullableStr,
			latitude: { type: ["number", "null"] }, longitude: { type: ["number", "null"] }, locality: nullableStr, country: nullableStr,
			...PLACE_PROPERTIES,
			searchId: { type: ["string", "null"], format: "uuid", description: "the search that found it; null for a lead from an unlock" }, createdAt: dateTime,
			matchedKeywords: { type: "array", items: str, description: "in the leads of a search made with `keywords`: the terms that found this business" },
			filledFrom: {
				type: "object", additionalProperties: ref("Provider"),
				description: "fields the lead's own row lacked, filled from a row of another provider that is the same business (`sameAs`, confidence ≥ 0.8) and that the account owns too: field name → that row's provider. Absent when nothing was filled",
			},
		},
		required: ["id", "name", "categories", "provider", "providerBusinessId", "createdAt", ...PLACE_REQUIRED, "phoneE164"],
	},
	LeadList: closed({ leads: { type: "array", items: ref("Lead") }, nextCursor: { ...nullableStr, description: "opaque; null on the last page" } }, ["leads", "nextCursor"], "A keyset page of every lead of the account, newest first (the interface's older shape)."),
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
