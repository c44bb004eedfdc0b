import type { Observation } from "../../shared/business";
import { buildSearchUrl, detectBlock, parseSearchPage, type GooglePlace } from "../../shared/providers/google";
import { boundsAround, boundsOfPoints, centerOf, inside, spanMetersOf, splitCell, type Bounds, type Cell } from "../../shared/scraping/area";
import { findPlace } from "../../shared/scraping/gazetteer";
import type { ProviderHttp } from "../../shared/scraping/provider-http";
import { ProviderUnreachableError } from "../../shared/scraping/provider-http";
import { withRetries, type RetryPolicy, type RetryVerdict } from "../../shared/scraping/retry";
import type { JobContext } from "../../shared/scraping/worker";

const PAGE_SIZE = 20;
/** Google answers at most about 120 places per query and viewport. */
const QUERY_CAP = 120;
const MIN_CELL_METERS = 300;
const MAX_DEPTH = 8;
const EARLY_SPLIT_DEPTH = 4;
const WORLD: Bounds = { south: -60, north: 75, west: -180, east: 180 };

export interface GoogleSearchOptions {
	baseUrl: string;
	http: ProviderHttp;
	retry: RetryPolicy;
	/** cells searched at once (pages of one cell go in order) */
	cellConcurrency: number;
}

/** Where a job stands: what is left, and how far each cell under way has been delivered. */
export interface GoogleCheckpoint {
	v: 1;
	query: string;
	area: Bounds | null;
	pending: Cell[];
	active: { cell: Cell; offset: number }[];
}

export function toObservation(p: GooglePlace): Observation | null {
	const id = p.cid ?? p.placeId;
	if (!id) return null;
	return {
		provider: "google", providerBusinessId: id, cid: p.cid, placeId: p.placeId, name: p.name,
		fullAddress: p.fullAddress, street: p.street, locality: p.locality, postalCode: p.postalCode, region: p.region,
		country: p.countryCode && /^[A-Za-z]{2}$/.test(p.countryCode) ? p.countryCode.toUpperCase() : null,
		categories: p.categories, rating: p.rating, reviewCount: p.reviewCount, phone: p.phone, website: p.website,
		latitude: p.latitude, longitude: p.longitude,
		details: { openingHours: p.openingHours, businessStatus: p.businessStatus, description: p.description, timezone: p.timezone, featureId: p.featureId, borough: p.borough },
	};
}

export class GoogleSearch {
	private checkpoint!: GoogleCheckpoint;
	private seen = new Set<string>();
	private stopped = false;
	/** how many more places are worth fetching for: each one handed over may become a result */
	private wanted: number;

	constructor(private ctx: JobContext, private opts: GoogleSearchOptions) {
		this.wanted = ctx.job.maxResults - ctx.job.resultCount;
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

	async run(): Promise<void> {
		this.checkpoint = (this.ctx.job.checkpoint as GoogleCheckpoint | null) ?? (await this.plan());
		const { pending, active } = this.checkpoint;
		const workers: Promise<void>[] = [];
		const resumeActive = active.splice(0);
		for (const a of resumeActive) this.checkpoint.active.push(a);
		const takeNext = (): { cell: Cell; offset: number } | null => {
			const resumed = resumeActive.shift();
			if (resumed) return resumed;
			const cell = pending.shift();
			if (!cell) return null;
			const slot = { cell, offset: 0 };
			this.checkpoint.active.push(slot);
			return slot;
		};
		// One task per cell; a cell that hits the cap splits into new pending cells as it ends,
		// so the pool is topped up each time a task finishes.
		const running = new Set<Promise<void>>();
		let failure: unknown = null;
		const launch = (slot: { cell: Cell; offset: number }) => {
			const p: Promise<void> = this.searchCell(slot)
				.catch((err) => {
					failure ??= err;
					this.stopped = true;
				})
				.finally(() => running.delete(p));
			running.add(p);
		};
		for (;;) {
			while (running.size < this.opts.cellConcurrency && !this.halted()) {
				const slot = takeNext();
				if (!slot) break;
				launch(slot);
			}
			if (!running.size) break;
			await Promise.race(running);
		}
		if (failure) throw failure;
	}

	private halted(): boolean {
		return this.stopped || this.ctx.signal.aborted;
	}

	/** The area from the location: the offline gazetteer first, else the provider's own answer. */
	private async plan(): Promise<GoogleCheckpoint> {
		const { keyword, location, country } = this.ctx.job;
		if (!location) {
			return { v: 1, query: keyword, area: null, pending: [{ ...WORLD, depth: MAX_DEPTH }], active: [] };
		}
		const place = findPlace(location, country);
		if (place) {
			const area = boundsAround(place.lat, place.lng, place.radiusMeters);
			return { v: 1, query: keyword, area, pending: [{ ...area, depth: 0 }], active: [] };
		}
		const query = `${keyword} ${location}`;
		const probe = (await this.fetchPage(query, { ...WORLD, depth: 0 }, 0)).places;
		const points = probe.filter((p) => p.latitude !== null && p.longitude !== null).map((p) => ({ lat: p.latitude!, lng: p.longitude! }));
		const area = boundsOfPoints(points, 2_000);
		if (!area) return { v: 1, query, area: null, pending: [], active: [] };
		return { v: 1, query, area, pending: [{ ...area, depth: 0 }], active: [] };
	}

	private async searchCell(slot: { cell: Cell; offset: number }): Promise<void> {
		const { cell } = slot;
		let inCell = slot.offset;
		while (await this.needMore()) {
			const { places, total } = await this.fetchPage(this.checkpoint.query, cell, slot.offset);
			const full = total >= PAGE_SIZE;
			slot.offset += PAGE_SIZE;
			inCell += total;
			const capped = full && slot.offset >= QUERY_CAP;
			// A wide cell whose first page is full, in a search that wants more than one query can give,
			// is split at once: its quarters would fetch its next five pages again anyway.
			const splitEarly = full && slot.offset === PAGE_SIZE && cell.depth < EARLY_SPLIT_DEPTH && this.ctx.job.maxResults > QUERY_CAP;
			const done = !full || capped || splitEarly;
			if (done) this.finishCell(slot, splitEarly || (capped && inCell >= QUERY_CAP));
			await this.deliver(places);
			if (done) return;
		}
	}

	/** A cell that hit the cap hides more places: search its quarters too. */
	private finishCell(slot: { cell: Cell; offset: number }, hitCap: boolean): void {
		const { active, pending } = this.checkpoint;
		active.splice(active.indexOf(slot), 1);
		if (hitCap && slot.cell.depth < MAX_DEPTH && spanMetersOf(slot.cell) / 2 >= MIN_CELL_METERS) pending.push(...splitCell(slot.cell));
	}

	private async deliver(places: GooglePlace[]): Promise<void> {
		const area = this.checkpoint.area;
		const observations: Observation[] = [];
		for (const p of places) {
			if (p.featureId) this.seen.add(p.featureId);
			if (area && !inside(area, p.latitude, p.longitude)) continue;
			const o = toObservation(p);
			if (o) observations.push(o);
		}
		this.wanted -= observations.length;
		await this.ctx.deliver(observations, () => this.checkpoint);
	}

	/** Places this run has already read (by feature id) are counted but not parsed again. */
	private fetchPage(query: string, cell: Cell, offset: number): Promise<{ places: GooglePlace[]; total: number }> {
		const { lat, lng } = centerOf(cell);
		const url = buildSearchUrl(this.opts.baseUrl, {
			query, lang: this.ctx.job.language, country: this.ctx.job.country ?? undefined,
			lat, lng, spanMeters: Math.max(MIN_CELL_METERS, spanMetersOf(cell)), offset, pageSize: PAGE_SIZE,
		});
		return withRetries<{ places: GooglePlace[]; total: number }>(this.opts.retry, this.ctx.signal, async () => {
			let res;
			try {
				res = await this.opts.http.fetch(url, { signal: this.ctx.signal });
			} catch (err) {
				if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
				throw err;
			}
			const block = detectBlock(res.status, res.headers, res.body);
			if (block === "rate_limited") return verdict("provider_blocked", "429 from the provider", false, retryAfterMs(res.headers["retry-after"]));
			if (block) return verdict("provider_blocked", `${block} page`, true);
			if (res.status >= 500) return verdict("provider_error", `HTTP ${res.status}`);
			if (res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
			const page = parseSearchPage(res.body, (fid) => this.seen.has(fid));
			if (page.malformed) return verdict("provider_error", "the answer could not be read");
			return page;
		}, (v) => {
			if (v.rotateProxy) this.opts.http.rotate();
			this.ctx.logger.debug(`google: ${v.reason}; retrying`);
		});
	}
}

function verdict(code: RetryVerdict["code"], reason: string, rotateProxy = false, retryAfter?: number): RetryVerdict {
	return { retry: true, code, reason, rotateProxy, retryAfterMs: retryAfter };
}

function retryAfterMs(value: string | string[] | undefined): number | undefined {
	const v = Array.isArray(value) ? value[0] : value;
	const seconds = Number(v);
	return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 120) * 1000 : undefined;
}
