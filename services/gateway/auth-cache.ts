import { LRUCache } from "lru-cache";
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

	constructor(options: AuthCacheOptions) {
		this.identities = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
		this.unknown = new LRUCache({ max: options.maxEntries, ttl: options.unknownTtlMs });
		this.limits = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
	}

	/** Taken before asking the keys service, and handed back with the answer. */
	keysVersion(): number {
		return this.keysGeneration;
	}

	/** Taken before asking the billing service, and handed back with the answer. */
	limitsVersion(): number {
		return this.limitsGeneration;
	}

	/** The identity, `null` for a key known to be unknown, `undefined` when the cache cannot say. */
	identity(keyHash: string): KeyIdentity | null | undefined {
		const identity = this.identities.get(keyHash);
		if (identity) return identity;
		return this.unknown.get(keyHash) ? null : undefined;
	}

	rememberIdentity(keyHash: string, identity: KeyIdentity | null, askedAt: number): void {
		if (askedAt !== this.keysGeneration) return;
		if (identity) this.identities.set(keyHash, identity);
		else this.unknown.set(keyHash, true);
	}

	limit(accountId: string): number | null {
		return this.limits.get(accountId) ?? null;
	}

	rememberLimit(accountId: string, limit: number, askedAt: number): void {
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
