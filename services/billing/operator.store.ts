import { query } from "../../shared/db";
import { pagedQuery, type Page } from "../../shared/paging";
import { NotFoundError } from "../../shared/errors";
import type { BillingAccount, InspectAccountResult, LedgerEntry, LedgerParams, ListAccountsParams } from "./billing.contract";
import { readUsage, toUsage, type BillingAccountRow } from "./ledger";

/** What operators read of billing: accounts, their open reservations, their ledger. */

type ListedAccountRow = BillingAccountRow & { opened_at: Date | null };

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toBillingAccount(row: ListedAccountRow): BillingAccount {
	return { accountId: row.account_id, ...toUsage(row), openedAt: iso(row.opened_at) };
}

// When an account's billing was opened is its ledger's `open` row (one per account).
const ACCOUNTS = `SELECT b.*, o.created_at AS opened_at FROM billing_accounts b
	LEFT JOIN credit_ledger o ON o.account_id = b.account_id AND o.idempotency_key = 'open'`;

export async function listAccounts(p: ListAccountsParams): Promise<Page<BillingAccount>> {
	const plan = p.plan === undefined ? null : p.plan;
	return pagedQuery<ListedAccountRow, BillingAccount>(
		`${ACCOUNTS} WHERE ($1::text IS NULL OR ($1 = 'none' AND b.plan IS NULL) OR b.plan = $1) AND ($2::text IS NULL OR b.access_status = $2)
		 ORDER BY o.created_at DESC NULLS LAST, b.account_id`,
		[plan, p.accessStatus ?? null],
		p,
		toBillingAccount,
	);
}

export async function inspectAccount(accountId: string): Promise<InspectAccountResult> {
	await readUsage(accountId); // applies a monthly reset that is due, as every read does; 404 for an unknown account
	const [row] = await query<ListedAccountRow>(`${ACCOUNTS} WHERE b.account_id = $1`, [accountId]);
	if (!row) throw new NotFoundError("account");
	const reservations = await query<{ reservation: string; reserved: string; used: string; created_at: Date }>(
		`SELECT reservation, reserved, used, created_at FROM credit_reservations WHERE account_id = $1 AND released_at IS NULL ORDER BY created_at`,
		[accountId],
	);
	return {
		account: toBillingAccount(row),
		reservations: reservations.map((r) => ({ reservation: r.reservation, reserved: Number(r.reserved), used: Number(r.used), createdAt: iso(r.created_at)! })),
	};
}

export async function ledgerOf(p: LedgerParams): Promise<Page<LedgerEntry>> {
	await readUsage(p.accountId);
	return pagedQuery<{ id: string; kind: string; amount: string; idempotency_key: string; reservation: string | null; created_at: Date }, LedgerEntry>(
		`SELECT id, kind, amount, idempotency_key, reservation, created_at FROM credit_ledger WHERE account_id = $1 ORDER BY id DESC`,
		[p.accountId],
		p,
		(r) => ({ id: String(r.id), kind: r.kind, amount: Number(r.amount), key: r.idempotency_key, reservation: r.reservation, createdAt: iso(r.created_at)! }),
	);
}

/** The reservations not released: how many, the credits they hold unused, and the oldest's age (s). */
export async function openReservations(): Promise<{ open: number; held: number; oldestSeconds: number }> {
	const [row] = await query(
		`SELECT count(*)::int AS open, coalesce(sum(reserved - used), 0)::float8 AS held,
			coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS "oldestSeconds"
		 FROM credit_reservations WHERE released_at IS NULL`,
	);
	return row;
}
