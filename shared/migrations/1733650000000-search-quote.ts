import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What a search quote reads (POST /v1/searches/quote): the area an earlier search of the same
 * provider and location covered, newest first, and the dataset's businesses of a provider by
 * position, to count those inside that area.
 */
export class SearchQuote1733650000000 implements MigrationInterface {
	name = "SearchQuote1733650000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX searches_area_idx ON searches (provider, lower(location), coalesce(country, ''), created_at DESC)
			WHERE jsonb_typeof(checkpoint->'area') = 'object'`);
		await q.query(`CREATE INDEX businesses_position_idx ON businesses (provider, latitude, longitude) WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX businesses_position_idx, searches_area_idx`);
	}
}
