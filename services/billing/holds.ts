import type { Tx } from "../../shared/db";

/**
 * Purchase holds: the price of a refundable purchase (a business run's `run:<runId>`) stays
 * the account's while it may still come back, as a reservation's unused credits do, so the
 * monthly reset counts it. The hold closes when its run ends (refunded or final), and a
 * closed key is bought no more: a purchase landing after its run ended charges nothing.
 * Written only under the account's lock (ledger.ts's lock order), in key order.
 */

/** A key an account is charged, or would be, for a price. */
export interface AccountCharge {
	accountId: string;
	key: string;
	credits: number;
}

/** One account's key, as a set member. */
export const accountKey = (c: { accountId: string; key: string }) => `${c.accountId} ${c.key}`;

/** An open hold for each charge just paid. */
export async function openHolds(em: Tx, charges: AccountCharge[]): Promise<void> {
	if (!charges.length) return;
	await em.query(
		`INSERT INTO purchase_holds (account_id, key, credits)
		 SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[]) AS h(account_id, key, credits) ORDER BY h.key COLLATE "C"
		 ON CONFLICT DO NOTHING`,
		[charges.map((c) => c.accountId), charges.map((c) => c.key), charges.map((c) => c.credits)],
	);
}

/**
 * Closes a key's hold, or the key itself when nothing is held under it (a refund or a run's
 * end that comes before its purchase): false when it was closed already.
 */
export async function closeHold(em: Tx, accountId: string, key: string): Promise<boolean> {
	const closed = await em.query(
		`INSERT INTO purchase_holds (account_id, key, credits, closed_at) VALUES ($1, $2, 0, now())
		 ON CONFLICT (account_id, key) DO UPDATE SET closed_at = now() WHERE purchase_holds.closed_at IS NULL
		 RETURNING key`,
		[accountId, key],
	);
	return closed.length > 0;
}

/** Which of these keys are closed, as `accountKey`s. */
export async function closedKeys(em: Tx, keys: Array<{ accountId: string; key: string }>): Promise<Set<string>> {
	const rows: { account_id: string; key: string }[] = await em.query(
		`SELECT h.account_id, h.key FROM purchase_holds h
		 JOIN unnest($1::uuid[], $2::text[]) AS k(account_id, key) ON h.account_id = k.account_id AND h.key = k.key
		 WHERE h.closed_at IS NOT NULL`,
		[keys.map((k) => k.accountId), keys.map((k) => k.key)],
	);
	return new Set(rows.map((r) => accountKey({ accountId: r.account_id, key: r.key })));
}

/** What the account's open holds hold: the price of its refundable purchases whose run has not ended. */
export async function heldByOpenPurchases(em: Tx, accountId: string): Promise<number> {
	const [row]: { held: string }[] = await em.query(`SELECT coalesce(sum(credits), 0) AS held FROM purchase_holds WHERE account_id = $1 AND closed_at IS NULL`, [
		accountId,
	]);
	return Number(row.held);
}
