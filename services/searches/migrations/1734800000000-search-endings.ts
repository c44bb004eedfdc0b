import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The ending a search is wrapping up towards (its status and error), written before its
 * reservation is released: a worker that dies or fails there leaves a row a sweep ends as it
 * was meant to end, rather than a search running forever in `wrapping_up`.
 */
export class SearchEndings1734800000000 implements SchemaMigration {
	name = "SearchEndings1734800000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			ALTER TABLE searches
				ADD COLUMN ending_status text CHECK (ending_status IN ('completed', 'failed', 'canceled')),
				ADD COLUMN ending_error text`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches DROP COLUMN ending_error, DROP COLUMN ending_status`);
	}
}
