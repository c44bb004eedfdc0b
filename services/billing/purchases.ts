import { query, transaction } from "../../shared/db";
import { PaymentRequiredError } from "../../shared/errors";
import { hasSearchAccess } from "../../shared/plans";
import type { PurchaseEachResult, PurchaseItem, PurchaseResult } from "./billing.contract";
import { applyMonthlyReset, lockAccount, type BillingAccountRow } from "./ledger";

/**
 * Purchases priced per key (a business run's `run:<runId>`, a business's `own:<id>`):
 * each key is paid once per account (its ledger row's unique key), all or nothing, by
 * an account with access (active or trialing). Refunds go back under a key of their own.
 */

/** Buys every key not yet paid, or nothing: 402 when access or the balance cannot cover them. */
export async function purchase(accountId: string, items: PurchaseItem[]): Promise<PurchaseResult> {
	const unique = [...new Map(items.map((i) => [i.key, i])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		if (!hasSearchAccess(row.access_status)) {
			throw new PaymentRequiredError("subscription_inactive", `the account is ${row.access_status}; it needs an active subscription or a trial`);
		}
		const inserted = await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
			 SELECT $1, i.key, split_part(i.key, ':', 1), -i.credits FROM unnest($2::text[], $3::int[]) AS i(key, credits)
			 ON CONFLICT DO NOTHING RETURNING idempotency_key, -amount AS credits`,
			[accountId, unique.map((i) => i.key), unique.map((i) => i.credits)]) as { idempotency_key: string; credits: number }[];
		const cost = inserted.reduce((sum, r) => sum + Number(r.credits), 0);
		if (cost > Number(row.balance)) {
			throw new PaymentRequiredError("insufficient_credits", `this needs ${cost} credits; the balance is ${row.balance}`);
		}
		if (cost) await em.query(`UPDATE billing_accounts SET balance = balance - $2, updated_at = now() WHERE account_id = $1`, [accountId, cost]);
		const charged = new Set(inserted.map((r) => r.idempotency_key));
		return { charged: [...charged], alreadyPaid: unique.filter((i) => !charged.has(i.key)).map((i) => i.key), credits: cost };
	});
}

/**
 * Many single purchases of many accounts in one transaction (monitor checks): each item is
 * bought or refused on its own (`insufficient_credits`, `subscription_inactive`), in the order
 * given. Accounts are locked in id order, ledger rows written in key order.
 */
export async function purchaseEach(items: Array<PurchaseItem & { accountId: string }>): Promise<PurchaseEachResult> {
	if (!items.length) return { results: [] };
	return transaction(async (em) => {
		const ids = [...new Set(items.map((i) => i.accountId))].sort();
		const locked = await em.query(
			"SELECT * FROM billing_accounts WHERE account_id = ANY($1::uuid[]) ORDER BY account_id FOR UPDATE", [ids]) as BillingAccountRow[];
		const accounts = new Map<string, BillingAccountRow>();
		for (const row of locked) accounts.set(row.account_id, row.resets_at && new Date(row.resets_at) <= new Date() ? await applyMonthlyReset(em, row) : row);
		const balances = new Map([...accounts].map(([id, row]) => [id, Number(row.balance)]));
		const results: PurchaseEachResult["results"] = items.map((item) => {
			const account = accounts.get(item.accountId);
			if (!account || !hasSearchAccess(account.access_status)) return { key: item.key, charged: false, error: "subscription_inactive" as const };
			const balance = balances.get(item.accountId) ?? 0;
			if (balance < item.credits) return { key: item.key, charged: false, error: "insufficient_credits" as const };
			balances.set(item.accountId, balance - item.credits);
			return { key: item.key, charged: true, error: null };
		});
		const bought = items.filter((_, i) => results[i].charged).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
		if (bought.length) {
			const inserted = await em.query(
				`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
				 SELECT i.account_id, i.key, split_part(i.key, ':', 1), -i.credits FROM unnest($1::uuid[], $2::text[], $3::int[]) AS i(account_id, key, credits)
				 ON CONFLICT DO NOTHING RETURNING account_id, -amount AS credits`,
				[bought.map((i) => i.accountId), bought.map((i) => i.key), bought.map((i) => i.credits)]) as { account_id: string; credits: number }[];
			const spent = new Map<string, number>();
			for (const r of inserted) spent.set(r.account_id, (spent.get(r.account_id) ?? 0) + Number(r.credits));
			await em.query(
				`UPDATE billing_accounts a SET balance = a.balance - s.credits, updated_at = now()
				 FROM unnest($1::uuid[], $2::int[]) AS s(account_id, credits) WHERE a.account_id = s.account_id`,
				[[...spent.keys()], [...spent.values()]]);
		}
		return { results };
	});
}

/** Gives back what was paid under `of`, once (under `key`); nothing when nothing was paid under it. */
export async function refund(accountId: string, key: string, of: string): Promise<{ refunded: number }> {
	return transaction(async (em) => {
		await lockAccount(em, accountId);
		const inserted = await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
			 SELECT account_id, $2, 'refund', -amount FROM credit_ledger WHERE account_id = $1 AND idempotency_key = $3 AND amount < 0 AND reservation IS NULL
			 ON CONFLICT DO NOTHING RETURNING amount`, [accountId, key, of]) as { amount: number }[];
		const refunded = inserted.length ? Number(inserted[0].amount) : 0;
		if (refunded) await em.query(`UPDATE billing_accounts SET balance = balance + $2, updated_at = now() WHERE account_id = $1`, [accountId, refunded]);
		return { refunded };
	});
}

/** Which of these keys the account has paid. */
export async function paidKeys(accountId: string, keys: string[]): Promise<string[]> {
	const rows = await query<{ idempotency_key: string }>(
		"SELECT idempotency_key FROM credit_ledger WHERE account_id = $1 AND idempotency_key = ANY($2::text[])", [accountId, keys]);
	return rows.map((r) => r.idempotency_key);
}
