import { getDomain, parse as parseHost } from "tldts";
import type { ParsedPage } from "./html-page";

/** How an address showed itself on the page; the first four are explicit markup. */
export type EmailEvidence = "mailto" | "cloudflare" | "jsonld" | "microdata" | "text" | "obfuscated";

export interface FoundEmail {
	address: string;
	/** the page it was first seen on */
	source: string;
	evidence: EmailEvidence;
}

const LOCAL_CHARS = /^[a-z0-9!#$%&'*+/=?^_`{|}~.-]+$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TLD = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** RFC 5321-ish shape of a lowercase address (no quoted local parts, no IP literals). */
export function isValidEmailSyntax(address: string): boolean {
	const at = address.lastIndexOf("@");
	if (at <= 0 || at !== address.indexOf("@")) return false;
	const local = address.slice(0, at);
	const domain = address.slice(at + 1);
	if (local.length > 64 || !LOCAL_CHARS.test(local) || local.startsWith(".") || local.endsWith(".") || local.includes("..")) return false;
	if (domain.length > 253) return false;
	const labels = domain.split(".");
	return labels.length >= 2 && labels.every((l) => LABEL.test(l)) && TLD.test(labels[labels.length - 1]);
}

/** The registrable domain of a host or email domain, the host itself when it has none (IPs, `localhost`). */
export function registrableDomain(host: string): string {
	const bare = host.toLowerCase().replace(/^www\./, "");
	return getDomain(bare) ?? bare;
}

export function domainOfAddress(address: string): string {
	return address.slice(address.lastIndexOf("@") + 1);
}

export function isOwnDomain(address: string, siteHost: string): boolean {
	return registrableDomain(domainOfAddress(address)) === registrableDomain(siteHost);
}

/** `<first byte = key><each following byte XOR key>`: Cloudflare's email protection. */
export function decodeCloudflareEmail(hex: string): string | null {
	const clean = hex.trim().toLowerCase();
	if (clean.length < 4 || clean.length % 2 !== 0 || !/^[0-9a-f]+$/.test(clean)) return null;
	const bytes = Buffer.from(clean, "hex");
	const key = bytes[0];
	const decoded = Buffer.from(bytes.subarray(1).map((b) => b ^ key)).toString("utf8");
	return decoded.includes("@") ? decoded : null;
}

const ASSET_SUFFIX = /\.(png|jpe?g|gif|webp|svg|bmp|ico|avif|tiff?|heic|css|js|mjs|json|xml|woff2?|ttf|otf|eot|mp[34]|webm|mov|pdf|zip)$/;
const TRACKING_DOMAIN = /(^|\.)(wixpress\.com|sentry\.io|sentry-next\.wixpress\.com|ingest\.sentry\.io|sentry\.wixpress\.com)$/;
const PLACEHOLDER_DOMAIN = /^(example\.(com|org|net|fr|de)|exemple\.(com|fr)|beispiel\.(de|com)|domain\.(com|tld|fr|de)|email\.(com|tld)|(your|my)(domain|site|website|company|business|email|mail)\.[a-z.]+|company\.com|test\.com|sample\.com|website\.com|sitename\.com|votredomaine\.[a-z]+|votresite\.[a-z]+|ihredomain\.[a-z]+)$/;
const HEX_ID = /^[0-9a-f]{24,}$/;

/** False positives a page shows as if they were addresses. */
export function isJunkAddress(address: string, siteHost: string): boolean {
	const domain = domainOfAddress(address);
	const local = address.slice(0, address.lastIndexOf("@"));
	if (ASSET_SUFFIX.test(address) || /^\d+(\.\d+)?x([.-]|$)/.test(domain)) return true;
	if (TRACKING_DOMAIN.test(domain) || HEX_ID.test(local)) return true;
	// A placeholder is junk unless the site really is that domain.
	return PLACEHOLDER_DOMAIN.test(registrableDomain(domain)) && !isOwnDomain(address, siteHost);
}

function safeDecode(s: string): string {
	try {
		return decodeURIComponent(s);
	} catch {
		return s;
	}
}

/** Lowercased, trimmed and syntax-checked, or null. */
export function normaliseEmail(raw: string): string | null {
	const address = safeDecode(raw.trim().replace(/^mailto:/i, ""))
		.trim()
		.toLowerCase()
		.replace(/^[.'"<(]+|[.'">),;:]+$/g, "");
	return isValidEmailSyntax(address) ? address : null;
}

const LOCAL_RE = "[a-z0-9][a-z0-9._%+-]{0,63}";
const LABEL_RE = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const AT_BRACKETED = "\\s*[\\[({<]\\s*(?:at|@|arobase|ät)\\s*[\\])}>]\\s*";
const AT_WORD = "\\s+(?:at|arobase)\\s+";
const AT_SPACED = "\\s+@\\s+";
const DOT_ANY = "(?:\\s*[\\[({<]\\s*(?:dot|punkt|point|\\.)\\s*[\\])}>]\\s*|\\s+(?:dot|punkt|point)\\s+|\\.)";
const PLAIN = new RegExp(`(?<![a-z0-9._%+-])(${LOCAL_RE})@(${LABEL_RE}(?:\\.${LABEL_RE})+)`, "gi");
const OBFUSCATED = new RegExp(`(?<![a-z0-9._%+-])(${LOCAL_RE})(${AT_BRACKETED}|${AT_WORD}|${AT_SPACED})(${LABEL_RE}(?:${DOT_ANY}${LABEL_RE})+)`, "gi");
const DOT_SEPARATOR = new RegExp(DOT_ANY, "gi");
/** Words before a plain " at " that make it prose ("visit us at shop.fr"), not an address. */
const PROSE_WORDS = new Set(["us", "me", "you", "we", "them", "him", "her", "it", "open", "opens", "closed", "located", "based", "available", "here", "there", "visit", "find", "shop", "buy", "online", "up", "out", "look", "arrive", "meet", "is", "are", "be", "and", "or", "site", "website", "web", "page", "book", "order", "booking", "stay", "dinner", "lunch", "home", "work", "chez", "nous", "vous"]);

/**
 * Text domains must end in a real public suffix or be the site's own: the page's prose
 * ("version 1.2@build.local") would otherwise pass. A domain that runs on into the next
 * word ("shop.fr.Next") is cut back to the longest acceptable suffix.
 */
function acceptTextDomain(labels: string[], siteHost: string): string | null {
	for (let n = labels.length; n >= 2; n--) {
		const domain = labels.slice(0, n).join(".").toLowerCase();
		if (!TLD.test(labels[n - 1].toLowerCase())) continue;
		const info = parseHost(domain);
		if (info.isIcann || registrableDomain(domain) === registrableDomain(siteHost)) return domain;
	}
	return null;
}

export function emailsInText(text: string, siteHost: string): { address: string; evidence: EmailEvidence }[] {
	const out: { address: string; evidence: EmailEvidence }[] = [];
	for (const m of text.matchAll(PLAIN)) {
		const domain = acceptTextDomain(m[2].split("."), siteHost);
		const address = domain && normaliseEmail(`${m[1]}@${domain}`);
		if (address) out.push({ address, evidence: "text" });
	}
	for (const m of text.matchAll(OBFUSCATED)) {
		const [, local, separator, rawDomain] = m;
		const labels = rawDomain.replace(DOT_SEPARATOR, ".").split(".");
		const domain = acceptTextDomain(labels, siteHost);
		if (!domain) continue;
		// A bare " at " is prose unless the dots are spelled out too or the domain is the site's own.
		if (/^\s+(at|arobase)\s+$/i.test(separator)) {
			const spelledDots = /\s(dot|punkt|point)\s|[\[({<]/i.test(rawDomain);
			if (PROSE_WORDS.has(local.toLowerCase()) || labels[0].toLowerCase() === "www") continue;
			if (!spelledDots && registrableDomain(domain) !== registrableDomain(siteHost)) continue;
		}
		const address = normaliseEmail(`${local}@${domain}`);
		if (address) out.push({ address, evidence: "obfuscated" });
	}
	return out;
}

/** Every `email` value in JSON-LD, however nested (Organization, contactPoint, @graph). */
export function jsonLdValues(blocks: unknown[], key: string): string[] {
	const out: string[] = [];
	let budget = 5_000;
	const walk = (value: unknown, depth: number): void => {
		if (depth > 12 || --budget < 0 || value === null || typeof value !== "object") return;
		if (Array.isArray(value)) {
			for (const item of value) walk(item, depth + 1);
			return;
		}
		for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
			if (k === key) {
				for (const item of Array.isArray(v) ? v : [v]) if (typeof item === "string") out.push(item);
			} else walk(v, depth + 1);
		}
	};
	walk(blocks, 0);
	return out;
}

/** Every address a page shows, in page order, before ranking (duplicates kept). */
export function extractEmails(page: ParsedPage, siteHost: string): FoundEmail[] {
	const source = page.url.href;
	const found: FoundEmail[] = [];
	const add = (raw: string | null, evidence: EmailEvidence): void => {
		const address = raw && normaliseEmail(raw);
		if (address && !isJunkAddress(address, siteHost)) found.push({ address, source, evidence });
	};
	for (const raw of page.mailtos) {
		const target = safeDecode(raw.split("?")[0]);
		for (const part of target.split(/[,;]/)) {
			const deobfuscated = emailsInText(part, siteHost)[0]?.address;
			add(deobfuscated ?? part, "mailto");
		}
	}
	for (const hex of page.cloudflare) add(decodeCloudflareEmail(hex), "cloudflare");
	for (const value of jsonLdValues(page.jsonLd, "email")) add(value, "jsonld");
	for (const value of page.microdataEmails) add(value, "microdata");
	for (const { address, evidence } of emailsInText(page.text, siteHost)) add(address, evidence);
	return found;
}

/** Deduplicated, the site's own domain first, otherwise in the order found; at most `max`. */
export function rankEmails(found: FoundEmail[], siteHost: string, max = 10): FoundEmail[] {
	const firstSeen = new Map<string, FoundEmail>();
	for (const f of found) if (!firstSeen.has(f.address)) firstSeen.set(f.address, f);
	const all = [...firstSeen.values()];
	const own = all.filter((f) => isOwnDomain(f.address, siteHost));
	const others = all.filter((f) => !isOwnDomain(f.address, siteHost));
	return [...own, ...others].slice(0, max);
}
