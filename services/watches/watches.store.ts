import { LimitReachedError, lockAccountFor } from "../../shared/account-caps";
import { query, transaction } from "../../shared/db";
import type { CreateSearchParams } from "../searches/searches.contract";
import type { ClaimedRun } from "./scheduler.store";
import type { Watch, WatchChange, WatchChangeType, WatchRunStatus, WatchRunSummary } from "./watches.contract";

/** Watches and what their runs found (the public side); the scheduler's claims are in scheduler.store.ts, the recording of runs in recorder.store.ts. */

export interface WatchRow {
	id: string;
	account_id: string;
	query: CreateSearchParams;
	interval_days: number;
	enabled: boolean;
	/** only a reason of UNPAID_REASONS: the scheduler writes one after the unpaid runs in a row (scheduler.store.ts) */
	disabled_reason: Watch["disabledReason"];
	next_run_at: Date | null;
	created_at: Date;
	created_at_text: string;
	active_run_id: string | null;
	/** the last run, joined */
	run_search_id: string | null;
	run_status: WatchRunStatus | null;
	run_error: string | null;
	run_started_at: Date | null;
	run_finished_at: Date | null;
	run_recorded: boolean | null;
	run_opened: number | null;
	run_closed: number | null;
	run_reopened: number | null;
}

export const WATCH_COLUMNS = `w.id, w.account_id, w.query, w.interval_days, w.enabled, w.disabled_reason, w.next_run_at, w.created_at,
	w.created_at::text AS created_at_text, w.active_run_id, r.search_id AS run_search_id, r.status AS run_status, r.error AS run_error,
	r.started_at AS run_started_at, r.finished_at AS run_finished_at, r.recorded AS run_recorded, r.opened AS run_opened,
	r.closed AS run_closed, r.reopened AS run_reopened`;
export const WATCHES_WITH_LAST_RUN = `watches w LEFT JOIN watch_runs r ON r.id = w.last_run_id`;

const iso = (d: Date) => new Date(d).toISOString();

/** How a run not recorded yet stands now, as its search says (the stored status is the one it was started with). */
export interface LiveRun {
	status: WatchRunStatus;
	error: string | null;
	finishedAt: string | null;
}

export function lastRunOf(r: WatchRow, live: LiveRun | undefined): WatchRunSummary | null {
	if (!r.run_status || !r.run_started_at) return null;
	return {
		searchId: r.run_search_id,
		status: live?.status ?? r.run_status,
		error: live ? live.error : r.run_error,
		startedAt: iso(r.run_started_at),
		finishedAt: live ? live.finishedAt : r.run_finished_at && iso(r.run_finished_at),
		opened: r.run_opened ?? 0,
		closed: r.run_closed ?? 0,
		reopened: r.run_reopened ?? 0,
	};
}

export function toWatch(r: WatchRow, live?: LiveRun): Watch {
	return {
		id: r.id,
		query: r.query,
		intervalDays: r.interval_days,
		enabled: r.enabled,
		disabledReason: r.disabled_reason,
		nextRunAt: r.enabled && r.next_run_at ? iso(r.next_run_at) : null,
		lastRun: lastRunOf(r, live),
		createdAt: iso(r.created_at),
	};
}

/** The search of a watch's last run while it has not been recorded: its live status is the search's. */
export function unrecordedSearchOf(r: WatchRow): string | null {
	return r.run_recorded === false ? r.run_search_id : null;
}

export interface NewWatch {
	id: string;
	accountId: string;
	query: CreateSearchParams;
	intervalDays: number;
	enabled: boolean;
	cap: number;
	workerId: string;
	leaseMs: number;
}

/**
 * At most `cap` watches per account (every watch counts, enabled or not: 409 `limit_reached` past it). An enabled
 * one is written with its first run already claimed by this caller (due now; the next one an interval later), so
 * a caller that dies before starting it leaves the claim to a scheduler. A second create with the same id (a
 * retried request) answers the first's watch, and claims nothing.
 */
export async function insertWatch(w: NewWatch): Promise<{ row: WatchRow; claim: ClaimedRun | null }> {
	return transaction(async (tx) => {
		await lockAccountFor(tx, "watches", w.accountId);
		const [counted] = await tx.query<{ n: number; mine: boolean }>(`SELECT count(*)::int AS n, bool_or(id = $2) AS mine FROM watches WHERE account_id = $1`, [
			w.accountId,
			w.id,
		]);
		if (!counted.mine && counted.n >= w.cap) throw new LimitReachedError("watches", w.cap);
		const [inserted] = await tx.query<ClaimedRun>(
			`INSERT INTO watches (id, account_id, query, interval_days, enabled, next_run_at, pending_due_at, last_due_at, claimed_at, claimed_by, lease_until)
			 SELECT $1, $2, $3, $4, $5, n.due + make_interval(days => $4), n.due, n.due, n.due, CASE WHEN $5 THEN $6 END, n.due + make_interval(secs => $7::float8 / 1000)
			 FROM (SELECT CASE WHEN $5 THEN now() END AS due) n
			 ON CONFLICT (id) DO NOTHING
			 RETURNING id, account_id, query, pending_due_at::text AS due_text`,
			[w.id, w.accountId, JSON.stringify(w.query), w.intervalDays, w.enabled, w.workerId, w.leaseMs],
		);
		const [row] = await tx.query<WatchRow>(`SELECT ${WATCH_COLUMNS} FROM ${WATCHES_WITH_LAST_RUN} WHERE w.id = $1 AND w.account_id = $2`, [w.id, w.accountId]);
		return { row, claim: inserted?.due_text ? inserted : null };
	});
}

export async function findWatch(accountId: string, id: string): Promise<WatchRow | null> {
	const rows = await query<WatchRow>(`SELECT ${WATCH_COLUMNS} FROM ${WATCHES_WITH_LAST_RUN} WHERE w.id = $1 AND w.account_id = $2`, [id, accountId]);
	return rows[0] ?? null;
}

/** A keyset position: the row's timestamp as PostgreSQL's text (microseconds kept) and its id. */
export interface Position {
	t: string;
	id: string;
}

export async function listWatches(accountId: string, limit: number, after: Position | null): Promise<WatchRow[]> {
	return query<WatchRow>(
		`SELECT ${WATCH_COLUMNS} FROM ${WATCHES_WITH_LAST_RUN}
		 WHERE w.account_id = $1 AND ($3::timestamptz IS NULL OR (w.created_at, w.id) < ($3::timestamptz, $4::uuid))
		 ORDER BY w.created_at DESC, w.id DESC LIMIT $2`,
		[accountId, limit, after?.t ?? null, after?.id ?? null],
	);
}

/**
 * Changes the interval or turns the watch on or off. A new interval moves the next run to the last due time plus
 * the new interval; turning it on clears what turned it off, and a watch never on before runs at once (its baseline).
 * Null when the account has no such watch.
 */
export async function updateWatch(accountId: string, id: string, intervalDays: number | null, enabled: boolean | null): Promise<WatchRow | null> {
	const rows = await query<{ id: string }>(
		`UPDATE watches SET interval_days = COALESCE($3, interval_days), enabled = COALESCE($4, enabled),
			disabled_reason = CASE WHEN $4 THEN NULL ELSE disabled_reason END, unpaid_runs = CASE WHEN $4 THEN 0 ELSE unpaid_runs END,
			next_run_at = CASE
				WHEN next_run_at IS NULL THEN CASE WHEN COALESCE($4, enabled) THEN now() END
				WHEN $3 IS NOT NULL AND $3 <> interval_days AND last_due_at IS NOT NULL THEN last_due_at + make_interval(days => $3)
				ELSE next_run_at END,
			updated_at = now()
		 WHERE id = $1 AND account_id = $2 RETURNING id`,
		[id, accountId, intervalDays, enabled],
	);
	return rows.length ? findWatch(accountId, id) : null;
}

export async function deleteWatch(accountId: string, id: string): Promise<boolean> {
	return (await query(`DELETE FROM watches WHERE id = $1 AND account_id = $2 RETURNING id`, [id, accountId])).length > 0;
}

/**
 * Claims a run now for the caller, unless one is claimed or its search not recorded yet (`in_progress`); null when
 * the account has no such watch. The schedule is left as it is.
 */
export async function claimRunNow(accountId: string, id: string, workerId: string, leaseMs: number): Promise<ClaimedRun | "in_progress" | null> {
	const [claimed] = await query<ClaimedRun>(
		`UPDATE watches SET pending_due_at = now(), claimed_at = now(), claimed_by = $3, lease_until = now() + make_interval(secs => $4::float8 / 1000)
		 WHERE id = $1 AND account_id = $2 AND pending_due_at IS NULL AND active_run_id IS NULL
		 RETURNING id, account_id, query, pending_due_at::text AS due_text`,
		[id, accountId, workerId, leaseMs],
	);
	if (claimed) return claimed;
	return (await findWatch(accountId, id)) ? "in_progress" : null;
}

interface ChangeRow {
	id: string;
	type: WatchChangeType;
	business_id: string;
	cid: string | null;
	name: string | null;
	search_id: string;
	detected_at: Date;
	detected_at_text: string;
}
export const CHANGE_COLUMNS = `id, type, business_id, cid, name, search_id, detected_at, detected_at::text AS detected_at_text`;

export function toChange(r: ChangeRow): WatchChange {
	return { id: r.id, type: r.type, businessId: r.business_id, cid: r.cid, name: r.name, searchId: r.search_id, detectedAt: iso(r.detected_at) };
}

export async function listChanges(
	watchId: string,
	type: WatchChangeType | null,
	limit: number,
	after: Position | null,
): Promise<(WatchChange & { position: Position })[]> {
	const rows = await query<ChangeRow>(
		`SELECT ${CHANGE_COLUMNS} FROM watch_changes
		 WHERE watch_id = $1 AND ($2::text IS NULL OR type = $2) AND ($4::timestamptz IS NULL OR (detected_at, id) < ($4::timestamptz, $5::uuid))
		 ORDER BY detected_at DESC, id DESC LIMIT $3`,
		[watchId, type, limit, after?.t ?? null, after?.id ?? null],
	);
	return rows.map((r) => ({ ...toChange(r), position: { t: r.detected_at_text, id: r.id } }));
}
