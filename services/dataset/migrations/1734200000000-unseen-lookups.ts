import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** Provider lookups of ids the dataset had not seen, per account, for the per-minute cap on them. */
export class UnseenLookups1734200000000 implements SchemaMigration {
	name = "UnseenLookups1734200000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE unseen_lookups (
				account_id uuid NOT NULL,
				at timestamptz NOT NULL DEFAULT now(),
				n integer NOT NULL CHECK (n > 0)
			)`);
		await q.query(`CREATE INDEX unseen_lookups_account_idx ON unseen_lookups (account_id, at)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE unseen_lookups`);
	}
}
