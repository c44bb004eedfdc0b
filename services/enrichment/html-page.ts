import { load, type CheerioAPI } from "cheerio";
import { isCredit } from "./email-context";
import { readNavigation, type Navigation } from "./page-navigation";
import { networkOf } from "./socials";

/** What extraction needs from one HTML page, parsed once. */
export interface ParsedPage {
	url: URL;
	/** `<html lang>`, lowercased primary subtag (`fr`), or null */
	lang: string | null;
	/** absolute http(s) links without fragment, with their visible text */
	links: { url: URL; text: string }[];
	/** every href as written, resolved when possible, and same-page frames' sources (socials are read from these); links inside a credit left out */
	hrefs: string[];
	/** microdata and RDFa `sameAs` links: the site naming its own profiles */
	sameAs: string[];
	/** the page's visible text, block elements separated by newlines, headings' lines starting with HEADING_MARK; `<pre>`/`<code>` left out */
	text: string;
	/** what follows `mailto:` in each mailto link, undecoded */
	mailtos: string[];
	/** Cloudflare email-protection payloads (hex) */
	cloudflare: string[];
	/** parsed JSON-LD blocks */
	jsonLd: unknown[];
	/** schema.org microdata `itemprop="email"` values */
	microdataEmails: string[];
	/** addresses in data attributes (`data-email`, `data-mail`, `data-user` + `data-domain`) */
	attributeEmails: string[];
	/** the text around each markup address (same order as `mailtos`, `cloudflare`, `attributeEmails`) */
	markupContext: { mailtos: string[]; cloudflare: string[]; attributes: string[] };
	/** inline scripts and event handlers, to be read (never run) */
	scripts: string[];
	/** where the page sends the browser without a link: refresh, script redirect, frames, language versions */
	navigation: Navigation[];
	/** linked vCards */
	vcards: URL[];
}

/** Just enough of domhandler's node shape for the text walk. */
interface DomNode {
	type: string;
	name?: string;
	data?: string;
	attribs?: Record<string, string>;
	parent?: DomNode | null;
	prev?: DomNode | null;
	children?: DomNode[];
}

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "select", "pre", "code", "kbd", "samp", "textarea"]);
const INLINE = new Set(["a", "abbr", "b", "bdi", "bdo", "cite", "data", "em", "font", "i", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);
const CONTEXT_BLOCKS = new Set(["p", "li", "div", "td", "th", "dd", "dt", "footer", "header", "section", "article", "aside", "address", "form", "label", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "figcaption", "nav", "main"]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "dt", "strong", "b"]);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "dt", "th", "legend"]);
/** Starts a line of `text` that is a heading (and is no part of its words). */
export const HEADING_MARK = "\u0001";
const JS_TYPES = /^(|text\/javascript|application\/javascript|module|text\/ecmascript)$/i;
const MAX_CONTEXT_CHARS = 400;

/** Inline elements join without a break, so `<b>info</b>@shop.fr` stays one address; blocks never run together. */
function visibleText(root: DomNode): string {
	const out: string[] = [];
	const walk = (node: DomNode): void => {
		if (node.type === "text") {
			out.push(node.data ?? "");
			return;
		}
		if (node.type !== "tag" && node.type !== "root") return;
		const name = node.name?.toLowerCase();
		if (name && SKIPPED.has(name)) return;
		const block = name !== undefined && !INLINE.has(name);
		if (block) out.push(HEADING_TAGS.has(name) ? `\n${HEADING_MARK}` : "\n");
		for (const child of node.children ?? []) walk(child);
		if (block) out.push("\n");
	};
	walk(root);
	return out.join("").replace(/[ \t\u00a0\u202f]+/g, " ").replace(/\s*\n\s*/g, "\n");
}

function parseJsonLd(raw: string): unknown | null {
	const cleaned = raw.trim().replace(/^<!--/, "").replace(/-->$/, "").replace(/^\/\/\s*<!\[CDATA\[/, "").replace(/\/\/\s*\]\]>$/, "");
	try {
		return JSON.parse(cleaned);
	} catch {
		// Sites often leave raw newlines inside strings; one lenient retry.
		try {
			return JSON.parse(cleaned.replace(/[\r\n\t]+/g, " "));
		} catch {
			return null;
		}
	}
}

/** The text of `block` before `target` (scripts and styles left out). */
function textBefore(block: DomNode, target: DomNode): string {
	let out = "";
	let done = false;
	const walk = (node: DomNode): void => {
		if (done) return;
		if (node === target) {
			done = true;
			return;
		}
		if (node.type === "text") out += node.data ?? "";
		else if (node.type === "tag" && (node.name === "script" || node.name === "style")) return;
		else for (const child of node.children ?? []) walk(child);
	};
	walk(block);
	return out;
}

/**
 * What the page says before an element, in its nearest block, with the heading just before
 * that block: who an address or a profile link belongs to ("Site by", "Email:", "ex :").
 */
function contextOf($: CheerioAPI, el: DomNode): string {
	let node = el.parent ?? null;
	while (node && node.type === "tag" && !CONTEXT_BLOCKS.has(node.name ?? "")) node = node.parent ?? null;
	if (!node || node.type !== "tag") return "";
	let heading = "";
	let prev = node.prev ?? null;
	while (prev && prev.type !== "tag") prev = prev.prev ?? null;
	if (prev && HEADINGS.has(prev.name ?? "")) heading = `${$(prev as never).text()}\n`;
	return (heading + textBefore(node, el)).replace(/[ \t\u00a0]+/g, " ").trim().slice(-MAX_CONTEXT_CHARS);
}

const CF_PATH = "/cdn-cgi/l/email-protection";

function baseOf($: CheerioAPI, pageUrl: URL): URL {
	const baseHref = $("base[href]").first().attr("href");
	if (!baseHref) return pageUrl;
	try {
		return new URL(baseHref, pageUrl);
	} catch {
		return pageUrl;
	}
}

export function parsePage(html: string, pageUrl: URL): ParsedPage {
	const $ = load(html);
	const base = baseOf($, pageUrl);
	const page: ParsedPage = {
		url: pageUrl, lang: ($("html").attr("lang") ?? "").trim().toLowerCase().split(/[-_]/)[0] || null,
		links: [], hrefs: [], sameAs: [], text: "", mailtos: [], cloudflare: [], jsonLd: [], microdataEmails: [], attributeEmails: [],
		markupContext: { mailtos: [], cloudflare: [], attributes: [] }, scripts: [], navigation: [], vcards: [],
	};
	readAnchors($, base, page);
	$("[data-email], [data-mail], [data-e-mail], [data-user][data-domain], [data-name][data-domain]").each((_, el) => {
		const a = $(el);
		const value = a.attr("data-email") ?? a.attr("data-mail") ?? a.attr("data-e-mail") ?? `${a.attr("data-user") ?? a.attr("data-name")}@${a.attr("data-domain")}`;
		page.attributeEmails.push(value);
		page.markupContext.attributes.push(contextOf($, el as unknown as DomNode));
	});
	$('script[type="application/ld+json" i]').each((_, el) => {
		const parsed = parseJsonLd($(el).text());
		if (parsed !== null) page.jsonLd.push(parsed);
	});
	$("script:not([src])").each((_, el) => {
		if (JS_TYPES.test(($(el).attr("type") ?? "").trim())) page.scripts.push($(el).text());
	});
	$("[onclick]").each((_, el) => void page.scripts.push($(el).attr("onclick") ?? ""));
	$('[itemprop="email"]').each((_, el) => {
		const value = $(el).attr("content") ?? $(el).attr("href") ?? $(el).text();
		if (value) page.microdataEmails.push(value.trim());
	});
	$('link[itemprop~="sameAs" i][href], a[itemprop~="sameAs" i][href], meta[itemprop~="sameAs" i][content], [property~="sameAs"][href], [property~="schema:sameAs"][href], meta[property~="sameAs"][content]').each((_, el) => {
		const value = $(el).attr("href") ?? $(el).attr("content");
		if (value) page.sameAs.push(value.trim());
	});
	page.navigation = readNavigation($, base, page.scripts);
	page.text = visibleText($.root()[0] as unknown as DomNode);
	return page;
}

/** Links, mailtos, Cloudflare payloads and vCards, in one pass in document order (addresses keep the order the page shows them in). */
function readAnchors($: CheerioAPI, base: URL, page: ParsedPage): void {
	$("a[href], area[href], [data-cfemail], iframe[src]").each((_, el) => {
		const protectedHex = $(el).attr("data-cfemail");
		if (protectedHex) {
			page.cloudflare.push(protectedHex);
			page.markupContext.cloudflare.push(contextOf($, el as unknown as DomNode));
			return;
		}
		const isFrame = (el as unknown as DomNode).name === "iframe";
		const href = ($(el).attr(isFrame ? "src" : "href") ?? "").trim();
		if (!href) return;
		if (/^mailto:/i.test(href)) {
			page.mailtos.push(href.slice(7));
			page.markupContext.mailtos.push(contextOf($, el as unknown as DomNode));
			return;
		}
		if (/^javascript:/i.test(href)) {
			page.scripts.push(href.slice(11));
			return;
		}
		const cfAt = href.indexOf(`${CF_PATH}#`);
		if (cfAt !== -1) {
			page.cloudflare.push(href.slice(cfAt + CF_PATH.length + 1));
			page.markupContext.cloudflare.push(contextOf($, el as unknown as DomNode));
			return;
		}
		let url: URL;
		try {
			url = new URL(href, base);
		} catch {
			return;
		}
		if (url.protocol !== "http:" && url.protocol !== "https:") return;
		// A profile linked from a credit is the agency's, not the business's.
		const social = networkOf(url.hostname) !== null;
		if (isFrame) {
			if (social) page.hrefs.push(url.href);
			return;
		}
		if (!social || !isCredit(contextOf($, el as unknown as DomNode))) page.hrefs.push(url.href);
		url.hash = "";
		if (/\.vcf$/i.test(url.pathname)) {
			page.vcards.push(url);
			return;
		}
		page.links.push({ url, text: $(el).text().replace(/\s+/g, " ").trim().slice(0, 200) });
	});
}
