import { currentConfig } from "../../shared/config";
import { PAGE_PARAMS, type Page, type PageParams } from "../../shared/paging";
import { PATH_ID } from "../../shared/params";
import type { Provider } from "../../shared/business";
import type { PlanName, PurchaseEachResult } from "../billing/billing.contract";
import { REVIEWS_SORTS, type ReviewsSort } from "../scrapers/scrapers.contract";
import {
	RUN_KINDS,
	RUN_STATUSES,
	RUNS_SCHEMAS,
	type BusinessReviewsResponse,
	type BusinessRun,
	type BusinessRunPageSchema,
	type ReviewItem,
	type ReviewItemPageSchema,
	type RunKind,
	type RunStatus,
} from "./runs.schemas";
import type { Static } from "../../shared/schema";

/** An ISO 8601 date, or date and time with its zone (`2026-01-31`, `2026-01-31T08:00:00Z`). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;
import type { BusinessRunSummary } from "../dataset/dataset.contract";

/** runs: business runs (research runs and monitor checks, DESIGN §9) as durable billed jobs, and the reviews behind them. */

/** The kinds, statuses and result shapes (runs.schemas.ts): each shape a schema of the OpenAPI document and, through `Static`, the type below. */
export { RUN_KINDS, RUN_STATUSES, RUNS_SCHEMAS };
export type { BusinessReviewsResponse, BusinessRun, ReviewItem, RunKind, RunStatus };
export const RUN_TERMINAL: readonly RunStatus[] = ["completed", "failed", "canceled"];
/**
 * Where a run stands: the next step to do. A research run goes lookup → enrich → reviews →
 * analysis → done; a monitor check lookup → done. A resumed run starts at its step, so
 * nothing done is done (or written) twice.
 */
export const RUN_STEPS = ["lookup", "enrich", "reviews", "analysis", "done"] as const;
export type RunStep = (typeof RUN_STEPS)[number];

export type { BusinessRunSummary };

/** What research costs (DESIGN §9): the run, plus owning the business (free when owned already). */
export const RESEARCH_CREDITS = 5;
export const OWNERSHIP_CREDITS = 1;
/** What one monitor check costs. */
export const MONITOR_CHECK_CREDITS = 1;
export const runKey = (runId: string) => `run:${runId}`;
export const refundKey = (runId: string) => `refund:${runId}`;

export const DEFAULT_MAX_REVIEWS = 200;
export const MIN_MAX_REVIEWS = 10;
export const MAX_MAX_REVIEWS = 1000;
export const DEFAULT_RUNS_PAGE = 20;
export const MAX_RUNS_PAGE = 100;
/** A shared signal younger than this, with the analyzer's current version, is reused rather than made again. */
export const SIGNAL_FRESH_MS = 7 * 24 * 3600_000;
/** At most this many checks in one createMonitorChecks. */
export const MAX_MONITOR_CHECKS = 500;
/**
 * How many of an account's runs of each kind run at once, by plan (without a plan: lite's); more wait
 * `pending`. Research runs and monitor checks count apart, each in a lane of its own.
 */
export const RUNNING_RUNS_CAP: Record<PlanName, number> = { lite: 2, pro: 5, max: 20 };
export function runningRunCapOf(plan: PlanName | null): number {
	return RUNNING_RUNS_CAP[plan ?? "lite"];
}
/** A run claimed more often than this (its workers kept dying) fails `worker_lost`. */
export const MAX_RUN_ATTEMPTS = 5;

/** The lease a run is held under: the same as a search's (LEADMAP_JOB_LEASE_MS); the runs service's own workers hold it. */
export function runLeaseMs(): number {
	return currentConfig().searches.jobLeaseMs;
}

export interface ResearchParams {
	cid: string;
	maxReviews?: number;
	reviewsSort?: ReviewsSort;
	reviewsSince?: string;
}
export interface BusinessRunsParams {
	cid: string;
	kind?: string;
	limit?: string;
	cursor?: string;
}
export interface RunIdParams {
	id: string;
}
export interface CidParams {
	cid: string;
}
export interface ReviewItemsParams {
	cid: string;
	limit?: string;
	cursor?: string;
}
/** A page of the account's runs on a business, `{ data, nextCursor }`. */
export type BusinessRunPage = Static<typeof BusinessRunPageSchema>;
/** A page of the reviews behind the signal. */
export type ReviewItemPage = Static<typeof ReviewItemPageSchema>;

export interface LatestOfParams {
	accountId: string;
	businessId: string;
}
export interface MonitorCheck {
	accountId: string;
	businessId: string;
	subscriptionId: string;
}
export interface CreateMonitorChecksParams {
	checks: MonitorCheck[];
}
/** A check that could not be paid is made `failed` with billing's reason. */
export interface CreatedMonitorCheck {
	subscriptionId: string;
	runId: string;
	status: "pending" | "failed";
	error: PurchaseEachResult["results"][number]["error"];
}
export interface RunsWakeEvent {
	provider: Provider;
}

/** A run as operators see it. */
export interface OperatorRun extends BusinessRun {
	accountId: string;
	provider: Provider;
	providerBusinessId: string;
	maxReviews: number;
	subscriptionId: string | null;
	step: RunStep;
	attempts: number;
	cancelRequested: boolean;
	leaseOwner: string | null;
	leaseExpiresAt: string | null;
	startedAt: string | null;
	finishedAt: string | null;
}
export interface ListAllRunsParams extends PageParams {
	accountId?: string;
	status?: RunStatus;
	kind?: RunKind;
}

const queryValue = { type: "string", optional: true, max: 500 } as const;
/** The params schema of each action (fastest-validator), used by the action itself. */
export const RUNS_PARAMS = {
	research: {
		$$strict: true,
		cid: PATH_ID,
		maxReviews: { type: "number", integer: true, min: MIN_MAX_REVIEWS, max: MAX_MAX_REVIEWS, optional: true },
		reviewsSort: { type: "enum", values: [...REVIEWS_SORTS], optional: true },
		reviewsSince: { type: "string", pattern: ISO_DATE, optional: true },
	},
	businessRuns: { $$strict: true, cid: PATH_ID, kind: queryValue, limit: queryValue, cursor: queryValue },
	get: { $$strict: true, id: PATH_ID },
	cancel: { $$strict: true, id: PATH_ID },
	reviews: { $$strict: true, cid: PATH_ID },
	reviewItems: { $$strict: true, cid: PATH_ID, limit: queryValue, cursor: queryValue },
	latestOf: { accountId: "uuid", businessId: "uuid" },
	createMonitorChecks: {
		checks: { type: "array", max: MAX_MONITOR_CHECKS, items: { type: "object", props: { accountId: "uuid", businessId: "uuid", subscriptionId: "uuid" } } },
	},
	listAll: {
		$$strict: true,
		...PAGE_PARAMS,
		accountId: { type: "uuid", optional: true },
		status: { type: "enum", values: [...RUN_STATUSES], optional: true },
		kind: { type: "enum", values: [...RUN_KINDS], optional: true },
	},
	inspect: { $$strict: true, id: "uuid" },
	cancelAny: { $$strict: true, id: "uuid" },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** Starts a research run, billed at creation (gateway: POST /v1/businesses/:cid/research). */
		"runs.research": Action<ResearchParams, BusinessRun>;
		/** The account's runs of a business, newest first (gateway: GET /v1/businesses/:cid/runs). */
		"runs.businessRuns": Action<BusinessRunsParams, BusinessRunPage>;
		/** One of the account's runs (gateway: GET /v1/runs/:id). */
		"runs.get": Action<RunIdParams, BusinessRun>;
		/** Asks a run to stop (gateway: POST /v1/runs/:id/cancel). */
		"runs.cancel": Action<RunIdParams, { ok: true }>;
		/** The account's analysis of a business and the shared signal (gateway: GET /v1/businesses/:cid/reviews). */
		"runs.reviews": Action<CidParams, BusinessReviewsResponse>;
		/** The reviews behind the signal (gateway: GET /v1/businesses/:cid/reviews/items). */
		"runs.reviewItems": Action<ReviewItemsParams, ReviewItemPage>;
		/** The account's newest run of a business, of either kind (dataset's `latestRun`). */
		"runs.latestOf": Action<LatestOfParams, BusinessRunSummary | null>;
		/** Monitors' scheduler: one billed `monitor` run per check; one that cannot be paid is made `failed`, nothing charged. */
		"runs.createMonitorChecks": Action<CreateMonitorChecksParams, { runs: CreatedMonitorCheck[] }>;
		/** Operator: every account's runs, newest first. */
		"runs.listAll": Action<ListAllRunsParams, Page<OperatorRun>>;
		/** Operator: any run, with its account, step and lease. */
		"runs.inspect": Action<RunIdParams, OperatorRun>;
		/** Operator: cancels any run that has not ended (409 `run_not_cancelable` once it has). */
		"runs.cancelAny": Action<RunIdParams, OperatorRun>;
	}
	interface Events {
		/** A run is waiting (made, or given back): idle run workers of its provider claim at once. */
		"runs.wake": RunsWakeEvent;
	}
}
