import { query, transaction } from "../db";

/**
 * Durable jobs held under a lease (a service's job table): a worker claims a row, heartbeats
 * to keep it, gives it back at shutdown, and a row whose lease lapsed is taken by the next claim
 * and resumed from what it recorded. The table needs `id`, `account_id`, `provider`, `status`
 * (pending, running, then an ending), `lease_owner`, `lease_expires_at`, `attempts`,
 * `cancel_requested`, `started_at`, `updated_at`, `created_at`. The SQL is the same for every
 * such table; only the table and its lanes differ.
 */
export interface LeasedTable {
	/** the owning service's table: a trusted name written in its code, never user input */
	table: string;
}

/**
 * One queue of a leased table, as claims see it. Every SQL text here is trusted (written in the
 * owning service, never from input); `where` and `ready` read the candidate row as `c`, and
 * `counted` a running row of the table as `r`. `params` fill `$3…` in `where`.
 */
export interface JobLane {
	/** the lane's claim turn: claims of one lane take turns, so every cap counts every claim before it */
	turn: string;
	/** the lane's rows */
	where: string;
	params: unknown[];
	/** a pending row that may start (paid for); `false` for a lane that only resumes running rows */
	ready: string;
	/** the running rows that count toward the account's cap in this lane */
	counted: string;
	/** the account's cap for the candidate row, an SQL expression */
	cap: string;
}

/** `now() + leaseMs` in SQL, the lease in the parameter numbered `n`. */
export const leaseUntil = (n: number) => `now() + make_interval(secs => $${n}::float8 / 1000)`;

/** A claimed job's lease columns, as a claim sets them; `$1` the worker, `$2` the lease (ms). */
const CLAIM_SET = `status = 'running', lease_owner = $1, lease_expires_at = ${leaseUntil(2)},
	attempts = attempts + 1, started_at = COALESCE(started_at, now()), updated_at = now()`;

const CLAIM_TRIES = 50;
const CLAIM_BUSY = Symbol("claim busy");

/**
 * The next job of a lane: first a running one whose worker let its lease lapse (it died; it counts
 * as running already), else a ready pending one of an account running fewer of the lane's jobs
 * than its cap, the account running fewest first (oldest job among equals), so one account's long
 * queue never starves another's. Claims of a lane take turns (a transaction lock), so caps hold
 * with any number of workers; a claim that finds the turn taken waits without holding a
 * connection and tries again, then answers no job (the worker polls as when idle).
 */
export async function claimFair<R>(t: LeasedTable, lane: JobLane, workerId: string, leaseMs: number): Promise<R | null> {
	for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
		const claimed = await tryClaimFair<R>(t, lane, workerId, leaseMs);
		if (claimed !== CLAIM_BUSY) return claimed;
		await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
	}
	return null;
}

async function tryClaimFair<R>(t: LeasedTable, lane: JobLane, workerId: string, leaseMs: number): Promise<R | null | typeof CLAIM_BUSY> {
	return transaction(async (tx) => {
		const [turn] = await tx.query<{ locked: boolean }>("SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked", [lane.turn]);
		if (!turn.locked) return CLAIM_BUSY;
		const rows = await tx.query<R>(
			`WITH running AS (SELECT account_id, count(*)::int AS n FROM ${t.table} r WHERE r.status = 'running' AND (${lane.counted}) GROUP BY account_id)
			 UPDATE ${t.table} s SET ${CLAIM_SET}
			 WHERE s.id = (
				SELECT c.id FROM ${t.table} c LEFT JOIN running n ON n.account_id = c.account_id
				WHERE (${lane.where}) AND ((c.status = 'running' AND c.lease_expires_at < now())
					OR (c.status = 'pending' AND (${lane.ready}) AND coalesce(n.n, 0) < (${lane.cap})))
				ORDER BY c.status = 'running' DESC, coalesce(n.n, 0), c.created_at
				LIMIT 1 FOR UPDATE OF c SKIP LOCKED)
			 RETURNING *`,
			[workerId, leaseMs, ...lane.params],
		);
		return rows[0] ?? null;
	});
}

/** Renews the lease of a job its worker still holds; null once it does not. */
export async function extendLease<R>(t: LeasedTable, id: string, workerId: string, leaseMs: number): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} SET lease_expires_at = ${leaseUntil(3)}, updated_at = now()
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING *`,
		[id, workerId, leaseMs],
	);
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
		 WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING *`,
		[id, workerId, attemptUnspent],
	);
	return rows[0] ?? null;
}

/**
 * Takes a running job whose worker let its lease lapse and that `needs` says waits on the
 * provider, as a worker would claim it (a lease of its own), for a sweep to settle: a worker
 * coming back meanwhile cannot claim it too.
 */
export async function takeLapsedOf<R>(t: LeasedTable, provider: string, needs: string, owner: string, leaseMs: number): Promise<R | null> {
	const rows = await query<R>(
		`UPDATE ${t.table} s SET lease_owner = $2, lease_expires_at = ${leaseUntil(3)}, updated_at = now()
		 WHERE s.id = (
			SELECT id FROM ${t.table} c WHERE c.provider = $1 AND c.status = 'running' AND c.lease_expires_at < now() AND (${needs})
			ORDER BY c.created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
		 RETURNING *`,
		[provider, owner, leaseMs],
	);
	return rows[0] ?? null;
}

/** Jobs whose workers keep dying: leases lapsed after the last allowed attempt. */
export async function abandonedJobs<R>(t: LeasedTable, maxAttempts: number): Promise<R[]> {
	return query<R>(`SELECT * FROM ${t.table} WHERE status = 'running' AND lease_expires_at < now() AND attempts >= $1 LIMIT 100`, [maxAttempts]);
}

/** What a claim found: a job to run, or one to end first (its cancel was asked, or its workers kept dying). */
export interface ClaimedRow {
	cancel_requested: boolean;
	attempts: number;
}

/**
 * Claims until a job can run: one whose cancel was asked is settled `canceled`, one claimed
 * more than `maxAttempts` times is settled `failed` with `worker_lost`, and the next is claimed.
 */
export async function claimRunnable<R extends ClaimedRow>(
	claim: () => Promise<R | null>,
	settle: (row: R, status: "canceled" | "failed", error: string | null) => Promise<unknown>,
	maxAttempts: number,
): Promise<R | null> {
	for (;;) {
		const row = await claim();
		if (!row) return null;
		if (row.cancel_requested) await settle(row, "canceled", null);
		else if (row.attempts > maxAttempts) await settle(row, "failed", "worker_lost");
		else return row;
	}
}
