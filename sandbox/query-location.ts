import { findPlace, normalizeName } from "../services/scrapers/framework/gazetteer";
import { CITIES, cityInfo, type CityInfo } from "./cities";
import { isVocabularyTerm } from "./matching";
import { townDefinition } from "./town-profiles";
import { largestTown, townsOf, type Town } from "./towns";

/**
 * The place a query ends with, as Google reads "dentist Bordeaux", "dentist 33000" or
 * "dentist Bretagne": a town of the gazetteer, a postcode (a hand-made city's, or a French
 * one by its département), or a region (its largest town). The scraper sends such queries
 * when the gazetteer does not know a location (it then asks the provider where it is).
 */

/** Regions by name → country and GeoNames admin1 code: French régions, German Länder, US states. */
const REGIONS: Record<string, [string, string]> = {};
const REGION_ROWS: [string, string, string[]][] = [
	["FR", "11", ["ile de france", "paris region"]],
	["FR", "24", ["centre val de loire", "centre"]],
	["FR", "27", ["bourgogne franche comte", "burgundy franche comte"]],
	["FR", "28", ["normandie", "normandy"]],
	["FR", "32", ["hauts de france"]],
	["FR", "44", ["grand est", "alsace"]],
	["FR", "52", ["pays de la loire"]],
	["FR", "53", ["bretagne", "brittany"]],
	["FR", "75", ["nouvelle aquitaine", "aquitaine"]],
	["FR", "76", ["occitanie", "occitania"]],
	["FR", "84", ["auvergne rhone alpes"]],
	["FR", "93", ["provence alpes cote d azur", "paca", "provence"]],
	["FR", "94", ["corse", "corsica"]],
	["DE", "01", ["baden wurttemberg"]],
	["DE", "02", ["bayern", "bavaria"]],
	["DE", "03", ["bremen"]],
	["DE", "04", ["hamburg"]],
	["DE", "05", ["hessen", "hesse"]],
	["DE", "06", ["niedersachsen", "lower saxony"]],
	["DE", "07", ["nordrhein westfalen", "north rhine westphalia", "nrw"]],
	["DE", "08", ["rheinland pfalz", "rhineland palatinate"]],
	["DE", "09", ["saarland"]],
	["DE", "10", ["schleswig holstein"]],
	["DE", "11", ["brandenburg"]],
	["DE", "12", ["mecklenburg vorpommern"]],
	["DE", "13", ["sachsen", "saxony"]],
	["DE", "14", ["sachsen anhalt", "saxony anhalt"]],
	["DE", "15", ["thuringen", "thuringia"]],
	["DE", "16", ["berlin"]],
];
const US_STATES: [string, string][] = [
	["AL", "alabama"],
	["AK", "alaska"],
	["AZ", "arizona"],
	["AR", "arkansas"],
	["CA", "california"],
	["CO", "colorado"],
	["CT", "connecticut"],
	["DE", "delaware"],
	["DC", "district of columbia"],
	["FL", "florida"],
	["GA", "georgia"],
	["HI", "hawaii"],
	["ID", "idaho"],
	["IL", "illinois"],
	["IN", "indiana"],
	["IA", "iowa"],
	["KS", "kansas"],
	["KY", "kentucky"],
	["LA", "louisiana"],
	["ME", "maine"],
	["MD", "maryland"],
	["MA", "massachusetts"],
	["MI", "michigan"],
	["MN", "minnesota"],
	["MS", "mississippi"],
	["MO", "missouri"],
	["MT", "montana"],
	["NE", "nebraska"],
	["NV", "nevada"],
	["NH", "new hampshire"],
	["NJ", "new jersey"],
	["NM", "new mexico"],
	["NY", "new york"],
	["NC", "north carolina"],
	["ND", "north dakota"],
	["OH", "ohio"],
	["OK", "oklahoma"],
	["OR", "oregon"],
	["PA", "pennsylvania"],
	["RI", "rhode island"],
	["SC", "south carolina"],
	["SD", "south dakota"],
	["TN", "tennessee"],
	["TX", "texas"],
	["UT", "utah"],
	["VT", "vermont"],
	["VA", "virginia"],
	["WA", "washington"],
	["WV", "west virginia"],
	["WI", "wisconsin"],
	["WY", "wyoming"],
];
for (const [country, code, names] of REGION_ROWS) for (const name of names) REGIONS[name] = [country, code];
for (const [code, name] of US_STATES) REGIONS[name] = ["US", code];

const CURATED_POSTCODES = new Map(CITIES.flatMap((c) => c.postalCodes.map((p) => [normalizeName(p), c] as const)));
/** The most words a place name at the end of a query is read from. */
const MAX_PLACE_WORDS = 4;
const RESOLVED_LIMIT = 1_000;
const resolved = new Map<string, { city: CityInfo; rest: string } | null>();

function townInfo(t: Town): CityInfo {
	return cityInfo(townDefinition(t));
}

/** A French postcode's town: the one the simulator gives that code, else the département's largest. */
function frenchTownOf(code: string): Town | null {
	if (!/^(0[1-9]|[1-8]\d|9[0-5])\d{3}$/.test(code)) return null;
	const inDepartement = townsOf("FR", (t) => (/^2[AB]/.test(t.muniSub) ? "20" : t.muniSub.slice(0, 2)) === code.slice(0, 2));
	return inDepartement.find((t) => townDefinition(t).postalCodes.includes(code)) ?? inDepartement[0] ?? null;
}

/** A town (hand-made city, gazetteer town, postcode or region) by its name alone. */
export function townNamed(name: string): CityInfo | null {
	return placeNamed(normalizeName(name));
}

function placeNamed(words: string): CityInfo | null {
	const curated = CURATED_POSTCODES.get(words);
	if (curated) return cityInfo(curated);
	const byPostcode = frenchTownOf(words);
	if (byPostcode) return townInfo(byPostcode);
	const town = findPlace(words);
	if (town) return townInfo(town);
	const region = REGIONS[words];
	const capital = region ? largestTown(region[0], (t) => t.adminCode === region[1]) : null;
	return capital ? townInfo(capital) : null;
}

/**
 * The place the query ends with and the query without it; the keyword keeps at least one
 * word, and a last word any simulated business could carry ("hair salon") is never read as a place.
 */
export function placeInQuery(query: string): { city: CityInfo; rest: string } | null {
	const words = normalizeName(query).split(" ").filter(Boolean);
	if (words.length < 2 || isVocabularyTerm(words[words.length - 1])) return null;
	const key = words.join(" ");
	if (resolved.has(key)) return resolved.get(key) ?? null;
	let found: { city: CityInfo; rest: string } | null = null;
	for (let n = Math.min(MAX_PLACE_WORDS, words.length - 1); n >= 1 && !found; n--) {
		const city = placeNamed(words.slice(-n).join(" "));
		if (city) found = { city, rest: words.slice(0, -n).join(" ") };
	}
	if (resolved.size >= RESOLVED_LIMIT) resolved.clear();
	resolved.set(key, found);
	return found;
}
