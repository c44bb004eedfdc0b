import type { components, operations, webhooks } from "./schema.js";

/** Names for the generated types a program uses most. */
type Schemas = components["schemas"];
type JsonBody<Op> = Op extends { requestBody?: { content: { "application/json": infer Body } } } ? Body : never;
type Delivered<W> = W extends { post: { requestBody: { content: { "application/json": infer Body } } } } ? Body : never;
type Query<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

export type Search = Schemas["Search"];
export type SearchStatus = Search["status"];
export type Lead = Schemas["Lead"];
export type LeadStatus = Schemas["LeadStatus"];
export type Usage = Schemas["Usage"];
export type APIKey = Schemas["APIKey"];
export type CreatedKey = Schemas["CreatedKey"];
export type Webhook = Schemas["Webhook"];
export type CreatedWebhook = Schemas["CreatedWebhook"];
export type WebhookTestResult = Schemas["WebhookTestResult"];
export type BusinessDatasetRow = Schemas["BusinessDatasetRow"];
export type Business = Schemas["Business"];
export type BusinessRun = Schemas["BusinessRun"];
/** What a search or run says of how it ran (`provider_layout_changed`); [] when nothing. */
export type Warnings = Schemas["Warnings"];
export type BusinessMonitorSubscription = Schemas["BusinessMonitorSubscription"];
export type BusinessChange = Schemas["BusinessChange"];
export type BusinessReview = Schemas["BusinessReview"];
export type Watch = Schemas["Watch"];
export type WatchChange = Schemas["WatchChange"];
/** What a webhook endpoint receives (the body of a delivery): any event the document's `webhooks` lists, each its producer's schema. */
export type WebhookEvent = { [Type in keyof webhooks]: Delivered<webhooks[Type]> }[keyof webhooks];

export type CreateSearchRequest = JsonBody<operations["createSearch"]>;
export type UpdateLeadRequest = JsonBody<operations["updateLead"]>;
export type CreateKeyRequest = JsonBody<operations["createKey"]>;
export type CreateWebhookRequest = JsonBody<operations["createWebhook"]>;
export type UpdateWebhookRequest = JsonBody<operations["updateWebhook"]>;
export type ExportLeadsRequest = JsonBody<operations["exportLeads"]>;
export type UnlockRequest = JsonBody<operations["unlockBusinesses"]>;
export type CreateWatchRequest = JsonBody<operations["createWatch"]>;
export type UpdateWatchRequest = JsonBody<operations["updateWatch"]>;

/** Filters of `GET /v1/leads` (the cursor and page size are the iterator's). */
export type LeadFilters = Omit<Query<operations["listLeads"]>, "cursor" | "limit">;
export type BusinessFilters = Omit<Query<operations["listBusinesses"]>, "cursor" | "limit" | "page">;
export type SearchListFilters = Query<operations["listSearches"]>;
export type ExportFormat = NonNullable<Query<operations["exportSearchLeads"]>["format"]>;

/** The statuses a search ends in. */
export const TERMINAL_SEARCH_STATUSES: readonly SearchStatus[] = ["completed", "failed", "canceled"];
