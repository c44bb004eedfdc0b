import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Lead management: a lead's status, tags and note, and the indexes of the leads filters.
 * Adding columns with constant defaults rewrites no row (PostgreSQL 11 and later).
 */
export class LeadManagement1733600000000 implements SchemaMigration {
	name = "LeadManagement1733600000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			ALTER TABLE leads
				ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'qualified', 'won', 'lost')),
				ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
				ADD COLUMN note text,
				ADD COLUMN updated_at timestamptz`);
		// ?status=: the listing's order within one status of one account.
		await q.query(`CREATE INDEX leads_account_status_idx ON leads (account_id, status, created_at DESC, id DESC)`);
		// ?tag=: only tagged leads are in it. (?q= and ?hasEmail= read the account's leads in listing order,
		// through leads_account_recent_idx, and their businesses by primary key: no index of their own.)
		await q.query(`CREATE INDEX leads_tags_idx ON leads USING gin (tags) WHERE tags <> '{}'`);
		// Rendering a search's leads reads only the leads someone has managed (see leads.store managedFields):
		// for the many that are untouched this index has no entry and the read costs next to nothing.
		await q.query(`CREATE INDEX leads_managed_idx ON leads (id) WHERE status <> 'new' OR tags <> '{}' OR note IS NOT NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX leads_managed_idx, leads_tags_idx, leads_account_status_idx`);
		await q.query(`ALTER TABLE leads DROP COLUMN updated_at, DROP COLUMN note, DROP COLUMN tags, DROP COLUMN status`);
	}
}
