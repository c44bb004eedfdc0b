import type { Tx } from "../../shared/db";
import { query, uuidArray } from "../../shared/db";
import type { Provider } from "../../shared/business";
import type { SameAs } from "./dataset.contract";
import { LINK_MIN_CONFIDENCE, matchKeysOf, NEARBY_METERS, scorePair, type MatchKeys, type MatchScore, type MatchSource } from "./matching";

/**
 * The links between rows of one business seen by several providers. Links are worked out when
 * rows are observed, from candidates looked up by index (same phone, same site, or nearby), kept
 * in both directions, at most one per row and other provider (the most confident wins).
 */

/** Every linking pass takes this transaction lock: a pass sees the keys and links of every pass before it. */
const LINKING_LOCK = 0x6c696e6b; // "link"
/** Candidates read per key of a row: a big chain shares its site across thousands of rows; its branch here is also nearby. */
const CANDIDATES_PER_KEY = 50;
const NEARBY_CANDIDATES = 200;
const METERS_PER_DEGREE = 111_320;

/** Waits for the linking lock, held to the end of the transaction (taking it again in the same transaction is free). */
export async function lockLinking(tx: Tx): Promise<void> {
	await tx.query("SELECT pg_advisory_xact_lock($1)", [LINKING_LOCK]);
}

interface Pair {
	a: MatchKeys;
	b: MatchKeys;
	score: MatchScore;
}
interface Held {
	other: string;
	confidence: number;
}

const KEY_COLUMNS = `business_id AS "businessId", provider, name_key AS "nameKey", phone_e164 AS "phoneE164", site_key AS "siteKey",
	street_key AS "streetKey", latitude, longitude`;

/** Writes the rows' keys; answers the rows that are new or whose keys changed (the others' links stand as they are). */
async function writeKeys(tx: Tx, keys: MatchKeys[]): Promise<Set<string>> {
	const changed = await tx.query<{ business_id: string }>(
		`INSERT INTO business_match_keys AS k (business_id, provider, name_key, phone_e164, site_key, street_key, latitude, longitude)
		 SELECT r."businessId", r.provider, r."nameKey", r."phoneE164", r."siteKey", r."streetKey", r.latitude, r.longitude
		 FROM jsonb_to_recordset($1::jsonb) AS r("businessId" uuid, provider text, "nameKey" text, "phoneE164" text, "siteKey" text,
			"streetKey" text, latitude double precision, longitude double precision)
		 ORDER BY r."businessId"
		 ON CONFLICT (business_id) DO UPDATE SET name_key = EXCLUDED.name_key, phone_e164 = EXCLUDED.phone_e164,
			site_key = EXCLUDED.site_key, street_key = EXCLUDED.street_key, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude
		 WHERE (k.name_key, k.phone_e164, k.site_key, k.street_key, k.latitude, k.longitude)
			IS DISTINCT FROM (EXCLUDED.name_key, EXCLUDED.phone_e164, EXCLUDED.site_key, EXCLUDED.street_key, EXCLUDED.latitude, EXCLUDED.longitude)
		 RETURNING business_id`,
		[JSON.stringify(keys)],
	);
	return new Set(changed.map((r) => r.business_id));
}

/** Rows of other providers sharing a phone or a site with a row, or within NEARBY_METERS of it: `source` names the row. */
async function candidates(tx: Tx, keys: MatchKeys[]): Promise<(MatchKeys & { source: string })[]> {
	const probes = keys.map((k) => {
		const dLat = NEARBY_METERS / METERS_PER_DEGREE;
		const dLng = k.latitude === null ? 0 : dLat / Math.max(0.01, Math.cos((k.latitude * Math.PI) / 180));
		return { ...k, dLat, dLng };
	});
	return tx.query(
		`WITH me AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS r("businessId" uuid, provider text, "phoneE164" text, "siteKey" text,
			latitude double precision, longitude double precision, "dLat" double precision, "dLng" double precision))
		SELECT DISTINCT me."businessId" AS source, c.* FROM me CROSS JOIN LATERAL (
			(SELECT ${KEY_COLUMNS} FROM business_match_keys k
			 WHERE me."phoneE164" IS NOT NULL AND k.phone_e164 = me."phoneE164" AND k.provider <> me.provider LIMIT ${CANDIDATES_PER_KEY})
			UNION
			(SELECT ${KEY_COLUMNS} FROM business_match_keys k
			 WHERE me."siteKey" IS NOT NULL AND k.site_key = me."siteKey" AND k.provider <> me.provider LIMIT ${CANDIDATES_PER_KEY})
			UNION
			(SELECT ${KEY_COLUMNS} FROM business_match_keys k
			 WHERE me.latitude IS NOT NULL AND me.longitude IS NOT NULL AND k.latitude IS NOT NULL AND k.longitude IS NOT NULL
				AND point(k.longitude, k.latitude) <@ box(point(me.longitude - me."dLng", me.latitude - me."dLat"), point(me.longitude + me."dLng", me.latitude + me."dLat"))
				AND k.provider <> me.provider
			 LIMIT ${NEARBY_CANDIDATES})
		) c`,
		[JSON.stringify(probes)],
	);
}

/** Scored pairs worth a link, one per pair of rows, most confident first. */
function scoredPairs(keys: MatchKeys[], found: (MatchKeys & { source: string })[]): Pair[] {
	const byId = new Map(keys.map((k) => [k.businessId, k]));
	const pairs = new Map<string, Pair>();
	for (const c of found) {
		const a = byId.get(c.source)!;
		const id = a.businessId < c.businessId ? `${a.businessId}:${c.businessId}` : `${c.businessId}:${a.businessId}`;
		if (pairs.has(id)) continue;
		const b = byId.get(c.businessId) ?? c;
		const score = scorePair(a, b);
		if (score.confidence >= LINK_MIN_CONFIDENCE) pairs.set(id, { a, b, score });
	}
	return [...pairs.values()].sort(
		(x, y) => y.score.confidence - x.score.confidence || (x.a.businessId + x.b.businessId < y.a.businessId + y.b.businessId ? -1 : 1),
	);
}

/**
 * Links are kept one per row and other provider: a pair is taken unless one side already holds an at
 * least as confident link to the other's provider; a weaker one it held is dropped.
 */
async function resolve(tx: Tx, pairs: Pair[]): Promise<{ keep: Pair[]; drop: [string, string][] }> {
	const others = [...new Set(pairs.flatMap((p) => [p.a.businessId, p.b.businessId]))];
	const held = new Map<string, Held>();
	const existing = others.length
		? await tx.query<{ business_id: string; linked_id: string; linked_provider: string; confidence: number }>(
				`SELECT business_id, linked_id, linked_provider, confidence FROM business_links WHERE business_id = ANY($1::uuid[])`,
				[uuidArray(others)],
			)
		: [];
	for (const l of existing) held.set(`${l.business_id}:${l.linked_provider}`, { other: l.linked_id, confidence: l.confidence });
	const keep: Pair[] = [];
	const drop: [string, string][] = [];
	for (const p of pairs) {
		const ka = `${p.a.businessId}:${p.b.provider}`;
		const kb = `${p.b.businessId}:${p.a.provider}`;
		const ha = held.get(ka);
		const hb = held.get(kb);
		if ((ha && ha.confidence >= p.score.confidence) || (hb && hb.confidence >= p.score.confidence)) continue;
		for (const [self, key, h, ownProvider] of [
			[p.a.businessId, ka, ha, p.a.provider],
			[p.b.businessId, kb, hb, p.b.provider],
		] as const) {
			if (!h) continue;
			held.delete(key);
			held.delete(`${h.other}:${ownProvider}`);
			drop.push([self, h.other]);
		}
		held.set(ka, { other: p.b.businessId, confidence: p.score.confidence });
		held.set(kb, { other: p.a.businessId, confidence: p.score.confidence });
		keep.push(p);
	}
	return { keep, drop };
}

async function writeLinks(tx: Tx, keep: Pair[], drop: [string, string][]): Promise<void> {
	if (drop.length) {
		await tx.query(
			`DELETE FROM business_links l USING unnest($1::uuid[], $2::uuid[]) AS d(x, y)
			 WHERE (l.business_id = d.x AND l.linked_id = d.y) OR (l.business_id = d.y AND l.linked_id = d.x)`,
			[drop.map((d) => d[0]), drop.map((d) => d[1])],
		);
	}
	if (!keep.length) return;
	const rows = keep.flatMap((p) => [
		{ b: p.a.businessId, l: p.b.businessId, c: p.score.confidence, e: p.score.evidence },
		{ b: p.b.businessId, l: p.a.businessId, c: p.score.confidence, e: p.score.evidence },
	]);
	await tx.query(
		`INSERT INTO business_links (business_id, linked_id, linked_provider, linked_provider_business_id, confidence, evidence)
		 SELECT r.b, r.l, o.provider, o.provider_business_id, r.c, ARRAY(SELECT jsonb_array_elements_text(r.e))
		 FROM jsonb_to_recordset($1::jsonb) AS r(b uuid, l uuid, c real, e jsonb) JOIN businesses o ON o.id = r.l
		 ORDER BY r.b, r.l
		 ON CONFLICT (business_id, linked_id) DO UPDATE SET confidence = EXCLUDED.confidence, evidence = EXCLUDED.evidence, updated_at = now()`,
		[JSON.stringify(rows)],
	);
}

/**
 * Works out the links of these rows again from what they now hold: a row that is new or whose keys
 * changed has its old links dropped and its candidates scored; a row observed again as it was keeps
 * its links (a row that came since linked itself to it). Runs inside the transaction that wrote the rows.
 * Answers how many links (pairs of rows) it made.
 */
export async function linkBusinesses(tx: Tx, ids: string[]): Promise<number> {
	if (!ids.length) return 0;
	const rows = await tx.query<MatchSource>(`SELECT ${MATCH_SOURCE_COLUMNS} FROM businesses WHERE id = ANY($1::uuid[])`, [uuidArray(ids)]);
	return linkRows(tx, rows);
}

/** What a row's links are worked out from: an upsert's RETURNING gives it, so a page's rows are not read again. */
export const MATCH_SOURCE_COLUMNS = `id, provider, name, phone, website, country, locality, street, full_address AS "fullAddress", latitude, longitude`;

/** `linkBusinesses` for rows as they now stand in the table (read in this transaction, e.g. returned by the write). */
export async function linkRows(tx: Tx, rows: MatchSource[]): Promise<number> {
	if (!rows.length) return 0;
	const all = rows.map(matchKeysOf);
	await lockLinking(tx);
	const changed = await writeKeys(tx, all);
	const keys = all.filter((k) => changed.has(k.businessId));
	if (!keys.length) return 0;
	await tx.query(`DELETE FROM business_links WHERE business_id = ANY($1::uuid[]) OR linked_id = ANY($1::uuid[])`, [uuidArray([...changed])]);
	const pairs = scoredPairs(keys, await candidates(tx, keys));
	const { keep, drop } = await resolve(tx, pairs);
	await writeLinks(tx, keep, drop);
	return keep.length;
}

/** The links of these rows, most confident first, by row id. */
export async function sameAsOf(ids: string[]): Promise<Map<string, SameAs[]>> {
	const out = new Map<string, SameAs[]>();
	if (!ids.length) return out;
	const rows = await query<{ business_id: string; linked_provider: Provider; linked_provider_business_id: string; confidence: number }>(
		`SELECT business_id, linked_provider, linked_provider_business_id, confidence FROM business_links
		 WHERE business_id = ANY($1::uuid[]) ORDER BY confidence DESC, linked_provider`,
		[uuidArray(ids)],
	);
	for (const r of rows) {
		const list = out.get(r.business_id) ?? [];
		list.push({ provider: r.linked_provider, providerBusinessId: r.linked_provider_business_id, confidence: Number(r.confidence) });
		out.set(r.business_id, list);
	}
	return out;
}

/**
 * The linked rows the account owns (has a lead for) at `minConfidence` or above, most confident first:
 * only these may fill a lead, so a link never shows a contact the account has not paid for.
 */
export async function ownedLinks(accountId: string, ids: string[], minConfidence: number): Promise<{ businessId: string; linkedId: string }[]> {
	if (!ids.length) return [];
	const rows = await query<{ business_id: string; linked_id: string }>(
		`SELECT l.business_id, l.linked_id FROM business_links l
		 JOIN leads o ON o.account_id = $1 AND o.business_id = l.linked_id
		 WHERE l.business_id = ANY($2::uuid[]) AND l.confidence >= $3
		 ORDER BY l.business_id, l.confidence DESC, l.linked_provider`,
		[accountId, uuidArray(ids), minConfidence],
	);
	return rows.map((r) => ({ businessId: r.business_id, linkedId: r.linked_id }));
}
