// The contract of the actions called here (its types only).
import { DELIVERY_STATUSES } from "../../services/webhooks/webhooks.contract";
import { call } from "../../shared/bus";
import { command, enumFlag, idArg, idFlag, PAGE_FLAGS, PAGE_USAGE, pageFlags, pageText, type OperatorCommand } from "./command";

/** Webhook deliveries of an account, and replaying one. */
export const WEBHOOK_COMMANDS: Record<string, OperatorCommand> = {
	"webhooks:deliveries": command({
		usage: `webhooks:deliveries --account ID [--webhook ID] [--status ${DELIVERY_STATUSES.join("|")}] ${PAGE_USAGE}  (newest first)`,
		flags: ["account", "webhook", "status", ...PAGE_FLAGS],
		services: ["webhooks"],
		params: ({ flags }) => ({
			accountId: idFlag(flags, "account", true),
			webhookId: idFlag(flags, "webhook", false),
			status: enumFlag(flags, "status", DELIVERY_STATUSES),
			...pageFlags(flags),
		}),
		run: (broker, params) => call(broker, "webhooks.deliveries", params),
		text: (page) =>
			pageText(page, {
				delivery: (d) => d.id,
				webhook: (d) => d.webhookId,
				event: (d) => d.eventType,
				status: (d) => d.status,
				attempts: (d) => d.attempts,
				"last answer": (d) => d.lastError ?? d.lastStatus,
				created: (d) => d.createdAt,
			}),
	}),
	"webhooks:replay": command({
		usage: "webhooks:replay <deliveryId>  (sends a finished delivery again, same event id, fresh attempts; a pending one is left as it is)",
		flags: [],
		args: ["deliveryId"],
		services: ["webhooks"],
		params: (input) => ({ id: idArg(input, "deliveryId") }),
		run: (broker, params) => call(broker, "webhooks.replay", params),
		text: ({ delivery, replayed }) => [
			replayed
				? `delivery ${delivery.id} queued again for ${delivery.url} (event ${delivery.eventId})`
				: `delivery ${delivery.id} is pending already (attempt ${delivery.attempts}, next at ${delivery.nextAttemptAt}): nothing changed`,
		],
	}),
};
