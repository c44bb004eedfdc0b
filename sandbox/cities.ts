import type { Locale } from "./vocabulary";

export interface CityDefinition {
	key: string;
	/** English name, as a user would type it. */
	name: string;
	/** Locality as Google writes it in addresses. */
	locality: string;
	aliases: string[];
	countryCode: string;
	countryName: string;
	countryAliases: string[];
	region: string | null;
	lat: number;
	lng: number;
	radiusKm: number;
	/** The city as the gazetteer (GeoNames) has it: a search for the city covers a square around this centre, sized by the population. */
	gazetteer: { lat: number; lng: number; population: number };
	businessCount: number;
	timezone: string;
	locale: Locale;
	/** `#` is a random digit. */
	phoneTemplate: string;
	tld: string;
	/** Index 0 is the centre, the others one per district. */
	postalCodes: string[];
}

export interface CityInfo {
	key: string;
	name: string;
	countryCode: string;
	countryName: string;
	lat: number;
	lng: number;
	radiusMeters: number;
}

export function cityInfo(c: CityDefinition): CityInfo {
	return { key: c.key, name: c.name, countryCode: c.countryCode, countryName: c.countryName, lat: c.lat, lng: c.lng, radiusMeters: c.radiusKm * 1000 };
}

type CityRow = Omit<CityDefinition, "countryName" | "countryAliases" | "aliases"> & { aliases?: string[] };

const COUNTRIES: Record<string, { name: string; aliases: string[] }> = {
	FR: { name: "France", aliases: ["france", "fr"] },
	GB: { name: "United Kingdom", aliases: ["united kingdom", "uk", "gb", "england", "great britain"] },
	DE: { name: "Germany", aliases: ["germany", "deutschland", "de"] },
	ES: { name: "Spain", aliases: ["spain", "espana", "es"] },
	IT: { name: "Italy", aliases: ["italy", "italia", "it"] },
	GR: { name: "Greece", aliases: ["greece", "hellas", "gr"] },
	CY: { name: "Cyprus", aliases: ["cyprus", "cy"] },
	PT: { name: "Portugal", aliases: ["portugal", "pt"] },
	NL: { name: "Netherlands", aliases: ["netherlands", "the netherlands", "holland", "nl"] },
	BE: { name: "Belgium", aliases: ["belgium", "belgique", "belgie", "be"] },
	AT: { name: "Austria", aliases: ["austria", "osterreich", "at"] },
	IE: { name: "Ireland", aliases: ["ireland", "ie"] },
	US: { name: "United States", aliases: ["united states", "usa", "us", "united states of america"] },
	CA: { name: "Canada", aliases: ["canada", "ca"] },
	AU: { name: "Australia", aliases: ["australia", "au"] },
};

// prettier-ignore
const ROWS: CityRow[] = [
	{ key: "paris", name: "Paris", locality: "Paris", countryCode: "FR", region: null, lat: 48.8566, lng: 2.3522, radiusKm: 8, gazetteer: { lat: 48.85341, lng: 2.3488, population: 2138551 }, businessCount: 10000, timezone: "Europe/Paris", locale: "fr", phoneTemplate: "+33 1 ## ## ## ##", tld: "fr", postalCodes: ["75001", "75002", "75003", "75004", "75008", "75011", "75015", "75017", "75018", "75020"] },
	{ key: "lyon", name: "Lyon", locality: "Lyon", countryCode: "FR", region: null, lat: 45.764, lng: 4.8357, radiusKm: 6, gazetteer: { lat: 45.74846, lng: 4.84671, population: 472317 }, businessCount: 6000, timezone: "Europe/Paris", locale: "fr", phoneTemplate: "+33 4 7# ## ## ##", tld: "fr", postalCodes: ["69002", "69001", "69003", "69004", "69005", "69006", "69007", "69008", "69009"] },
	{ key: "marseille", name: "Marseille", locality: "Marseille", countryCode: "FR", region: null, lat: 43.2965, lng: 5.3698, radiusKm: 8, gazetteer: { lat: 43.29695, lng: 5.38107, population: 794811 }, businessCount: 4000, timezone: "Europe/Paris", locale: "fr", phoneTemplate: "+33 4 91 ## ## ##", tld: "fr", postalCodes: ["13001", "13002", "13003", "13004", "13005", "13006", "13007", "13008", "13009"] },
	{ key: "london", name: "London", locality: "London", countryCode: "GB", region: null, lat: 51.5074, lng: -0.1278, radiusKm: 14, gazetteer: { lat: 51.50853, lng: -0.12574, population: 7556900 }, businessCount: 10000, timezone: "Europe/London", locale: "en-gb", phoneTemplate: "+44 20 #### ####", tld: "co.uk", postalCodes: ["WC2N 5DU", "EC1A 1BB", "W1D 3QF", "SE1 9SG", "N1 9GU", "E1 6AN", "NW1 4RY", "SW1A 1AA", "SW3 4LY"] },
	{ key: "manchester", name: "Manchester", locality: "Manchester", countryCode: "GB", region: null, lat: 53.4808, lng: -2.2426, radiusKm: 7, gazetteer: { lat: 53.48095, lng: -2.23743, population: 395515 }, businessCount: 4000, timezone: "Europe/London", locale: "en-gb", phoneTemplate: "+44 161 ### ####", tld: "co.uk", postalCodes: ["M1 1AE", "M2 5DB", "M3 4LZ", "M4 1HN", "M13 9PL", "M14 5RT", "M15 4FN", "M16 0RA", "M20 2RN"] },
	{ key: "berlin", name: "Berlin", locality: "Berlin", countryCode: "DE", region: null, lat: 52.52, lng: 13.405, radiusKm: 12, gazetteer: { lat: 52.52437, lng: 13.41053, population: 3426354 }, businessCount: 8000, timezone: "Europe/Berlin", locale: "de", phoneTemplate: "+49 30 ########", tld: "de", postalCodes: ["10117", "10115", "10119", "10178", "10243", "10435", "10585", "10961", "12043"] },
	{ key: "munich", name: "Munich", locality: "München", aliases: ["munchen", "muenchen"], countryCode: "DE", region: null, lat: 48.1351, lng: 11.582, radiusKm: 8, gazetteer: { lat: 48.13743, lng: 11.57549, population: 1260391 }, businessCount: 5000, timezone: "Europe/Berlin", locale: "de", phoneTemplate: "+49 89 ########", tld: "de", postalCodes: ["80331", "80333", "80335", "80469", "80538", "80634", "80796", "81369", "81675"] },
	{ key: "madrid", name: "Madrid", locality: "Madrid", countryCode: "ES", region: null, lat: 40.4168, lng: -3.7038, radiusKm: 9, gazetteer: { lat: 40.4165, lng: -3.70256, population: 3255944 }, businessCount: 7000, timezone: "Europe/Madrid", locale: "es", phoneTemplate: "+34 91# ## ## ##", tld: "es", postalCodes: ["28013", "28001", "28004", "28005", "28010", "28012", "28014", "28015", "28045"] },
	{ key: "barcelona", name: "Barcelona", locality: "Barcelona", countryCode: "ES", region: null, lat: 41.3874, lng: 2.1686, radiusKm: 7, gazetteer: { lat: 41.38879, lng: 2.15899, population: 1621537 }, businessCount: 6000, timezone: "Europe/Madrid", locale: "es", phoneTemplate: "+34 93# ## ## ##", tld: "es", postalCodes: ["08002", "08001", "08003", "08007", "08008", "08010", "08012", "08015", "08036"] },
	{ key: "rome", name: "Rome", locality: "Roma", aliases: ["roma"], countryCode: "IT", region: null, lat: 41.9028, lng: 12.4964, radiusKm: 9, gazetteer: { lat: 41.89193, lng: 12.51133, population: 2318895 }, businessCount: 6000, timezone: "Europe/Rome", locale: "it", phoneTemplate: "+39 06 #### ####", tld: "it", postalCodes: ["00186", "00184", "00185", "00187", "00153", "00162", "00192", "00197", "00176"] },
	{ key: "milan", name: "Milan", locality: "Milano", aliases: ["milano"], countryCode: "IT", region: null, lat: 45.4642, lng: 9.19, radiusKm: 7, gazetteer: { lat: 45.46427, lng: 9.18951, population: 1236837 }, businessCount: 5000, timezone: "Europe/Rome", locale: "it", phoneTemplate: "+39 02 #### ####", tld: "it", postalCodes: ["20121", "20122", "20123", "20124", "20129", "20135", "20144", "20154", "20159"] },
	{ key: "athens", name: "Athens", locality: "Athina", aliases: ["athina", "athenes"], countryCode: "GR", region: null, lat: 37.9838, lng: 23.7275, radiusKm: 8, gazetteer: { lat: 37.98376, lng: 23.72784, population: 664046 }, businessCount: 5000, timezone: "Europe/Athens", locale: "el", phoneTemplate: "+30 21 #### ####", tld: "gr", postalCodes: ["105 63", "105 51", "105 52", "105 57", "105 58", "106 71", "106 76", "112 51", "115 21"] },
	{ key: "limassol", name: "Limassol", locality: "Limassol", aliases: ["lemesos"], countryCode: "CY", region: null, lat: 34.7071, lng: 33.0226, radiusKm: 6, gazetteer: { lat: 34.68406, lng: 33.03794, population: 154000 }, businessCount: 3000, timezone: "Asia/Nicosia", locale: "cy", phoneTemplate: "25 ######", tld: "com.cy", postalCodes: ["3036", "3010", "3025", "3030", "3035", "3041", "3042", "3045", "3075"] },
	{ key: "lisbon", name: "Lisbon", locality: "Lisboa", aliases: ["lisboa"], countryCode: "PT", region: null, lat: 38.7223, lng: -9.1393, radiusKm: 7, gazetteer: { lat: 38.71667, lng: -9.13333, population: 517802 }, businessCount: 4000, timezone: "Europe/Lisbon", locale: "pt", phoneTemplate: "+351 21# ### ###", tld: "pt", postalCodes: ["1100-148", "1100-048", "1150-020", "1200-109", "1250-096", "1000-001", "1050-094", "1070-050", "1200-195"] },
	{ key: "amsterdam", name: "Amsterdam", locality: "Amsterdam", countryCode: "NL", region: null, lat: 52.3676, lng: 4.9041, radiusKm: 7, gazetteer: { lat: 52.37403, lng: 4.88969, population: 741636 }, businessCount: 4500, timezone: "Europe/Amsterdam", locale: "nl", phoneTemplate: "+31 20 ### ####", tld: "nl", postalCodes: ["1012 JS", "1011 AB", "1013 AP", "1015 CJ", "1016 DK", "1017 CT", "1018 VN", "1054 GS", "1071 ZD"] },
	{ key: "brussels", name: "Brussels", locality: "Bruxelles", aliases: ["bruxelles", "brussel"], countryCode: "BE", region: null, lat: 50.8503, lng: 4.3517, radiusKm: 7, gazetteer: { lat: 50.85045, lng: 4.34878, population: 1019022 }, businessCount: 4000, timezone: "Europe/Brussels", locale: "fr-be", phoneTemplate: "+32 2 ### ## ##", tld: "be", postalCodes: ["1000", "1050", "1060", "1030", "1040", "1080", "1180", "1190", "1210"] },
	{ key: "vienna", name: "Vienna", locality: "Wien", aliases: ["wien"], countryCode: "AT", region: null, lat: 48.2082, lng: 16.3738, radiusKm: 8, gazetteer: { lat: 48.20849, lng: 16.37208, population: 1691468 }, businessCount: 5000, timezone: "Europe/Vienna", locale: "de", phoneTemplate: "+43 1 #######", tld: "at", postalCodes: ["1010", "1020", "1030", "1040", "1050", "1060", "1070", "1080", "1090"] },
	{ key: "dublin", name: "Dublin", locality: "Dublin", countryCode: "IE", region: null, lat: 53.3498, lng: -6.2603, radiusKm: 7, gazetteer: { lat: 53.33306, lng: -6.24889, population: 1024027 }, businessCount: 3500, timezone: "Europe/Dublin", locale: "en-gb", phoneTemplate: "+353 1 ### ####", tld: "ie", postalCodes: ["D02 X285", "D01 F5P2", "D04 C932", "D06 F6H4", "D07 XKF3", "D08 H6F4", "D02 YX88", "D01 K6W2", "D09 W6Y4"] },
	{ key: "new-york", name: "New York", locality: "New York", aliases: ["new york city", "nyc", "manhattan"], countryCode: "US", region: "NY", lat: 40.7128, lng: -74.006, radiusKm: 12, gazetteer: { lat: 40.71427, lng: -74.00597, population: 8175133 }, businessCount: 10000, timezone: "America/New_York", locale: "en-us", phoneTemplate: "+1 212-###-####", tld: "com", postalCodes: ["10007", "10001", "10002", "10003", "10011", "10012", "10013", "10016", "10019", "10022"] },
	{ key: "chicago", name: "Chicago", locality: "Chicago", countryCode: "US", region: "IL", lat: 41.8781, lng: -87.6298, radiusKm: 12, gazetteer: { lat: 41.85003, lng: -87.65005, population: 2720546 }, businessCount: 7000, timezone: "America/Chicago", locale: "en-us", phoneTemplate: "+1 312-###-####", tld: "com", postalCodes: ["60602", "60601", "60605", "60607", "60610", "60611", "60614", "60622", "60657"] },
	{ key: "los-angeles", name: "Los Angeles", locality: "Los Angeles", aliases: ["la"], countryCode: "US", region: "CA", lat: 34.0522, lng: -118.2437, radiusKm: 16, gazetteer: { lat: 34.05223, lng: -118.24368, population: 3971883 }, businessCount: 8000, timezone: "America/Los_Angeles", locale: "en-us", phoneTemplate: "+1 213-###-####", tld: "com", postalCodes: ["90012", "90013", "90014", "90015", "90017", "90026", "90028", "90036", "90048"] },
	{ key: "toronto", name: "Toronto", locality: "Toronto", countryCode: "CA", region: "ON", lat: 43.6532, lng: -79.3832, radiusKm: 11, gazetteer: { lat: 43.70011, lng: -79.4163, population: 2600000 }, businessCount: 6000, timezone: "America/Toronto", locale: "en-us", phoneTemplate: "+1 416-###-####", tld: "ca", postalCodes: ["M5H 2N2", "M5V 3L9", "M5A 1A1", "M4Y 1R5", "M5T 1R4", "M6J 1G1", "M5R 2E3", "M4M 1J5", "M6K 1X9"] },
	{ key: "sydney", name: "Sydney", locality: "Sydney", countryCode: "AU", region: "NSW", lat: -33.8688, lng: 151.2093, radiusKm: 12, gazetteer: { lat: -33.86785, lng: 151.20732, population: 4627345 }, businessCount: 6000, timezone: "Australia/Sydney", locale: "en-us", phoneTemplate: "+61 2 #### ####", tld: "com.au", postalCodes: ["2000", "2007", "2008", "2009", "2010", "2011", "2016", "2021", "2060"] },
];

export const CITIES: readonly CityDefinition[] = ROWS.map((row) => ({
	...row,
	aliases: row.aliases ?? [],
	countryName: COUNTRIES[row.countryCode].name,
	countryAliases: COUNTRIES[row.countryCode].aliases,
}));

/** Google's second address line: where the postal code goes differs by country. */
export function cityLine(city: CityDefinition, postalCode: string): string {
	switch (city.countryCode) {
		case "GR":
		case "CY":
		case "GB":
			return `${city.locality} ${postalCode}`;
		case "US":
		case "CA":
			return `${city.locality}, ${city.region} ${postalCode}`;
		case "AU":
			return `${city.locality} ${city.region} ${postalCode}`;
		case "IE":
			return `${city.locality}, ${postalCode}`;
		default:
			return `${postalCode} ${city.locality}`;
	}
}

/** A latitude/longitude box. */
export interface Bounds {
	minLat: number;
	maxLat: number;
	minLng: number;
	maxLng: number;
}
