import { randomUUID } from "node:crypto";
import { webhookOutbox } from "../webhooks/webhook-outbox.contract";
import { SearchEventSchema, type SearchEventPayload, type SearchEventType } from "./search-events.contract";
import type { Search, SearchCoverage } from "./searches.contract";

/** The searches outbox of `search.completed` / `search.failed` events (SearchEventSchema is their shape). */
export const SEARCH_OUTBOX = webhookOutbox<SearchEventPayload>("search_events", SearchEventSchema);

/** A search's end as receivers get it: the search and its coverage as it ended. */
export function searchEventPayload(type: SearchEventType, search: Search, coverage: SearchCoverage): SearchEventPayload {
	return { id: randomUUID(), type, createdAt: new Date().toISOString(), data: { search, coverage } };
}
