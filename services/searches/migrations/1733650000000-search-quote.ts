import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * What a search quote reads (POST /v1/searches/quote), the searches side: the area an earlier search
 * of the same provider and location covered, newest first.
 */
export class SearchQuoteSearches1733650000000 implements SchemaMigration {
	name = "SearchQuoteSearches1733650000000";
	replaces = "SearchQuote1733650000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX searches_area_idx ON searches (provider, lower(location), coalesce(country, ''), created_at DESC)
			WHERE jsonb_typeof(checkpoint->'area') = 'object'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX searches_area_idx`);
	}
}
