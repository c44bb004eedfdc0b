import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Business monitors (DESIGN §9): each account's subscription to a business's change
 * checks, the changes the checks found, and which checks were recorded (once per run).
 */
export class BusinessMonitors1733500000000 implements SchemaMigration {
	name = "BusinessMonitors1733500000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE monitor_subscriptions (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				business_id uuid NOT NULL,
				interval_days integer NOT NULL CHECK (interval_days BETWEEN 1 AND 365),
				enabled boolean NOT NULL DEFAULT true,
				next_check_at timestamptz NOT NULL,
				-- a claimed check whose run is not known to exist yet (the scheduler's outbox marker)
				pending_due_at timestamptz,
				claimed_at timestamptz,
				claimed_by text,
				lease_until timestamptz,
				last_due_at timestamptz,
				last_run_id uuid,
				last_observation jsonb,
				last_observed_at timestamptz,
				last_observed_run_id uuid,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				UNIQUE (account_id, business_id)
			)`);
		await q.query(`CREATE INDEX monitor_subscriptions_due_idx ON monitor_subscriptions (next_check_at) WHERE enabled AND pending_due_at IS NULL`);
		await q.query(`CREATE INDEX monitor_subscriptions_pending_idx ON monitor_subscriptions (lease_until) WHERE pending_due_at IS NOT NULL`);
		await q.query(`CREATE INDEX monitor_subscriptions_account_idx ON monitor_subscriptions (account_id, created_at DESC, id DESC)`);
		await q.query(`
			CREATE TABLE monitor_changes (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				business_id uuid NOT NULL,
				subscription_id uuid NOT NULL,
				run_id uuid NOT NULL,
				field text NOT NULL,
				before jsonb,
				after jsonb,
				detected_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX monitor_changes_business_idx ON monitor_changes (account_id, business_id, detected_at DESC, id DESC)`);
		await q.query(`CREATE INDEX monitor_changes_run_idx ON monitor_changes (run_id)`);
		await q.query(`
			CREATE TABLE monitor_checks_recorded (
				run_id uuid PRIMARY KEY,
				subscription_id uuid NOT NULL,
				recorded_at timestamptz NOT NULL DEFAULT now()
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE monitor_checks_recorded`);
		await q.query(`DROP TABLE monitor_changes`);
		await q.query(`DROP TABLE monitor_subscriptions`);
	}
}
