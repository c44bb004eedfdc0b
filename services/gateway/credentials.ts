import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { UnauthorizedError } from "../../shared/errors";
import { keyHashOf, type KeyIdentity } from "../keys/keys.contract";

/** The API key a request carries: `Authorization: Bearer <key>`, else `X-Api-Key`; null when neither holds one. */
export function credentialOf(req: IncomingMessage): string | null {
	const auth = req.headers.authorization;
	if (auth) {
		const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
		return m ? m[1] : null;
	}
	const header = req.headers["x-api-key"];
	return typeof header === "string" && header ? header.trim() : null;
}

/**
 * The hash of the key last sent on each connection: a client sends the same key on every
 * request of a keep-alive connection, and hashing it was ~4% of a loaded gateway's CPU.
 * It holds one key per open connection, for as long as the connection lives (the socket
 * holds that request's bytes as long); what the key may do is still asked of the cache and
 * the keys service on every request, so a revoked key stops as before.
 */
const KEY_HASH_ON_CONNECTION = new WeakMap<Socket, { key: string; keyHash: string | null }>();

export function keyHashOnConnection(req: IncomingMessage, key: string): string | null {
	const last = KEY_HASH_ON_CONNECTION.get(req.socket);
	if (last && last.key === key) return last.keyHash;
	const keyHash = keyHashOf(key);
	KEY_HASH_ON_CONNECTION.set(req.socket, { key, keyHash });
	return keyHash;
}

/** A known key that has not expired; else 401. */
export function usableIdentity(identity: KeyIdentity | null): KeyIdentity {
	if (!identity) throw new UnauthorizedError();
	if (identity.expiresAt && Date.parse(identity.expiresAt) <= Date.now()) throw new UnauthorizedError("the key has expired");
	return identity;
}
