import { SEARCHES_PARAMS } from "../../searches/searches.contract";
import { MAX_INTERVAL_DAYS, UNPAID_REASONS, UNPAID_RUNS_TO_DISABLE, WATCH_CHANGE_TYPES, WATCH_RUN_STATUSES, WATCHES_CAP } from "../../watches/watches.contract";
import { objectSchema, type JsonSchema, type Rules } from "./fastest-validator-schema";
import { cursorQuery, type OperationDoc } from "../../../shared/openapi-doc";
import { closed, cursorPageOf, ref } from "./schemas";

/** Area watches (DESIGN §10): what the route table and the watches service's params schemas do not say. */

const uuid = { type: "string", format: "uuid" } as const;
const dateTime = { type: "string", format: "date-time" } as const;
const count = { type: "integer", minimum: 0 } as const;
const nullable = (schema: JsonSchema) => ({ ...schema, type: [schema.type, "null"] });

export const WATCH_SCHEMAS: Record<string, JsonSchema> = {
	CreateSearchRequest: { ...objectSchema(SEARCHES_PARAMS.create as unknown as Rules), description: "The body of `POST /v1/searches`." },
	WatchRun: closed(
		{
			searchId: { ...nullable(uuid), description: "the run's search (`GET /v1/searches/{id}` shows it, with `watchId`); null when the run made none" },
			status: {
				type: "string",
				enum: [...WATCH_RUN_STATUSES],
				description: "the search's status, or `skipped`: the account could not pay for the run, which made no search",
			},
			error: { type: ["string", "null"], description: "the search's error; a skipped run's `insufficient_credits` or `subscription_inactive`" },
			startedAt: dateTime,
			finishedAt: { ...nullable(dateTime), description: "null while its search runs" },
			opened: { ...count, description: "businesses the run found opened (0 until its search ended and was compared)" },
			closed: { ...count, description: "businesses the run found closed" },
			reopened: { ...count, description: "businesses the run found open again" },
		},
		undefined,
		"A run of a watch: an ordinary search of the account.",
	),
	Watch: closed({
		id: uuid,
		query: { ...ref("CreateSearchRequest"), description: "the CreateSearchRequest as given" },
		intervalDays: { type: "integer", minimum: 1, maximum: MAX_INTERVAL_DAYS },
		enabled: { type: "boolean" },
		disabledReason: {
			type: ["string", "null"],
			enum: [...UNPAID_REASONS, null],
			description: `why the service turned the watch off: ${UNPAID_RUNS_TO_DISABLE} runs in a row could not be paid. \`PATCH {"enabled": true}\` turns it on again. null otherwise`,
		},
		nextRunAt: { ...nullable(dateTime), description: "when the next run starts; null while the watch is disabled" },
		lastRun: { anyOf: [ref("WatchRun"), { type: "null" }], description: "null before the first run" },
		createdAt: dateTime,
	}),
	WatchChange: closed({
		id: uuid,
		type: { type: "string", enum: [...WATCH_CHANGE_TYPES] },
		businessId: uuid,
		cid: { type: ["string", "null"], description: "a Google business's CID (`GET /v1/businesses/{cid}`); null for Bing and Apple businesses" },
		name: { type: ["string", "null"] },
		searchId: { ...uuid, description: "the run that found it" },
		detectedAt: dateTime,
	}),
};

const tag = "Watches";
const NF = { 404: ["not_found"] };
const PAY = { 402: ["insufficient_credits", "subscription_inactive"] };
const byId = { pathParams: { id: { type: "string" } } };
const caps = Object.entries(WATCHES_CAP)
	.map(([plan, cap]) => `${cap.toLocaleString("en")} on ${plan}`)
	.join(", ");

export const WATCH_OPERATIONS: Record<string, OperationDoc> = {
	"POST /watches": {
		operationId: "createWatch",
		tag,
		summary: "Watch an area",
		description:
			"A saved search run on a schedule that tells what changed in its area: the body of `POST /v1/searches` (checked by the same rules, the same 400s), " +
			`plus \`intervalDays\` (1..${MAX_INTERVAL_DAYS}, default 7) and \`enabled\` (default true). The first run starts at once and is the baseline: it reports no change. ` +
			"Each run is an ordinary search of the account (reservation, caps, refund of what it does not use; its results are new leads), which charges only for businesses the account does not own yet. " +
			"A run that cannot be paid is `skipped` for that interval; after three in a row the watch is turned off (`disabledReason`). " +
			`An account may have at most ${caps} watches, enabled or not (409 \`limit_reached\`). Creating an enabled watch needs an active or trialing account with credits (402).`,
		status: 201,
		response: ref("Watch"),
		errors: { 400: ["invalid_area"], ...PAY, ...NF, 409: ["limit_reached"] },
	},
	"GET /watches": {
		operationId: "listWatches",
		tag,
		summary: "The account's watches",
		status: 200,
		response: cursorPageOf(ref("Watch"), "Watches, newest first."),
		paging: "data-cursor",
		query: cursorQuery(100, 20),
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
		response: cursorPageOf(ref("WatchChange"), "Changes, newest first."),
		errors: NF,
		...byId,
		paging: "data-cursor",
		query: { type: { schema: { type: "string", enum: [...WATCH_CHANGE_TYPES] }, description: "only changes of this type" }, ...cursorQuery(100, 20) },
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
