import { currentConfig } from "../../../shared/config";
import { AppleAccessTokens } from "./access-tokens";
import { appleObservation, requireAppleJwt } from "./apple-pager";
import type { BusinessLookup } from "../framework/business-lookup";
import type { ProviderResponse } from "../framework/provider-http";
import { configuredRetryPolicy, ProviderFailure, retryAfterMs, verdict, type RetryVerdict } from "../framework/retry";
import { fetchWithRetries, type LookupTransport } from "../framework/fetch-with-retries";
import type { ReadsHealth } from "../framework/read-health";
import { appleErrorMessage, buildPlaceRequest, parsePlaceResponse, type ApplePlace } from "./api";

export interface AppleLookupOptions extends Partial<LookupTransport> {
	http: LookupTransport["http"];
	/** read at each call (default: LEADMAP_APPLE_URL and APPLE_MAPS_JWT in force) */
	settings?: () => { url: string; jwt: string | null };
	lang?: string | null;
	/** where each answer parsed is recorded (docs/provider-drift.md) */
	health?: Partial<ReadsHealth>;
}

const NOT_FOUND = Symbol("not found");

/**
 * `createAppleLookup({ http, settings?, retry?, onRetry?, lang?, health? })`: a place by its Apple id through the
 * Maps Server API's `GET /v1/place/{id}`, with the process's shared access tokens. Null on 404; throws
 * ProviderFailure `provider_not_configured` without APPLE_MAPS_JWT (or when Apple refuses it), and
 * provider_blocked / provider_unreachable / provider_error once the retries are spent. Apple has no
 * phone, website, rating, hours or reviews: `reviews` is absent.
 */
export function createAppleLookup(options: AppleLookupOptions): BusinessLookup {
	const transport: LookupTransport = { http: options.http, retry: options.retry ?? configuredRetryPolicy, onRetry: options.onRetry };
	const settings = options.settings ?? (() => currentConfig().apple);

	return {
		async lookup(providerBusinessId, signal) {
			const id = providerBusinessId.trim();
			if (!/^[A-Za-z0-9_.~-]{1,200}$/.test(id)) return null;
			const { url, jwt } = settings();
			const tokens = AppleAccessTokens.for(url, requireAppleJwt(jwt));
			let token = "";
			const request = async () => {
				const held = await tokens.get(transport.http);
				if (typeof held !== "string") return held;
				token = held;
				return buildPlaceRequest(url, token, id, options.lang);
			};
			const read = (res: ProviderResponse): ApplePlace | typeof NOT_FOUND | RetryVerdict => {
				// An expired or revoked access token: the next attempt fetches a fresh one.
				if (res.status === 401) {
					tokens.invalidate(token);
					return verdict("provider_error", "Apple refused the access token");
				}
				if (res.status === 404) return NOT_FOUND;
				if (res.status === 429) return verdict("provider_blocked", "429 from Apple", false, retryAfterMs(res.headers["retry-after"]));
				if (res.status >= 500) return verdict("provider_error", `HTTP ${res.status}`);
				if (res.status !== 200)
					throw new ProviderFailure(
						"provider_error",
						`Apple refused the lookup (HTTP ${res.status}): ${appleErrorMessage(res.body) ?? res.body.slice(0, 200)}`,
					);
				const parsed = parsePlaceResponse(res.body);
				// not JSON, or no Place in it: not the layout read here
				options.health?.lookup?.answer(parsed.place ? [appleObservation(parsed.place)] : [], !parsed.malformed && parsed.place !== null);
				return parsed.malformed || !parsed.place ? verdict("provider_error", "the answer could not be read") : parsed.place;
			};
			const place = await fetchWithRetries(transport, request, signal, read);
			if (place === NOT_FOUND) return null;
			return { observation: appleObservation(place), openingHours: [], businessStatus: null, featureId: null };
		},
	};
}
