import type { KeyIdentity } from "../keys/keys.service";

const MAX_ENTRIES = 50_000;

/**
 * What a gateway remembers between requests: key → identity, and account → key
 * rate limit. Entries die on `keys.invalidated` / `billing.changed` and after a TTL.
 */
export class AuthCache {
	private keys = new Map<string, { identity: KeyIdentity; expires: number }>();
	private limits = new Map<string, { limit: number; expires: number }>();

	constructor(private ttlMs: number) {}

	identity(key: string): KeyIdentity | null {
		const hit = this.keys.get(key);
		if (!hit) return null;
		if (hit.expires < Date.now()) {
			this.keys.delete(key);
			return null;
		}
		return hit.identity;
	}

	rememberIdentity(key: string, identity: KeyIdentity): void {
		if (this.keys.size >= MAX_ENTRIES) this.keys.clear();
		this.keys.set(key, { identity, expires: Date.now() + this.ttlMs });
	}

	limit(accountId: string): number | null {
		const hit = this.limits.get(accountId);
		return hit && hit.expires >= Date.now() ? hit.limit : null;
	}

	rememberLimit(accountId: string, limit: number): void {
		if (this.limits.size >= MAX_ENTRIES) this.limits.clear();
		this.limits.set(accountId, { limit, expires: Date.now() + this.ttlMs });
	}

	forgetKey(keyId: string): void {
		for (const [key, entry] of this.keys) if (entry.identity.keyId === keyId) this.keys.delete(key);
	}

	forgetAccount(accountId: string): void {
		this.limits.delete(accountId);
	}
}
