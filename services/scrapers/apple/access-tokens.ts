import { appleErrorMessage, buildTokenRequest, parseTokenResponse } from "./api";
import { ProviderUnreachableError, type ProviderHttp } from "../framework/provider-http";
import { ProviderFailure, retryAfterMs, verdict, type RetryVerdict } from "../framework/retry";

interface Held {
	token: string;
	/** when to stop using it: a little before Apple's expiry */
	refreshAt: number;
}

const MAX_EARLY_MS = 60_000;

/**
 * Apple's short-lived access tokens for one MapKit JWT: fetched from `/v1/token`,
 * shared by every search of the process, renewed a little before they expire and
 * at once when Apple refuses one. Concurrent callers share a single renewal.
 */
export class AppleAccessTokens {
	private static registry = new Map<string, AppleAccessTokens>();
	private held: Held | null = null;
	private renewal: Promise<string | RetryVerdict> | null = null;
	/** access tokens issued to this process (for logs and tests) */
	issued = 0;

	private constructor(
		private baseUrl: string,
		private jwt: string,
		private now: () => number,
	) {}

	/** The process's tokens for this host and JWT; `now` (a test clock) applies only when they are first asked for. */
	static for(baseUrl: string, jwt: string, now: () => number = Date.now): AppleAccessTokens {
		const key = `${baseUrl}\n${jwt}`;
		let tokens = AppleAccessTokens.registry.get(key);
		if (!tokens) AppleAccessTokens.registry.set(key, (tokens = new AppleAccessTokens(baseUrl, jwt, now)));
		return tokens;
	}

	/**
	 * A usable access token, or a verdict to retry later (429, 5xx, unreachable).
	 * Throws ProviderFailure `provider_not_configured` when Apple refuses the JWT.
	 */
	get(http: ProviderHttp): Promise<string | RetryVerdict> {
		if (this.held && this.now() < this.held.refreshAt) return Promise.resolve(this.held.token);
		// Not tied to one job's abort signal: other jobs may be waiting on the same renewal (the client's timeout bounds it).
		this.renewal ??= this.fetchToken(http).finally(() => {
			this.renewal = null;
		});
		return this.renewal;
	}

	/** Apple refused this token (401): the next get() fetches a new one, unless another caller already has. */
	invalidate(token: string): void {
		if (this.held?.token === token) this.held = null;
	}

	private async fetchToken(http: ProviderHttp): Promise<string | RetryVerdict> {
		const request = buildTokenRequest(this.baseUrl, this.jwt);
		let res;
		try {
			res = await http.fetch(request.url, { headers: request.headers });
		} catch (err) {
			if (err instanceof ProviderUnreachableError) return verdict("provider_unreachable", `token: ${err.message}`);
			throw err;
		}
		if (res.status === 401 || res.status === 403) {
			const why = appleErrorMessage(res.body);
			throw new ProviderFailure("provider_not_configured", `Apple refused APPLE_MAPS_JWT (HTTP ${res.status}${why ? `: ${why}` : ""})`);
		}
		if (res.status === 429) return verdict("provider_blocked", "429 from Apple's token endpoint", false, retryAfterMs(res.headers["retry-after"]));
		if (res.status !== 200) return verdict("provider_error", `token: HTTP ${res.status}`);
		const token = parseTokenResponse(res.body);
		if (!token) return verdict("provider_error", "token: the answer could not be read");
		const lifetimeMs = token.expiresInSeconds * 1000;
		this.held = { token: token.accessToken, refreshAt: this.now() + lifetimeMs - Math.min(MAX_EARLY_MS, lifetimeMs / 10) };
		this.issued++;
		return token.accessToken;
	}
}
