import { PROVIDERS } from "./business";
import { INVALID_ID_CODES } from "./business-ids";
import type { WebhookEventDoc } from "./webhook-events";

/**
 * What a service writes of its operations for the OpenAPI document: each service keeps the docs of
 * the routes its actions serve in its own `<service>.openapi.ts`, which only the gateway's document
 * builder imports (it gathers them).
 */

/** A JSON Schema object, as the document carries it. */
export type JsonSchema = { [keyword: string]: unknown };

/** A query parameter as documented: query values arrive as strings, which the action parses itself. */
export interface QueryParamDoc {
	schema: JsonSchema;
	description?: string;
	/** `false`: comma-separated (`a,b`); `true` (the default): repeated (`x=a&x=b`) */
	explode?: boolean;
}

/** How a list pages: the new lists by `{ data, nextCursor }`, the interface's older ones as they are. */
export type Paging = "data-cursor" | "leads-cursor" | "offset" | "cursor-or-page" | "none";

/** What a params rule cannot say of a request body field: the default the action applies when it is omitted, what it means, examples. */
export interface FieldDoc {
	description?: string;
	default?: unknown;
	examples?: unknown[];
}

/**
 * What the route table and the action's params schema do not say of an operation: its
 * summary, its answers and their codes. Request parameters come from the action's
 * fastest-validator schema; `query` and `bodyFields` only make them more precise (a query value
 * the action takes as `any` and parses; a body field's default, description and examples).
 */
export interface OperationDoc {
	operationId: string;
	tag: string;
	summary: string;
	description?: string;
	/** the success status and its body (`content` for what is not JSON) */
	status: number;
	/** a second success status with the same body (PUT: 201 created, 200 replaced) */
	alsoStatus?: number;
	response: JsonSchema;
	content?: Record<string, { schema: JsonSchema }>;
	/** error codes this operation adds to the common ones, by status */
	errors?: Record<number, string[]>;
	query?: Record<string, QueryParamDoc>;
	/**
	 * the request body's fields as documented, by name (`options.maxResults` for a nested one): merged into the schema of
	 * the action's params, which stay the truth for which fields exist and their types (a field they lack stops the build)
	 */
	bodyFields?: Record<string, FieldDoc>;
	/** the path parameters, for an operation whose action's contract does not exist yet */
	pathParams?: Record<string, JsonSchema>;
	paging?: Paging;
	/** an operation not wired into the route table yet: its scope, and whether it takes an `Idempotency-Key` */
	scope?: string;
	idempotent?: boolean;
}

/**
 * One service's share of the document: its operations by route (`"GET /searches/:id"`, as API_ROUTES keys them), the
 * component schemas they name, and the webhook events it produces by type (each body one of its components).
 */
export interface ServiceOpenApi {
	operations: Record<string, OperationDoc>;
	schemas: Record<string, JsonSchema>;
	webhooks?: Record<string, WebhookEventDoc>;
}

/** `#/components/schemas/<name>`, as an operation's answer names a component. */
export const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** The `provider` filter of the lists (`GET /v1/searches`, `/v1/leads`, `/v1/businesses`). */
export const PROVIDER_QUERY: QueryParamDoc = {
	schema: { type: "array", items: componentRef("Provider"), uniqueItems: true },
	description: `Providers to include, repeated (\`provider=google&provider=bing\`) or comma-separated (\`provider=google,bing\`); omitted means all of ${PROVIDERS.join(", ")}.`,
};

/** The `limit` and `cursor` of a list that pages by `{ data, nextCursor }`: at most `max`, `def` when omitted. */
export const cursorQuery = (max: number, def: number): Record<string, QueryParamDoc> => ({
	limit: { schema: { type: "integer", minimum: 1, maximum: max, default: def } },
	cursor: { schema: { type: "string", maxLength: 500 }, description: "`nextCursor` of the previous page" },
});

/** The `{cid}` of the runs' and monitors' routes: any provider's id, behind its provider's name. */
export const BUSINESS_KEY_PARAM: JsonSchema = {
	type: "string",
	minLength: 1,
	maxLength: 300,
	description:
		"a Google CID (`4138552958263380000`), or `<provider>:<id>`: `google:<CID or Place ID>`, `bing:<ypid>` (`bing:YN114x189818795`), `apple:<Place ID or muid>` (`apple:I7C250D2CDCB364A`)",
};
/** What a route answers for a `{cid}` not in its provider's form (by provider), or a business it does not find. */
export const BUSINESS_KEY_ERRORS: Record<number, string[]> = { 400: [...Object.values(INVALID_ID_CODES)], 404: ["not_found"] };
/** A route that may read an id the dataset has not seen from its provider: refused unpaid, within the account's quota of such lookups. */
export const unseenLookupsNote = (perMinute: number) =>
	"An account without an active subscription or a trial, or with a zero balance, is refused (402) before any provider is read. " +
	`At most ${perMinute} ids the dataset has not seen are read from their providers per account in any minute (research, monitors and unlocks together): past that, 429 \`rate_limit_exceeded\` with \`Retry-After\`. `;
