import { randomUUID } from "node:crypto";
import type { WebhookOutbox } from "../webhooks/webhook-outbox.contract";
import type { SearchEventPayload, SearchEventType } from "./search-events.contract";
import type { Search, SearchCoverage } from "./searches.contract";

/** The searches outbox of `search.completed` / `search.failed` events (search-events.contract.ts has their shapes). */
export const SEARCH_OUTBOX: WebhookOutbox<SearchEventPayload> = {
	table: "search_events",
	// an event written before searches reported coverage carries none
	toWire: ({ id, type, createdAt, data }) => ({
		id,
		type,
		createdAt,
		data: data.coverage ? { search: data.search, coverage: data.coverage } : { search: data.search },
	}),
};

/** A search's end as receivers get it: the search and its coverage as it ended. */
export function searchEventPayload(type: SearchEventType, search: Search, coverage: SearchCoverage): SearchEventPayload {
	return { id: randomUUID(), type, createdAt: new Date().toISOString(), data: { search, coverage } };
}
