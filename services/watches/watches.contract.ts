import { PAGE_PARAMS, type PageParams } from "../../shared/paging";
import { PATH_ID } from "../../shared/params";
import type { PlanName } from "../billing/billing.contract";
import { SEARCHES_PARAMS, type CreateSearchParams } from "../searches/searches.contract";
import type { Static } from "../../shared/schema";
import {
	MAX_INTERVAL_DAYS,
	UNPAID_REASONS,
	UNPAID_RUNS_TO_DISABLE,
	WATCH_CHANGE_TYPES,
	WATCH_RUN_STATUSES,
	WATCHES_SCHEMAS,
	WATCH_CHANGED_EVENT,
	WatchChangedEventSchema,
	type Watch,
	type WatchChange,
	type WatchChangedPayload,
	type WatchChangePageSchema,
	type WatchChangeType,
	type WatchPageSchema,
	type WatchRunStatus,
	type WatchRunSummary,
} from "./watches.schemas";

/** watches: area watches (DESIGN §10), a search run on a schedule that reports the businesses opened and closed in its area. */

/** The change types, run statuses and result shapes (watches.schemas.ts): each shape a schema of the OpenAPI document and, through `Static`, the type below. */
export { MAX_INTERVAL_DAYS, UNPAID_REASONS, UNPAID_RUNS_TO_DISABLE, WATCH_CHANGE_TYPES, WATCH_RUN_STATUSES, WATCHES_SCHEMAS };
export type { Watch, WatchChange, WatchChangeType, WatchRunStatus, WatchRunSummary };
/** The webhook event a run that found changes sends, and its payload (`WatchChangedEvent` in the OpenAPI document). */
export { WATCH_CHANGED_EVENT, WatchChangedEventSchema };
export type { WatchChangedPayload };
/** A page of the account's watches, `{ data, nextCursor }`. */
export type WatchPage = Static<typeof WatchPageSchema>;
/** A page of what a watch's runs found. */
export type WatchChangePage = Static<typeof WatchChangePageSchema>;

export function isUnpaid(refusal: string | null): boolean {
	return (UNPAID_REASONS as readonly (string | null)[]).includes(refusal);
}

/** Watches an account may have, by plan (without a plan: lite's); every watch counts, enabled or not. */
export const WATCHES_CAP: Record<PlanName, number> = { lite: 5, pro: 50, max: 500 };
export function watchesCapOf(plan: PlanName | null): number {
	return WATCHES_CAP[plan ?? "lite"];
}

export const DEFAULT_INTERVAL_DAYS = 7;
/** The public lists' page size: default and most. */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

/** A watch as operators see it: whose it is, its claim, and how much it has seen and found. */
export interface OperatorWatch extends Watch {
	accountId: string;
	updatedAt: string;
	lastDueAt: string | null;
	/** a run claimed whose search is not known to exist yet */
	pendingDueAt: string | null;
	claimedBy: string | null;
	/** the run whose search has not been recorded yet */
	activeRunId: string | null;
	/** unpaid runs in a row */
	unpaidRuns: number;
	/** the baseline is made (the first run that completed) */
	baselined: boolean;
	/** businesses the runs have seen, and of them those reported closed */
	places: number;
	closedPlaces: number;
	changes: number;
	runs: number;
}

export type CreateWatchParams = CreateSearchParams & { intervalDays?: number; enabled?: boolean };
export interface WatchIdParams {
	id: string;
}
export interface UpdateWatchParams {
	id: string;
	intervalDays?: number;
	enabled?: boolean;
}
export interface PageQuery {
	limit?: string;
	cursor?: string;
}
export interface ListChangesParams extends WatchIdParams, PageQuery {
	type?: string;
}
export interface OperatorListParams extends PageParams {
	accountId?: string;
	enabled?: boolean;
}

const queryString = { type: "string", optional: true, max: 500 } as const;
const intervalDays = { type: "number", integer: true, min: 1, max: MAX_INTERVAL_DAYS, optional: true } as const;
const BY_ID = { $$strict: true, id: PATH_ID } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const WATCHES_PARAMS = {
	/** a CreateSearchRequest (the searches contract's own rules) plus the schedule */
	create: { ...SEARCHES_PARAMS.create, intervalDays, enabled: { type: "boolean", optional: true } },
	list: { $$strict: true, limit: queryString, cursor: queryString },
	get: BY_ID,
	update: { $$strict: true, id: PATH_ID, intervalDays, enabled: { type: "boolean", optional: true } },
	remove: BY_ID,
	changes: { $$strict: true, id: PATH_ID, type: queryString, limit: queryString, cursor: queryString },
	run: BY_ID,
	operatorList: { $$strict: true, ...PAGE_PARAMS, accountId: { type: "uuid", optional: true }, enabled: { type: "boolean", optional: true } },
	operatorShow: { $$strict: true, id: "uuid" },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** POST /v1/watches: a watch, its first run started at once when enabled (201). */
		"watches.create": Action<CreateWatchParams, Watch>;
		/** GET /v1/watches: the account's watches, newest first. */
		"watches.list": Action<PageQuery, WatchPage>;
		/** GET /v1/watches/{id} */
		"watches.get": Action<WatchIdParams, Watch>;
		/** PATCH /v1/watches/{id}: interval and enabled. */
		"watches.update": Action<UpdateWatchParams, Watch>;
		/** DELETE /v1/watches/{id}: no more runs; its searches and leads stay. */
		"watches.remove": Action<WatchIdParams, { ok: true }>;
		/** GET /v1/watches/{id}/changes: what its runs found, newest first. */
		"watches.changes": Action<ListChangesParams, WatchChangePage>;
		/** POST /v1/watches/{id}/run: a run now (202); 409 `watch_run_in_progress` while one is pending or running. */
		"watches.run": Action<WatchIdParams, { ok: true }>;
		/** Operator: watches of any account, newest first, by account and enabled. */
		"watches.operatorList": Action<OperatorListParams, { data: OperatorWatch[]; total: number; limit: number; offset: number }>;
		/** Operator: one watch with its claim and what it has seen. */
		"watches.operatorShow": Action<WatchIdParams, OperatorWatch>;
	}
	interface Events {
		/** Watches fell due now (a run asked for, one enabled): every scheduler claims at once, not at its next poll. */
		"watches.due": { watches: number };
	}
}
