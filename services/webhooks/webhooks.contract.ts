import { PATH_ID, MAX_URL_LENGTH } from "../../shared/params";
import { SEARCH_EVENT_TYPES, type SearchEvent, type SearchEventType } from "../searches/searches.contract";

/** webhooks: an account's endpoints, and the signed, retried delivery of search events to them. */

/** The events an endpoint can subscribe to: those a search's end writes (searches owns them). */
export const EVENT_TYPES = SEARCH_EVENT_TYPES;
export type EventType = SearchEventType;
/** The event `webhooks.test` sends; no endpoint subscribes to it. */
export const TEST_EVENT_TYPE = "webhook.test";

/** An endpoint as the API shows it (never its secret). */
export interface Webhook {
	id: string;
	url: string;
	eventTypes: string[];
	enabled: boolean;
	createdAt: string;
}
/** What creating answers: the signing secret, shown this once. */
export interface CreatedWebhook extends Webhook { secret: string }

export interface CreateWebhookParams { url: string; eventTypes: EventType[] }
export interface UpdateWebhookParams { id: string; url?: string; eventTypes?: EventType[]; enabled?: boolean }
export interface WebhookIdParams { id: string }
export interface TestWebhookParams { endpointId: string }
export interface TestWebhookResult { ok: boolean; deliveryId: string; status: number; error: string }
/** What the searches service hands over when a search ends; `accountId` never reaches the receiver. */
export type EnqueueEventParams = SearchEvent;
export interface EnqueueEventResult { eventId: string; duplicate: boolean; deliveries: number }

const url = { type: "string", min: 1, max: MAX_URL_LENGTH } as const;
const eventTypes = { type: "array", items: { type: "enum", values: [...EVENT_TYPES] }, min: 1, unique: true } as const;
const id = PATH_ID;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const WEBHOOKS_PARAMS = {
	create: { $$strict: true, url, eventTypes },
	list: { $$strict: true },
	update: { $$strict: true, id, url: { ...url, optional: true }, eventTypes: { ...eventTypes, optional: true }, enabled: { type: "boolean", optional: true } },
	remove: { $$strict: true, id },
	test: { $$strict: true, endpointId: id },
	enqueueEvent: {
		id: "uuid",
		type: { type: "enum", values: [...EVENT_TYPES] },
		createdAt: { type: "string", min: 1, max: 64 },
		accountId: "uuid",
		data: { type: "object", props: { search: { type: "object" } } },
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** POST /v1/webhooks: a new endpoint (https, public host), answered 201 with its secret. */
		"webhooks.create": Action<CreateWebhookParams, CreatedWebhook>;
		/** GET /v1/webhooks: the account's endpoints. */
		"webhooks.list": Action<undefined, { data: Webhook[] }>;
		/** PATCH /v1/webhooks/{id}: url, event types or enabled. */
		"webhooks.update": Action<UpdateWebhookParams, Webhook>;
		/** DELETE /v1/webhooks/{id}. */
		"webhooks.remove": Action<WebhookIdParams, { ok: true }>;
		/** POST /v1/webhooks/test: sends `webhook.test` now; a receiver's failure is an answer, not an error. */
		"webhooks.test": Action<TestWebhookParams, TestWebhookResult>;
		/** Searches: a search ended; one delivery per subscribed endpoint, once per event id. */
		"webhooks.enqueueEvent": Action<EnqueueEventParams, EnqueueEventResult>;
	}
	interface Events {
		/** Deliveries were committed to the outbox: every webhooks instance with room claims some now, not at its next poll. */
		"webhooks.pending": { deliveries: number };
	}
}
