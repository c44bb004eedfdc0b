import type { WebhookEventPayload, WebhookEventsDoc } from "../../shared/webhook-events";
import type { Search, SearchCoverage } from "./searches.contract";

/** The webhook events a search's end writes into the searches outbox: their names, payloads and documentation. */

export const SEARCH_EVENT_TYPES = ["search.completed", "search.failed"] as const;
export type SearchEventType = (typeof SEARCH_EVENT_TYPES)[number];

/** `coverage`: absent from an event written before searches reported it. */
export interface SearchEventData {
	search: Search;
	coverage?: SearchCoverage;
}
/** What `search.completed` / `search.failed` carry, as a webhook delivers it. */
export type SearchEventPayload = WebhookEventPayload<SearchEventType, SearchEventData>;

const uuid = { type: "string", format: "uuid" } as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const onSearch = (type: SearchEventType) => `Sent to each enabled endpoint subscribed to \`${type}\`.`;

/** The OpenAPI document's part of them (the gateway gathers it). */
export const SEARCH_WEBHOOK_EVENTS: WebhookEventsDoc = {
	schemas: {
		SearchEvent: {
			type: "object",
			properties: {
				id: { ...uuid, description: "the event id: the same on every retry of the delivery" },
				type: { type: "string", enum: [...SEARCH_EVENT_TYPES] },
				createdAt: { type: "string", format: "date-time" },
				data: {
					type: "object",
					properties: {
						search: ref("Search"),
						coverage: { ...ref("SearchCoverage"), description: "the search's coverage as it ended (`GET /v1/searches/{id}/coverage`)" },
					},
					required: ["search"],
					additionalProperties: false,
				},
			},
			required: ["id", "type", "createdAt", "data"],
			additionalProperties: false,
		},
	},
	events: {
		"search.completed": { operationId: "onSearchCompleted", summary: "A search completed", description: onSearch("search.completed"), body: "SearchEvent" },
		"search.failed": { operationId: "onSearchFailed", summary: "A search failed", description: onSearch("search.failed"), body: "SearchEvent" },
	},
};
