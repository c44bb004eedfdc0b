import { areaTouches, type GeoArea } from "../../../shared/geo-area";
import { inside, overlaps, spanMetersOf, splitCell, type Bounds, type Cell } from "./area";

/** Where a place is, as [lat, lng]. */
export type Point = [number, number];

/** A cell to search: its share of the searched area (its quarters have a quarter of it each) and the density sample that sizes it. */
export interface PlannedCell extends Cell {
	share: number;
	/** index of the sample (in the checkpoint's `samples`) its size is predicted from; null: none yet */
	owner: number | null;
	/** searched first: the small cell that measures how many places a sample point stands for */
	measure?: boolean;
	/** which of the search's terms it is searched for (absent: the first) */
	term?: number;
}

/**
 * The places one capped cell returned: the provider's best `cap` of it, whose spread follows the cell's places
 * (the provider ranks by prominence, not by where a place is). Cells searched to the end under it tell how many
 * places a point stands for (`places` / `pointsDone`); until then `rho` is the guess its parent made.
 */
export interface DensitySample {
	points: Point[];
	/** places a point stands for, as guessed from the parent; null: unknown until measured */
	rho: number | null;
	places: number;
	pointsDone: number;
	/** the least a point stands for, in checkpoints written before capped cells counted in `places` */
	floor?: number;
}

/** Cells are planned to hold at most this share of the cap (100 of Google's 120): a margin, as the prediction is an estimate. */
const LEAF_SHARE_OF_CAP = 5 / 6;

export function leafTarget(cap: number): number {
	return cap * LEAF_SHARE_OF_CAP;
}
/** Sample points a measuring cell holds at most: few enough that it surely ends under the cap. */
const MEASURE_POINTS = 6;
/** Points of cells searched to the end before their ratio replaces the parent's guess. */
const MIN_MEASURED_POINTS = 6;

export function pointsInside(sample: DensitySample, cell: Bounds): number {
	let n = 0;
	for (const [lat, lng] of sample.points) if (inside(cell, lat, lng)) n++;
	return n;
}

/** Places a point of the sample stands for: measured once enough is searched, else the parent's guess (null: unknown). */
export function placesPerPoint(sample: DensitySample): number | null {
	const measured = sample.pointsDone > 0 ? sample.places / sample.pointsDone : null;
	const rho = measured !== null && (sample.pointsDone >= MIN_MEASURED_POINTS || sample.rho === null) ? measured : sample.rho;
	return rho === null ? null : Math.max(rho, sample.floor ?? 0);
}

/** A cell of the sample searched to its end: its places and the sample's points in it refine how many places a point stands for. */
export function recordCovered(sample: DensitySample, points: number, places: number): void {
	sample.places += places;
	sample.pointsDone += points;
}

/**
 * A cell of the sample that hit the cap counts too, as at least the cap (or what the sample predicted of
 * it, if more): leaving it out would keep only the cells that held few places for their points, and the
 * sample would under-predict every cell after.
 */
export function recordCapped(sample: DensitySample, points: number, cap: number): void {
	if (!points) return;
	const rho = placesPerPoint(sample);
	recordCovered(sample, points, Math.max(cap, rho === null ? 0 : rho * points));
}

/** How many places the cell is expected to hold; null when nothing tells yet. */
export function predictedPlaces(samples: DensitySample[], cell: PlannedCell): number | null {
	if (cell.owner === null) return null;
	const sample = samples[cell.owner];
	const rho = placesPerPoint(sample);
	return rho === null ? null : rho * pointsInside(sample, cell);
}

/** Places the cell is expected to bring that the search has not read yet: its sample's points in it are read already. */
export function expectedNewPlaces(samples: DensitySample[], cell: PlannedCell): number | null {
	if (cell.owner === null) return null;
	const sample = samples[cell.owner];
	const rho = placesPerPoint(sample);
	if (rho === null) return null;
	// the points are counted once: the scheduler asks this of every pending cell each time it picks one
	const points = pointsInside(sample, cell);
	return Math.max(0, rho * points - points);
}

export function quarters(cell: PlannedCell): PlannedCell[] {
	return splitCell(cell).map((q) => ({ ...q, share: cell.share / 4, owner: cell.owner, ...(cell.term ? { term: cell.term } : {}) }));
}

export function canSplit(cell: Cell, maxDepth: number, minCellMeters: number): boolean {
	return cell.depth < maxDepth && spanMetersOf(cell) / 2 >= minCellMeters;
}

/**
 * A cell that hit the cap, as the quarters to search instead, tagged with its sample. When nothing yet tells
 * how many places a point stands for, each quarter has one small cell carved out of it (down a single path,
 * the other quarters along it left whole), searched first to measure that.
 */
export function splitCapped(cell: PlannedCell, sampleIndex: number, sample: DensitySample, splittable: (c: Cell) => boolean): PlannedCell[] {
	const split = quarters({ ...cell, owner: sampleIndex, measure: false });
	return sample.rho === null ? split.flatMap((q) => carveMeasuringCell(q, sample, splittable)) : split;
}

function carveMeasuringCell(cell: PlannedCell, sample: DensitySample, splittable: (c: Cell) => boolean): PlannedCell[] {
	const n = pointsInside(sample, cell);
	if (n > 0 && n <= MEASURE_POINTS) return [{ ...cell, measure: true }];
	if (n === 0 || !splittable(cell)) return [cell];
	const counted = quarters(cell).map((q) => ({ q, n: pointsInside(sample, q) }));
	const small = counted.filter((c) => c.n > 0 && c.n <= MEASURE_POINTS).sort((a, b) => b.n - a.n)[0];
	const chosen = small ?? counted.filter((c) => c.n > MEASURE_POINTS).sort((a, b) => a.n - b.n)[0];
	return [...counted.filter((c) => c !== chosen).map((c) => c.q), ...carveMeasuringCell(chosen.q, sample, splittable)];
}

/** A cell of the area worth searching: one that touches it, and the exact area when the search has one (a cell wholly outside would only bring places left out). */
export function touchesArea(area: Bounds | null, cell: Bounds, shape: GeoArea | null = null): boolean {
	return (!area || overlaps(area, cell)) && (!shape || areaTouches(shape, cell));
}
