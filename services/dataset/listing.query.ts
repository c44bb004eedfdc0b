import { escapeLike, SqlParams as Params } from "../../shared/sql-params";
import type { ListingFilters } from "./listing.filters";

/** Where a cursor page starts: the (created_at, id) of the last row already seen. */
export interface KeysetPosition {
	t: string;
	id: string;
}

export interface SqlStatement {
	text: string;
	values: unknown[];
}

/** The listing order; `businesses_listing_idx` and the per-filter indexes end with it. */
const ORDER = "b.created_at DESC, b.id DESC";
// Exactly the expression of businesses_text_trgm_idx and businesses_text_stats (migration 1732500000000):
// another spelling would be neither indexed nor estimated.
const TEXT = "(b.name || ' ' || coalesce(b.full_address, ''))";

function ownedBy(params: Params, accountId: string): string {
	return `EXISTS (SELECT 1 FROM leads l WHERE l.account_id = ${params.add(accountId)} AND l.business_id = b.id)`;
}

/** The WHERE conditions of a filter set (ANDed), against `businesses b`. */
function conditions(params: Params, accountId: string, f: ListingFilters): string[] {
	const where: string[] = [];
	if (f.providers) where.push(`b.provider = ANY(${params.add(f.providers)}::text[])`);
	for (const word of f.words) where.push(`${TEXT} ILIKE ${params.add(`%${escapeLike(word)}%`)}`);
	if (f.country) where.push(`b.country = ${params.add(f.country)}`);
	if (f.locality) where.push(`b.locality = ${params.add(f.locality)}`);
	if (f.category) where.push(`b.categories @> ${params.add([f.category])}::text[]`);
	if (f.minRating !== null) where.push(`b.rating >= ${params.add(f.minRating)}::real`);
	if (f.hasPhone !== null) where.push(f.hasPhone ? "b.phone IS NOT NULL" : "b.phone IS NULL");
	if (f.hasWebsite !== null) where.push(f.hasWebsite ? "b.website IS NOT NULL" : "b.website IS NULL");
	if (f.hasEmail !== null) where.push(f.hasEmail ? "b.email_count > 0" : "b.email_count = 0");
	if (f.hasHours !== null) where.push(f.hasHours ? "b.opening_hours IS NOT NULL" : "b.opening_hours IS NULL");
	if (f.businessStatuses) where.push(`b.business_status = ANY(${params.add(f.businessStatuses)}::text[])`);
	if (f.emailStatuses) where.push(`b.email_statuses && ${params.add(f.emailStatuses)}::text[]`);
	if (f.owned !== null) where.push(`${f.owned ? "" : "NOT "}${ownedBy(params, accountId)}`);
	return where;
}

const whereClause = (where: string[]) => (where.length ? `WHERE ${where.join(" AND ")}` : "");

/**
 * One page of rows. The inner query finds the page's ids in listing order (an
 * index-only scan when nothing filters, which keeps OFFSET pages cheap); the outer
 * one reads those rows and says whether the account owns each (leads are unique per
 * account and business, so the join adds no row). Contact values leave the database
 * only for owned rows.
 */
export function pageQuery(accountId: string, f: ListingFilters, opts: { limit: number; after?: KeysetPosition | null; offset?: number }): SqlStatement {
	const params = new Params();
	const where = conditions(params, accountId, f);
	if (opts.after) where.push(`(b.created_at, b.id) < (${params.add(opts.after.t)}::timestamptz, ${params.add(opts.after.id)}::uuid)`);
	const limit = params.add(opts.limit);
	const offset = opts.offset ? ` OFFSET ${params.add(opts.offset)}` : "";
	const text = `
		SELECT b.id, b.provider, b.provider_business_id, b.name, b.cid, b.place_id, b.street, b.postal_code, b.locality, b.region, b.country,
			b.latitude, b.longitude, b.timezone, b.opening_hours, b.business_status, b.description, b.price_range, b.categories,
			b.photos, b.photo_count, b.popular_times,
			b.rating, b.review_count, b.email_count, b.email_statuses, b.observed_at, b.created_at::text AS created_at_text,
			b.phone IS NOT NULL AS has_phone, b.website IS NOT NULL AS has_website, l.business_id IS NOT NULL AS owned,
			CASE WHEN l.business_id IS NOT NULL THEN b.phone END AS phone,
			CASE WHEN l.business_id IS NOT NULL THEN b.phone_e164 END AS phone_e164,
			CASE WHEN l.business_id IS NOT NULL THEN b.website END AS website,
			CASE WHEN l.business_id IS NOT NULL THEN b.emails END AS emails
		FROM (SELECT b.id FROM businesses b ${whereClause(where)} ORDER BY ${ORDER} LIMIT ${limit}${offset}) page
		JOIN businesses b ON b.id = page.id
		LEFT JOIN leads l ON l.account_id = ${params.add(accountId)} AND l.business_id = b.id
		ORDER BY ${ORDER}`;
	return { text, values: params.values };
}

/** Counts matching rows, but reads no more than `cap` of them. */
export function cappedCountQuery(accountId: string, f: ListingFilters, cap: number): SqlStatement {
	const params = new Params();
	const where = conditions(params, accountId, f);
	return {
		text: `SELECT count(*)::int AS n FROM (SELECT 1 FROM businesses b ${whereClause(where)} LIMIT ${params.add(cap)}) capped`,
		values: params.values,
	};
}

/** The planner's row estimate for the filter set (EXPLAIN only plans, it reads nothing). */
export function estimateQuery(accountId: string, f: ListingFilters): SqlStatement {
	const params = new Params();
	const where = conditions(params, accountId, f);
	return { text: `EXPLAIN (FORMAT JSON) SELECT 1 FROM businesses b ${whereClause(where)}`, values: params.values };
}
