import { BUSINESS_STATUSES } from "../../shared/place-fields";
import { INVALID_ID_CODES } from "../../shared/business-ids";
import { componentRef as ref, PROVIDER_QUERY, type OperationDoc, type QueryParamDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { EMAIL_STATUSES } from "../enrichment/enrichment.contract";
import { DATASET_SCHEMAS, DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE, MAX_UNSEEN_REFS } from "./dataset.contract";

/**
 * The OpenAPI documentation of the dataset's routes (what the route table and the params schemas
 * do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

const threeState = (what: string): QueryParamDoc => ({
	schema: { type: "boolean" },
	description: `\`true\` keeps rows that have ${what}, \`false\` those that have none; omitted does not filter; any other value is a 400.`,
});
const tag = "Business dataset";

const OPERATIONS: Record<string, OperationDoc> = {
	"GET /businesses": {
		operationId: "listBusinesses",
		tag,
		summary: "Browse the shared business dataset",
		description:
			"Rows every account's runs observed. Phone, email and website values only on rows the account owns; elsewhere presence flags. Pages by `cursor` (keyset) or by `page` (numbered, up to 500), never both.",
		status: 200,
		response: ref("BusinessListing"),
		errors: { 400: ["cursor_required"] },
		paging: "cursor-or-page",
		query: {
			provider: PROVIDER_QUERY,
			q: { schema: { type: "string", maxLength: 200 }, description: "free text over name and address (a word of 3+ letters or digits)" },
			country: { schema: { type: "string", maxLength: 500 }, description: "2-letter country code" },
			locality: { schema: { type: "string", maxLength: 500 }, description: "exact city/locality" },
			category: { schema: { type: "string", maxLength: 500 }, description: "rows with this category" },
			minRating: { schema: { type: "number", minimum: 0, maximum: 5 }, description: "rows rated at least this" },
			hasPhone: threeState("a phone"),
			hasWebsite: threeState("a website"),
			hasEmail: threeState("an email"),
			owned: threeState("already been bought by the account (it owns)"),
			emailStatus: {
				schema: { type: "array", items: ref("EmailStatus"), uniqueItems: true },
				explode: false,
				description: `comma-separated among ${EMAIL_STATUSES.join(", ")}: rows with at least one email in any of them`,
			},
			hasHours: threeState("opening hours"),
			businessStatus: {
				schema: { type: "array", items: ref("BusinessStatus"), uniqueItems: true },
				explode: false,
				description: `comma-separated among ${BUSINESS_STATUSES.join(", ")}: rows in any of them (rows whose status is unknown never match)`,
			},
			limit: { schema: { type: "integer", minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT } },
			cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page; not with `page`" },
			page: {
				schema: { type: "integer", minimum: 1, maximum: MAX_PAGE },
				description: `1-based, up to ${MAX_PAGE} (beyond: 400 \`cursor_required\`); not with \`cursor\``,
			},
		},
	},
	"POST /businesses/unlock": {
		operationId: "unlockBusinesses",
		tag,
		summary: "Unlock dataset rows into leads",
		description:
			"One credit a row, once per account: rows owned already come back in `alreadyOwned`, free. All or nothing: a balance that cannot cover the batch is a 402 and nothing is unlocked. " +
			"`id` is the provider's own: for `google` a CID or Place ID (`ChIJ…`), for `bing` a ypid (`YN114x189818795`), for `apple` a Place ID (`I` and 16 hex digits) or muid (decimal). " +
			`An id the dataset has not seen (at most ${MAX_UNSEEN_REFS} in one request) is read from its provider first and stored: one in the wrong form is a 400 (\`invalid_cid\`, \`invalid_ypid\`, \`invalid_apple_id\`), ` +
			"one the provider does not know a 404 for the whole batch, a provider that cannot be read a 503 `provider_unavailable` (retry after `Retry-After`); nothing is charged then. " +
			"No provider is read for an account with a zero balance (402 `insufficient_credits`), and at most 120 unseen ids per account in any minute (research and monitors included): " +
			"a batch needing more than is left is refused whole, 429 `rate_limit_exceeded` with `Retry-After`.",
		status: 200,
		response: ref("UnlockResult"),
		errors: {
			400: [...Object.values(INVALID_ID_CODES)],
			402: ["insufficient_credits", "subscription_inactive"],
			404: ["not_found"],
			503: ["provider_unavailable"],
		},
	},
	"GET /businesses/:cid": {
		operationId: "getBusinessByCid",
		tag,
		summary: "Resolve a business by Google CID",
		description: "The shared record, with the account's most recent research or monitor run. 404 until some run observed the CID.",
		status: 200,
		response: ref("Business"),
		errors: { 404: ["not_found"] },
	},
};

export const DATASET_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: DATASET_SCHEMAS };
