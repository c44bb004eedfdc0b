import { MigrationInterface, QueryRunner } from "typeorm";

export class Foundation1732300000000 implements MigrationInterface {
	name = "Foundation1732300000000";

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
		await q.query(`
			CREATE TABLE billing_accounts (
				account_id uuid PRIMARY KEY,
				plan text CHECK (plan IN ('lite', 'pro', 'max')),
				access_status text NOT NULL CHECK (access_status IN ('active', 'trialing', 'past_due', 'canceled')),
				balance bigint NOT NULL CHECK (balance >= 0),
				monthly_allowance integer NOT NULL CHECK (monthly_allowance >= 0),
				resets_at timestamptz,
				rate_limit_override integer CHECK (rate_limit_override >= 1),
				updated_at timestamptz NOT NULL DEFAULT now()
			)`);
		await q.query(`
			CREATE TABLE credit_ledger (
				id bigserial PRIMARY KEY,
				account_id uuid NOT NULL,
				idempotency_key text NOT NULL,
				kind text NOT NULL,
				amount bigint NOT NULL,
				reservation text,
				created_at timestamptz NOT NULL DEFAULT now(),
				UNIQUE (account_id, idempotency_key)
			)`);
		await q.query(`
			CREATE TABLE credit_reservations (
				reservation text PRIMARY KEY,
				account_id uuid NOT NULL,
				reserved bigint NOT NULL CHECK (reserved >= 0),
				used bigint NOT NULL DEFAULT 0,
				released_at timestamptz,
				created_at timestamptz NOT NULL DEFAULT now(),
				CHECK (used <= reserved)
			)`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE credit_reservations, credit_ledger, billing_accounts, api_keys, accounts`);
	}
}
