import { query, transaction, type Tx } from "../../shared/db";
import { compareRun, type FoundChange, type Place, type Sighting } from "./changes";
import { CHANGE_COLUMNS, toChange } from "./watches.store";
import { writeWebhookEvent } from "../webhooks/webhook-outbox.contract";
import { WATCH_CHANGE_TYPES, type WatchChange, type WatchRunStatus } from "./watches.contract";
import { WATCH_OUTBOX, watchChangedPayload } from "./watch-events";

/** The recording of runs whose search ended (what they saw, what changed) and the outbox of `watch.changed`. */

export interface UnrecordedRun {
	id: string;
	watch_id: string;
	account_id: string;
	search_id: string;
	status: WatchRunStatus;
}

/**
 * Runs with a search not recorded yet, oldest first, held from other recorders for `holdMs` (a run whose search is
 * still going is looked at again once the hold ends, or at once when its search's end is announced).
 */
export async function claimUnrecorded(limit: number, holdMs: number): Promise<UnrecordedRun[]> {
	return query<UnrecordedRun>(
		`UPDATE watch_runs SET record_lease_until = now() + make_interval(secs => $2::float8 / 1000)
		 WHERE id IN (SELECT id FROM watch_runs WHERE NOT recorded AND search_id IS NOT NULL
			AND (record_lease_until IS NULL OR record_lease_until < now()) ORDER BY started_at LIMIT $1 FOR UPDATE SKIP LOCKED)
		 RETURNING id, watch_id, account_id, search_id, status`,
		[limit, holdMs],
	);
}

/** The run of this search may be recorded now (its search ended). */
export async function releaseHold(searchId: string): Promise<void> {
	await query(`UPDATE watch_runs SET record_lease_until = NULL WHERE search_id = $1 AND NOT recorded`, [searchId]);
}

/** Runs still going, with their search's status now (pending → running). */
export async function noteStatuses(runs: Array<{ id: string; status: WatchRunStatus }>): Promise<void> {
	if (!runs.length) return;
	await query(
		`UPDATE watch_runs r SET status = d.status FROM jsonb_to_recordset($1::jsonb) AS d(id uuid, status text)
		 WHERE r.id = d.id AND NOT r.recorded AND r.status <> d.status`,
		[JSON.stringify(runs)],
	);
}

/** How a run's search ended and what it saw. */
export interface RunOutcome {
	status: WatchRunStatus;
	error: string | null;
	finishedAt: string | null;
	exhaustive: boolean;
	sightings: Sighting[];
}

async function knownPlaces(tx: Tx, watchId: string): Promise<Map<string, Place>> {
	const rows = await tx.query<{
		business_id: string;
		closed: boolean;
		missing_runs: number;
		last_seen_run_id: string;
		cid: string | null;
		name: string | null;
	}>(`SELECT business_id, closed, missing_runs, last_seen_run_id, cid, name FROM watch_places WHERE watch_id = $1`, [watchId]);
	return new Map(
		rows.map((r) => [
			r.business_id,
			{
				businessId: r.business_id,
				closed: r.closed,
				missingRuns: r.missing_runs,
				lastSeenRunId: r.last_seen_run_id,
				cid: r.cid,
				name: r.name,
			},
		]),
	);
}

async function writePlaces(tx: Tx, watchId: string, places: Place[]): Promise<void> {
	if (!places.length) return;
	await tx.query(
		`INSERT INTO watch_places (watch_id, business_id, closed, missing_runs, last_seen_run_id, cid, name)
		 SELECT $1, p.business_id, p.closed, p.missing_runs, p.last_seen_run_id, p.cid, p.name
		 FROM jsonb_to_recordset($2::jsonb) AS p(business_id uuid, closed boolean, missing_runs integer, last_seen_run_id uuid, cid text, name text)
		 ON CONFLICT (watch_id, business_id) DO UPDATE SET closed = EXCLUDED.closed, missing_runs = EXCLUDED.missing_runs,
			last_seen_run_id = EXCLUDED.last_seen_run_id, cid = EXCLUDED.cid, name = EXCLUDED.name`,
		[
			watchId,
			JSON.stringify(
				places.map((p) => ({
					business_id: p.businessId,
					closed: p.closed,
					missing_runs: p.missingRuns,
					last_seen_run_id: p.lastSeenRunId,
					cid: p.cid,
					name: p.name,
				})),
			),
		],
	);
}

async function writeChanges(tx: Tx, run: UnrecordedRun, found: FoundChange[]): Promise<WatchChange[]> {
	if (!found.length) return [];
	const rank = (c: { type: string }) => (WATCH_CHANGE_TYPES as readonly string[]).indexOf(c.type);
	const rows = await tx.query<Parameters<typeof toChange>[0]>(
		`INSERT INTO watch_changes (id, watch_id, account_id, run_id, search_id, type, business_id, cid, name)
		 SELECT gen_random_uuid(), $1, $2, $3, $4, c.type, c.business_id, c.cid, c.name
		 FROM jsonb_to_recordset($5::jsonb) AS c(type text, business_id uuid, cid text, name text)
		 RETURNING ${CHANGE_COLUMNS}`,
		[
			run.watch_id,
			run.account_id,
			run.id,
			run.search_id,
			JSON.stringify(found.map((c) => ({ type: c.type, business_id: c.businessId, cid: c.cid, name: c.name }))),
		],
	);
	return rows.map(toChange).sort((a, b) => rank(a) - rank(b));
}

/**
 * Once per run, in one transaction: the watch is locked (its runs are recorded one at a time), the run found not
 * recorded yet, its changes compared with what the watch knows and written with the places' new state, the run
 * ended, the watch's active run cleared and its baseline set by the first run that completed. Until that baseline
 * a run that did not complete records nothing. Null when the watch is gone or the run was recorded already.
 */
export async function recordRun(run: UnrecordedRun, outcome: RunOutcome): Promise<WatchChange[] | null> {
	return transaction(async (tx) => {
		const [watch] = await tx.query<{ baseline_run_id: string | null }>(`SELECT baseline_run_id FROM watches WHERE id = $1 FOR UPDATE`, [run.watch_id]);
		if (!watch) return null;
		const [pending] = await tx.query(`SELECT 1 FROM watch_runs WHERE id = $1 AND NOT recorded FOR UPDATE`, [run.id]);
		if (!pending) return null;
		const baseline = watch.baseline_run_id === null;
		let changes: WatchChange[] = [];
		if (!baseline || outcome.status === "completed") {
			const compared = compareRun(await knownPlaces(tx, run.watch_id), outcome.sightings, { runId: run.id, baseline, exhaustive: outcome.exhaustive });
			await writePlaces(tx, run.watch_id, compared.places);
			changes = await writeChanges(tx, run, compared.changes);
			// `watch.changed` into the outbox in the transaction that wrote the changes: none announced twice or lost to a crash
			if (changes.length) await writeWebhookEvent(tx, WATCH_OUTBOX, run.account_id, watchChangedPayload(run, changes));
		}
		const count = (type: string) => changes.filter((c) => c.type === type).length;
		await tx.query(
			`UPDATE watch_runs SET recorded = true, status = $2, error = $3, finished_at = COALESCE($4::timestamptz, now()), opened = $5, closed = $6, reopened = $7
			 WHERE id = $1`,
			[run.id, outcome.status, outcome.error, outcome.finishedAt, count("opened"), count("closed"), count("reopened")],
		);
		await tx.query(
			`UPDATE watches SET active_run_id = CASE WHEN active_run_id = $2 THEN NULL ELSE active_run_id END,
				baseline_run_id = COALESCE(baseline_run_id, CASE WHEN $3 THEN $2::uuid END), updated_at = now()
			 WHERE id = $1`,
			[run.watch_id, run.id, outcome.status === "completed"],
		);
		return changes;
	});
}
