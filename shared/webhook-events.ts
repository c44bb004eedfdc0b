/**
 * What every webhook event has, whoever produces it: the body its receivers get (`data` is the producer's), and how a
 * producer documents its events for the OpenAPI document. Producers own their payloads; the webhooks service passes
 * `data` on as it is.
 */

export interface WebhookEventPayload<T extends string = string, D = unknown> {
	id: string;
	type: T;
	createdAt: string;
	data: D;
}

/** A producer's webhook events as the OpenAPI document gathers them (its `webhooks` and their bodies' components). */
export interface WebhookEventsDoc {
	/** the delivered bodies as JSON Schema components, by name (`$ref`s point at `#/components/schemas/…`) */
	schemas: Record<string, { [keyword: string]: unknown }>;
	/** by event type: the operation that documents its delivery; `body` names one of `schemas` */
	events: Record<string, { operationId: string; summary: string; description: string; body: string }>;
}
