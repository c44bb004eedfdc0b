import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The leads service's part of the searches migration: an account's leads. */
export class SearchesLeads1732400000001 implements SchemaMigration {
	name = "SearchesLeads1732400000001";
	replaces = "Searches1732400000000";

	async up(q: QueryRunner): Promise<void> {
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
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE leads`);
	}
}
