import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The per-account limit on webhook test sends counts an account's recent `webhook.test` events. */
export class AccountCaps1733300000000 implements SchemaMigration {
	name = "AccountCaps1733300000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`CREATE INDEX webhook_events_tests_idx ON webhook_events (account_id, enqueued_at) WHERE type = 'webhook.test'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX webhook_events_tests_idx`);
	}
}
