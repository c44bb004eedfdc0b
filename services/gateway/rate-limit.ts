import Redis from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface RateDecision {
	allowed: boolean;
	limit: number;
	remaining: number;
	resetSeconds: number;
}

/**
 * One fixed-window budget per key per minute. With Redis every gateway shares the
 * budget; if Redis stops answering, an in-memory limiter keeps the limit per process.
 */
export class KeyRateLimiter {
	private limiters = new Map<number, RateLimiterAbstract>();

	constructor(private redis: Redis | null, private prefix: string) {}

	private limiterFor(limit: number): RateLimiterAbstract {
		let limiter = this.limiters.get(limit);
		if (!limiter) {
			const memory = new RateLimiterMemory({ points: limit, duration: 60 });
			limiter = this.redis
				? new RateLimiterRedis({
					storeClient: this.redis, points: limit, duration: 60,
					keyPrefix: `${this.prefix}rl:${limit}`, insuranceLimiter: memory,
				})
				: memory;
			this.limiters.set(limit, limiter);
		}
		return limiter;
	}

	async consume(keyId: string, limit: number): Promise<RateDecision> {
		try {
			const res = await this.limiterFor(limit).consume(keyId, 1);
			return { allowed: true, limit, remaining: res.remainingPoints, resetSeconds: Math.ceil(res.msBeforeNext / 1000) };
		} catch (rejection) {
			if (!(rejection instanceof RateLimiterRes)) throw rejection;
			return { allowed: false, limit, remaining: 0, resetSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
		}
	}
}
