import { webhookOutbox } from "../webhooks/webhook-outbox.contract";
import { BUSINESS_CHANGED_EVENT, BusinessChangedEventSchema, type BusinessChange, type BusinessChangedPayload } from "./monitors.contract";
import type { Business } from "../dataset/dataset.contract";

/** The monitors outbox of `business.changed` events (BusinessChangedEventSchema is their shape). */
export const MONITOR_OUTBOX = webhookOutbox<BusinessChangedPayload>("monitor_events", BusinessChangedEventSchema);
/** Events handed over per round of the fallback drain, and how long a claimed batch is held from other instances (ms). */
export const MONITOR_EVENT_BATCH = 50;
export const MONITOR_EVENT_HOLD_MS = 2_000;
/** How often the fallback drain looks for events a check could not hand over (ms). */
export const MONITOR_EVENT_SWEEP_MS = 5_000;

/** A check's changes as receivers get them: the event id is the check's run id, so a retried check is announced once. */
export function businessChangedPayload(runId: string, business: Business, changes: BusinessChange[], warnings: string[]): BusinessChangedPayload {
	return { id: runId, type: BUSINESS_CHANGED_EVENT, createdAt: changes[0].detectedAt, data: { business, runId, changes, warnings } };
}
