import { isMailboxProvider } from "./email-context";
import { domainOfAddress, isOwnDomain, MAX_EMAILS_PER_SITE, registrableDomain, type EmailRule, type FoundEmail } from "./emails";

/**
 * The addresses a site keeps under `rule`, each once. By the places ("context"): a candidate
 * is kept when another address on its domain was taken (the business's other domain, seen in
 * its footer, is its domain on every page); a mailbox provider's domain is no one's.
 */
export function keptEmails(found: FoundEmail[], rule: EmailRule = "context"): FoundEmail[] {
	if (rule === "domain") return found.filter((f) => f.basis === "own" || f.basis === "presented" || f.basis === "dropped");
	const taken = found.filter((f) => f.basis === "own" || f.basis === "presented" || f.basis === "context");
	const adopted = new Set(
		taken.filter((f) => f.basis !== "own" && !isMailboxProvider(domainOfAddress(f.address))).map((f) => registrableDomain(domainOfAddress(f.address))),
	);
	const takenAddresses = new Set(taken.map((f) => f.address));
	const joined = found.filter((f) => f.basis === "candidate" && !takenAddresses.has(f.address) && adopted.has(registrableDomain(domainOfAddress(f.address))));
	return [...taken, ...joined.map((f) => ({ ...f, basis: "context" as const }))];
}

/** Deduplicated, the site's own domain first, otherwise in the order found; at most `max`. */
export function rankEmails(found: FoundEmail[], siteHost: string, max = MAX_EMAILS_PER_SITE, rule: EmailRule = "context"): FoundEmail[] {
	const firstSeen = new Map<string, FoundEmail>();
	for (const f of keptEmails(found, rule)) if (!firstSeen.has(f.address)) firstSeen.set(f.address, f);
	const all = [...firstSeen.values()];
	const own = all.filter((f) => isOwnDomain(f.address, siteHost));
	const others = all.filter((f) => !isOwnDomain(f.address, siteHost));
	return [...own, ...others].slice(0, max);
}
