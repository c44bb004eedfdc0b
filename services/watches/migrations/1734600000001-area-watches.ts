import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Area watches (DESIGN §10): a saved search run on a schedule, what each run saw of its area, and what
 * changed.
 */
export class AreaWatchesWatches1734600000001 implements SchemaMigration {
	name = "AreaWatchesWatches1734600000001";
	replaces = "AreaWatches1734600000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE watches (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				-- json, not jsonb: the request echoed as given, its members in their order
				query json NOT NULL,
				interval_days integer NOT NULL CHECK (interval_days BETWEEN 1 AND 90),
				enabled boolean NOT NULL DEFAULT true,
				disabled_reason text,
				unpaid_runs integer NOT NULL DEFAULT 0,
				-- null until the watch is first enabled
				next_run_at timestamptz,
				-- a claimed run whose search is not known to exist yet (the scheduler's outbox marker)
				pending_due_at timestamptz,
				claimed_at timestamptz,
				claimed_by text,
				lease_until timestamptz,
				last_due_at timestamptz,
				last_run_id uuid,
				-- the run whose search has not been recorded yet: no other run starts meanwhile
				active_run_id uuid,
				-- the first run that completed: what later runs compare with
				baseline_run_id uuid,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX watches_due_idx ON watches (next_run_at) WHERE enabled AND pending_due_at IS NULL AND active_run_id IS NULL`);
		await q.query(`CREATE INDEX watches_pending_idx ON watches (lease_until) WHERE pending_due_at IS NOT NULL`);
		await q.query(`CREATE INDEX watches_account_idx ON watches (account_id, created_at DESC, id DESC)`);
		await q.query(`
			CREATE TABLE watch_runs (
				id uuid PRIMARY KEY,
				watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
				account_id uuid NOT NULL,
				search_id uuid UNIQUE,
				-- the due time it ran for (a run started by hand: when it was asked for)
				due_at timestamptz NOT NULL,
				status text NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'failed', 'canceled', 'skipped')),
				error text,
				started_at timestamptz NOT NULL DEFAULT now(),
				finished_at timestamptz,
				-- its changes are written (a run without a search has none to write)
				recorded boolean NOT NULL DEFAULT false,
				record_lease_until timestamptz,
				opened integer NOT NULL DEFAULT 0,
				closed integer NOT NULL DEFAULT 0,
				reopened integer NOT NULL DEFAULT 0,
				UNIQUE (watch_id, due_at)
			)`);
		await q.query(`CREATE INDEX watch_runs_unrecorded_idx ON watch_runs (started_at) WHERE NOT recorded`);
		await q.query(`
			CREATE TABLE watch_places (
				watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
				business_id uuid NOT NULL,
				-- reported closed (by its provider, or missing two runs in a row), until seen open again
				closed boolean NOT NULL DEFAULT false,
				-- runs in a row that could tell and did not find it
				missing_runs integer NOT NULL DEFAULT 0,
				last_seen_run_id uuid NOT NULL,
				-- as the dataset showed it when last seen, for a change that names it once it is gone
				cid text,
				name text,
				PRIMARY KEY (watch_id, business_id)
			)`);
		await q.query(`
			CREATE TABLE watch_changes (
				id uuid PRIMARY KEY,
				watch_id uuid NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
				account_id uuid NOT NULL,
				run_id uuid NOT NULL,
				search_id uuid NOT NULL,
				type text NOT NULL CHECK (type IN ('opened', 'closed', 'reopened')),
				business_id uuid NOT NULL,
				cid text,
				name text,
				detected_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX watch_changes_watch_idx ON watch_changes (watch_id, detected_at DESC, id DESC)`);
		await q.query(`
			CREATE TABLE watch_events (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				payload jsonb NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				dispatched_at timestamptz,
				attempts integer NOT NULL DEFAULT 0,
				next_attempt_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX watch_events_pending_idx ON watch_events (next_attempt_at) WHERE dispatched_at IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE watch_events`);
		await q.query(`DROP TABLE watch_changes`);
		await q.query(`DROP TABLE watch_places`);
		await q.query(`DROP TABLE watch_runs`);
		await q.query(`DROP TABLE watches`);
	}
}
