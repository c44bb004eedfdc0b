import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The monthly reset counts what an account's open reservations still hold: they are
 * found by account among the unreleased ones only.
 */
export class OpenReservations1733000000000 implements SchemaMigration {
	name = "OpenReservations1733000000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX credit_reservations_open_idx ON credit_reservations (account_id) WHERE released_at IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX credit_reservations_open_idx`);
	}
}
