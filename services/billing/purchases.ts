import { query, transaction, type Tx } from "../../shared/db";
import { ConflictError, PaymentRequiredError } from "../../shared/errors";
import { hasSearchAccess, type PurchaseEachResult, type PurchaseItem, type PurchaseResult } from "./billing.contract";
import { accountKey, closeHold, closedKeys, openHolds, type AccountCharge } from "./holds";
import { applyMonthlyReset, lockAccount, type BillingAccountRow } from "./ledger";

/**
 * Purchases priced per key (a business run's `run:<runId>`, a business's `own:<id>`):
 * each key is paid once per account (its ledger row's unique key), all or nothing, by
 * an account with access (active or trialing). Refunds go back under a key of their own.
 * A refundable purchase holds its price until its run ends (holds.ts); a key closed by
 * then (refunded, or closed as final) is refused.
 */

type AccountItem = PurchaseItem & { accountId: string };
type EachError = NonNullable<PurchaseEachResult["results"][number]["error"]>;

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** Buys every key not yet paid, or nothing: 402 when access or the balance cannot cover them, 409 when one is closed. */
export async function purchase(accountId: string, items: PurchaseItem[]): Promise<PurchaseResult> {
	const unique = [...new Map(items.map((i) => [i.key, { ...i, accountId }])).values()].sort(byKey);
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		if (!hasSearchAccess(row.access_status)) {
			throw new PaymentRequiredError("subscription_inactive", `the account is ${row.access_status}; it needs an active subscription or a trial`);
		}
		const closed = await closedKeys(em, unique);
		if (closed.size) {
			const keys = unique.filter((i) => closed.has(accountKey(i))).map((i) => i.key);
			throw new ConflictError("purchase_closed", `closed, its run has ended: ${keys.join(", ")}`);
		}
		const charged = await chargeItems(em, unique);
		const cost = charged.reduce((sum, c) => sum + c.credits, 0);
		if (cost > Number(row.balance)) {
			throw new PaymentRequiredError("insufficient_credits", `this needs ${cost} credits; the balance is ${row.balance}`);
		}
		await debit(em, charged);
		const chargedKeys = new Set(charged.map((c) => c.key));
		return { charged: [...chargedKeys], alreadyPaid: unique.filter((i) => !chargedKeys.has(i.key)).map((i) => i.key), credits: cost };
	});
}

/**
 * Many single purchases of many accounts in one transaction (monitor checks): each item is
 * bought or refused on its own (`subscription_inactive`, `purchase_closed`, `insufficient_credits`),
 * in the order given. Accounts are locked in id order, ledger rows and holds written in key order.
 */
export async function purchaseEach(items: AccountItem[]): Promise<PurchaseEachResult> {
	if (!items.length) return { results: [] };
	return transaction(async (em) => {
		const accounts = await lockAccounts(
			em,
			items.map((i) => i.accountId),
		);
		const closed = await closedKeys(em, items);
		const balances = new Map([...accounts].map(([id, row]) => [id, Number(row.balance)]));
		const results: PurchaseEachResult["results"] = items.map((item) => {
			const account = accounts.get(item.accountId);
			if (!account || !hasSearchAccess(account.access_status)) return refused(item, "subscription_inactive");
			if (closed.has(accountKey(item))) return refused(item, "purchase_closed");
			const balance = balances.get(item.accountId) ?? 0;
			if (balance < item.credits) return refused(item, "insufficient_credits");
			balances.set(item.accountId, balance - item.credits);
			return { key: item.key, charged: true, error: null };
		});
		await debit(
			em,
			await chargeItems(
				em,
				items.filter((_, i) => results[i].charged),
			),
		);
		return { results };
	});
}

function refused(item: AccountItem, error: EachError): PurchaseEachResult["results"][number] {
	return { key: item.key, charged: false, error };
}

/** Locks the accounts (in id order) and applies their due monthly resets; an unknown id is left out. */
async function lockAccounts(em: Tx, accountIds: string[]): Promise<Map<string, BillingAccountRow>> {
	const locked: BillingAccountRow[] = await em.query("SELECT * FROM billing_accounts WHERE account_id = ANY($1::uuid[]) ORDER BY account_id FOR UPDATE", [
		[...new Set(accountIds)].sort(),
	]);
	const accounts = new Map<string, BillingAccountRow>();
	for (const row of locked) accounts.set(row.account_id, await applyMonthlyReset(em, row));
	return accounts;
}

/** Writes the ledger rows of the keys not yet paid, in key order, and opens the holds of the refundable ones: what was charged. */
async function chargeItems(em: Tx, items: AccountItem[]): Promise<AccountCharge[]> {
	if (!items.length) return [];
	const sorted = [...items].sort(byKey);
	const inserted: { account_id: string; key: string; credits: string }[] = await em.query(
		`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
		 SELECT i.account_id, i.key, split_part(i.key, ':', 1), -i.credits FROM unnest($1::uuid[], $2::text[], $3::int[]) AS i(account_id, key, credits)
		 ON CONFLICT DO NOTHING RETURNING account_id, idempotency_key AS key, -amount AS credits`,
		[sorted.map((i) => i.accountId), sorted.map((i) => i.key), sorted.map((i) => i.credits)],
	);
	const charged = inserted.map((r) => ({ accountId: r.account_id, key: r.key, credits: Number(r.credits) }));
	const refundable = new Set(items.filter((i) => i.refundable).map(accountKey));
	await openHolds(
		em,
		charged.filter((c) => refundable.has(accountKey(c))),
	);
	return charged;
}

/** Takes what was charged from each account's balance. */
async function debit(em: Tx, charged: AccountCharge[]): Promise<void> {
	const spent = new Map<string, number>();
	for (const c of charged) spent.set(c.accountId, (spent.get(c.accountId) ?? 0) + c.credits);
	if (!spent.size) return;
	await em.query(
		`UPDATE billing_accounts a SET balance = a.balance - s.credits, updated_at = now()
		 FROM unnest($1::uuid[], $2::int[]) AS s(account_id, credits) WHERE a.account_id = s.account_id`,
		[[...spent.keys()], [...spent.values()]],
	);
}

/**
 * Gives back what was paid under `of`, once (under `key`); nothing when nothing was paid under it.
 * Closes `of` either way: its run has ended, so a purchase of it landing later is refused.
 */
export async function refund(accountId: string, key: string, of: string): Promise<{ refunded: number }> {
	return transaction(async (em) => {
		await lockAccount(em, accountId);
		const inserted = (await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
			 SELECT account_id, $2, 'refund', -amount FROM credit_ledger WHERE account_id = $1 AND idempotency_key = $3 AND amount < 0 AND reservation IS NULL
			 ON CONFLICT DO NOTHING RETURNING amount`,
			[accountId, key, of],
		)) as { amount: number }[];
		const refunded = inserted.length ? Number(inserted[0].amount) : 0;
		if (refunded) await em.query(`UPDATE billing_accounts SET balance = balance + $2, updated_at = now() WHERE account_id = $1`, [accountId, refunded]);
		await closeHold(em, accountId, of);
		return { refunded };
	});
}

/** Closes a purchase without a refund (its run completed: the price is final); `closed` is false when it was closed already. */
export async function closePurchase(accountId: string, key: string): Promise<{ closed: boolean }> {
	return transaction(async (em) => {
		await lockAccount(em, accountId);
		return { closed: await closeHold(em, accountId, key) };
	});
}

/** Which of these keys the account has paid. */
export async function paidKeys(accountId: string, keys: string[]): Promise<string[]> {
	const rows = await query<{ idempotency_key: string }>(
		"SELECT idempotency_key FROM credit_ledger WHERE account_id = $1 AND idempotency_key = ANY($2::text[])",
		[accountId, keys],
	);
	return rows.map((r) => r.idempotency_key);
}
