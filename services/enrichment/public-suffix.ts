import { getDomain } from "tldts";

const MAX_NAMES = 20_000;
const known = new Map<string, string | null>();

/**
 * tldts's registrable domain of a host name (null: none, as for an IP), remembered: a crawl
 * asks it of every link and address, and a site's pages name the same few hosts again and again.
 */
export function domainOfHost(hostname: string): string | null {
	let domain = known.get(hostname);
	if (domain === undefined) {
		if (known.size >= MAX_NAMES) known.clear();
		known.set(hostname, (domain = getDomain(hostname)));
	}
	return domain;
}
