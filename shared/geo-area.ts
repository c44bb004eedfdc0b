/**
 * A search's exact area, as a request names it: a circle (a centre and a radius in km, great-circle
 * distance) or a GeoJSON Polygon / MultiPolygon (RFC 7946: positions `[lng, lat]`, straight edges in
 * lng/lat, closed rings of at least four positions, holes after the outer ring). Checked once when a
 * search is made; read by the scrapers to clip their cells and keep only the places inside.
 */
export type Position = [number, number];
export interface CircleArea {
	center: { lat: number; lng: number };
	radiusKm: number;
}
export interface PolygonArea {
	type: "Polygon";
	coordinates: Position[][];
}
export interface MultiPolygonArea {
	type: "MultiPolygon";
	coordinates: Position[][][];
}
export type GeoArea = CircleArea | PolygonArea | MultiPolygonArea;
export interface LatLngBounds {
	south: number;
	west: number;
	north: number;
	east: number;
}

export const MIN_RADIUS_KM = 0.1;
export const MAX_RADIUS_KM = 50;
export const MAX_AREA_VERTICES = 1_000;
const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

/** Why an area cannot be searched, in words a client can act on; null when it can. */
export function areaProblem(value: unknown): string | null {
	if (!value || typeof value !== "object" || Array.isArray(value)) return "area must be an object: a circle or a GeoJSON Polygon or MultiPolygon";
	const a = value as Record<string, unknown>;
	if ("center" in a || "radiusKm" in a) return circleProblem(a);
	if (a.type === "Polygon") return polygonProblem(a.coordinates, keysBeyond(a, ["type", "coordinates"]));
	if (a.type === "MultiPolygon") {
		const extra = keysBeyond(a, ["type", "coordinates"]);
		if (extra) return extra;
		if (!Array.isArray(a.coordinates) || !a.coordinates.length) return "area.coordinates of a MultiPolygon must be a non-empty array of polygons";
		for (const [i, polygon] of a.coordinates.entries()) {
			const problem = polygonProblem(polygon, null, `area.coordinates[${i}]`);
			if (problem) return problem;
		}
		return verticesOf(a as unknown as GeoArea) > MAX_AREA_VERTICES ? `area has more than ${MAX_AREA_VERTICES} positions` : null;
	}
	return "area must be `{ center: { lat, lng }, radiusKm }` or a GeoJSON geometry of type Polygon or MultiPolygon";
}

function keysBeyond(a: Record<string, unknown>, allowed: string[]): string | null {
	const extra = Object.keys(a).filter((k) => !allowed.includes(k));
	return extra.length ? `area has an unknown field: ${extra[0]}` : null;
}

function circleProblem(a: Record<string, unknown>): string | null {
	const extra = keysBeyond(a, ["center", "radiusKm"]);
	if (extra) return extra;
	const c = a.center as Record<string, unknown> | null;
	if (!c || typeof c !== "object" || Array.isArray(c) || keysBeyond(c, ["lat", "lng"])) return "area.center must be `{ lat, lng }`";
	if (!isNumberIn(c.lat, -90, 90)) return "area.center.lat must be a number from -90 to 90";
	if (!isNumberIn(c.lng, -180, 180)) return "area.center.lng must be a number from -180 to 180";
	if (!isNumberIn(a.radiusKm, MIN_RADIUS_KM, MAX_RADIUS_KM)) return `area.radiusKm must be a number from ${MIN_RADIUS_KM} to ${MAX_RADIUS_KM}`;
	return null;
}

function isNumberIn(v: unknown, min: number, max: number): v is number {
	return typeof v === "number" && Number.isFinite(v) && v >= min && v <= max;
}

function polygonProblem(rings: unknown, extra: string | null, at = "area.coordinates"): string | null {
	if (extra) return extra;
	if (!Array.isArray(rings) || !rings.length) return `${at} must be a non-empty array of linear rings`;
	let vertices = 0;
	for (const [i, ring] of rings.entries()) {
		const where = `${at}[${i}]`;
		if (!Array.isArray(ring) || ring.length < 4) return `${where} must be a closed ring of at least 4 positions`;
		vertices += ring.length;
		if (vertices > MAX_AREA_VERTICES) return `area has more than ${MAX_AREA_VERTICES} positions`;
		for (const p of ring) {
			if (!Array.isArray(p) || p.length !== 2 || !isNumberIn(p[0], -180, 180) || !isNumberIn(p[1], -90, 90)) {
				return `${where} holds a position that is not [lng, lat] with lng from -180 to 180 and lat from -90 to 90`;
			}
		}
		const first = ring[0] as Position;
		const last = ring[ring.length - 1] as Position;
		if (first[0] !== last[0] || first[1] !== last[1]) return `${where} is not closed: its last position must repeat its first`;
		if (selfIntersects(ring as Position[])) return `${where} crosses itself`;
		if (ringArea(ring as Position[]) === 0) return `${where} encloses no area`;
	}
	return null;
}

function verticesOf(area: GeoArea): number {
	if ("center" in area) return 0;
	const polygons = area.type === "Polygon" ? [area.coordinates] : area.coordinates;
	return polygons.reduce((n, rings) => n + rings.reduce((m, r) => m + r.length, 0), 0);
}

/** Twice the signed area of a ring in lng/lat (the shoelace formula). */
function ringArea(ring: Position[]): number {
	let sum = 0;
	for (let i = 0; i + 1 < ring.length; i++) sum += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
	return sum;
}

function orientation(a: Position, b: Position, c: Position): number {
	const v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
	return v > 0 ? 1 : v < 0 ? -1 : 0;
}

function onSegment(a: Position, b: Position, p: Position): boolean {
	return Math.min(a[0], b[0]) <= p[0] && p[0] <= Math.max(a[0], b[0]) && Math.min(a[1], b[1]) <= p[1] && p[1] <= Math.max(a[1], b[1]);
}

function segmentsCross(a: Position, b: Position, c: Position, d: Position): boolean {
	const o1 = orientation(a, b, c),
		o2 = orientation(a, b, d),
		o3 = orientation(c, d, a),
		o4 = orientation(c, d, b);
	if (o1 !== o2 && o3 !== o4) return true;
	return (o1 === 0 && onSegment(a, b, c)) || (o2 === 0 && onSegment(a, b, d)) || (o3 === 0 && onSegment(c, d, a)) || (o4 === 0 && onSegment(c, d, b));
}

/** Whether two edges of the ring that are not neighbours touch (at most 1,000 positions: a million pairs at worst). */
function selfIntersects(ring: Position[]): boolean {
	const n = ring.length - 1;
	for (let i = 0; i < n; i++) {
		for (let j = i + 2; j < n; j++) {
			if (i === 0 && j === n - 1) continue;
			if (segmentsCross(ring[i], ring[i + 1], ring[j], ring[j + 1])) return true;
		}
	}
	return false;
}

/** The great-circle distance between two points, in km (haversine). */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
	const rad = Math.PI / 180;
	const dLat = (lat2 - lat1) * rad;
	const dLng = (lng2 - lng1) * rad;
	const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
	return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function outerRings(area: PolygonArea | MultiPolygonArea): Position[][] {
	return area.type === "Polygon" ? [area.coordinates[0]] : area.coordinates.map((p) => p[0]);
}

/** The smallest lat/lng box holding the area. */
export function boundsOfArea(area: GeoArea): LatLngBounds {
	if ("center" in area) {
		const { lat, lng } = area.center;
		const dLat = area.radiusKm / KM_PER_DEGREE_LAT;
		const dLng = area.radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
		return { south: Math.max(-90, lat - dLat), north: Math.min(90, lat + dLat), west: Math.max(-180, lng - dLng), east: Math.min(180, lng + dLng) };
	}
	const b = { south: 90, north: -90, west: 180, east: -180 };
	for (const ring of outerRings(area)) {
		for (const [lng, lat] of ring) {
			b.south = Math.min(b.south, lat);
			b.north = Math.max(b.north, lat);
			b.west = Math.min(b.west, lng);
			b.east = Math.max(b.east, lng);
		}
	}
	return b;
}

/** A point in a ring, by the even-odd rule in lng/lat (edges straight in lng/lat). */
function inRing(ring: Position[], lng: number, lat: number): boolean {
	let inside = false;
	for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
		const [xi, yi] = ring[i];
		const [xj, yj] = ring[j];
		if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
	}
	return inside;
}

function inPolygon(rings: Position[][], lng: number, lat: number): boolean {
	if (!inRing(rings[0], lng, lat)) return false;
	for (let h = 1; h < rings.length; h++) if (inRing(rings[h], lng, lat)) return false;
	return true;
}

/** Whether a place lies in the area; a place without coordinates does not. */
export function areaContains(area: GeoArea, lat: number | null | undefined, lng: number | null | undefined): boolean {
	if (lat === null || lat === undefined || lng === null || lng === undefined) return false;
	if ("center" in area) return distanceKm(area.center.lat, area.center.lng, lat, lng) <= area.radiusKm;
	const polygons = area.type === "Polygon" ? [area.coordinates] : area.coordinates;
	return polygons.some((rings) => inPolygon(rings, lng, lat));
}

/** Whether a lat/lng box and the area share any point: the scrapers skip cells that do not. */
export function areaTouches(area: GeoArea, box: LatLngBounds): boolean {
	if ("center" in area) {
		const lat = Math.max(box.south, Math.min(box.north, area.center.lat));
		const lng = Math.max(box.west, Math.min(box.east, area.center.lng));
		return distanceKm(area.center.lat, area.center.lng, lat, lng) <= area.radiusKm;
	}
	const corners: Position[] = [
		[box.west, box.south],
		[box.east, box.south],
		[box.east, box.north],
		[box.west, box.north],
	];
	const edges: [Position, Position][] = corners.map((c, i) => [c, corners[(i + 1) % 4]]);
	const polygons = area.type === "Polygon" ? [area.coordinates] : area.coordinates;
	for (const rings of polygons) {
		const outer = rings[0];
		if (corners.some(([lng, lat]) => inPolygon(rings, lng, lat))) return true;
		if (outer.some(([lng, lat]) => lat >= box.south && lat <= box.north && lng >= box.west && lng <= box.east)) return true;
		for (let i = 0; i + 1 < outer.length; i++) if (edges.some(([a, b]) => segmentsCross(outer[i], outer[i + 1], a, b))) return true;
	}
	return false;
}

/** The area's middle: a circle's centre, a polygon's box centre (to infer its country). */
export function middleOf(area: GeoArea): { lat: number; lng: number } {
	if ("center" in area) return area.center;
	const b = boundsOfArea(area);
	return { lat: (b.south + b.north) / 2, lng: (b.west + b.east) / 2 };
}
