import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Area watches (DESIGN §10), the searches side: the watch a search runs for, whether it stopped at a
 * limit (its results or its reservation), and the businesses a watch's search found and its filters
 * left out.
 */
export class AreaWatchesSearches1734600000000 implements SchemaMigration {
	name = "AreaWatchesSearches1734600000000";
	replaces = "AreaWatches1734600000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN watch_id uuid, ADD COLUMN reached_limit boolean NOT NULL DEFAULT false`);
		await q.query(`
			CREATE TABLE search_filtered (
				search_id uuid NOT NULL,
				business_id uuid NOT NULL,
				PRIMARY KEY (search_id, business_id)
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE search_filtered`);
		await q.query(`ALTER TABLE searches DROP COLUMN watch_id, DROP COLUMN reached_limit`);
	}
}
