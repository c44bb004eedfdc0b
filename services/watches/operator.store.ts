import { query } from "../../shared/db";
import { pagedQuery, type Page } from "../../shared/paging";
import { toWatch, WATCH_COLUMNS, WATCHES_WITH_LAST_RUN, type WatchRow } from "./watches.store";
import type { OperatorListParams, OperatorWatch } from "./watches.contract";

/** What operators read of watches: any account's, with the claim, the counters and what the runs have seen. */

interface OperatorRow extends WatchRow {
	updated_at: Date;
	last_due_at: Date | null;
	pending_due_at: Date | null;
	claimed_by: string | null;
	unpaid_runs: number;
	baseline_run_id: string | null;
	places: number;
	closed_places: number;
	changes: number;
	runs: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toOperatorWatch(r: OperatorRow): OperatorWatch {
	return {
		...toWatch(r),
		accountId: r.account_id,
		updatedAt: iso(r.updated_at)!,
		lastDueAt: iso(r.last_due_at),
		pendingDueAt: iso(r.pending_due_at),
		claimedBy: r.claimed_by,
		activeRunId: r.active_run_id,
		unpaidRuns: r.unpaid_runs,
		baselined: r.baseline_run_id !== null,
		places: r.places,
		closedPlaces: r.closed_places,
		changes: r.changes,
		runs: r.runs,
	};
}

const WATCHES = `SELECT ${WATCH_COLUMNS}, w.updated_at, w.last_due_at, w.pending_due_at, w.claimed_by, w.unpaid_runs, w.baseline_run_id,
		(SELECT count(*)::int FROM watch_places p WHERE p.watch_id = w.id) AS places,
		(SELECT count(*)::int FROM watch_places p WHERE p.watch_id = w.id AND p.closed) AS closed_places,
		(SELECT count(*)::int FROM watch_changes c WHERE c.watch_id = w.id) AS changes,
		(SELECT count(*)::int FROM watch_runs x WHERE x.watch_id = w.id) AS runs
	FROM ${WATCHES_WITH_LAST_RUN}`;

export async function listAll(p: OperatorListParams): Promise<Page<OperatorWatch>> {
	return pagedQuery<OperatorRow, OperatorWatch>(
		`${WATCHES} WHERE ($1::uuid IS NULL OR w.account_id = $1) AND ($2::boolean IS NULL OR w.enabled = $2)
		 ORDER BY w.created_at DESC, w.id DESC`,
		[p.accountId ?? null, p.enabled ?? null],
		p,
		toOperatorWatch,
	);
}

export async function show(id: string): Promise<OperatorWatch | null> {
	const [row] = await query<OperatorRow>(`${WATCHES} WHERE w.id = $1`, [id]);
	return row ? toOperatorWatch(row) : null;
}
