import { escapeLike, SqlParams as Params } from "../../shared/sql-params";
import { query, uuidArray } from "../../shared/db";
import type { Provider } from "../../shared/business";
import { placeFieldsOf } from "../../shared/place-fields";
import type { BusinessLeadView } from "../dataset/dataset.contract";
import type { EnsuredLead, Lead, LeadPosition, LeadSource, LeadStatus, UpdateLeadParams } from "./leads.contract";
import { readsBusinesses, type LeadFilters } from "./lead-filters";

export interface LeadRow {
	id: string;
	account_id: string;
	business_id: string;
	provider: Provider;
	search_id: string | null;
	source: LeadSource;
	/** ISO 8601 UTC, made by PostgreSQL (parsing thousands of timestamps per export costs more than it should) */
	created_at_iso: string;
	/** PostgreSQL's own text of the timestamp, exact to the microsecond: the keyset cursor */
	created_at_text: string;
	status: LeadStatus;
	tags: string[];
	note: string | null;
}

/** What the account's sales work wrote on a lead. */
export type ManagedFields = Pick<LeadRow, "status" | "tags" | "note">;

const CREATED_AT_ISO = `to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at_iso`;
const RENDER_COLUMNS = `l.id, l.business_id, l.search_id, l.status, l.tags, l.note, ${CREATED_AT_ISO}`;
const LEAD_COLUMNS = `l.id, l.account_id, l.business_id, l.provider, l.search_id, l.source, l.status, l.tags, l.note,
	l.created_at::text AS created_at_text, ${CREATED_AT_ISO}`;

const ENSURED_CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;

/** Whether the account has a lead of the business. */
export async function ownsBusiness(accountId: string, businessId: string): Promise<boolean> {
	const rows = await query("SELECT 1 FROM leads WHERE account_id = $1 AND business_id = $2", [accountId, businessId]);
	return rows.length > 0;
}

/**
 * Leads are unique per account and business: a business delivered again keeps its first lead. Keyed by business id.
 * Rows are inserted in business id order, so concurrent batches (an unlock, search pages) wait for each other
 * instead of deadlocking.
 */
export async function ensureLeads(
	accountId: string,
	searchId: string | null,
	source: LeadSource,
	businesses: { id: string; provider: string }[],
): Promise<{ leads: Map<string, EnsuredLead>; written: number }> {
	if (!businesses.length) return { leads: new Map(), written: 0 };
	// Rows inserted by the CTE are invisible to the second SELECT (same snapshot): together they are every lead
	// asked for, but for one a concurrent batch committed after the snapshot was taken (the insert waited for it).
	const rows = await query<{ id: string; business_id: string; created_at: string; written: boolean }>(
		`WITH wanted AS (SELECT b.id, b.provider FROM jsonb_to_recordset($4::jsonb) AS b(id uuid, provider text)),
		inserted AS (
			INSERT INTO leads (id, account_id, business_id, provider, search_id, source)
			SELECT gen_random_uuid(), $1, id, provider, $2, $3 FROM wanted ORDER BY id
			ON CONFLICT (account_id, business_id) DO NOTHING RETURNING id, business_id, created_at),
		found AS (
			SELECT id, business_id, created_at, true AS written FROM inserted
			UNION ALL
			SELECT l.id, l.business_id, l.created_at, false FROM leads l JOIN wanted w ON w.id = l.business_id WHERE l.account_id = $1)
		SELECT id, business_id, ${ENSURED_CREATED_AT}, written FROM found`,
		[accountId, searchId, source, JSON.stringify(businesses)],
	);
	const leads = new Map(rows.map((r) => [r.business_id, { id: r.id, createdAt: r.created_at }]));
	const late = businesses.filter((b) => !leads.has(b.id)).map((b) => b.id);
	if (late.length) {
		const more = await query<{ id: string; business_id: string; created_at: string }>(
			`SELECT id, business_id, ${ENSURED_CREATED_AT} FROM leads WHERE account_id = $1 AND business_id = ANY($2::uuid[])`,
			[accountId, uuidArray(late)],
		);
		for (const r of more) leads.set(r.business_id, { id: r.id, createdAt: r.created_at });
	}
	return { leads, written: rows.filter((r) => r.written).length };
}

/** What rendering a lead reads of its row; without the managed fields, the lead is as it was made (`new`, untagged). */
export type RenderRow = Pick<LeadRow, "id" | "business_id" | "search_id" | "created_at_iso"> & Partial<ManagedFields>;

/** The account's leads among `ids`. */
export async function leadsByIds(accountId: string, ids: string[]): Promise<RenderRow[]> {
	if (!ids.length) return [];
	return query<RenderRow>(
		`SELECT ${RENDER_COLUMNS} FROM leads l WHERE l.account_id = $1 AND l.id = ANY($2::uuid[])`,
		[accountId, uuidArray(ids)],
		"leads.byIds",
	);
}

/**
 * The managed fields of those of `ids` someone has changed, by id: the others are as made. Read through
 * leads_managed_idx (the same predicate), which holds only changed leads, so a search's export
 * pays next to nothing for leads nobody touched.
 */
export async function managedFields(accountId: string, ids: string[]): Promise<Map<string, ManagedFields>> {
	if (!ids.length) return new Map();
	// No account_id in the WHERE: with it the planner may walk the account's leads through another index.
	const rows = await query<ManagedFields & { id: string; account_id: string }>(
		`SELECT l.id, l.account_id, l.status, l.tags, l.note FROM leads l
		 WHERE l.id = ANY($1::uuid[]) AND (l.status <> 'new' OR l.tags <> '{}' OR l.note IS NOT NULL)`,
		[uuidArray(ids)],
		"leads.managed",
	);
	return new Map(rows.filter((r) => r.account_id === accountId).map(({ id, status, tags, note }) => [id, { status, tags, note }]));
}

/** The WHERE conditions of a filter set (ANDed), against `leads l` and, where needed, `businesses b`. */
function filterConditions(params: Params, accountId: string, f: LeadFilters): string[] {
	const where = [`l.account_id = ${params.add(accountId)}`, `l.provider = ANY(${params.add(f.providers)}::text[])`];
	if (f.statuses) where.push(`l.status = ANY(${params.add(f.statuses)}::text[])`);
	// `tags <> '{}'` lets the planner use the partial index leads_tags_idx.
	if (f.tags.length) where.push(`l.tags <> '{}' AND l.tags @> ${params.add(f.tags)}::text[]`);
	if (f.createdAfter) where.push(`l.created_at >= ${params.add(f.createdAfter)}::timestamptz`);
	if (f.createdBefore) where.push(`l.created_at < ${params.add(f.createdBefore)}::timestamptz`);
	if (f.hasEmail !== null) where.push(f.hasEmail ? "b.email_count > 0" : "b.email_count = 0");
	for (const word of f.words) {
		const like = params.add(`%${escapeLike(word)}%`);
		where.push(`(b.name ILIKE ${like} OR b.domain ILIKE ${like})`);
	}
	return where;
}

/**
 * The account's leads that match, newest first, after `after`. The business's row is joined only for
 * the filters on it (DESIGN §3 keeps businesses to the dataset service; as its listing reads `leads`
 * to say what an account owns, this reads `businesses` to filter, and renders through dataset.leadViews).
 */
export async function filteredLeads(accountId: string, f: LeadFilters, limit: number, after: LeadPosition | null): Promise<LeadRow[]> {
	const params = new Params();
	const where = filterConditions(params, accountId, f);
	if (after) where.push(`(l.created_at, l.id) < (${params.add(after.t)}::timestamptz, ${params.add(after.id)}::uuid)`);
	const join = readsBusinesses(f) ? "JOIN businesses b ON b.id = l.business_id" : "";
	return query<LeadRow>(
		`SELECT ${LEAD_COLUMNS} FROM leads l ${join}
		 WHERE ${where.join(" AND ")}
		 ORDER BY l.created_at DESC, l.id DESC LIMIT ${params.add(limit)}`,
		params.values,
	);
}

/** Writes the fields given; null when the account has no such lead. */
export async function updateLead(accountId: string, change: UpdateLeadParams): Promise<RenderRow | null> {
	const rows = await query<RenderRow>(
		`UPDATE leads l SET
			status = coalesce($3, l.status),
			tags = CASE WHEN $4::boolean THEN $5::text[] ELSE l.tags END,
			note = CASE WHEN $6::boolean THEN $7 ELSE l.note END,
			updated_at = now()
		 WHERE l.account_id = $1 AND l.id = $2
		 RETURNING ${RENDER_COLUMNS}`,
		[accountId, change.id, change.status ?? null, change.tags !== undefined, change.tags ?? [], change.note !== undefined, change.note ?? null],
	);
	return rows[0] ?? null;
}

export function toLead(row: RenderRow, business: BusinessLeadView, entitled: boolean, searchId?: string | null): Lead {
	const lead: Lead = {
		id: row.id,
		name: business.name,
		fullAddress: business.fullAddress,
		categories: business.categories,
		phone: business.phone,
		website: business.website,
		rating: business.rating,
		reviewCount: business.reviewCount,
		provider: business.provider,
		providerBusinessId: business.providerBusinessId,
		cid: business.cid,
		placeId: business.placeId,
		...placeFieldsOf(business),
		locality: business.locality,
		country: business.country,
		searchId: searchId === undefined ? row.search_id : searchId,
		createdAt: row.created_at_iso,
		status: row.status ?? "new",
		tags: row.tags ?? [],
		note: row.note ?? null,
	};
	if (entitled && business.emails.length) lead.emails = business.emails;
	if (entitled && Object.keys(business.socials).length) lead.socials = business.socials;
	const filledFrom =
		business.filledFrom && Object.entries(business.filledFrom).filter(([field]) => (lead as unknown as Record<string, unknown>)[field] !== undefined);
	if (filledFrom?.length) lead.filledFrom = Object.fromEntries(filledFrom);
	return lead;
}
