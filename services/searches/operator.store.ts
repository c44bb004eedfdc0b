import { hash } from "node:crypto";
import { query } from "../../shared/db";
import { PROVIDERS } from "../../shared/business";
import { pagedQuery, type Page } from "../../shared/paging";
import type { ListAllSearchesParams, OperatorSearch, QueueDepth } from "./searches.contract";
import { toSearch, type SearchRow } from "./searches.store";

/** What operators read of searches: any account's, with what the API does not show. */

type OperatorSearchRow = SearchRow & { started_at: Date | null; finished_at: Date | null; retried_as: string | null };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/**
 * The id of the search that retries a failed one: derived from the failed search's id, so a
 * second retry finds the first one's search instead of making (and funding) another.
 */
export function retryIdOf(searchId: string): string {
	const h = hash("sha256", `leadmap:search-retry:${searchId}`, "hex");
	// Shaped as a version-5-like UUID (name-based), so it passes every uuid check.
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function toOperatorSearch(row: OperatorSearchRow): OperatorSearch {
	return {
		...toSearch(row),
		accountId: row.account_id,
		reserved: row.reserved,
		attempts: row.attempts,
		cancelRequested: row.cancel_requested,
		leaseOwner: row.lease_owner,
		leaseExpiresAt: iso(row.lease_expires_at),
		startedAt: iso(row.started_at),
		finishedAt: iso(row.finished_at),
		retriedAs: row.retried_as,
	};
}

/** Searches with the id of their retry filled in where one exists (a name-based id: computed, then looked up). */
async function withRetries(rows: OperatorSearchRow[]): Promise<OperatorSearch[]> {
	const retryIds = rows.map((r) => retryIdOf(r.id));
	const found = new Set((await query<{ id: string }>("SELECT id FROM searches WHERE id = ANY($1::uuid[])", [retryIds])).map((r) => r.id));
	return rows.map((r, i) => toOperatorSearch({ ...r, retried_as: found.has(retryIds[i]) ? retryIds[i] : null }));
}

export async function listAll(p: ListAllSearchesParams): Promise<Page<OperatorSearch>> {
	const page = await pagedQuery<OperatorSearchRow, OperatorSearchRow>(
		`SELECT * FROM searches WHERE deleted_at IS NULL AND ($1::uuid IS NULL OR account_id = $1)
			AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR provider = $3)
		 ORDER BY created_at DESC, id DESC`,
		[p.accountId ?? null, p.status ?? null, p.provider ?? null],
		p,
		(row) => row,
	);
	return { ...page, data: await withRetries(page.data) };
}

/** Any search, deleted ones included (an operator may look into what a customer removed). */
export async function inspect(id: string): Promise<OperatorSearch | null> {
	const rows = await query<OperatorSearchRow>("SELECT * FROM searches WHERE id = $1", [id]);
	return rows.length ? (await withRetries(rows))[0] : null;
}

export async function queues(): Promise<QueueDepth[]> {
	const rows = await query<{ provider: string; pending: number; running: number; oldest_pending_at: Date | null }>(
		`SELECT provider, count(*) FILTER (WHERE status = 'pending')::int AS pending, count(*) FILTER (WHERE status = 'running')::int AS running,
			min(created_at) FILTER (WHERE status = 'pending') AS oldest_pending_at
		 FROM searches WHERE status IN ('pending', 'running') GROUP BY provider`,
	);
	const byProvider = new Map(rows.map((r) => [r.provider, r]));
	return PROVIDERS.map((provider) => {
		const r = byProvider.get(provider);
		return { provider, pending: r?.pending ?? 0, running: r?.running ?? 0, oldestPendingAt: iso(r?.oldest_pending_at ?? null) };
	});
}
