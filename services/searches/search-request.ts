import { PaymentRequiredError } from "../../shared/errors";
import { canEnrich, hasSearchAccess, runningSearchCapOf, type PlanName } from "../../shared/plans";
import type { Provider } from "../../shared/business";
import type { Usage } from "../billing/billing.contract";
import { DEFAULT_MAX_RESULTS, type CreateSearchParams } from "./searches.contract";

/** A search as a request makes it for an account on a plan: what POST /v1/searches writes and its quote tells. */
export interface SearchSettings {
	provider: Provider; keyword: string; location: string | null; country: string | null; language: string;
	maxResults: number; enrichEmail: boolean; enrichSocials: boolean; runningCap: number;
}

export function searchSettingsOf(p: CreateSearchParams, plan: PlanName | null): SearchSettings {
	// Asked for and allowed by the plan: a lite account's search runs without the enriching phase.
	const enrichment = canEnrich(plan);
	return {
		provider: p.provider ?? "google", keyword: p.keyword, location: p.location || null,
		country: p.country ? p.country.toUpperCase() : null, language: p.lang ?? "en",
		maxResults: p.options?.maxResults || DEFAULT_MAX_RESULTS,
		enrichEmail: (p.options?.enrichEmail ?? false) && enrichment,
		enrichSocials: (p.options?.enrichSocials ?? false) && enrichment,
		runningCap: runningSearchCapOf(plan),
	};
}

/** Why the account may not start a search at all (before any credit is looked at); null when it may. */
export function accessRefusalOf(usage: Usage): PaymentRequiredError | null {
	if (hasSearchAccess(usage.accessStatus)) return null;
	return new PaymentRequiredError("subscription_inactive", `the account is ${usage.accessStatus}; searches need an active subscription or a trial`);
}
