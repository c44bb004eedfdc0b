import { randomBytes } from "node:crypto";
import { SECRET_LENGTH } from "./keys.contract";

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
