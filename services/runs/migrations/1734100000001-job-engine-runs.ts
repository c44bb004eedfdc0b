import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The one job engine, for business runs: `settlement_due` (a refund or closed purchase billing has not
 * confirmed), and the searches' per-plan cap on how many of an account's runs run at once (rows from
 * before get lite's).
 */
export class JobEngineRuns1734100000001 implements SchemaMigration {
	name = "JobEngineRuns1734100000001";
	replaces = "JobEngine1734100000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs ADD COLUMN settlement_due boolean NOT NULL DEFAULT false`);
		await q.query(`ALTER TABLE business_runs ADD COLUMN running_cap integer NOT NULL DEFAULT 2`);
		await q.query(`CREATE INDEX business_runs_settlement_due_idx ON business_runs (updated_at) WHERE settlement_due`);
		await q.query(`CREATE INDEX business_runs_running_idx ON business_runs (account_id, kind) WHERE status = 'running'`);
		await q.query(`CREATE INDEX business_runs_pending_idx ON business_runs (kind, created_at) WHERE status = 'pending' AND funded`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX business_runs_pending_idx`);
		await q.query(`DROP INDEX business_runs_running_idx`);
		await q.query(`DROP INDEX business_runs_settlement_due_idx`);
		await q.query(`ALTER TABLE business_runs DROP COLUMN running_cap`);
		await q.query(`ALTER TABLE business_runs DROP COLUMN settlement_due`);
	}
}
