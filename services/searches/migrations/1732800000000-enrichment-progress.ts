import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** How far a search's enriching phase has gone: its results up to this position are done. */
export class EnrichmentProgress1732800000000 implements SchemaMigration {
	name = "EnrichmentProgress1732800000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN enrich_after integer NOT NULL DEFAULT 0`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches DROP COLUMN enrich_after`);
	}
}
