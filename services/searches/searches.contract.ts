import { currentConfig } from "../../shared/config";
import { PAGE_PARAMS, type Page, type PageParams } from "../../shared/paging";
import { PATH_ID } from "../../shared/params";
import { PROVIDERS, UUID_RE, type Provider } from "../../shared/business";
import { MAX_CHARGE_BATCH } from "../billing/billing.contract";
import { MAX_RENDER_BATCH } from "../leads/leads.contract";
import type { GeoArea } from "../../shared/geo-area";
import { PAGE_HEALTH_PARAMS, type PageHealth, type ProviderStatus } from "../../shared/provider-health";
import type { FieldDoc } from "../../shared/openapi-doc";

import {
	AREA_JSON_SCHEMA,
	QUOTE_BASES,
	QUOTE_REFUSALS,
	SEARCH_PHASES,
	SEARCH_STATUSES,
	SEARCHES_SCHEMAS,
	SearchCoverageSchema,
	SearchQuoteSchema,
	SearchSchema,
	type AreaBounds,
	type Phase,
	type Search,
	type SearchCoverage,
	type SearchFilters,
	type SearchLeadsResult,
	type SearchQuote,
	type SearchStatus,
} from "./searches.schemas";

export type { GeoArea, PageHealth, ProviderStatus };
/** The result shapes (searches.schemas.ts): each a schema of the OpenAPI document and, through `Static`, the type below. */
export {
	AREA_JSON_SCHEMA,
	QUOTE_BASES,
	QUOTE_REFUSALS,
	SEARCH_PHASES,
	SEARCH_STATUSES,
	SEARCHES_SCHEMAS,
	SearchCoverageSchema,
	SearchQuoteSchema,
	SearchSchema,
};
export type { AreaBounds, Phase, Search, SearchCoverage, SearchFilters, SearchLeadsResult, SearchQuote, SearchStatus };

/** searches: the search API, the job state machine, and every write a scraper worker makes through it. */

/** The statuses a search ends in. */
export const TERMINAL: readonly SearchStatus[] = ["completed", "failed", "canceled"];
/** How a worker ends its job. */
export const JOB_OUTCOMES = ["completed", "failed"] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

/**
 * What a search's scraper tallies as it searches the area cell by cell. It is part of the job's checkpoint, written
 * with each page in the same statement as that page's results, so a cell searched again after a crash or a lease
 * takeover counts once (its first search never reached the stored checkpoint).
 */
export interface CoverageTally {
	/** cells the provider was asked for and answered to their end (out of places, or at its cap) */
	cellsRun: number;
	/** of those, cells that hit the provider's cap and were searched again as smaller cells */
	cellsSplit: number;
	/** cells that hit the cap at the smallest cell size: places beyond the cap there stay unseen */
	cellsCappedAtMinSize: number;
	/** cells the split would have made wholly outside the area, never asked for */
	cellsSkipped: number;
	/** share of the area (0..1) whose cells were answered to the end under the cap */
	coveredShare: number;
	/** distinct places the provider answered outside the area, left out of the results */
	placesOutside: number;
}
/** The part of a scraper's checkpoint the searches service reads: the area searched and the tally. */
export interface CoverageCheckpoint {
	area: AreaBounds | null;
	tally?: CoverageTally;
}

/** Results a search asks for when the request names none. */
export const DEFAULT_MAX_RESULTS = 200;
/** The most results a search may ask for. */
export const MAX_RESULTS_LIMIT = 2000;
/** The lease a job is held under (LEADMAP_JOB_LEASE_MS), read by the searches service and by the workers alike: a worker that stays silent longer loses it. */
export function jobLeaseMs(): number {
	return currentConfig().searches.jobLeaseMs;
}
/** A job claimed more often than this (its workers kept dying) fails `worker_lost` instead of running again. */
export const MAX_JOB_ATTEMPTS = 5;
/**
 * At most this many businesses in one delivered page: a page is charged in one `billing.charge`
 * and made into leads in one `leads.ensure`, so billing's batch bound is the page's.
 */
export const MAX_PAGE_BUSINESSES = MAX_CHARGE_BATCH;
/** At most this many positions in one results window: a window is rendered in one `leads.renderResults`. */
export const MAX_RESULTS_WINDOW = MAX_RENDER_BATCH;
/** The longest error code a worker may settle a job with. */
export const MAX_JOB_ERROR_LENGTH = 100;

export interface CreateSearchParams {
	/** one term; or `keywords`, several (exactly one of the two) */
	keyword?: string;
	keywords?: string[];
	provider?: Provider;
	/** a place name; or `area`, exact coordinates (not both) */
	location?: string | null;
	area?: GeoArea;
	country?: string | null;
	lang?: string;
	filters?: SearchFilters;
	options?: { maxResults?: number; enrichEmail?: boolean; enrichSocials?: boolean };
	conversationId?: string;
}
/** The most terms one search takes. */
export const MAX_KEYWORDS = 20;
export interface ListSearchesParams {
	provider?: unknown;
}
export interface SearchIdParams {
	id: string;
}
export interface SearchLeadsParams {
	id: string;
	limit?: unknown;
	offset?: unknown;
}
/** A job as a worker holds it. `enrichEmail`/`enrichSocials` are set only when asked and the plan allows it. */
export interface Job {
	id: string;
	accountId: string;
	provider: Provider;
	keyword: string;
	keywords: string[];
	location: string | null;
	area: GeoArea | null;
	filters: SearchFilters | null;
	country: string | null;
	language: string;
	maxResults: number;
	resultCount: number;
	checkpoint: unknown;
	attempts: number;
	phase: "searching" | "enriching";
	enrichEmail: boolean;
	enrichSocials: boolean;
}
export interface ResultsWindowParams {
	accountId: string;
	searchId: string;
	afterPosition: number;
	span: number;
	leadIds?: string[] | null;
}
/** Results with positions in `(afterPosition, through]`; `done` once `through` reaches the search's last result. */
export interface ResultsWindow {
	results: ResultRef[];
	through: number;
	done: boolean;
}
/** `leadCreatedAtMs`: when the lead was made (epoch ms), kept at delivery (null where an older writer left none). */
export interface ResultRef {
	leadId: string;
	businessId: string;
	position: number;
	leadCreatedAtMs: number | null;
}
export interface ClaimParams {
	provider: Provider;
	workerId: string;
}
export interface JobRef {
	id: string;
	workerId: string;
}
/**
 * What a page needs of a business the worker has put into the shared dataset: `keyword`, the index of
 * the term that found it (several terms); `filtered`, the search's filters leave it out.
 */
export interface PageBusiness {
	id: string;
	provider: string;
	keyword?: number;
	filtered?: boolean;
}
/** `health`: what the worker parsed since its last page (shared/provider-health.ts), into its provider's drift state. */
export interface DeliverPageParams extends JobRef {
	businesses: PageBusiness[];
	checkpoint: unknown;
	health?: PageHealth;
}
/** `provider`: the provider's state after the page's health was counted (when it carried some), for the worker's gauges. */
export interface DeliverPageResult {
	resultCount: number;
	stop: boolean;
	cancelRequested: boolean;
	provider?: ProviderStatus;
}
/** The reads a scraper makes outside searches (`lookup`, `reviews`), whose answers count toward its provider's health too. */
export const HEALTH_READS = ["lookup", "reviews"] as const;
export type HealthRead = (typeof HEALTH_READS)[number];
/**
 * What a scraper's reads parsed since its last report (batched: docs/provider-drift.md), into the provider's
 * drift state. `example`: a read that showed it (its request id, never a body), kept if the provider drifts.
 */
export interface RecordProviderHealthParams {
	provider: Provider;
	health: PageHealth;
	example?: { requestId: string; read: HealthRead };
}
/** A provider whose layout changed, and why it is said to (internal: /ready's `degraded`, runs). */
export interface DriftingProvider {
	provider: string;
	since: string | null;
	summary: string;
}
export interface HeartbeatResult {
	cancelRequested: boolean;
}
export interface FinalizeParams extends JobRef {
	outcome: JobOutcome;
	error?: string | null;
}
/** Why a worker gives a job back: its process stopping (no attempt spent) or an error of its own (the attempt counts). */
export const RELEASE_REASONS = ["shutdown", "error"] as const;
export interface ReleaseJobParams extends JobRef {
	reason: (typeof RELEASE_REASONS)[number];
}
export interface SearchCreatedEvent {
	provider: Provider;
}
/** A running job went back to its provider's queue. */
export type SearchReleasedEvent = SearchCreatedEvent;

/** A search as operators see it: whose it is, what it holds, who works on it, and the search made by retrying it. */
export interface OperatorSearch extends Search {
	accountId: string;
	reserved: number;
	attempts: number;
	cancelRequested: boolean;
	leaseOwner: string | null;
	leaseExpiresAt: string | null;
	startedAt: string | null;
	finishedAt: string | null;
	/** the search `searches.retryFailed` made of this one, once it has */
	retriedAs: string | null;
}
export interface ListAllSearchesParams extends PageParams {
	accountId?: string;
	status?: SearchStatus;
	provider?: Provider;
}
/** `replayed`: the failed search had been retried already, and this is that retry (no second reservation). */
export interface RetryResult {
	retryOf: string;
	search: OperatorSearch;
	replayed: boolean;
}
/** Search jobs waiting for a worker and running, by provider; `oldestPendingAt`: the longest wait. */
export interface QueueDepth {
	provider: Provider;
	pending: number;
	running: number;
	oldestPendingAt: string | null;
}

const id = PATH_ID;
const provider = { type: "enum", values: [...PROVIDERS] } as const;
const workerId = { type: "string", min: 1, max: 200 } as const;
const jobRef = { id: "uuid", workerId } as const;
const position = { type: "number", integer: true, min: 0 } as const;

const term = { type: "string", trim: true, min: 1, max: 200 } as const;
/** The body of POST /v1/searches, and of POST /v1/searches/quote (`area` checked by shared/geo-area.ts, one of keyword/keywords by the service). */
const CREATE_SEARCH_PARAMS = {
	$$strict: true,
	keyword: { ...term, optional: true },
	keywords: { type: "array", items: term, min: 1, max: MAX_KEYWORDS, optional: true },
	area: { type: "any", optional: true, jsonSchema: AREA_JSON_SCHEMA },
	filters: {
		type: "object",
		optional: true,
		strict: true,
		props: {
			categories: { type: "array", items: { type: "string", trim: true, min: 1, max: 200 }, min: 1, max: 50, optional: true },
			minRating: { type: "number", min: 1, max: 5, optional: true },
			skipClosed: { type: "boolean", optional: true },
		},
	},
	provider: { ...provider, optional: true },
	location: { type: "string", trim: true, max: 200, optional: true, nullable: true },
	country: { type: "string", pattern: /^[A-Za-z]{2}$/, optional: true, nullable: true },
	lang: { type: "string", min: 2, max: 10, optional: true },
	options: {
		type: "object",
		optional: true,
		strict: true,
		props: {
			maxResults: { type: "number", integer: true, min: 0, max: MAX_RESULTS_LIMIT, optional: true },
			enrichEmail: { type: "boolean", optional: true },
			enrichSocials: { type: "boolean", optional: true },
		},
	},
	conversationId: { type: "uuid", optional: true },
} as const;

/**
 * What the rules above cannot say of the body's fields: the defaults search-request.ts applies, and examples. The
 * OpenAPI document shows them on every body that is a search request (searches, quotes, watches).
 */
export const CREATE_SEARCH_FIELDS: Record<string, FieldDoc> = {
	keyword: { description: "what to search for, as on the map", examples: ["dentists"] },
	keywords: {
		description: "several terms at once, each business once (with the terms that found it as `matchedKeywords`)",
		examples: [["dentist", "orthodontist"]],
	},
	provider: { default: "google" },
	location: { description: "a city, region, address or postal code; omitted with `area` or for the whole world", examples: ["Lyon"] },
	country: { description: "ISO 3166-1 alpha-2", examples: ["FR"] },
	lang: { default: "en", description: "the language the map is asked in" },
	"options.maxResults": { default: DEFAULT_MAX_RESULTS, description: "results at most, each a reserved credit; 0 uses the default" },
};

/** A watch's run as a search: its id (named by the watch and the due time, so a run made again is the same search) and the query. */
export interface WatchRunRequest {
	searchId: string;
	watchId: string;
	accountId: string;
	query: CreateSearchParams;
}
/** What became of a watch's run: a search (`search`), or none because the account could not pay (`refusal`: a 402 code) or the query was refused (a 4xx code). */
export interface WatchRunStart {
	searchId: string;
	search: { status: SearchStatus; createdAt: string } | null;
	refusal: string | null;
}
/** Most runs started in one `searches.startWatchRuns`, and searches read in one `searches.watchRuns`. */
export const MAX_WATCH_RUN_BATCH = 500;
/**
 * A watch's search as the watch reads it: its status, and once it has ended, what it saw. `exhaustive`: it completed
 * having searched its whole area (below `maxResults`, its reservation never short, no cell capped at the smallest
 * size), so a business it did not see is not there. `results` and `filtered`: the businesses it delivered and those
 * its filters left out (ended searches only, when asked).
 */
export interface WatchRunSearch {
	id: string;
	status: SearchStatus;
	error: string | null;
	createdAt: string;
	finishedAt: string | null;
	exhaustive: boolean;
	results?: string[];
	filtered?: string[];
}
export interface WatchRunsParams {
	ids: string[];
	seen?: boolean;
}
/** A watch's search ended: the watches service records what it saw now, not at its next poll. */
export interface WatchRunEndedEvent {
	searchId: string;
	watchId: string;
}

/** The params schema of each action (fastest-validator), used by the action itself. */
export const SEARCHES_PARAMS = {
	create: CREATE_SEARCH_PARAMS,
	/** a quote takes exactly the body of a create, checked by the same rules */
	quote: CREATE_SEARCH_PARAMS,
	list: { $$strict: true, provider: { type: "any", optional: true } },
	get: { $$strict: true, id },
	coverage: { $$strict: true, id },
	leads: { $$strict: true, id, limit: { type: "any", optional: true }, offset: { type: "any", optional: true } },
	cancel: { $$strict: true, id },
	remove: { $$strict: true, id },
	claimNextJob: { provider, workerId },
	heartbeat: jobRef,
	releaseJob: { ...jobRef, reason: { type: "enum", values: [...RELEASE_REASONS] } },
	deliverPage: {
		...jobRef,
		businesses: {
			type: "array",
			max: MAX_PAGE_BUSINESSES,
			items: {
				type: "object",
				props: {
					id: "uuid",
					provider,
					keyword: { type: "number", integer: true, min: 0, max: MAX_KEYWORDS - 1, optional: true },
					filtered: { type: "boolean", optional: true },
				},
			},
		},
		checkpoint: { type: "any", optional: true },
		health: { ...PAGE_HEALTH_PARAMS, optional: true },
	},
	resultsWindow: {
		accountId: "uuid",
		searchId: "uuid",
		afterPosition: position,
		span: { type: "number", integer: true, min: 1, max: MAX_RESULTS_WINDOW },
		// any 8-4-4-4-12 hex id, as an export's `leadIds` takes them (fastest-validator's uuid refuses unknown versions and variants)
		leadIds: { type: "array", items: { type: "string", pattern: UUID_RE }, optional: true, nullable: true },
	},
	finalize: {
		...jobRef,
		outcome: { type: "enum", values: [...JOB_OUTCOMES] },
		error: { type: "string", max: MAX_JOB_ERROR_LENGTH, optional: true, nullable: true },
	},
	created: { provider },
	listAll: {
		$$strict: true,
		...PAGE_PARAMS,
		accountId: { type: "uuid", optional: true },
		status: { type: "enum", values: [...SEARCH_STATUSES], optional: true },
		provider: { ...provider, optional: true },
	},
	inspect: { $$strict: true, id: "uuid" },
	cancelAny: { $$strict: true, id: "uuid" },
	retryFailed: { $$strict: true, id: "uuid" },
	queues: { $$strict: true },
	providerStatus: { $$strict: true },
	driftingProviders: { $$strict: true },
	recordProviderHealth: {
		$$strict: true,
		provider,
		health: PAGE_HEALTH_PARAMS,
		example: {
			type: "object",
			optional: true,
			strict: true,
			props: { requestId: { type: "string", pattern: /^\S{1,200}$/ }, read: { type: "enum", values: [...HEALTH_READS] } },
		},
	},
	/** the body a watch takes its query from, checked as a create would check it */
	check: CREATE_SEARCH_PARAMS,
	startWatchRuns: {
		$$strict: true,
		runs: {
			type: "array",
			min: 1,
			max: MAX_WATCH_RUN_BATCH,
			items: { type: "object", strict: true, props: { searchId: "uuid", watchId: "uuid", accountId: "uuid", query: { type: "object" } } },
		},
	},
	watchRuns: { $$strict: true, ids: { type: "array", items: "uuid", max: MAX_WATCH_RUN_BATCH }, seen: { type: "boolean", optional: true } },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** Starts a search, its credits reserved (gateway: POST /v1/searches). */
		"searches.create": Action<CreateSearchParams, Search>;
		/** What creating this search would reserve and bring, without creating it (gateway: POST /v1/searches/quote). */
		"searches.quote": Action<CreateSearchParams, SearchQuote>;
		/** The account's recent searches (gateway: GET /v1/searches). */
		"searches.list": Action<ListSearchesParams, { data: Search[] }>;
		/** One of the account's searches (gateway: GET /v1/searches/:id). */
		"searches.get": Action<SearchIdParams, Search>;
		/** How well a search covered its area (gateway: GET /v1/searches/:id/coverage). */
		"searches.coverage": Action<SearchIdParams, SearchCoverage>;
		/** A page of a search's leads (gateway: GET /v1/searches/:id/leads). */
		"searches.leads": Action<SearchLeadsParams, SearchLeadsResult>;
		/** Asks a search to stop (gateway: POST /v1/searches/:id/cancel). */
		"searches.cancel": Action<SearchIdParams, { ok: true }>;
		/** Deletes a search that has ended (gateway: DELETE /v1/searches/:id). */
		"searches.remove": Action<SearchIdParams, { ok: true }>;
		/** Operator: every account's searches, newest first, by account, status and provider. */
		"searches.listAll": Action<ListAllSearchesParams, Page<OperatorSearch>>;
		/** Operator: any search, with its account, reservation and lease. */
		"searches.inspect": Action<SearchIdParams, OperatorSearch>;
		/** Operator: cancels any search that has not ended (409 `search_not_cancelable` once it has). */
		"searches.cancelAny": Action<SearchIdParams, OperatorSearch>;
		/**
		 * Operator: a failed search again, as a new search with the same query for the same account, its
		 * credits reserved anew. Once per failed search: a second retry answers the first one's search.
		 */
		"searches.retryFailed": Action<SearchIdParams, RetryResult>;
		/** Operator: search jobs pending and running, by provider. */
		"searches.queues": Action<undefined, QueueDepth[]>;
		/** Operator: each provider's health and drift state (docs/provider-drift.md). */
		"searches.providerStatus": Action<undefined, ProviderStatus[]>;
		/**
		 * Scraper: what its reads (`lookup`, `reviews`) parsed since its last report, counted into the provider's drift
		 * state as a page's health is (400 `invalid_body` on counts that contradict each other); the state after it.
		 */
		"searches.recordProviderHealth": Action<RecordProviderHealthParams, ProviderStatus>;
		/** The providers drifting now (internal: /ready's `degraded`, runs' warnings). */
		"searches.driftingProviders": Action<undefined, DriftingProvider[]>;
		/** Worker: the next job of a provider, leased to the worker; null when none waits. */
		"searches.claimNextJob": Action<ClaimParams, Job | null>;
		/** Worker: extends the lease (fails `lease_lost` once the worker no longer holds it). */
		"searches.heartbeat": Action<JobRef, HeartbeatResult>;
		/** Worker: gives the job back without ending it: its lease ends now (only its holder can release it); a shutdown spends no attempt. */
		"searches.releaseJob": Action<ReleaseJobParams, { ok: true }>;
		/** Worker: a page of businesses, charged and made into leads and results. */
		"searches.deliverPage": Action<DeliverPageParams, DeliverPageResult>;
		/** The next results of an account's search, in order (exports read through this). */
		"searches.resultsWindow": Action<ResultsWindowParams, ResultsWindow>;
		/** Worker: ends the search phase; the search then enriches its results (its own lane) or ends. Null when it had ended already. */
		"searches.finalize": Action<FinalizeParams, Search | null>;
		/** Watches: refuses a body as POST /v1/searches would (the same 400s), before any account is looked at. */
		"searches.check": Action<CreateSearchParams, { ok: true }>;
		/**
		 * Watches: each run an ordinary search of its account (reservation, caps, refund), named by `searchId`: a run
		 * started again answers its search, made and funded once. A run the account cannot pay makes no search.
		 * A run that failed otherwise is left out of the answer (the caller tries it again).
		 */
		"searches.startWatchRuns": Action<{ runs: WatchRunRequest[] }, { runs: WatchRunStart[] }>;
		/** Watches: their searches' status, and what the ended ones saw (`seen`). */
		"searches.watchRuns": Action<WatchRunsParams, WatchRunSearch[]>;
	}
	interface Events {
		/** A search was made: idle workers of its provider poll at once. */
		"searches.created": SearchCreatedEvent;
		/** A running job was given back (its worker stopped): idle workers of its provider claim it at once. */
		"searches.released": SearchReleasedEvent;
		/** A watch's search ended. */
		"searches.watchRunEnded": WatchRunEndedEvent;
	}
}
