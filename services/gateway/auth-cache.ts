import { LRUCache } from "lru-cache";
import type { KeyIdentity } from "../keys/keys.contract";

/** A question to another service in flight, asked at a generation of the cache. */
interface Ask<T> {
	generation: number;
	answer: Promise<T>;
}

/**
 * The answer to `ask` for `key`, shared by every caller that asks while it is in flight at the
 * same generation (the requests that miss the cache together, each time an entry expires); an
 * ask an invalidation overtook is not joined. `remember` is given each answer.
 */
function askedOnce<T>(asks: Map<string, Ask<T>>, key: string, generation: number, ask: () => Promise<T>, remember: (value: T) => void): Promise<T> {
	const pending = asks.get(key);
	if (pending?.generation === generation) return pending.answer;
	const settled = () => {
		if (asks.get(key)?.answer === answer) asks.delete(key);
	};
	const answer = ask().then(
		(value) => {
			settled();
			remember(value);
			return value;
		},
		(err: unknown) => {
			settled();
			throw err;
		},
	);
	asks.set(key, { generation, answer });
	return answer;
}

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
	private readonly identityAsks = new Map<string, Ask<KeyIdentity | null>>();
	private readonly limitAsks = new Map<string, Ask<number>>();

	constructor(options: AuthCacheOptions) {
		this.identities = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
		this.unknown = new LRUCache({ max: options.maxEntries, ttl: options.unknownTtlMs });
		this.limits = new LRUCache({ max: options.maxEntries, ttl: options.identityTtlMs });
	}

	/** The keys service's answer for a key the cache cannot say, asked once for the requests that miss together, and kept. */
	askIdentity(keyHash: string, ask: () => Promise<KeyIdentity | null>): Promise<KeyIdentity | null> {
		const askedAt = this.keysGeneration;
		return askedOnce(this.identityAsks, keyHash, askedAt, ask, (identity) => this.rememberIdentity(keyHash, identity, askedAt));
	}

	/** The billing service's rate limit for an account, asked once for the requests that miss together, and kept. */
	askLimit(accountId: string, ask: () => Promise<number>): Promise<number> {
		const askedAt = this.limitsGeneration;
		return askedOnce(this.limitAsks, accountId, askedAt, ask, (limit) => this.rememberLimit(accountId, limit, askedAt));
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
