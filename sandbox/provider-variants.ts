import { phoneFormats } from "./places-api";
import { hashString } from "./random";
import type { WorldBusiness } from "./world";

/**
 * The same world business as Bing and Apple show it: every place exists on all three providers
 * (the ground truth of cross-provider matching is its `seq`), but the others write it their own
 * way, as the real ones do: a name with "and" for "&", without its article, with the town after it;
 * Bing gives most phones in national format, abbreviates street types and misses some websites.
 * Chosen by a hash of the place and provider, so it never changes. Coordinates stay the same:
 * the simulator's areas and viewports are drawn on them.
 */

const LEADING_ARTICLE = /^(?:(?:the|le|la|les|der|die|das|el|il|lo|de|het)\s+|l['’])/i;
const STREET_ABBREVIATIONS: [RegExp, string][] = [
	[/\bStreet\b/, "St"],
	[/\bAvenue\b/, "Ave"],
	[/\bRoad\b/, "Rd"],
	[/\bBoulevard\b/, "Blvd"],
	[/\bstraße\b/, "str."],
	[/\bPlace\b/, "Pl"],
];

function variantOf(b: WorldBusiness, provider: "bing" | "apple", aspect: string): number {
	return hashString(`${provider}-${aspect}:${b.id}`) % 20;
}

/** The name as another provider lists it. */
export function variantName(b: WorldBusiness, provider: "bing" | "apple"): string {
	const v = variantOf(b, provider, "name");
	if (v < 10) return b.name;
	if (v < 13 && /&| and /.test(b.name)) return b.name.includes("&") ? b.name.replace(/&/g, "and") : b.name.replace(/ and /g, " & ");
	if (v < 16 && LEADING_ARTICLE.test(b.name) && b.name.replace(LEADING_ARTICLE, "").length > 3) return b.name.replace(LEADING_ARTICLE, "");
	if (v < 18 && !b.name.includes(b.locality)) return `${b.name} - ${b.locality}`;
	return b.name.toUpperCase() === b.name ? b.name : b.name.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}

function bingPhone(b: WorldBusiness): string | null {
	if (!b.phone) return null;
	return variantOf(b, "bing", "phone") < 14 ? phoneFormats(b.phone, b.countryCode).national : b.phone;
}

function bingWebsite(b: WorldBusiness): string | null {
	if (!b.website) return null;
	const v = variantOf(b, "bing", "website");
	if (v < 3) return null;
	if (v < 7) return b.website.replace("://www.", "://").replace(/^http:/, "https:");
	return b.website;
}

function bingStreet(b: WorldBusiness): string {
	if (variantOf(b, "bing", "street") >= 7) return b.street;
	return STREET_ABBREVIATIONS.reduce((s, [long, short]) => s.replace(long, short), b.street);
}

/** The place as Bing shows it. */
export function bingVariant(b: WorldBusiness): WorldBusiness {
	const street = bingStreet(b);
	return {
		...b,
		name: variantName(b, "bing"),
		phone: bingPhone(b),
		website: bingWebsite(b),
		street,
		fullAddress: street + b.fullAddress.slice(b.street.length),
	};
}

/** The place as Apple shows it (Apple's search gives no phone or website at all). */
export function appleVariant(b: WorldBusiness): WorldBusiness {
	return { ...b, name: variantName(b, "apple") };
}
