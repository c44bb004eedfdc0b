import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Business runs (DESIGN §9): research runs and monitor checks as leased jobs, the reviews
 * and signal shared per business, and each account's analysis of a business.
 */
export class BusinessRuns1733400000000 implements SchemaMigration {
	name = "BusinessRuns1733400000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE business_runs (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				kind text NOT NULL CHECK (kind IN ('research', 'monitor')),
				status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed', 'canceled')),
				business_id uuid NOT NULL,
				provider text NOT NULL CHECK (provider IN ('google', 'bing', 'apple')),
				provider_business_id text NOT NULL,
				max_reviews integer NOT NULL DEFAULT 0,
				subscription_id uuid,
				funded boolean NOT NULL DEFAULT false,
				step text NOT NULL DEFAULT 'lookup',
				cancel_requested boolean NOT NULL DEFAULT false,
				lease_owner text,
				lease_expires_at timestamptz,
				attempts integer NOT NULL DEFAULT 0,
				error text,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				started_at timestamptz,
				finished_at timestamptz
			)`);
		await q.query(`CREATE INDEX business_runs_account_business_idx ON business_runs (account_id, business_id, created_at DESC, id DESC)`);
		await q.query(`CREATE INDEX business_runs_account_recent_idx ON business_runs (account_id, created_at DESC, id DESC)`);
		await q.query(`CREATE INDEX business_runs_open_idx ON business_runs (provider, created_at) WHERE status IN ('pending', 'running')`);
		await q.query(`
			CREATE TABLE business_reviews (
				business_id uuid NOT NULL,
				position integer NOT NULL,
				review_id text NOT NULL,
				rating smallint,
				text text,
				language text,
				published_at timestamptz,
				owner_replied boolean NOT NULL DEFAULT false,
				owner_reply_at timestamptz,
				author_name text,
				PRIMARY KEY (business_id, position)
			)`);
		await q.query(`
			CREATE TABLE business_signals (
				business_id uuid PRIMARY KEY,
				extraction_version text NOT NULL,
				extracted_at timestamptz NOT NULL,
				sentiment_summary jsonb NOT NULL,
				topics jsonb NOT NULL,
				review_count integer NOT NULL
			)`);
		await q.query(`
			CREATE TABLE business_analyses (
				account_id uuid NOT NULL,
				business_id uuid NOT NULL,
				run_id uuid NOT NULL,
				narrative jsonb NOT NULL,
				analyzed_at timestamptz NOT NULL,
				PRIMARY KEY (account_id, business_id)
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE business_analyses`);
		await q.query(`DROP TABLE business_signals`);
		await q.query(`DROP TABLE business_reviews`);
		await q.query(`DROP TABLE business_runs`);
	}
}
