import { randomUUID } from "node:crypto";
import { query, queryArrays, transaction, uuidArray, type Tx } from "../../shared/db";
import { domainOf, type Provider } from "../../shared/business";
import { ianaZone, phoneE164Of, timezoneAt } from "./place-derived";
import type { BusinessLeadView, BusinessRecord, Observation, UpsertedBusiness } from "./dataset.contract";
import { linkRows, MATCH_SOURCE_COLUMNS } from "./links.store";
import type { MatchSource } from "./matching";

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export function toRecord(row: Record<string, any>): BusinessRecord {
	return {
		id: row.id,
		provider: row.provider,
		providerBusinessId: row.provider_business_id,
		cid: row.cid,
		placeId: row.place_id,
		name: row.name,
		fullAddress: row.full_address,
		street: row.street,
		locality: row.locality,
		postalCode: row.postal_code,
		region: row.region,
		country: row.country,
		categories: row.categories ?? [],
		rating: row.rating === null ? null : Number(row.rating),
		reviewCount: row.review_count,
		phone: row.phone,
		website: row.website,
		domain: row.domain,
		latitude: row.latitude,
		longitude: row.longitude,
		timezone: row.timezone,
		openingHours: row.opening_hours,
		businessStatus: row.business_status,
		description: row.description,
		priceRange: row.price_range,
		phoneE164: row.phone_e164,
		photos: row.photos ?? [],
		photoCount: row.photo_count,
		popularTimes: row.popular_times,
		emails: row.emails ?? [],
		socials: row.socials ?? {},
		details: row.details ?? {},
		observedAt: iso(row.observed_at)!,
		createdAt: iso(row.created_at)!,
		updatedAt: iso(row.updated_at)!,
	};
}

/** An observation as the columns of its row (jsonb_to_recordset reads these names). */
function rowOf(o: Observation) {
	const country = o.country ? o.country.toUpperCase() : null;
	return {
		id: randomUUID(),
		provider: o.provider,
		provider_business_id: o.providerBusinessId,
		cid: o.cid ?? null,
		place_id: o.placeId ?? null,
		name: o.name,
		full_address: o.fullAddress ?? null,
		street: o.street ?? null,
		locality: o.locality ?? null,
		postal_code: o.postalCode ?? null,
		region: o.region ?? null,
		country,
		categories: o.categories ?? [],
		rating: o.rating ?? null,
		review_count: o.reviewCount ?? null,
		phone: o.phone ?? null,
		website: o.website ?? null,
		domain: domainOf(o.website),
		latitude: o.latitude ?? null,
		longitude: o.longitude ?? null,
		timezone: ianaZone(o.timezone) ?? timezoneAt(o.latitude, o.longitude),
		opening_hours: o.openingHours ?? null,
		business_status: o.businessStatus ?? null,
		description: o.description ?? null,
		price_range: o.priceRange ?? null,
		phone_e164: phoneE164Of(o.phone, country),
		photos: o.photos ?? null,
		photo_count: o.photoCount ?? null,
		popular_times: o.popularTimes ?? null,
		details: o.details ?? {},
	};
}

/**
 * One statement for a whole page: new businesses are inserted, known ones take
 * the latest observed values (a value the provider no longer shows is kept).
 * Rows are sorted so concurrent batches lock in the same order. The rows' links to other
 * providers' rows are worked out again in the same transaction.
 */
export async function upsertObservations(observations: Observation[]): Promise<UpsertedBusiness[]> {
	const byKey = new Map<string, Observation>();
	for (const o of observations) byKey.set(`${o.provider}\u0000${o.providerBusinessId}`, o);
	const rows = [...byKey.values()].sort((a, b) => (a.provider + a.providerBusinessId < b.provider + b.providerBusinessId ? -1 : 1)).map(rowOf);
	if (!rows.length) return [];
	return transaction(async (tx) => {
		const written = await upsertRows(tx, rows);
		await linkRows(tx, written);
		return written.map((r) => ({ id: r.id, provider: r.provider, providerBusinessId: r.provider_business_id, cid: r.cid }));
	});
}

/** A written row: what the upsert answers, and what its links are worked out from (the values it now holds). */
type WrittenRow = MatchSource & { provider_business_id: string; cid: string | null };

async function upsertRows(tx: Tx, rows: Record<string, unknown>[]): Promise<WrittenRow[]> {
	return tx.query<WrittenRow>(
		`INSERT INTO businesses AS b (id, provider, provider_business_id, cid, place_id, name, full_address, street, locality,
			postal_code, region, country, categories, rating, review_count, phone, website, domain, latitude, longitude,
			timezone, opening_hours, business_status, description, price_range, phone_e164, photos, photo_count, popular_times,
			details, observed_at)
		 SELECT r.id, r.provider, r.provider_business_id, r.cid, r.place_id, r.name, r.full_address, r.street, r.locality,
			r.postal_code, r.region, r.country, r.categories, r.rating, r.review_count, r.phone, r.website, r.domain,
			r.latitude, r.longitude, r.timezone, r.opening_hours, r.business_status, r.description, r.price_range, r.phone_e164,
			r.photos, r.photo_count, r.popular_times, r.details, now()
		 FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, provider text, provider_business_id text, cid text, place_id text,
			name text, full_address text, street text, locality text, postal_code text, region text, country text,
			categories text[], rating real, review_count integer, phone text, website text, domain text,
			latitude double precision, longitude double precision, timezone text, opening_hours jsonb, business_status text,
			description text, price_range text, phone_e164 text, photos jsonb, photo_count integer, popular_times jsonb, details jsonb)
		 ON CONFLICT (provider, provider_business_id) DO UPDATE SET
			cid = COALESCE(EXCLUDED.cid, b.cid),
			place_id = COALESCE(EXCLUDED.place_id, b.place_id),
			name = EXCLUDED.name,
			full_address = COALESCE(EXCLUDED.full_address, b.full_address),
			street = COALESCE(EXCLUDED.street, b.street),
			locality = COALESCE(EXCLUDED.locality, b.locality),
			postal_code = COALESCE(EXCLUDED.postal_code, b.postal_code),
			region = COALESCE(EXCLUDED.region, b.region),
			country = COALESCE(EXCLUDED.country, b.country),
			categories = CASE WHEN cardinality(EXCLUDED.categories) > 0 THEN EXCLUDED.categories ELSE b.categories END,
			rating = COALESCE(EXCLUDED.rating, b.rating),
			review_count = COALESCE(EXCLUDED.review_count, b.review_count),
			phone = COALESCE(EXCLUDED.phone, b.phone),
			website = COALESCE(EXCLUDED.website, b.website),
			domain = COALESCE(EXCLUDED.domain, b.domain),
			latitude = COALESCE(EXCLUDED.latitude, b.latitude),
			longitude = COALESCE(EXCLUDED.longitude, b.longitude),
			timezone = COALESCE(EXCLUDED.timezone, b.timezone),
			opening_hours = COALESCE(EXCLUDED.opening_hours, b.opening_hours),
			business_status = COALESCE(EXCLUDED.business_status, b.business_status),
			description = COALESCE(EXCLUDED.description, b.description),
			price_range = COALESCE(EXCLUDED.price_range, b.price_range),
			-- a read that carries no photos or popular times (a search answer) keeps what a place page gave
			photos = COALESCE(EXCLUDED.photos, b.photos),
			photo_count = COALESCE(EXCLUDED.photo_count, b.photo_count),
			popular_times = COALESCE(EXCLUDED.popular_times, b.popular_times),
			-- the E.164 form follows the phone kept, whichever observation gave it; the same phone read
			-- without its country (a lookup by id) keeps the form worked out with it
			phone_e164 = CASE
				WHEN EXCLUDED.phone IS NULL THEN b.phone_e164
				WHEN EXCLUDED.phone_e164 IS NULL AND EXCLUDED.phone = b.phone THEN b.phone_e164
				ELSE EXCLUDED.phone_e164 END,
			details = b.details || EXCLUDED.details,
			observed_at = now(),
			updated_at = now()
		 RETURNING provider_business_id, cid, ${MATCH_SOURCE_COLUMNS}`,
		[JSON.stringify(rows)],
	);
}

export async function businessesByIds(ids: string[]): Promise<BusinessRecord[]> {
	if (!ids.length) return [];
	const rows = await query("SELECT * FROM businesses WHERE id = ANY($1::uuid[])", [ids]);
	return rows.map(toRecord);
}

/**
 * What a lead shows of each business, read as arrays: exports read these by the hundred
 * thousand. Categories come as JSON: node-postgres's text[] parser allocated more per row
 * than all the other columns together.
 */
export async function leadViewsByIds(ids: string[]): Promise<BusinessLeadView[]> {
	if (!ids.length) return [];
	const rows = await queryArrays(
		`SELECT b.id, b.provider, b.provider_business_id, b.cid, b.place_id, b.name, b.full_address, b.locality, b.country,
			to_json(b.categories), b.rating, b.review_count, b.phone, b.website, b.latitude, b.longitude, b.emails, b.socials,
			b.street, b.postal_code, b.region, b.timezone, b.opening_hours, b.business_status, b.description, b.price_range, b.phone_e164,
			b.photos, b.photo_count, b.popular_times
		 FROM businesses b WHERE b.id = ANY($1::uuid[])`,
		[uuidArray(ids)],
		"dataset.leadViews",
	);
	return rows.map((r) => ({
		id: r[0] as string,
		provider: r[1] as Provider,
		providerBusinessId: r[2] as string,
		cid: r[3] as string | null,
		placeId: r[4] as string | null,
		name: r[5] as string,
		fullAddress: r[6] as string | null,
		locality: r[7] as string | null,
		country: r[8] as string | null,
		categories: (r[9] as string[] | null) ?? [],
		rating: r[10] === null ? null : Number(r[10]),
		reviewCount: r[11] as number | null,
		phone: r[12] as string | null,
		website: r[13] as string | null,
		latitude: r[14] as number | null,
		longitude: r[15] as number | null,
		emails: (r[16] as BusinessLeadView["emails"] | null) ?? [],
		socials: (r[17] as Record<string, string> | null) ?? {},
		street: r[18] as string | null,
		postalCode: r[19] as string | null,
		region: r[20] as string | null,
		timezone: r[21] as string | null,
		openingHours: r[22] as BusinessLeadView["openingHours"],
		businessStatus: r[23] as BusinessLeadView["businessStatus"],
		description: r[24] as string | null,
		priceRange: r[25] as string | null,
		phoneE164: r[26] as string | null,
		photos: (r[27] as BusinessLeadView["photos"] | null) ?? [],
		photoCount: r[28] as number | null,
		popularTimes: r[29] as BusinessLeadView["popularTimes"],
	}));
}

export interface ResolvedRef {
	/** index of the ref in the request */
	ref: number;
	id: string;
	provider: string;
	provider_business_id: string;
	cid: string | null;
}

/**
 * Unlock refs to rows: a ref's id is the provider's own identifier, and for google
 * a place id finds its row as well as the CID. A ref that names nothing is absent.
 */
export async function resolveRefs(refs: { provider: string; id: string }[]): Promise<ResolvedRef[]> {
	if (!refs.length) return [];
	return query<ResolvedRef>(
		`WITH refs AS (SELECT (r.ord - 1)::int AS ref, r.provider, r.id FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS r(provider, id, ord))
		SELECT refs.ref, b.id, b.provider, b.provider_business_id, b.cid
		FROM refs JOIN businesses b ON b.provider = refs.provider AND b.provider_business_id = refs.id
		UNION
		SELECT refs.ref, b.id, b.provider, b.provider_business_id, b.cid
		FROM refs JOIN businesses b ON b.place_id = refs.id AND b.provider = 'google'
		WHERE refs.provider = 'google'`,
		[refs.map((r) => r.provider), refs.map((r) => r.id)],
	);
}

/**
 * The businesses among `ids` the account owns, i.e. has a lead for. This reads the
 * leads service's table: ownership is a join, the one accepted exception to
 * "a service reads only its own tables" (the listing's `owned` does the same).
 */
export async function ownedAmong(accountId: string, ids: string[]): Promise<Set<string>> {
	if (!ids.length) return new Set();
	const rows = await query<{ business_id: string }>("SELECT business_id FROM leads WHERE account_id = $1 AND business_id = ANY($2::uuid[])", [accountId, ids]);
	return new Set(rows.map((r) => r.business_id));
}

export async function googleBusinessByCid(cid: string): Promise<BusinessRecord | null> {
	const rows = await query("SELECT * FROM businesses WHERE provider = 'google' AND provider_business_id = $1", [cid]);
	return rows.length ? toRecord(rows[0]) : null;
}
