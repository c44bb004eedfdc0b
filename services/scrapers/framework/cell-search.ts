import type { Provider } from "../../../shared/business";
import type { Observation } from "../../dataset/dataset.contract";
import { boundsAround, boundsOfPoints, inside, spanMetersOf, splitCell, type Bounds, type Cell } from "./area";
import { findPlace } from "./gazetteer";
import { currentConfig } from "../../../shared/config";
import type { JobContext } from "./worker";

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
	fetchPage(query: string, cell: Cell, cursor: Cursor | null, seen: (key: string) => boolean): Promise<PageResult>;
}

/** Where a job stands: what is left, and how far each cell under way has been delivered. */
export interface SearchCheckpoint {
	v: 2;
	query: string;
	/** the area the search covers (null: the whole world); a search quote reads it back as the location's area (searches/quote.ts) */
	area: Bounds | null;
	pending: Cell[];
	active: Slot[];
}

interface Slot {
	cell: Cell;
	cursor: Cursor | null;
	/** places this cell has returned so far */
	count: number;
}

const MAX_DEPTH = 8;
/** Above this depth a cell whose first page is full is split at once: its quarters would fetch its next pages again. */
const EARLY_SPLIT_DEPTH = 4;
const WORLD: Bounds = { south: -60, north: 75, west: -180, east: 180 };

/**
 * Gets past a provider's per-query cap by searching the area in cells, splitting
 * in four every cell that hit the cap (adaptive quad split), several cells at a
 * time, keeping only places inside the area and each once. Its state is the
 * job's checkpoint, so another worker resumes where this one stopped.
 */
export class CellSearch {
	private checkpoint!: SearchCheckpoint;
	private seen = new Set<string>();
	private stopped = false;
	/** how many more places are worth fetching for: each one handed over may become a result */
	private wanted: number;

	constructor(private ctx: JobContext, private pager: CellPager, private cellConcurrency: number) {
		this.wanted = ctx.job.maxResults - ctx.job.resultCount;
	}

	async run(): Promise<void> {
		const saved = this.ctx.job.checkpoint as SearchCheckpoint | null;
		this.checkpoint = saved?.v === 2 ? saved : await this.plan();
		const { pending } = this.checkpoint;
		const resumed = this.checkpoint.active.slice();
		const takeNext = (): Slot | null => {
			const slot = resumed.shift();
			if (slot) return slot;
			const cell = pending.shift();
			if (!cell) return null;
			const fresh: Slot = { cell, cursor: null, count: 0 };
			this.checkpoint.active.push(fresh);
			return fresh;
		};
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

	/** The area from the location: the offline gazetteer first, else the provider's own answer. */
	private async plan(): Promise<SearchCheckpoint> {
		const { keyword, location, country } = this.ctx.job;
		const checkpoint = (query: string, area: Bounds | null, pending: Cell[]): SearchCheckpoint => ({ v: 2, query, area, pending, active: [] });
		if (!location) return checkpoint(keyword, null, [{ ...WORLD, depth: MAX_DEPTH }]);
		const place = findPlace(location, country);
		if (place) {
			const area = boundsAround(place.lat, place.lng, place.radiusMeters);
			return checkpoint(keyword, area, [{ ...area, depth: 0 }]);
		}
		const query = `${keyword} ${location}`;
		const probe = await this.pager.fetchPage(query, { ...WORLD, depth: 0 }, null, () => false);
		const points = probe.places.filter((p) => p.latitude !== null && p.longitude !== null).map((p) => ({ lat: p.latitude!, lng: p.longitude! }));
		const area = boundsOfPoints(points, 2_000);
		return checkpoint(query, area, area ? [{ ...area, depth: 0 }] : []);
	}

	private async searchCell(slot: Slot): Promise<void> {
		const { cell } = slot;
		while (await this.needMore()) {
			const page = await this.pager.fetchPage(this.checkpoint.query, cell, slot.cursor, (key) => this.seen.has(key));
			const first = slot.cursor === null;
			slot.cursor = page.next;
			slot.count += page.total;
			const full = page.total >= this.pager.pageSize;
			const splitEarly = first && full && page.next !== null && cell.depth < EARLY_SPLIT_DEPTH && this.ctx.job.maxResults > this.pager.cap;
			const done = page.next === null || splitEarly;
			if (done) this.finishCell(slot, splitEarly || slot.count >= this.pager.cap);
			await this.deliver(page.places);
			if (done) return;
		}
	}

	/** A cell that hit the cap hides more places: search its quarters too. */
	private finishCell(slot: Slot, split: boolean): void {
		const { active, pending } = this.checkpoint;
		active.splice(active.indexOf(slot), 1);
		if (split && slot.cell.depth < MAX_DEPTH && spanMetersOf(slot.cell) / 2 >= this.pager.minCellMeters) pending.push(...splitCell(slot.cell));
	}

	/** Hands the page over in the same synchronous step as the state it changed, so a checkpoint always matches what was handed over. */
	private async deliver(places: PagedPlace[]): Promise<void> {
		const area = this.checkpoint.area;
		const observations: Observation[] = [];
		for (const p of places) {
			this.seen.add(p.key);
			if (area && !inside(area, p.latitude, p.longitude)) continue;
			if (p.observation) observations.push(p.observation);
		}
		this.wanted -= observations.length;
		await this.ctx.deliver(observations, () => this.checkpoint);
	}
}
