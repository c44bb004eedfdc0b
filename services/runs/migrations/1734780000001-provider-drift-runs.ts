import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** Provider-drift alarms, the runs side: `warnings` on business runs (`provider_layout_changed`). */
export class ProviderDriftRuns1734780000001 implements SchemaMigration {
	name = "ProviderDriftRuns1734780000001";
	replaces = "ProviderDrift1734780000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs ADD COLUMN warnings text[] NOT NULL DEFAULT '{}'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs DROP COLUMN warnings`);
	}
}
