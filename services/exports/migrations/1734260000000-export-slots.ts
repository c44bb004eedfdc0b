import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The exports running now, one row each under a lease, for the cap on an account's exports at once. */
export class ExportSlots1734260000000 implements SchemaMigration {
	name = "ExportSlots1734260000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE export_slots (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				holder text NOT NULL,
				lease_until timestamptz NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX export_slots_account_idx ON export_slots (account_id, lease_until)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE export_slots`);
	}
}
