import { createHmac, randomBytes } from "node:crypto";
import { allowPrivateTargets } from "../../shared/net/ip-policy";
import { parseRetryAfterMs } from "../../shared/net/retry-after";
import { extraTrustedCas, OutboundRequestError, safeRequest, UnsafeTargetError } from "../../shared/net/ssrf";
import { DELIVERY_HEADER, EVENT_HEADER, MAX_ATTEMPTS, SIGNATURE_HEADER } from "./webhooks.contract";

export { DELIVERY_HEADER, EVENT_HEADER, MAX_ATTEMPTS, SIGNATURE_HEADER };
/** The answer is not used; reading a little of it lets the connection be reused. */
const MAX_ANSWER_BYTES = 16 * 1024;
const USER_AGENT = "Leadmap-Webhooks/1";

export function newSecret(): string {
	return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the whole secret string. */
export function signatureHeader(secret: string, body: string, unixSeconds = Math.floor(Date.now() / 1000)): string {
	const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
	return `t=${unixSeconds},v1=${v1}`;
}

export function eventBody(e: { id: string; type: string; createdAt: string; data: unknown }): string {
	return JSON.stringify({ id: e.id, type: e.type, createdAt: e.createdAt, data: e.data });
}

export interface DeliveryRequest {
	deliveryId: string;
	eventType: string;
	url: string;
	/** opened only when the request is signed, so a secret that cannot be read fails this attempt alone */
	secret: () => string;
	body: string;
	timeoutMs: number;
}

export type AttemptResult =
	/** `retryAfterMs`: how long a 429 or 503 asked us to wait (Retry-After), when it said */
	| { kind: "answered"; status: number; retryAfterMs?: number }
	/** never sent: the host no longer resolves to a public address (or does not resolve) */
	| { kind: "refused"; error: string }
	| { kind: "failed"; error: string };

/** One POST, signed at the moment it is sent. Never throws. */
export async function attemptDelivery(d: DeliveryRequest): Promise<AttemptResult> {
	let secret: string;
	try {
		secret = d.secret();
	} catch (err) {
		return { kind: "failed", error: (err as Error).message };
	}
	try {
		const res = await safeRequest(d.url, {
			method: "POST",
			headers: {
				"content-type": "application/json",
				"user-agent": USER_AGENT,
				[SIGNATURE_HEADER]: signatureHeader(secret, d.body),
				[EVENT_HEADER]: d.eventType,
				[DELIVERY_HEADER]: d.deliveryId,
			},
			body: d.body,
			timeoutMs: d.timeoutMs,
			maxBodyBytes: MAX_ANSWER_BYTES,
			protocols: ["https:"],
			allowPrivate: allowPrivateTargets(),
			ca: extraTrustedCas(),
		});
		const retryAfter = res.status === 429 || res.status === 503 ? parseRetryAfterMs(res.headers["retry-after"]) : null;
		return retryAfter === null ? { kind: "answered", status: res.status } : { kind: "answered", status: res.status, retryAfterMs: retryAfter };
	} catch (err) {
		if (err instanceof UnsafeTargetError) return { kind: "refused", error: `refused: ${err.message}` };
		if (err instanceof OutboundRequestError) return { kind: "failed", error: err.kind === "timeout" ? "timeout" : err.message };
		return { kind: "failed", error: `unexpected error (${(err as Error)?.name ?? "unknown"})` };
	}
}

export function isSuccess(r: AttemptResult): boolean {
	return r.kind === "answered" && r.status >= 200 && r.status < 300;
}

/** The HTTP status of the answer, 0 when there was none. */
export function statusOf(r: AttemptResult): number {
	return r.kind === "answered" ? r.status : 0;
}

export function errorOf(r: AttemptResult): string | null {
	if (r.kind !== "answered") return r.error;
	if (r.status >= 200 && r.status < 300) return null;
	if (r.status >= 300 && r.status < 400) return `HTTP ${r.status} (redirects are not followed)`;
	return `HTTP ${r.status}`;
}

/**
 * Retried: no answer (timeout, network, TLS), a refused target (DNS may change back),
 * 5xx, 429, and 3xx (the Location is never followed; the URL may be fixed with PATCH).
 * Final: 2xx, and every other 4xx (the receiver rejected the event itself).
 */
export function isRetryable(r: AttemptResult): boolean {
	if (r.kind !== "answered") return true;
	return r.status === 429 || r.status >= 500 || (r.status >= 300 && r.status < 400);
}

/**
 * Delay after failed attempt n (1-based): base × 3^(n-1), plus up to 10 % jitter.
 * With the default base of 80 s the 8 attempts span 0, 1.3 min, 5.3 min, 17 min,
 * 53 min, 2.7 h, 7.8 h and ~24.3 h.
 */
export function retryDelayMs(attempt: number, baseMs: number): number {
	return Math.round(baseMs * 3 ** (attempt - 1) * (1 + Math.random() * 0.1));
}

/** A receiver may ask for a longer wait than the schedule's, up to a day; never a shorter one. */
export const MAX_RETRY_AFTER_MS = 24 * 3600_000;

/** The wait before the next attempt after failed attempt n: the schedule's, or longer when the receiver asked for it. */
export function nextAttemptDelayMs(attempt: number, baseMs: number, result: AttemptResult): number {
	const scheduled = retryDelayMs(attempt, baseMs);
	const asked = result.kind === "answered" ? (result.retryAfterMs ?? 0) : 0;
	return Math.max(scheduled, Math.min(asked, MAX_RETRY_AFTER_MS));
}
