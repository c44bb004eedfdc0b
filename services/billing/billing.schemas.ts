import { ACCESS_STATUSES, PLAN_NAMES, type PlanName } from "../../shared/plans";
import { Closed, Count, NullableString, StringEnum, Type, type Static } from "../../shared/schema";

/**
 * Billing's result shapes, written once: each is the schema of its OpenAPI component
 * (billing.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (billing.contract.ts re-exports both).
 */

export const UsageSchema = Closed({
	plan: Type.Unsafe<PlanName | null>({ enum: [...PLAN_NAMES, null] }), accessStatus: StringEnum(ACCESS_STATUSES),
	credits: Closed({ balance: Count(), monthlyAllowance: Count() }),
	rateLimitPerMinute: Type.Integer({ minimum: 1, description: "the effective per-minute limit of each key" }), resetsAt: NullableString({ format: "date-time" }),
});
/** The account's plan, access, credits and rate limit (GET /v1/usage). */
export type Usage = Static<typeof UsageSchema>;

/** Billing's components, by the names the document gives them. */
export const BILLING_SCHEMAS = { Usage: UsageSchema };
