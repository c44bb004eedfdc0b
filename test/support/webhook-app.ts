import { randomUUID } from "node:crypto";
import type { Search } from "../../services/searches/searches.contract";
import type { EnqueueEventResult, EventType } from "../../services/webhooks/webhooks.contract";
import { api, type TestApp } from "./app";

export const BOTH_TYPES: EventType[] = ["search.completed", "search.failed"];

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A Search as the searches service reports it when it ends. */
export function endedSearch(status: "completed" | "failed"): Search {
	const completed = status === "completed";
	return {
		id: randomUUID(),
		provider: "google",
		status,
		keyword: "coffee shop",
		keywords: ["coffee shop"],
		location: "Lyon, France",
		area: null,
		filters: null,
		language: "fr",
		maxResults: 200,
		resultCount: completed ? 137 : 12,
		error: completed ? null : "provider_unavailable",
		createdAt: new Date(Date.now() - 60_000).toISOString(),
		watchId: null,
		progress: { phase: completed ? "done" : "failed", found: completed ? 137 : 12, processed: completed ? 137 : 12, failed: 0, filtered: 0 },
		warnings: [],
	};
}

export interface EnqueuedEvent {
	id: string;
	type: EventType;
	createdAt: string;
	search: Search;
	result: EnqueueEventResult;
}

/** What the searches service does when a search ends. */
export async function enqueueSearchEvent(app: TestApp, accountId: string, type: EventType = "search.completed", id = randomUUID()): Promise<EnqueuedEvent> {
	const search = endedSearch(type === "search.completed" ? "completed" : "failed");
	const createdAt = new Date().toISOString();
	const result = await app.call<EnqueueEventResult>("webhooks.enqueueEvent", { id, type, createdAt, accountId, data: { search } });
	return { id, type, createdAt, search, result };
}

export interface CreatedHook {
	id: string;
	secret: string;
	url: string;
}

export async function createHook(app: TestApp, key: string, url: string, eventTypes: EventType[] = BOTH_TYPES): Promise<CreatedHook> {
	const res = await api(app, "POST", "/v1/webhooks", { key, body: { url, eventTypes } });
	if (res.status !== 201) throw new Error(`webhook creation failed: ${res.status} ${res.headers.get("x-error-detail")}`);
	return res.body;
}

export interface DeliveryRow {
	id: string;
	endpoint_id: string;
	status: string;
	attempts: number;
	last_status: number | null;
	last_error: string | null;
	lease_owner: string | null;
}

export async function deliveriesOf(app: TestApp, eventId: string): Promise<DeliveryRow[]> {
	return app.sql<DeliveryRow>("SELECT * FROM webhook_deliveries WHERE event_id = $1 ORDER BY created_at", [eventId]);
}

/** Waits until the event's only delivery has left `pending`. */
export async function settledDelivery(app: TestApp, eventId: string, timeoutMs = 20_000): Promise<DeliveryRow> {
	const end = Date.now() + timeoutMs;
	for (;;) {
		const [row] = await deliveriesOf(app, eventId);
		if (row && row.status !== "pending") return row;
		if (Date.now() > end) throw new Error(`delivery of ${eventId} still ${row?.status ?? "missing"}`);
		await sleep(50);
	}
}

export interface PendingDelivery {
	accountId: string;
	endpointId: string;
	/** attempts already counted (a claimed delivery counts its attempt) */
	attempts?: number;
	/** a worker that claimed it; null when unclaimed */
	leaseOwner?: string | null;
	/** when it becomes claimable: due now, or when the dead worker's lease lapses */
	dueInMs?: number;
}

/** Outbox rows as a process leaves them when it dies between enqueueing and sending. */
export async function insertPendingDelivery(app: TestApp, d: PendingDelivery): Promise<{ eventId: string; deliveryId: string }> {
	const eventId = randomUUID();
	const deliveryId = randomUUID();
	const createdAt = new Date().toISOString();
	const body = JSON.stringify({ id: eventId, type: "search.completed", createdAt, data: { search: endedSearch("completed") } });
	await app.sql("INSERT INTO webhook_events (id, account_id, type, body, created_at) VALUES ($1, $2, 'search.completed', $3, $4)", [
		eventId,
		d.accountId,
		body,
		createdAt,
	]);
	await app.sql(
		`INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, attempts, lease_owner, next_attempt_at)
		 VALUES ($1, $2, $3, 'pending', $4, $5, now() + make_interval(secs => $6::float8 / 1000))`,
		[deliveryId, eventId, d.endpointId, d.attempts ?? 0, d.leaseOwner ?? null, d.dueInMs ?? 0],
	);
	return { eventId, deliveryId };
}
