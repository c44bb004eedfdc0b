import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The dataset's part of the searches migration: the businesses every provider found (and the trigram
 * extension its text search uses).
 */
export class SearchesDataset1732400000000 implements SchemaMigration {
	name = "SearchesDataset1732400000000";
	replaces = "Searches1732400000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
		await q.query(`
			CREATE TABLE businesses (
				id uuid PRIMARY KEY,
				provider text NOT NULL CHECK (provider IN ('google', 'bing', 'apple')),
				provider_business_id text NOT NULL,
				cid text,
				place_id text,
				name text NOT NULL,
				full_address text,
				street text,
				locality text,
				postal_code text,
				region text,
				country text,
				categories text[] NOT NULL DEFAULT '{}',
				rating real,
				review_count integer,
				phone text,
				website text,
				domain text,
				latitude double precision,
				longitude double precision,
				emails jsonb NOT NULL DEFAULT '[]',
				socials jsonb NOT NULL DEFAULT '{}',
				email_count integer NOT NULL DEFAULT 0,
				email_statuses text[] NOT NULL DEFAULT '{}',
				details jsonb NOT NULL DEFAULT '{}',
				observed_at timestamptz NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				UNIQUE (provider, provider_business_id)
			)`);
		await q.query(`CREATE INDEX businesses_place_id_idx ON businesses (place_id) WHERE place_id IS NOT NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE businesses`);
	}
}
