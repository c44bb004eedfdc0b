import { Closed, Count, CursorPage, DateTime, NullableRef, NullableString, Ref, StringEnum, Type, Uuid, type Static } from "../../shared/schema";
import { WebhookEventSchema } from "../../shared/webhook-events";
import type { CreateSearchParams } from "../searches/searches.contract";

/**
 * The watches' result shapes, written once: each is the schema of its OpenAPI component
 * (watches.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (watches.contract.ts re-exports both).
 */

export const WATCH_CHANGE_TYPES = ["opened", "closed", "reopened"] as const;
export type WatchChangeType = (typeof WATCH_CHANGE_TYPES)[number];
/** A run's status: its search's, or `skipped` when the account could not pay for it. */
export const WATCH_RUN_STATUSES = ["pending", "running", "completed", "failed", "canceled", "skipped"] as const;
export type WatchRunStatus = (typeof WATCH_RUN_STATUSES)[number];
/** Why a run made no search because the account could not pay; three in a row turn the watch off with the last one as `disabledReason`. */
export const UNPAID_REASONS = ["insufficient_credits", "subscription_inactive"] as const;
export const UNPAID_RUNS_TO_DISABLE = 3;
export const MAX_INTERVAL_DAYS = 90;

/** spec: the last run of a Watch (component `WatchRun`). `opened`, `closed`, `reopened`: how many changes it found. */
export const WatchRunSummarySchema = Closed(
	{
		searchId: NullableString({
			format: "uuid",
			description: "the run's search (`GET /v1/searches/{id}` shows it, with `watchId`); null when the run made none",
		}),
		status: StringEnum(WATCH_RUN_STATUSES, { description: "the search's status, or `skipped`: the account could not pay for the run, which made no search" }),
		error: NullableString({ description: "the search's error; a skipped run's `insufficient_credits` or `subscription_inactive`" }),
		startedAt: DateTime(),
		finishedAt: NullableString({ format: "date-time", description: "null while its search runs" }),
		opened: Count({ description: "businesses the run found opened (0 until its search ended and was compared)" }),
		closed: Count({ description: "businesses the run found closed" }),
		reopened: Count({ description: "businesses the run found open again" }),
	},
	"A run of a watch: an ordinary search of the account.",
);
export type WatchRunSummary = Static<typeof WatchRunSummarySchema>;

/** spec: Watch */
export const WatchSchema = Closed({
	id: Uuid(),
	// the request body's component, which the gateway derives from the searches' params schema
	query: Type.Unsafe<CreateSearchParams>({ $ref: "#/components/schemas/CreateSearchRequest", description: "the CreateSearchRequest as given" }),
	intervalDays: Type.Integer({ minimum: 1, maximum: MAX_INTERVAL_DAYS }),
	enabled: Type.Boolean(),
	disabledReason: Type.Unsafe<(typeof UNPAID_REASONS)[number] | null>({
		type: ["string", "null"],
		enum: [...UNPAID_REASONS, null],
		description: `why the service turned the watch off: ${UNPAID_RUNS_TO_DISABLE} runs in a row could not be paid. \`PATCH {"enabled": true}\` turns it on again. null otherwise`,
	}),
	nextRunAt: NullableString({ format: "date-time", description: "when the next run starts; null while the watch is disabled" }),
	lastRun: NullableRef("WatchRun", WatchRunSummarySchema, { description: "null before the first run" }),
	createdAt: DateTime(),
});
export type Watch = Static<typeof WatchSchema>;
export const WatchPageSchema = CursorPage("Watch", WatchSchema, "Watches, newest first.");

/** spec: WatchChange */
export const WatchChangeSchema = Closed({
	id: Uuid(),
	type: StringEnum(WATCH_CHANGE_TYPES),
	businessId: Uuid(),
	cid: NullableString({ description: "a Google business's CID (`GET /v1/businesses/{cid}`); null for Bing and Apple businesses" }),
	name: NullableString(),
	searchId: Uuid({ description: "the run that found it" }),
	detectedAt: DateTime(),
});
export type WatchChange = Static<typeof WatchChangeSchema>;
export const WatchChangePageSchema = CursorPage("WatchChange", WatchChangeSchema, "Changes, newest first.");

/** The webhook event a run that found changes sends (subscribable beside the search and monitor events). */
export const WATCH_CHANGED_EVENT = "watch.changed";
const changeList = () => Type.Array(Ref("WatchChange", WatchChangeSchema));
/** What `watch.changed` carries, as a webhook delivers it (its id is the run's). */
export const WatchChangedEventSchema = WebhookEventSchema(
	[WATCH_CHANGED_EVENT],
	Closed({ watchId: Uuid(), searchId: Uuid(), opened: changeList(), closed: changeList(), reopened: changeList() }),
	"the run's id: the same on every retry of the event",
);
export type WatchChangedPayload = Static<typeof WatchChangedEventSchema>;

/** The watches' components, by the names the document gives them. */
export const WATCHES_SCHEMAS = {
	WatchRun: WatchRunSummarySchema,
	Watch: WatchSchema,
	WatchChange: WatchChangeSchema,
	WatchChangedEvent: WatchChangedEventSchema,
};
