import { query, transaction } from "../../shared/db";
import type { LinkBackfillPosition, LinkUnmatchedResult } from "./dataset.contract";
import { linkBusinesses, lockLinking } from "./links.store";

/**
 * Rows stored before match keys existed (migration 1733800000000) have neither keys nor links
 * until a provider observes them again: this links them, oldest first, a batch at a time.
 *
 * The batch is chosen after the linking lock is taken, so two runs (two operators, two
 * instances) are serialised: the second sees the first's keys and picks other rows, and
 * nothing is processed twice. The lock is the one every upsert takes after locking its own
 * rows; a batch locks no business row itself (its key and link inserts take only key-share
 * locks, which an upsert's update does not wait for), so the two never wait on each other in a cycle.
 */
export async function linkUnmatched(limit: number, after: LinkBackfillPosition | null): Promise<LinkUnmatchedResult> {
	const { ids, linked, next } = await transaction(async (tx) => {
		await lockLinking(tx);
		// (created_at, id) never changes after insert: the listing's index walks it in order, each row a primary-key probe of its keys.
		const rows = await tx.query<{ id: string; createdAt: string }>(
			`SELECT b.id, b.created_at::text AS "createdAt" FROM businesses b
			 WHERE NOT EXISTS (SELECT 1 FROM business_match_keys k WHERE k.business_id = b.id)
			 ${after ? `AND (b.created_at, b.id) > ($2::timestamptz, $3::uuid)` : ""}
			 ORDER BY b.created_at, b.id LIMIT $1`,
			after ? [limit, after.createdAt, after.id] : [limit],
		);
		const batch = rows.map((r) => r.id);
		const linked = await linkBusinesses(tx, batch);
		const last = rows.at(-1);
		return { ids: batch, linked, next: last ? { createdAt: last.createdAt, id: last.id } : null };
	});
	return { processed: ids.length, linked, remaining: await unmatchedCount(), next };
}

/** Rows without match keys: keys are one row per business row, so two counts tell, outside the lock. */
async function unmatchedCount(): Promise<number> {
	const [{ n }] = await query<{ n: number }>(`SELECT ((SELECT count(*) FROM businesses) - (SELECT count(*) FROM business_match_keys))::int AS n`);
	return n;
}
