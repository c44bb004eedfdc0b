import { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Provider-drift alarms (docs/provider-drift.md). `provider_health`, owned by the searches service: one
 * row per provider with the moving means of what its scrapers parsed and whether it drifts. Every
 * scraper pod reports through `searches.deliverPage`, so the state is one for every pod and process.
 * `warnings` on searches and business runs: what a client should know of how one ran (`provider_layout_changed`).
 */
export class ProviderDrift1734780000000 implements MigrationInterface {
	name = "ProviderDrift1734780000000";

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
		await q.query(`ALTER TABLE business_runs ADD COLUMN warnings text[] NOT NULL DEFAULT '{}'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs DROP COLUMN warnings`);
		await q.query(`ALTER TABLE searches DROP COLUMN warnings`);
		await q.query(`DROP TABLE provider_health`);
	}
}
