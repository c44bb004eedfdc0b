import { hkdfSync } from "node:crypto";
import { currentConfig, type Config } from "./config";
import { generatedKeyFile, KeyError, parse32ByteKey } from "./key-file";

/**
 * The server's secret key (LEADMAP_SECRET_KEY): webhook signing secrets are encrypted under
 * it, and idempotent answers are looked up and sealed with keys derived from it. A database
 * dump without it opens neither.
 */

/** Where a single process keeps the key it generated (the name is older than its second use). */
export const KEY_FILE_NAME = "webhook-secrets.key";

export class SecretKeyError extends KeyError {
	constructor(message: string) {
		super(message);
		this.name = "SecretKeyError";
	}
}

/** 32 bytes as 64 hex digits or base64 (standard or url-safe), e.g. `openssl rand -base64 32`. */
export function parseSecretKey(text: string, source: string): Buffer {
	try {
		return parse32ByteKey(text, source);
	} catch (err) {
		throw err instanceof KeyError ? new SecretKeyError(err.message) : err;
	}
}

/**
 * LEADMAP_SECRET_KEY; without it, in a single process (no TRANSPORTER), a key generated
 * once into `<data dir>/webhook-secrets.key` (0600). Services that run apart must share
 * one key, so there it is required: a service that needs it refuses to start without it.
 * `usedFor` ends the message: "every <usedFor>".
 */
export function loadSecretKey(usedFor: string, config: Config = currentConfig()): Buffer {
	if (config.secretKey) return parseSecretKey(config.secretKey, "LEADMAP_SECRET_KEY");
	if (config.transporter) {
		throw new SecretKeyError(
			`LEADMAP_SECRET_KEY is not set: when services run apart (TRANSPORTER is set) every ${usedFor}; generate one with: openssl rand -base64 32`,
		);
	}
	return generatedKeyFile(config.dataDir, KEY_FILE_NAME);
}

/** A 32-byte key for one use of the secret key (HKDF-SHA256), so no two uses share key material. */
export function subkey(secretKey: Buffer, use: string): Buffer {
	return Buffer.from(hkdfSync("sha256", secretKey, Buffer.alloc(0), `leadmap ${use}`, 32));
}
