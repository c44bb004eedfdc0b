import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * A search by exact area, several terms and filters (as the peers take them): the request's area
 * (a circle or a GeoJSON polygon), its terms, its filters, how many businesses the filters left out,
 * and which terms found each result. A search made before has one term, its keyword.
 */
export class SearchAreaKeywords1734300000000 implements SchemaMigration {
	name = "SearchAreaKeywords1734300000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches ADD COLUMN area jsonb, ADD COLUMN keywords text[], ADD COLUMN filters jsonb,
			ADD COLUMN filtered integer NOT NULL DEFAULT 0`);
		await q.query(`ALTER TABLE search_results ADD COLUMN keywords smallint[]`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE search_results DROP COLUMN keywords`);
		await q.query(`ALTER TABLE searches DROP COLUMN area, DROP COLUMN keywords, DROP COLUMN filters, DROP COLUMN filtered`);
	}
}
