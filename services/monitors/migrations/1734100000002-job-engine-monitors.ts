import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The one job engine, for monitors: a subscription remembers checks that could not be paid. */
export class JobEngineMonitors1734100000002 implements SchemaMigration {
	name = "JobEngineMonitors1734100000002";
	replaces = "JobEngine1734100000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE monitor_subscriptions ADD COLUMN unpaid_checks integer NOT NULL DEFAULT 0`);
		await q.query(`ALTER TABLE monitor_subscriptions ADD COLUMN disabled_reason text`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE monitor_subscriptions DROP COLUMN disabled_reason`);
		await q.query(`ALTER TABLE monitor_subscriptions DROP COLUMN unpaid_checks`);
	}
}
