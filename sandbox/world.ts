import { CITIES, cityInfo, cityLine, type Bounds, type CityDefinition, type CityInfo } from "./cities";
import { generateHours, statusText, type WeeklyHours } from "./hours";
import { buildPostings, normalizeText, queryTerms } from "./matching";
import { hashString, mix64, Rng, unmix64 } from "./random";
import { placeInQuery } from "./query-location";
import { businessCountFor, townDefinition } from "./town-profiles";
import { inCuratedZone, townById, townsTouching, withinCuratedZone, type Town } from "./towns";
import { ADJECTIVES, CATEGORIES, CATEGORY_WEIGHT_TOTAL, DESCRIPTIONS, formatStreet, LOCALES, NOUNS, WEB_PRESENCE, type CategoryDefinition } from "./vocabulary";

export type { CityInfo } from "./cities";
export { normalizeText, queryTerms } from "./matching";

export interface Viewport {
	lat: number;
	lng: number;
	/** Side of the square area, centred on (lat, lng), that the simulator treats as the viewport. */
	spanMeters: number;
}

export type { Bounds };

export interface WorldBusiness {
	/** Unique across the world, stable for a given seed. */
	seq: number;
	id: string;
	cityKey: string;
	name: string;
	categories: string[];
	street: string;
	locality: string;
	postalCode: string;
	region: string | null;
	countryCode: string;
	countryName: string;
	/** Google's one-line address without the name. */
	fullAddress: string;
	phone: string | null;
	website: string | null;
	rating: number | null;
	reviewCount: number | null;
	latitude: number;
	longitude: number;
	featureId: string;
	cid: string;
	placeId: string;
	timezone: string;
	hours: WeeklyHours | null;
	businessStatus: string | null;
	description: string | null;
	/** Google's `€€`-style price range (eating and drinking places only) */
	priceRange: string | null;
	/** Higher shows first; ties broken by seq. */
	prominence: number;
}

interface CityWorld {
	/** Sorted by prominence (then seq): every match list keeps this order. */
	businesses: WorldBusiness[];
	postings: Map<string, number[]> | null;
	queryCache: Map<string, WorldBusiness[]>;
}

const METERS_PER_DEGREE = 111_320;
const QUERY_CACHE_LIMIT = 256;
/** Generated towns' businesses kept in memory at most (least recently used towns go first). */
const TOWN_CACHE_BUSINESSES = 80_000;
/** Most generated businesses one viewport brings in: the most populous towns first (a megalopolis's hundred suburbs stay bounded). */
const VIEW_TOWN_BUSINESSES = 40_000;
/** A viewport wider than this (a country, the world) shows generated towns only when the query names a place. */
const WIDE_VIEW_METERS = 150_000;
/** World slots of generated towns start here (hand-made cities use 1..CITIES.length): `seq` is slot * 1,000,000 + index. */
export const TOWN_SLOT_OFFSET = 1000;

export function viewportBounds(vp: Viewport): Bounds {
	const halfLat = vp.spanMeters / 2 / METERS_PER_DEGREE;
	const halfLng = vp.spanMeters / 2 / (METERS_PER_DEGREE * Math.max(0.01, Math.cos((vp.lat * Math.PI) / 180)));
	return { minLat: vp.lat - halfLat, maxLat: vp.lat + halfLat, minLng: vp.lng - halfLng, maxLng: vp.lng + halfLng };
}

export function insideBounds(b: Bounds, lat: number, lng: number): boolean {
	return lat >= b.minLat && lat <= b.maxLat && lng >= b.minLng && lng <= b.maxLng;
}

function overlaps(a: Bounds, b: Bounds): boolean {
	return a.minLat <= b.maxLat && b.minLat <= a.maxLat && a.minLng <= b.maxLng && b.minLng <= a.maxLng;
}

function byProminence(a: WorldBusiness, b: WorldBusiness): number {
	return b.prominence - a.prominence || a.seq - b.seq;
}

function round(n: number, digits: number): number {
	const f = 10 ** digits;
	return Math.round(n * f) / f;
}

function slug(name: string): string {
	return normalizeText(name).replace(/ /g, "").slice(0, 28);
}

/** Real `ChIJ…` ids are base64url of a small protobuf holding the feature id's two halves (little-endian fixed64). */
function placeIdFor(hi: bigint, lo: bigint): string {
	const bytes = Buffer.alloc(20);
	bytes.set([0x0a, 0x12, 0x09], 0);
	bytes.writeBigUInt64LE(hi, 3);
	bytes[11] = 0x11;
	bytes.writeBigUInt64LE(lo, 12);
	return bytes.toString("base64url");
}

function fillPhone(template: string, rng: Rng): string {
	return template.replace(/#/g, () => String(rng.int(0, 9)));
}

function capitalize(s: string): string {
	return s.charAt(0).toUpperCase() + s.slice(1);
}

export class World {
	private readonly cityWorlds = new Map<number, CityWorld>();
	/** Insertion order is recency: a town used again moves to the end. */
	private readonly townWorlds = new Map<number, CityWorld>();
	private townBusinessCount = 0;
	private readonly seedKey: bigint;

	constructor(readonly seed: string = "leadmap-world-v1") {
		this.seedKey = mix64(BigInt(hashString(seed)) * 0x9e3779b97f4a7c15n);
	}

	cities(): CityInfo[] {
		return CITIES.map(cityInfo);
	}

	/** "Lyon", "Lyon, France", "lyon fr", "München": the city's centre and radius, or null. */
	findCity(location: string): CityInfo | null {
		const parts = location.split(",").map(normalizeText).filter(Boolean);
		if (!parts.length) return null;
		const whole = ` ${parts.join(" ")} `;
		const last = parts.length > 1 ? parts[parts.length - 1] : null;
		// A trailing part names a country only if some country is called that ("Lyon, Rhône" and "New York, NY" stay lenient).
		const countryHint = last && CITIES.some((c) => c.countryAliases.includes(last)) ? last : null;
		const candidates = CITIES.filter((c) => cityNames(c).some((n) => whole.includes(` ${n} `)));
		const fitsCountry = (c: CityDefinition) => !countryHint || c.countryAliases.includes(countryHint);
		const best = candidates.filter(fitsCountry).sort((a, b) => longestName(b, whole) - longestName(a, whole))[0];
		return best ? cityInfo(best) : null;
	}

	/** A hand-made city by key ("lyon"), or a gazetteer town by `g<GeoNames id>`. */
	cityBusinesses(cityKey: string): readonly WorldBusiness[] {
		const index = CITIES.findIndex((c) => c.key === cityKey);
		if (index !== -1) return this.cityWorld(index).businesses;
		const town = /^g\d+$/.test(cityKey) ? townById(Number(cityKey.slice(1))) : null;
		if (!town) throw new Error(`unknown simulator city: ${cityKey}`);
		return this.townWorld(town).businesses;
	}

	/** A place by its world sequence number (what the Bing and Apple ids encode); null when there is none. */
	businessBySeq(seq: number): WorldBusiness | null {
		const slot = Math.floor(seq / 1_000_000);
		const key = slot >= TOWN_SLOT_OFFSET ? (townById(slot - TOWN_SLOT_OFFSET) ? `g${slot - TOWN_SLOT_OFFSET}` : null) : CITIES[slot - 1]?.key;
		return key ? (this.cityBusinesses(key).find((b) => b.seq === seq) ?? null) : null;
	}

	/** A place by its CID (the low half of its feature id, mixed from its slot and index); null when there is none. */
	businessByCid(cid: string): WorldBusiness | null {
		if (!/^\d{1,20}$/.test(cid) || BigInt(cid) > 0xffffffffffffffffn) return null;
		const x = unmix64(BigInt(cid)) ^ this.seedKey;
		const slot = Number(x >> 32n);
		const index = Number(x & 0xffffffffn);
		if (index >= 1_000_000) return null;
		const b = this.businessBySeq(slot * 1_000_000 + index);
		return b && b.cid === cid ? b : null;
	}

	/**
	 * The ids a place at `index` of the city in `slot` has, its feature id's high half given: what a place opened at
	 * run time takes (at an index no generated place has), so `businessByCid` and the providers' lookups find it.
	 */
	placeIdsAt(slot: number, index: number, hi: bigint): Pick<WorldBusiness, "cid" | "placeId" | "featureId"> {
		const lo = mix64(this.seedKey ^ ((BigInt(slot) << 32n) | BigInt(index)));
		return { cid: lo.toString(10), placeId: placeIdFor(hi, lo), featureId: `0x${hi.toString(16)}:0x${lo.toString(16)}` };
	}

	/**
	 * The city or town a query names ("restaurant in Lyon", "dentist Bordeaux") and the
	 * query left once its name is taken off; null when it names none.
	 */
	locate(query: string): { city: CityInfo; query: string } | null {
		const city = this.findCity(query);
		if (city) return { city, query };
		const named = placeInQuery(query);
		return named ? { city: named.city, query: named.rest } : null;
	}

	/**
	 * Every place matching the query inside the viewport, best first; no cap (the server applies Google's).
	 * A place the query ends with ("dentist 33000") is read as Google would: in a view as wide as a
	 * country it is where to look, in a closer one it only leaves the words to match.
	 */
	businessesMatching(query: string, viewport: Viewport): WorldBusiness[] {
		const box = viewportBounds(viewport);
		const wide = viewport.spanMeters > WIDE_VIEW_METERS;
		const named = this.findCity(query) ? null : placeInQuery(query);
		if (named && wide) {
			const { lat, lng, radiusMeters } = named.city;
			return this.businessesMatching(named.rest, { lat, lng, spanMeters: radiusMeters * 2 }).filter((b) => insideBounds(box, b.latitude, b.longitude));
		}
		const words = queryTerms(named ? named.rest : query);
		const result: WorldBusiness[] = [];
		let cityCount = 0;
		CITIES.forEach((_, index) => {
			if (!overlaps(box, CITY_BOUNDS[index])) return;
			cityCount++;
			for (const b of this.matchesInCity(this.cityWorld(index), words)) {
				if (insideBounds(box, b.latitude, b.longitude)) result.push(b);
			}
		});
		for (const town of wide ? [] : this.townsTouching(box)) {
			cityCount++;
			for (const b of this.matchesInCity(this.townWorld(town), words)) {
				if (insideBounds(box, b.latitude, b.longitude)) result.push(b);
			}
		}
		return cityCount > 1 ? result.sort(byProminence) : result;
	}

	/** The gazetteer towns reaching into a viewport, most populous first while their businesses fit the budget; none in a hand-made city's zone. */
	private townsTouching(box: Bounds): Town[] {
		if (withinCuratedZone(box)) return [];
		const chosen: Town[] = [];
		let budget = VIEW_TOWN_BUSINESSES;
		for (const town of townsTouching(box)) {
			budget -= businessCountFor(town.population);
			if (budget < 0 && chosen.length) break;
			chosen.push(town);
		}
		return chosen;
	}

	private matchesInCity(cw: CityWorld, words: string[]): WorldBusiness[] {
		if (!words.length) return cw.businesses;
		const key = words.join(" ");
		const cached = cw.queryCache.get(key);
		if (cached) return cached;
		const postings = (cw.postings ??= buildPostings(cw.businesses));
		const lists = words.map((w) => postings.get(w) ?? []).sort((a, b) => a.length - b.length);
		const others = lists.slice(1).map((l) => new Set(l));
		const matched = lists[0].filter((i) => others.every((s) => s.has(i))).map((i) => cw.businesses[i]);
		if (cw.queryCache.size >= QUERY_CACHE_LIMIT) cw.queryCache.clear();
		cw.queryCache.set(key, matched);
		return matched;
	}

	private cityWorld(index: number): CityWorld {
		let cw = this.cityWorlds.get(index);
		if (!cw) {
			cw = { businesses: this.generateCity(CITIES[index], index + 1, false), postings: null, queryCache: new Map() };
			this.cityWorlds.set(index, cw);
		}
		return cw;
	}

	/** A town's businesses, generated on first use and kept while the cache has room. */
	private townWorld(town: Town): CityWorld {
		let cw = this.townWorlds.get(town.id);
		if (cw) {
			this.townWorlds.delete(town.id);
			this.townWorlds.set(town.id, cw);
			return cw;
		}
		cw = { businesses: this.generateCity(townDefinition(town), TOWN_SLOT_OFFSET + town.id, true), postings: null, queryCache: new Map() };
		this.townWorlds.set(town.id, cw);
		this.townBusinessCount += cw.businesses.length;
		for (const [id, old] of this.townWorlds) {
			if (this.townBusinessCount <= TOWN_CACHE_BUSINESSES || id === town.id) break;
			this.townWorlds.delete(id);
			this.townBusinessCount -= old.businesses.length;
		}
		return cw;
	}

	/**
	 * `slot` numbers the city in `seq` and the CID. A generated town also lists every
	 * category at least once (a first search anywhere finds something) and leaves out
	 * what would fall inside a hand-made city's zone.
	 */
	private generateCity(city: CityDefinition, slot: number, town: boolean): WorldBusiness[] {
		const rng = new Rng(`${this.seed}:${city.key}`);
		const locale = LOCALES[city.locale];
		const radius = city.radiusKm;
		const districts = Array.from({ length: city.postalCodes.length - 1 }, (_, k) => {
			const angle = (k / (city.postalCodes.length - 1)) * 2 * Math.PI + rng.next() * 0.5;
			const dist = radius * (0.3 + rng.next() * 0.45);
			return { x: Math.cos(angle) * dist, y: Math.sin(angle) * dist };
		});
		const cityHi = BigInt((hashString(`${this.seed}:${city.key}:hi`) | 0x10000000) >>> 0) << 32n;
		const domains = new Set<string>();
		const sharedHours = new Map<string, WeeklyHours>();
		const out: WorldBusiness[] = [];

		for (let i = 0; i < city.businessCount; i++) {
			const category = town && i < CATEGORIES.length ? CATEGORIES[i] : rng.weighted(CATEGORIES, (c) => c.weight, CATEGORY_WEIGHT_TOTAL);
			const district = rng.chance(0.45) ? -1 : rng.int(0, districts.length - 1);
			let x = 0;
			let y = 0;
			for (let attempt = 0; attempt < 6; attempt++) {
				const centre = district === -1 ? { x: 0, y: 0 } : districts[district];
				const sigma = radius * (district === -1 ? 0.28 : 0.14);
				x = centre.x + rng.gaussian() * sigma;
				y = centre.y + rng.gaussian() * sigma;
				if (Math.hypot(x, y) <= radius) break;
			}
			const dist = Math.hypot(x, y);
			if (dist > radius) {
				x *= radius / dist;
				y *= radius / dist;
			}
			const latitude = round(city.lat + y / 111.32, 7);
			const longitude = round(city.lng + x / (111.32 * Math.cos((city.lat * Math.PI) / 180)), 7);
			if (town && inCuratedZone(latitude, longitude)) continue;

			const streetName = rng.pick(locale.streets);
			const street = formatStreet(city.locale, streetName, rng.int(1, locale.maxNumber));
			const postalCode = city.postalCodes[district + 1];
			const name = fillName(rng.pick(category.names), rng, city, streetName);
			const categories = pickCategories(category, rng);

			const hi = cityHi | BigInt(rng.uint32());
			const ids = this.placeIdsAt(slot, i, hi);
			const hours = rng.chance(0.85) ? intern(sharedHours, generateHours(category.hours, rng)) : null;
			const closure = rng.next();
			const reviews = rng.chance(0.03) ? null : Math.min(25_000, Math.max(1, Math.round(Math.exp(3.3 + 1.3 * rng.gaussian()))));
			const rating = reviews === null ? null : round(Math.min(5, Math.max(1, 4.35 + rng.gaussian() * (0.3 + 1 / Math.sqrt(reviews)))), 1);

			out.push({
				seq: slot * 1_000_000 + i,
				id: `${city.key}-${String(i).padStart(5, "0")}`,
				cityKey: city.key,
				name,
				categories,
				street,
				locality: city.locality,
				postalCode,
				region: city.region,
				countryCode: city.countryCode,
				countryName: city.countryName,
				fullAddress: `${street}, ${cityLine(city, postalCode)}, ${city.countryName}`,
				phone: rng.chance(0.92) ? fillPhone(city.phoneTemplate, rng) : null,
				website: websiteFor(category, name, city, rng, domains),
				rating,
				reviewCount: reviews,
				latitude,
				longitude,
				...ids,
				timezone: city.timezone,
				hours,
				businessStatus: closure < 0.015 ? "Permanently closed" : closure < 0.025 ? "Temporarily closed" : hours ? statusText(hours) : null,
				description: rng.chance(0.35) ? describe(category, city, rng) : null,
				priceRange: priceRangeFor(category.hours, city.countryCode, BigInt(ids.cid)),
				prominence: Math.log1p(reviews ?? 0) * ((rating ?? 3.5) / 5) + rng.next() * 1.5,
			});
		}
		return out.sort(byProminence);
	}
}

const PRICED = new Set(["restaurant", "fastfood", "cafe", "bar", "bakery"]);
const PRICE_LEVELS = [0, 1, 2, 2, 3];

/** From the CID's bits rather than the generator, so adding it moved no other generated value. */
function priceRangeFor(profile: string, countryCode: string, lo: bigint): string | null {
	const level = PRICE_LEVELS[Number(lo % BigInt(PRICE_LEVELS.length))];
	if (!PRICED.has(profile) || !level) return null;
	return (countryCode === "US" ? "$" : countryCode === "GB" ? "£" : "€").repeat(level);
}

function intern(pool: Map<string, WeeklyHours>, hours: WeeklyHours): WeeklyHours {
	const key = JSON.stringify(hours);
	const known = pool.get(key);
	if (known) return known;
	pool.set(key, hours);
	return hours;
}

function cityNames(c: CityDefinition): string[] {
	return [c.name, c.locality, ...c.aliases].map(normalizeText);
}

function longestName(c: CityDefinition, whole: string): number {
	return Math.max(
		...cityNames(c)
			.filter((n) => whole.includes(` ${n} `))
			.map((n) => n.length),
	);
}

const CITY_BOUNDS: readonly Bounds[] = CITIES.map((c) => viewportBounds({ lat: c.lat, lng: c.lng, spanMeters: c.radiusKm * 2000 + 200 }));

function fillName(pattern: string, rng: Rng, city: CityDefinition, streetName: string): string {
	const locale = LOCALES[city.locale];
	return pattern.replace(/\{([^}]+)\}/g, (_, key: string) => {
		if (key.includes("|")) return rng.pick(key.split("|"));
		switch (key) {
			case "surname":
				return rng.pick(locale.surnames);
			case "first":
				return rng.pick(locale.firstNames);
			case "adj":
				return rng.pick(ADJECTIVES);
			case "noun":
				return rng.pick(NOUNS);
			case "street":
				return streetName;
			case "city":
				return city.name;
			default:
				return key;
		}
	});
}

function pickCategories(category: CategoryDefinition, rng: Rng): string[] {
	const out = [category.name];
	for (const extra of category.extra) {
		if (rng.chance(0.35)) out.push(extra);
	}
	return out;
}

function websiteFor(category: CategoryDefinition, name: string, city: CityDefinition, rng: Rng, taken: Set<string>): string | null {
	const presence = WEB_PRESENCE[category.group];
	if (!rng.chance(presence.website)) return null;
	const base = slug(name) || "place";
	if (rng.chance(presence.social)) {
		const r = rng.next();
		if (r < 0.5) return `https://www.instagram.com/${base}/`;
		if (r < 0.85) return `https://www.facebook.com/${base}`;
		return `https://linktr.ee/${base}`;
	}
	let domain = `${base}.${city.tld}`;
	for (let n = 2; taken.has(domain); n++) domain = `${base}${city.key.replace(/-/g, "")}${n > 2 ? n : ""}.${city.tld}`;
	taken.add(domain);
	const r = rng.next();
	return r < 0.7 ? `https://www.${domain}/` : r < 0.9 ? `https://${domain}/` : `http://www.${domain}/`;
}

function describe(category: CategoryDefinition, city: CityDefinition, rng: Rng): string {
	const cat = category.name.toLowerCase();
	return rng
		.pick(DESCRIPTIONS[category.group])
		.replace("{cat}", cat)
		.replace("{Cat}", capitalize(cat))
		.replace("{city}", city.name)
		.replace("{year}", String(rng.int(1950, 2020)));
}

export const defaultWorld = new World();

export function findCity(location: string): CityInfo | null {
	return defaultWorld.findCity(location);
}

export function businessesMatching(query: string, viewport: Viewport): WorldBusiness[] {
	return defaultWorld.businessesMatching(query, viewport);
}
