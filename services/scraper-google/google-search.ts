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

	constructor(private ctx: JobContext, private opts: GoogleSearchOptions) {}

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
		const worker = async () => {
			for (let slot = takeNext(); slot && !this.halted(); slot = takeNext()) {
				await this.searchCell(slot);
			}
		};
		// Full cells split into new pending cells while others run: keep launching while work remains.
		const running = new Set<Promise<void>>();
		let failure: unknown = null;
		const launch = () => {
			const p: Promise<void> = worker()
				.catch((err) => {
					failure ??= err;
					this.stopped = true;
				})
				.finally(() => running.delete(p));
			running.add(p);
		};
		for (;;) {
			while (running.size < this.opts.cellConcurrency && (pending.length || resumeActive.length) && !this.halted()) launch();
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
		const probe = await this.fetchPage(query, { ...WORLD, depth: 0 }, 0);
		const points = probe.filter((p) => p.latitude !== null && p.longitude !== null).map((p) => ({ lat: p.latitude!, lng: p.longitude! }));
		const area = boundsOfPoints(points, 2_000);
		if (!area) return { v: 1, query, area: null, pending: [], active: [] };
		return { v: 1, query, area, pending: [{ ...area, depth: 0 }], active: [] };
	}

	private async searchCell(slot: { cell: Cell; offset: number }): Promise<void> {
		const { cell } = slot;
		let inCell = slot.offset;
		while (!this.halted()) {
			const places = await this.fetchPage(this.checkpoint.query, cell, slot.offset);
			const full = places.length >= PAGE_SIZE;
			slot.offset += PAGE_SIZE;
			inCell += places.length;
			const capped = full && slot.offset >= QUERY_CAP;
			const done = !full || capped;
			if (done) this.finishCell(slot, capped && inCell >= QUERY_CAP);
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
			if (area && !inside(area, p.latitude, p.longitude)) continue;
			const o = toObservation(p);
			if (!o || this.seen.has(o.providerBusinessId)) continue;
			this.seen.add(o.providerBusinessId);
			observations.push(o);
		}
		const snapshot = JSON.parse(JSON.stringify(this.checkpoint)) as GoogleCheckpoint;
		await this.ctx.deliver(observations, snapshot);
	}

	private fetchPage(query: string, cell: Cell, offset: number): Promise<GooglePlace[]> {
		const { lat, lng } = centerOf(cell);
		const url = buildSearchUrl(this.opts.baseUrl, {
			query, lang: this.ctx.job.language, country: this.ctx.job.country ?? undefined,
			lat, lng, spanMeters: Math.max(MIN_CELL_METERS, spanMetersOf(cell)), offset, pageSize: PAGE_SIZE,
		});
		return withRetries<GooglePlace[]>(this.opts.retry, this.ctx.signal, async () => {
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
			const page = parseSearchPage(res.body);
			if (page.malformed) return verdict("provider_error", "the answer could not be read");
			return page.places;
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
