/**
 * Bing gives a place's address as one display line ("12 Rue Mercière, 69002 Lyon",
 * "7 Carmine St, New York, NY 10014", "Via Roma, 3, 00186 Roma, Italy"). This reads
 * back what it can: street, locality, postal code, region and country. Unknown
 * layouts leave the parts null rather than guess.
 */

export interface AddressParts {
	street: string | null;
	locality: string | null;
	postalCode: string | null;
	region: string | null;
	countryCode: string | null;
}

/** Country names as they end an address line, normalised (lower case, no accents). */
const COUNTRY_NAMES: Record<string, string> = {
	france: "FR",
	"united kingdom": "GB",
	uk: "GB",
	england: "GB",
	scotland: "GB",
	wales: "GB",
	"great britain": "GB",
	germany: "DE",
	deutschland: "DE",
	spain: "ES",
	espana: "ES",
	italy: "IT",
	italia: "IT",
	greece: "GR",
	ellada: "GR",
	cyprus: "CY",
	portugal: "PT",
	netherlands: "NL",
	"the netherlands": "NL",
	nederland: "NL",
	belgium: "BE",
	belgique: "BE",
	belgie: "BE",
	austria: "AT",
	osterreich: "AT",
	ireland: "IE",
	"united states": "US",
	"united states of america": "US",
	usa: "US",
	canada: "CA",
	australia: "AU",
	switzerland: "CH",
	schweiz: "CH",
	suisse: "CH",
	poland: "PL",
	polska: "PL",
	denmark: "DK",
	sweden: "SE",
	norway: "NO",
	finland: "FI",
	"new zealand": "NZ",
	mexico: "MX",
	brazil: "BR",
	japan: "JP",
	india: "IN",
	luxembourg: "LU",
	"czech republic": "CZ",
	czechia: "CZ",
	hungary: "HU",
	romania: "RO",
	croatia: "HR",
};

const AU_STATES = "NSW|VIC|QLD|WA|SA|TAS|ACT|NT";
/** "NY 10014", "ON M5V 3L9": region then postal code, the locality in the segment before. */
const REGION_POSTAL = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/;
/** "Sydney NSW 2000". */
const LOCALITY_STATE_POSTAL = new RegExp(`^(.+?)\\s+(${AU_STATES})\\s+(\\d{4})$`);
/** "69002 Lyon", "1100-148 Lisboa", "1012 JS Amsterdam", "105 63 Athina", "D-10117 Berlin". */
const POSTAL_FIRST = /^((?:[A-Z]{1,2}-)?\d{4}-\d{3}|\d{4}\s?[A-Z]{2}(?=\s)|\d{3}\s\d{2}(?=\s)|(?:[A-Z]{1,2}-)?\d{4,5})\s+(\D.*)$/;
/** "London SW1A 2AA", "Athina 105 63", "Limassol 3036". */
const POSTAL_LAST = /^(\D.*?)\s+([A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{3}\s\d{2}|\d{4,5})$/;
/** A segment that is only a postal code: an Eircode, a UK postcode, a ZIP. */
const POSTAL_ONLY = /^([AC-FHKNPRTV-Y]\d{2}\s?[AC-FHKNPRTV-Y\d]{4}|[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}|\d{4,5}(?:-\d{3,4})?)$/;
/** "3", "12b", "12-14": a house number written after the street, split off by a comma. */
const HOUSE_NUMBER = /^\d+[a-z]?(?:\s?[-/]\s?\d+[a-z]?)?$/i;

function normalize(s: string): string {
	return s
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/[^a-z ]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();
}

export function countryCodeOfName(name: string): string | null {
	return COUNTRY_NAMES[normalize(name)] ?? null;
}

function empty(countryCode: string | null): AddressParts {
	return { street: null, locality: null, postalCode: null, region: null, countryCode };
}

/** Reads the parts of a one-line address; `countryHint` (ISO 3166-1 alpha-2) is used when the line names no country. */
export function parseAddress(address: string | null | undefined, countryHint: string | null = null): AddressParts {
	const hint = countryHint && /^[A-Za-z]{2}$/.test(countryHint) ? countryHint.toUpperCase() : null;
	if (typeof address !== "string") return empty(hint);
	// Whitespace runs read as one space first: the `\s+` of the patterns below then never backtrack over a long run.
	const raw = address
		.replace(/\s+/g, " ")
		.split(",")
		.map((s) => s.trim())
		.filter(Boolean);
	if (!raw.length) return empty(hint);

	let countryCode: string | null = null;
	if (raw.length > 1) {
		countryCode = countryCodeOfName(raw[raw.length - 1]);
		if (countryCode) raw.pop();
	}
	const segments: string[] = [];
	for (const s of raw) {
		if (segments.length && HOUSE_NUMBER.test(s)) segments[segments.length - 1] += `, ${s}`;
		else segments.push(s);
	}
	const parts: AddressParts = { ...empty(countryCode ?? hint) };
	// The first segment of a multi-part line is the street: never read it as a locality ("1600 Amphitheatre Pkwy").
	const firstCandidate = segments.length > 1 ? 1 : 0;
	let localityIndex = -1;
	for (let i = segments.length - 1; i >= firstCandidate && localityIndex === -1; i--) {
		const s = segments[i];
		let m: RegExpExecArray | null;
		if ((m = REGION_POSTAL.exec(s)) && i - 1 >= firstCandidate) {
			Object.assign(parts, { region: m[1], postalCode: m[2], locality: segments[i - 1] });
			localityIndex = i - 1;
		} else if ((m = LOCALITY_STATE_POSTAL.exec(s))) {
			Object.assign(parts, { locality: m[1], region: m[2], postalCode: m[3] });
			localityIndex = i;
		} else if ((m = POSTAL_FIRST.exec(s))) {
			Object.assign(parts, { postalCode: m[1], locality: m[2] });
			localityIndex = i;
		} else if ((m = POSTAL_LAST.exec(s))) {
			Object.assign(parts, { locality: m[1], postalCode: m[2] });
			localityIndex = i;
		} else if ((m = POSTAL_ONLY.exec(s)) && i - 1 >= firstCandidate) {
			Object.assign(parts, { postalCode: m[1], locality: segments[i - 1] });
			localityIndex = i - 1;
		}
	}
	if (localityIndex === -1 && segments.length > 1) {
		// No postal code anywhere: "Street, Locality" (or "Street, District, Locality").
		parts.locality = segments[segments.length - 1];
		localityIndex = segments.length - 1;
	}
	// A lone segment without a postal code could be a street as well as a town: left unread.
	if (localityIndex > 0) parts.street = segments.slice(0, localityIndex).join(", ");
	return parts;
}
