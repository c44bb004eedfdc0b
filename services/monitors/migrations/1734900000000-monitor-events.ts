import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * The monitors service's outbox of `business.changed`, as searches and watches have theirs. `payload` is json, not
 * jsonb: the event goes out with its keys in the order the check wrote them.
 */
export class MonitorEvents1734900000000 implements SchemaMigration {
	name = "MonitorEvents1734900000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE monitor_events (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL,
				payload json NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				dispatched_at timestamptz,
				attempts integer NOT NULL DEFAULT 0,
				next_attempt_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX monitor_events_pending_idx ON monitor_events (next_attempt_at) WHERE dispatched_at IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE monitor_events`);
	}
}
