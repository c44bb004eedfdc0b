import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The one job engine (shared/jobs): an ending is committed before billing is called, and
 * `settlement_due` says what billing has not confirmed yet (a search's release, a run's
 * refund or closed purchase), for the sweep to finish after a crash. Business runs get the
 * searches' per-plan cap on how many of an account's runs run at once (rows from before get
 * lite's), and monitor subscriptions remember checks that could not be paid.
 */
export class JobEngine1734100000000 implements MigrationInterface {
	name = "JobEngine1734100000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN settlement_due boolean NOT NULL DEFAULT false`);
		await q.query(`CREATE INDEX searches_settlement_due_idx ON searches (updated_at) WHERE settlement_due`);
		await q.query(`ALTER TABLE business_runs ADD COLUMN settlement_due boolean NOT NULL DEFAULT false`);
		await q.query(`ALTER TABLE business_runs ADD COLUMN running_cap integer NOT NULL DEFAULT 2`);
		await q.query(`CREATE INDEX business_runs_settlement_due_idx ON business_runs (updated_at) WHERE settlement_due`);
		await q.query(`CREATE INDEX business_runs_running_idx ON business_runs (account_id, kind) WHERE status = 'running'`);
		await q.query(`CREATE INDEX business_runs_pending_idx ON business_runs (kind, created_at) WHERE status = 'pending' AND funded`);
		await q.query(`ALTER TABLE monitor_subscriptions ADD COLUMN unpaid_checks integer NOT NULL DEFAULT 0`);
		await q.query(`ALTER TABLE monitor_subscriptions ADD COLUMN disabled_reason text`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE monitor_subscriptions DROP COLUMN disabled_reason`);
		await q.query(`ALTER TABLE monitor_subscriptions DROP COLUMN unpaid_checks`);
		await q.query(`DROP INDEX business_runs_pending_idx`);
		await q.query(`DROP INDEX business_runs_running_idx`);
		await q.query(`DROP INDEX business_runs_settlement_due_idx`);
		await q.query(`ALTER TABLE business_runs DROP COLUMN running_cap`);
		await q.query(`ALTER TABLE business_runs DROP COLUMN settlement_due`);
		await q.query(`DROP INDEX searches_settlement_due_idx`);
		await q.query(`ALTER TABLE searches DROP COLUMN settlement_due`);
	}
}
