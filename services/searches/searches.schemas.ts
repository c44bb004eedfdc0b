import type { GeoArea } from "../../shared/geo-area";
import {
	Closed,
	Count,
	DateTime,
	NullableRef,
	NullableString,
	ProviderSchema,
	Ref,
	StringEnum,
	Type,
	Uuid,
	WarningsSchema,
	type Static,
} from "../../shared/schema";
import { WebhookEventSchema } from "../../shared/webhook-events";
import { LeadSchema } from "../leads/leads.contract";

/**
 * The searches' result shapes, written once: each is the schema of its OpenAPI component
 * (searches.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (searches.contract.ts re-exports both).
 */

export const SEARCH_STATUSES = ["pending", "running", "completed", "failed", "canceled"] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
export const SEARCH_PHASES = ["searching", "enriching", "wrapping_up", "done", "failed"] as const;
export type Phase = (typeof SEARCH_PHASES)[number];
/** Where a quote's expected result count comes from: businesses the shared dataset holds there, or nothing known. */
export const QUOTE_BASES = ["dataset", "none"] as const;
/** What POST /v1/searches would refuse the request with before reserving anything; null when it would start. */
export const QUOTE_REFUSALS = ["subscription_inactive", "insufficient_credits"] as const;

const lngLat = {
	type: "array",
	items: { type: "number", minimum: -180, maximum: 180 },
	minItems: 2,
	maxItems: 2,
	description: "`[lng, lat]`: a longitude from -180 to 180, then a latitude from -90 to 90",
};
const ring = { type: "array", items: lngLat, minItems: 4, description: "a linear ring: closed (its last position repeats its first), not crossing itself" };
/**
 * What `area` takes (the document shows it; shared/geo-area.ts checks it): a circle, or a GeoJSON Polygon or MultiPolygon
 * (RFC 7946: positions `[lng, lat]`, the outer ring then its holes), at most 1,000 positions in all.
 */
export const AREA_JSON_SCHEMA = {
	oneOf: [
		{
			title: "Circle",
			type: "object",
			additionalProperties: false,
			required: ["center", "radiusKm"],
			properties: {
				center: {
					type: "object",
					additionalProperties: false,
					required: ["lat", "lng"],
					properties: { lat: { type: "number", minimum: -90, maximum: 90 }, lng: { type: "number", minimum: -180, maximum: 180 } },
				},
				radiusKm: { type: "number", minimum: 0.1, maximum: 50, description: "great-circle distance from the centre" },
			},
		},
		{
			title: "Polygon",
			type: "object",
			additionalProperties: false,
			required: ["type", "coordinates"],
			properties: { type: { const: "Polygon" }, coordinates: { type: "array", minItems: 1, items: ring, description: "the outer ring, then its holes" } },
		},
		{
			title: "MultiPolygon",
			type: "object",
			additionalProperties: false,
			required: ["type", "coordinates"],
			properties: { type: { const: "MultiPolygon" }, coordinates: { type: "array", minItems: 1, items: { type: "array", minItems: 1, items: ring } } },
		},
	],
	description:
		"The exact area to search, instead of `location`: a circle or a GeoJSON Polygon or MultiPolygon, at most 1,000 positions; " +
		"results are the places inside it (edges straight in lng/lat, RFC 7946). A bad area is 400 `invalid_area`.",
};
export const SearchAreaSchema = Type.Unsafe<GeoArea>(AREA_JSON_SCHEMA);

export const JobProgressSchema = Closed({
	phase: StringEnum(SEARCH_PHASES),
	found: Count(),
	processed: Count(),
	failed: Count(),
	filtered: Count({ description: "businesses found that the search's `filters` left out: never charged, never results" }),
});

export const SearchFiltersSchema = Closed(
	{
		categories: Type.Optional(
			Type.Array(Type.String(), { minItems: 1, maxItems: 50, description: "any of these categories, case-insensitive, in the search's `lang`" }),
		),
		minRating: Type.Optional(Type.Number({ minimum: 1, maximum: 5, description: "at least this rating; an unrated business fails it" })),
		skipClosed: Type.Optional(Type.Boolean({ description: "leave out businesses closed temporarily or permanently" })),
	},
	"Filters applied while searching: a business that fails one is neither charged nor a result (`progress.filtered` counts them).",
);
/** Filters a search applies while searching: a business that fails one is neither charged nor a result. */
export type SearchFilters = Static<typeof SearchFiltersSchema>;

export const SearchSchema = Closed({
	id: Uuid(),
	provider: Ref("Provider", ProviderSchema),
	status: StringEnum(SEARCH_STATUSES),
	keyword: Type.String({ description: "the search's term; its terms joined by `, ` when it was made with `keywords`" }),
	keywords: Type.Array(Type.String(), { minItems: 1, description: "the search's terms (one when it was made with `keyword`)" }),
	location: NullableString(),
	area: NullableRef("SearchArea", SearchAreaSchema, { description: "the exact area searched, when the search named one (then `location` is null)" }),
	filters: NullableRef("SearchFilters", SearchFiltersSchema),
	language: Type.String({ description: "the `lang` given at creation" }),
	maxResults: Count(),
	resultCount: Count(),
	error: NullableString(),
	createdAt: DateTime(),
	watchId: NullableString({
		format: "uuid",
		description: "the area watch this search is a run of (`GET /v1/watches/{id}`); null for a search made by `POST /v1/searches`",
	}),
	progress: Ref("JobProgress", JobProgressSchema),
	warnings: Ref("Warnings", WarningsSchema),
});
export type Search = Static<typeof SearchSchema>;

export const SearchListSchema = Closed({ data: Type.Array(Ref("Search", SearchSchema)) }, "Up to the 50 most recent searches, newest first.");

export const SearchQuoteSchema = Closed(
	{
		provider: Ref("Provider", ProviderSchema),
		maxResults: Count({ description: "the results the search would ask for (`options.maxResults`; 0 or absent: the default, 200)" }),
		credits: Closed({
			reserved: Count({
				description: "the credits `POST /v1/searches` would reserve now: `maxResults`, or the balance when it is lower; 0 when it would be refused",
			}),
			balance: Count({ description: "the account's balance now" }),
			covered: Type.Boolean({ description: "the balance covers the whole `maxResults` (false: the search would stop at `reserved` results)" }),
		}),
		expectedResults: Closed({
			count: Type.Unsafe<number | null>({
				type: ["integer", "null"],
				minimum: 1,
				description: "businesses the shared dataset already holds in the search's area matching the keyword, at most `maxResults`; null with basis `none`",
			}),
			basis: StringEnum(QUOTE_BASES, {
				description:
					"`dataset`: counted from the shared dataset over the area an earlier search of this provider and location covered; `none`: the dataset knows nothing of it yet",
			}),
		}),
		enrichment: Closed({
			allowed: Type.Boolean({ description: "the plan includes enrichment" }),
			email: Type.Boolean({ description: "the search would look for emails (asked for and allowed)" }),
			socials: Type.Boolean({ description: "the search would look for social profiles (asked for and allowed)" }),
		}),
		refusal: Type.Unsafe<(typeof QUOTE_REFUSALS)[number] | null>({
			enum: [...QUOTE_REFUSALS, null],
			description: "the 402 code `POST /v1/searches` would answer this body now; null when it would start",
		}),
	},
	"What `POST /v1/searches` would do with the same body, now; nothing is reserved, charged or created.",
);
/** What POST /v1/searches would do with a body, for this account, now (POST /v1/searches/quote). */
export type SearchQuote = Static<typeof SearchQuoteSchema>;

const latitude = () => Type.Number({ minimum: -90, maximum: 90 });
const longitude = () => Type.Number({ minimum: -180, maximum: 180 });
export const AreaBoundsSchema = Closed({ south: latitude(), west: longitude(), north: latitude(), east: longitude() }, "A rectangle of the map, in degrees.");
/** A rectangle of the map, in degrees. */
export type AreaBounds = Static<typeof AreaBoundsSchema>;

export const SearchCoverageSchema = Closed(
	{
		area: NullableRef("AreaBounds", AreaBoundsSchema, { description: "the area searched; null before the search started, or when no location bounded it" }),
		cells: Closed({
			run: Count({ description: "cells the provider was asked for and answered to their end" }),
			split: Count({ description: "of those, cells that hit the provider's cap and were searched again as smaller cells" }),
			cappedAtMinSize: Count({ description: "cells that hit the cap at the smallest cell size: places beyond the cap there stay unseen" }),
			skippedOutsideArea: Count({ description: "cells wholly outside the area, never asked for" }),
		}),
		places: Closed({
			inside: Count({ description: "places inside the area the search kept: its results" }),
			outside: Count({ description: "distinct places the provider answered outside the area, left out" }),
		}),
		completeness: Type.Number({
			minimum: 0,
			maximum: 1,
			description:
				"estimated share of the area's matching places the search could see: the share of the area whose cells the provider answered to the end under its cap (a search that stopped at `maxResults` leaves the rest of the area unsearched)",
		}),
	},
	"How well a search covered its area, recorded while it runs.",
);
/** `GET /v1/searches/:id/coverage`, and `data.coverage` of a search's webhook events. */
export type SearchCoverage = Static<typeof SearchCoverageSchema>;

export const SearchLeadsPageSchema = Closed(
	{ data: Type.Array(Ref("Lead", LeadSchema)), total: Count() },
	"An offset page of a search's leads, in result order.",
);
export type SearchLeadsResult = Static<typeof SearchLeadsPageSchema>;

/** The webhook events a search's end sends (subscribable: webhooks.contract.ts lists them). */
export const SEARCH_EVENT_TYPES = ["search.completed", "search.failed"] as const;
export type SearchEventType = (typeof SEARCH_EVENT_TYPES)[number];
/** What `search.completed` / `search.failed` carry, as a webhook delivers it. `coverage`: absent from an event written before searches reported it. */
export const SearchEventSchema = WebhookEventSchema(
	SEARCH_EVENT_TYPES,
	Closed({
		search: Ref("Search", SearchSchema),
		coverage: Type.Optional(
			Ref("SearchCoverage", SearchCoverageSchema, { description: "the search's coverage as it ended (`GET /v1/searches/{id}/coverage`)" }),
		),
	}),
	"the event id: the same on every retry of the delivery",
);
export type SearchEventPayload = Static<typeof SearchEventSchema>;

/** The searches' components, by the names the document gives them. */
export const SEARCHES_SCHEMAS = {
	JobProgress: JobProgressSchema,
	SearchArea: SearchAreaSchema,
	SearchFilters: SearchFiltersSchema,
	Search: SearchSchema,
	SearchList: SearchListSchema,
	SearchQuote: SearchQuoteSchema,
	AreaBounds: AreaBoundsSchema,
	SearchCoverage: SearchCoverageSchema,
	SearchLeadsPage: SearchLeadsPageSchema,
	SearchEvent: SearchEventSchema,
};
