import { currentConfig } from "../../../shared/config";
import { bingObservation } from "./bing-pager";
import type { BusinessLookup } from "../framework/business-lookup";
import { configuredRetryPolicy, retryAfterMs, verdict } from "../framework/retry";
import { fetchWithRetries, type LookupTransport } from "../framework/fetch-with-retries";
import { detectBingBlock, parseInfobox } from "./parse";
import { buildInfoboxRequest } from "./request";
import type { ReadsHealth } from "../framework/read-health";

export interface BingLookupOptions extends Partial<LookupTransport> {
	http: LookupTransport["http"];
	/** read at each call (default: LEADMAP_BING_URL in force) */
	baseUrl?: () => string;
	/** where each answer parsed is recorded (docs/provider-drift.md) */
	health?: Partial<ReadsHealth>;
}

/**
 * `createBingLookup({ http, baseUrl?, retry?, onRetry?, health? })`: a place by its ypid through the overlay's
 * lookup (`/maps/infoboxoverlaybfpr`). Null when Bing answers `mobileErrMsgFail`; throws ProviderFailure
 * (provider_blocked on `Ref A:` pages or 429, provider_unreachable, provider_error) once the retries are
 * spent. Bing shows no opening hours, status or reviews here: `reviews` is absent.
 */
export function createBingLookup(options: BingLookupOptions): BusinessLookup {
	const transport: LookupTransport = { http: options.http, retry: options.retry ?? configuredRetryPolicy, onRetry: options.onRetry };
	const baseUrl = options.baseUrl ?? (() => currentConfig().bing.url);
	return {
		async lookup(providerBusinessId, signal) {
			const ypid = providerBusinessId.trim();
			if (!/^[A-Za-z0-9_.~-]{1,200}$/.test(ypid)) return null;
			const request = buildInfoboxRequest(baseUrl(), ypid);
			const result = await fetchWithRetries(transport, request, signal, (res) => {
				const block = detectBingBlock(res.status, res.body);
				if (block === "blocked") return verdict("provider_blocked", "Bing answered with a Ref A: throttling page", true);
				if (block === "rate_limited") return verdict("provider_blocked", "429 from Bing", false, retryAfterMs(res.headers["retry-after"]));
				if (res.status !== 200) return verdict("provider_error", `HTTP ${res.status}`);
				const box = parseInfobox(res.body);
				// a pane whose entity does not read as a place, or neither pane nor "no such place": not the layout read here
				options.health?.lookup?.answer(box.place ? [bingObservation(box.place, null)] : [], !box.malformed);
				return box.malformed ? verdict("provider_error", "the lookup answer could not be read") : box;
			});
			if (!result.place) return null;
			return { observation: bingObservation(result.place, null), openingHours: [], businessStatus: null, featureId: null };
		},
	};
}
