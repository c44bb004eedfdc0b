import type Redis from "ioredis";

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	resetSeconds: number;
}

const WINDOW_MS = 60_000;
/** A gateway takes at most this share of what is left of a key's minute at a time (at least 1 unit)... */
const BLOCK_SHARE = 64;
/** ...and at most this many units. */
const MAX_BLOCK = 100;
/** Past this many keys, windows that have ended are dropped. */
const SWEEP_ABOVE = 10_000;

/**
 * Takes up to a block of units of a key's window in one step: what is left over the block
 * share (1 when under BLOCK_SHARE are left), never more than is left, so the blocks all
 * gateways take never add up to more than the limit. Answers [taken, used after, ms to reset].
 */
const RESERVE_SCRIPT = `
local limit = tonumber(ARGV[1])
local ttl = redis.call('pttl', KEYS[1])
local used = 0
if ttl > 0 then used = tonumber(redis.call('get', KEYS[1]) or '0') else ttl = tonumber(ARGV[2]) end
local left = limit - used
if left <= 0 then return {0, used, ttl} end
local take = math.max(1, math.min(tonumber(ARGV[3]), math.floor(left / tonumber(ARGV[4]))))
if used == 0 then
	redis.call('set', KEYS[1], take, 'PX', ttl)
else
	redis.call('incrby', KEYS[1], take)
end
return {take, used + take, ttl}
`;

type ReservingRedis = Redis & {
	leadmapReserve(key: string, limit: number, windowMs: number, maxBlock: number, share: number): Promise<[number, number, number]>;
};

/** This gateway's part of one key's window. */
interface KeyWindow {
	limit: number;
	/** local clock */
	resetAt: number;
	/** units reserved here and not used yet */
	held: number;
	/** units of the window no gateway had reserved at this gateway's last reservation */
	unreserved: number;
	reserving: Promise<void> | null;
}

/** One key's requests in its current minute, counted in this process. */
interface LocalCount {
	used: number;
	/** local clock */
	resetAt: number;
}

/**
 * One fixed-window budget per key per minute. With Redis every gateway shares the budget
 * and takes it in blocks (one Redis call for up to MAX_BLOCK requests, counted locally),
 * so the sum of what all gateways allow never exceeds the limit; a unit a gateway holds
 * when the window ends is lost, so under a key's full limit over several gateways a 429
 * may come that many requests early. X-RateLimit-Remaining is what no gateway had reserved
 * at this gateway's last reservation plus what it still holds: exact with one gateway.
 * If Redis stops answering, an in-memory limiter keeps the limit per process.
 */
export class KeyRateLimiter {
	/** by `limit:key`: each key's count in its current minute, when Redis is not there to share it */
	private readonly local = new Map<string, LocalCount>();
	private readonly windows = new Map<string, KeyWindow>();
	private readonly redis: ReservingRedis | null;

	/** `onLocal`: told of each request counted in memory because Redis did not answer. */
	constructor(
		redis: Redis | null,
		private readonly prefix: string,
		private readonly onLocal: () => void = () => undefined,
	) {
		if (redis) redis.defineCommand("leadmapReserve", { numberOfKeys: 1, lua: RESERVE_SCRIPT });
		this.redis = redis as ReservingRedis | null;
	}

	/** At once when this gateway holds units of the key's window (or knows none are left), else once it has reserved a block. */
	consume(keyId: string, limit: number): RateDecision | Promise<RateDecision> {
		if (!this.redis) return this.consumeInMemory(keyId, limit);
		const window = this.windowOf(keyId, limit);
		return this.decideFromHeld(window, limit) ?? this.consumeAfterReserving(keyId, limit, window);
	}

	/** null: the window has ended or not begun here, and units are left to reserve. */
	private decideFromHeld(window: KeyWindow, limit: number): RateDecision | null {
		const now = Date.now();
		if (window.resetAt <= now) return null;
		const resetSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
		if (window.held > 0) {
			window.held--;
			return { allowed: true, limit, remaining: window.unreserved + window.held, resetSeconds };
		}
		// Nothing left to reserve: no gateway gets more of this window until it ends.
		if (window.unreserved <= 0) return { allowed: false, limit, remaining: 0, resetSeconds };
		return null;
	}

	private async consumeAfterReserving(keyId: string, limit: number, first: KeyWindow): Promise<RateDecision> {
		for (let window = first; ;) {
			window.reserving ??= this.reserve(keyId, window).finally(() => {
				window.reserving = null;
			});
			try {
				await window.reserving;
			} catch {
				this.onLocal();
				return this.consumeInMemory(keyId, limit);
			}
			window = this.windowOf(keyId, limit);
			const decision = this.decideFromHeld(window, limit);
			if (decision) return decision;
		}
	}

	/** The key's current window here; a new one once it has ended or the key's limit changed (a limit counts in a window of its own). */
	private windowOf(keyId: string, limit: number): KeyWindow {
		let window = this.windows.get(keyId);
		if (window && (window.reserving || (window.limit === limit && window.resetAt > Date.now()))) return window;
		window = { limit, resetAt: 0, held: 0, unreserved: limit, reserving: null };
		this.windows.set(keyId, window);
		if (this.windows.size > SWEEP_ABOVE) this.sweep();
		return window;
	}

	/** Called with nothing held: the block taken replaces it. */
	private async reserve(keyId: string, window: KeyWindow): Promise<void> {
		const [taken, used, ttl] = await this.redis!.leadmapReserve(`${this.prefix}rl:${window.limit}:${keyId}`, window.limit, WINDOW_MS, MAX_BLOCK, BLOCK_SHARE);
		window.held = taken;
		window.unreserved = window.limit - used;
		window.resetAt = Date.now() + ttl;
	}

	private sweep(): void {
		const now = Date.now();
		for (const [keyId, window] of this.windows) if (window.resetAt <= now && !window.reserving) this.windows.delete(keyId);
	}

	/** Without Redis (or while it does not answer): each key's minute counted here; a changed limit counts in a window of its own. */
	private consumeInMemory(keyId: string, limit: number): RateDecision {
		const now = Date.now();
		const id = `${limit}:${keyId}`;
		let window = this.local.get(id);
		if (!window || window.resetAt <= now) {
			window = { used: 0, resetAt: now + WINDOW_MS };
			this.local.set(id, window);
			if (this.local.size > SWEEP_ABOVE) this.sweepLocal(now);
		}
		window.used++;
		const resetSeconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
		if (window.used > limit) return { allowed: false, limit, remaining: 0, resetSeconds };
		return { allowed: true, limit, remaining: limit - window.used, resetSeconds };
	}

	private sweepLocal(now: number): void {
		for (const [id, window] of this.local) if (window.resetAt <= now) this.local.delete(id);
	}
}
