import { parseDocument } from "htmlparser2";
import { isCredit } from "./email-context";
import { refreshTarget, type Navigation, type NavigationKind } from "./page-navigation";
import { scriptRedirects } from "./page-scripts";
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

/** Just enough of domhandler's node shape (htmlparser2's DOM) for the walks. */
interface DomNode {
	/** `tag`, `script`, `style` for elements; `text`, `comment`, `root`, … */
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
const CF_PATH = "/cdn-cgi/l/email-protection";

function isElement(node: DomNode): boolean {
	return node.type === "tag" || node.type === "script" || node.type === "style";
}

function textOf(node: DomNode): string {
	if (node.type === "text") return node.data ?? "";
	let out = "";
	for (const child of node.children ?? []) out += textOf(child);
	return out;
}

/** Inline elements join without a break, so `<b>info</b>@shop.fr` stays one address; blocks never run together. */
function visibleText(root: DomNode): string {
	const out: string[] = [];
	const walk = (node: DomNode): void => {
		if (node.type === "text") {
			out.push(node.data ?? "");
			return;
		}
		if (node.type !== "tag" && node.type !== "root") return;
		const name = node.name;
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
		else if (node.type === "tag") for (const child of node.children ?? []) walk(child);
	};
	walk(block);
	return out;
}

/**
 * What the page says before an element, in its nearest block, with the heading just before
 * that block: who an address or a profile link belongs to ("Site by", "Email:", "ex :").
 */
function contextOf(el: DomNode): string {
	let node = el.parent ?? null;
	while (node && node.type === "tag" && !CONTEXT_BLOCKS.has(node.name ?? "")) node = node.parent ?? null;
	if (!node || node.type !== "tag") return "";
	let heading = "";
	let prev = node.prev ?? null;
	while (prev && !isElement(prev)) prev = prev.prev ?? null;
	if (prev && HEADINGS.has(prev.name ?? "")) heading = `${textOf(prev)}\n`;
	return (heading + textBefore(node, el)).replace(/[ \t\u00a0]+/g, " ").trim().slice(-MAX_CONTEXT_CHARS);
}

function hasToken(value: string | undefined, token: RegExp): boolean {
	return value !== undefined && value.split(/\s+/).some((t) => token.test(t));
}

function resolve(href: string, base: URL): URL | null {
	try {
		const url = new URL(href, base);
		return url.protocol === "http:" || url.protocol === "https:" ? url : null;
	} catch {
		return null;
	}
}

/** Elements in document order: what the page reader looks at, found in one walk. */
interface Found {
	base: string | null;
	anchors: DomNode[];
	navigation: { href: string; kind: NavigationKind }[];
}

/** One walk over the document: every element the extraction cares about. */
function collect(root: DomNode, page: ParsedPage): Found {
	const found: Found = { base: null, anchors: [], navigation: [] };
	const frames: string[] = [];
	const alternates: string[] = [];
	const visit = (el: DomNode): void => {
		const name = el.name ?? "";
		const a = el.attribs ?? {};
		if (name === "html" && a.lang) page.lang = a.lang.trim().toLowerCase().split(/[-_]/)[0] || null;
		else if (name === "base" && a.href && found.base === null) found.base = a.href;
		if (((name === "a" || name === "area") && a.href) || a["data-cfemail"] || (name === "iframe" && a.src)) found.anchors.push(el);
		if ((name === "frame" || name === "iframe") && a.src) frames.push(a.src);
		const dataEmail = a["data-email"] ?? a["data-mail"] ?? a["data-e-mail"] ?? (a["data-domain"] && (a["data-user"] ?? a["data-name"]) ? `${a["data-user"] ?? a["data-name"]}@${a["data-domain"]}` : undefined);
		if (dataEmail) {
			page.attributeEmails.push(dataEmail);
			page.markupContext.attributes.push(contextOf(el));
		}
		if (name === "script") {
			const type = (a.type ?? "").trim();
			if (/^application\/ld\+json$/i.test(type)) {
				const parsed = parseJsonLd(textOf(el));
				if (parsed !== null) page.jsonLd.push(parsed);
			} else if (!a.src && JS_TYPES.test(type)) page.scripts.push(textOf(el));
		}
		if (a.onclick) page.scripts.push(a.onclick);
		if (hasToken(a.itemprop, /^email$/i)) {
			const value = a.content ?? a.href ?? textOf(el);
			if (value) page.microdataEmails.push(value.trim());
		}
		if (hasToken(a.itemprop, /^sameas$/i) || hasToken(a.property, /^(schema:)?sameas$/i)) {
			const value = a.href ?? a.content;
			if (value) page.sameAs.push(value.trim());
		}
		if (name === "meta" && /^refresh$/i.test(a["http-equiv"] ?? "") && a.content) {
			const target = refreshTarget(a.content);
			if (target) found.navigation.push({ href: target, kind: "refresh" });
		}
		if (name === "link" && a.hreflang && a.href && hasToken(a.rel, /^alternate$/i)) alternates.push(a.href);
	};
	const stack: DomNode[] = [root];
	while (stack.length) {
		const node = stack.pop() as DomNode;
		if (isElement(node)) visit(node);
		const children = node.children ?? [];
		for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
	}
	for (const script of page.scripts) for (const href of scriptRedirects(script)) found.navigation.push({ href, kind: "script" });
	for (const href of frames) found.navigation.push({ href, kind: "frame" });
	for (const href of alternates) found.navigation.push({ href, kind: "alternate" });
	return found;
}

export function parsePage(html: string, pageUrl: URL): ParsedPage {
	const root = parseDocument(html) as unknown as DomNode;
	const page: ParsedPage = {
		url: pageUrl, lang: null, links: [], hrefs: [], sameAs: [], text: "", mailtos: [], cloudflare: [], jsonLd: [], microdataEmails: [], attributeEmails: [],
		markupContext: { mailtos: [], cloudflare: [], attributes: [] }, scripts: [], navigation: [], vcards: [],
	};
	const found = collect(root, page);
	const base = (found.base && resolve(found.base, pageUrl)) || pageUrl;
	for (const el of found.anchors) readAnchor(el, base, page);
	for (const { href, kind } of found.navigation) {
		const url = resolve(href.trim(), base);
		if (!url) continue;
		url.hash = "";
		if (!page.navigation.some((n) => n.url.href === url.href)) page.navigation.push({ url, kind });
	}
	page.text = visibleText(root);
	return page;
}

/** A link, a mailto, a Cloudflare payload, a vCard or a frame's source, in document order (addresses keep the order the page shows them in). */
function readAnchor(el: DomNode, base: URL, page: ParsedPage): void {
	const a = el.attribs ?? {};
	if (a["data-cfemail"]) {
		page.cloudflare.push(a["data-cfemail"]);
		page.markupContext.cloudflare.push(contextOf(el));
		return;
	}
	const isFrame = el.name === "iframe";
	const href = ((isFrame ? a.src : a.href) ?? "").trim();
	if (!href) return;
	if (/^mailto:/i.test(href)) {
		page.mailtos.push(href.slice(7));
		page.markupContext.mailtos.push(contextOf(el));
		return;
	}
	if (/^javascript:/i.test(href)) {
		page.scripts.push(href.slice(11));
		return;
	}
	const cfAt = href.indexOf(`${CF_PATH}#`);
	if (cfAt !== -1) {
		page.cloudflare.push(href.slice(cfAt + CF_PATH.length + 1));
		page.markupContext.cloudflare.push(contextOf(el));
		return;
	}
	const url = resolve(href, base);
	if (!url) return;
	// A profile linked from a credit is the agency's, not the business's.
	const social = networkOf(url.hostname) !== null;
	if (isFrame) {
		if (social) page.hrefs.push(url.href);
		return;
	}
	if (!social || !isCredit(contextOf(el))) page.hrefs.push(url.href);
	url.hash = "";
	if (/\.vcf$/i.test(url.pathname)) {
		page.vcards.push(url);
		return;
	}
	page.links.push({ url, text: textOf(el).replace(/\s+/g, " ").trim().slice(0, 200) });
}
