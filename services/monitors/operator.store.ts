import { query } from "../../shared/db";
import { pagedQuery, type Page } from "../../shared/paging";
import type { BusinessMonitorSubscription, MonitoredFields, OperatorListParams, OperatorMonitor } from "./monitors.contract";

/** What operators read of monitors: any account's subscriptions, and one with its last observation (`businessKey` and `cid` are filled in by the service, from dataset). */

interface OperatorRow {
	id: string;
	account_id: string;
	business_id: string;
	interval_days: number;
	enabled: boolean;
	next_check_at: Date;
	created_at: Date;
	updated_at: Date;
	last_run_id: string | null;
	last_due_at: Date | null;
	last_observed_at: Date | null;
	last_observation: MonitoredFields | null;
	pending_due_at: Date | null;
	changes: number;
	disabled_reason: BusinessMonitorSubscription["disabledReason"];
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toOperatorMonitor(r: OperatorRow): OperatorMonitor {
	return {
		id: r.id,
		businessId: r.business_id,
		intervalDays: r.interval_days,
		enabled: r.enabled,
		disabledReason: r.disabled_reason,
		nextCheckAt: iso(r.next_check_at)!,
		createdAt: iso(r.created_at)!,
		updatedAt: iso(r.updated_at)!,
		accountId: r.account_id,
		businessKey: null,
		cid: null,
		lastRunId: r.last_run_id,
		lastDueAt: iso(r.last_due_at),
		lastObservedAt: iso(r.last_observed_at),
		lastObservation: r.last_observation,
		pendingDueAt: iso(r.pending_due_at),
		changes: r.changes,
	};
}

const MONITORS = `SELECT s.id, s.account_id, s.business_id, s.interval_days, s.enabled, s.next_check_at, s.created_at, s.updated_at,
		s.last_run_id, s.last_due_at, s.last_observed_at, s.last_observation, s.pending_due_at, s.disabled_reason,
		(SELECT count(*)::int FROM monitor_changes c WHERE c.subscription_id = s.id) AS changes
	FROM monitor_subscriptions s`;

export async function listAll(p: OperatorListParams): Promise<Page<OperatorMonitor>> {
	return pagedQuery<OperatorRow, OperatorMonitor>(
		`${MONITORS} WHERE ($1::uuid IS NULL OR s.account_id = $1) AND ($2::boolean IS NULL OR s.enabled = $2)
		 ORDER BY s.created_at DESC, s.id DESC`,
		[p.accountId ?? null, p.enabled ?? null],
		p,
		toOperatorMonitor,
	);
}

export async function show(id: string): Promise<OperatorMonitor | null> {
	const [row] = await query<OperatorRow>(`${MONITORS} WHERE s.id = $1`, [id]);
	return row ? toOperatorMonitor(row) : null;
}
