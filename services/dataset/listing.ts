import { UUID_RE, type Provider } from "../../shared/business";
import { currentConfig } from "../../shared/config";
import { decodeCursor, encodeCursor } from "../../shared/cursor";
import { query, transaction } from "../../shared/db";
import { BadRequestError } from "../../shared/errors";
import { MAX_PAGE, UNLOCK_COST, type BusinessDatasetRow, type EmailStatus, type ListBusinessesResult } from "./dataset.contract";
import { placeFieldsOf, type BusinessStatus, type OpeningHours, type PlacePhoto, type PopularTimes } from "../../shared/place-fields";
import { listingCursorScope, type ListingRequest } from "./listing.filters";
import { sameAsOf } from "./links.store";
import { cappedCountQuery, estimateQuery, pageQuery, type KeysetPosition } from "./listing.query";

/**
 * `page.total` is an exact count when at most this many rows match and counting them
 * takes at most the budget; otherwise it is the planner's estimate (totalIsExact false).
 */
export const EXACT_TOTAL_CAP = 10_000;

const QUERY_CANCELED = "57014";

interface ListingRow {
	id: string;
	provider: Provider;
	provider_business_id: string;
	name: string;
	cid: string | null;
	place_id: string | null;
	street: string | null;
	postal_code: string | null;
	locality: string | null;
	region: string | null;
	country: string | null;
	latitude: number | null;
	longitude: number | null;
	timezone: string | null;
	opening_hours: OpeningHours | null;
	business_status: BusinessStatus | null;
	description: string | null;
	price_range: string | null;
	phone_e164: string | null;
	photos: PlacePhoto[] | null;
	photo_count: number | null;
	popular_times: PopularTimes | null;
	categories: string[];
	rating: number | null;
	review_count: number | null;
	email_count: number;
	email_statuses: string[];
	observed_at: Date;
	created_at_text: string;
	has_phone: boolean;
	has_website: boolean;
	owned: boolean;
	phone: string | null;
	website: string | null;
	emails: BusinessDatasetRow["emails"] | null;
}

function toDatasetRow(r: ListingRow, showEmails: boolean): Omit<BusinessDatasetRow, "sameAs"> {
	const { phoneE164, ...place } = placeFieldsOf({
		street: r.street,
		postalCode: r.postal_code,
		locality: r.locality,
		region: r.region,
		country: r.country,
		latitude: r.latitude,
		longitude: r.longitude,
		timezone: r.timezone,
		openingHours: r.opening_hours,
		businessStatus: r.business_status,
		description: r.description,
		priceRange: r.price_range,
		phoneE164: r.phone_e164,
		photos: r.photos ?? [],
		photoCount: r.photo_count,
		popularTimes: r.popular_times,
	});
	const row: Omit<BusinessDatasetRow, "sameAs"> = {
		provider: r.provider,
		providerBusinessId: r.provider_business_id,
		name: r.name,
		// the row's CID as the Lead shows it: null on a Google row known only by its place id
		cid: r.cid,
		placeId: r.place_id,
		locality: r.locality,
		country: r.country,
		categories: r.categories ?? [],
		rating: r.rating === null ? null : Number(r.rating),
		reviewCount: r.review_count,
		hasPhone: r.has_phone,
		hasWebsite: r.has_website,
		hasEmail: r.email_count > 0,
		emailCount: r.email_count,
		emailStatuses: [...new Set(r.email_statuses ?? [])].sort() as EmailStatus[],
		owned: r.owned,
		credits: r.owned ? 0 : UNLOCK_COST,
		observedAt: new Date(r.observed_at).toISOString(),
		...place,
	};
	// Listing rule 1: the keys themselves are absent on rows the account does not own.
	if (r.owned) {
		row.phone = r.phone;
		row.phoneE164 = phoneE164;
		row.website = r.website;
		if (showEmails) row.emails = r.emails ?? [];
	}
	return row;
}

async function decodePosition(scope: string, cursor: string): Promise<KeysetPosition> {
	const position = await decodeCursor<Partial<KeysetPosition>>(scope, cursor);
	if (typeof position?.t !== "string" || typeof position.id !== "string" || !UUID_RE.test(position.id)) {
		throw new BadRequestError("cursor is not valid");
	}
	return { t: position.t, id: position.id };
}

/** The exact count up to the cap, or null when there are more or counting takes longer than its budget. */
async function cappedCount(accountId: string, req: ListingRequest): Promise<number | null> {
	const count = cappedCountQuery(accountId, req.filters, EXACT_TOTAL_CAP + 1);
	try {
		const n = await transaction(async (tx) => {
			// LEADMAP_DATASET_COUNT_BUDGET_MS: tests on a loaded machine raise it so small totals stay exact
			await tx.query(`SET LOCAL statement_timeout = ${currentConfig().datasetCountBudgetMs}`);
			const [row] = await tx.query<{ n: number }>(count.text, count.values);
			return row.n;
		});
		return n <= EXACT_TOTAL_CAP ? n : null;
	} catch (err) {
		if ((err as { code?: string }).code === QUERY_CANCELED) return null;
		throw err;
	}
}

async function pageTotal(accountId: string, req: ListingRequest): Promise<{ total: number; totalIsExact: boolean }> {
	const exact = await cappedCount(accountId, req);
	if (exact !== null) return { total: exact, totalIsExact: true };
	const estimate = estimateQuery(accountId, req.filters);
	const [row] = await query<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(estimate.text, estimate.values);
	return { total: Math.max(1, Math.round(row["QUERY PLAN"][0].Plan["Plan Rows"])), totalIsExact: false };
}

/**
 * GET /v1/businesses for one account. `entitledToEmails` is asked only when an
 * owned row on the page has emails to show.
 */
export async function listBusinesses(accountId: string, req: ListingRequest, entitledToEmails: () => Promise<boolean>): Promise<ListBusinessesResult> {
	const render = async (rows: ListingRow[]) => {
		const [showEmails, links] = await Promise.all([
			rows.some((r) => r.owned && r.emails?.length) ? entitledToEmails() : false,
			sameAsOf(rows.map((r) => r.id)),
		]);
		return rows.map((r) => ({ ...toDatasetRow(r, showEmails), sameAs: links.get(r.id) ?? [] }));
	};
	if (req.page !== null) {
		const offset = (req.page - 1) * req.limit;
		const statement = pageQuery(accountId, req.filters, { limit: req.limit, offset });
		const [rows, counted] = await Promise.all([query<ListingRow>(statement.text, statement.values), pageTotal(accountId, req)]);
		// A partly filled page is the last one: it tells the exact total whatever the count managed.
		const lastPage = rows.length > 0 && rows.length < req.limit;
		const { total, totalIsExact } = lastPage ? { total: offset + rows.length, totalIsExact: true } : counted;
		const maxPage = Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / req.limit)));
		return { data: await render(rows), page: { number: req.page, size: req.limit, total, totalIsExact, maxPage } };
	}
	const scope = listingCursorScope(accountId, req.filters);
	const after = req.cursor ? await decodePosition(scope, req.cursor) : null;
	const statement = pageQuery(accountId, req.filters, { limit: req.limit + 1, after });
	const rows = await query<ListingRow>(statement.text, statement.values);
	const page = rows.slice(0, req.limit);
	const result: ListBusinessesResult = { data: await render(page) };
	const last = page[page.length - 1];
	if (rows.length > req.limit && last) result.nextCursor = await encodeCursor(scope, { t: last.created_at_text, id: last.id });
	return result;
}
