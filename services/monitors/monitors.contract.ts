import type { PlanName } from "../billing/billing.contract";
import type { Static } from "../../shared/schema";
import {
	BUSINESS_CHANGED_EVENT,
	BusinessChangedEventSchema,
	DISABLED_REASONS,
	MONITORED_FIELDS,
	MONITORS_SCHEMAS,
	type BusinessChange,
	type BusinessChangedPayload,
	type BusinessChangePageSchema,
	type BusinessMonitorSubscription,
	type MonitorPageSchema,
} from "./monitors.schemas";

/** monitors: accounts' subscriptions to a business's change checks, the scheduler that makes the checks, and what they found. */

/** The result shapes (monitors.schemas.ts): each a schema of the OpenAPI document and, through `Static`, the type below. */
export { DISABLED_REASONS, MONITORED_FIELDS, MONITORS_SCHEMAS };
export type { BusinessChange, BusinessMonitorSubscription };
/** The webhook event a check with changes sends, and its payload (`BusinessChangedEvent` in the OpenAPI document). */
export { BUSINESS_CHANGED_EVENT, BusinessChangedEventSchema };
export type { BusinessChangedPayload };
/** A page of the account's subscriptions, `{ data, nextCursor }`. */
export type MonitorPage = Static<typeof MonitorPageSchema>;
/** A page of what the account's checks found. */
export type BusinessChangePage = Static<typeof BusinessChangePageSchema>;

export interface MonitoredFields {
	name: string | null;
	phone: string | null;
	website: string | null;
	address: string | null;
	hours: Array<{ day: string; hours: string[] }>;
	businessStatus: "operational" | "closed_temporarily" | "closed_permanently" | null;
	rating: number | null;
	reviewCount: number | null;
	categories: string[];
}
/** A change as the store keeps it; the API adds the business's key (BusinessChange). */
export type StoredChange = Omit<BusinessChange, "businessKey">;
// "monitors.recordCheck": Action<{ runId: string; accountId: string; businessId: string; subscriptionId: string; fields: MonitoredFields }, { changes: BusinessChange[] }>
//    idempotent per runId (a retried check writes its changes once); compares with the subscription's last observation
//    (none: the baseline, no changes), stores this one as the last, writes change rows, and when there are changes
//    enqueues the webhook event `business.changed` with data { business, runId, changes } for the account.

/** Monitor subscriptions an account may have, by plan (without a plan: lite's); every subscription counts, enabled or not. */
export const MONITORS_CAP: Record<PlanName, number> = { lite: 100, pro: 1_000, max: 10_000 };
export function monitorsCapOf(plan: PlanName | null): number {
	return MONITORS_CAP[plan ?? "lite"];
}
/** A subscription whose checks could not be paid this many times in a row is turned off. */
export const UNPAID_CHECKS_TO_DISABLE = 3;

/** An account's subscription as operators see it: whose it is, its last check and observation. */
export interface OperatorMonitor extends Omit<BusinessMonitorSubscription, "businessKey"> {
	accountId: string;
	/** null when the business row is gone (filled in by the service) */
	businessKey: string | null;
	cid: string | null;
	lastRunId: string | null;
	lastDueAt: string | null;
	lastObservedAt: string | null;
	lastObservation: MonitoredFields | null;
	/** a check claimed whose run is not known to exist yet */
	pendingDueAt: string | null;
	changes: number;
}

export interface PutMonitorParams {
	cid: string;
	intervalDays?: number;
	enabled?: boolean;
}
export interface CidParams {
	cid: string;
}
export interface PageQuery {
	limit?: string;
	cursor?: string;
}
export interface ListChangesParams extends CidParams, PageQuery {}
/** `warnings`: the check's, carried by its `business.changed` event (`provider_layout_changed`: its changes may be the layout's, not the business's) */
export interface RecordCheckParams {
	runId: string;
	accountId: string;
	businessId: string;
	subscriptionId: string;
	fields: MonitoredFields;
	warnings?: string[];
}
export interface OperatorListParams {
	accountId?: string;
	enabled?: boolean;
	limit?: number;
	offset?: number;
}
export interface OperatorShowParams {
	id: string;
}

export const DEFAULT_INTERVAL_DAYS = 7;
export const MAX_INTERVAL_DAYS = 365;
/** The public lists' page size: default and most. */
export const DEFAULT_PAGE = 20;
export const MAX_PAGE = 100;

const text = (max: number) => ({ type: "string", max, nullable: true }) as const;
const queryString = { type: "string", optional: true, max: 500 } as const;

const BY_CID = { $$strict: true, cid: { type: "string", min: 1, max: 300 } } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const MONITORS_PARAMS = {
	put: {
		$$strict: true,
		cid: { type: "string", min: 1, max: 300 },
		intervalDays: { type: "number", integer: true, min: 1, max: MAX_INTERVAL_DAYS, optional: true },
		enabled: { type: "boolean", optional: true },
	},
	get: BY_CID,
	remove: BY_CID,
	list: { $$strict: true, limit: queryString, cursor: queryString },
	changes: { $$strict: true, cid: { type: "string", min: 1, max: 300 }, limit: queryString, cursor: queryString },
	recordCheck: {
		runId: "uuid",
		accountId: "uuid",
		businessId: "uuid",
		subscriptionId: "uuid",
		warnings: { type: "array", items: { type: "string", max: 100 }, max: 10, optional: true },
		fields: {
			type: "object",
			strict: "remove",
			props: {
				name: text(1000),
				phone: text(100),
				website: text(2048),
				address: text(2000),
				hours: {
					type: "array",
					max: 14,
					items: { type: "object", props: { day: { type: "string", max: 40 }, hours: { type: "array", max: 12, items: { type: "string", max: 100 } } } },
				},
				businessStatus: { type: "enum", values: ["operational", "closed_temporarily", "closed_permanently"], nullable: true },
				rating: { type: "number", nullable: true },
				reviewCount: { type: "number", integer: true, nullable: true },
				categories: { type: "array", max: 100, items: { type: "string", max: 300 } },
			},
		},
	},
	operatorList: {
		$$strict: true,
		accountId: { type: "uuid", optional: true },
		enabled: { type: "boolean", optional: true },
		limit: { type: "number", integer: true, min: 1, max: 500, optional: true },
		offset: { type: "number", integer: true, min: 0, optional: true },
	},
	operatorShow: { $$strict: true, id: "uuid" },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** PUT /v1/businesses/{cid}/monitor: subscribes (201) or replaces the subscription (200); free. */
		"monitors.put": Action<PutMonitorParams, BusinessMonitorSubscription>;
		/** GET /v1/businesses/{cid}/monitor */
		"monitors.get": Action<CidParams, BusinessMonitorSubscription>;
		/** DELETE /v1/businesses/{cid}/monitor: no more checks; the changes found stay readable. */
		"monitors.remove": Action<CidParams, { ok: true }>;
		/** GET /v1/monitors: the account's subscriptions, newest first. */
		"monitors.list": Action<PageQuery, MonitorPage>;
		/** GET /v1/businesses/{cid}/changes: what the account's checks found, newest first. */
		"monitors.changes": Action<ListChangesParams, BusinessChangePage>;
		/**
		 * The run worker: a monitor check read the business. Idempotent per runId (a retried check writes its changes once);
		 * compares with the subscription's last observation (none: the baseline, no changes), stores this one as the last,
		 * writes change rows, and when there are changes enqueues the webhook event `business.changed` with
		 * data { business, runId, changes } for the account.
		 */
		"monitors.recordCheck": Action<RecordCheckParams, { changes: BusinessChange[] }>;
		/** Operator: subscriptions, newest first, by account and enabled. */
		"monitors.operatorList": Action<OperatorListParams, { data: OperatorMonitor[]; total: number; limit: number; offset: number }>;
		/** Operator: one subscription with its last observation. */
		"monitors.operatorShow": Action<OperatorShowParams, OperatorMonitor>;
	}
	interface Events {
		/** Subscriptions fell due now (a new one's baseline): every scheduler claims at once, not at its next poll. */
		"monitors.due": { subscriptions: number };
	}
}
