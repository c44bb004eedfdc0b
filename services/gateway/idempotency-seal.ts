import { hash, hkdfSync } from "node:crypto";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { aesGcmOpen, aesGcmSeal, IV_BYTES, TAG_BYTES } from "../../shared/aes-gcm";

/**
 * What the idempotency service stores comes from here, and none of it is the client's key
 * or an answer in clear: the key is stored as a hash, the answer sealed (AES-256-GCM) under
 * a key derived from the client's key. A database dump then shows no answer (a new API key,
 * a webhook secret) to whoever does not hold the Idempotency-Key it was sent with.
 */
export interface IdempotencyKeyMaterial {
	/** sha256 of the client's key, hex: what the key is looked up by */
	keyHash: string;
	/** the AES-256 key answers under this Idempotency-Key are sealed with */
	sealKey: Buffer;
}

export function keyMaterial(accountId: string, idempotencyKey: string): IdempotencyKeyMaterial {
	return {
		keyHash: hash("sha256", `leadmap idempotency key\0${idempotencyKey}`, "hex"),
		sealKey: Buffer.from(hkdfSync("sha256", idempotencyKey, accountId, "leadmap idempotent answer", 32)),
	};
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
		iv: bytes.subarray(0, IV_BYTES), tag: bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES), ciphertext: bytes.subarray(IV_BYTES + TAG_BYTES),
	});
	return JSON.parse(inflateRawSync(plain).toString("utf8")) as T;
}
