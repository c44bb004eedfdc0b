import { query } from "../../shared/db";

/**
 * The scheduler's claims. A claim is one statement (one transaction): it locks due enabled
 * subscriptions with SKIP LOCKED (replicas never wait on, nor take, each other's rows),
 * moves each one's `next_check_at` on by its interval, and marks the check as pending
 * (`pending_due_at`, with a lease). The runs are created after the claim commits; the
 * marker is cleared once they exist. A replica that dies in between leaves the marker,
 * and another one takes the check over when the lease lapses (see takeOverLapsed).
 */

export interface ClaimedCheck {
	id: string;
	account_id: string;
	business_id: string;
	/** when the check fell due, as PostgreSQL's text (microseconds kept: it names the check) */
	due_text: string;
	/** when it was first claimed: a run made for it was made after this */
	claimed_at: Date;
}

const CLAIMED = `s.id, s.account_id, s.business_id, s.pending_due_at::text AS due_text, s.claimed_at`;

export async function claimDue(workerId: string, limit: number, leaseMs: number): Promise<ClaimedCheck[]> {
	return query<ClaimedCheck>(
		`WITH due AS (
			SELECT id FROM monitor_subscriptions
			WHERE enabled AND pending_due_at IS NULL AND next_check_at <= now()
			ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
		 UPDATE monitor_subscriptions s SET pending_due_at = s.next_check_at, last_due_at = s.next_check_at,
			claimed_at = now(), claimed_by = $1, lease_until = now() + make_interval(secs => $3::float8 / 1000),
			next_check_at = CASE WHEN s.next_check_at + make_interval(days => s.interval_days) > now()
				THEN s.next_check_at + make_interval(days => s.interval_days) ELSE now() + make_interval(days => s.interval_days) END
		 FROM due WHERE s.id = due.id
		 RETURNING ${CLAIMED}`,
		[workerId, limit, leaseMs],
	);
}

/** Checks claimed by a replica whose lease lapsed (it died, or lost the database, between claim and runs): this worker's now. */
export async function takeOverLapsed(workerId: string, limit: number, leaseMs: number): Promise<ClaimedCheck[]> {
	return query<ClaimedCheck>(
		`WITH lapsed AS (
			SELECT id FROM monitor_subscriptions WHERE pending_due_at IS NOT NULL AND lease_until < now()
			ORDER BY lease_until LIMIT $2 FOR UPDATE SKIP LOCKED)
		 UPDATE monitor_subscriptions s SET claimed_by = $1, lease_until = now() + make_interval(secs => $3::float8 / 1000)
		 FROM lapsed WHERE s.id = lapsed.id
		 RETURNING ${CLAIMED}`,
		[workerId, limit, leaseMs],
	);
}

/** A check whose run exists (or was found to exist); `unpaid`: why it could not be paid, when it could not. */
export interface CompletedCheck {
	id: string;
	dueText: string;
	runId: string | null;
	unpaid?: string | null;
}

/**
 * The checks whose runs exist: their markers cleared, the run kept as the last. A check that
 * could not be paid counts toward turning the subscription off (at `disableAfter` in a row,
 * with the reason shown); a paid one starts the count again.
 */
export async function completeChecks(done: CompletedCheck[], disableAfter: number): Promise<void> {
	if (!done.length) return;
	await query(
		`UPDATE monitor_subscriptions s SET pending_due_at = NULL, claimed_at = NULL, claimed_by = NULL, lease_until = NULL,
			last_run_id = COALESCE(d.run_id, s.last_run_id),
			unpaid_checks = CASE WHEN d.unpaid IS NULL THEN 0 ELSE s.unpaid_checks + 1 END,
			enabled = s.enabled AND (d.unpaid IS NULL OR s.unpaid_checks + 1 < $2),
			disabled_reason = CASE WHEN d.unpaid IS NOT NULL AND s.unpaid_checks + 1 >= $2 THEN d.unpaid ELSE s.disabled_reason END
		 FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, due_at timestamptz, run_id uuid, unpaid text)
		 WHERE s.id = d.id AND s.pending_due_at = d.due_at`,
		[JSON.stringify(done.map((d) => ({ id: d.id, due_at: d.dueText, run_id: d.runId, unpaid: d.unpaid ?? null }))), disableAfter],
	);
}

/** Milliseconds until the next enabled subscription falls due (negative when overdue), or null when none will. */
export async function msUntilNextDue(): Promise<number | null> {
	const [row] = await query<{ ms: number | null }>(
		`SELECT (EXTRACT(EPOCH FROM min(next_check_at) - now()) * 1000)::float8 AS ms FROM monitor_subscriptions WHERE enabled AND pending_due_at IS NULL`,
	);
	return row?.ms ?? null;
}

/** For the gauges: checks due and not yet claimed, checks claimed whose runs are not known yet, and how late the oldest due one is. */
export async function backlog(): Promise<{ due: number; pending: number; lagSeconds: number }> {
	const [row] = await query<{ due: number; pending: number; lag: number | null }>(
		`SELECT count(*) FILTER (WHERE enabled AND pending_due_at IS NULL AND next_check_at <= now())::int AS due,
			count(*) FILTER (WHERE pending_due_at IS NOT NULL)::int AS pending,
			EXTRACT(EPOCH FROM now() - min(next_check_at) FILTER (WHERE enabled AND pending_due_at IS NULL AND next_check_at <= now()))::float8 AS lag
		 FROM monitor_subscriptions`,
	);
	return { due: row.due, pending: row.pending, lagSeconds: Math.max(0, row.lag ?? 0) };
}
