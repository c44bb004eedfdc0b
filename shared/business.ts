import { getDomain } from "tldts";

export const PROVIDERS = ["google", "bing", "apple"] as const;
export type Provider = (typeof PROVIDERS)[number];

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
