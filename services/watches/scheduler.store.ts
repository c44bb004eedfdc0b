import { hash } from "node:crypto";
import { query } from "../../shared/db";
import type { CreateSearchParams, WatchRunStart } from "../searches/searches.contract";
import { isUnpaid } from "./watches.contract";

/**
 * The schedulers' claims. A claim is one statement: it locks due enabled watches with SKIP LOCKED (replicas never
 * wait on, nor take, each other's rows), moves each one's `next_run_at` on by its interval (from now when it is
 * overdue: a missed schedule makes one run, not a backlog), and marks the run as pending (`pending_due_at`, with a
 * lease). The runs' searches are started after the claim commits, and the marker cleared once they are known. A
 * claimer that dies in between leaves the marker, and another one takes the run over when the lease lapses; the
 * run's search is named by the watch and the due time, so starting it again finds the search already made.
 */

export interface ClaimedRun {
	id: string;
	account_id: string;
	query: CreateSearchParams;
	/** the due time claimed, as PostgreSQL's text (microseconds kept: it names the run and its search) */
	due_text: string;
}

const CLAIMED = `w.id, w.account_id, w.query, w.pending_due_at::text AS due_text`;

/** The search a watch's run makes: the same for every attempt at the same due time. */
export function runSearchIdOf(watchId: string, dueText: string): string {
	const h = hash("sha256", `leadmap:watch-run:${watchId}:${dueText}`, "hex");
	// Shaped as a version-5-like UUID (name-based), so it passes every uuid check.
	return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function claimDue(workerId: string, limit: number, leaseMs: number): Promise<ClaimedRun[]> {
	return query<ClaimedRun>(
		`WITH due AS (
			SELECT id FROM watches
			WHERE enabled AND pending_due_at IS NULL AND active_run_id IS NULL AND next_run_at <= now()
			ORDER BY next_run_at LIMIT $2 FOR UPDATE SKIP LOCKED)
		 UPDATE watches w SET pending_due_at = w.next_run_at, last_due_at = w.next_run_at,
			claimed_at = now(), claimed_by = $1, lease_until = now() + make_interval(secs => $3::float8 / 1000),
			next_run_at = CASE WHEN w.next_run_at + make_interval(days => w.interval_days) > now()
				THEN w.next_run_at + make_interval(days => w.interval_days) ELSE now() + make_interval(days => w.interval_days) END
		 FROM due WHERE w.id = due.id
		 RETURNING ${CLAIMED}`,
		[workerId, limit, leaseMs],
	);
}

/** Runs claimed by a replica (or a request) whose lease lapsed before their search was known: this worker's now. */
export async function takeOverLapsed(workerId: string, limit: number, leaseMs: number): Promise<ClaimedRun[]> {
	return query<ClaimedRun>(
		`WITH lapsed AS (
			SELECT id FROM watches WHERE pending_due_at IS NOT NULL AND lease_until < now()
			ORDER BY lease_until LIMIT $2 FOR UPDATE SKIP LOCKED)
		 UPDATE watches w SET claimed_by = $1, lease_until = now() + make_interval(secs => $3::float8 / 1000)
		 FROM lapsed WHERE w.id = lapsed.id
		 RETURNING ${CLAIMED}`,
		[workerId, limit, leaseMs],
	);
}

/**
 * The claimed runs whose start is known: each becomes a run of its watch (its search's, or `skipped` / `failed`
 * without one), the claim is cleared, and a run with a search is the watch's active run until it is recorded. An
 * unpaid run counts toward turning the watch off (at `disableAfter` in a row, with the reason shown); a started one
 * starts the count again. A claim another worker settled already (or a watch deleted meanwhile) is left alone.
 */
export async function completeRuns(done: Array<{ claim: ClaimedRun; start: WatchRunStart }>, disableAfter: number): Promise<void> {
	if (!done.length) return;
	const rows = done.map(({ claim, start }) => ({
		watch_id: claim.id,
		due_at: claim.due_text,
		search_id: start.search ? start.searchId : null,
		status: start.search?.status ?? null,
		started_at: start.search?.createdAt ?? null,
		refusal: start.refusal,
		unpaid: isUnpaid(start.refusal),
	}));
	await query(
		`WITH d AS (
			SELECT gen_random_uuid() AS run_id, d.* FROM jsonb_to_recordset($1::jsonb)
				AS d(watch_id uuid, due_at timestamptz, search_id uuid, status text, started_at timestamptz, refusal text, unpaid boolean)),
		settled AS (
			UPDATE watches w SET pending_due_at = NULL, claimed_at = NULL, claimed_by = NULL, lease_until = NULL, last_run_id = d.run_id,
				active_run_id = CASE WHEN d.search_id IS NOT NULL THEN d.run_id ELSE w.active_run_id END,
				unpaid_runs = CASE WHEN d.unpaid THEN w.unpaid_runs + 1 WHEN d.search_id IS NOT NULL THEN 0 ELSE w.unpaid_runs END,
				enabled = w.enabled AND NOT (d.unpaid AND w.unpaid_runs + 1 >= $2),
				disabled_reason = CASE WHEN d.unpaid AND w.unpaid_runs + 1 >= $2 THEN d.refusal ELSE w.disabled_reason END, updated_at = now()
			FROM d WHERE w.id = d.watch_id AND w.pending_due_at = d.due_at
			RETURNING w.account_id, d.*)
		 INSERT INTO watch_runs (id, watch_id, account_id, search_id, due_at, status, error, started_at, finished_at, recorded)
		 SELECT run_id, watch_id, account_id, search_id, due_at,
			COALESCE(status, CASE WHEN unpaid THEN 'skipped' ELSE 'failed' END), refusal, COALESCE(started_at, now()),
			CASE WHEN search_id IS NULL THEN now() END, search_id IS NULL
		 FROM settled
		 ON CONFLICT DO NOTHING`,
		[JSON.stringify(rows), disableAfter],
	);
}

/** Milliseconds until the next enabled watch falls due (negative when overdue), or null when none will. */
export async function msUntilNextDue(): Promise<number | null> {
	const [row] = await query<{ ms: number | null }>(
		`SELECT (EXTRACT(EPOCH FROM min(next_run_at) - now()) * 1000)::float8 AS ms FROM watches
		 WHERE enabled AND pending_due_at IS NULL AND active_run_id IS NULL`,
	);
	return row?.ms ?? null;
}

/** For the gauges: runs due and not yet claimed, runs claimed whose search is not known yet, and how late the oldest due one is. */
export async function backlog(): Promise<{ due: number; pending: number; lagSeconds: number }> {
	const [row] = await query<{ due: number; pending: number; lag: number | null }>(
		`SELECT count(*) FILTER (WHERE enabled AND pending_due_at IS NULL AND active_run_id IS NULL AND next_run_at <= now())::int AS due,
			count(*) FILTER (WHERE pending_due_at IS NOT NULL)::int AS pending,
			EXTRACT(EPOCH FROM now() - min(next_run_at) FILTER (WHERE enabled AND pending_due_at IS NULL AND active_run_id IS NULL AND next_run_at <= now()))::float8 AS lag
		 FROM watches`,
	);
	return { due: row.due, pending: row.pending, lagSeconds: Math.max(0, row.lag ?? 0) };
}
