import { randomUUID } from "node:crypto";
import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions, defineEvents } from "../../shared/actions";
import { requireAccount } from "../../shared/auth-context";
import { AccountRateLimitedError } from "../../shared/account-caps";
import { runsBackgroundWork } from "../../shared/background-work";
import { broadcast } from "../../shared/bus";
import { openDatabase } from "../../shared/db";
import { BadRequestError, ConflictError, NotFoundError } from "../../shared/errors";
import { allowPrivateTargets } from "../../shared/net/ip-policy";
import { UnsafeTargetError, vetUrl } from "../../shared/net/ssrf";
import { requireUuid } from "../../shared/params";
import { attemptDelivery, errorOf, eventBody, isSuccess, newSecret, statusOf } from "./delivery";
import { DeliveryDispatcher, dispatcherConfig } from "./dispatcher";
import { onScrape, registerMetrics } from "../../shared/metrics";
import { collectBacklog, webhookDeliveryMetrics, WEBHOOKS_METRICS } from "./metrics";
import { loadSecretKey } from "../../shared/secret-key";
import { SecretBox, WEBHOOKS_KEY_USE } from "./secret-box";
import { TEST_EVENT_TYPE, WEBHOOK_TESTS_PER_MINUTE, WEBHOOKS_PARAMS as P, type WebhookTestEvent } from "./webhooks.contract";
import * as store from "./webhooks.store";
import * as operatorStore from "./operator.store";

/** An https URL whose host is public now; the same check runs again before every send. */
async function checkEndpointUrl(raw: string): Promise<string> {
	let url: URL;
	try {
		url = new URL(raw);
	} catch {
		throw new BadRequestError("url must be an absolute URL");
	}
	if (url.protocol !== "https:") throw new BadRequestError("url must use https");
	if (url.username || url.password) throw new BadRequestError("url must not carry credentials");
	try {
		await vetUrl(url, { allowPrivate: allowPrivateTargets(), protocols: ["https:"] });
	} catch (err) {
		if (err instanceof UnsafeTargetError) throw new BadRequestError(`url is refused: ${err.message}`);
		throw err;
	}
	return raw;
}

const WebhooksService: ServiceSchema<ServiceSettingSchema, WebhooksThis> = {
	name: "webhooks",

	actions: defineActions<"webhooks", WebhooksThis>({
		create: {
			visibility: "published",
			params: P.create,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const url = await checkEndpointUrl(ctx.params.url);
				const secret = newSecret();
				const id = randomUUID();
				const row = await store.insertEndpoint({ id, accountId, url, eventTypes: ctx.params.eventTypes, secret: this.secrets.seal(secret, id) });
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/webhooks/${row.id}`;
				return { ...store.toWebhook(row), secret };
			},
		},
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				return { data: (await store.listEndpoints(requireAccount(ctx))).map(store.toWebhook) };
			},
		},
		update: {
			visibility: "published",
			params: P.update,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const id = requireUuid(ctx.params.id, "webhook");
				const { url, eventTypes, enabled } = ctx.params;
				if (url === undefined && eventTypes === undefined && enabled === undefined) {
					throw new BadRequestError("give at least one of url, eventTypes, enabled");
				}
				if (!(await store.findEndpoint(accountId, id))) throw new NotFoundError("webhook");
				const row = await store.updateEndpoint(accountId, id, { url: url === undefined ? undefined : await checkEndpointUrl(url), eventTypes, enabled });
				if (!row) throw new NotFoundError("webhook");
				return store.toWebhook(row);
			},
		},
		remove: {
			visibility: "published",
			params: P.remove,
			async handler(ctx) {
				if (!(await store.deleteEndpoint(requireAccount(ctx), requireUuid(ctx.params.id, "webhook")))) throw new NotFoundError("webhook");
				return { ok: true };
			},
		},
		/** Sends `webhook.test` now, exactly as a real delivery goes; a receiver's failure is an answer, not an error. */
		test: {
			visibility: "published",
			params: P.test,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const endpoint = await store.findEndpoint(accountId, requireUuid(ctx.params.endpointId, "webhook"));
				if (!endpoint) throw new NotFoundError("webhook");
				const eventId = randomUUID();
				const deliveryId = randomUUID();
				const createdAt = new Date().toISOString();
				const event: WebhookTestEvent = { id: eventId, type: TEST_EVENT_TYPE, createdAt, data: { endpointId: endpoint.id } };
				const body = eventBody(event);
				const refusal = await store.admitTestEvent({ eventId, accountId, body, createdAt });
				if (refusal) throw new AccountRateLimitedError("webhook test deliveries", WEBHOOK_TESTS_PER_MINUTE, refusal.retryAfterSeconds);
				const result = await attemptDelivery({
					deliveryId,
					eventType: TEST_EVENT_TYPE,
					url: endpoint.url,
					secret: () => this.secrets.open(endpoint.secret, endpoint.id),
					body,
					timeoutMs: this.dispatcher.timeoutMs,
				});
				if (result.kind === "refused") throw new BadRequestError(`the endpoint cannot be reached safely: ${result.error}`);
				const ok = isSuccess(result);
				const status = statusOf(result);
				const error = errorOf(result);
				await store.recordTestDelivery({ deliveryId, eventId, endpointId: endpoint.id, ok, lastStatus: status, lastError: error });
				return { ok, deliveryId, status, error: error ?? "" };
			},
		},
		deliveries: {
			visibility: "public",
			operator: true,
			params: P.deliveries,
			async handler(ctx) {
				return operatorStore.listDeliveries(ctx.params);
			},
		},
		replay: {
			visibility: "public",
			operator: true,
			params: P.replay,
			async handler(ctx) {
				const result = await operatorStore.replay(ctx.params.id);
				if (!result) throw new NotFoundError("delivery");
				if (!result.replayed && result.delivery.status !== "pending") {
					throw new ConflictError("webhook_inactive", "the delivery's endpoint is disabled or deleted: enable it (PATCH /v1/webhooks/{id}) first");
				}
				if (result.replayed) this.dispatcher.wake();
				return result;
			},
		},
		enqueueEvent: {
			visibility: "public",
			params: P.enqueueEvent,
			async handler(ctx) {
				const p = ctx.params;
				const created = Date.parse(p.createdAt);
				if (Number.isNaN(created)) throw new BadRequestError("createdAt must be a date-time");
				const createdAt = new Date(created).toISOString();
				const id = p.id.toLowerCase();
				// `data` is its producer's: signed and delivered as it came
				const body = eventBody({ id, type: p.type, createdAt, data: p.data });
				const result = await store.enqueueEvent({ id, accountId: p.accountId, type: p.type, body, createdAt });
				if (result.deliveries) {
					// This instance at once; the others too, in case this one is busy (polling stays the fallback).
					this.dispatcher.wake();
					void broadcast(this.broker, "webhooks.pending", { deliveries: result.deliveries }).catch(() => undefined);
				}
				return { eventId: id, ...result };
			},
		},
	}),

	events: defineEvents<WebhooksThis>({
		"webhooks.pending"() {
			this.dispatcher?.wake();
		},
	}),

	created(this: WebhooksThis) {
		registerMetrics(this.broker, WEBHOOKS_METRICS);
	},

	async started(this: WebhooksThis) {
		this.secrets = new SecretBox(loadSecretKey(WEBHOOKS_KEY_USE));
		await openDatabase();
		this.stopCollecting = onScrape(this.broker, () => collectBacklog(this.broker));
		const config = dispatcherConfig(`${this.broker.nodeID}:${randomUUID().slice(0, 8)}`);
		this.dispatcher = new DeliveryDispatcher(config, this.secrets, this.logger, webhookDeliveryMetrics(this.broker));
		if (!runsBackgroundWork(this.settings)) return;
		await this.sealPlaintextSecrets();
		this.dispatcher.start();
	},

	methods: {
		/** Endpoints created before secrets were encrypted: sealed once, by whichever instance starts first. */
		async sealPlaintextSecrets(this: WebhooksThis) {
			const rows = await store.plaintextSecrets();
			for (const row of rows) await store.replaceSecret(row.id, row.secret, this.secrets.seal(row.secret, row.id));
			if (rows.length) this.logger.info(`encrypted the signing secrets of ${rows.length} webhook endpoint(s)`);
		},
	},

	async stopped(this: WebhooksThis) {
		this.stopCollecting?.();
		await this.dispatcher?.stop();
	},
};

interface WebhooksThis extends Service {
	dispatcher: DeliveryDispatcher;
	stopCollecting: (() => void) | undefined;
	secrets: SecretBox;
	sealPlaintextSecrets(): Promise<void>;
}

export default WebhooksService;
