import { randomUUID } from "node:crypto";
import { LimitReachedError, lockAccountFor } from "../../shared/account-caps";
import { query, transaction } from "../../shared/db";
import { complete, differences } from "./compare";
import { MONITORED_FIELDS, type StoredChange, type BusinessMonitorSubscription, type MonitoredFields } from "./monitors.contract";

/** Subscriptions and the changes their checks found (the public side); the scheduler's claims are in scheduler.store.ts. */

export interface SubscriptionRow {
	id: string;
	account_id: string;
	business_id: string;
	interval_days: number;
	enabled: boolean;
	next_check_at: Date;
	created_at: Date;
	updated_at: Date;
	created_at_text: string;
	/** why the service turned it off (its checks could not be paid three times in a row); null otherwise */
	disabled_reason: BusinessMonitorSubscription["disabledReason"];
}

const SUBSCRIPTION_COLUMNS = `id, account_id, business_id, interval_days, enabled, next_check_at, created_at, updated_at, created_at::text AS created_at_text,
	disabled_reason`;

const iso = (d: Date) => new Date(d).toISOString();

export function toSubscription(r: SubscriptionRow, businessKey: string): BusinessMonitorSubscription {
	return {
		id: r.id,
		businessId: r.business_id,
		businessKey,
		intervalDays: r.interval_days,
		enabled: r.enabled,
		disabledReason: r.disabled_reason,
		nextCheckAt: iso(r.next_check_at),
		createdAt: iso(r.created_at),
		updatedAt: iso(r.updated_at),
	};
}

/**
 * One subscription per account and business, at most `cap` per account (every subscription
 * counts, enabled or not; updating one never hits the cap: 409 `limit_reached` for a new one past
 * it). A new one is due at once (its baseline check). Replacing it with another interval moves the
 * next check to the last one plus the new interval (at once when that is past); one never checked
 * yet stays due at once. Putting it again clears what turned it off.
 */
export async function putSubscription(
	accountId: string,
	businessId: string,
	intervalDays: number,
	enabled: boolean,
	cap: number,
): Promise<{ row: SubscriptionRow; created: boolean }> {
	return transaction(async (tx) => {
		await lockAccountFor(tx, "monitors", accountId);
		const [counted] = await tx.query<{ n: number; exists: boolean }>(
			`SELECT count(*)::int AS n, bool_or(business_id = $2) AS exists FROM monitor_subscriptions WHERE account_id = $1`,
			[accountId, businessId],
		);
		if (!counted.exists && counted.n >= cap) throw new LimitReachedError("monitor subscriptions", cap);
		const [row] = await tx.query<SubscriptionRow & { created: boolean }>(
			`INSERT INTO monitor_subscriptions AS s (id, account_id, business_id, interval_days, enabled, next_check_at)
			 VALUES ($1, $2, $3, $4, $5, now())
			 ON CONFLICT (account_id, business_id) DO UPDATE SET interval_days = EXCLUDED.interval_days, enabled = EXCLUDED.enabled, updated_at = now(),
				unpaid_checks = 0, disabled_reason = NULL,
				next_check_at = CASE WHEN s.interval_days <> EXCLUDED.interval_days AND s.last_due_at IS NOT NULL
					THEN s.last_due_at + make_interval(days => EXCLUDED.interval_days) ELSE s.next_check_at END
			 RETURNING ${SUBSCRIPTION_COLUMNS}, (xmax = 0) AS created`,
			[randomUUID(), accountId, businessId, intervalDays, enabled],
		);
		return { row, created: row.created };
	});
}

export async function findSubscription(accountId: string, businessId: string): Promise<SubscriptionRow | null> {
	const rows = await query<SubscriptionRow>(`SELECT ${SUBSCRIPTION_COLUMNS} FROM monitor_subscriptions WHERE account_id = $1 AND business_id = $2`, [
		accountId,
		businessId,
	]);
	return rows[0] ?? null;
}

export async function deleteSubscription(accountId: string, businessId: string): Promise<boolean> {
	const rows = await query(`DELETE FROM monitor_subscriptions WHERE account_id = $1 AND business_id = $2 RETURNING id`, [accountId, businessId]);
	return rows.length > 0;
}

/** A keyset position: the row's timestamp as PostgreSQL's text (microseconds kept) and its id. */
export interface Position {
	t: string;
	id: string;
}

export async function listSubscriptions(accountId: string, limit: number, after: Position | null): Promise<SubscriptionRow[]> {
	return query<SubscriptionRow>(
		`SELECT ${SUBSCRIPTION_COLUMNS} FROM monitor_subscriptions
		 WHERE account_id = $1 AND ($3::timestamptz IS NULL OR (created_at, id) < ($3::timestamptz, $4::uuid))
		 ORDER BY created_at DESC, id DESC LIMIT $2`,
		[accountId, limit, after?.t ?? null, after?.id ?? null],
	);
}

interface ChangeRow {
	id: string;
	run_id: string;
	field: StoredChange["field"];
	before: unknown;
	after: unknown;
	detected_at: Date;
	detected_at_text: string;
}
const CHANGE_COLUMNS = `id, run_id, field, before, after, detected_at, detected_at::text AS detected_at_text`;

/** A check's changes in the order of MONITORED_FIELDS. */
function inFieldOrder(rows: ChangeRow[]): StoredChange[] {
	const rank = (f: string) => (MONITORED_FIELDS as readonly string[]).indexOf(f);
	return rows.sort((a, b) => rank(a.field) - rank(b.field)).map(toChange);
}

export function toChange(r: ChangeRow): StoredChange {
	return { id: r.id, runId: r.run_id, field: r.field, before: r.before, after: r.after, detectedAt: iso(r.detected_at) };
}

export async function listChanges(
	accountId: string,
	businessId: string,
	limit: number,
	after: Position | null,
): Promise<(StoredChange & { position: Position })[]> {
	const rows = await query<ChangeRow>(
		`SELECT ${CHANGE_COLUMNS} FROM monitor_changes
		 WHERE account_id = $1 AND business_id = $2 AND ($4::timestamptz IS NULL OR (detected_at, id) < ($4::timestamptz, $5::uuid))
		 ORDER BY detected_at DESC, id DESC LIMIT $3`,
		[accountId, businessId, limit, after?.t ?? null, after?.id ?? null],
	);
	return rows.map((r) => ({ ...toChange(r), position: { t: r.detected_at_text, id: r.id } }));
}

export interface CheckToRecord {
	runId: string;
	accountId: string;
	businessId: string;
	subscriptionId: string;
	fields: MonitoredFields;
}
export interface RecordedCheck {
	changes: StoredChange[];
	repeated: boolean;
}

/**
 * Once per run: the run id is written first, so a retried check finds it and answers the
 * changes it wrote the first time. The subscription row is locked while it is compared and
 * replaced, so two checks of one subscription never compare with the same observation.
 * A subscription deleted meanwhile has nothing to compare with: no changes.
 */
export async function recordCheck(c: CheckToRecord): Promise<RecordedCheck> {
	return transaction(async (tx) => {
		const first = await tx.query(
			`INSERT INTO monitor_checks_recorded (run_id, subscription_id) VALUES ($1, $2) ON CONFLICT (run_id) DO NOTHING RETURNING run_id`,
			[c.runId, c.subscriptionId],
		);
		if (!first.length) {
			const rows = await tx.query<ChangeRow>(`SELECT ${CHANGE_COLUMNS} FROM monitor_changes WHERE run_id = $1`, [c.runId]);
			return { changes: inFieldOrder(rows), repeated: true };
		}
		const [sub] = await tx.query<{ last_observation: MonitoredFields | null }>(
			`SELECT last_observation FROM monitor_subscriptions WHERE id = $1 AND account_id = $2 AND business_id = $3 FOR UPDATE`,
			[c.subscriptionId, c.accountId, c.businessId],
		);
		if (!sub) return { changes: [], repeated: false };
		const observed = complete(c.fields);
		const found = sub.last_observation ? differences(complete(sub.last_observation), observed) : [];
		let changes: StoredChange[] = [];
		if (found.length) {
			const rows = await tx.query<ChangeRow>(
				`INSERT INTO monitor_changes (id, account_id, business_id, subscription_id, run_id, field, before, after)
				 SELECT gen_random_uuid(), $1, $2, $3, $4, d.field, d.before, d.after
				 FROM jsonb_to_recordset($5::jsonb) AS d(field text, before jsonb, after jsonb)
				 RETURNING ${CHANGE_COLUMNS}`,
				[c.accountId, c.businessId, c.subscriptionId, c.runId, JSON.stringify(found)],
			);
			changes = inFieldOrder(rows);
		}
		await tx.query(`UPDATE monitor_subscriptions SET last_observation = $2, last_observed_at = now(), last_observed_run_id = $3 WHERE id = $1`, [
			c.subscriptionId,
			JSON.stringify(observed),
			c.runId,
		]);
		return { changes, repeated: false };
	});
}
