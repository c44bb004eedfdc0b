import { webhookOutbox } from "../webhooks/webhook-outbox.contract";
import { WATCH_CHANGED_EVENT, WatchChangedEventSchema, type WatchChange, type WatchChangedPayload } from "./watches.contract";

/** The watches outbox of `watch.changed` events (WatchChangedEventSchema is their shape). */
export const WATCH_OUTBOX = webhookOutbox<WatchChangedPayload>("watch_events", WatchChangedEventSchema);

/** A run's changes as receivers get them, by kind; the event id is the run's, so a run is announced once. */
export function watchChangedPayload(run: { id: string; watch_id: string; search_id: string }, changes: WatchChange[]): WatchChangedPayload {
	const of = (type: string) => changes.filter((c) => c.type === type);
	return {
		id: run.id,
		type: WATCH_CHANGED_EVENT,
		createdAt: changes[0].detectedAt,
		data: { watchId: run.watch_id, searchId: run.search_id, opened: of("opened"), closed: of("closed"), reopened: of("reopened") },
	};
}
