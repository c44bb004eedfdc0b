import { transaction } from "../../shared/db";
import { pagedQuery, type Page } from "../../shared/paging";
import type { Delivery, DeliveryStatus, ListDeliveriesParams, ReplayResult } from "./webhooks.contract";

/** What operators read and do of deliveries: an account's list, and a replay. */

interface DeliveryRow {
	id: string;
	endpoint_id: string;
	url: string;
	event_id: string;
	event_type: string;
	status: DeliveryStatus;
	attempts: number;
	last_status: number | null;
	last_error: string | null;
	created_at: Date;
	next_attempt_at: Date;
	finished_at: Date | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toDelivery(r: DeliveryRow): Delivery {
	return {
		id: r.id,
		webhookId: r.endpoint_id,
		url: r.url,
		eventId: r.event_id,
		eventType: r.event_type,
		status: r.status,
		attempts: r.attempts,
		lastStatus: r.last_status,
		lastError: r.last_error,
		createdAt: iso(r.created_at)!,
		nextAttemptAt: r.status === "pending" ? iso(r.next_attempt_at) : null,
		finishedAt: iso(r.finished_at),
	};
}

const DELIVERIES = `SELECT d.id, d.endpoint_id, ep.url, d.event_id, e.type AS event_type, d.status, d.attempts, d.last_status, d.last_error,
		d.created_at, d.next_attempt_at, d.finished_at
	FROM webhook_deliveries d JOIN webhook_endpoints ep ON ep.id = d.endpoint_id JOIN webhook_events e ON e.id = d.event_id`;

export async function listDeliveries(p: ListDeliveriesParams): Promise<Page<Delivery>> {
	return pagedQuery<DeliveryRow, Delivery>(
		`${DELIVERIES} WHERE ep.account_id = $1 AND ($2::uuid IS NULL OR d.endpoint_id = $2) AND ($3::text IS NULL OR d.status = $3)
		 ORDER BY d.created_at DESC, d.id DESC`,
		[p.accountId, p.webhookId ?? null, p.status ?? null],
		p,
		toDelivery,
	);
}

/**
 * Puts a finished delivery back in the outbox, due now, with a fresh round of attempts; the
 * dispatcher sends it as it sends any. A pending one (never sent, retrying, or replayed and
 * not sent yet) is left as it is: replaying twice in a row queues one send. Nothing is
 * queued for an endpoint that is disabled or deleted. The answer is the delivery as the
 * replay left it: the row stays locked until then, so no dispatcher claims it in between.
 */
export async function replay(id: string): Promise<ReplayResult | null> {
	return transaction(async (tx) => {
		const requeued = await tx.query<{ id: string }>(
			`UPDATE webhook_deliveries SET status = 'pending', attempts = 0, next_attempt_at = now(), lease_owner = NULL,
				finished_at = NULL, updated_at = now()
			 WHERE id = $1 AND status <> 'pending'
				AND EXISTS (SELECT 1 FROM webhook_endpoints ep WHERE ep.id = endpoint_id AND ep.enabled AND ep.deleted_at IS NULL)
			 RETURNING id`,
			[id],
		);
		const [row] = await tx.query<DeliveryRow>(`${DELIVERIES} WHERE d.id = $1`, [id]);
		return row ? { delivery: toDelivery(row), replayed: requeued.length > 0 } : null;
	});
}
