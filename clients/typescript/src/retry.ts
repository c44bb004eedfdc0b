import { LeadmapError } from "./errors.js";

/** How a call is retried on network errors, 429, 5xx and `idempotency_key_in_use`. */
export interface RetryOptions {
	/** retries after the first attempt (default 4; 0: never retry) */
	retries?: number;
	/** the first back-off, doubled each retry, with jitter (default 500 ms) */
	minDelayMs?: number;
	/** the longest back-off; a `Retry-After` asking for longer is not waited for: the answer is returned (default 60 s) */
	maxDelayMs?: number;
	/** told before each retry (for logs and metrics) */
	onRetry?: (retry: RetryEvent) => void;
}

export interface RetryEvent {
	/** 1 for the first retry */
	attempt: number;
	/** how long the client waits before it */
	delayMs: number;
	method: string;
	url: string;
	/** the status that caused it; undefined after a network error */
	status?: number;
	/** what the answer's `Retry-After` asked for, in ms */
	retryAfterMs?: number | null;
	/** the network error that caused it */
	error?: unknown;
}

export type Transport = (request: Request) => Promise<Response>;

const RETRIED_STATUSES = new Set([429, 500, 502, 503, 504]);

/** `Retry-After` as delay-seconds or an HTTP-date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(value: string | null, nowMs = Date.now()): number | null {
	const text = value?.trim();
	if (!text) return null;
	if (/^\d+$/.test(text)) return Number(text) * 1000;
	const at = /^[A-Za-z]{3}/.test(text) ? Date.parse(text) : NaN;
	return Number.isNaN(at) ? null : Math.max(at - nowMs, 0);
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason);
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal!.reason);
		};
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}

/** A 409 `idempotency_key_in_use`: the first attempt of this very call is still running on the server. */
async function keyInUse(response: Response): Promise<boolean> {
	if (response.status !== 409) return false;
	const body = (await response
		.clone()
		.json()
		.catch(() => null)) as { error?: unknown } | null;
	return body?.error === "idempotency_key_in_use";
}

/**
 * The fetch the typed client sends through: gives every POST an `Idempotency-Key` (kept across
 * its retries, so a retry never creates or bills twice), then retries network errors, 429, 5xx and
 * `idempotency_key_in_use` with exponential back-off and jitter, waiting what `Retry-After` asks.
 */
export function retryingTransport(send: Transport, options: RetryOptions = {}): Transport {
	const retries = options.retries ?? 4;
	const minDelayMs = options.minDelayMs ?? 500;
	const maxDelayMs = options.maxDelayMs ?? 60_000;
	return async (original) => {
		const request = withIdempotencyKey(original);
		for (let attempt = 1; ; attempt++) {
			const backoff = Math.min(maxDelayMs, minDelayMs * 2 ** (attempt - 1));
			const jittered = backoff / 2 + Math.random() * (backoff / 2);
			let response: Response;
			try {
				response = await send(request.clone());
			} catch (error) {
				if (request.signal.aborted) throw request.signal.reason;
				if (attempt > retries) throw new LeadmapError({ status: 0, code: "network_error", detail: (error as Error)?.message ?? String(error), cause: error });
				options.onRetry?.({ attempt, delayMs: jittered, method: request.method, url: request.url, error });
				await sleep(jittered, request.signal);
				continue;
			}
			if (attempt > retries || !(RETRIED_STATUSES.has(response.status) || (await keyInUse(response)))) return response;
			const asked = retryAfterMs(response.headers.get("retry-after"));
			if (asked !== null && asked > maxDelayMs) return response;
			const delayMs = Math.max(asked ?? 0, jittered);
			await response.body?.cancel().catch(() => undefined);
			options.onRetry?.({ attempt, delayMs, method: request.method, url: request.url, status: response.status, retryAfterMs: asked });
			await sleep(delayMs, request.signal);
		}
	};
}

function withIdempotencyKey(request: Request): Request {
	if (request.method !== "POST" || request.headers.has("idempotency-key")) return request;
	const headers = new Headers(request.headers);
	headers.set("Idempotency-Key", crypto.randomUUID());
	return new Request(request, { headers });
}
