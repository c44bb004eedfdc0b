import dns from "node:dns";
import { readFileSync } from "node:fs";
import net from "node:net";
import { currentConfig } from "../config";

export interface ResolvedAddress {
	address: string;
	family: 4 | 6;
}

/** Answers every address of a host name; throws (with a `code` such as ENOTFOUND or ETIMEOUT) when it has none. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

/**
 * Every lookup asks DNS servers through c-ares with a deadline, never getaddrinfo: that
 * one has no timeout and blocks a thread of libuv's small pool (shared with file and
 * crypto work) for as long as a DNS server keeps silent.
 */
const DNS_TRIES = 2;
const HOSTS_FILE = "/etc/hosts";
const HOSTS_FILE_TTL_MS = 5_000;

/** LEADMAP_DNS_TIMEOUT_MS: the longest one lookup may take, all tries included. */
export function dnsTimeoutMs(): number {
	return currentConfig().dnsTimeoutMs;
}

export function dnsTimeoutError(hostname: string, timeoutMs: number): Error {
	return Object.assign(new Error(`the DNS servers did not answer for ${hostname} within ${timeoutMs} ms`), { code: "ETIMEOUT" });
}

/**
 * A c-ares resolver whose tries (the second waits twice as long as the first) fit in
 * `timeoutMs`, and a guard that ends any question at `timeoutMs` whatever c-ares does.
 * `servers` empty: the system's (resolv.conf).
 */
export function boundedResolver(
	servers: string[],
	timeoutMs: number,
): { resolver: dns.promises.Resolver; within<T>(hostname: string, work: Promise<T>): Promise<T> } {
	const resolver = new dns.promises.Resolver({ timeout: Math.max(1, Math.floor(timeoutMs / (2 ** DNS_TRIES - 1))), tries: DNS_TRIES });
	if (servers.length) resolver.setServers(servers);
	return {
		resolver,
		async within(hostname, work) {
			let timer: NodeJS.Timeout | undefined;
			const expired = new Promise<never>((_, reject) => {
				timer = setTimeout(() => reject(dnsTimeoutError(hostname, timeoutMs)), timeoutMs);
			});
			try {
				return await Promise.race([work, expired]);
			} finally {
				clearTimeout(timer);
			}
		},
	};
}

let hostsFile: { readAt: number; names: Map<string, ResolvedAddress[]> } | null = null;

function parseHostsFile(text: string): Map<string, ResolvedAddress[]> {
	const names = new Map<string, ResolvedAddress[]>();
	for (const line of text.split("\n")) {
		const [address, ...aliases] = line.replace(/#.*/, "").trim().split(/\s+/);
		const family = net.isIP(address ?? "");
		if (!family) continue;
		for (const alias of aliases) {
			const name = alias.toLowerCase();
			names.set(name, [...(names.get(name) ?? []), { address, family: family === 6 ? 6 : 4 }]);
		}
	}
	return names;
}

/**
 * What the hosts file says of a name (as getaddrinfo would read it first), and RFC 6761's
 * `localhost` and `*.localhost`; null for every other name.
 */
export function hostsFileAddresses(hostname: string, now = Date.now()): ResolvedAddress[] | null {
	if (!hostsFile || now - hostsFile.readAt > HOSTS_FILE_TTL_MS) {
		let text = "";
		try {
			text = readFileSync(HOSTS_FILE, "utf8");
		} catch {
			// no hosts file: only localhost is known
		}
		hostsFile = { readAt: now, names: parseHostsFile(text) };
	}
	const name = hostname.toLowerCase().replace(/\.$/, "");
	const listed = hostsFile.names.get(name);
	if (listed) return listed;
	if (name === "localhost" || name.endsWith(".localhost"))
		return [
			{ address: "127.0.0.1", family: 4 },
			{ address: "::1", family: 6 },
		];
	return null;
}

/**
 * A and AAAA from `servers` (`127.0.0.1:5353`, `[::1]:53`, `10.0.0.2`), answered or failed
 * within `timeoutMs`. `withHostsFile`: the hosts file first, as the system's resolver does.
 */
export function dnsServersResolver(servers: string[], timeoutMs = dnsTimeoutMs(), withHostsFile = false): HostResolver {
	const { resolver, within } = boundedResolver(servers, timeoutMs);
	return async (hostname) => {
		const local = withHostsFile ? hostsFileAddresses(hostname) : null;
		if (local) return local;
		const [v4, v6] = await within(hostname, Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]));
		const found: ResolvedAddress[] = [
			...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 as const })) : []),
			...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 as const })) : []),
		];
		if (found.length === 0) {
			const reason = v4.status === "rejected" ? (v4.reason as { code?: string }) : null;
			if (reason?.code === "ETIMEOUT") throw dnsTimeoutError(hostname, timeoutMs);
			throw reason ?? Object.assign(new Error(`no address for ${hostname}`), { code: "ENODATA" });
		}
		return found;
	};
}

/**
 * The resolver for `servers` (a LEADMAP_DNS_SERVERS list), or when there are none the
 * hosts file and then the DNS servers this process knows (resolv.conf, or dns.setServers).
 */
export function resolverFor(servers: string[], timeoutMs: number): HostResolver {
	return servers.length ? dnsServersResolver(servers, timeoutMs) : dnsServersResolver(dns.getServers(), timeoutMs, true);
}

/** One resolverFor, made again only when its servers or deadline change. */
export class ResolverCache {
	private current: { key: string; resolve: HostResolver } | null = null;

	get(servers: string[], timeoutMs: number): HostResolver {
		const key = `${servers.length ? servers.join(",") : `system:${dns.getServers().join(",")}`}|${timeoutMs}`;
		if (this.current?.key !== key) this.current = { key, resolve: resolverFor(servers, timeoutMs) };
		return this.current.resolve;
	}
}

const defaults = new ResolverCache();

/** LEADMAP_DNS_SERVERS or the system's servers, within LEADMAP_DNS_TIMEOUT_MS, as the configuration in force says. */
export function defaultResolver(): HostResolver {
	const config = currentConfig();
	return defaults.get(config.dnsServers, config.dnsTimeoutMs);
}
