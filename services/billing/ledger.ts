import { query, transaction, type Tx } from "../../shared/db";
import {
	type AccessStatus,
	allowanceOf,
	businessOfOwnershipKey,
	type ChargeResult,
	creditsToReserve,
	type PlanName,
	rateLimitOf,
	type SpendResult,
	type Usage,
} from "./billing.contract";
import { NotFoundError, PaymentRequiredError } from "../../shared/errors";
import { heldByOpenPurchases } from "./holds";

/**
 * The credit ledger (DESIGN §7). Every movement is a row with a unique
 * (account_id, idempotency_key); the balance moves in the same transaction, so a
 * retried call changes nothing and the balance never goes below zero.
 * Invariant: balance = sum(amount) of rows whose `reservation` is null
 * (rows charged against a reservation were paid when it was taken).
 *
 * Lock order, the same in every path so no two transactions wait on each other
 * (PostgreSQL 40P01): the account row (when taken), then a reservation row, then
 * `own:` ledger rows in byte order of their key. A batch of ownership rows that
 * meets a concurrent batch (an unlock and a search page, two searches) waits for
 * it instead of deadlocking with it. Purchases lock their accounts (several: in id
 * order), then write ledger rows, then purchase holds, each in byte order of key;
 * a hold is written only under its account's lock.
 */

export interface BillingAccountRow {
	account_id: string;
	plan: PlanName | null;
	access_status: AccessStatus;
	balance: string;
	monthly_allowance: number;
	resets_at: Date | null;
	rate_limit_override: number | null;
}

export function toUsage(row: BillingAccountRow): Usage {
	return {
		plan: row.plan,
		accessStatus: row.access_status,
		credits: { balance: Number(row.balance), monthlyAllowance: row.monthly_allowance },
		rateLimitPerMinute: row.rate_limit_override ?? rateLimitOf(row.plan),
		resetsAt: row.resets_at ? new Date(row.resets_at).toISOString() : null,
	};
}

function addMonth(d: Date): Date {
	const next = new Date(d);
	next.setUTCMonth(next.getUTCMonth() + 1);
	return next;
}

export async function lockAccount(em: Tx, accountId: string): Promise<BillingAccountRow> {
	const rows: BillingAccountRow[] = await em.query("SELECT * FROM billing_accounts WHERE account_id = $1 FOR UPDATE", [accountId]);
	if (!rows.length) throw new NotFoundError("account");
	return applyMonthlyReset(em, rows[0]);
}

/**
 * Tops the balance up to the monthly allowance at each period boundary; unused allowance does not pile up.
 * Credits an open reservation still holds are the account's as much as its balance (a search gives back
 * what it did not use), so they count toward the allowance: with 500 held, the balance is topped up to 500,
 * and the release brings it to the allowance, never above it. The price of a refundable purchase whose run
 * has not ended (an open purchase hold) counts the same way: a refund after the reset lands within the allowance.
 */
export async function applyMonthlyReset(em: Tx, row: BillingAccountRow): Promise<BillingAccountRow> {
	if (!row.resets_at || new Date(row.resets_at) > new Date()) return row;
	let resetsAt = new Date(row.resets_at);
	let balance = Number(row.balance);
	const held = (await heldByOpenReservations(em, row.account_id)) + (await heldByOpenPurchases(em, row.account_id));
	const now = new Date();
	while (resetsAt <= now) {
		const topUp = Math.max(0, row.monthly_allowance - balance - held);
		const inserted = await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
			 VALUES ($1, $2, 'allowance', $3) ON CONFLICT DO NOTHING RETURNING id`,
			[row.account_id, `allowance:${resetsAt.toISOString()}`, topUp],
		);
		if (inserted.length) balance += topUp;
		resetsAt = addMonth(resetsAt);
	}
	const [updated]: BillingAccountRow[] = await em.query(
		`UPDATE billing_accounts SET balance = $2, resets_at = $3, updated_at = now()
		 WHERE account_id = $1 RETURNING *`,
		[row.account_id, balance, resetsAt],
	);
	return updated;
}

/** What the account's unreleased reservations hold and have not used yet. */
async function heldByOpenReservations(em: Tx, accountId: string): Promise<number> {
	const [row]: { held: string }[] = await em.query(
		`SELECT coalesce(sum(reserved - used), 0) AS held FROM credit_reservations WHERE account_id = $1 AND released_at IS NULL`,
		[accountId],
	);
	return Number(row.held);
}

export async function openAccount(input: { accountId: string; plan: PlanName | null; accessStatus: AccessStatus; credits?: number | null }): Promise<Usage> {
	return transaction(async (em) => {
		const balance = input.credits ?? allowanceOf(input.plan);
		const resetsAt = input.plan ? addMonth(new Date()) : null;
		const rows: BillingAccountRow[] = await em.query(
			`INSERT INTO billing_accounts (account_id, plan, access_status, balance, monthly_allowance, resets_at)
			 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (account_id) DO NOTHING RETURNING *`,
			[input.accountId, input.plan, input.accessStatus, balance, allowanceOf(input.plan), resetsAt],
		);
		if (!rows.length) return toUsage(await lockAccount(em, input.accountId));
		await em.query(`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount) VALUES ($1, 'open', 'open', $2)`, [input.accountId, balance]);
		return toUsage(rows[0]);
	});
}

/** Changes what is given (plan, access status, or both) and keeps the rest, under the account's lock. */
export async function setPlan(accountId: string, change: { plan?: PlanName | null; accessStatus?: AccessStatus }): Promise<Usage> {
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		const plan = change.plan === undefined ? row.plan : change.plan;
		const accessStatus = change.accessStatus ?? row.access_status;
		const resetsAt = plan ? (row.resets_at ?? addMonth(new Date())) : null;
		const [updated]: BillingAccountRow[] = await em.query(
			`UPDATE billing_accounts SET plan = $2, access_status = $3, monthly_allowance = $4, resets_at = $5, updated_at = now()
			 WHERE account_id = $1 RETURNING *`,
			[accountId, plan, accessStatus, allowanceOf(plan), resetsAt],
		);
		return toUsage(updated);
	});
}

/** A contract's own key limit in place of the plan's; null goes back to the plan's. */
export async function setRateLimit(accountId: string, perMinute: number | null): Promise<Usage> {
	return transaction(async (em) => {
		await lockAccount(em, accountId);
		const [updated]: BillingAccountRow[] = await em.query(
			`UPDATE billing_accounts SET rate_limit_override = $2, updated_at = now() WHERE account_id = $1 RETURNING *`,
			[accountId, perMinute],
		);
		return toUsage(updated);
	});
}

export async function readUsage(accountId: string): Promise<Usage> {
	return transaction(async (em) => toUsage(await lockAccount(em, accountId)));
}

export async function grant(accountId: string, credits: number, idempotencyKey: string): Promise<Usage> {
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		const inserted = await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount) VALUES ($1, $2, 'grant', $3)
			 ON CONFLICT DO NOTHING RETURNING id`,
			[accountId, idempotencyKey, credits],
		);
		if (!inserted.length) return toUsage(row);
		const [updated]: BillingAccountRow[] = await em.query(
			`UPDATE billing_accounts SET balance = balance + $2, updated_at = now() WHERE account_id = $1 RETURNING *`,
			[accountId, credits],
		);
		return toUsage(updated);
	});
}

/** Holds up to `max` credits for a job; what is held is gone from the balance until released. */
export async function reserve(accountId: string, reservation: string, max: number): Promise<{ reserved: number }> {
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		const existing = await em.query("SELECT reserved FROM credit_reservations WHERE reservation = $1", [reservation]);
		if (existing.length) return { reserved: Number(existing[0].reserved) };
		const reserved = creditsToReserve(max, Number(row.balance));
		if (reserved <= 0) throw new PaymentRequiredError("insufficient_credits", "no credits left to reserve");
		await em.query(`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount) VALUES ($1, $2, 'reserve', $3)`, [
			accountId,
			`reserve:${reservation}`,
			-reserved,
		]);
		await em.query(`INSERT INTO credit_reservations (reservation, account_id, reserved) VALUES ($1, $2, $3)`, [reservation, accountId, reserved]);
		await em.query(`UPDATE billing_accounts SET balance = balance - $2, updated_at = now() WHERE account_id = $1`, [accountId, reserved]);
		return { reserved };
	});
}

/**
 * Charges one credit per business not yet owned, against a reservation, under
 * `own:<businessId>`. Businesses beyond what the reservation still holds are
 * returned in `overBudget` and not charged.
 */
export async function chargeOwned(accountId: string, reservation: string, businessIds: string[]): Promise<ChargeResult> {
	const unique = [...new Set(businessIds)];
	// One statement (its own transaction): the reservation row lock orders concurrent
	// charges of a job, and ON CONFLICT settles a business bought at the same moment elsewhere.
	const [row] = await query<{ found: boolean; candidates: string[] | null; picked: string[] | null; charged: string[] | null; remaining: string | null }>(
		`WITH held AS (
			SELECT reservation, CASE WHEN released_at IS NULL THEN reserved - used ELSE 0 END AS room
			FROM credit_reservations WHERE reservation = $2 AND account_id = $1 FOR UPDATE),
		candidates AS (
			SELECT c.id, c.ord FROM unnest($3::text[]) WITH ORDINALITY AS c(id, ord)
			WHERE NOT EXISTS (SELECT 1 FROM credit_ledger l WHERE l.account_id = $1 AND l.idempotency_key = 'own:' || c.id)),
		picked AS (
			SELECT id, ord FROM candidates ORDER BY ord LIMIT (SELECT coalesce(max(room), 0) FROM held)),
		inserted AS (
			INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount, reservation)
			SELECT $1, 'own:' || id, 'own', -1, $2 FROM picked ORDER BY ('own:' || id) COLLATE "C"
			ON CONFLICT DO NOTHING RETURNING idempotency_key),
		updated AS (
			UPDATE credit_reservations r SET used = used + (SELECT count(*) FROM inserted)
			FROM held WHERE r.reservation = held.reservation RETURNING r.reserved - r.used AS remaining)
		SELECT EXISTS (SELECT 1 FROM held) AS found,
			(SELECT array_agg(id ORDER BY ord) FROM candidates) AS candidates,
			(SELECT array_agg(id ORDER BY ord) FROM picked) AS picked,
			(SELECT array_agg(substr(idempotency_key, 5)) FROM inserted) AS charged,
			(SELECT remaining FROM updated) AS remaining`,
		[accountId, reservation, unique],
	);
	if (!row.found) throw new NotFoundError("reservation");
	const candidates = new Set(row.candidates ?? []);
	const picked = new Set(row.picked ?? []);
	const chargedSet = new Set(row.charged ?? []);
	return {
		charged: unique.filter((id) => chargedSet.has(id)),
		alreadyOwned: unique.filter((id) => !candidates.has(id) || (picked.has(id) && !chargedSet.has(id))),
		overBudget: unique.filter((id) => candidates.has(id) && !picked.has(id)),
		remaining: Number(row.remaining ?? 0),
	};
}

/** Gives back what a reservation did not use. Safe to call again. */
export async function release(accountId: string, reservation: string): Promise<{ refunded: number; used: number }> {
	return transaction(async (em) => {
		await lockAccount(em, accountId);
		const held = await em.query(`SELECT reserved, used, released_at FROM credit_reservations WHERE reservation = $1 AND account_id = $2 FOR UPDATE`, [
			reservation,
			accountId,
		]);
		if (!held.length) {
			// Closes the id: a reserve arriving after its release (a slow create given up on) holds nothing.
			await em.query(`INSERT INTO credit_reservations (reservation, account_id, reserved, released_at) VALUES ($1, $2, 0, now()) ON CONFLICT DO NOTHING`, [
				reservation,
				accountId,
			]);
			return { refunded: 0, used: 0 };
		}
		const used = Number(held[0].used);
		if (held[0].released_at) return { refunded: 0, used };
		const refund = Number(held[0].reserved) - used;
		await em.query(`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount) VALUES ($1, $2, 'release', $3)`, [
			accountId,
			`release:${reservation}`,
			refund,
		]);
		await em.query(`UPDATE credit_reservations SET released_at = now() WHERE reservation = $1`, [reservation]);
		await em.query(`UPDATE billing_accounts SET balance = balance + $2, updated_at = now() WHERE account_id = $1`, [accountId, refund]);
		return { refunded: refund, used };
	});
}

/**
 * All-or-nothing purchase of ownership keys (dataset unlock): one credit per key
 * not yet paid; 402 and nothing written when the balance cannot cover the new ones.
 */
export async function spend(accountId: string, keys: string[]): Promise<SpendResult> {
	const unique = [...new Set(keys)];
	return transaction(async (em) => {
		const row = await lockAccount(em, accountId);
		const inserted: { idempotency_key: string }[] = await em.query(
			`INSERT INTO credit_ledger (account_id, idempotency_key, kind, amount)
			 SELECT $1, k, 'own', -1 FROM unnest($2::text[]) AS k ORDER BY k COLLATE "C"
			 ON CONFLICT DO NOTHING RETURNING idempotency_key`,
			[accountId, unique],
		);
		const charged = inserted.map((r) => r.idempotency_key);
		if (charged.length > Number(row.balance)) {
			throw new PaymentRequiredError("insufficient_credits", `unlocking needs ${charged.length} credits; the balance is ${row.balance}`);
		}
		if (charged.length) {
			await em.query(`UPDATE billing_accounts SET balance = balance - $2, updated_at = now() WHERE account_id = $1`, [accountId, charged.length]);
		}
		const chargedSet = new Set(charged);
		return { charged, alreadyPaid: unique.filter((k) => !chargedSet.has(k)) };
	});
}

/** The businesses charged against a reservation: what the account has paid for through that job. */
export async function chargedUnder(accountId: string, reservation: string): Promise<string[]> {
	const rows = await query<{ idempotency_key: string }>(
		`SELECT idempotency_key FROM credit_ledger WHERE account_id = $1 AND reservation = $2 AND kind = 'own'`,
		[accountId, reservation],
	);
	return rows.map((r) => businessOfOwnershipKey(r.idempotency_key));
}

/** The plan of each of these accounts that exists; unknown ids are left out. */
export async function plansOf(accountIds: string[]): Promise<Record<string, PlanName | null>> {
	const rows = await query<{ account_id: string; plan: PlanName | null }>("SELECT account_id, plan FROM billing_accounts WHERE account_id = ANY($1::uuid[])", [
		accountIds,
	]);
	return Object.fromEntries(rows.map((r) => [r.account_id, r.plan]));
}

export async function accountsDueForReset(limit = 100): Promise<string[]> {
	const rows = await query<{ account_id: string }>(`SELECT account_id FROM billing_accounts WHERE resets_at <= now() ORDER BY resets_at LIMIT $1`, [limit]);
	return rows.map((r) => r.account_id);
}
