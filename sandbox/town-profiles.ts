import type { CityDefinition } from "./cities";
import { Rng } from "./random";
import type { Town } from "./towns";
import type { Locale } from "./vocabulary";

/** What a gazetteer town looks like as a simulated city: its country's phones, postcodes, streets and time zone. */

interface CountryStyle {
	locale: Locale;
	/** `#` a digit, `@` a capital letter; FR and GB build their own. Formats a Bing address line reads back. */
	postal: string;
	/** Before the town's own prefix: `+33 `, `+1 `; "" writes national numbers. */
	calling: string;
	/** The town's prefix (area code), drawn once per town; `#` a digit. */
	area: string;
	/** The rest of the number; `#` a digit. */
	line: string;
	tld: string;
	timezone: string | ((t: Town) => string);
}

const US_ZONES = (t: Town) => (t.lng > -87.5 ? "America/New_York" : t.lng > -101 ? "America/Chicago" : t.lng > -115 ? "America/Denver" : "America/Los_Angeles");
const CA_ZONES = (t: Town) =>
	t.lng > -64
		? "America/Halifax"
		: t.lng > -90
			? "America/Toronto"
			: t.lng > -102
				? "America/Winnipeg"
				: t.lng > -120
					? "America/Edmonton"
					: "America/Vancouver";
const AU_ZONES: Record<string, string> = {
	"01": "Australia/Sydney",
	"02": "Australia/Sydney",
	"03": "Australia/Darwin",
	"04": "Australia/Brisbane",
	"05": "Australia/Adelaide",
	"06": "Australia/Hobart",
	"07": "Australia/Melbourne",
	"08": "Australia/Perth",
};
const CA_PROVINCES: Record<string, string> = {
	"01": "AB",
	"02": "BC",
	"03": "MB",
	"04": "NB",
	"05": "NL",
	"07": "NS",
	"08": "ON",
	"09": "PE",
	"10": "QC",
	"11": "SK",
	"12": "YT",
	"13": "NT",
	"14": "NU",
};
const AU_STATES: Record<string, string> = { "01": "ACT", "02": "NSW", "03": "NT", "04": "QLD", "05": "SA", "06": "TAS", "07": "VIC", "08": "WA" };

const STYLES: Record<string, CountryStyle> = {
	FR: { locale: "fr", postal: "", calling: "+33 ", area: "#", line: " ## ## ## ##", tld: "fr", timezone: "Europe/Paris" },
	MC: { locale: "fr", postal: "980##", calling: "+377 ", area: "9#", line: " ## ## ##", tld: "mc", timezone: "Europe/Monaco" },
	LU: { locale: "fr", postal: "####", calling: "+352 ", area: "##", line: " ## ##", tld: "lu", timezone: "Europe/Luxembourg" },
	BE: { locale: "fr-be", postal: "####", calling: "+32 ", area: "#", line: "# ## ## ##", tld: "be", timezone: "Europe/Brussels" },
	GB: { locale: "en-gb", postal: "", calling: "+44 ", area: "1###", line: " ######", tld: "co.uk", timezone: "Europe/London" },
	IE: { locale: "en-gb", postal: "@## @#@#", calling: "+353 ", area: "##", line: " ### ####", tld: "ie", timezone: "Europe/Dublin" },
	DE: { locale: "de", postal: "#####", calling: "+49 ", area: "###", line: " ######", tld: "de", timezone: "Europe/Berlin" },
	AT: { locale: "de", postal: "####", calling: "+43 ", area: "####", line: " #####", tld: "at", timezone: "Europe/Vienna" },
	CH: { locale: "de", postal: "####", calling: "+41 ", area: "##", line: " ### ## ##", tld: "ch", timezone: "Europe/Zurich" },
	ES: { locale: "es", postal: "#####", calling: "+34 ", area: "9##", line: " ## ## ##", tld: "es", timezone: "Europe/Madrid" },
	IT: { locale: "it", postal: "#####", calling: "+39 ", area: "0###", line: " ######", tld: "it", timezone: "Europe/Rome" },
	GR: { locale: "el", postal: "### ##", calling: "+30 ", area: "2###", line: " ######", tld: "gr", timezone: "Europe/Athens" },
	CY: { locale: "cy", postal: "####", calling: "", area: "2#", line: " ######", tld: "com.cy", timezone: "Asia/Nicosia" },
	PT: { locale: "pt", postal: "####-###", calling: "+351 ", area: "2##", line: " ### ###", tld: "pt", timezone: "Europe/Lisbon" },
	BR: { locale: "pt", postal: "#####", calling: "+55 ", area: "##", line: " ####-####", tld: "com.br", timezone: "America/Sao_Paulo" },
	NL: { locale: "nl", postal: "#### @@", calling: "+31 ", area: "##", line: " ### ####", tld: "nl", timezone: "Europe/Amsterdam" },
	US: { locale: "en-us", postal: "#####", calling: "+1 ", area: "###", line: "-###-####", tld: "com", timezone: US_ZONES },
	CA: { locale: "en-us", postal: "@#@ #@#", calling: "+1 ", area: "###", line: "-###-####", tld: "ca", timezone: CA_ZONES },
	AU: {
		locale: "en-us",
		postal: "####",
		calling: "+61 ",
		area: "#",
		line: " #### ####",
		tld: "com.au",
		timezone: (t) => AU_ZONES[t.adminCode] ?? "Australia/Sydney",
	},
	NZ: { locale: "en-gb", postal: "####", calling: "+64 ", area: "#", line: " ### ####", tld: "co.nz", timezone: "Pacific/Auckland" },
	MX: { locale: "es", postal: "#####", calling: "+52 ", area: "##", line: " #### ####", tld: "com.mx", timezone: "America/Mexico_City" },
	AR: { locale: "es", postal: "####", calling: "+54 ", area: "11", line: " ####-####", tld: "com.ar", timezone: "America/Argentina/Buenos_Aires" },
};

const SPANISH = new Set(["CO", "CL", "PE", "VE", "EC", "BO", "PY", "UY", "CR", "PA", "GT", "HN", "SV", "NI", "DO", "CU"]);

function fallbackStyle(t: Town): CountryStyle {
	// East of Greenwich is UTC+n; the Etc/ zones count the other way.
	const offset = Math.round(t.lng / 15);
	return {
		locale: SPANISH.has(t.countryCode) ? "es" : "en-us",
		postal: "#####",
		calling: "",
		area: "0##",
		line: " ### ####",
		tld: t.countryCode.toLowerCase(),
		timezone: offset === 0 ? "Etc/UTC" : `Etc/GMT${offset > 0 ? "-" : "+"}${Math.abs(offset)}`,
	};
}

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Letters every postcode format takes (Eircodes leave out B, G, I, J, L, M, O, Q, S, U, Z). */
const POSTCODE_LETTERS = "ACDEFHKNPRTVWXY";

function fill(pattern: string, rng: Rng): string {
	return pattern.replace(/[#@]/g, (c) => (c === "#" ? String(rng.int(0, 9)) : rng.pick([...POSTCODE_LETTERS])));
}

/** The town's own prefix; only a pattern that starts with a literal 0 starts with 0 or 1. */
function areaCode(pattern: string, rng: Rng): string {
	const code = fill(pattern, rng);
	return pattern.startsWith("#") ? code.replace(/^[01]/, String(rng.int(2, 9))) : code;
}

/** A town of over 100,000 people has several postcodes, one a district; a smaller one has one. */
function postalCodes(t: Town, style: CountryStyle, districts: number, rng: Rng): string[] {
	if (t.countryCode === "FR") {
		const dept = /^\d\d/.test(t.muniSub) ? t.muniSub.slice(0, 2) : /^2[AB]/.test(t.muniSub) ? "20" : String(rng.int(1, 95)).padStart(2, "0");
		if (districts > 2) return Array.from({ length: districts + 1 }, (_, k) => `${dept}${k}00`);
		const code = `${dept}${String(rng.int(1, 99) * 10).padStart(3, "0")}`;
		return Array(districts + 1).fill(code);
	}
	if (t.countryCode === "GB") {
		const letters = t.name
			.normalize("NFD")
			.replace(/[^A-Za-z]/g, "")
			.toUpperCase()
			.padEnd(2, "X")
			.slice(0, 2);
		return Array.from({ length: districts + 1 }, (_, k) => `${letters}${k + 1} ${fill("#@@", rng)}`);
	}
	const base = fill(style.postal, rng);
	return Array.from({ length: districts + 1 }, (_, k) => (k === 0 || districts <= 2 ? base : fill(style.postal, rng)));
}

/** Businesses grow with the population: ~120 in a village (every category at least once), ~4,700 in a city of 230,000. */
export function businessCountFor(population: number): number {
	return Math.min(9_000, Math.round(120 + population / 50));
}

/** The town as a city the world generator understands; the same town always gives the same definition. */
export function townDefinition(t: Town): CityDefinition {
	const rng = new Rng(`town:${t.id}`);
	const style = STYLES[t.countryCode] ?? fallbackStyle(t);
	const districts = t.population > 100_000 ? 6 : 2;
	const region =
		t.countryCode === "US"
			? t.adminCode
			: t.countryCode === "CA"
				? (CA_PROVINCES[t.adminCode] ?? "ON")
				: t.countryCode === "AU"
					? (AU_STATES[t.adminCode] ?? "NSW")
					: null;
	const countryName = regionNames.of(t.countryCode) ?? t.countryCode;
	return {
		key: `g${t.id}`,
		name: t.name,
		locality: t.name,
		aliases: [],
		countryCode: t.countryCode,
		countryName,
		countryAliases: [],
		region,
		lat: t.lat,
		lng: t.lng,
		// A hair inside the scraper's square, so every place lies in the area a search for the town covers.
		radiusKm: (t.radiusMeters * 0.95) / 1000,
		gazetteer: { lat: t.lat, lng: t.lng, population: t.population },
		businessCount: businessCountFor(t.population),
		timezone: typeof style.timezone === "string" ? style.timezone : style.timezone(t),
		locale: style.locale,
		phoneTemplate: `${style.calling}${areaCode(style.area, rng)}${style.line}`,
		tld: style.tld,
		postalCodes: postalCodes(t, style, districts, rng),
	};
}
