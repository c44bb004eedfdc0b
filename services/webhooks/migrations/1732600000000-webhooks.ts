import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * Webhook endpoints, and the outbox of deliveries: one event row (its exact body, so
 * every retry sends the same bytes) fanned out to one delivery row per endpoint.
 * A delivery is claimed by pushing `next_attempt_at` to the end of a lease, so one
 * partial index finds both due retries and deliveries whose worker died.
 */
export class Webhooks1732600000000 implements SchemaMigration {
	name = "Webhooks1732600000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE webhook_endpoints (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				url text NOT NULL,
				event_types text[] NOT NULL,
				enabled boolean NOT NULL DEFAULT true,
				secret text NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				deleted_at timestamptz
			)`);
		await q.query(`CREATE INDEX webhook_endpoints_account_idx ON webhook_endpoints (account_id, created_at) WHERE deleted_at IS NULL`);
		await q.query(`
			CREATE TABLE webhook_events (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				type text NOT NULL,
				body text NOT NULL,
				created_at timestamptz NOT NULL,
				enqueued_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`
			CREATE TABLE webhook_deliveries (
				id uuid PRIMARY KEY,
				event_id uuid NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
				endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
				status text NOT NULL CHECK (status IN ('pending', 'delivered', 'failed', 'canceled')),
				attempts integer NOT NULL DEFAULT 0,
				next_attempt_at timestamptz NOT NULL DEFAULT now(),
				lease_owner text,
				last_status integer,
				last_error text,
				created_at timestamptz NOT NULL DEFAULT now(),
				updated_at timestamptz NOT NULL DEFAULT now(),
				finished_at timestamptz,
				UNIQUE (event_id, endpoint_id)
			)`);
		await q.query(`CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at) WHERE status = 'pending'`);
		await q.query(`CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id) WHERE status = 'pending'`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE webhook_deliveries, webhook_events, webhook_endpoints`);
	}
}
