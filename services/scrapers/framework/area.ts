/** The area a search covers, and the cells it is split into to get past a provider's per-query cap. */
export interface Bounds {
	south: number;
	west: number;
	north: number;
	east: number;
}

export interface Cell extends Bounds {
	depth: number;
}

const METERS_PER_DEGREE = 111_320;

export function boundsAround(lat: number, lng: number, radiusMeters: number): Bounds {
	const dLat = radiusMeters / METERS_PER_DEGREE;
	const dLng = radiusMeters / (METERS_PER_DEGREE * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
	return { south: lat - dLat, north: lat + dLat, west: lng - dLng, east: lng + dLng };
}

export function centerOf(b: Bounds): { lat: number; lng: number } {
	return { lat: (b.south + b.north) / 2, lng: (b.west + b.east) / 2 };
}

/** The side, in metres, of the square viewport that covers the cell. */
export function spanMetersOf(b: Bounds): number {
	const { lat } = centerOf(b);
	const height = (b.north - b.south) * METERS_PER_DEGREE;
	const width = (b.east - b.west) * METERS_PER_DEGREE * Math.cos((lat * Math.PI) / 180);
	return Math.max(height, width);
}

export function inside(b: Bounds, lat: number | null | undefined, lng: number | null | undefined): boolean {
	if (lat === null || lat === undefined || lng === null || lng === undefined) return false;
	return lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
}

export function overlaps(a: Bounds, b: Bounds): boolean {
	return a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east;
}

/** How far quarters reach past their middle line: a metre, so neighbouring viewports leave no gap, yet do not overlap enough to return the same places twice. */
const SPLIT_PAD_METERS = 1;

/** Four quarters, each reaching a metre past the middle lines so neighbouring viewports leave no gap between them. */
export function splitCell(c: Cell): Cell[] {
	const { lat, lng } = centerOf(c);
	const padLat = SPLIT_PAD_METERS / METERS_PER_DEGREE;
	const padLng = SPLIT_PAD_METERS / (METERS_PER_DEGREE * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
	return [
		{ south: c.south, west: c.west, north: lat + padLat, east: lng + padLng, depth: c.depth + 1 },
		{ south: c.south, west: lng - padLng, north: lat + padLat, east: c.east, depth: c.depth + 1 },
		{ south: lat - padLat, west: c.west, north: c.north, east: lng + padLng, depth: c.depth + 1 },
		{ south: lat - padLat, west: lng - padLng, north: c.north, east: c.east, depth: c.depth + 1 },
	];
}

/** The square a provider is asked about for a cell: centred on it, its side the cell's, or `minMeters` if more. */
export function viewportOf(cell: Bounds, minMeters: number): Bounds {
	const { lat, lng } = centerOf(cell);
	return boundsAround(lat, lng, Math.max(minMeters, spanMetersOf(cell)) / 2);
}

/** A bounding box of points, ignoring the farthest 10% on each side (a stray far-away result must not widen the area). */
export function boundsOfPoints(points: { lat: number; lng: number }[], minRadiusMeters: number): Bounds | null {
	if (!points.length) return null;
	const lats = points.map((p) => p.lat).sort((a, b) => a - b);
	const lngs = points.map((p) => p.lng).sort((a, b) => a - b);
	const cut = Math.floor(points.length * 0.1);
	const b = { south: lats[cut], north: lats[lats.length - 1 - cut], west: lngs[cut], east: lngs[lngs.length - 1 - cut] };
	const c = centerOf(b);
	const min = boundsAround(c.lat, c.lng, minRadiusMeters);
	return { south: Math.min(b.south, min.south), north: Math.max(b.north, min.north), west: Math.min(b.west, min.west), east: Math.max(b.east, min.east) };
}
