import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * One business across providers: the keys the matcher looks candidates up by (one row per
 * business row, written when the row is observed) and the links it found, stored in both
 * directions so a row's links are one index read.
 */
export class BusinessLinks1733800000000 implements SchemaMigration {
	name = "BusinessLinks1733800000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE business_match_keys (
				business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
				provider text NOT NULL,
				name_key text NOT NULL,
				phone_e164 text,
				site_key text,
				street_key text,
				latitude double precision,
				longitude double precision
			)`);
		await q.query(`CREATE INDEX business_match_keys_phone_idx ON business_match_keys (phone_e164) WHERE phone_e164 IS NOT NULL`);
		await q.query(`CREATE INDEX business_match_keys_site_idx ON business_match_keys (site_key) WHERE site_key IS NOT NULL`);
		// Nearby rows: PostgreSQL's own R-tree over points (no PostGIS needed), read with a box around the row.
		await q.query(`CREATE INDEX business_match_keys_geo_idx ON business_match_keys USING gist (point(longitude, latitude))
			WHERE latitude IS NOT NULL AND longitude IS NOT NULL`);
		await q.query(`
			CREATE TABLE business_links (
				business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
				linked_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
				linked_provider text NOT NULL,
				linked_provider_business_id text NOT NULL,
				confidence real NOT NULL CHECK (confidence > 0 AND confidence <= 1),
				evidence text[] NOT NULL DEFAULT '{}',
				updated_at timestamptz NOT NULL DEFAULT now(),
				PRIMARY KEY (business_id, linked_id),
				CHECK (business_id <> linked_id)
			)`);
		await q.query(`CREATE INDEX business_links_linked_idx ON business_links (linked_id)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE business_links`);
		await q.query(`DROP TABLE business_match_keys`);
	}
}
