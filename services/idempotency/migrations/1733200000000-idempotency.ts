import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * What an `Idempotency-Key` holds for 24 hours: per account, the hash of the client's key
 * (never the key), the fingerprint of the first request, and, once it has an answer, that
 * answer sealed under a key derived from the client's key. While the first request runs,
 * `token` names it and `locked_until` bounds how long a request that vanished holds the key.
 * `request_id` names the request across its attempts (a retry after a lapsed lock keeps it).
 */
export class Idempotency1733200000000 implements SchemaMigration {
	name = "Idempotency1733200000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE idempotency_keys (
				account_id uuid NOT NULL,
				key_hash bytea NOT NULL,
				fingerprint bytea NOT NULL,
				request_id uuid NOT NULL,
				token uuid,
				locked_until timestamptz,
				status integer,
				response bytea,
				created_at timestamptz NOT NULL DEFAULT now(),
				PRIMARY KEY (account_id, key_hash),
				CHECK ((response IS NULL) = (status IS NULL))
			)`);
		await q.query(`CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE idempotency_keys`);
	}
}
