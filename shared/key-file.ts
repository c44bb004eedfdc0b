import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** A key that cannot be used (malformed, or missing where it is required): the process must not start on it. */
export class KeyError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "KeyError";
	}
}

/**
 * 32 bytes as 64 hex digits or base64 (standard or url-safe), e.g. `openssl rand -base64 32`.
 * Anything else (a placeholder such as CHANGE_ME, a password) is refused, naming `source`.
 */
export function parse32ByteKey(text: string, source: string): Buffer {
	const value = text.trim();
	if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, "hex");
	if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
		const key = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
		if (key.length === 32) return key;
	}
	throw new KeyError(`${source} must be 32 random bytes written as 64 hex digits or as base64 (generate one with: openssl rand -base64 32)`);
}

/**
 * The key kept in `<dir>/<name>`, generated there (32 random bytes, mode 0600, the folder 0700)
 * the first time: a single process's own key, where no setting gives one.
 */
export function generatedKeyFile(dir: string, name: string): Buffer {
	const file = path.join(dir, name);
	mkdirSync(dir, { recursive: true, mode: 0o700 });
	try {
		// "wx": created once; a process that loses the race reads the winner's key.
		writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
	} catch (err) {
		if ((err as { code?: string }).code !== "EEXIST") throw err;
	}
	return parse32ByteKey(readFileSync(file, "utf8"), file);
}
