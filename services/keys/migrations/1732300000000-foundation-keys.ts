import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The keys service's part of the first migration: accounts and their API keys. */
export class FoundationKeys1732300000000 implements SchemaMigration {
	name = "FoundationKeys1732300000000";
	replaces = "Foundation1732300000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE accounts (
				id uuid PRIMARY KEY,
				name text,
				created_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`
			CREATE TABLE api_keys (
				id uuid PRIMARY KEY,
				account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
				name text,
				key_hash bytea NOT NULL UNIQUE,
				prefix text NOT NULL,
				start text NOT NULL,
				scopes text[],
				enabled boolean NOT NULL DEFAULT true,
				expires_at timestamptz,
				last_request timestamptz,
				revoked_at timestamptz,
				created_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`CREATE INDEX api_keys_account_idx ON api_keys (account_id, created_at)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE api_keys, accounts`);
	}
}
