import { CreditSpans } from "./email-context";
import { scanHtml, type HtmlEvents } from "./html-events";
import { refreshTarget, type Navigation, type NavigationKind } from "./page-navigation";
import { scriptRedirects } from "./page-scripts";
import { CollapsedText, contextHasCredit, contextText, type ContextSpan } from "./page-text";
import { networkOf } from "./socials";

/** What extraction needs from one HTML page, parsed once. */
export interface ParsedPage {
	url: URL;
	/** `<html lang>`, lowercased primary subtag (`fr`), or null */
	lang: string | null;
	/** absolute http(s) links without fragment, with their visible text */
	links: { url: URL; text: string }[];
	/** social profile links (anchors and same-page frames), resolved; links inside a credit left out */
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
	/** the numbers of its `tel:` links, as written (at most MAX_TEL_LINKS) */
	telLinks: string[];
	/** spans of `text` in the footer, an `<address>` or an element named as a contact block (class, id, role), in order */
	contactBlocks: Range[];
	/** spans of `text` in a `<blockquote>` or an element named as a testimonial or review (class, id): others' words, in order */
	quoteBlocks: Range[];
}

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "select", "pre", "code", "kbd", "samp", "textarea"]);
const INLINE = new Set([
	"a",
	"abbr",
	"b",
	"bdi",
	"bdo",
	"cite",
	"data",
	"em",
	"font",
	"i",
	"mark",
	"q",
	"s",
	"small",
	"span",
	"strong",
	"sub",
	"sup",
	"time",
	"u",
	"var",
	"wbr",
]);
const CONTEXT_BLOCKS = new Set([
	"p",
	"li",
	"div",
	"td",
	"th",
	"dd",
	"dt",
	"footer",
	"header",
	"section",
	"article",
	"aside",
	"address",
	"form",
	"label",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"blockquote",
	"figcaption",
	"nav",
	"main",
]);
const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "dt", "strong", "b"]);
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "dt", "th", "legend"]);
/** Starts a line of `text` that is a heading (and is no part of its words). */
export const HEADING_MARK = "\u0001";
const JS_TYPES = /^(|text\/javascript|application\/javascript|module|text\/ecmascript)$/i;
const CF_PATH = "/cdn-cgi/l/email-protection";
/** Longer than any address (64 + 1 + 253): an element's text past this is no microdata address. */
const MAX_ADDRESS_TEXT = 330;
const MAX_LINK_TEXT = 200;
const MAX_TEL_LINKS = 20;

export interface Range {
	start: number;
	end: number;
}

/** An element whose class, id or role names the footer or a contact block (`site-footer`, `colophon`, `contact-info`, `contentinfo`). */
const CONTACT_BLOCK_NAME =
	/(foot|contact|kontakt|contatt|coordon|impress|imprint|colophon|contentinfo|vcard|h-card|adresse|address|anschrift|direccion|indirizzo)/i;
const CONTACT_BLOCK_TAGS = new Set(["footer", "address"]);
/** An element whose class or id names customers' words (`testimonial`, `review-card`, `kundenstimmen`, `temoignages`). */
const QUOTE_BLOCK_NAME = /(testimonial|(?:^|[^p])review|kundenstimme|rezension|t[ée]moign|temoign|recensi|rese[ñn]a|ervaring|klantverhal)/i;

interface OpenElement {
	name: string;
	/** its text in the collapsed text of everything but scripts and styles (the end set when it closes) */
	range: Range;
	/** the nearest block among it and its ancestors that contexts are read in, with its heading */
	block: { start: number; heading: Range | null } | null;
	/** the element child closed last: the previous element sibling of the next child */
	lastChild: (Range & { name: string }) | null;
	/** it opened the page's outermost contact block */
	contactBlock?: boolean;
	/** it opened the page's outermost quote block (a testimonial, a review) */
	quoteBlock?: boolean;
	/** a script's or a style's source, as it arrives, and what to do with it once closed */
	source?: string[];
	onSource?: (source: string) => void;
}

/** An anchor, a Cloudflare-protected element or a frame, read once the page's `<base>` is known. */
interface AnchorRecord {
	name: string;
	attribs: Record<string, string>;
	context: ContextSpan | null;
	text: Range;
}

function parseJsonLd(raw: string): unknown | null {
	const cleaned = raw
		.trim()
		.replace(/^<!--/, "")
		.replace(/-->$/, "")
		.replace(/^\/\/\s*<!\[CDATA\[/, "")
		.replace(/\/\/\s*\]\]>$/, "");
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

function isContactBlock(name: string, a: Record<string, string>): boolean {
	return CONTACT_BLOCK_TAGS.has(name) || isNamed(a, CONTACT_BLOCK_NAME);
}

/** Whether an element's class, id or role says `pattern`. */
function isNamed(a: Record<string, string>, pattern: RegExp): boolean {
	const named = `${(a.class ?? "").slice(0, 200)} ${(a.id ?? "").slice(0, 100)} ${(a.role ?? "").slice(0, 30)}`;
	return named.length > 2 && pattern.test(named);
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

function dataEmailOf(a: Record<string, string>): string | undefined {
	const user = a["data-user"] ?? a["data-name"];
	return a["data-email"] ?? a["data-mail"] ?? a["data-e-mail"] ?? (a["data-domain"] && user ? `${user}@${a["data-domain"]}` : undefined);
}

/**
 * One pass over the page's events: the visible text, the text every context is read from
 * (scripts and styles left out; offsets recorded, so a context is a slice, never rebuilt),
 * and every element extraction cares about. No recursion: any nesting depth is fine.
 */
class PageScan implements HtmlEvents {
	readonly contextText = new CollapsedText();
	readonly visibleText = new CollapsedText();
	readonly anchors: AnchorRecord[] = [];
	readonly attributeContexts: (ContextSpan | null)[] = [];
	/** `itemprop="email"` values in document order: given, or the element's text */
	readonly microdata: (string | Range)[] = [];
	readonly navigation: { href: string; kind: NavigationKind }[] = [];
	readonly frames: string[] = [];
	readonly alternates: string[] = [];
	base: string | null = null;
	private readonly stack: OpenElement[] = [{ name: "", range: { start: 0, end: 0 }, block: null, lastChild: null }];
	/** open elements whose text is not visible (`<script>`, `<pre>`, …) */
	private hidden = 0;
	/** where the contact block open now started in the visible text, or null */
	private contactStart: number | null = null;
	/** where the quote block open now started in the visible text, or null */
	private quoteStart: number | null = null;

	constructor(private readonly page: ParsedPage) {}

	open(name: string, attribs: Record<string, string>): void {
		const parent = this.stack[this.stack.length - 1];
		const start = this.contextText.length;
		const heading = parent.lastChild && HEADINGS.has(parent.lastChild.name) ? parent.lastChild : null;
		const el: OpenElement = { name, range: { start, end: start }, block: CONTEXT_BLOCKS.has(name) ? { start, heading } : parent.block, lastChild: null };
		if (SKIPPED.has(name)) this.hidden++;
		else if (this.hidden === 0 && !INLINE.has(name)) {
			this.visibleText.space("\n");
			if (HEADING_TAGS.has(name)) this.visibleText.add(HEADING_MARK);
		}
		if (name === "script" || name === "style") el.source = [];
		if (this.contactStart === null && this.hidden === 0 && isContactBlock(name, attribs)) {
			this.contactStart = this.visibleText.length;
			el.contactBlock = true;
		}
		if (this.quoteStart === null && this.hidden === 0 && (name === "blockquote" || isNamed(attribs, QUOTE_BLOCK_NAME))) {
			this.quoteStart = this.visibleText.length;
			el.quoteBlock = true;
		}
		this.visit(el, attribs, parent);
		this.stack.push(el);
	}

	close(): void {
		const el = this.stack.pop() as OpenElement;
		const parent = this.stack[this.stack.length - 1];
		if (SKIPPED.has(el.name)) this.hidden--;
		else if (this.hidden === 0 && !INLINE.has(el.name)) this.visibleText.space("\n");
		el.range.end = this.contextText.length;
		if (el.contactBlock && this.contactStart !== null) {
			this.page.contactBlocks.push({ start: this.contactStart, end: this.visibleText.length });
			this.contactStart = null;
		}
		if (el.quoteBlock && this.quoteStart !== null) {
			this.page.quoteBlocks.push({ start: this.quoteStart, end: this.visibleText.length });
			this.quoteStart = null;
		}
		if (el.source) el.onSource?.(el.source.join(""));
		parent.lastChild = { name: el.name, ...el.range };
	}

	text(data: string): void {
		const el = this.stack[this.stack.length - 1];
		if (el.source) {
			el.source.push(data);
			return;
		}
		this.contextText.add(data);
		if (this.hidden === 0) this.visibleText.add(data);
	}

	/** Where the words that say whose an element is are read: its parent's nearest block, before it. */
	private contextOf(parent: OpenElement): ContextSpan | null {
		return parent.block && { blockStart: parent.block.start, heading: parent.block.heading, at: this.contextText.length };
	}

	private visit(el: OpenElement, a: Record<string, string>, parent: OpenElement): void {
		const { name } = el;
		const page = this.page;
		if (name === "html" && a.lang) page.lang = a.lang.trim().toLowerCase().split(/[-_]/)[0] || null;
		else if (name === "base" && a.href && this.base === null) this.base = a.href;
		if (((name === "a" || name === "area") && a.href) || a["data-cfemail"] || (name === "iframe" && a.src)) {
			this.anchors.push({ name, attribs: a, context: this.contextOf(parent), text: el.range });
		}
		if ((name === "frame" || name === "iframe") && a.src) this.frames.push(a.src);
		const dataEmail = dataEmailOf(a);
		if (dataEmail) {
			page.attributeEmails.push(dataEmail);
			this.attributeContexts.push(this.contextOf(parent));
		}
		if (name === "script") el.onSource = (source) => this.script(a, source);
		if (a.onclick) page.scripts.push(a.onclick);
		if (hasToken(a.itemprop, /^email$/i)) {
			const value = a.content ?? a.href;
			if (value !== undefined) this.microdata.push(value);
			else this.microdata.push(el.range);
		}
		if (hasToken(a.itemprop, /^sameas$/i) || hasToken(a.property, /^(schema:)?sameas$/i)) {
			const value = a.href ?? a.content;
			if (value) page.sameAs.push(value.trim());
		}
		if (name === "meta" && /^refresh$/i.test(a["http-equiv"] ?? "") && a.content) {
			const target = refreshTarget(a.content);
			if (target) this.navigation.push({ href: target, kind: "refresh" });
		}
		if (name === "link" && a.hreflang && a.href && hasToken(a.rel, /^alternate$/i)) this.alternates.push(a.href);
	}

	private script(a: Record<string, string>, source: string): void {
		const type = (a.type ?? "").trim();
		if (/^application\/ld\+json$/i.test(type)) {
			const parsed = parseJsonLd(source);
			if (parsed !== null) this.page.jsonLd.push(parsed);
		} else if (!a.src && JS_TYPES.test(type)) this.page.scripts.push(source);
	}
}

export function parsePage(html: string, pageUrl: URL): ParsedPage {
	const page: ParsedPage = {
		url: pageUrl,
		lang: null,
		links: [],
		hrefs: [],
		sameAs: [],
		text: "",
		mailtos: [],
		cloudflare: [],
		jsonLd: [],
		microdataEmails: [],
		attributeEmails: [],
		markupContext: { mailtos: [], cloudflare: [], attributes: [] },
		scripts: [],
		navigation: [],
		vcards: [],
		telLinks: [],
		contactBlocks: [],
		quoteBlocks: [],
	};
	const scan = new PageScan(page);
	scanHtml(html, scan);
	const text = scan.contextText.toString();
	const contextAt = (span: ContextSpan | null): string => (span ? contextText(text, span) : "");
	let credits: CreditSpans | null = null;
	const creditAt = (span: ContextSpan | null): boolean => span !== null && contextHasCredit((credits ??= new CreditSpans(text)), span);
	const base = (scan.base && resolve(scan.base, pageUrl)) || pageUrl;
	for (const anchor of scan.anchors) readAnchor(anchor, base, page, { text, contextAt, creditAt });
	page.markupContext.attributes = scan.attributeContexts.map(contextAt);
	for (const value of scan.microdata) {
		const written = typeof value === "string" ? value : value.end - value.start <= MAX_ADDRESS_TEXT ? text.slice(value.start, value.end) : "";
		if (written.trim()) page.microdataEmails.push(written.trim());
	}
	const navigation = [
		...scan.navigation,
		...page.scripts.flatMap((script) => scriptRedirects(script).map((href) => ({ href, kind: "script" as const }))),
		...scan.frames.map((href) => ({ href, kind: "frame" as const })),
		...scan.alternates.map((href) => ({ href, kind: "alternate" as const })),
	];
	const seen = new Set<string>();
	for (const { href, kind } of navigation) {
		const url = resolve(href.trim(), base);
		if (!url) continue;
		url.hash = "";
		if (!seen.has(url.href)) page.navigation.push({ url, kind });
		seen.add(url.href);
	}
	page.text = scan.visibleText.toString();
	return page;
}

/** A link, a mailto, a Cloudflare payload, a vCard or a frame's source, in document order (addresses keep the order the page shows them in). */
interface PageText {
	text: string;
	contextAt(span: ContextSpan | null): string;
	creditAt(span: ContextSpan | null): boolean;
}

function readAnchor(anchor: AnchorRecord, base: URL, page: ParsedPage, { text, contextAt, creditAt }: PageText): void {
	const a = anchor.attribs;
	if (a["data-cfemail"]) {
		page.cloudflare.push(a["data-cfemail"]);
		page.markupContext.cloudflare.push(contextAt(anchor.context));
		return;
	}
	const isFrame = anchor.name === "iframe";
	const href = ((isFrame ? a.src : a.href) ?? "").trim();
	if (!href) return;
	if (/^mailto:/i.test(href)) {
		page.mailtos.push(href.slice(7));
		page.markupContext.mailtos.push(contextAt(anchor.context));
		return;
	}
	if (/^tel:/i.test(href)) {
		if (page.telLinks.length < MAX_TEL_LINKS) page.telLinks.push(href.slice(4, 80));
		return;
	}
	if (/^javascript:/i.test(href)) {
		page.scripts.push(href.slice(11));
		return;
	}
	const cfAt = href.indexOf(`${CF_PATH}#`);
	if (cfAt !== -1) {
		page.cloudflare.push(href.slice(cfAt + CF_PATH.length + 1));
		page.markupContext.cloudflare.push(contextAt(anchor.context));
		return;
	}
	const url = resolve(href, base);
	if (!url) return;
	// A profile linked from a credit is the agency's, not the business's.
	if (networkOf(url.hostname) !== null && (isFrame || !creditAt(anchor.context))) page.hrefs.push(url.href);
	if (isFrame) return;
	url.hash = "";
	if (/\.vcf$/i.test(url.pathname)) {
		page.vcards.push(url);
		return;
	}
	const words = text.slice(anchor.text.start, Math.min(anchor.text.end, anchor.text.start + MAX_LINK_TEXT + 2));
	page.links.push({ url, text: words.replace(/\s+/g, " ").trim().slice(0, MAX_LINK_TEXT) });
}
