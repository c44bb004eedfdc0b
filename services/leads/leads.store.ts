import { query, uuidArray } from "../../shared/db";
import type { Provider } from "../../shared/business";
import type { BusinessLeadView } from "../dataset/dataset.contract";
import type { EnsuredLead, Lead, LeadSource } from "./leads.contract";

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
}

const LEAD_COLUMNS = `id, account_id, business_id, provider, search_id, source, created_at::text AS created_at_text,
	to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at_iso`;

const ENSURED_CREATED_AT = `to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;

/**
 * Leads are unique per account and business: a business delivered again keeps its first lead. Keyed by business id.
 * Rows are inserted in business id order, so concurrent batches (an unlock, search pages) wait for each other
 * instead of deadlocking.
 */
export async function ensureLeads(accountId: string, searchId: string | null, source: LeadSource,
	businesses: { id: string; provider: string }[]): Promise<{ leads: Map<string, EnsuredLead>; written: number }> {
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
		[accountId, searchId, source, JSON.stringify(businesses)]);
	const leads = new Map(rows.map((r) => [r.business_id, { id: r.id, createdAt: r.created_at }]));
	const late = businesses.filter((b) => !leads.has(b.id)).map((b) => b.id);
	if (late.length) {
		const more = await query<{ id: string; business_id: string; created_at: string }>(
			`SELECT id, business_id, ${ENSURED_CREATED_AT} FROM leads WHERE account_id = $1 AND business_id = ANY($2::uuid[])`,
			[accountId, uuidArray(late)]);
		for (const r of more) leads.set(r.business_id, { id: r.id, createdAt: r.created_at });
	}
	return { leads, written: rows.filter((r) => r.written).length };
}

/** What rendering a lead reads of its row. */
export type RenderRow = Pick<LeadRow, "id" | "business_id" | "search_id" | "created_at_iso">;

/** The account's leads among `ids`. */
export async function leadsByIds(accountId: string, ids: string[]): Promise<RenderRow[]> {
	if (!ids.length) return [];
	return query<RenderRow>(
		`SELECT l.id, l.business_id, l.search_id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at_iso
		 FROM leads l WHERE l.account_id = $1 AND l.id = ANY($2::uuid[])`, [accountId, uuidArray(ids)], "leads.byIds");
}

export async function recentLeads(accountId: string, providers: string[], limit: number,
	after: { t: string; id: string } | null): Promise<LeadRow[]> {
	const params: unknown[] = [accountId, providers, limit];
	let keyset = "";
	if (after) {
		params.push(after.t, after.id);
		keyset = "AND (created_at, id) < ($4::timestamptz, $5::uuid)";
	}
	return query<LeadRow>(
		`SELECT ${LEAD_COLUMNS} FROM leads
		 WHERE account_id = $1 AND provider = ANY($2::text[]) ${keyset}
		 ORDER BY created_at DESC, id DESC LIMIT $3`, params);
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
		latitude: business.latitude,
		longitude: business.longitude,
		locality: business.locality,
		country: business.country,
		searchId: searchId === undefined ? row.search_id : searchId,
		createdAt: row.created_at_iso,
	};
	if (entitled && business.emails.length) lead.emails = business.emails;
	if (entitled && Object.keys(business.socials).length) lead.socials = business.socials;
	return lead;
}

