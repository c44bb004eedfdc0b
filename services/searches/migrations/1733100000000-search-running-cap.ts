import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * How many searches of its account may run at once, fixed from the plan when the
 * search is made: the claim reads it here, never billing's tables. Rows from before
 * get the smallest cap (lite's).
 */
export class SearchRunningCap1733100000000 implements SchemaMigration {
	name = "SearchRunningCap1733100000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN running_cap integer NOT NULL DEFAULT 2`);
		await q.query(`CREATE INDEX searches_running_idx ON searches (account_id) WHERE status = 'running'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX searches_running_idx`);
		await q.query(`ALTER TABLE searches DROP COLUMN running_cap`);
	}
}
