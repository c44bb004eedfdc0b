import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Provider-drift alarms (docs/provider-drift.md), the searches side. `provider_health`: one row per
 * provider with the moving means of what its scrapers parsed and whether it drifts (every scraper pod
 * reports through `searches.deliverPage`, so the state is one for every pod and process). `warnings`
 * on searches: what a client should know of how one ran (`provider_layout_changed`).
 */
export class ProviderDriftSearches1734780000000 implements SchemaMigration {
	name = "ProviderDriftSearches1734780000000";
	replaces = "ProviderDrift1734780000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE provider_health (
				provider text PRIMARY KEY,
				-- the moving means and counts (shared/provider-health.ts DriftState)
				state jsonb NOT NULL,
				drifting boolean NOT NULL DEFAULT false,
				drifting_since timestamptz,
				updated_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`ALTER TABLE searches ADD COLUMN warnings text[] NOT NULL DEFAULT '{}'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE searches DROP COLUMN warnings`);
		await q.query(`DROP TABLE provider_health`);
	}
}
