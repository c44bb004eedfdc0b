import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The searches service's part of the searches migration: searches, their results and conversations. */
export class SearchesSearches1732400000002 implements SchemaMigration {
	name = "SearchesSearches1732400000002";
	replaces = "Searches1732400000000";

	async up(q: QueryRunner): Promise<void> {
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
			CREATE TABLE conversations (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now()
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE conversations, search_results, searches`);
	}
}
