import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The billing service's part of the first migration: balances, the credit ledger and reservations. */
export class FoundationBilling1732300000001 implements SchemaMigration {
	name = "FoundationBilling1732300000001";
	replaces = "Foundation1732300000000";

	async up(q: QueryRunner): Promise<void> {
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
		await q.query(`DROP TABLE credit_reservations, credit_ledger, billing_accounts`);
	}
}
