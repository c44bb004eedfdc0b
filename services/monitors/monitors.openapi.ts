import {
	BUSINESS_KEY_ERRORS,
	BUSINESS_KEY_PARAM,
	componentRef as ref,
	cursorQuery,
	unseenLookupsNote,
	type OperationDoc,
	type ServiceOpenApi,
} from "../../shared/openapi-doc";
import { UNSEEN_LOOKUPS_PER_MINUTE } from "../dataset/dataset.contract";
import { BusinessChangePageSchema, MonitorPageSchema } from "./monitors.schemas";
import { BUSINESS_CHANGED_EVENT, DEFAULT_INTERVAL_DAYS, DEFAULT_PAGE, MAX_INTERVAL_DAYS, MAX_PAGE, MONITORS_CAP, MONITORS_SCHEMAS } from "./monitors.contract";

/**
 * The OpenAPI documentation of the monitors' routes (what the route table and the params schemas
 * do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

const tag = "Business runs";
/** A monitor route: a business key (as research's), which the dataset must already hold except on PUT */
const MONITOR_OF = { errors: BUSINESS_KEY_ERRORS, pathParams: { cid: BUSINESS_KEY_PARAM } };
const caps = (["lite", "pro", "max"] as const).map((plan) => MONITORS_CAP[plan].toLocaleString("en"));

const OPERATIONS: Record<string, OperationDoc> = {
	"PUT /businesses/:cid/monitor": {
		operationId: "putMonitor",
		tag,
		summary: "Monitor a business",
		description:
			"One subscription per account and business: 201 when created, 200 when changed. Each check costs 1 credit; the first runs at once as the baseline. " +
			"Each check reads the business again from its own provider. A business the dataset has not seen is read from its provider first, as research does " +
			"(404 when the provider does not know the id, 503 `provider_unavailable` when it cannot be read). " +
			unseenLookupsNote(UNSEEN_LOOKUPS_PER_MINUTE) +
			`An account may have at most ${caps[0]} monitors on the lite plan, ${caps[1]} on pro and ${caps[2]} on max, enabled or not (409 \`limit_reached\` for a new one; changing one is always allowed). ` +
			"A monitor whose checks could not be paid three times in a row is turned off (`enabled: false`, `disabledReason`); a PUT turns it on again.",
		status: 201,
		alsoStatus: 200,
		response: ref("BusinessMonitorSubscription"),
		...MONITOR_OF,
		errors: {
			...BUSINESS_KEY_ERRORS,
			402: ["insufficient_credits", "subscription_inactive"],
			409: ["limit_reached"],
			429: ["rate_limit_exceeded"],
			503: ["provider_unavailable"],
		},
		bodyFields: {
			intervalDays: { default: DEFAULT_INTERVAL_DAYS, description: "days between checks" },
			enabled: { default: true, description: "false keeps the subscription without checks" },
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
		response: MonitorPageSchema,
		paging: "data-cursor",
		query: cursorQuery(MAX_PAGE, DEFAULT_PAGE),
	},
	"GET /businesses/:cid/changes": {
		operationId: "listBusinessChanges",
		tag,
		summary: "What the monitor checks found",
		description:
			"A `phone` or `website` change of a business the account does not own (has no lead of) shows `before` and `after` as null; once the account owns it, its earlier changes show their values.",
		status: 200,
		response: BusinessChangePageSchema,
		...MONITOR_OF,
		paging: "data-cursor",
		query: cursorQuery(MAX_PAGE, DEFAULT_PAGE),
	},
};

/** A check's changes, as the document shows their delivery (the body: BusinessChangedEventSchema). */
const WEBHOOKS = {
	[BUSINESS_CHANGED_EVENT]: {
		operationId: "onBusinessChanged",
		summary: "A monitored business changed",
		body: "BusinessChangedEvent",
		description:
			"Sent to each enabled endpoint subscribed to `business.changed` when a monitor check finds differences. A `phone` or `website` change of a business the account did not own when the check ran has `before` and `after` as null.",
	},
};

export const MONITORS_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: MONITORS_SCHEMAS, webhooks: WEBHOOKS };
