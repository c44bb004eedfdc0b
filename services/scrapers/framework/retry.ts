import { currentConfig } from "../../../shared/config";
import { parseRetryAfterMs } from "../../../shared/net/retry-after";

export type ProviderErrorCode = "provider_blocked" | "provider_unreachable" | "provider_error" | "provider_rate_limited" | "provider_not_configured";

/** The job cannot go on: its search fails with this code (what was delivered stays delivered). */
export class ProviderFailure extends Error {
	constructor(
		public code: ProviderErrorCode,
		message: string,
	) {
		super(message);
		this.name = "ProviderFailure";
	}
}

/** One attempt's verdict: worth another try after a pause (and maybe through another proxy). */
export interface RetryVerdict {
	retry: true;
	code: ProviderErrorCode;
	reason: string;
	rotateProxy?: boolean;
	retryAfterMs?: number;
}

export interface RetryPolicy {
	attempts: number;
	baseMs: number;
	maxMs: number;
}

/** LEADMAP_PROVIDER_ATTEMPTS, _BACKOFF_MS and _BACKOFF_MAX_MS */
export function configuredRetryPolicy(): RetryPolicy {
	const { attempts, backoffMs, backoffMaxMs } = currentConfig().provider;
	return { attempts, baseMs: backoffMs, maxMs: backoffMaxMs };
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
	return new Promise((resolve, reject) => {
		if (signal?.aborted) return reject(signal.reason);
		const timer = setTimeout(() => {
			signal?.removeEventListener("abort", onAbort);
			resolve();
		}, ms);
		const onAbort = () => {
			clearTimeout(timer);
			reject(signal!.reason);
		};
		signal?.addEventListener("abort", onAbort, { once: true });
	});
}

/** Exponential back-off with full jitter, never shorter than what the provider asked for. */
export function backoffMs(policy: RetryPolicy, attempt: number, retryAfterMs = 0): number {
	const cap = Math.min(policy.maxMs, policy.baseMs * 2 ** attempt);
	return Math.max(retryAfterMs, Math.round(cap / 2 + Math.random() * (cap / 2)));
}

export async function withRetries<T>(
	policy: RetryPolicy,
	signal: AbortSignal | undefined,
	attempt: () => Promise<T | RetryVerdict>,
	onRetry?: (v: RetryVerdict) => void,
): Promise<T> {
	let last: RetryVerdict | null = null;
	for (let n = 0; n < policy.attempts; n++) {
		if (n > 0) await sleep(backoffMs(policy, n - 1, last?.retryAfterMs), signal);
		const result = await attempt();
		if (!isRetry(result)) return result;
		last = result;
		onRetry?.(result);
	}
	throw new ProviderFailure(last!.code, `${last!.reason} (after ${policy.attempts} attempts)`);
}

function isRetry(v: unknown): v is RetryVerdict {
	return typeof v === "object" && v !== null && (v as RetryVerdict).retry === true;
}

export function verdict(code: ProviderErrorCode, reason: string, rotateProxy = false, retryAfter?: number): RetryVerdict {
	return { retry: true, code, reason, rotateProxy, retryAfterMs: retryAfter };
}

/** A provider's Retry-After, capped at two minutes. */
export function retryAfterMs(value: string | string[] | undefined): number | undefined {
	const ms = parseRetryAfterMs(value);
	return ms === null ? undefined : Math.min(ms, 120_000);
}
