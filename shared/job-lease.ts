import { query } from "./db";

/**
 * Durable jobs held under a lease (searches, business runs): a worker claims a row
 * (`FOR UPDATE SKIP LOCKED`), heartbeats to keep it, gives it back at shutdown, and
 * a row whose lease lapsed is taken by the next claim and resumed from what it
 * recorded. The table needs `id`, `provider`, `status` (pending, running, then an
 * ending), `lease_owner`, `lease_expires_at`, `attempts`, `started_at`, `updated_at`,
 * `created_at`. The SQL is the same for every such table; only the table differs.
 */
export interface LeasedTable {
	/** a trusted table name (never user input) */
	table: "searches" | "business_runs";
}

/** `now() + leaseMs` in SQL, the lease in the parameter numbered `n`. */
export const leaseUntil = (n: number) => `now() + make_interval(secs => $${n}::float8 / 1000)`;

/** A claimed job's lease columns, as a claim sets them; `$2` the worker, `$3` the lease (ms). */
export const CLAIM_SET = `status = 'running', lease_owner = $2, lease_expires_at = ${leaseUntil(3)},
	attempts = attempts + 1, started_at = COALESCE(started_at, now()), updated_at = now()`;

/**
 * The next job of a provider: first a running one whose worker let its lease lapse (it died),
 * else the oldest pending one `ready` admits (a trusted SQL condition on the row). One
 * statement; concurrent claims skip each other's rows.
 */
export async function claimNext<R>(t: LeasedTable, provider: string, workerId: string, leaseMs: number, ready = "true"): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} SET ${CLAIM_SET}
		 WHERE id = (
			SELECT id FROM ${t.table}
			WHERE provider = $1 AND ((status = 'running' AND lease_expires_at < now()) OR (status = 'pending' AND ${ready}))
			ORDER BY status = 'running' DESC, created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
		 RETURNING *`, [provider, workerId, leaseMs]);
	return rows[0] ?? null;
}

/** Renews the lease of a job its worker still holds; null once it does not. */
export async function extendLease<R>(t: LeasedTable, id: string, workerId: string, leaseMs: number): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} SET lease_expires_at = ${leaseUntil(3)}, updated_at = now()
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING *`, [id, workerId, leaseMs]);
	return rows[0] ?? null;
}

/**
 * Gives a job back at once (its lease lapsed, so the next claim takes it) and takes
 * the owner off it: a heartbeat or write of the releasing worker still on its way
 * finds the job no longer its own and writes nothing. Only the holder can release;
 * the row when it did, null when the job was not its own. A worker stopping gives
 * its attempt back too: scaling down and rolling updates never wear a job out.
 */
export async function releaseLease<R>(t: LeasedTable, id: string, workerId: string, attemptUnspent: boolean): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} SET lease_owner = NULL, lease_expires_at = now() - interval '1 millisecond', updated_at = now(),
			attempts = CASE WHEN $3 THEN greatest(attempts - 1, 0) ELSE attempts END
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING *`, [id, workerId, attemptUnspent]);
	return rows[0] ?? null;
}

/**
 * Takes a running job of a provider whose worker let its lease lapse, as a worker
 * would claim it (a lease of its own), for a sweep to settle: a worker coming
 * back meanwhile cannot claim it too.
 */
export async function takeLapsedOf<R>(t: LeasedTable, provider: string, owner: string, leaseMs: number): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} s SET lease_owner = $2, lease_expires_at = ${leaseUntil(3)}, updated_at = now()
		 WHERE s.id = (
			SELECT id FROM ${t.table} WHERE provider = $1 AND status = 'running' AND lease_expires_at < now()
			ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
		 RETURNING *`, [provider, owner, leaseMs]);
	return rows[0] ?? null;
}

/** Jobs whose workers keep dying: leases lapsed after the last allowed attempt. */
export async function abandonedJobs<R>(t: LeasedTable, maxAttempts: number): Promise<R[]> {
	return query<R>(
		`SELECT * FROM ${t.table} WHERE status = 'running' AND lease_expires_at < now() AND attempts >= $1 LIMIT 100`, [maxAttempts]);
}

/** What a claim found: a job to run, or one to end first (its cancel was asked, or its workers kept dying). */
export interface ClaimedRow { cancel_requested: boolean; attempts: number }

/**
 * Claims until a job can run: one whose cancel was asked is settled `canceled`, one claimed
 * more than `maxAttempts` times is settled `failed` with `worker_lost`, and the next is claimed.
 */
export async function claimRunnable<R extends ClaimedRow>(
	claim: () => Promise<R | null>, settle: (row: R, status: "canceled" | "failed", error: string | null) => Promise<unknown>, maxAttempts: number,
): Promise<R | null> {
	for (;;) {
		const row = await claim();
		if (!row) return null;
		if (row.cancel_requested) await settle(row, "canceled", null);
		else if (row.attempts > maxAttempts) await settle(row, "failed", "worker_lost");
		else return row;
	}
}
