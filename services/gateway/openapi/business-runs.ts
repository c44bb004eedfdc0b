import { INVALID_ID_CODES } from "../../../shared/business-ids";
import type { JsonSchema } from "./fastest-validator-schema";
import { BUSINESS_KEY_PARAM as businessKey, cursorQuery, type OperationDoc } from "../../../shared/openapi-doc";
import { closed, cursorPageOf, ref } from "./schemas";

/**
 * Monitors: what the route table and the monitors service's params schemas do not say (the runs'
 * routes are in runs.openapi.ts). `body`/`query`/`pathParams` only make a parameter more precise.
 */

const uuid = { type: "string", format: "uuid" } as const;
const dateTime = { type: "string", format: "date-time" } as const;
/** What the monitors' answers carry to name their business again in a path. */
const businessKeyOut = {
	type: "string",
	description: "the business as paths take it, `<provider>:<id>` (`google:4138552958263380000`, `bing:YN114x189818795`, `apple:I7C250D2CDCB364A`)",
};
export const BUSINESS_RUN_SCHEMAS: Record<string, JsonSchema> = {
	BusinessMonitorSubscription: closed({
		id: uuid,
		businessId: uuid,
		businessKey: businessKeyOut,
		intervalDays: { type: "integer", minimum: 1 },
		enabled: { type: "boolean" },
		disabledReason: {
			type: ["string", "null"],
			enum: ["insufficient_credits", "subscription_inactive", null],
			description: "why the service turned the monitor off: three checks in a row could not be paid. A PUT turns it on again. null otherwise",
		},
		nextCheckAt: dateTime,
		createdAt: dateTime,
		updatedAt: dateTime,
	}),
	BusinessChange: closed({
		id: uuid,
		runId: uuid,
		businessKey: businessKeyOut,
		field: { type: "string" },
		before: { description: "the value the check before saw; null for a `phone` or `website` change of a business the account does not own (has no lead of)" },
		after: { description: "the value this check saw; null for a `phone` or `website` change of a business the account does not own (has no lead of)" },
		detectedAt: dateTime,
	}),
};

const NF = { 404: ["not_found"] };
/** a runs route whose `{cid}` is not a business key (a decimal CID, or `<provider>:<id>` in its provider's form), or whose `{id}` is not a uuid */
const BAD_CID = { 400: [...Object.values(INVALID_ID_CODES)], ...NF };
const BAD_ID = { 400: ["invalid_id"], ...NF };
const PAY = { 402: ["insufficient_credits", "subscription_inactive"], ...NF };
/** A route that may read an id the dataset has not seen from its provider: within the account's quota of such lookups. */
const LOOKUPS = { 429: ["rate_limit_exceeded"] };
const BEFORE_LOOKUP =
	"An account without an active subscription or a trial, or with a zero balance, is refused (402) before any provider is read. " +
	"At most 120 ids the dataset has not seen are read from their providers per account in any minute (research, monitors and unlocks together): past that, 429 `rate_limit_exceeded` with `Retry-After`. ";
/** A monitor route: a business key (as research's), which the dataset must already hold except on PUT */
const MONITOR_OF = { errors: BAD_CID, pathParams: { cid: businessKey } };
const tag = "Business runs";

export const BUSINESS_RUN_OPERATIONS: Record<string, OperationDoc> = {
	"PUT /businesses/:cid/monitor": {
		operationId: "putMonitor",
		tag,
		summary: "Monitor a business",
		description:
			"One subscription per account and business: 201 when created, 200 when changed. Each check costs 1 credit; the first runs at once as the baseline. " +
			"Each check reads the business again from its own provider. A business the dataset has not seen is read from its provider first, as research does " +
			"(404 when the provider does not know the id, 503 `provider_unavailable` when it cannot be read). " +
			BEFORE_LOOKUP +
			"An account may have at most 100 monitors on the lite plan, 1,000 on pro and 10,000 on max, enabled or not (409 `limit_reached` for a new one; changing one is always allowed). " +
			"A monitor whose checks could not be paid three times in a row is turned off (`enabled: false`, `disabledReason`); a PUT turns it on again.",
		status: 201,
		alsoStatus: 200,
		response: ref("BusinessMonitorSubscription"),
		errors: { ...PAY, ...BAD_CID, ...LOOKUPS, 409: ["limit_reached"], 503: ["provider_unavailable"] },
		pathParams: { cid: businessKey },
		body: {
			type: "object",
			additionalProperties: false,
			properties: { intervalDays: { type: "integer", minimum: 1, maximum: 365, default: 7 }, enabled: { type: "boolean", default: true } },
		},
	},
	"GET /businesses/:cid/monitor": {
		operationId: "getMonitor",
		tag,
		summary: "The monitor of a business",
		status: 200,
		response: ref("BusinessMonitorSubscription"),
		...MONITOR_OF,
	},
	"DELETE /businesses/:cid/monitor": {
		operationId: "deleteMonitor",
		tag,
		summary: "Stop monitoring a business",
		status: 200,
		response: ref("Ok"),
		...MONITOR_OF,
	},
	"GET /monitors": {
		operationId: "listMonitors",
		tag,
		summary: "The account's monitors",
		status: 200,
		response: cursorPageOf(ref("BusinessMonitorSubscription"), "Monitors."),
		paging: "data-cursor",
		query: cursorQuery(100, 20),
	},
	"GET /businesses/:cid/changes": {
		operationId: "listBusinessChanges",
		tag,
		summary: "What the monitor checks found",
		status: 200,
		response: cursorPageOf(ref("BusinessChange"), "Changes, newest first."),
		description:
			"A `phone` or `website` change of a business the account does not own (has no lead of) shows `before` and `after` as null; once the account owns it, its earlier changes show their values.",
		...MONITOR_OF,
		paging: "data-cursor",
		query: cursorQuery(100, 20),
	},
};
