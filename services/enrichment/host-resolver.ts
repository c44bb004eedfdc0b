import { ResolverCache, type HostResolver, type ResolvedAddress } from "../../shared/net/resolve";
import type { EnrichmentConfig } from "./config";
import { InFlight, Semaphore, TtlCache } from "./limits";

const POSITIVE_TTL_MS = 60_000;
const NEGATIVE_TTL_MS = 10_000;
/** DNS questions in flight at once: a burst of hundreds of UDP queries gets dropped by resolvers. */
const DNS_CONCURRENCY = 32;

/**
 * The address lookups of the SSRF guard, for one crawl after another: a site's robots.txt,
 * home and contact pages resolve the same name, so answers are kept a minute (the guard
 * still vets each answer and connects to the vetted address). Lookups go to
 * LEADMAP_DNS_SERVERS when configured, else to the hosts file and the system's DNS
 * servers, each within LEADMAP_DNS_TIMEOUT_MS.
 */
export class CachedHostResolver {
	private readonly answers = new TtlCache<ResolvedAddress[] | { code: string }>(POSITIVE_TTL_MS, 20_000);
	private readonly lookups = new InFlight<ResolvedAddress[]>();
	readonly limit = new Semaphore(DNS_CONCURRENCY);
	private readonly base = new ResolverCache();

	constructor(private readonly config: () => EnrichmentConfig) {}

	readonly resolve: HostResolver = async (hostname) => {
		const key = hostname.toLowerCase();
		const cached = this.answers.get(key);
		if (cached) {
			if (Array.isArray(cached)) return cached;
			throw Object.assign(new Error(`cannot resolve ${hostname}`), { code: cached.code });
		}
		return this.lookups.run(key, async () => {
			try {
				const found = await this.limit.run(() => this.baseResolver()(key));
				this.answers.set(key, found);
				return found;
			} catch (err) {
				const code = (err as { code?: string }).code ?? "ERROR";
				if (code === "ENOTFOUND" || code === "ENODATA") this.answers.set(key, { code }, NEGATIVE_TTL_MS);
				throw err;
			}
		});
	};

	private baseResolver(): HostResolver {
		const config = this.config();
		return this.base.get(config.dnsServers, config.dnsTimeoutMs);
	}
}
