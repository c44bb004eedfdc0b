import { Closed, Count, NullableString, StringEnum, Type, type Static } from "../../shared/schema";

/**
 * Billing's result shapes, written once: each is the schema of its OpenAPI component
 * (billing.openapi.ts registers them) and, through `Static`, the type its actions answer
 * (billing.contract.ts re-exports both).
 */

/** The plans: what each allows an account, billing's rules every service reads from here. */
export const PLANS = {
	lite: { monthlyAllowance: 1_000, rateLimitPerMinute: 60, enrichment: false, runningSearches: 2 },
	pro: { monthlyAllowance: 10_000, rateLimitPerMinute: 300, enrichment: true, runningSearches: 5 },
	max: { monthlyAllowance: 50_000, rateLimitPerMinute: 1_200, enrichment: true, runningSearches: 20 },
} as const;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];
export const ACCESS_STATUSES = ["active", "trialing", "past_due", "canceled"] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

export const UsageSchema = Closed({
	plan: Type.Unsafe<PlanName | null>({ enum: [...PLAN_NAMES, null] }),
	accessStatus: StringEnum(ACCESS_STATUSES),
	credits: Closed({ balance: Count(), monthlyAllowance: Count() }),
	rateLimitPerMinute: Type.Integer({ minimum: 1, description: "the effective per-minute limit of each key" }),
	resetsAt: NullableString({ format: "date-time" }),
});
/** The account's plan, access, credits and rate limit (GET /v1/usage). */
export type Usage = Static<typeof UsageSchema>;

/** Billing's components, by the names the document gives them. */
export const BILLING_SCHEMAS = { Usage: UsageSchema };
