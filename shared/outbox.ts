import { query } from "./db";

/**
 * Outbox tables: an event is written in the transaction of the change it announces, then handed to the webhooks
 * service (which keeps each event once by its id) after that transaction commits; what was not handed over is
 * tried again with back-off. Each table has `id`, `account_id`, `payload`, `created_at`, `dispatched_at`,
 * `attempts` and `next_attempt_at`.
 */
export type OutboxTable = "search_events" | "watch_events";

export interface OutboxEvent<P> { id: string; account_id: string; payload: P }

/** Events not yet handed over, oldest first; held for a while (longer at each attempt) so instances do not both send them. */
export async function claimOutbox<P>(table: OutboxTable, limit: number, holdMs: number): Promise<OutboxEvent<P>[]> {
	return query<OutboxEvent<P>>(
		`UPDATE ${table} SET attempts = attempts + 1,
			next_attempt_at = now() + make_interval(secs => $2::float8 / 1000 * least(power(2, attempts), 60))
		 WHERE id IN (SELECT id FROM ${table} WHERE dispatched_at IS NULL AND next_attempt_at <= now()
			ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
		 RETURNING id, account_id, payload`, [limit, holdMs]);
}

export async function markOutboxDispatched(table: OutboxTable, id: string): Promise<void> {
	await query(`UPDATE ${table} SET dispatched_at = now() WHERE id = $1`, [id]);
}

/**
 * Hands every due event over (`handOver`, a bus call made outside any transaction) and marks it handed over;
 * one that fails stays for a later round, after its back-off.
 */
export async function drainOutbox<P>(table: OutboxTable, batch: number, holdMs: number, handOver: (event: OutboxEvent<P>) => Promise<unknown>,
	onFailure: (event: OutboxEvent<P>, err: Error) => void): Promise<void> {
	for (;;) {
		const events = await claimOutbox<P>(table, batch, holdMs);
		if (!events.length) return;
		for (const event of events) {
			try {
				await handOver(event);
				await markOutboxDispatched(table, event.id);
			} catch (err) {
				onFailure(event, err as Error);
			}
		}
	}
}
