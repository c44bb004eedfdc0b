import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * What a refundable purchase (a business run's `run:<runId>`) holds until its run ends: the
 * monthly reset counts open holds as the account's, as it counts open reservations, and a
 * closed key is bought no more (a purchase landing after its run ended is refused).
 */
export class PurchaseHolds1734000000000 implements SchemaMigration {
	name = "PurchaseHolds1734000000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE purchase_holds (
				account_id uuid NOT NULL REFERENCES billing_accounts (account_id) ON DELETE CASCADE,
				key text NOT NULL,
				credits integer NOT NULL CHECK (credits >= 0),
				closed_at timestamptz,
				created_at timestamptz NOT NULL DEFAULT now(),
				PRIMARY KEY (account_id, key)
			)`);
		// The reset sums an account's open holds: found by account among the open ones only, summed from the index.
		await q.query(`CREATE INDEX purchase_holds_open_idx ON purchase_holds (account_id) INCLUDE (credits) WHERE closed_at IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE purchase_holds`);
	}
}
