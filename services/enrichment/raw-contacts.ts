import type { ParsedPage } from "./html-page";
import { networkOf } from "./socials";

/**
 * A page's contact anchors read from its raw markup by a few linear scans, on the calling thread:
 * what a page keeps when its reader thread was ended before the markup was parsed (a very large
 * page on a starved machine). No element tree, no text and no context: mailto, Cloudflare and
 * data-attribute addresses, and social profile links, each as the page writes them. Every pattern
 * starts at a fixed word and reads a bounded run after it, so a megabyte page costs milliseconds.
 */

/** Far more than a page shows; a page repeating one anchor thousands of times gives the same answer. */
const MAX_ANCHORS = 200;

const MAILTO = /href\s{0,20}=\s{0,20}["']?\s{0,20}mailto:([^"'\s>]{1,1000})/gi;
const CLOUDFLARE = /(?:data-cfemail\s{0,20}=\s{0,20}["']?|\/cdn-cgi\/l\/email-protection#)([0-9a-f]{4,1000})/gi;
const DATA_EMAIL = /data-(?:e-?)?mail\s{0,20}=\s{0,20}["']([^"'<>]{3,400})["']/gi;
const HREF = /href\s{0,20}=\s{0,20}["']?\s{0,20}(https?:\/\/[^"'\s>]{1,500})/gi;

function firstGroups(html: string, pattern: RegExp, keep: (value: string) => boolean = () => true): string[] {
	const found: string[] = [];
	for (const m of html.matchAll(pattern)) {
		if (!keep(m[1])) continue;
		found.push(m[1]);
		if (found.length >= MAX_ANCHORS) break;
	}
	return found;
}

function isSocialProfile(href: string): boolean {
	try {
		return networkOf(new URL(href).hostname) !== null;
	} catch {
		return false;
	}
}

/** The page as far as its raw anchors tell it: the same shape the parser gives, with nothing else filled in. */
export function rawAnchors(html: string, url: URL): ParsedPage {
	const mailtos = firstGroups(html, MAILTO);
	const cloudflare = firstGroups(html, CLOUDFLARE);
	const attributeEmails = firstGroups(html, DATA_EMAIL);
	return {
		url,
		lang: null,
		links: [],
		hrefs: firstGroups(html, HREF, isSocialProfile),
		sameAs: [],
		text: "",
		mailtos,
		cloudflare,
		jsonLd: [],
		microdataEmails: [],
		attributeEmails,
		markupContext: { mailtos: mailtos.map(() => ""), cloudflare: cloudflare.map(() => ""), attributes: attributeEmails.map(() => "") },
		scripts: [],
		navigation: [],
		vcards: [],
		telLinks: [],
		contactBlocks: [],
		quoteBlocks: [],
	};
}
