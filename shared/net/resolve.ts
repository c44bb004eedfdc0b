import dns from "node:dns";

export interface ResolvedAddress {
	address: string;
	family: 4 | 6;
}

/** Answers every address of a host name; throws (with a `code` such as ENOTFOUND) when it has none. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const RESOLVER_TIMEOUT_MS = 3_000;

/** The system resolver (getaddrinfo: /etc/hosts, then DNS). */
export const systemResolver: HostResolver = async (hostname) => {
	const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
	return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** A/AAAA straight from the given DNS servers (`127.0.0.1:5353`, `[::1]:53`, `10.0.0.2`). */
export function dnsServersResolver(servers: string[]): HostResolver {
	const resolver = new dns.promises.Resolver({ timeout: RESOLVER_TIMEOUT_MS, tries: 2 });
	resolver.setServers(servers);
	return async (hostname) => {
		const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
		const found: ResolvedAddress[] = [
			...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
			...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
		];
		if (found.length === 0) throw v4.status === "rejected" ? v4.reason : Object.assign(new Error(`no address for ${hostname}`), { code: "ENODATA" });
		return found;
	};
}

let cached: { servers: string; resolver: HostResolver } | null = null;

/** `LEADMAP_DNS_SERVERS` (comma-separated) when set, the system resolver otherwise. Read on every call. */
export function defaultResolver(env: NodeJS.ProcessEnv = process.env): HostResolver {
	const servers = (env.LEADMAP_DNS_SERVERS ?? "").trim();
	if (!servers) return systemResolver;
	if (cached?.servers !== servers) {
		cached = { servers, resolver: dnsServersResolver(servers.split(",").map((s) => s.trim()).filter(Boolean)) };
	}
	return cached.resolver;
}
