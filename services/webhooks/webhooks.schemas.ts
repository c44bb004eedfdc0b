import { Closed, DateTime, Ref, Type, type Static } from "../../shared/schema";
import { WebhookEventSchema } from "../../shared/webhook-events";

/**
 * The webhooks' result shapes, written once: each is the schema of its OpenAPI component
 * (webhooks.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (webhooks.contract.ts re-exports both).
 */

/** The event `webhooks.test` sends; no endpoint subscribes to it. */
export const TEST_EVENT_TYPE = "webhook.test";

const endpoint = {
	id: Type.String(),
	url: Type.String(),
	eventTypes: Type.Array(Type.String()),
	enabled: Type.Boolean(),
	createdAt: DateTime(),
};
/** An endpoint as the API shows it (never its secret). */
export const WebhookSchema = Closed(endpoint);
export type Webhook = Static<typeof WebhookSchema>;
/** What creating answers: the signing secret, shown this once. */
export const CreatedWebhookSchema = Closed({ ...endpoint, secret: Type.String({ description: "the signing secret (`whsec_…`), shown this once" }) });
export type CreatedWebhook = Static<typeof CreatedWebhookSchema>;
export const WebhookListSchema = Closed({ data: Type.Array(Ref("Webhook", WebhookSchema)) }, "The account's webhook endpoints.");
export type WebhookList = Static<typeof WebhookListSchema>;

/** What `POST /v1/webhooks/test` answers: a receiver's failure is an answer, not an error. */
export const TestWebhookResultSchema = Closed({
	ok: Type.Boolean({ description: "the receiver answered 2xx" }),
	deliveryId: Type.String(),
	status: Type.Integer({ description: "the receiver's HTTP status; 0 when it did not answer" }),
	error: Type.String(),
});
export type TestWebhookResult = Static<typeof TestWebhookResultSchema>;

/** The body of the webhooks service's own test delivery (spec §6); the other events' are their producers' (their <name>.schemas.ts). */
export const WebhookTestEventSchema = WebhookEventSchema([TEST_EVENT_TYPE], Closed({ endpointId: Type.String() }));
export type WebhookTestEvent = Static<typeof WebhookTestEventSchema>;

/** The webhooks' components, by the names the document gives them. */
export const WEBHOOKS_SCHEMAS = {
	Webhook: WebhookSchema,
	CreatedWebhook: CreatedWebhookSchema,
	WebhookList: WebhookListSchema,
	WebhookTestResult: TestWebhookResultSchema,
	WebhookTestEvent: WebhookTestEventSchema,
};
