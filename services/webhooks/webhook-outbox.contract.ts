import type { ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import type { Tx } from "../../shared/db";
import { drainOutbox, handOverNow, writeOutboxEvent, type OutboxEvent, type OutboxTable } from "../../shared/outbox";
import type { TSchema } from "../../shared/schema";
import { dataFieldsOf, type WebhookEventPayload } from "../../shared/webhook-events";
import type { EventType } from "./webhooks.contract";

/**
 * The producers' side of webhooks: how searches, monitors and watches write their events and hand them over, each
 * from its own outbox table (shared/outbox.ts), all by this one path. Apart from webhooks.contract.ts, which the
 * gateway and the CLI load, so that they need no database code.
 */

/**
 * A producer's outbox of webhook events (shared/outbox.ts): its table, and the event as receivers get it from the
 * stored payload (a jsonb column keeps no key order: `data` is written again in the order its schema lists).
 */
export interface WebhookOutbox<P extends WebhookEventPayload<EventType>> {
	table: OutboxTable;
	toWire(stored: P): P;
}

/** The outbox `table` of events whose body is `schema` (the producer's, in its <name>.schemas.ts; `P` its `Static<>`). */
export function webhookOutbox<P extends WebhookEventPayload<EventType>>(table: OutboxTable, schema: TSchema): WebhookOutbox<P> {
	const fields = dataFieldsOf(schema);
	return {
		table,
		toWire: ({ id, type, createdAt, data }) => {
			const stored = data as Record<string, unknown>;
			// a field written before its producer reported it (a search's `coverage`) stays absent
			const inOrder = Object.fromEntries(fields.filter((name) => stored[name] !== undefined).map((name) => [name, stored[name]]));
			return { id, type, createdAt, data: inOrder } as P;
		},
	};
}

/** An event written in the transaction `via` (or on its own) of the change it announces: `payload` is typed by its producer's schema. */
export function writeWebhookEvent<P extends WebhookEventPayload<EventType>>(
	via: Tx | null,
	outbox: WebhookOutbox<P>,
	accountId: string,
	payload: P,
	columns: Record<string, unknown> = {},
): Promise<void> {
	return writeOutboxEvent(via, outbox.table, accountId, payload, columns);
}

/** What a producer's webhook-event handling needs: a broker to call with, a log for what is not handed over yet. */
export interface WebhookProducer {
	broker: ServiceBroker;
	onFailure(event: OutboxEvent<unknown>, err: Error): void;
}

function enqueueFrom<P extends WebhookEventPayload<EventType>>(producer: WebhookProducer, outbox: WebhookOutbox<P>) {
	return (event: OutboxEvent<P>) => call(producer.broker, "webhooks.enqueueEvent", { ...outbox.toWire(event.payload), accountId: event.account_id });
}

/** The one way events reach webhooks: a producer's due outbox events, handed over outside any transaction, each kept once by its id. */
export function drainToWebhooks<P extends WebhookEventPayload<EventType>>(
	producer: WebhookProducer,
	outbox: WebhookOutbox<P>,
	batch: number,
	holdMs: number,
): Promise<void> {
	return drainOutbox<P>(outbox.table, batch, holdMs, enqueueFrom(producer, outbox), producer.onFailure);
}

/** An event its producer wrote into its outbox just now (committed), handed over at once; the drain is the fallback. */
export function handOverToWebhooks<P extends WebhookEventPayload<EventType>>(
	producer: WebhookProducer,
	outbox: WebhookOutbox<P>,
	accountId: string,
	payload: P,
): Promise<void> {
	return handOverNow<P>(outbox.table, { id: payload.id, account_id: accountId, payload }, enqueueFrom(producer, outbox), producer.onFailure);
}
