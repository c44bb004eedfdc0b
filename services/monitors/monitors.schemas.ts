import { Closed, CursorPage, DateTime, Ref, Type, Uuid, WarningsSchema, type Static } from "../../shared/schema";
import { WebhookEventSchema } from "../../shared/webhook-events";
import { BusinessSchema } from "../dataset/dataset.contract";

/**
 * The monitors' result shapes, written once: each is the schema of its OpenAPI component
 * (monitors.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (monitors.contract.ts re-exports both).
 */

/** The fields a check compares (each one of the contract's MonitoredFields: compare.ts reads them by these names), in the order changes are listed. */
export const MONITORED_FIELDS = ["name", "phone", "website", "address", "hours", "businessStatus", "rating", "reviewCount", "categories"] as const;

/** Why the service turned a subscription off: three checks in a row could not be paid, for this reason. */
export const DISABLED_REASONS = ["insufficient_credits", "subscription_inactive"] as const;

/** What the monitors' answers carry to name their business again in a path. */
const BusinessKey = () =>
	Type.String({
		description: "the business as paths take it, `<provider>:<id>` (`google:4138552958263380000`, `bing:YN114x189818795`, `apple:I7C250D2CDCB364A`)",
	});

/** spec: BusinessMonitorSubscription */
export const BusinessMonitorSubscriptionSchema = Closed({
	id: Uuid(),
	businessId: Uuid(),
	businessKey: BusinessKey(),
	intervalDays: Type.Integer({ minimum: 1 }),
	enabled: Type.Boolean(),
	disabledReason: Type.Unsafe<(typeof DISABLED_REASONS)[number] | null>({
		type: ["string", "null"],
		enum: [...DISABLED_REASONS, null],
		description: "why the service turned the monitor off: three checks in a row could not be paid. A PUT turns it on again. null otherwise",
	}),
	nextCheckAt: DateTime(),
	createdAt: DateTime(),
	updatedAt: DateTime(),
});
export type BusinessMonitorSubscription = Static<typeof BusinessMonitorSubscriptionSchema>;
export const MonitorPageSchema = CursorPage("BusinessMonitorSubscription", BusinessMonitorSubscriptionSchema, "Monitors.");

const unseenValue = "null for a `phone` or `website` change of a business the account does not own (has no lead of)";
/** A change a check found. `businessKey`: the business as a path names it (`<provider>:<id>`), to use again in `/v1/businesses/{cid}/…` */
export const BusinessChangeSchema = Closed({
	id: Uuid(),
	runId: Uuid(),
	businessKey: BusinessKey(),
	field: Type.Unsafe<(typeof MONITORED_FIELDS)[number]>({ type: "string" }),
	before: Type.Unknown({ description: `the value the check before saw; ${unseenValue}` }),
	after: Type.Unknown({ description: `the value this check saw; ${unseenValue}` }),
	detectedAt: DateTime(),
});
export type BusinessChange = Static<typeof BusinessChangeSchema>;
export const BusinessChangePageSchema = CursorPage("BusinessChange", BusinessChangeSchema, "Changes, newest first.");

/** The webhook event a check with changes sends (subscribable beside the search events). */
export const BUSINESS_CHANGED_EVENT = "business.changed";
/** What `business.changed` carries, as a webhook delivers it (its id is the check's run id). */
export const BusinessChangedEventSchema = WebhookEventSchema(
	[BUSINESS_CHANGED_EVENT],
	Closed({
		business: Ref("Business", BusinessSchema),
		runId: Uuid(),
		changes: Type.Array(Ref("BusinessChange", BusinessChangeSchema)),
		warnings: Ref("Warnings", WarningsSchema, {
			description: "the check's (as its run's): with `provider_layout_changed` the changes may come from the provider's layout, not the business",
		}),
	}),
);
export type BusinessChangedPayload = Static<typeof BusinessChangedEventSchema>;

/** The monitors' components, by the names the document gives them. */
export const MONITORS_SCHEMAS = {
	BusinessMonitorSubscription: BusinessMonitorSubscriptionSchema,
	BusinessChange: BusinessChangeSchema,
	BusinessChangedEvent: BusinessChangedEventSchema,
};
