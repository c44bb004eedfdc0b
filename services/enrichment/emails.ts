import { parse as parseHost } from "tldts";
import { domainOfHost } from "./public-suffix";
import { hasContactLabel, isCodeHostAddress, isCredit, isExample, isMailboxProvider } from "./email-context";
import { HEADING_MARK, type ParsedPage } from "./html-page";
import { dropsPresented, isContactPage, isVendorDomain, judgePlace, type WrittenPlace } from "./other-domain";
import { TextPlaces } from "./text-places";
import { UNLIMITED, type Budget } from "./cpu-budget";
import { scriptStrings } from "./page-scripts";

/** How an address showed itself on the page; all but the last three are explicit markup. */
export type EmailEvidence = "mailto" | "cloudflare" | "jsonld" | "microdata" | "attribute" | "vcard" | "text" | "obfuscated" | "script";

/** Addresses kept for one site, its own domain's first. */
export const MAX_EMAILS_PER_SITE = 10;

/**
 * Why an address was taken: the site's own domain; another domain presented as a contact by
 * markup, a mailbox provider or a label (the domain rule); another domain by the place it is
 * written in (the footer, a contact block, a legal notice, the business's name). Two more are
 * kept aside: "candidate", an unlabelled address nothing speaks against, taken once its domain
 * is the business's elsewhere on the site; "dropped", one the domain rule took and the place
 * refuses (a regulator's, a platform's, a named supplier's), counted by the domain rule only.
 */
export type EmailBasis = "own" | "presented" | "context" | "candidate" | "dropped";

/** Which addresses a site keeps: the domain rule alone (own domain plus presented), or with the places too. */
export type EmailRule = "domain" | "context";

export interface FoundEmail {
	address: string;
	/** the page it was first seen on */
	source: string;
	evidence: EmailEvidence;
	basis: EmailBasis;
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
const PLACEHOLDER_DOMAIN =
	/^(example\.(com|org|net|fr|de)|exemple\.(com|fr)|beispiel\.(de|com)|domain\.(com|tld|fr|de)|email\.(com|tld)|(your|my)(domain|site|website|company|business|email|mail)\.[a-z.]+|company\.com|test\.com|sample\.com|website\.com|sitename\.com|votredomaine\.[a-z]+|votresite\.[a-z]+|ihredomain\.[a-z]+)$/;
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

const LEADING_PUNCTUATION = new Set([".", "'", '"', "<", "("]);
const TRAILING_PUNCTUATION = new Set([".", "'", '"', ">", ")", ",", ";", ":"]);

/** Without the quotes, brackets and punctuation prose puts around an address (a loop: a regex anchored at the end is quadratic on a long run). */
function stripPunctuation(s: string): string {
	let start = 0;
	let end = s.length;
	while (start < end && LEADING_PUNCTUATION.has(s[start])) start++;
	while (end > start && TRAILING_PUNCTUATION.has(s[end - 1])) end--;
	return s.slice(start, end);
}

/** Lowercased, trimmed and syntax-checked, or null. */
export function normaliseEmail(raw: string): string | null {
	const trimmed = raw.trim();
	// Longer than any address with its punctuation: no need to decode it.
	if (trimmed.length > MAX_WRITTEN_ADDRESS) return null;
	const address = stripPunctuation(
		safeDecode(trimmed.replace(/^mailto:/i, ""))
			.trim()
			.toLowerCase(),
	);
	return isValidEmailSyntax(address) ? address : null;
}

/** An address is at most 64 + 1 + 253 characters; written percent-encoded, with quotes and a `mailto:`, a few times that. */
const MAX_WRITTEN_ADDRESS = 1_000;
const MAX_DOMAIN_CHARS = 253;
const LOCAL_RE = "[a-z0-9][a-z0-9._%+-]{0,63}";
const LABEL_RE = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
// "at" as written in French, German, Italian, Spanish, Czech, Polish, Slovene and Swedish
const AT_WORDS = "at|arobase|ät|chiocciola|arroba|zavináč|zavinac|małpa|malpa|afna|snabel-a";
const AT_BRACKETED = `\\s*[\\[({<]\\s*(?:@|${AT_WORDS})\\s*[\\])}>]\\s*`;
const AT_WORD = `\\s+(?:${AT_WORDS})\\s+`;
const AT_SPACED = "\\s+@\\s+";
// "dot" as written in English, German and Swedish, French, Italian and Spanish, Dutch, Portuguese, Czech, Polish, Finnish
const DOT_WORDS = "dot|punkt|point|punto|punt|ponto|tečka|tecka|kropka|piste";
const DOT_ANY = `(?:\\s*[\\[({<]\\s*(?:${DOT_WORDS}|\\.)\\s*[\\])}>]\\s*|\\s+(?:${DOT_WORDS})\\s+|\\.)`;
const PLAIN = new RegExp(`(?<![a-z0-9._%+-])(${LOCAL_RE})@(${LABEL_RE}(?:\\.${LABEL_RE})+)`, "gi");
const OBFUSCATED = new RegExp(`(?<![a-z0-9._%+-])(${LOCAL_RE})(${AT_BRACKETED}|${AT_WORD}|${AT_SPACED})(${LABEL_RE}(?:${DOT_ANY}${LABEL_RE})+)`, "gi");
const DOT_SEPARATOR = new RegExp(DOT_ANY, "gi");
/** Words before a plain " at " that make it prose ("visit us at shop.fr"), not an address. */
const PROSE_WORDS = new Set([
	"us",
	"me",
	"you",
	"we",
	"them",
	"him",
	"her",
	"it",
	"open",
	"opens",
	"closed",
	"located",
	"based",
	"available",
	"here",
	"there",
	"visit",
	"find",
	"shop",
	"buy",
	"online",
	"up",
	"out",
	"look",
	"arrive",
	"meet",
	"is",
	"are",
	"be",
	"and",
	"or",
	"site",
	"website",
	"web",
	"page",
	"book",
	"order",
	"booking",
	"stay",
	"dinner",
	"lunch",
	"home",
	"work",
	"chez",
	"nous",
	"vous",
]);

/**
 * Text domains must end in a real public suffix or be the site's own: the page's prose
 * ("version 1.2@build.local") would otherwise pass. A domain that runs on into the next
 * word ("shop.fr.Next") is cut back to the longest acceptable suffix.
 */
function acceptTextDomain(labels: string[], siteHost: string): string | null {
	// Only the labels that fit in a domain name: `x@a.a.a…` a megabyte long is not read back a label at a time.
	let longest = 0;
	for (let chars = -1; longest < labels.length && chars + 1 + labels[longest].length <= MAX_DOMAIN_CHARS; longest++) chars += 1 + labels[longest].length;
	for (let n = longest; n >= 2; n--) {
		const domain = labels.slice(0, n).join(".").toLowerCase();
		if (!TLD.test(labels[n - 1].toLowerCase())) continue;
		if (isIcannDomain(domain) || registrableDomain(domain) === registrableDomain(siteHost)) return domain;
	}
	return null;
}

const MAX_KNOWN_DOMAINS = 20_000;
const icannDomains = new Map<string, boolean>();

/** Whether a domain ends in an ICANN public suffix, remembered: a page repeats its few domains many times. */
function isIcannDomain(domain: string): boolean {
	let known = icannDomains.get(domain);
	if (known === undefined) {
		if (icannDomains.size >= MAX_KNOWN_DOMAINS) icannDomains.clear();
		icannDomains.set(domain, (known = parseHost(domain).isIcann === true));
	}
	return known;
}

export interface TextEmail {
	address: string;
	evidence: EmailEvidence;
	/** where the match starts in the text */
	index: number;
	/** how long the match is */
	length: number;
}

/** `name [at] shop [dot] fr`, `name at shop.fr` read as an address, or null. */
function obfuscatedAddress(local: string, separator: string, rawDomain: string, siteHost: string): string | null {
	const labels = rawDomain.replace(DOT_SEPARATOR, ".").split(".");
	const domain = acceptTextDomain(labels, siteHost);
	if (!domain) return null;
	// A bare " at " is prose unless the dots are spelled out too or the domain is the site's own.
	if (/^\s+(at|arobase)\s+$/i.test(separator)) {
		const spelledDots = /\s(dot|punkt|point|punto|punt)\s|[\[({<]/i.test(rawDomain);
		if (PROSE_WORDS.has(local.toLowerCase()) || labels[0].toLowerCase() === "www") return null;
		if (!spelledDots && registrableDomain(domain) !== registrableDomain(siteHost)) return null;
	}
	return normaliseEmail(`${local}@${domain}`);
}

/**
 * Addresses written in `text`, plain and obfuscated. Whitespace runs are read as one space
 * first (a page's text lines already are), so no `\s*` of the patterns can backtrack far.
 */
export function emailsInText(written: string, siteHost: string): TextEmail[] {
	const text = /\s\s/.test(written) ? written.replace(/\s+/g, " ") : written;
	const out: TextEmail[] = [];
	// A page may write one address thousands of times: each match is read once.
	const plain = new Map<string, string | null>();
	for (const m of text.matchAll(PLAIN)) {
		let address = plain.get(m[0]);
		if (address === undefined) {
			const domain = acceptTextDomain(m[2].split("."), siteHost);
			plain.set(m[0], (address = domain && normaliseEmail(`${m[1]}@${domain}`)));
		}
		if (address) out.push({ address, evidence: "text", index: m.index ?? 0, length: m[0].length });
	}
	const obfuscated = new Map<string, string | null>();
	for (const m of text.matchAll(OBFUSCATED)) {
		let address = obfuscated.get(m[0]);
		if (address === undefined) obfuscated.set(m[0], (address = obfuscatedAddress(m[1], m[2], m[3], siteHost)));
		if (address) out.push({ address, evidence: "obfuscated", index: m.index ?? 0, length: m[0].length });
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

/** The words before an address that say whose it is are read within these last characters (labels, examples and credits are short). */
const CONTEXT_BEFORE = 400;
const MARKUP: ReadonlySet<EmailEvidence> = new Set(["mailto", "cloudflare", "jsonld", "microdata", "attribute", "vcard"]);
/** Addresses a page keeps aside (candidates, dropped), at most. */
const MAX_ASIDE = 20;
/** How often one address not taken is judged on a page: one written thousands of times (a wall of suppliers) would spend the budget. */
const MAX_JUDGED = 16;
/** A text with an "@" or a word for it (every word of AT_WORDS; "at" alone only as a word): worth reading for addresses. */
const MAY_HOLD_ADDRESS = new RegExp(
	`@|\\bat\\b|${AT_WORDS.split("|")
		.filter((w) => w !== "at")
		.join("|")}`,
	"i",
);

/**
 * Whose an address found on the site is: the site's own domain always (unless shown as an
 * example); another domain when the page presents it as a contact (explicit markup, a mailbox
 * provider, or a label such as "E-mail:"), or, written in the text, when its place says it is
 * the business's (other-domain.ts); never in a credit, an example, or a platform's or an
 * authority's domain. Null: not the business's.
 */
function businessBasis(address: string, evidence: EmailEvidence, before: string, siteHost: string, place?: () => WrittenPlace): EmailBasis | null {
	if (isJunkAddress(address, siteHost) || isCodeHostAddress(address)) return null;
	if (isOwnDomain(address, siteHost)) return "own";
	if (isCredit(before) || isExample(before, address)) return null;
	// Cheapest first: most other domains' addresses in text are neither a mailbox provider's nor labelled.
	const labelled = evidence !== "script" && hasContactLabel(before);
	const presented = MARKUP.has(evidence) || isMailboxProvider(domainOfAddress(address)) || labelled;
	if (isVendorDomain(domainOfAddress(address))) return presented ? "dropped" : null;
	const written = place && (evidence === "text" || evidence === "obfuscated") ? place() : null;
	if (presented) return dropsPresented(address, written, labelled, before, siteHost) ? "dropped" : "presented";
	if (!written) return null;
	const judged = judgePlace(address, written, siteHost);
	return judged === "context" ? "context" : judged === "none" ? "candidate" : null;
}

/** `a@x.fr,b@x.fr?cc=c@x.fr&bcc=d@x.fr&subject=…`: every recipient. */
export function mailtoRecipients(raw: string): string[] {
	const [target, query = ""] = raw.split(/\?(.*)/s);
	const parts = [target];
	for (const pair of query.split("&")) {
		const [key, value = ""] = pair.split("=");
		if (/^(to|cc|bcc)$/i.test(safeDecode(key))) parts.push(value);
	}
	return parts
		.flatMap((p) => safeDecode(p.replace(/\+/g, " ")).split(/[,;]/))
		.map((p) => p.trim())
		.filter(Boolean);
}

/** A numeric character reference's character; U+FFFD for one that names none (`&#x110000;`, `&#99999999999;`, a surrogate). */
function codePointText(codePoint: number): string {
	return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff)
		? String.fromCodePoint(codePoint)
		: "\ufffd";
}

function decodeEntities(s: string): string {
	return s.replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => codePointText(parseInt(h, 16))).replace(/&#(\d+);?/g, (_, d: string) => codePointText(Number(d)));
}

/** Every address a page shows, in page order, each once (where it was first seen), before ranking. */
export function extractEmails(page: ParsedPage, siteHost: string): FoundEmail[] {
	const emails = new PageEmails(page, siteHost);
	emails.readMarkup();
	emails.readScripts();
	emails.readText();
	return emails.found;
}

/**
 * A page's addresses, read in the order they rank: markup (mailto, Cloudflare, JSON-LD, microdata,
 * data attributes), then what scripts assemble, then the text. Reading stops once `ownLimit`
 * addresses of the site's own domain are found, and at most `ownLimit` of other domains are kept:
 * any later one would rank after them (own domain first, then page order), so it could never be
 * among the site's kept addresses.
 */
export class PageEmails {
	readonly found: FoundEmail[] = [];
	private readonly seen = new Set<string>();
	/** addresses kept aside (candidates, dropped), by address, until taken */
	private readonly aside = new Map<string, FoundEmail>();
	/** how many times each address not taken has been judged */
	private readonly judged = new Map<string, number>();
	private own = 0;
	private others = 0;

	constructor(
		private readonly page: ParsedPage,
		private readonly siteHost: string,
		private readonly ownLimit = Infinity,
	) {}

	/** Enough of the site's own addresses: nothing later on the page can rank among them. */
	get full(): boolean {
		return this.own >= this.ownLimit;
	}

	readMarkup(): void {
		const page = this.page;
		page.mailtos.forEach((raw, i) => {
			for (const part of mailtoRecipients(raw)) this.addWritten(part, "mailto", page.markupContext.mailtos[i] ?? "");
		});
		page.cloudflare.forEach((hex, i) => this.add(decodeCloudflareEmail(hex), "cloudflare", page.markupContext.cloudflare[i] ?? ""));
		for (const value of jsonLdValues(page.jsonLd, "email")) this.add(value, "jsonld");
		for (const value of page.microdataEmails) this.add(value, "microdata");
		page.attributeEmails.forEach((value, i) => this.addWritten(value, "attribute", page.markupContext.attributes[i] ?? ""));
	}

	/** False when the budget ran out first. */
	readScripts(budget: Budget = UNLIMITED): boolean {
		for (const value of scriptStrings(this.page.scripts, budget)) {
			if (this.full) return true;
			if (budget.spent()) return false;
			const decoded = decodeEntities(value);
			for (const m of decoded.matchAll(/mailto:([^"'?\s>]+)/gi)) this.addWritten(m[1], "script", "");
			for (const { address } of emailsInText(decoded.replace(/<[^<>]*>/g, " "), this.siteHost)) this.add(address, "script");
		}
		return !budget.spent();
	}

	/** What was found and what was kept aside: every address the site's ranking may weigh. */
	all(): FoundEmail[] {
		return [...this.found, ...this.aside.values()];
	}

	/** False when the budget ran out first. */
	readText(budget: Budget = UNLIMITED): boolean {
		const lines = this.page.text.split("\n");
		const phones = [...this.page.telLinks.map((t) => safeDecode(t)), ...jsonLdValues(this.page.jsonLd, "telephone")];
		const places = new TextPlaces(lines, this.page.contactBlocks, isContactPage(this.page.url), this.page.text, phones, this.page.quoteBlocks);
		for (let i = 0; i < lines.length && !this.full; i++) {
			if (budget.spent()) return false;
			places.next(i);
			const marked = lines[i];
			const line = marked.startsWith(HEADING_MARK) ? marked.slice(1) : marked;
			if (!MAY_HOLD_ADDRESS.test(line)) continue;
			const heading = i > 0 && lines[i - 1].startsWith(HEADING_MARK) ? `${lines[i - 1].slice(-CONTEXT_BEFORE)}\n` : "";
			for (const { address, evidence, index, length } of emailsInText(line, this.siteHost)) {
				const before =
					index >= CONTEXT_BEFORE
						? line.slice(index - CONTEXT_BEFORE, index)
						: (heading.replace(HEADING_MARK, "") + line.slice(0, index)).slice(-CONTEXT_BEFORE);
				this.add(address, evidence, before, () => places.place(i, before, line.slice(index + length, index + length + 80)));
			}
		}
		return true;
	}

	private add(raw: string | null, evidence: EmailEvidence, before = "", place?: () => WrittenPlace): void {
		if (raw === null || this.seen.has(raw)) return;
		const address = normaliseEmail(raw);
		if (!address || this.seen.has(address)) return;
		const own = isOwnDomain(address, this.siteHost);
		// Other domains' addresses rank after every own one, in page order: past `ownLimit` of them, none can be kept.
		if (!own && this.others >= this.ownLimit) return;
		const times = this.judged.get(address) ?? 0;
		if (times >= MAX_JUDGED) return;
		this.judged.set(address, times + 1);
		const basis = businessBasis(address, evidence, before, this.siteHost, place);
		if (basis === "candidate" || basis === "dropped") {
			if (!this.aside.has(address) && this.aside.size < MAX_ASIDE) this.aside.set(address, { address, source: this.page.url.href, evidence, basis });
			return;
		}
		if (basis === null) return;
		this.seen.add(address);
		this.aside.delete(address);
		this.found.push({ address, source: this.page.url.href, evidence, basis });
		if (own) this.own++;
		else this.others++;
	}

	/** An attribute or mailto value may itself be written `name [at] domain [dot] fr`. */
	private addWritten(value: string, evidence: EmailEvidence, before: string): void {
		this.add(emailsInText(value, this.siteHost)[0]?.address ?? value, evidence, before);
	}
}

/** `EMAIL;TYPE=WORK:info@shop.fr` lines of a vCard. */
export function extractVcardEmails(body: string, source: string, siteHost: string): FoundEmail[] {
	const found: FoundEmail[] = [];
	for (const line of body.replace(/\r?\n[ \t]/g, "").split(/\r?\n/)) {
		const colon = line.indexOf(":");
		if (colon === -1 || !/^(?:item\d+\.)?EMAIL(?:;|$)/i.test(line.slice(0, colon))) continue;
		const address = normaliseEmail(line.slice(colon + 1));
		const basis = address && businessBasis(address, "vcard", "", siteHost);
		if (address && basis) found.push({ address, source, evidence: "vcard", basis });
	}
	return found;
}
