import { createHmac, timingSafeEqual } from "node:crypto";
import type { WebhookEvent } from "./types.js";

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const SIGNATURE_HEADER = "X-Leadmap-Signature";

export interface VerifyOptions {
	/** the oldest (or furthest in the future) a signature's `t` may be, in seconds (default 300) */
	toleranceSec?: number;
	/** now, in unix seconds (default: the clock) */
	nowSec?: number;
}

function parseSignatureHeader(header: string): { timestamp: number | null; signatures: string[] } {
	let timestamp: number | null = null;
	const signatures: string[] = [];
	for (const part of header.split(",")) {
		const at = part.indexOf("=");
		const [name, value] = at < 0 ? [part.trim(), ""] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
		if (name === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
		else if (name === "v1" && /^[0-9a-fA-F]{64}$/.test(value)) signatures.push(value);
	}
	return { timestamp, signatures };
}

/**
 * Whether a webhook delivery is genuine: `payload` is the raw body exactly as received (bytes or
 * the same text, never re-serialised JSON), `header` its `X-Leadmap-Signature`, `secret` the
 * endpoint's whole `whsec_…` secret. Recomputes the HMAC-SHA256 of `"<t>.<payload>"` the way
 * Leadmap signs it, compares in constant time, and refuses a `t` outside the tolerance.
 */
export function verifyWebhookSignature(payload: string | Uint8Array, header: string | null | undefined, secret: string, options: VerifyOptions = {}): boolean {
	if (!header || !secret) return false;
	const { timestamp, signatures } = parseSignatureHeader(header);
	const nowSec = options.nowSec ?? Date.now() / 1000;
	if (timestamp === null || Math.abs(nowSec - timestamp) > (options.toleranceSec ?? 300)) return false;
	const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(payload).digest();
	// every candidate is compared, so the time taken says nothing of which one matched
	return signatures.reduce((ok, hex) => timingSafeEqual(Buffer.from(hex, "hex"), expected) || ok, false);
}

/** The event of a verified delivery; throws `WebhookSignatureError` when the signature does not hold. */
export function parseWebhookEvent(payload: string | Uint8Array, header: string | null | undefined, secret: string, options: VerifyOptions = {}): WebhookEvent {
	if (!verifyWebhookSignature(payload, header, secret, options)) throw new WebhookSignatureError();
	const text = typeof payload === "string" ? payload : new TextDecoder().decode(payload);
	return JSON.parse(text) as WebhookEvent;
}

export class WebhookSignatureError extends Error {
	override readonly name = "WebhookSignatureError";
	constructor() {
		super("the webhook's X-Leadmap-Signature does not match its body and secret, or its timestamp is too old");
	}
}
