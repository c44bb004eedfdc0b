import { BadRequestError, PaymentRequiredError } from "../../shared/errors";
import { areaProblem, type GeoArea } from "../../shared/geo-area";
import { canEnrich, hasSearchAccess, type PlanName, runningSearchCapOf, type Usage } from "../billing/billing.contract";
import type { Provider } from "../../shared/business";
import { DEFAULT_MAX_RESULTS, type CreateSearchParams, type SearchFilters } from "./searches.contract";

/** A search as a request makes it for an account on a plan: what POST /v1/searches writes and its quote tells. */
export interface SearchSettings {
	provider: Provider;
	keyword: string;
	keywords: string[] | null;
	location: string | null;
	area: GeoArea | null;
	filters: SearchFilters | null;
	country: string | null;
	language: string;
	maxResults: number;
	enrichEmail: boolean;
	enrichSocials: boolean;
	runningCap: number;
}

/** `keyword`, or `keywords` (each once, whatever its case): exactly one of the two. */
function termsOf(p: CreateSearchParams): { keyword: string; keywords: string[] | null } {
	if (p.keyword !== undefined && p.keywords !== undefined) throw new BadRequestError("keyword and keywords: give one of the two");
	if (p.keywords !== undefined) {
		const keywords = [...new Map(p.keywords.map((k) => [k.toLocaleLowerCase(), k])).values()];
		return { keyword: keywords.join(", "), keywords };
	}
	if (p.keyword === undefined) throw new BadRequestError("keyword (or keywords) is required");
	return { keyword: p.keyword, keywords: null };
}

function areaOf(p: CreateSearchParams): GeoArea | null {
	if (p.area === undefined) return null;
	if (p.location) throw new BadRequestError("location and area: give one of the two");
	const problem = areaProblem(p.area);
	if (problem) throw new BadRequestError(problem, "invalid_area");
	return p.area;
}

function filtersOf(p: CreateSearchParams): SearchFilters | null {
	const f = p.filters;
	if (!f || (f.categories === undefined && f.minRating === undefined && f.skipClosed === undefined)) return null;
	return { ...f, ...(f.categories ? { categories: [...new Set(f.categories)] } : {}) };
}

export function searchSettingsOf(p: CreateSearchParams, plan: PlanName | null): SearchSettings {
	// Asked for and allowed by the plan: a lite account's search runs without the enriching phase.
	const enrichment = canEnrich(plan);
	return {
		provider: p.provider ?? "google",
		...termsOf(p),
		location: p.location || null,
		area: areaOf(p),
		filters: filtersOf(p),
		country: p.country ? p.country.toUpperCase() : null,
		language: p.lang ?? "en",
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
