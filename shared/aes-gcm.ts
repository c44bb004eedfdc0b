import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** What AES-256-GCM seals: a fresh 12-byte IV, the authentication tag and the ciphertext. */
export interface Sealed {
	iv: Buffer;
	tag: Buffer;
	ciphertext: Buffer;
}

export const IV_BYTES = 12;
export const TAG_BYTES = 16;

/** Encrypts under a 32-byte key, binding `aad` in: what is opened under other associated data fails. */
export function aesGcmSeal(key: Buffer, aad: Buffer, plain: Buffer): Sealed {
	const iv = randomBytes(IV_BYTES);
	const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(aad);
	const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
	return { iv, tag: cipher.getAuthTag(), ciphertext };
}

/** The plain bytes; throws when the key, the associated data or the bytes are not those sealed. */
export function aesGcmOpen(key: Buffer, aad: Buffer, sealed: Sealed): Buffer {
	const decipher = createDecipheriv("aes-256-gcm", key, sealed.iv).setAAD(aad).setAuthTag(sealed.tag);
	return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}
