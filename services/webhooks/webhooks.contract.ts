import { PAGE_PARAMS, type Page, type PageParams } from "../../shared/paging";
import { PATH_ID, MAX_URL_LENGTH } from "../../shared/params";
import type { WebhookEventPayload } from "../../shared/webhook-events";
import { BUSINESS_CHANGED_EVENT } from "../monitors/monitors.contract";
import { SEARCH_EVENT_TYPES } from "../searches/search-events.contract";
import { WATCH_CHANGED_EVENT } from "../watches/watches.contract";
import {
	TEST_EVENT_TYPE,
	WEBHOOKS_SCHEMAS,
	type CreatedWebhook,
	type TestWebhookResult,
	type Webhook,
	type WebhookList,
	type WebhookTestEvent,
} from "./webhooks.schemas";

/**
 * webhooks: an account's endpoints, and the signed, retried delivery of search, monitor and watch events to them.
 * Each event's `data` is its producer's (the payload types and builders live with searches, monitors and watches);
 * webhooks signs and delivers it as it is, knowing only the names endpoints subscribe to.
 */

/**
 * The events an endpoint can subscribe to: those a search's end writes (searches owns them), a monitor check's
 * changes (monitors), and a watch run's changes (watches).
 */
export const EVENT_TYPES = [...SEARCH_EVENT_TYPES, BUSINESS_CHANGED_EVENT, WATCH_CHANGED_EVENT] as const;
export type EventType = (typeof EVENT_TYPES)[number];
/** The test event and the result shapes (webhooks.schemas.ts): each shape a schema of the OpenAPI document and, through `Static`, the type below. */
export { TEST_EVENT_TYPE, WEBHOOKS_SCHEMAS };
export type { CreatedWebhook, TestWebhookResult, Webhook, WebhookList, WebhookTestEvent };

/** An account's endpoints not deleted, at most (409 `limit_reached`, docs/guarantees.md "Caps"). */
export const WEBHOOK_ENDPOINTS_CAP = 20;
/** POST /v1/webhooks/test per account in any sliding minute, at most (429). */
export const WEBHOOK_TESTS_PER_MINUTE = 10;

/** The headers of every delivery (the signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`). */
export const SIGNATURE_HEADER = "X-Leadmap-Signature";
export const EVENT_HEADER = "X-Leadmap-Event";
export const DELIVERY_HEADER = "X-Leadmap-Delivery";
/** Attempts a delivery gets before it is given up as failed. */
export const MAX_ATTEMPTS = 8;

export interface CreateWebhookParams {
	url: string;
	eventTypes: EventType[];
}
export interface UpdateWebhookParams {
	id: string;
	url?: string;
	eventTypes?: EventType[];
	enabled?: boolean;
}
export interface WebhookIdParams {
	id: string;
}
export interface TestWebhookParams {
	endpointId: string;
}
/**
 * What a producer hands over (through its outbox: webhook-outbox.contract.ts): `data` is opaque here, delivered as it is;
 * `accountId` never reaches the receiver.
 */
export interface EnqueueEventParams extends WebhookEventPayload<EventType> {
	accountId: string;
}
export interface EnqueueEventResult {
	eventId: string;
	duplicate: boolean;
	deliveries: number;
}

export const DELIVERY_STATUSES = ["pending", "delivered", "failed", "canceled"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** A delivery as operators see it. `nextAttemptAt` matters while it is pending. */
export interface Delivery {
	id: string;
	webhookId: string;
	url: string;
	eventId: string;
	eventType: string;
	status: DeliveryStatus;
	attempts: number;
	lastStatus: number | null;
	lastError: string | null;
	createdAt: string;
	nextAttemptAt: string | null;
	finishedAt: string | null;
}
export interface ListDeliveriesParams extends PageParams {
	accountId: string;
	webhookId?: string;
	status?: DeliveryStatus;
}
/** `replayed: false`: the delivery was pending already (queued, not sent yet), so nothing changed. */
export interface ReplayResult {
	delivery: Delivery;
	replayed: boolean;
}

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
		// its producer's: delivered as it is
		data: { type: "object" },
	},
	deliveries: {
		$$strict: true,
		...PAGE_PARAMS,
		accountId: "uuid",
		webhookId: { type: "uuid", optional: true },
		status: { type: "enum", values: [...DELIVERY_STATUSES], optional: true },
	},
	replay: { $$strict: true, id: "uuid" },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** POST /v1/webhooks: a new endpoint (https, public host), answered 201 with its secret. */
		"webhooks.create": Action<CreateWebhookParams, CreatedWebhook>;
		/** GET /v1/webhooks: the account's endpoints. */
		"webhooks.list": Action<undefined, WebhookList>;
		/** PATCH /v1/webhooks/{id}: url, event types or enabled. */
		"webhooks.update": Action<UpdateWebhookParams, Webhook>;
		/** DELETE /v1/webhooks/{id}. */
		"webhooks.remove": Action<WebhookIdParams, { ok: true }>;
		/** POST /v1/webhooks/test: sends `webhook.test` now; a receiver's failure is an answer, not an error. */
		"webhooks.test": Action<TestWebhookParams, TestWebhookResult>;
		/** Operator: an account's deliveries, newest first, by endpoint and status. */
		"webhooks.deliveries": Action<ListDeliveriesParams, Page<Delivery>>;
		/**
		 * Operator: sends a finished delivery again (same delivery and event ids, a fresh round of
		 * attempts, signed anew); one still pending is left as it is.
		 */
		"webhooks.replay": Action<WebhookIdParams, ReplayResult>;
		/**
		 * Searches: a search ended; monitors: a check found changes; watches: a run found changes (each through its
		 * outbox: webhook-outbox.contract.ts). One delivery per subscribed endpoint, once per event id; `data` is not looked into.
		 */
		"webhooks.enqueueEvent": Action<EnqueueEventParams, EnqueueEventResult>;
	}
	interface Events {
		/** Deliveries were committed to the outbox: every webhooks instance with room claims some now, not at its next poll. */
		"webhooks.pending": { deliveries: number };
	}
}
