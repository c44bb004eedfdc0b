import { parse as parseHost } from "tldts";
import { domainOfHost } from "./public-suffix";
import { hasContactLabel, isCodeHostAddress, isCredit, isExample, isMailboxProvider } from "./email-context";
import { HEADING_MARK, type ParsedPage } from "./html-page";
import { scriptStrings } from "./page-scripts";

/** How an address showed itself on the page; all but the last three are explicit markup. */
export type EmailEvidence = "mailto" | "cloudflare" | "jsonld" | "microdata" | "attribute" | "vcard" | "text" | "obfuscated" | "script";

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
	return domainOfHost(bare) ?? bare;
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

export interface TextEmail {
	address: string;
	evidence: EmailEvidence;
	/** where the match starts in the text */
	index: number;
}

export function emailsInText(text: string, siteHost: string): TextEmail[] {
	const out: TextEmail[] = [];
	for (const m of text.matchAll(PLAIN)) {
		const domain = acceptTextDomain(m[2].split("."), siteHost);
		const address = domain && normaliseEmail(`${m[1]}@${domain}`);
		if (address) out.push({ address, evidence: "text", index: m.index ?? 0 });
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
		if (address) out.push({ address, evidence: "obfuscated", index: m.index ?? 0 });
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

const MARKUP: ReadonlySet<EmailEvidence> = new Set(["mailto", "cloudflare", "jsonld", "microdata", "attribute", "vcard"]);
const MAY_HOLD_ADDRESS = /@|\bat\b|\(at\)|\[at\]|arobase|\bät\b/i;

/**
 * Whether an address found on the site is the business's: the site's own domain always
 * (unless shown as an example); another domain only when the page presents it as a contact
 * (explicit markup, a mailbox provider, or a label such as "E-mail:"), never in a credit.
 */
function isBusinessAddress(address: string, evidence: EmailEvidence, before: string, siteHost: string): boolean {
	if (isJunkAddress(address, siteHost) || isCodeHostAddress(address)) return false;
	if (isOwnDomain(address, siteHost)) return true;
	if (isCredit(before) || isExample(before)) return false;
	if (MARKUP.has(evidence)) return true;
	return isMailboxProvider(domainOfAddress(address)) || (evidence !== "script" && hasContactLabel(before));
}

/** `a@x.fr,b@x.fr?cc=c@x.fr&bcc=d@x.fr&subject=…`: every recipient. */
export function mailtoRecipients(raw: string): string[] {
	const [target, query = ""] = raw.split(/\?(.*)/s);
	const parts = [target];
	for (const pair of query.split("&")) {
		const [key, value = ""] = pair.split("=");
		if (/^(to|cc|bcc)$/i.test(safeDecode(key))) parts.push(value);
	}
	return parts.flatMap((p) => safeDecode(p.replace(/\+/g, " ")).split(/[,;]/)).map((p) => p.trim()).filter(Boolean);
}

function decodeEntities(s: string): string {
	return s.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16))).replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)));
}

/** Every address a page shows, in page order, before ranking (duplicates kept). */
export function extractEmails(page: ParsedPage, siteHost: string): FoundEmail[] {
	const source = page.url.href;
	const found: FoundEmail[] = [];
	const add = (raw: string | null, evidence: EmailEvidence, before = ""): void => {
		const address = raw && normaliseEmail(raw);
		if (address && isBusinessAddress(address, evidence, before, siteHost)) found.push({ address, source, evidence });
	};
	/** An attribute or mailto value may itself be written `name [at] domain [dot] fr`. */
	const addWritten = (value: string, evidence: EmailEvidence, before: string): void => add(emailsInText(value, siteHost)[0]?.address ?? value, evidence, before);
	page.mailtos.forEach((raw, i) => {
		for (const part of mailtoRecipients(raw)) addWritten(part, "mailto", page.markupContext.mailtos[i] ?? "");
	});
	page.cloudflare.forEach((hex, i) => add(decodeCloudflareEmail(hex), "cloudflare", page.markupContext.cloudflare[i] ?? ""));
	for (const value of jsonLdValues(page.jsonLd, "email")) add(value, "jsonld");
	for (const value of page.microdataEmails) add(value, "microdata");
	page.attributeEmails.forEach((value, i) => addWritten(value, "attribute", page.markupContext.attributes[i] ?? ""));
	for (const value of scriptStrings(page.scripts)) {
		const decoded = decodeEntities(value);
		for (const m of decoded.matchAll(/mailto:([^"'?\s>]+)/gi)) addWritten(m[1], "script", "");
		for (const { address } of emailsInText(decoded.replace(/<[^>]*>/g, " "), siteHost)) add(address, "script");
	}
	const lines = page.text.split("\n");
	lines.forEach((marked, i) => {
		const line = marked.startsWith(HEADING_MARK) ? marked.slice(1) : marked;
		if (!MAY_HOLD_ADDRESS.test(line)) return;
		const heading = i > 0 && lines[i - 1].startsWith(HEADING_MARK) ? `${lines[i - 1].slice(1)}\n` : "";
		for (const { address, evidence, index } of emailsInText(line, siteHost)) add(address, evidence, heading + line.slice(0, index));
	});
	return found;
}

/** `EMAIL;TYPE=WORK:info@shop.fr` lines of a vCard. */
export function extractVcardEmails(body: string, source: string, siteHost: string): FoundEmail[] {
	const found: FoundEmail[] = [];
	for (const m of body.replace(/\r?\n[ \t]/g, "").matchAll(/^(?:item\d+\.)?EMAIL(?:;[^:\r\n]*)?:(.+)$/gim)) {
		const address = normaliseEmail(m[1]);
		if (address && isBusinessAddress(address, "vcard", "", siteHost)) found.push({ address, source, evidence: "vcard" });
	}
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
