import { query } from "../../shared/db";
import type { CoverageCheckpoint, SearchStatus, WatchRunSearch } from "./searches.contract";

/** What the watches service reads of its searches (DESIGN §10). */

interface WatchSearchRow {
	id: string;
	status: SearchStatus;
	error: string | null;
	created_at: Date;
	finished_at: Date | null;
	reached_limit: boolean;
	result_count: number;
	max_results: number;
	checkpoint: Partial<CoverageCheckpoint> | null;
}

const ENDED = new Set<SearchStatus>(["completed", "failed", "canceled"]);

/**
 * A search that completed having searched its whole area: below `maxResults`, never stopped by a page it could not
 * take (room or reservation), and no cell at the provider's cap at the smallest size (places past the cap unseen).
 */
function exhaustive(r: WatchSearchRow): boolean {
	return r.status === "completed" && !r.reached_limit && r.result_count < r.max_results && (r.checkpoint?.tally?.cellsCappedAtMinSize ?? 0) === 0;
}

async function idsBySearch(table: "search_results" | "search_filtered", searchIds: string[]): Promise<Map<string, string[]>> {
	if (!searchIds.length) return new Map();
	const rows = await query<{ search_id: string; ids: string[] }>(
		`SELECT search_id, array_agg(business_id) AS ids FROM ${table} WHERE search_id = ANY($1::uuid[]) GROUP BY search_id`,
		[searchIds],
	);
	return new Map(rows.map((r) => [r.search_id, r.ids]));
}

/** Watches' searches by id (a search of no watch is not one of them); with `seen`, the businesses each ended one saw. */
export async function watchRunSearches(ids: string[], seen: boolean): Promise<WatchRunSearch[]> {
	if (!ids.length) return [];
	const rows = await query<WatchSearchRow>(
		`SELECT id, status, error, created_at, finished_at, reached_limit, result_count, max_results, checkpoint
		 FROM searches WHERE id = ANY($1::uuid[]) AND watch_id IS NOT NULL`,
		[ids],
	);
	const ended = seen ? rows.filter((r) => ENDED.has(r.status)).map((r) => r.id) : [];
	const [results, filtered] = await Promise.all([idsBySearch("search_results", ended), idsBySearch("search_filtered", ended)]);
	return rows.map((r) => ({
		id: r.id,
		status: r.status,
		error: r.error,
		createdAt: new Date(r.created_at).toISOString(),
		finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
		exhaustive: exhaustive(r),
		...(ended.includes(r.id) ? { results: results.get(r.id) ?? [], filtered: filtered.get(r.id) ?? [] } : {}),
	}));
}

/** No other account uses the conversation (its first user owns it; an unused one is free). */
export async function conversationFreeFor(id: string, accountId: string): Promise<boolean> {
	const rows = await query<{ account_id: string }>("SELECT account_id FROM conversations WHERE id = $1", [id]);
	return !rows.length || rows[0].account_id === accountId;
}
