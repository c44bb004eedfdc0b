import { aesGcmOpen, aesGcmSeal } from "../../shared/aes-gcm";
import { SecretKeyError } from "../../shared/secret-key";

/**
 * Webhook signing secrets at rest: AES-256-GCM under LEADMAP_SECRET_KEY, bound to their
 * endpoint's id (a sealed secret copied to another row does not open). A database dump
 * without the key holds no secret and cannot sign. Format: `v1.<iv>.<tag>.<ciphertext>` (base64url).
 */

const SEALED = /^v1\.([\w-]{16})\.([\w-]{22})\.([\w-]+)$/;
/** Secrets written before they were encrypted; they are sealed when the service starts. */
export const PLAINTEXT_PREFIX = "whsec_";

/** What the webhooks service says when services run apart without LEADMAP_SECRET_KEY. */
export const WEBHOOKS_KEY_USE = "webhooks instance needs the same key to encrypt webhook signing secrets";

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
