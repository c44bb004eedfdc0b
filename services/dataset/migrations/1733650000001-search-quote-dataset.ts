import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * What a search quote reads, the dataset side: the businesses of a provider by position, to count
 * those inside an area.
 */
export class SearchQuoteDataset1733650000001 implements SchemaMigration {
	name = "SearchQuoteDataset1733650000001";
	replaces = "SearchQuote1733650000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX businesses_position_idx ON businesses (provider, latitude, longitude) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX businesses_position_idx`);
	}
}
