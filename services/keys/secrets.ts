import { createHash, randomBytes } from "node:crypto";

export const KEY_PREFIX = "lm_live_";
const SECRET_LENGTH = 43;
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 43 base62 characters (~256 bits), drawn without modulo bias. */
export function newSecret(): string {
	let out = "";
	while (out.length < SECRET_LENGTH) {
		for (const byte of randomBytes(64)) {
			if (byte < 248 && out.length < SECRET_LENGTH) out += BASE62[byte % 62];
		}
	}
	return out;
}

/** The secret of a key in the lm_live_ + 43 base62 format, or null for anything else. */
export function splitKey(key: string): string | null {
	if (key.length !== KEY_PREFIX.length + SECRET_LENGTH || !key.startsWith(KEY_PREFIX)) return null;
	const secret = key.slice(KEY_PREFIX.length);
	return /^[0-9A-Za-z]{43}$/.test(secret) ? secret : null;
}

export function hashSecret(secret: string): Buffer {
	return createHash("sha256").update(secret).digest();
}

/**
 * What a key is looked up by, as hex: the SHA-256 the keys service stores. A gateway
 * computes it before any call, so full keys never cross the bus; null for a malformed key.
 */
export function keyHashOf(key: string): string | null {
	const secret = splitKey(key);
	return secret ? hashSecret(secret).toString("hex") : null;
}
