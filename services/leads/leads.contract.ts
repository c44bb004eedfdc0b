import { BULK_ID, PATH_ID } from "../../shared/params";
import { MAX_CHARGE_BATCH } from "../billing/billing.contract";
import {
	LEAD_STATUSES,
	LEADS_SCHEMAS,
	LeadSchema,
	MAX_NOTE_LENGTH,
	MAX_TAG_LENGTH,
	MAX_TAGS,
	type Lead,
	type LeadList,
	type LeadStatus,
} from "./leads.schemas";

/** The result shapes (leads.schemas.ts): each a schema of the OpenAPI document and, through `Static`, the type below. */
export { LEAD_STATUSES, LEADS_SCHEMAS, LeadSchema, MAX_NOTE_LENGTH, MAX_TAG_LENGTH, MAX_TAGS };
export type { Lead, LeadStatus };

/** leads: every lead an account owns, from searches and from dataset unlocks. */

/** How a lead came to be: delivered by a search, or bought from the dataset. */
export const LEAD_SOURCES = ["search", "unlock"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** A lead made or found by `leads.ensure`: `createdAt` is exact (ISO 8601 UTC, microseconds), for callers that keep it. */
export interface EnsuredLead {
	id: string;
	createdAt: string;
}

/**
 * At most this many businesses in one `leads.ensure`: a search page or an unlock, each paid for
 * in one billing charge or spend first, so billing's batch bound is ours.
 */
export const MAX_ENSURE_BATCH = MAX_CHARGE_BATCH;
/** At most this many leads in one render (a page of results, an export batch). */
export const MAX_RENDER_BATCH = 5000;

export interface EnsureLeadsParams {
	accountId: string;
	searchId: string | null;
	source: LeadSource;
	businesses: { id: string; provider: string }[];
}
/** The leads by business id. */
export interface EnsureLeadsResult {
	leads: Record<string, EnsuredLead>;
}
/** Leads by id, read from the account's leads (ids it does not own are left out). */
export interface RenderLeadsParams {
	accountId: string;
	leadIds: string[];
	searchId?: string | null;
}
/**
 * Leads of a search's results as `searches.resultsWindow` gives them: the three arrays go together,
 * one entry per lead. `createdAtMs[i]` is the lead's creation time (epoch ms) kept at delivery; such
 * leads are not read again, and the caller answers for them being the account's. A null is read as usual.
 */
export interface RenderResultsParams {
	accountId: string;
	searchId: string;
	leadIds: string[];
	businessIds: string[];
	createdAtMs: (number | null)[];
}
/**
 * What the account's leads are filtered by, as the query string (or an export's JSON body) gives it:
 * `status` any of (repeated or comma-separated), `tag` all of (repeated), `hasEmail` true or false,
 * `q` words that must each appear in the name or the domain, `createdAfter` (inclusive) and
 * `createdBefore` (exclusive) ISO 8601 times.
 */
export interface LeadFilterParams {
	provider?: unknown;
	status?: unknown;
	tag?: unknown;
	hasEmail?: unknown;
	q?: unknown;
	createdAfter?: unknown;
	createdBefore?: unknown;
}
export interface ListLeadsParams extends LeadFilterParams {
	limit?: string | number;
	cursor?: string;
}
export type ListLeadsResult = LeadList;
export interface LeadIdParams {
	id: string;
}
/** A field left out is left as it is; `tags` replaces the whole array (a tag left out is removed); `note: null` clears it. */
export interface UpdateLeadParams {
	id: string;
	status?: LeadStatus;
	tags?: string[];
	note?: string | null;
}
/** Where a filtered walk through the account's leads stands: the last lead read (its creation time, exact, and id). */
export interface LeadPosition {
	t: string;
	id: string;
}
/** A batch of the account's leads for an export, in listing order, after `after`. */
export interface FilteredBatchParams {
	accountId: string;
	filters: LeadFilterParams;
	after: LeadPosition | null;
	limit: number;
}
/** `next` is null when no lead is left. */
export interface FilteredBatchResult {
	leads: Lead[];
	next: LeadPosition | null;
}
export interface OwnsParams {
	accountId: string;
	businessId: string;
}

const accountId = "uuid" as const;
const filterParams = {
	provider: { type: "any", optional: true },
	status: { type: "any", optional: true },
	tag: { type: "any", optional: true },
	hasEmail: { type: "any", optional: true },
	q: { type: "any", optional: true },
	createdAfter: { type: "any", optional: true },
	createdBefore: { type: "any", optional: true },
} as const;
/** A tag: 1 to 40 characters, not only spaces, no control characters. */
const TAG = { type: "string", min: 1, max: MAX_TAG_LENGTH, pattern: /^[^\S\u0000-\u001f\u007f]*[^\s\u0000-\u001f\u007f][^\u0000-\u001f\u007f]*$/ } as const;
const leadIds = { type: "array", items: BULK_ID, max: MAX_RENDER_BATCH } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const LEADS_PARAMS = {
	list: {
		$$strict: true,
		limit: { type: "any", optional: true },
		cursor: { type: "string", optional: true, max: 500 },
		...filterParams,
	},
	get: { $$strict: true, id: PATH_ID },
	update: {
		$$strict: true,
		id: PATH_ID,
		status: { type: "enum", values: [...LEAD_STATUSES], optional: true },
		tags: { type: "array", optional: true, max: MAX_TAGS, unique: true, items: TAG },
		note: { type: "string", optional: true, nullable: true, max: MAX_NOTE_LENGTH, pattern: /^[^\u0000]*$/ },
	},
	filteredBatch: {
		accountId,
		filters: { type: "object", strict: true, props: filterParams },
		after: { type: "object", nullable: true, props: { t: "string", id: "uuid" } },
		limit: { type: "number", integer: true, min: 1, max: MAX_RENDER_BATCH },
	},
	ensure: {
		accountId,
		searchId: { type: "uuid", nullable: true },
		source: { type: "enum", values: [...LEAD_SOURCES] },
		businesses: { type: "array", max: MAX_ENSURE_BATCH, items: { type: "object", props: { id: "uuid", provider: "string" } } },
	},
	render: { accountId, leadIds, searchId: { type: "uuid", optional: true, nullable: true } },
	owns: { accountId, businessId: "uuid" },
	renderResults: {
		accountId,
		searchId: "uuid",
		leadIds,
		businessIds: { type: "array", items: BULK_ID, max: MAX_RENDER_BATCH },
		createdAtMs: { type: "array", items: { type: "number", integer: true, nullable: true }, max: MAX_RENDER_BATCH },
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** The account's leads, newest first, a cursor page at a time (gateway: GET /v1/leads). */
		"leads.list": Action<ListLeadsParams, ListLeadsResult>;
		/** One of the account's leads (gateway: GET /v1/leads/:id). */
		"leads.get": Action<LeadIdParams, Lead>;
		/** Sets a lead's status, tags or note (gateway: PATCH /v1/leads/:id); answers the lead as it now is. */
		"leads.update": Action<UpdateLeadParams, Lead>;
		/** The next batch of the account's leads that match the filters (an account-wide export reads them this way). */
		"leads.filteredBatch": Action<FilteredBatchParams, FilteredBatchResult>;
		/** The account's leads of these businesses, made where missing (one per account and business). */
		"leads.ensure": Action<EnsureLeadsParams, EnsureLeadsResult>;
		/** Leads in the order asked; ids the account does not own are left out. */
		"leads.render": Action<RenderLeadsParams, Lead[]>;
		/** Whether the account owns the business: it has a lead of it, which it paid for once (a search's result or an unlock). */
		"leads.owns": Action<OwnsParams, { owned: boolean }>;
		/** Leads of a search's results in the order given, their rows as kept at delivery where known. */
		"leads.renderResults": Action<RenderResultsParams, Lead[]>;
	}
}
