import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The searches service's outbox: an event is written with the state change it reports. */
export class SearchEvents1732700000000 implements SchemaMigration {
	name = "SearchEvents1732700000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE search_events (
				id uuid PRIMARY KEY,
				search_id uuid NOT NULL,
				account_id uuid NOT NULL,
				type text NOT NULL,
				payload jsonb NOT NULL,
				created_at timestamptz NOT NULL DEFAULT now(),
				attempts integer NOT NULL DEFAULT 0,
				next_attempt_at timestamptz NOT NULL DEFAULT now(),
				dispatched_at timestamptz,
				UNIQUE (search_id, type)
			)`);
		await q.query(`CREATE INDEX search_events_pending_idx ON search_events (next_attempt_at) WHERE dispatched_at IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE search_events`);
	}
}
