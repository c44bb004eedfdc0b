import { SEARCH_EVENT_TYPES, SearchEventSchema, type SearchEventPayload, type SearchEventType } from "./searches.schemas";

/**
 * The webhook events a search's end writes into the searches outbox: their names and payload (searches.schemas.ts
 * has the schema, `SearchEvent` in the OpenAPI document). Apart from searches.contract.ts, so that the webhooks
 * contract can name them without a cycle.
 */
export { SEARCH_EVENT_TYPES, SearchEventSchema };
export type { SearchEventPayload, SearchEventType };
