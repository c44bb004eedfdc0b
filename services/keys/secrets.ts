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

export function splitKey(key: string): string | null {
	if (!key.startsWith(KEY_PREFIX)) return null;
	const secret = key.slice(KEY_PREFIX.length);
	return /^[0-9A-Za-z]{43}$/.test(secret) ? secret : null;
}

export function hashSecret(secret: string): Buffer {
	return createHash("sha256").update(secret).digest();
}
