import { componentRef as ref, cursorQuery, type OperationDoc, type ServiceOpenApi } from "../../shared/openapi-doc";
import { CREATE_SEARCH_FIELDS } from "../searches/searches.contract";
import { WatchChangePageSchema, WatchPageSchema } from "./watches.schemas";
import {
	DEFAULT_INTERVAL_DAYS,
	DEFAULT_PAGE,
	MAX_INTERVAL_DAYS,
	MAX_PAGE,
	WATCH_CHANGE_TYPES,
	WATCH_CHANGED_EVENT,
	WATCHES_CAP,
	WATCHES_SCHEMAS,
} from "./watches.contract";

/**
 * The OpenAPI documentation of the watches' routes (DESIGN §10: what the route table and the params
 * schemas do not say), and the components their answers name. Only the gateway's document builder
 * imports this file; it gathers every service's.
 */

const tag = "Watches";
const NF = { 404: ["not_found"] };
const PAY = { 402: ["insufficient_credits", "subscription_inactive"] };
const byId = { pathParams: { id: { type: "string" } } };
const caps = Object.entries(WATCHES_CAP)
	.map(([plan, cap]) => `${cap.toLocaleString("en")} on ${plan}`)
	.join(", ");

const OPERATIONS: Record<string, OperationDoc> = {
	"POST /watches": {
		operationId: "createWatch",
		tag,
		summary: "Watch an area",
		description:
			"A saved search run on a schedule that tells what changed in its area: the body of `POST /v1/searches` (checked by the same rules, the same 400s), " +
			`plus \`intervalDays\` (1..${MAX_INTERVAL_DAYS}, default ${DEFAULT_INTERVAL_DAYS}) and \`enabled\` (default true). The first run starts at once and is the baseline: it reports no change. ` +
			"Each run is an ordinary search of the account (reservation, caps, refund of what it does not use; its results are new leads), which charges only for businesses the account does not own yet. " +
			"A run that cannot be paid is `skipped` for that interval; after three in a row the watch is turned off (`disabledReason`). " +
			`An account may have at most ${caps} watches, enabled or not (409 \`limit_reached\`). Creating an enabled watch needs an active or trialing account with credits (402).`,
		status: 201,
		response: ref("Watch"),
		errors: { 400: ["invalid_area"], ...PAY, ...NF, 409: ["limit_reached"] },
		bodyFields: {
			...CREATE_SEARCH_FIELDS,
			intervalDays: { default: DEFAULT_INTERVAL_DAYS, description: "days between runs" },
			enabled: { default: true, description: "false keeps the watch without runs" },
		},
	},
	"GET /watches": {
		operationId: "listWatches",
		tag,
		summary: "The account's watches",
		status: 200,
		response: WatchPageSchema,
		paging: "data-cursor",
		query: cursorQuery(MAX_PAGE, DEFAULT_PAGE),
	},
	"GET /watches/:id": { operationId: "getWatch", tag, summary: "Get a watch", status: 200, response: ref("Watch"), errors: NF, ...byId },
	"PATCH /watches/:id": {
		operationId: "updateWatch",
		tag,
		summary: "Change a watch's interval, or turn it on or off",
		description:
			"A new interval moves the next run to the last one plus the new interval. Turning a watch on needs an active or trialing account with credits (402); " +
			"a watch that never ran runs at once, one turned off by unpaid runs goes on from where it was.",
		status: 200,
		response: ref("Watch"),
		errors: { ...PAY, ...NF },
		...byId,
	},
	"DELETE /watches/:id": {
		operationId: "deleteWatch",
		tag,
		summary: "Delete a watch",
		description: "No more runs; its searches and their leads stay the account's.",
		status: 200,
		response: ref("Ok"),
		errors: NF,
		...byId,
	},
	"GET /watches/:id/changes": {
		operationId: "listWatchChanges",
		tag,
		summary: "What the watch's runs found",
		description:
			"`opened`: a business in the area no earlier run saw; `closed`: one an earlier run saw that its provider now marks closed (temporarily or permanently), " +
			"or that two runs in a row did not find where it was; `reopened`: one reported closed seen open again. Only a run that completed below `maxResults` can find a business missing; " +
			"a capped, failed or canceled run reports `opened` only. A business a search filter left out still counts as seen.",
		status: 200,
		response: WatchChangePageSchema,
		errors: NF,
		...byId,
		paging: "data-cursor",
		query: {
			type: { schema: { type: "string", enum: [...WATCH_CHANGE_TYPES] }, description: "only changes of this type" },
			...cursorQuery(MAX_PAGE, DEFAULT_PAGE),
		},
	},
	"POST /watches/:id/run": {
		operationId: "runWatch",
		tag,
		summary: "Run a watch now",
		description:
			"Starts a run at once (202), disabled watch or not; `nextRunAt` is unchanged. 409 `watch_run_in_progress` while a run is pending or running. " +
			"Needs an active or trialing account with credits (402).",
		status: 202,
		response: ref("Ok"),
		errors: { ...PAY, ...NF, 409: ["watch_run_in_progress"] },
		...byId,
	},
};

/** A run's changes, as the document shows their delivery (the body: WatchChangedEventSchema). */
const WEBHOOKS = {
	[WATCH_CHANGED_EVENT]: {
		operationId: "onWatchChanged",
		summary: "A watch's run found changes",
		body: "WatchChangedEvent",
		description:
			"Sent to each enabled endpoint subscribed to `watch.changed` after a run of a watch that found businesses opened, closed or reopened in its area.",
	},
};

export const WATCHES_OPENAPI: ServiceOpenApi = { operations: OPERATIONS, schemas: WATCHES_SCHEMAS, webhooks: WEBHOOKS };
