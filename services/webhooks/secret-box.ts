import { aesGcmOpen, aesGcmSeal } from "../../shared/aes-gcm";
import { currentConfig, type Config } from "../../shared/config";
import { generatedKeyFile, parse32ByteKey } from "../../shared/key-file";

/**
 * Webhook signing secrets at rest: AES-256-GCM under LEADMAP_SECRET_KEY, bound to their
 * endpoint's id (a sealed secret copied to another row does not open). A database dump
 * without the key holds no secret and cannot sign. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const SEALED = /^v1\.([\w-]{16})\.([\w-]{22})\.([\w-]+)$/;
/** Secrets written before they were encrypted; they are sealed when the service starts. */
export const PLAINTEXT_PREFIX = "whsec_";
export const KEY_FILE_NAME = "webhook-secrets.key";

export class SecretKeyError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "SecretKeyError";
	}
}

/** 32 bytes as 64 hex digits or base64 (standard or url-safe), e.g. `openssl rand -base64 32`. */
export function parseSecretKey(text: string, source: string): Buffer {
	return parse32ByteKey(text, source);
}

/**
 * LEADMAP_SECRET_KEY; without it, in a single process (no TRANSPORTER), a key generated
 * once into `<data dir>/webhook-secrets.key` (0600). Services that run apart must share
 * one key, so there it is required: the webhooks service refuses to start without it.
 */
export function loadSecretKey(config: Config = currentConfig()): Buffer {
	if (config.secretKey) return parseSecretKey(config.secretKey, "LEADMAP_SECRET_KEY");
	if (config.transporter) {
		throw new SecretKeyError("LEADMAP_SECRET_KEY is not set: when services run apart (TRANSPORTER is set) every webhooks instance needs the same key to encrypt webhook signing secrets; generate one with: openssl rand -base64 32");
	}
	return generatedKeyFile(config.dataDir, KEY_FILE_NAME);
}

export class SecretBox {
	constructor(private readonly key: Buffer) {}

	seal(secret: string, endpointId: string): string {
		const { iv, tag, ciphertext } = aesGcmSeal(this.key, Buffer.from(endpointId), Buffer.from(secret, "utf8"));
		return `v1.${iv.toString("base64url")}.${tag.toString("base64url")}.${ciphertext.toString("base64url")}`;
	}

	/** The secret to sign with; a row not yet sealed is read as it is. Throws when the key does not open it. */
	open(stored: string, endpointId: string): string {
		if (stored.startsWith(PLAINTEXT_PREFIX)) return stored;
		const parts = SEALED.exec(stored);
		if (!parts) throw new SecretKeyError("the stored webhook secret is not in a known format");
		try {
			const [iv, tag, ciphertext] = parts.slice(1, 4).map((p) => Buffer.from(p, "base64url"));
			return aesGcmOpen(this.key, Buffer.from(endpointId), { iv, tag, ciphertext }).toString("utf8");
		} catch {
			throw new SecretKeyError("the webhook secret does not open with this LEADMAP_SECRET_KEY (was the key changed?)");
		}
	}
}
