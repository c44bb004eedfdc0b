import { BUSINESS_STATUSES } from "../../../shared/place-fields";
import { EMAIL_STATUSES } from "../../enrichment/enrichment.contract";
import { EXPORT_FORMATS } from "../../exports/exports.contract";
import { INVALID_ID_CODES } from "../../../shared/business-ids";
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE, MAX_UNSEEN_REFS } from "../../dataset/dataset.contract";
import { PROVIDER_QUERY, type OperationDoc, type QueryParamDoc } from "../../../shared/openapi-doc";
import { BUSINESS_RUN_OPERATIONS } from "./business-runs";
import { WATCH_OPERATIONS } from "./watches";
import { EXPORTS_AT_ONCE_NOTE, LEAD_MANAGEMENT_OPERATIONS, SKIP_CLOSED_QUERY } from "./lead-management";
import { ref } from "./schemas";

const threeState = (what: string): QueryParamDoc => ({
	schema: { type: "boolean" }, description: `\`true\` keeps rows that have ${what}, \`false\` those that have none; omitted does not filter; any other value is a 400.`,
});
const OK = ref("Ok");

const SEARCH_AND_ACCOUNT_OPERATIONS: Record<string, OperationDoc> = {
	"POST /keys": {
		operationId: "createKey", tag: "Keys", summary: "Create an API key",
		description: "Mints a key of the calling account, no wider than the key asking (its scopes and its expiry). The full key is in the answer this once; only its SHA-256 is kept.",
		status: 201, response: ref("CreatedKey"), errors: { 409: ["limit_reached"] },
	},
	"GET /keys": { operationId: "listKeys", tag: "Keys", summary: "List API keys", status: 200, response: ref("KeyList") },
	"PATCH /keys/:id": { operationId: "renameKey", tag: "Keys", summary: "Rename an API key", status: 200, response: ref("KeyEnvelope"), errors: { 404: ["not_found"] } },
	"DELETE /keys/:id": {
		operationId: "revokeKey", tag: "Keys", summary: "Revoke an API key", description: "For good, at once on every gateway.",
		status: 200, response: OK, errors: { 404: ["not_found"] },
	},
	"GET /usage": {
		operationId: "getUsage", tag: "Usage", summary: "Plan, credits and rate limit of the account", status: 200, response: ref("Usage"),
	},
	"GET /searches/:id/export": {
		operationId: "exportSearchLeads", tag: "Searches", summary: "Export a search's leads",
		description: `A file download, streamed: CSV (cells starting with \`=\`, \`+\`, \`-\`, \`@\` neutralised), a JSON array of Lead, or an Excel workbook. All the search's leads, or those named in \`leadIds\`. ${EXPORTS_AT_ONCE_NOTE}`,
		status: 200, response: {},
		content: {
			"text/csv": { schema: { type: "string" } },
			"application/json": { schema: { type: "array", items: ref("Lead") } },
			"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { schema: { type: "string", contentMediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } },
		},
		errors: { 404: ["not_found"] },
		query: {
			format: { schema: { type: "string", enum: [...EXPORT_FORMATS], default: "csv" } },
			leadIds: { schema: { type: "array", items: { type: "string", format: "uuid" }, maxItems: 10_000 }, explode: false, description: "comma-separated lead ids (at most 10,000): only these leads" },
			skipClosed: SKIP_CLOSED_QUERY,
		},
	},
	"POST /webhooks": {
		operationId: "createWebhook", tag: "Webhooks", summary: "Register a webhook endpoint",
		description: "An HTTPS URL on a public host (private, loopback and otherwise unsafe destinations are refused). The signing secret is in the answer this once. In sandbox mode a receiver on this machine is allowed at `https://127.0.0.1:<port>/…` when its certificate is trusted through `LEADMAP_EXTRA_CA_CERTS` (a PEM file); other private-network addresses stay refused. How to verify a delivery's signature: see the `X-Leadmap-Signature` header under Webhook events.",
		status: 201, response: ref("CreatedWebhook"), errors: { 409: ["limit_reached"] },
	},
	"GET /webhooks": { operationId: "listWebhooks", tag: "Webhooks", summary: "List webhook endpoints", status: 200, response: ref("WebhookList") },
	"POST /webhooks/test": {
		operationId: "testWebhook", tag: "Webhooks", summary: "Send a test event",
		description: "Sends `webhook.test` now, exactly as a real delivery goes. A receiver's failure is still a 200: check `ok`. A 400 means it could not be sent (the host no longer resolves to a public address). Test deliveries have a per-minute budget per account (429).",
		status: 200, response: ref("WebhookTestResult"), errors: { 404: ["not_found"] },
	},
	"PATCH /webhooks/:id": {
		operationId: "updateWebhook", tag: "Webhooks", summary: "Change a webhook endpoint", description: "Its URL, event types or whether it is enabled (at least one of them).",
		status: 200, response: ref("Webhook"), errors: { 404: ["not_found"] },
	},
	"DELETE /webhooks/:id": { operationId: "deleteWebhook", tag: "Webhooks", summary: "Delete a webhook endpoint", status: 200, response: OK, errors: { 404: ["not_found"] } },
	"GET /businesses": {
		operationId: "listBusinesses", tag: "Business dataset", summary: "Browse the shared business dataset",
		description: "Rows every account's runs observed. Phone, email and website values only on rows the account owns; elsewhere presence flags. Pages by `cursor` (keyset) or by `page` (numbered, up to 500), never both.",
		status: 200, response: ref("BusinessListing"), errors: { 400: ["cursor_required"] }, paging: "cursor-or-page",
		query: {
			provider: PROVIDER_QUERY,
			q: { schema: { type: "string", maxLength: 200 }, description: "free text over name and address (a word of 3+ letters or digits)" },
			country: { schema: { type: "string", maxLength: 500 }, description: "2-letter country code" },
			locality: { schema: { type: "string", maxLength: 500 }, description: "exact city/locality" },
			category: { schema: { type: "string", maxLength: 500 }, description: "rows with this category" },
			minRating: { schema: { type: "number", minimum: 0, maximum: 5 }, description: "rows rated at least this" },
			hasPhone: threeState("a phone"), hasWebsite: threeState("a website"), hasEmail: threeState("an email"),
			owned: threeState("already been bought by the account (it owns)"),
			emailStatus: { schema: { type: "array", items: ref("EmailStatus"), uniqueItems: true }, explode: false, description: `comma-separated among ${EMAIL_STATUSES.join(", ")}: rows with at least one email in any of them` },
			hasHours: threeState("opening hours"),
			businessStatus: { schema: { type: "array", items: ref("BusinessStatus"), uniqueItems: true }, explode: false, description: `comma-separated among ${BUSINESS_STATUSES.join(", ")}: rows in any of them (rows whose status is unknown never match)` },
			limit: { schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } },
			cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page; not with `page`" },
			page: { schema: { type: "integer", minimum: 1, maximum: MAX_PAGE }, description: `1-based, up to ${MAX_PAGE} (beyond: 400 \`cursor_required\`); not with \`cursor\`` },
		},
	},
	"POST /businesses/unlock": {
		operationId: "unlockBusinesses", tag: "Business dataset", summary: "Unlock dataset rows into leads",
		description: "One credit a row, once per account: rows owned already come back in `alreadyOwned`, free. All or nothing: a balance that cannot cover the batch is a 402 and nothing is unlocked. "
			+ "`id` is the provider's own: for `google` a CID or Place ID (`ChIJ…`), for `bing` a ypid (`YN114x189818795`), for `apple` a Place ID (`I` and 16 hex digits) or muid (decimal). "
			+ `An id the dataset has not seen (at most ${MAX_UNSEEN_REFS} in one request) is read from its provider first and stored: one in the wrong form is a 400 (\`invalid_cid\`, \`invalid_ypid\`, \`invalid_apple_id\`), `
			+ "one the provider does not know a 404 for the whole batch, a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`); nothing is charged then. "
			+ "No provider is read for an account with a zero balance (402 `insufficient_credits`), and at most 120 unseen ids per account in any minute (research and monitors included): "
			+ "a batch needing more than is left is refused whole, 429 `rate_limit_exceeded` with `Retry-After`.",
		status: 200, response: ref("UnlockResult"),
		errors: { 400: [...Object.values(INVALID_ID_CODES)], 402: ["insufficient_credits", "subscription_inactive"], 404: ["not_found"], 503: ["provider_unavailable"] },
	},
	"GET /businesses/:cid": {
		operationId: "getBusinessByCid", tag: "Business dataset", summary: "Resolve a business by Google CID",
		description: "The shared record, with the account's most recent research or monitor run. 404 until some run observed the CID.",
		status: 200, response: ref("Business"), errors: { 404: ["not_found"] },
	},
};

/** The documentation of each route of API_ROUTES, by the same key. */
export const OPERATIONS: Record<string, OperationDoc> = {
	...SEARCH_AND_ACCOUNT_OPERATIONS,
	...LEAD_MANAGEMENT_OPERATIONS,
	...BUSINESS_RUN_OPERATIONS,
	...WATCH_OPERATIONS,
};
