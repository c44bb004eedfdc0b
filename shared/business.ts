import { getDomain } from "tldts";

export const PROVIDERS = ["google", "bing", "apple"] as const;
export type Provider = (typeof PROVIDERS)[number];

/** One business as a provider showed it, in the provider-neutral form every scraper hands over. */
export interface Observation {
	provider: Provider;
	providerBusinessId: string;
	cid?: string | null;
	placeId?: string | null;
	name: string;
	fullAddress?: string | null;
	street?: string | null;
	locality?: string | null;
	postalCode?: string | null;
	region?: string | null;
	country?: string | null;
	categories?: string[];
	rating?: number | null;
	reviewCount?: number | null;
	phone?: string | null;
	website?: string | null;
	latitude?: number | null;
	longitude?: number | null;
	details?: Record<string, unknown>;
}

/** The shared row, as other services see it. */
export interface BusinessRecord {
	id: string;
	provider: Provider;
	providerBusinessId: string;
	cid: string | null;
	placeId: string | null;
	name: string;
	fullAddress: string | null;
	street: string | null;
	locality: string | null;
	postalCode: string | null;
	region: string | null;
	country: string | null;
	categories: string[];
	rating: number | null;
	reviewCount: number | null;
	phone: string | null;
	website: string | null;
	domain: string | null;
	latitude: number | null;
	longitude: number | null;
	emails: { address: string; status: string; source: string | null }[];
	socials: Record<string, string>;
	details: Record<string, unknown>;
	observedAt: string;
	createdAt: string;
	updatedAt: string;
}

/** What a lead shows of its business (exports read these by the hundred thousand). */
export type BusinessLeadView = Pick<BusinessRecord, "id" | "provider" | "providerBusinessId" | "cid" | "placeId" | "name" | "fullAddress"
	| "locality" | "country" | "categories" | "rating" | "reviewCount" | "phone" | "website" | "latitude" | "longitude" | "emails" | "socials">;

/** The registrable domain of a website (`https://shop.example.co.uk/x` → `example.co.uk`). */
export function domainOf(website: string | null | undefined): string | null {
	if (!website) return null;
	try {
		return getDomain(website) ?? null;
	} catch {
		return null;
	}
}

/** Keyset cursors and path params: strings that are uuids. */
export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
