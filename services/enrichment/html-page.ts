import { load } from "cheerio";

/** What extraction needs from one HTML page, parsed once. */
export interface ParsedPage {
	url: URL;
	/** absolute http(s) links without fragment, with their visible text */
	links: { url: URL; text: string }[];
	/** every href as written, resolved when possible (socials are read from these) */
	hrefs: string[];
	/** the page's visible text, block elements separated by newlines */
	text: string;
	/** what follows `mailto:` in each mailto link, undecoded */
	mailtos: string[];
	/** Cloudflare email-protection payloads (hex) */
	cloudflare: string[];
	/** parsed JSON-LD blocks */
	jsonLd: unknown[];
	/** schema.org microdata `itemprop="email"` values */
	microdataEmails: string[];
}

/** Just enough of domhandler's node shape for the text walk. */
interface DomNode {
	type: string;
	name?: string;
	data?: string;
	children?: DomNode[];
}

const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "select"]);
const INLINE = new Set(["a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "em", "font", "i", "kbd", "mark", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr"]);

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
		if (block) out.push("\n");
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

const CF_PATH = "/cdn-cgi/l/email-protection";

export function parsePage(html: string, pageUrl: URL): ParsedPage {
	const $ = load(html);
	let base = pageUrl;
	const baseHref = $("base[href]").first().attr("href");
	if (baseHref) {
		try {
			base = new URL(baseHref, pageUrl);
		} catch {
			// keep the page URL
		}
	}
	const links: ParsedPage["links"] = [];
	const hrefs: string[] = [];
	const mailtos: string[] = [];
	const cloudflare: string[] = [];
	// One pass in document order, so addresses keep the order the page shows them in.
	$("a[href], area[href], [data-cfemail]").each((_, el) => {
		const protectedHex = $(el).attr("data-cfemail");
		if (protectedHex) {
			cloudflare.push(protectedHex);
			return;
		}
		const href = ($(el).attr("href") ?? "").trim();
		if (!href) return;
		if (/^mailto:/i.test(href)) {
			mailtos.push(href.slice(7));
			return;
		}
		const cfAt = href.indexOf(`${CF_PATH}#`);
		if (cfAt !== -1) {
			cloudflare.push(href.slice(cfAt + CF_PATH.length + 1));
			return;
		}
		let url: URL;
		try {
			url = new URL(href, base);
		} catch {
			return;
		}
		if (url.protocol !== "http:" && url.protocol !== "https:") return;
		hrefs.push(url.href);
		url.hash = "";
		links.push({ url, text: $(el).text().replace(/\s+/g, " ").trim().slice(0, 200) });
	});
	const jsonLd: unknown[] = [];
	$('script[type="application/ld+json"]').each((_, el) => {
		const parsed = parseJsonLd($(el).text());
		if (parsed !== null) jsonLd.push(parsed);
	});
	const microdataEmails: string[] = [];
	$('[itemprop="email"]').each((_, el) => {
		const value = $(el).attr("content") ?? $(el).attr("href") ?? $(el).text();
		if (value) microdataEmails.push(value.trim());
	});
	const text = visibleText($.root()[0] as unknown as DomNode);
	return { url: pageUrl, links, hrefs, text, mailtos, cloudflare, jsonLd, microdataEmails };
}
