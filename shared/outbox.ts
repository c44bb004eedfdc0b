import { query, type Tx } from "./db";

/**
 * Outbox tables: an event is written in the transaction of the change it announces (`writeOutboxEvent`), then handed
 * over (`drainOutbox`, to a service that keeps each event once by its id) after that transaction commits; what was not
 * handed over is tried again with back-off. Each table has `id`, `account_id`, `payload`, `created_at`,
 * `dispatched_at`, `attempts` and `next_attempt_at`; its owner names it (a constant of its code, never input).
 */
export type OutboxTable = string;

/** What an outbox row carries: the event as its receivers get it, its producer owning the shape of `data`. */
export interface OutboxPayload {
	id: string;
	type: string;
	createdAt: string;
	data: unknown;
}

export interface OutboxEvent<P> {
	id: string;
	account_id: string;
	payload: P;
}

/**
 * Writes an event (once: a row that conflicts with one already written, on any unique key, is left as it is).
 * `columns`: the table's own columns beside the common ones (a search's `search_id` and `type`).
 */
export async function writeOutboxEvent(
	via: Tx | null,
	table: OutboxTable,
	accountId: string,
	payload: OutboxPayload,
	columns: Record<string, unknown> = {},
): Promise<void> {
	const names = ["id", "account_id", "payload", "created_at", ...Object.keys(columns)];
	const values = [payload.id, accountId, JSON.stringify(payload), payload.createdAt, ...Object.values(columns)];
	const sql = `INSERT INTO ${table} (${names.join(", ")}) VALUES (${values.map((_, i) => `$${i + 1}`).join(", ")}) ON CONFLICT DO NOTHING`;
	await (via ? via.query(sql, values) : query(sql, values));
}

/** Events not yet handed over, oldest first; held for a while (longer at each attempt) so instances do not both send them. */
export async function claimOutbox<P>(table: OutboxTable, limit: number, holdMs: number): Promise<OutboxEvent<P>[]> {
	return query<OutboxEvent<P>>(
		`UPDATE ${table} SET attempts = attempts + 1,
			next_attempt_at = now() + make_interval(secs => $2::float8 / 1000 * least(power(2, attempts), 60))
		 WHERE id IN (SELECT id FROM ${table} WHERE dispatched_at IS NULL AND next_attempt_at <= now()
			ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
		 RETURNING id, account_id, payload`,
		[limit, holdMs],
	);
}

export async function markOutboxDispatched(table: OutboxTable, id: string): Promise<void> {
	await query(`UPDATE ${table} SET dispatched_at = now() WHERE id = $1`, [id]);
}

/**
 * Hands over at once one event just written (its transaction committed); marked handed over when that worked, else
 * left due for `drainOutbox`. Another instance draining meanwhile may hand it over too: the receiver keeps it once.
 */
export async function handOverNow<P>(
	table: OutboxTable,
	event: OutboxEvent<P>,
	handOver: (event: OutboxEvent<P>) => Promise<unknown>,
	onFailure: (event: OutboxEvent<P>, err: Error) => void,
): Promise<void> {
	try {
		await handOver(event);
		await markOutboxDispatched(table, event.id);
	} catch (err) {
		onFailure(event, err as Error);
	}
}

/**
 * Hands every due event over (`handOver`, a bus call made outside any transaction) and marks it handed over;
 * one that fails stays for a later round, after its back-off.
 */
export async function drainOutbox<P>(
	table: OutboxTable,
	batch: number,
	holdMs: number,
	handOver: (event: OutboxEvent<P>) => Promise<unknown>,
	onFailure: (event: OutboxEvent<P>, err: Error) => void,
): Promise<void> {
	for (;;) {
		const events = await claimOutbox<P>(table, batch, holdMs);
		if (!events.length) return;
		for (const event of events) await handOverNow(table, event, handOver, onFailure);
	}
}
