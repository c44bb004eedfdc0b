import type { Provider } from "../../../shared/business";
import { areaContains, boundsOfArea, type GeoArea } from "../../../shared/geo-area";
import type { Observation } from "../../dataset/dataset.contract";
import type { CoverageCheckpoint, CoverageTally, SearchFilters } from "../../searches/searches.contract";
import { boundsAround, boundsOfPoints, inside, type Bounds, type Cell } from "./area";
import {
	canSplit,
	expectedNewPlaces,
	leafTarget,
	placesPerPoint,
	pointsInside,
	predictedPlaces,
	quarters,
	recordCapped,
	recordCovered,
	splitCapped,
	touchesArea,
	type DensitySample,
	type PlannedCell,
	type Point,
} from "./cell-plan";
import { CappedTops, type SeenPlaces } from "./known-start";
import { findPlace } from "./gazetteer";
import { currentConfig } from "../../../shared/config";
import type { DeliveredPlace, JobContext } from "./worker";

export type Cursor = number | string;

/** Cells of one job searched at once: LEADMAP_<PROVIDER>_CELL_CONCURRENCY. */
export function configuredCellConcurrency(provider: Provider): number {
	return currentConfig().scrapers[provider].cellConcurrency;
}

/** One place as a pager read it: a stable key (to skip what this run has seen), where it is, and what to store. */
export interface PagedPlace {
	key: string;
	latitude: number | null;
	longitude: number | null;
	observation: Observation | null;
}

export interface PageResult {
	places: PagedPlace[];
	/** places on the page, including those the pager did not read again because `seen` knew them */
	total: number;
	/** where the next page of this cell starts, or null when the provider has no more for it */
	next: Cursor | null;
}

/** What a provider contributes: how to fetch one page of one query over one cell. */
export interface CellPager {
	/** most places one query over one area returns, however many exist */
	cap: number;
	pageSize: number;
	minCellMeters: number;
	/** For a pager whose cursor is an offset into a cell's ranked places (a page can start anywhere): the area it asks the provider about for a cell. */
	viewportOf?(cell: Cell): Bounds;
	fetchPage(query: string, cell: Cell, cursor: Cursor | null, seen: (key: string) => boolean): Promise<PageResult>;
}

/** Where a job stands: what is left, how far each cell under way has been delivered, and what the cells showed so far. */
export interface SearchCheckpoint extends CoverageCheckpoint {
	v: 4;
	/** the query of each of the search's terms (cells carry the index of theirs) */
	queries: string[];
	/** the area the search covers (null: the whole world); a search quote reads it back as the location's area (searches/quote.ts) */
	area: Bounds | null;
	pending: PlannedCell[];
	active: Slot[];
	samples: DensitySample[];
	tally: CoverageTally;
}

/** The checkpoints of earlier versions: one query (v3), and cells without shares or samples (v2). */
type CheckpointV3 = Omit<SearchCheckpoint, "v" | "queries"> & { v: 3; query: string };
interface CheckpointV2 {
	v: 2;
	query: string;
	area: Bounds | null;
	pending: Cell[];
	active: { cell: Cell; cursor: Cursor | null; count: number }[];
}

interface Slot {
	cell: PlannedCell;
	cursor: Cursor | null;
	/** places this cell has returned so far */
	count: number;
	/** where they are: the cell's density sample should it hit the cap */
	points: Point[];
	/** places already read that the cell's ranking starts with: its paging began after them */
	skipped?: number;
	/** the ranking did not start with them, or that can no longer be checked: the skipped start is read at the end */
	recheck?: boolean;
	/** reading the skipped start, up to this offset */
	prefixUntil?: number;
}

const MAX_DEPTH = 8;
/** The cells left are expected to bring this many times the places still wanted, or more: the search will not need them all. */
const ABUNDANT = 1.2;
const WORLD: Bounds = { south: -60, north: 75, west: -180, east: 180 };

/** A place's position to about a metre: the samples travel in every checkpoint written, so they are kept short. */
function pointOf(lat: number, lng: number): Point {
	return [Math.round(lat * 1e5) / 1e5, Math.round(lng * 1e5) / 1e5];
}

function emptyTally(): CoverageTally {
	return { cellsRun: 0, cellsSplit: 0, cellsCappedAtMinSize: 0, cellsSkipped: 0, coveredShare: 0, placesOutside: 0 };
}

function upgraded(saved: CheckpointV2 | CheckpointV3): SearchCheckpoint {
	if (saved.v === 3) {
		const { query, ...rest } = saved;
		return { ...rest, v: 4, queries: [query] };
	}
	const planned = (c: Cell): PlannedCell => ({ ...c, share: 4 ** -c.depth, owner: null });
	return {
		v: 4,
		queries: [saved.query],
		area: saved.area,
		pending: saved.pending.map(planned),
		active: saved.active.map((s) => ({ ...s, cell: planned(s.cell), points: [] })),
		samples: [],
		tally: emptyTally(),
	};
}

/** Whether a place passes the search's filters (an unrated place fails a minimum rating). */
export function passesFilters(o: Observation, filters: SearchFilters | null): boolean {
	if (!filters) return true;
	if (filters.minRating !== undefined && (o.rating === null || o.rating === undefined || o.rating < filters.minRating)) return false;
	if (filters.skipClosed && (o.businessStatus === "closed_temporarily" || o.businessStatus === "closed_permanently")) return false;
	if (filters.categories?.length) {
		const wanted = new Set(filters.categories.map((c) => c.trim().toLocaleLowerCase()));
		if (!(o.categories ?? []).some((c) => wanted.has(c.trim().toLocaleLowerCase()))) return false;
	}
	return true;
}

/**
 * Gets past a provider's per-query cap by searching the area in cells, several at a time, keeping only
 * places inside the area and each once. Only a cell that hit the cap is split; the places it returned
 * (the provider's best, spread like all of its places) show how densely each part of it is filled, so
 * it is split straight into cells expected to hold under the cap, densest first, rather than probed
 * level by level. Its state is the job's checkpoint, so another worker resumes where this one stopped.
 */
export class CellSearch {
	private checkpoint!: SearchCheckpoint;
	/** places this run has read under each term, and where they are */
	private seenByTerm = new Map<number, SeenPlaces>();
	/** places handed over as results-to-be or left out by the filters, whatever the term: each counts once */
	private handedOver = new Set<string>();
	/** the exact area, when the search names one: cells outside it are skipped, places outside it left out */
	private shape: GeoArea | null;
	/** the term whose turn it is to have a cell: the terms take turns */
	private turn = 0;
	/** the keys each cell under way skipped at its start (this run only: a resumed cell cannot check them) */
	private skippedKeys = new Map<Slot, Set<string>>();
	/** the places each cell under way ranks, best first, as far as read (this run only) */
	private rankedKeys = new Map<Slot, string[]>();
	private cappedTopsByTerm = new Map<number, CappedTops>();
	private stopped = false;
	/** pages requested and not yet handed over: near the end, each may bring the last places wanted */
	private pagesInFlight = 0;
	private pageLanded: (() => void)[] = [];
	/** how many more places are worth fetching for: each one handed over may become a result */
	private wanted: number;

	constructor(
		private ctx: JobContext,
		private pager: CellPager,
		private cellConcurrency: number,
	) {
		this.wanted = ctx.job.maxResults - ctx.job.resultCount;
		this.shape = ctx.job.area;
	}

	private seenOf(term: number): SeenPlaces {
		let seen = this.seenByTerm.get(term);
		if (!seen) this.seenByTerm.set(term, (seen = new Map()));
		return seen;
	}

	private cappedTopsOf(term: number): CappedTops {
		let tops = this.cappedTopsByTerm.get(term);
		if (!tops) this.cappedTopsByTerm.set(term, (tops = new CappedTops()));
		return tops;
	}

	async run(): Promise<void> {
		const saved = this.ctx.job.checkpoint as SearchCheckpoint | CheckpointV3 | CheckpointV2 | null;
		this.checkpoint = saved?.v === 4 ? saved : saved?.v === 3 || saved?.v === 2 ? upgraded(saved) : await this.plan();
		const resumed = this.checkpoint.active.slice();
		const takeNext = (): Slot | null => resumed.shift() ?? this.nextCell();
		// One task per cell; a cell that hits the cap splits into new pending cells as it ends,
		// so the pool is topped up each time a task finishes.
		const running = new Set<Promise<void>>();
		let failure: unknown = null;
		for (;;) {
			while (running.size < this.cellConcurrency && !this.halted()) {
				const slot = takeNext();
				if (!slot) break;
				const task: Promise<void> = this.searchCell(slot)
					.catch((err) => {
						failure ??= err;
						this.stopped = true;
					})
					.finally(() => running.delete(task));
				running.add(task);
			}
			if (!running.size) break;
			await Promise.race(running);
		}
		if (failure) throw failure;
	}

	private halted(): boolean {
		return this.stopped || this.ctx.signal.aborted;
	}

	/**
	 * Once enough places are on their way to fill the search, fetching waits for them
	 * to be written: the search then stops, or (some were results already) goes on for the rest.
	 */
	private async needMore(): Promise<boolean> {
		while (this.wanted <= 0 && !this.halted()) {
			const before = this.wanted;
			const resultCount = await this.ctx.settled();
			if (this.halted()) return false;
			if (this.wanted === before) this.wanted = this.ctx.job.maxResults - (resultCount ?? this.ctx.job.resultCount);
			if (this.wanted <= 0) return false;
		}
		return !this.halted();
	}

	/**
	 * The area: the exact one the search names, else the location's, from the offline gazetteer first,
	 * else the provider's own answer. Each term gets the whole area as its first cell, with its share.
	 */
	private async plan(): Promise<SearchCheckpoint> {
		const { keywords, location, country } = this.ctx.job;
		const share = 1 / keywords.length;
		const checkpoint = (queries: string[], area: Bounds | null, depth: number): SearchCheckpoint => ({
			v: 4,
			queries,
			area,
			active: [],
			samples: [],
			tally: emptyTally(),
			pending: area ? queries.map((_, term) => ({ ...area, depth, share, owner: null, ...(term ? { term } : {}) })) : [],
		});
		if (this.shape) return checkpoint(keywords, boundsOfArea(this.shape), 0);
		if (!location) return checkpoint(keywords, WORLD, MAX_DEPTH);
		const place = findPlace(location, country);
		if (place) return checkpoint(keywords, boundsAround(place.lat, place.lng, place.radiusMeters), 0);
		const queries = keywords.map((k) => `${k} ${location}`);
		const probe = await this.pager.fetchPage(queries[0], { ...WORLD, depth: 0 }, null, () => false);
		const points = probe.places.filter((p) => p.latitude !== null && p.longitude !== null).map((p) => ({ lat: p.latitude!, lng: p.longitude! }));
		return checkpoint(queries, boundsOfPoints(points, 2_000), 0);
	}

	/**
	 * The next cell to search: measuring cells first; a cell expected to hold more than one query
	 * returns is split (unsearched) into its quarters; of the rest, the one expected to bring the most
	 * places not read yet. So the quarters of a cell that hit the cap, whose best places are results
	 * already, wait behind fresh ground: the search may be full before it needs the rest of them.
	 * Cells whose size nothing tells yet wait while a measuring cell is pending or running.
	 */
	private nextCell(): Slot | null {
		const { pending, area, tally, samples } = this.checkpoint;
		for (;;) {
			const best = this.bestPendingCell();
			if (best < 0) return null;
			const [cell] = pending.splice(best, 1);
			if (!touchesArea(area, cell, this.shape)) {
				tally.cellsSkipped++;
				tally.coveredShare += cell.share;
				continue;
			}
			if (!cell.measure && this.tooBigForOneQuery(predictedPlaces(samples, cell) ?? 0) && this.splittable(cell)) {
				pending.push(...quarters(cell));
				continue;
			}
			const slot: Slot = { cell, cursor: null, count: 0, points: [] };
			this.checkpoint.active.push(slot);
			return slot;
		}
	}

	/**
	 * The index of the pending cell to search next: the terms take turns (round robin), and of the term's
	 * cells, measuring cells first, then the one expected to bring the most places not read yet. -1: none.
	 */
	private bestPendingCell(): number {
		const { pending, active, samples } = this.checkpoint;
		const terms = this.checkpoint.queries.length;
		for (let k = 0; k < terms; k++) {
			const term = (this.turn + k) % terms;
			const ofTerm = (c: PlannedCell) => (c.term ?? 0) === term;
			const measuring = pending.some((c) => ofTerm(c) && c.measure) || active.some((s) => ofTerm(s.cell) && s.cell.measure);
			let best = -1;
			let bestScore = -1;
			pending.forEach((cell, i) => {
				if (!ofTerm(cell)) return;
				const predicted = expectedNewPlaces(samples, cell);
				const score = cell.measure ? Infinity : (predicted ?? (measuring ? -1 : 0));
				if (score > bestScore) [best, bestScore] = [i, score];
			});
			if (best >= 0) {
				this.turn = (term + 1) % terms;
				return best;
			}
		}
		return -1;
	}

	/**
	 * Whether a cell expected to hold `predicted` places is split before it is searched. When the cells
	 * left are expected to bring well more places than the search still wants, one of up to twice the
	 * usual size is searched whole: should it hit the cap, its quarters start after the places it
	 * returned (nothing is read twice), and the search may well be full before it needs them.
	 */
	private tooBigForOneQuery(predicted: number): boolean {
		const usual = leafTarget(this.pager.cap);
		if (predicted <= usual) return false;
		if (predicted > 2 * usual) return true;
		const { pending, samples } = this.checkpoint;
		let expected = 0;
		for (const c of pending) expected += expectedNewPlaces(samples, c) ?? 0;
		return expected <= ABUNDANT * this.wanted;
	}

	private splittable = (cell: Cell): boolean => canSplit(cell, MAX_DEPTH, this.pager.minCellMeters);

	private async searchCell(slot: Slot): Promise<void> {
		this.startAfterKnown(slot);
		const skipped = this.skippedKeys.get(slot);
		const ranked = this.rankedKeys.get(slot) ?? [];
		this.rankedKeys.set(slot, ranked);
		const seen = this.seenOf(slot.cell.term ?? 0);
		const seenBefore = (key: string): boolean => {
			if (!seen.has(key)) return false;
			if (skipped?.has(key)) slot.recheck = true;
			const point = seen.get(key);
			if (slot.prefixUntil === undefined) {
				ranked.push(key);
				if (point) slot.points.push(point);
			}
			return true;
		};
		try {
			while (await this.needMore()) {
				const page = await this.fetchPage(slot, seenBefore);
				if (!page) continue;
				const readingPrefix = slot.prefixUntil !== undefined;
				slot.cursor = page.next;
				if (!readingPrefix) slot.count += page.total;
				for (const p of page.places) {
					if (skipped?.has(p.key)) slot.recheck = true;
					if (!readingPrefix) ranked.push(p.key);
					if (p.latitude !== null && p.longitude !== null) slot.points.push(pointOf(p.latitude, p.longitude));
				}
				const done = this.pagingDone(slot, page.next);
				if (done) this.finishCell(slot, slot.count >= this.pager.cap);
				// deliver counts the page against what is wanted before its first await: the waiting pages then see it
				const delivered = this.deliver(page.places, slot.cell.term ?? 0);
				this.wakeWaitingPages();
				await delivered;
				if (done) return;
			}
		} finally {
			this.skippedKeys.delete(slot);
			this.rankedKeys.delete(slot);
		}
	}

	/** One page of the cell, or null when it waited instead: the pages in flight may bring the last places wanted. */
	private async fetchPage(slot: Slot, seen: (key: string) => boolean): Promise<PageResult | null> {
		if (this.pagesInFlight > 0 && this.wanted - this.pagesInFlight * this.pager.pageSize <= 0) {
			await new Promise<void>((resolve) => this.pageLanded.push(resolve));
			return null;
		}
		this.pagesInFlight++;
		try {
			return await this.pager.fetchPage(this.checkpoint.queries[slot.cell.term ?? 0], slot.cell, slot.cursor, seen);
		} catch (err) {
			this.wakeWaitingPages();
			throw err;
		} finally {
			this.pagesInFlight--;
		}
	}

	private wakeWaitingPages(): void {
		for (const resolve of this.pageLanded.splice(0)) resolve();
	}

	/**
	 * A cell not yet searched starts after the places already read inside it, when the pager can start
	 * a page anywhere: they are its best (see known-start.ts), so reading them again would be wasted.
	 */
	private startAfterKnown(slot: Slot): void {
		if (!this.pager.viewportOf || slot.cursor !== null || slot.count > 0) return;
		const term = slot.cell.term ?? 0;
		const known = this.cappedTopsOf(term).leading(this.pager.viewportOf(slot.cell), this.seenOf(term));
		if (!known.size || known.size >= this.pager.cap) return;
		slot.skipped = slot.cursor = slot.count = known.size;
		slot.points.push(...known.values());
		this.skippedKeys.set(slot, new Set(known.keys()));
		this.rankedKeys.set(slot, [...known.keys()]);
	}

	/**
	 * Whether the cell has been read to its end. When its paging started after known places, the
	 * start is read too unless the ranking proved to start with them: none of them came up later. A
	 * cell that ended under the cap then holds exactly its known places before the offset; one at the
	 * cap that cannot be split is read from the start anyway, as a known place may rank past the cap.
	 */
	private pagingDone(slot: Slot, next: Cursor | null): boolean {
		if (slot.prefixUntil !== undefined) return next === null || Number(next) >= slot.prefixUntil;
		if (next !== null) return false;
		if (!slot.skipped) return true;
		const unverifiable = !this.skippedKeys.has(slot) || (slot.count >= this.pager.cap && !this.splittable(slot.cell));
		if (!slot.recheck && !unverifiable) return true;
		slot.prefixUntil = slot.skipped;
		slot.cursor = 0;
		return false;
	}

	/** A cell answered to its end: under the cap it is covered and measures its sample; at the cap it is split (when it still can be). */
	private finishCell(slot: Slot, capped: boolean): void {
		const { active, pending, samples, tally } = this.checkpoint;
		const { cell } = slot;
		active.splice(active.indexOf(slot), 1);
		tally.cellsRun++;
		const owner = cell.owner === null ? null : samples[cell.owner];
		const ownerPoints = owner ? pointsInside(owner, cell) : 0;
		if (!capped) {
			if (owner) recordCovered(owner, ownerPoints, slot.count);
			tally.coveredShare += cell.share;
			return;
		}
		if (owner) recordCapped(owner, ownerPoints, this.pager.cap);
		const ranked = this.rankedKeys.get(slot);
		if (this.pager.viewportOf && ranked && !slot.recheck) this.cappedTopsOf(cell.term ?? 0).add(this.pager.viewportOf(cell), ranked);
		if (!this.splittable(cell)) {
			tally.cellsCappedAtMinSize++;
			return;
		}
		tally.cellsSplit++;
		// It holds more than the cap: at least a quarter more, or what its sample now predicts if that is more.
		const rho = owner ? placesPerPoint(owner) : null;
		const sample: DensitySample = {
			points: slot.points,
			places: 0,
			pointsDone: 0,
			rho: rho === null || !slot.points.length ? null : Math.max(this.pager.cap * 1.25, rho * ownerPoints) / slot.points.length,
		};
		samples.push(sample);
		pending.push(...splitCapped(cell, samples.length - 1, sample, this.splittable));
	}

	/**
	 * Hands the page over in the same synchronous step as the state it changed, so a checkpoint always
	 * matches what was handed over. Places outside the area are left out; those the filters leave out are
	 * handed over as such (stored, never results); a place another term found already goes again, for
	 * its term (never counted twice).
	 */
	private async deliver(places: PagedPlace[], term: number): Promise<void> {
		const seen = this.seenOf(term);
		const multi = this.checkpoint.queries.length > 1;
		const handed: DeliveredPlace[] = [];
		for (const p of places) {
			const known = seen.has(p.key);
			seen.set(p.key, p.latitude !== null && p.longitude !== null ? pointOf(p.latitude, p.longitude) : null);
			if (!this.insideArea(p.latitude, p.longitude)) {
				if (!known) this.checkpoint.tally.placesOutside++;
				continue;
			}
			if (!p.observation) continue;
			const filtered = !passesFilters(p.observation, this.ctx.job.filters);
			const first = !this.handedOver.has(p.key);
			this.handedOver.add(p.key);
			if (first && !filtered) this.wanted--;
			if (filtered && !first) continue;
			handed.push({ observation: p.observation, ...(multi ? { keyword: term } : {}), ...(filtered ? { filtered } : {}) });
		}
		await this.ctx.deliver(handed, () => this.checkpoint);
	}

	private insideArea(lat: number | null, lng: number | null): boolean {
		if (this.shape) return areaContains(this.shape, lat, lng);
		const area = this.checkpoint.area;
		return !area || inside(area, lat, lng);
	}
}
