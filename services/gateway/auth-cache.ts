import { LRUCache } from "lru-cache";
import { InFlight } from "../../shared/in-flight";
import type { KeyIdentity } from "../keys/keys.contract";

export interface AuthCacheOptions {
	/** most entries of each map; the least recently used goes first */
	maxEntries: number;
	identityTtlMs: number;
	/** how long a key the keys service did not know stays refused without asking again */
	unknownTtlMs: number;
}

/**
 * What a gateway remembers between requests, by key hash (never the key): its identity
 * or that it is unknown, and each account's key rate limit. Entries die after a TTL, and
 * on `keys.invalidated` / `billing.changed`: a revoked or disabled key stops at once,
 * and a key enabled again is not held back by an "unknown" entry.
 */
export class AuthCache {
	private identities: LRUCache<string, KeyIdentity>;
	private unknown: LRUCache<string, true>;
	private limits: LRUCache<string, number>;
	/** bumped by every invalidation: an answer asked for before it is not kept */
	private keysGeneration = 0;
	private limitsGeneration = 0;
	/** questions in flight, by generation and key: an ask an invalidation overtook is not joined */
	private readonly identityAsks = new InFlight<KeyIdentity | null>();
	private readonly limitAsks = new InFlight<number>();

	constructor(options: AuthCacheOptions) {
		this.identities = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
		this.unknown = new LRUCache({ max: options.maxEntries, ttl: options.unknownTtlMs });
		this.limits = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
	}

	/** The keys service's answer for a key the cache cannot say, asked once for the requests that miss together, and kept. */
	askIdentity(keyHash: string, ask: () => Promise<KeyIdentity | null>): Promise<KeyIdentity | null> {
		const askedAt = this.keysGeneration;
		return this.identityAsks.run(`${askedAt}\u0000${keyHash}`, async () => {
			const identity = await ask();
			this.rememberIdentity(keyHash, identity, askedAt);
			return identity;
		});
	}

	/** The billing service's rate limit for an account, asked once for the requests that miss together, and kept. */
	askLimit(accountId: string, ask: () => Promise<number>): Promise<number> {
		const askedAt = this.limitsGeneration;
		return this.limitAsks.run(`${askedAt}\u0000${accountId}`, async () => {
			const limit = await ask();
			this.rememberLimit(accountId, limit, askedAt);
			return limit;
		});
	}

	/** The identity, `null` for a key known to be unknown, `undefined` when the cache cannot say. */
	identity(keyHash: string): KeyIdentity | null | undefined {
		const identity = this.identities.get(keyHash);
		if (identity) return identity;
		return this.unknown.get(keyHash) ? null : undefined;
	}

	private rememberIdentity(keyHash: string, identity: KeyIdentity | null, askedAt: number): void {
		if (askedAt !== this.keysGeneration) return;
		if (identity) this.identities.set(keyHash, identity);
		else this.unknown.set(keyHash, true);
	}

	limit(accountId: string): number | null {
		return this.limits.get(accountId) ?? null;
	}

	private rememberLimit(accountId: string, limit: number, askedAt: number): void {
		if (askedAt === this.limitsGeneration) this.limits.set(accountId, limit);
	}

	forgetKey(keyId: string): void {
		this.keysGeneration++;
		for (const [keyHash, identity] of this.identities.entries()) if (identity.keyId === keyId) this.identities.delete(keyHash);
		this.unknown.clear();
	}

	forgetAccount(accountId: string): void {
		this.limitsGeneration++;
		this.limits.delete(accountId);
	}
}
