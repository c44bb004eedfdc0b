import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * A search's result keeps when its lead was made, as the leads service answered at
 * delivery. A lead's creation time never changes, so an export renders the search's
 * leads from the results and the businesses without reading every lead again (that
 * read was a third of PostgreSQL's work per exported row). Null only where an older
 * writer left it: the lead is read then.
 */
export class ResultLeadCreated1732900000000 implements SchemaMigration {
	name = "ResultLeadCreated1732900000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE search_results ADD COLUMN lead_created_at timestamptz`);
		await q.query(`UPDATE search_results r SET lead_created_at = l.created_at FROM leads l WHERE l.id = r.lead_id`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE search_results DROP COLUMN lead_created_at`);
	}
}
