import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The one job engine (shared/jobs), for searches: an ending is committed before billing is called, and
 * `settlement_due` says what billing has not confirmed yet (a search's release), for the sweep to
 * finish after a crash.
 */
export class JobEngineSearches1734100000000 implements SchemaMigration {
	name = "JobEngineSearches1734100000000";
	replaces = "JobEngine1734100000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN settlement_due boolean NOT NULL DEFAULT false`);
		await q.query(`CREATE INDEX searches_settlement_due_idx ON searches (updated_at) WHERE settlement_due`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX searches_settlement_due_idx`);
		await q.query(`ALTER TABLE searches DROP COLUMN settlement_due`);
	}
}
