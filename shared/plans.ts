export const PLANS = {
	lite: { monthlyAllowance: 1_000, rateLimitPerMinute: 60, enrichment: false, runningSearches: 2 },
	pro: { monthlyAllowance: 10_000, rateLimitPerMinute: 300, enrichment: true, runningSearches: 5 },
	max: { monthlyAllowance: 50_000, rateLimitPerMinute: 1_200, enrichment: true, runningSearches: 20 },
} as const;

export type PlanName = keyof typeof PLANS;
export const PLAN_NAMES = Object.keys(PLANS) as PlanName[];
export const ACCESS_STATUSES = ["active", "trialing", "past_due", "canceled"] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** An account without a plan still gets a key limit: the lite one. */
export function rateLimitOf(plan: PlanName | null): number {
	return PLANS[plan ?? "lite"].rateLimitPerMinute;
}

/** How many of an account's searches may run at once; more wait `pending`. Without a plan: lite's. */
export function runningSearchCapOf(plan: PlanName | null): number {
	return PLANS[plan ?? "lite"].runningSearches;
}

export function allowanceOf(plan: PlanName | null): number {
	return plan ? PLANS[plan].monthlyAllowance : 0;
}

export function canEnrich(plan: PlanName | null): boolean {
	return plan ? PLANS[plan].enrichment : false;
}

export function hasSearchAccess(status: AccessStatus): boolean {
	return status === "active" || status === "trialing";
}
