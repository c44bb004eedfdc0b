import { ProviderUnreachableError, type ProviderHttp, type ProviderResponse } from "./provider-http";
import { verdict, withRetries, type RetryPolicy, type RetryVerdict } from "./retry";

/** What a provider lookup needs for its requests: the scraper service's client, and the retry policy in force. */
export interface LookupTransport {
	http: ProviderHttp;
	/** read at each lookup (default: LEADMAP_PROVIDER_ATTEMPTS, _BACKOFF_MS, _BACKOFF_MAX_MS in force) */
	retry: () => RetryPolicy;
	onRetry?: (reason: string) => void;
}

export interface ProviderRequest {
	url: string;
	method?: "GET" | "POST";
	headers?: Record<string, string>;
	body?: string;
}

/** A request made afresh for each attempt (e.g. with a new access token), or a verdict when it cannot be made yet. */
export type RequestMaker = () => Promise<ProviderRequest | RetryVerdict>;

function isVerdict(v: unknown): v is RetryVerdict {
	return typeof v === "object" && v !== null && (v as RetryVerdict).retry === true;
}

/**
 * One provider request, tried again on what `read` calls retryable (a block, a 429, a 5xx, a cut answer)
 * and on an unreachable provider, through the next proxy when the verdict says so. Throws ProviderFailure
 * once the attempts are spent.
 */
export function fetchWithRetries<T>(
	t: LookupTransport,
	request: ProviderRequest | RequestMaker,
	signal: AbortSignal,
	read: (res: ProviderResponse) => T | RetryVerdict | Promise<T | RetryVerdict>,
): Promise<T> {
	return withRetries<T>(
		t.retry(),
		signal,
		async () => {
			try {
				const req = typeof request === "function" ? await request() : request;
				if (isVerdict(req)) return req;
				const { url, ...init } = req;
				return await read(await t.http.fetch(url, { ...init, signal }));
			} catch (err) {
				// `read` may make requests of its own (a redirect followed): the same verdict for those.
				if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", err.message);
				throw err;
			}
		},
		(v) => {
			if (v.rotateProxy) t.http.rotate();
			t.onRetry?.(v.reason);
		},
	);
}
