import type dns from "node:dns";
import { boundedResolver } from "../../shared/net/resolve";

/** Where a domain's mail goes, as DNS tells it. */
export type MailRoute =
	/** exchanges, best first (an A-only domain is its own implicit MX) */
	| { kind: "hosts"; hosts: string[] }
	/** no MX and no address, NXDOMAIN, or a null MX (RFC 7505): no mail can be delivered */
	| { kind: "none" }
	/** the question could not be answered (timeout, SERVFAIL, refused) */
	| { kind: "error"; code: string };

const ABSENT = new Set(["ENODATA", "ENOTFOUND", "ENONAME", "NXDOMAIN"]);

function codeOf(err: unknown): string {
	return (err as { code?: string }).code ?? "ERROR";
}

/**
 * MX lookups against `servers` (`host:port` list from LEADMAP_DNS_SERVERS), or the system's
 * resolvers when empty; each question is answered or failed (ETIMEOUT) within `timeoutMs`.
 */
export class MailDns {
	private readonly resolver: dns.promises.Resolver;
	private readonly within: <T>(name: string, work: Promise<T>) => Promise<T>;

	constructor(servers: string[], timeoutMs: number) {
		({ resolver: this.resolver, within: this.within } = boundedResolver(servers, timeoutMs));
	}

	async mailRoute(domain: string): Promise<MailRoute> {
		try {
			const records = await this.within(domain, this.resolver.resolveMx(domain));
			const usable = records.filter((r) => r.exchange && r.exchange !== ".");
			if (!usable.length) return { kind: "none" };
			usable.sort((a, b) => a.priority - b.priority);
			return { kind: "hosts", hosts: [...new Set(usable.map((r) => r.exchange.toLowerCase().replace(/\.$/, "")))] };
		} catch (err) {
			const code = codeOf(err);
			if (code === "ENOTFOUND") return { kind: "none" };
			if (!ABSENT.has(code)) return { kind: "error", code };
		}
		// No MX: RFC 5321 falls back to the domain's own address.
		const [v4, v6] = await Promise.allSettled([this.within(domain, this.resolver.resolve4(domain)), this.within(domain, this.resolver.resolve6(domain))]);
		if ((v4.status === "fulfilled" && v4.value.length) || (v6.status === "fulfilled" && v6.value.length)) return { kind: "hosts", hosts: [domain] };
		const failures = [v4, v6].filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => codeOf(r.reason));
		const hard = failures.find((c) => !ABSENT.has(c));
		return hard ? { kind: "error", code: hard } : { kind: "none" };
	}
}
