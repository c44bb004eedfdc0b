import { createHmac, hash, hkdfSync } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { aesGcmOpen, aesGcmSeal, IV_BYTES, TAG_BYTES } from "../../shared/aes-gcm";
import { subkey } from "../../shared/secret-key";

/**
 * What the idempotency service stores comes from here, and none of it is the client's key
 * or an answer in clear: the key is stored as an HMAC under a key derived from the server's
 * LEADMAP_SECRET_KEY, the answer sealed (AES-256-GCM) under a key derived from both the
 * server's key and the client's. A database dump then shows no answer (a new API key, a
 * webhook secret) even to whoever guesses the Idempotency-Key it was sent with.
 */
export interface IdempotencyKeyMaterial {
	/** HMAC-SHA256 of the account and the client's key, hex: what the key is looked up by */
	keyHash: string;
	/** the AES-256 key answers under this Idempotency-Key are sealed with */
	sealKey: Buffer;
}

/** What the server's secret key lends idempotency: one subkey to look keys up by, one to seal answers under. */
export class IdempotencyKeys {
	private readonly lookupKey: Buffer;
	private readonly sealSalt: Buffer;

	constructor(secretKey: Buffer) {
		this.lookupKey = subkey(secretKey, "idempotency lookup");
		this.sealSalt = subkey(secretKey, "idempotency seal");
	}

	material(accountId: string, idempotencyKey: string): IdempotencyKeyMaterial {
		return {
			keyHash: createHmac("sha256", this.lookupKey).update(`${accountId}\0${idempotencyKey}`).digest("hex"),
			// HKDF's extract step is an HMAC keyed by the salt: without the server's key no guess of the client's opens an answer.
			sealKey: Buffer.from(hkdfSync("sha256", idempotencyKey, this.sealSalt, `leadmap idempotent answer\0${accountId}`, 32)),
		};
	}
}

function sortedKeys(_key: string, value: unknown): unknown {
	if (!value || typeof value !== "object" || Array.isArray(value)) return value;
	return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The same request, whatever the order of its JSON members: sha256 hex of method, path, API key, query and body. */
export function requestFingerprint(parts: { method: string; path: string; keyId: string; query: unknown; body: unknown }): string {
	const canonical = JSON.stringify([parts.method, parts.path, parts.keyId, parts.query ?? null, parts.body ?? null], sortedKeys);
	return hash("sha256", canonical, "hex");
}

/** base64 of iv, tag and the deflated JSON encrypted; the fingerprint is bound in as associated data. */
export function seal(value: unknown, sealKey: Buffer, fingerprint: string): string {
	const { iv, tag, ciphertext } = aesGcmSeal(sealKey, Buffer.from(fingerprint, "hex"), deflateRawSync(JSON.stringify(value)));
	return Buffer.concat([iv, tag, ciphertext]).toString("base64");
}

export function unseal<T>(sealedBase64: string, sealKey: Buffer, fingerprint: string): T {
	const bytes = Buffer.from(sealedBase64, "base64");
	const plain = aesGcmOpen(sealKey, Buffer.from(fingerprint, "hex"), {
		iv: bytes.subarray(0, IV_BYTES),
		tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES),
		ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
	});
	return JSON.parse(inflateRawSync(plain).toString("utf8")) as T;
}
