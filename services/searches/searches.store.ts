import { randomUUID } from "node:crypto";
import { query, queryArrays, transaction, type Tx } from "../../shared/db";
import type { Provider } from "../../shared/business";
import type { JobLane, LeasedTable } from "../../shared/jobs/lease";
import { coverageOf } from "./coverage";
import type { EnsuredLead } from "../leads/leads.contract";
import type { GeoArea, Phase, ResultRef, Search, SearchFilters, SearchStatus } from "./searches.contract";
import { SEARCH_OUTBOX, searchEventPayload } from "./search-events";
import { writeWebhookEvent } from "../webhooks/webhook-outbox.contract";

export interface SearchRow {
	id: string;
	account_id: string;
	provider: Provider;
	keyword: string;
	/** the terms of a search made with `keywords`; null for one made with `keyword` */
	keywords: string[] | null;
	location: string | null;
	area: GeoArea | null;
	filters: SearchFilters | null;
	country: string | null;
	language: string;
	max_results: number;
	enrich_email: boolean;
	enrich_socials: boolean;
	status: SearchStatus;
	phase: Phase;
	/** while wrapping up: the status and error it is ending with */
	ending_status: SearchStatus | null;
	ending_error: string | null;
	found: number;
	processed: number;
	failed: number;
	/** businesses the filters left out */
	filtered: number;
	result_count: number;
	error: string | null;
	/** credits the search holds; 0 while it awaits its reservation (never claimed then) */
	reserved: number;
	running_cap: number;
	cancel_requested: boolean;
	lease_owner: string | null;
	lease_expires_at: Date | null;
	attempts: number;
	checkpoint: unknown;
	enrich_after: number;
	conversation_id: string | null;
	created_at: Date;
	/** set once the account deleted the search (it ended first) */
	deleted_at: Date | null;
	/** ended, and its reservation's release not confirmed yet (the sweep releases it) */
	settlement_due: boolean;
	/** the area watch it is a run of */
	watch_id: string | null;
	/** it stopped short of its area: a page had more than its results' room, or more than its reservation */
	reached_limit: boolean;
	/** how it ran, when a client should know (`provider_layout_changed`) */
	warnings: string[];
	finished_at: Date | null;
}

export const SEARCHES: LeasedTable = { table: "searches" };

export function toSearch(row: SearchRow): Search {
	return {
		id: row.id,
		provider: row.provider,
		status: row.status,
		keyword: row.keyword,
		keywords: termsOf(row),
		location: row.location,
		area: row.area,
		filters: row.filters,
		language: row.language,
		maxResults: row.max_results,
		resultCount: row.result_count,
		error: row.error,
		createdAt: new Date(row.created_at).toISOString(),
		watchId: row.watch_id,
		progress: { phase: row.phase, found: row.found, processed: row.processed, failed: row.failed, filtered: row.filtered },
		warnings: row.warnings ?? [],
	};
}

/** A search's terms: its `keywords`, or its one `keyword`. */
export function termsOf(row: Pick<SearchRow, "keyword" | "keywords">): string[] {
	return row.keywords ?? [row.keyword];
}

export interface NewSearch {
	id: string;
	accountId: string;
	provider: Provider;
	keyword: string;
	keywords: string[] | null;
	location: string | null;
	area: GeoArea | null;
	filters: SearchFilters | null;
	country: string | null;
	language: string;
	maxResults: number;
	enrichEmail: boolean;
	enrichSocials: boolean;
	conversationId: string | null;
	runningCap: number;
	watchId?: string | null;
}

/**
 * Writes a new search, or answers null when a search with that id exists already. It is
 * written before its credits are reserved, holding none (`reserved` 0): a crash before the
 * reservation leaves a row the sweep finds, never credits held for a search nobody knows.
 * No worker claims it until `fund` records the reservation.
 */
export async function insertSearch(s: NewSearch): Promise<SearchRow | null> {
	const [row] = await query<SearchRow>(
		`INSERT INTO searches (id, account_id, provider, keyword, location, country, language, max_results, enrich_email,
			enrich_socials, conversation_id, status, phase, reserved, running_cap, keywords, area, filters, watch_id)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', 'searching', 0, $12, $13, $14, $15, $16)
		 ON CONFLICT (id) DO NOTHING RETURNING *`,
		[
			s.id,
			s.accountId,
			s.provider,
			s.keyword,
			s.location,
			s.country,
			s.language,
			s.maxResults,
			s.enrichEmail,
			s.enrichSocials,
			s.conversationId,
			s.runningCap,
			s.keywords,
			s.area && JSON.stringify(s.area),
			s.filters && JSON.stringify(s.filters),
			s.watchId ?? null,
		],
	);
	return row ?? null;
}

/** Records the reservation of a search still awaiting it; null when the search ended meanwhile (a sweep or a cancel). */
export async function fund(id: string, reserved: number): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches SET reserved = $2, updated_at = now() WHERE id = $1 AND status = 'pending' AND reserved = 0 AND $2 > 0 RETURNING *`,
		[id, reserved],
	);
	return rows[0] ?? null;
}

/** Removes a search whose reservation was refused (and released): the client got the refusal, not a search. */
export async function discardUnfunded(id: string): Promise<void> {
	await query("DELETE FROM searches WHERE id = $1 AND status = 'pending' AND reserved = 0", [id]);
}

/**
 * Sets the cancel flag only while the search has not ended. Settlement writes the
 * final status in one statement that honours the flag, so once this answers a row
 * the search ends `canceled`; null means it had already ended.
 */
export async function requestCancel(id: string): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches SET cancel_requested = true, updated_at = now()
		 WHERE id = $1 AND status NOT IN ('completed', 'failed', 'canceled') RETURNING *`,
		[id],
	);
	return rows[0] ?? null;
}

/** A conversation belongs to the first account that names it. */
export async function claimConversation(id: string, accountId: string): Promise<boolean> {
	await query("INSERT INTO conversations (id, account_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING", [id, accountId]);
	const rows = await query<{ account_id: string }>("SELECT account_id FROM conversations WHERE id = $1", [id]);
	return rows[0]?.account_id === accountId;
}

export async function findSearch(accountId: string, id: string): Promise<SearchRow | null> {
	const rows = await query<SearchRow>("SELECT * FROM searches WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL", [id, accountId]);
	return rows[0] ?? null;
}

export async function searchById(id: string): Promise<SearchRow | null> {
	const rows = await query<SearchRow>("SELECT * FROM searches WHERE id = $1", [id]);
	return rows[0] ?? null;
}

export async function recentSearches(accountId: string, providers: string[]): Promise<SearchRow[]> {
	return query<SearchRow>(
		`SELECT * FROM searches WHERE account_id = $1 AND provider = ANY($2::text[]) AND deleted_at IS NULL
		 ORDER BY created_at DESC, id DESC LIMIT 50`,
		[accountId, providers],
	);
}

export async function lockSearch(tx: Tx, id: string): Promise<SearchRow | null> {
	const rows = await tx.query<SearchRow>("SELECT * FROM searches WHERE id = $1 FOR UPDATE", [id]);
	return rows[0] ?? null;
}

/**
 * The scrapers' lane of a provider: searches in their search phase. Every running search of the
 * account counts toward its cap (`running_cap`, the plan's when it was made).
 */
export function scraperLane(provider: Provider): JobLane {
	return {
		turn: "searches.claim",
		where: "c.provider = $3 AND c.phase = 'searching' AND c.deleted_at IS NULL AND c.next_attempt_at <= now()",
		params: [provider],
		ready: "c.reserved > 0",
		counted: "true",
		cap: "c.running_cap",
	};
}

/** The enriching lane: searches whose search phase is done, handed over by the scraper (never pending, so no cap applies). */
export const ENRICHMENT_LANE: JobLane = {
	turn: "searches.enrich",
	where: "c.phase = 'enriching' AND c.deleted_at IS NULL",
	params: [],
	ready: "false",
	counted: "true",
	cap: "c.running_cap",
};

/** What a page's delivery reads of its search: not its checkpoint, which grows with the search (tens of kB). */
export type PageJobRow = Pick<SearchRow, "id" | "account_id" | "provider" | "keywords" | "max_results" | "result_count">;

/** The job as its worker holds it, and which of these businesses it has delivered already. */
export async function jobWithKnownResults(id: string, workerId: string, businessIds: string[]): Promise<{ row: PageJobRow; known: Set<string> } | null> {
	const rows = await query<PageJobRow & { known: string[] | null }>(
		`SELECT s.id, s.account_id, s.provider, s.keywords, s.max_results, s.result_count,
			(SELECT array_agg(r.business_id) FROM search_results r WHERE r.search_id = s.id AND r.business_id = ANY($3::uuid[])) AS known
		 FROM searches s WHERE s.id = $1 AND s.lease_owner = $2 AND s.status = 'running'`,
		[id, workerId, businessIds],
	);
	if (!rows.length) return null;
	return { row: rows[0], known: new Set(rows[0].known ?? []) };
}

/** A business delivered to a search, with its lead as `leads.ensure` answered, and the terms that found it (several terms). */
export interface DeliveredResult {
	businessId: string;
	lead: EnsuredLead;
	keywords?: number[] | null;
}

function resultsJson(results: DeliveredResult[]): string {
	return JSON.stringify(
		results.map((r, i) => ({
			business_id: r.businessId,
			lead_id: r.lead.id,
			lead_created_at: r.lead.createdAt,
			ord: i + 1,
			keywords: r.keywords ?? null,
		})),
	);
}

/**
 * Writes a page's results, progress and checkpoint in one statement, only while the worker still
 * holds the lease: new results, more terms found for results it had (`matched`), and the businesses
 * its filters left out (counted; a watch's search keeps which they were). `limitReached`: the page
 * had more than the search could take (its results' room or its reservation).
 */
export async function recordPage(input: {
	id: string;
	workerId: string;
	leaseMs: number;
	results: DeliveredResult[];
	matched: { businessId: string; keywords: number[] }[];
	filtered: string[];
	newlyFound: number;
	checkpoint: unknown;
	limitReached: boolean;
	/** a warning the page brings (its provider drifts), kept once */
	warning?: string | null;
}): Promise<Pick<SearchRow, "result_count" | "max_results" | "cancel_requested"> | null> {
	const rows = await query<Pick<SearchRow, "result_count" | "max_results" | "cancel_requested">>(
		`WITH job AS (
			SELECT id, result_count, watch_id FROM searches WHERE id = $1 AND lease_owner = $2 AND status = 'running' FOR UPDATE),
		filtered_kept AS (
			INSERT INTO search_filtered (search_id, business_id)
			SELECT job.id, f FROM job, unnest($8::uuid[]) AS f WHERE job.watch_id IS NOT NULL
			ON CONFLICT DO NOTHING),
		inserted AS (
			INSERT INTO search_results (search_id, business_id, lead_id, lead_created_at, position, keywords)
			SELECT job.id, r.business_id, r.lead_id, r.lead_created_at, job.result_count + r.ord, r.keywords
			FROM job, jsonb_to_recordset($3::jsonb) AS r(business_id uuid, lead_id uuid, lead_created_at timestamptz, ord integer, keywords smallint[])
			ON CONFLICT DO NOTHING RETURNING business_id),
		matched AS (
			UPDATE search_results r SET keywords = (SELECT array_agg(DISTINCT k ORDER BY k) FROM unnest(coalesce(r.keywords, '{}') || m.keywords) AS k)
			FROM job, jsonb_to_recordset($7::jsonb) AS m(business_id uuid, keywords smallint[])
			WHERE r.search_id = job.id AND r.business_id = m.business_id RETURNING r.business_id)
		UPDATE searches s SET result_count = s.result_count + (SELECT count(*) FROM inserted),
			processed = s.processed + (SELECT count(*) FROM inserted), found = s.found + $4, filtered = s.filtered + cardinality($8::uuid[]),
			reached_limit = s.reached_limit OR $9,
			warnings = CASE WHEN $10::text IS NULL OR $10::text = ANY(s.warnings) THEN s.warnings ELSE array_append(s.warnings, $10::text) END,
			checkpoint = COALESCE($5::jsonb, s.checkpoint),
			lease_expires_at = now() + make_interval(secs => $6::float8 / 1000), updated_at = now()
		FROM job WHERE s.id = job.id RETURNING s.result_count, s.max_results, s.cancel_requested`,
		[
			input.id,
			input.workerId,
			resultsJson(input.results),
			input.newlyFound,
			input.checkpoint === undefined ? null : JSON.stringify(input.checkpoint),
			input.leaseMs,
			JSON.stringify(input.matched.map((m) => ({ business_id: m.businessId, keywords: m.keywords }))),
			input.filtered,
			input.limitReached,
			input.warning ?? null,
		],
	);
	return rows[0] ?? null;
}

/** Adds a warning to a search that has not ended, once; the row as it is now. */
export async function addWarning(id: string, warning: string): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches SET warnings = array_append(warnings, $2::text), updated_at = now()
		WHERE id = $1 AND NOT ($2::text = ANY(warnings)) AND status NOT IN ('completed', 'failed', 'canceled') RETURNING *`,
		[id, warning],
	);
	return rows[0] ?? null;
}

/** The terms that found each of these results of a search (searches made with several terms). */
export async function resultKeywords(searchId: string, leadIds: string[]): Promise<Map<string, number[]>> {
	const rows = await query<{ lead_id: string; keywords: number[] | null }>(
		"SELECT lead_id, keywords FROM search_results WHERE search_id = $1 AND lead_id = ANY($2::uuid[])",
		[searchId, leadIds],
	);
	return new Map(rows.map((r) => [r.lead_id, r.keywords ?? []]));
}

/** Results added outside a worker's page (repairs at settlement), after the ones already there. */
export async function appendResults(searchId: string, results: DeliveredResult[]): Promise<void> {
	if (!results.length) return;
	await transaction(async (tx) => {
		const row = await lockSearch(tx, searchId);
		if (!row) return;
		const inserted = await tx.query(
			`INSERT INTO search_results (search_id, business_id, lead_id, lead_created_at, position)
			 SELECT $1, r.business_id, r.lead_id, r.lead_created_at, $2 + r.ord
			 FROM jsonb_to_recordset($3::jsonb) AS r(business_id uuid, lead_id uuid, lead_created_at timestamptz, ord integer)
			 ON CONFLICT DO NOTHING RETURNING business_id`,
			[searchId, row.result_count, resultsJson(results)],
		);
		await tx.query("UPDATE searches SET result_count = result_count + $2, processed = processed + $2 WHERE id = $1", [searchId, inserted.length]);
	});
}

export async function resultBusinessIds(searchId: string): Promise<Set<string>> {
	const rows = await query<{ business_id: string }>("SELECT business_id FROM search_results WHERE search_id = $1", [searchId]);
	return new Set(rows.map((r) => r.business_id));
}

/** The reservation of an ended search is released. */
export async function releaseConfirmed(id: string): Promise<void> {
	await query("UPDATE searches SET settlement_due = false WHERE id = $1 AND settlement_due", [id]);
}

/** Marks a search as wrapping up towards `status`: what a sweep ends it with should its worker not. */
export async function beginEnding(id: string, status: SearchStatus, error: string | null): Promise<void> {
	await query(
		`UPDATE searches SET phase = 'wrapping_up', ending_status = $2, ending_error = $3, updated_at = now()
		 WHERE id = $1 AND status NOT IN ('completed', 'failed', 'canceled')`,
		[id, status, error],
	);
}

/**
 * Takes a running search whose worker left it wrapping up (died, or its release failed) and let the
 * lease lapse, under a lease of the caller's own, for a sweep to end it as it was meant to end.
 */
export async function takeLapsedEnding(owner: string, leaseMs: number): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches s SET lease_owner = $1, lease_expires_at = now() + make_interval(secs => $2::float8 / 1000), updated_at = now()
		 WHERE s.id = (
			SELECT id FROM searches c WHERE c.status = 'running' AND c.phase = 'wrapping_up' AND c.lease_expires_at < now()
			ORDER BY c.updated_at LIMIT 1 FOR UPDATE SKIP LOCKED)
		 RETURNING *`,
		[owner, leaseMs],
	);
	return rows[0] ?? null;
}

export async function setPhase(id: string, phase: Phase): Promise<void> {
	await query("UPDATE searches SET phase = $2, updated_at = now() WHERE id = $1 AND status NOT IN ('completed', 'failed', 'canceled')", [id, phase]);
}

/**
 * Ends a search; a `search.completed` / `search.failed` event goes into the outbox
 * in the same transaction, so no ending is ever lost to a crash before it is announced.
 * A set cancel flag wins over the status asked for, in the same statement, so a
 * cancel that was accepted (`requestCancel`) always ends `canceled`.
 */
export async function settle(id: string, status: SearchStatus, error: string | null): Promise<SearchRow | null> {
	return transaction((tx) => settleIn(tx, id, status, error, false));
}

/** `releaseDue`: ended before its reservation was released (a pending search failed by a sweep); the release follows. */
export async function settleIn(tx: Tx, id: string, status: SearchStatus, error: string | null, releaseDue: boolean): Promise<SearchRow | null> {
	const rows = await tx.query<SearchRow>(
		`UPDATE searches SET status = CASE WHEN cancel_requested THEN 'canceled' ELSE $2::text END, settlement_due = $4,
			phase = CASE WHEN $2::text = 'failed' AND NOT cancel_requested THEN 'failed' ELSE 'done' END,
			error = CASE WHEN cancel_requested THEN NULL ELSE $3::text END, finished_at = now(), updated_at = now(),
			lease_owner = NULL, lease_expires_at = NULL
		 WHERE id = $1 AND status NOT IN ('completed', 'failed', 'canceled') RETURNING *`,
		[id, status, error, releaseDue],
	);
	const row = rows[0];
	if (row && (row.status === "completed" || row.status === "failed")) {
		const type = `search.${row.status}` as const;
		await writeWebhookEvent(tx, SEARCH_OUTBOX, row.account_id, searchEventPayload(type, toSearch(row), coverageOf(row)), { search_id: row.id, type });
	}
	return row ?? null;
}

export async function searchResultPage(searchId: string, limit: number, offset: number): Promise<{ leadIds: string[]; total: number }> {
	const [rows, count] = await Promise.all([
		query<{ lead_id: string }>("SELECT lead_id FROM search_results WHERE search_id = $1 ORDER BY position, business_id LIMIT $2 OFFSET $3", [
			searchId,
			limit,
			offset,
		]),
		query<{ n: number }>("SELECT count(*)::int AS n FROM search_results WHERE search_id = $1", [searchId]),
	]);
	return { leadIds: rows.map((r) => r.lead_id), total: count[0].n };
}

/**
 * A search's results in a window of positions, `(after, after + span]`, in order:
 * for streaming exports and the enriching phase. Windows rather than "the next N
 * after a position": positions may repeat (a result written beside a conflicting
 * one), and a keyset on them alone could skip a row at a batch boundary; a bounded
 * range also keeps the plan an index range scan whatever the planner believes of
 * the search's size. `last` is the highest position the search has now.
 */
export async function resultsWindow(searchId: string, after: number, span: number, leadIds: string[] | null): Promise<{ results: ResultRef[]; last: number }> {
	const rows = await queryArrays(
		`SELECT b.last, r.lead_id, r.business_id, r.position, floor(extract(epoch FROM r.lead_created_at) * 1000)::int8
		 FROM (SELECT max(position) AS last FROM search_results WHERE search_id = $1) b
		 LEFT JOIN LATERAL (
			SELECT lead_id, business_id, position, lead_created_at FROM search_results
			WHERE search_id = $1 AND position > $2 AND position <= $2 + $3 AND ($4::uuid[] IS NULL OR lead_id = ANY($4::uuid[]))
			ORDER BY position, business_id) r ON true`,
		[searchId, after, span, leadIds],
		"searches.resultsWindow",
	);
	const results: ResultRef[] = [];
	for (const r of rows) {
		if (r[1] !== null)
			results.push({ leadId: r[1] as string, businessId: r[2] as string, position: r[3] as number, leadCreatedAtMs: r[4] === null ? null : Number(r[4]) });
	}
	return { results, last: (rows[0]?.[0] as number | null) ?? 0 };
}

/**
 * A search whose search phase is done goes to the enriching lane: its own counters from zero
 * (`processed` and `failed` then count enriched results), its attempts anew, and its lease given
 * back so an enriching worker claims it. Null once the scraper no longer holds it.
 */
export async function handOverToEnrichment(id: string, workerId: string): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches SET phase = 'enriching', processed = 0, failed = 0, enrich_after = 0, attempts = 0,
			lease_owner = NULL, lease_expires_at = now() - interval '1 millisecond', updated_at = now()
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' AND phase = 'searching' RETURNING *`,
		[id, workerId],
	);
	return rows[0] ?? null;
}

/** Progress in absolute terms (results up to a position, failures so far), so redoing a batch counts nothing twice. */
export async function recordEnrichment(id: string, workerId: string, after: number, failed: number, leaseMs: number): Promise<SearchRow | null> {
	const rows = await query<SearchRow>(
		`UPDATE searches s SET enrich_after = greatest(s.enrich_after, $3), failed = $4,
			processed = (SELECT count(*) FROM search_results r WHERE r.search_id = s.id AND r.position <= greatest(s.enrich_after, $3)),
			lease_expires_at = now() + make_interval(secs => $5::float8 / 1000), updated_at = now()
		 WHERE s.id = $1 AND s.lease_owner = $2 AND s.status = 'running' AND s.phase = 'enriching' RETURNING *`,
		[id, workerId, after, failed, leaseMs],
	);
	return rows[0] ?? null;
}

export const newSearchId = randomUUID;
