import type { TObject, TProperties, TUnsafe } from "@sinclair/typebox";
import { Closed, DateTime, StringEnum, Type, Uuid, type TSchema } from "./schema";

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

/**
 * The body of a delivery of one of `types`, its `data` the producer's (TypeBox): the schema is the OpenAPI document's
 * component, and `Static<>` of it the payload's type. `id` says what the event's id is (the same on every retry).
 */
export function WebhookEventSchema<const T extends readonly [string, ...string[]], D extends TProperties>(types: T, data: TObject<D>, id?: string) {
	const type: TUnsafe<T[number]> = types.length === 1 ? Type.Unsafe<T[number]>({ const: types[0] }) : StringEnum(types);
	return Closed({ id: Uuid(id ? { description: id } : {}), type, createdAt: DateTime(), data });
}

/** How the document shows the delivery of one event type: its operation, and the component (of its producer's `schemas`) its body is. */
export interface WebhookEventDoc {
	operationId: string;
	summary: string;
	description: string;
	body: string;
}

/** The names of a webhook event schema's `data` fields, in the order the schema lists them. */
export function dataFieldsOf(schema: TSchema): string[] {
	const data = (schema as { properties?: { data?: { properties?: object } } }).properties?.data?.properties;
	if (!data) throw new Error("a webhook event schema has a `data` object of named fields");
	return Object.keys(data);
}
