import { LimitReachedError, lockAccountFor } from "../../shared/account-caps";
import { query, transaction } from "../../shared/db";
import { PLAINTEXT_PREFIX } from "./secret-box";
import { TEST_EVENT_TYPE, WEBHOOK_ENDPOINTS_CAP, WEBHOOK_TESTS_PER_MINUTE, type Webhook } from "./webhooks.contract";

export interface EndpointRow {
	id: string;
	account_id: string;
	url: string;
	event_types: string[];
	enabled: boolean;
	secret: string;
	created_at: Date;
}

export function toWebhook(row: EndpointRow): Webhook {
	return { id: row.id, url: row.url, eventTypes: row.event_types, enabled: row.enabled, createdAt: new Date(row.created_at).toISOString() };
}

/** `secret` arrives sealed (secret-box.ts). Refused once the account has WEBHOOK_ENDPOINTS_CAP endpoints. */
export async function insertEndpoint(e: { id: string; accountId: string; url: string; eventTypes: string[]; secret: string }): Promise<EndpointRow> {
	return transaction(async (tx) => {
		await lockAccountFor(tx, "webhook_endpoints", e.accountId);
		const [{ n }] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1 AND deleted_at IS NULL", [
			e.accountId,
		]);
		if (n >= WEBHOOK_ENDPOINTS_CAP) throw new LimitReachedError("webhook endpoints", WEBHOOK_ENDPOINTS_CAP);
		const [row] = await tx.query<EndpointRow>(
			`INSERT INTO webhook_endpoints (id, account_id, url, event_types, secret) VALUES ($1, $2, $3, $4, $5) RETURNING *`,
			[e.id, e.accountId, e.url, e.eventTypes, e.secret],
		);
		return row;
	});
}

/** Rows written before secrets were sealed. */
export async function plaintextSecrets(): Promise<{ id: string; secret: string }[]> {
	return query(`SELECT id, secret FROM webhook_endpoints WHERE starts_with(secret, $1)`, [PLAINTEXT_PREFIX]);
}

/** Replaces a plaintext secret by its sealed form, unless another instance did it first. */
export async function replaceSecret(id: string, plaintext: string, sealed: string): Promise<void> {
	await query(`UPDATE webhook_endpoints SET secret = $3 WHERE id = $1 AND secret = $2`, [id, plaintext, sealed]);
}

export async function listEndpoints(accountId: string): Promise<EndpointRow[]> {
	return query<EndpointRow>(`SELECT * FROM webhook_endpoints WHERE account_id = $1 AND deleted_at IS NULL ORDER BY created_at, id`, [accountId]);
}

export async function findEndpoint(accountId: string, id: string): Promise<EndpointRow | null> {
	const rows = await query<EndpointRow>(`SELECT * FROM webhook_endpoints WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL`, [id, accountId]);
	return rows[0] ?? null;
}

export interface EndpointChanges {
	url?: string;
	eventTypes?: string[];
	enabled?: boolean;
}

export async function updateEndpoint(accountId: string, id: string, c: EndpointChanges): Promise<EndpointRow | null> {
	const rows = await query<EndpointRow>(
		`UPDATE webhook_endpoints SET url = COALESCE($3, url), event_types = COALESCE($4, event_types),
			enabled = COALESCE($5, enabled), updated_at = now()
		 WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING *`,
		[id, accountId, c.url ?? null, c.eventTypes ?? null, c.enabled ?? null],
	);
	return rows[0] ?? null;
}

/** Soft delete: the secret is wiped and what was still to be sent is canceled. */
export async function deleteEndpoint(accountId: string, id: string): Promise<boolean> {
	return transaction(async (tx) => {
		const rows = await tx.query(
			`UPDATE webhook_endpoints SET deleted_at = now(), enabled = false, secret = '', updated_at = now()
			 WHERE id = $1 AND account_id = $2 AND deleted_at IS NULL RETURNING id`,
			[id, accountId],
		);
		if (!rows.length) return false;
		await tx.query(
			`UPDATE webhook_deliveries SET status = 'canceled', last_error = 'endpoint deleted', finished_at = now(), updated_at = now()
			 WHERE endpoint_id = $1 AND status = 'pending'`,
			[id],
		);
		return true;
	});
}

export interface NewEvent {
	id: string;
	accountId: string;
	type: string;
	body: string;
	createdAt: string;
}

/**
 * Idempotent on the event id: the first call fans the event out to every enabled
 * endpoint of the account subscribed to its type, in one transaction; a repeat adds nothing.
 */
export async function enqueueEvent(e: NewEvent): Promise<{ duplicate: boolean; deliveries: number }> {
	return transaction(async (tx) => {
		const inserted = await tx.query(
			`INSERT INTO webhook_events (id, account_id, type, body, created_at) VALUES ($1, $2, $3, $4, $5)
			 ON CONFLICT (id) DO NOTHING RETURNING id`,
			[e.id, e.accountId, e.type, e.body, e.createdAt],
		);
		if (!inserted.length) return { duplicate: true, deliveries: 0 };
		const deliveries = await tx.query(
			`INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status)
			 SELECT gen_random_uuid(), $1, id, 'pending' FROM webhook_endpoints
			 WHERE account_id = $2 AND enabled AND deleted_at IS NULL AND $3 = ANY (event_types)
			 RETURNING id`,
			[e.id, e.accountId, e.type],
		);
		return { duplicate: false, deliveries: deliveries.length };
	});
}

export interface ClaimedDelivery {
	id: string;
	event_id: string;
	endpoint_id: string;
	attempts: number;
	event_type: string;
	/** when the event happened (a search ended), for the event-to-delivery latency */
	event_created_at: Date;
	body: string;
	url: string;
	secret: string;
	endpoint_active: boolean;
}

/**
 * Claims due deliveries for this worker: SKIP LOCKED lets every webhooks instance claim
 * at once, and the lease (next_attempt_at pushed ahead) hands a delivery whose worker
 * died to another one once it lapses. The attempt is counted when it is claimed.
 */
export async function claimDue(workerId: string, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
	return query<ClaimedDelivery>(
		`WITH claimed AS (
			UPDATE webhook_deliveries d SET lease_owner = $1, attempts = d.attempts + 1, updated_at = now(),
				next_attempt_at = now() + make_interval(secs => $3::float8 / 1000)
			WHERE d.id IN (
				SELECT id FROM webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
				ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED)
			RETURNING d.*)
		 SELECT c.id, c.event_id, c.endpoint_id, c.attempts, e.type AS event_type, e.created_at AS event_created_at, e.body, ep.url, ep.secret,
			(ep.enabled AND ep.deleted_at IS NULL) AS endpoint_active
		 FROM claimed c JOIN webhook_events e ON e.id = c.event_id JOIN webhook_endpoints ep ON ep.id = c.endpoint_id`,
		[workerId, limit, leaseMs],
	);
}

export interface AttemptOutcome {
	status: "pending" | "delivered" | "failed" | "canceled";
	/** for a retry: when */
	retryInMs?: number;
	lastStatus: number | null;
	lastError: string | null;
}

/** Written only while this worker still holds the lease, so a lapsed worker cannot overwrite its successor. */
export async function recordOutcome(id: string, workerId: string, o: AttemptOutcome): Promise<boolean> {
	const rows = await query(
		`UPDATE webhook_deliveries SET status = $3, last_status = $4, last_error = $5, lease_owner = NULL, updated_at = now(),
			next_attempt_at = CASE WHEN $3 = 'pending' THEN now() + make_interval(secs => $6::float8 / 1000) ELSE next_attempt_at END,
			finished_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
		 WHERE id = $1 AND lease_owner = $2 AND status = 'pending' RETURNING id`,
		[id, workerId, o.status, o.lastStatus, o.lastError, o.retryInMs ?? 0],
	);
	return rows.length > 0;
}

/**
 * The deliveries not done yet: `due` (their attempt time has come; the oldest's lateness says how far the
 * dispatchers are behind) and `waiting` (a retry later, or an attempt in flight; the oldest's age since
 * it was made says how long an event has gone undelivered).
 */
export async function backlog(): Promise<{ due: number; waiting: number; dueOldestSeconds: number; waitingOldestSeconds: number }> {
	const [row] = await query(
		`SELECT count(*) FILTER (WHERE next_attempt_at <= now())::int AS due, count(*) FILTER (WHERE next_attempt_at > now())::int AS waiting,
			coalesce(extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE next_attempt_at <= now())), 0)::float8 AS "dueOldestSeconds",
			coalesce(extract(epoch FROM now() - min(created_at) FILTER (WHERE next_attempt_at > now())), 0)::float8 AS "waitingOldestSeconds"
		 FROM webhook_deliveries WHERE status = 'pending'`,
	);
	return row;
}

/** Milliseconds until the next pending delivery is due (negative when overdue), or null when none is pending. */
export async function msUntilNextDue(): Promise<number | null> {
	const [row] = await query<{ ms: number | null }>(
		`SELECT (EXTRACT(EPOCH FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM webhook_deliveries WHERE status = 'pending'`,
	);
	return row?.ms ?? null;
}

/**
 * A test send counts from the moment it is asked for: its event row is written first,
 * under the account's lock, unless WEBHOOK_TESTS_PER_MINUTE were written in
 * the last minute; then the answer says how many seconds until the oldest of them leaves the window.
 */
export async function admitTestEvent(e: {
	eventId: string;
	accountId: string;
	body: string;
	createdAt: string;
}): Promise<{ retryAfterSeconds: number } | null> {
	return transaction(async (tx) => {
		await lockAccountFor(tx, "webhook_tests", e.accountId);
		const [window] = await tx.query<{ n: number; seconds_left: number | null }>(
			`SELECT count(*)::int AS n, EXTRACT(EPOCH FROM min(enqueued_at) + interval '1 minute' - clock_timestamp())::float8 AS seconds_left
			 FROM (SELECT enqueued_at FROM webhook_events
				WHERE account_id = $1 AND type = $2 AND enqueued_at > clock_timestamp() - interval '1 minute'
				ORDER BY enqueued_at DESC LIMIT $3) recent`,
			[e.accountId, TEST_EVENT_TYPE, WEBHOOK_TESTS_PER_MINUTE],
		);
		if (window.n >= WEBHOOK_TESTS_PER_MINUTE) return { retryAfterSeconds: Math.max(1, Math.ceil(window.seconds_left ?? 60)) };
		await tx.query(`INSERT INTO webhook_events (id, account_id, type, body, created_at, enqueued_at) VALUES ($1, $2, $3, $4, $5, clock_timestamp())`, [
			e.eventId,
			e.accountId,
			TEST_EVENT_TYPE,
			e.body,
			e.createdAt,
		]);
		return null;
	});
}

/** A test delivery is sent at once and recorded afterwards, already finished (its event was admitted before). */
export async function recordTestDelivery(d: {
	deliveryId: string;
	eventId: string;
	endpointId: string;
	ok: boolean;
	lastStatus: number;
	lastError: string | null;
}): Promise<void> {
	await query(
		`INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, last_status, last_error, finished_at)
		 VALUES ($1, $2, $3, $4, 1, $5, $6, now())`,
		[d.deliveryId, d.eventId, d.endpointId, d.ok ? "delivered" : "failed", d.lastStatus, d.lastError],
	);
}
