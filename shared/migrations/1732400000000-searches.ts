import { MigrationInterface, QueryRunner } from "typeorm";

export class Searches1732400000000 implements MigrationInterface {
	name = "Searches1732400000000";

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
		await q.query(`
			CREATE TABLE leads (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				business_id uuid NOT NULL,
				provider text NOT NULL,
				search_id uuid,
				source text NOT NULL CHECK (source IN ('search', 'unlock')),
				created_at timestamptz NOT NULL DEFAULT now(),
				UNIQUE (account_id, business_id)
			)`);
		await q.query(`CREATE INDEX leads_account_recent_idx ON leads (account_id, created_at DESC, id DESC)`);
		await q.query(`
			CREATE TABLE searches (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				provider text NOT NULL CHECK (provider IN ('google', 'bing', 'apple')),
				keyword text NOT NULL,
				location text,
				country text,
				language text NOT NULL,
				max_results integer NOT NULL,
				enrich_email boolean NOT NULL DEFAULT false,
				enrich_socials boolean NOT NULL DEFAULT false,
				conversation_id uuid,
				status text NOT NULL CHECK (status IN ('pending', 'running', 'completed', 'failed', 'canceled')),
				phase text NOT NULL CHECK (phase IN ('searching', 'enriching', 'wrapping_up', 'done', 'failed')),
				found integer NOT NULL DEFAULT 0,
				processed integer NOT NULL DEFAULT 0,
				failed integer NOT NULL DEFAULT 0,
				result_count integer NOT NULL DEFAULT 0,
				error text,
				reserved integer NOT NULL DEFAULT 0,
				cancel_requested boolean NOT NULL DEFAULT false,
				lease_owner text,
				lease_expires_at timestamptz,
				attempts integer NOT NULL DEFAULT 0,
				next_attempt_at timestamptz NOT NULL DEFAULT now(),
				checkpoint jsonb,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				started_at timestamptz,
				finished_at timestamptz,
				deleted_at timestamptz
			)`);
		await q.query(`CREATE INDEX searches_account_recent_idx ON searches (account_id, created_at DESC) WHERE deleted_at IS NULL`);
		await q.query(`CREATE INDEX searches_claimable_idx ON searches (provider, next_attempt_at) WHERE status IN ('pending', 'running')`);
		await q.query(`
			CREATE TABLE search_results (
				search_id uuid NOT NULL,
				business_id uuid NOT NULL,
				lead_id uuid NOT NULL,
				position integer NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				PRIMARY KEY (search_id, business_id)
			)`);
		await q.query(`CREATE INDEX search_results_order_idx ON search_results (search_id, position)`);
		await q.query(`
			CREATE TABLE app_secrets (
				name text PRIMARY KEY,
				value text NOT NULL
			)`);
		await q.query(`INSERT INTO app_secrets (name, value)
			VALUES ('cursor', md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text))`);
		await q.query(`
			CREATE TABLE conversations (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now()
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE conversations, app_secrets, search_results, searches, leads, businesses`);
	}
}
