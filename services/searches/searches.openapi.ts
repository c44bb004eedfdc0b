import { componentRef as ref, PROVIDER_QUERY, type OperationDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { CREATE_SEARCH_FIELDS, SEARCHES_SCHEMAS } from "./searches.contract";
import type { SearchEventType } from "./search-events.contract";
import type { WebhookEventDoc } from "../../shared/webhook-events";

/**
 * The OpenAPI documentation of the searches' routes (what the route table and the params
 * schemas do not say), and the components their answers name. Only the gateway's document
 * builder imports this file; it gathers every service's.
 */

const OK = ref("Ok");
const tag = "Searches";

const OPERATIONS: Record<string, OperationDoc> = {
	"POST /searches": {
		operationId: "createSearch",
		tag,
		summary: "Start a search",
		description:
			"Reserves up to `maxResults` credits and queues the search; poll `GET /v1/searches/{id}` until its status is `completed`, `failed` or `canceled`. Each result costs one credit, once per business; what the search does not use is given back when it ends. " +
			"Name the terms with `keyword`, or several at once with `keywords` (1 to 20: every business once, with the terms that found it as `matchedKeywords` on its lead; `maxResults` counts over all terms, which take turns); " +
			"the place with `location` (a name), or exactly with `area` (a circle or a GeoJSON Polygon or MultiPolygon: only places inside it are results; `country` may be left out, it is inferred from the area), or neither (the whole world); " +
			"and `filters` (categories, a minimum rating, closed places) leave businesses out while searching: they are neither charged nor results. " +
			"A bad new field is 400 `invalid_body` (or `invalid_area`) with `X-Error-Detail` naming it.",
		status: 201,
		response: ref("Search"),
		errors: { 400: ["invalid_area"], 402: ["insufficient_credits", "subscription_inactive"], 404: ["not_found"] },
		bodyFields: CREATE_SEARCH_FIELDS,
	},
	"POST /searches/quote": {
		operationId: "quoteSearch",
		tag,
		summary: "Quote a search before starting it",
		description:
			"Takes exactly the body of `POST /v1/searches`, checked by the same rules (the same 400s), and answers what creating it would do now: the credits it would reserve, whether the balance covers `maxResults`, the results the shared dataset expects there, whether enrichment would run, and the 402 it would be refused with. Nothing is reserved, charged or created. It needs `searches:write`, as creating does: a quote is a dry run of a create, and it shows the balance, which a read-only key is not shown. An `Idempotency-Key` is accepted and not kept: sent again, a quote answers afresh.",
		status: 200,
		response: ref("SearchQuote"),
		errors: { 400: ["invalid_area"] },
		bodyFields: CREATE_SEARCH_FIELDS,
	},
	"GET /searches": {
		operationId: "listSearches",
		tag,
		summary: "List recent searches",
		description: "Up to the 50 most recent searches of the account, newest first.",
		status: 200,
		response: ref("SearchList"),
		query: { provider: PROVIDER_QUERY },
		paging: "none",
	},
	"GET /searches/:id": {
		operationId: "getSearch",
		tag,
		summary: "Get a search",
		description: "Its status and progress counters.",
		status: 200,
		response: ref("Search"),
		errors: { 404: ["not_found"] },
	},
	"GET /searches/:id/coverage": {
		operationId: "getSearchCoverage",
		tag,
		summary: "How well a search covered its area",
		description:
			"The area searched, the cells the provider was asked for and those that hit its per-query cap and were split, the places found inside and outside the area, and an estimated completeness (0..1). Recorded while the search runs; a search that has not started answers zeros.",
		status: 200,
		response: ref("SearchCoverage"),
		errors: { 400: ["invalid_id"], 404: ["not_found"] },
	},
	"GET /searches/:id/leads": {
		operationId: "listSearchLeads",
		tag,
		summary: "A page of a search's leads",
		description: "In result order, by offset (the interface's older shape `{ data, total }`).",
		status: 200,
		response: ref("SearchLeadsPage"),
		errors: { 404: ["not_found"] },
		paging: "offset",
		query: {
			limit: { schema: { type: "integer", minimum: 1, default: 100 }, description: "1..1000; a value above 1000 falls back to 100" },
			offset: { schema: { type: "integer", minimum: 0, default: 0 } },
		},
	},
	"POST /searches/:id/cancel": {
		operationId: "cancelSearch",
		tag,
		summary: "Cancel a search",
		description:
			"Accepted at once; the search settles asynchronously: results already found are kept and charged, the unused reservation is given back, then the status becomes `canceled`.",
		status: 202,
		response: OK,
		errors: { 404: ["not_found"], 409: ["search_not_cancelable"] },
	},
	"DELETE /searches/:id": {
		operationId: "deleteSearch",
		tag,
		summary: "Delete a search that has ended",
		description: "Its leads stay the account's.",
		status: 200,
		response: OK,
		errors: { 404: ["not_found"], 409: ["search_not_deletable"] },
	},
};

const onSearch = (type: SearchEventType) => `Sent to each enabled endpoint subscribed to \`${type}\`.`;
/** A search's end, as the document shows its delivery (the body: SearchEventSchema). */
const WEBHOOKS = {
	"search.completed": { operationId: "onSearchCompleted", summary: "A search completed", description: onSearch("search.completed"), body: "SearchEvent" },
	"search.failed": { operationId: "onSearchFailed", summary: "A search failed", description: onSearch("search.failed"), body: "SearchEvent" },
} satisfies Record<SearchEventType, WebhookEventDoc>;

export const SEARCHES_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: SEARCHES_SCHEMAS, webhooks: WEBHOOKS };
