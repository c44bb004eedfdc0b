import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The text `q` searches (services/dataset/listing.query.ts repeats it exactly, so index and statistics apply). */
const BUSINESS_TEXT_EXPRESSION = "(name || ' ' || coalesce(full_address, ''))";

/**
 * Indexes of the dataset listing. Its order is (created_at DESC, id DESC): both
 * columns never change after insert, so a keyset walk has no duplicate and no gap
 * while rows are added or re-observed. Equality filters get the order as trailing
 * columns, so "country = X ORDER BY ..." is one index range at any depth.
 */
export class Dataset1732500000000 implements SchemaMigration {
	name = "Dataset1732500000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX businesses_listing_idx ON businesses (created_at DESC, id DESC)`);
		await q.query(`CREATE INDEX businesses_country_listing_idx ON businesses (country, created_at DESC, id DESC)`);
		await q.query(`CREATE INDEX businesses_locality_listing_idx ON businesses (locality, created_at DESC, id DESC)`);
		await q.query(`CREATE INDEX businesses_categories_idx ON businesses USING gin (categories)`);
		await q.query(`CREATE INDEX businesses_email_statuses_idx ON businesses USING gin (email_statuses)`);
		await q.query(`CREATE INDEX businesses_text_trgm_idx ON businesses USING gin (${BUSINESS_TEXT_EXPRESSION} gin_trgm_ops)`);
		// Without statistics on the expression the planner guesses ILIKE selectivity from the
		// pattern length and picks the trigram bitmap even for words half the rows contain.
		await q.query(`CREATE STATISTICS businesses_text_stats ON ${BUSINESS_TEXT_EXPRESSION} FROM businesses`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP STATISTICS businesses_text_stats`);
		await q.query(`DROP INDEX businesses_text_trgm_idx, businesses_email_statuses_idx, businesses_categories_idx,
			businesses_locality_listing_idx, businesses_country_listing_idx, businesses_listing_idx`);
	}
}
