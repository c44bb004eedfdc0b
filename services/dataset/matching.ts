import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { getDomain, getHostname } from "tldts";

/**
 * One business across providers: what two rows are compared by, and how sure a comparison is.
 * Pure functions; links.store.ts looks the candidates up and keeps the links.
 */

/** What a row is matched by, as business_match_keys keeps it. */
export interface MatchKeys {
	businessId: string;
	provider: string;
	/** the name's words, normalised, sorted, space-separated (the locality's words left out when more remain) */
	nameKey: string;
	phoneE164: string | null;
	/** the registrable domain of the website; on a shared host (social networks, link pages) the host and first path segment */
	siteKey: string | null;
	/** the first line of the address, normalised ("12 rue victor hugo") */
	streetKey: string | null;
	latitude: number | null;
	longitude: number | null;
}

/** A row as matching reads it from the businesses table. */
export interface MatchSource {
	id: string;
	provider: string;
	name: string;
	phone: string | null;
	website: string | null;
	country: string | null;
	locality: string | null;
	street: string | null;
	fullAddress: string | null;
	latitude: number | null;
	longitude: number | null;
}

export interface MatchScore {
	confidence: number;
	/** what agreed: "phone", "website", "name", "address", "nearby" */
	evidence: string[];
}

/** A link is kept from this confidence on. */
export const LINK_MIN_CONFIDENCE = 0.5;
/** Half the side of the box around a row in which nearby rows are candidates. */
export const NEARBY_METERS = 400;

/** Hosts many businesses share: the first path segment names the business there. */
const SHARED_HOSTS = new Set([
	"facebook.com",
	"instagram.com",
	"linktr.ee",
	"twitter.com",
	"x.com",
	"tiktok.com",
	"youtube.com",
	"linkedin.com",
	"sites.google.com",
	"business.site",
	"wixsite.com",
	"wordpress.com",
	"blogspot.com",
	"yelp.com",
	"tripadvisor.com",
]);

/** Words that say nothing about which business it is. */
const NOISE_WORDS = new Set([
	"the",
	"a",
	"an",
	"and",
	"of",
	"le",
	"la",
	"les",
	"l",
	"de",
	"du",
	"des",
	"d",
	"et",
	"der",
	"die",
	"das",
	"und",
	"el",
	"los",
	"las",
	"y",
	"il",
	"lo",
	"di",
	"da",
	"del",
	"e",
	"o",
	"os",
	"as",
	"do",
	"het",
	"een",
	"en",
	"van",
	"ltd",
	"llc",
	"inc",
	"co",
	"corp",
	"gmbh",
	"ag",
	"sarl",
	"sas",
	"sa",
	"srl",
	"spa",
	"bv",
	"plc",
	"limited",
]);

const WORD_ALIASES: Record<string, string> = {
	st: "street",
	str: "strasse",
	ave: "avenue",
	av: "avenue",
	rd: "road",
	bd: "boulevard",
	blvd: "boulevard",
	dr: "drive",
	ln: "lane",
	pl: "place",
	sq: "square",
	r: "rue",
	strasse: "strasse",
	straße: "strasse",
	ctr: "center",
	centre: "center",
};

export function words(s: string | null | undefined): string[] {
	if (!s) return [];
	return s
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/ß/g, "ss")
		.replace(/&/g, " and ")
		.replace(/['’`]/g, "")
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
}

export function nameKeyOf(name: string, locality: string | null): string {
	const all = words(name).filter((w) => !NOISE_WORDS.has(w));
	const place = new Set(words(locality));
	const kept = all.filter((w) => !place.has(w));
	return [...new Set(kept.length ? kept : all)].sort().join(" ");
}

export function phoneE164Of(phone: string | null, country: string | null): string | null {
	if (!phone) return null;
	// International form: the digits are the number (a third of libphonenumber's time on a page of rows).
	if (/^\+[\d\s().-]+$/.test(phone) && !phone.includes("(0)")) {
		const digits = phone.replace(/\D/g, "");
		return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
	}
	try {
		const parsed = parsePhoneNumberFromString(phone, (country?.toUpperCase() || undefined) as CountryCode | undefined);
		return parsed && parsed.isPossible() ? parsed.number : null;
	} catch {
		return null;
	}
}

export function siteKeyOf(website: string | null): string | null {
	if (!website) return null;
	const domain = getDomain(website);
	if (!domain) return null;
	const host = getHostname(website) ?? domain;
	const shared = SHARED_HOSTS.has(domain) ? domain : SHARED_HOSTS.has(host.replace(/^www\./, "")) ? host.replace(/^www\./, "") : null;
	if (!shared) return domain;
	try {
		const segment = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).pathname.split("/").filter(Boolean)[0];
		return segment ? `${shared}/${segment.toLowerCase()}` : null;
	} catch {
		return null;
	}
}

export function streetKeyOf(street: string | null, fullAddress: string | null): string | null {
	const line = street ?? fullAddress?.split(",")[0] ?? null;
	const key = words(line)
		.map((w) => WORD_ALIASES[w] ?? w)
		.join(" ");
	return key || null;
}

export function matchKeysOf(row: MatchSource): MatchKeys {
	return {
		businessId: row.id,
		provider: row.provider,
		nameKey: nameKeyOf(row.name, row.locality),
		phoneE164: phoneE164Of(row.phone, row.country),
		siteKey: siteKeyOf(row.website),
		streetKey: streetKeyOf(row.street, row.fullAddress),
		latitude: row.latitude,
		longitude: row.longitude,
	};
}

/** Great-circle distance in metres. */
export function haversineMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
	const rad = Math.PI / 180;
	const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
	return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Jaro-Winkler similarity of two words (0..1). */
export function jaroWinkler(a: string, b: string): number {
	if (a === b) return 1;
	const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
	const aHit = new Array<boolean>(a.length).fill(false);
	const bHit = new Array<boolean>(b.length).fill(false);
	let matches = 0;
	for (let i = 0; i < a.length; i++) {
		for (let j = Math.max(0, i - window); j < Math.min(b.length, i + window + 1); j++) {
			if (bHit[j] || a[i] !== b[j]) continue;
			aHit[i] = bHit[j] = true;
			matches++;
			break;
		}
	}
	if (!matches) return 0;
	let transpositions = 0;
	for (let i = 0, j = 0; i < a.length; i++) {
		if (!aHit[i]) continue;
		while (!bHit[j]) j++;
		if (a[i] !== b[j++]) transpositions++;
	}
	const jaro = (matches / a.length + matches / b.length + (matches - transpositions / 2) / matches) / 3;
	let prefix = 0;
	while (prefix < 4 && a[prefix] === b[prefix]) prefix++;
	return jaro + prefix * 0.1 * (1 - jaro);
}

/** Token-set similarity of two name keys (0..1): words count as shared when equal or, from 4 letters, Jaro-Winkler ≥ 0.92. */
export function nameSimilarity(a: string, b: string): number {
	const A = a.split(" ").filter(Boolean);
	const B = b.split(" ").filter(Boolean);
	if (!A.length || !B.length) return 0;
	const used = new Array<boolean>(B.length).fill(false);
	let shared = 0;
	for (const w of A) {
		const j = B.findIndex((v, k) => !used[k] && (v === w || (w.length >= 4 && v.length >= 4 && jaroWinkler(w, v) >= 0.92)));
		if (j === -1) continue;
		used[j] = true;
		shared++;
	}
	return (2 * shared) / (A.length + B.length);
}

/** The street lines name different buildings: both carry a house number and the numbers differ. */
function differentNumbers(a: string, b: string): boolean {
	const na = a.match(/\b\d+[a-z]?\b/g);
	const nb = b.match(/\b\d+[a-z]?\b/g);
	return !!na && !!nb && !na.some((n) => nb.includes(n));
}

/** Closeness as evidence: strong within 30 m, none at 300 m, against beyond. */
function nearbyEvidence(meters: number): number {
	if (meters <= 30) return 3;
	if (meters <= 300) return 3 * (1 - (meters - 30) / 270);
	return -Math.min(10, (meters - 300) / 100);
}

/**
 * How sure it is that two rows of different providers are one business: a logistic score of the
 * name's similarity, the phone (E.164), the website's domain, the street line and the distance.
 * A chain's branches share a name and a domain; their phones, street numbers and places differ.
 */
export function scorePair(a: MatchKeys, b: MatchKeys): MatchScore {
	const evidence: string[] = [];
	const name = nameSimilarity(a.nameKey, b.nameKey);
	let logit = -7 + 6 * name;
	if (name >= 0.8) evidence.push("name");
	if (a.phoneE164 && b.phoneE164) {
		if (a.phoneE164 === b.phoneE164) evidence.push("phone");
		logit += a.phoneE164 === b.phoneE164 ? 4 : -5;
	}
	if (a.siteKey && b.siteKey) {
		if (a.siteKey === b.siteKey) evidence.push("website");
		logit += a.siteKey === b.siteKey ? 2.5 : -1.5;
	}
	if (a.streetKey && b.streetKey) {
		if (a.streetKey === b.streetKey) {
			evidence.push("address");
			logit += 1.5;
		} else if (differentNumbers(a.streetKey, b.streetKey)) logit -= 3;
	}
	if (a.latitude !== null && a.longitude !== null && b.latitude !== null && b.longitude !== null) {
		const meters = haversineMeters(a.latitude, a.longitude, b.latitude, b.longitude);
		if (meters <= 100) evidence.push("nearby");
		logit += nearbyEvidence(meters);
	}
	return { confidence: Math.round((1 / (1 + Math.exp(-logit))) * 1000) / 1000, evidence };
}
