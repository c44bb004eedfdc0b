import { hkdfSync, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { currentConfig, type Config } from "./config";

/**
 * The server's secret key (LEADMAP_SECRET_KEY): webhook signing secrets are encrypted under
 * it, and idempotent answers are looked up and sealed with keys derived from it. A database
 * dump without it opens neither.
 */

/** Where a single process keeps the key it generated (the name is older than its second use). */
export const KEY_FILE_NAME = "webhook-secrets.key";

export class SecretKeyError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "SecretKeyError";
	}
}

/** 32 bytes as 64 hex digits or base64 (standard or url-safe), e.g. `openssl rand -base64 32`. */
export function parseSecretKey(text: string, source: string): Buffer {
	const value = text.trim();
	if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
	if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
		const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
		if (key.length === 32) return key;
	}
	throw new SecretKeyError(`${source} must be 32 random bytes written as 64 hex digits or as base64 (generate one with: openssl rand -base64 32)`);
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
		throw new SecretKeyError(`LEADMAP_SECRET_KEY is not set: when services run apart (TRANSPORTER is set) every ${usedFor}; generate one with: openssl rand -base64 32`);
	}
	const file = path.join(config.dataDir, KEY_FILE_NAME);
	mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
	try {
		// "wx": created once; a process that loses the race reads the winner's key.
		writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
	} catch (err) {
		if ((err as { code?: string }).code !== "EEXIST") throw err;
	}
	return parseSecretKey(readFileSync(file, "utf8"), file);
}

/** A 32-byte key for one use of the secret key (HKDF-SHA256), so no two uses share key material. */
export function subkey(secretKey: Buffer, use: string): Buffer {
	return Buffer.from(hkdfSync("sha256", secretKey, Buffer.alloc(0), `leadmap ${use}`, 32));
}
