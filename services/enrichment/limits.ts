/** Concurrency limits and small caches shared by the crawler and the verifier. */

export function sleep(ms: number): Promise<void> {
	return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * At most `size` tasks at once; the others wait, the lowest `priority` first, then in arrival
 * order. The crawler gives each site the order its crawl started in, so a site started
 * earlier finishes before later ones take the slots (its connection stays warm).
 */
export class Semaphore {
	private active = 0;
	private readonly waiting: { priority: number; resume: () => void }[] = [];

	constructor(private readonly size: number) {}

	async run<T>(task: () => Promise<T>, priority = 0): Promise<T> {
		if (this.active >= this.size) await new Promise<void>((resume) => this.enqueue(priority, resume));
		else this.active++;
		try {
			return await task();
		} finally {
			const next = this.waiting.shift();
			if (next) next.resume();
			else this.active--;
		}
	}

	private enqueue(priority: number, resume: () => void): void {
		let lo = 0;
		let hi = this.waiting.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (this.waiting[mid].priority <= priority) lo = mid + 1;
			else hi = mid;
		}
		this.waiting.splice(lo, 0, { priority, resume });
	}

	get inUse(): number {
		return this.active;
	}
}

interface HostLane {
	tail: Promise<void>;
	lastEnd: number;
	pending: number;
	delayMs: number;
}

/**
 * Politeness: one request at a time per host, and `delayMs` between the end of one and
 * the start of the next, whichever crawl (or concurrent action call) asks.
 */
export class HostGate {
	private readonly lanes = new Map<string, HostLane>();

	constructor(private readonly defaultDelayMs: number) {}

	/** A longer pause for one host (robots.txt Crawl-delay). */
	setDelay(host: string, delayMs: number): void {
		this.lane(host).delayMs = Math.max(this.defaultDelayMs, delayMs);
	}

	async run<T>(host: string, task: () => Promise<T>): Promise<T> {
		const lane = this.lane(host);
		const previous = lane.tail;
		let release!: () => void;
		lane.tail = new Promise<void>((resolve) => (release = resolve));
		lane.pending++;
		try {
			await previous;
			if (lane.lastEnd) await sleep(lane.lastEnd + lane.delayMs - Date.now());
			return await task();
		} finally {
			lane.lastEnd = Date.now();
			lane.pending--;
			release();
			if (lane.pending === 0) this.forgetLater(host, lane);
		}
	}

	private lane(host: string): HostLane {
		let lane = this.lanes.get(host);
		if (!lane) this.lanes.set(host, (lane = { tail: Promise.resolve(), lastEnd: 0, pending: 0, delayMs: this.defaultDelayMs }));
		return lane;
	}

	private forgetLater(host: string, lane: HostLane): void {
		setTimeout(() => {
			if (lane.pending === 0 && this.lanes.get(host) === lane) this.lanes.delete(host);
		}, lane.delayMs + 10).unref();
	}
}

/** A bounded map whose entries expire; the oldest entry goes first when it is full. */
export class TtlCache<V> {
	private readonly entries = new Map<string, { value: V; expires: number }>();

	constructor(
		private readonly ttlMs: number,
		private readonly maxEntries = 50_000,
	) {}

	get(key: string): V | undefined {
		const hit = this.entries.get(key);
		if (!hit) return undefined;
		if (hit.expires <= Date.now()) {
			this.entries.delete(key);
			return undefined;
		}
		return hit.value;
	}

	set(key: string, value: V, ttlMs = this.ttlMs): void {
		if (ttlMs <= 0) return;
		this.entries.delete(key);
		if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
		this.entries.set(key, { value, expires: Date.now() + ttlMs });
	}

	delete(key: string): void {
		this.entries.delete(key);
	}

	clear(): void {
		this.entries.clear();
	}
}

export { InFlight } from "../../shared/in-flight";
