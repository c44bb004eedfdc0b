import { wordsFor } from "./link-words";

/** What a crawl knows a site and its pages by, shared by the crawler and the page reader (worker threads). */

/** `www.shop.fr` and `shop.fr` are one site. */
export function siteKey(hostname: string): string {
	return hostname.toLowerCase().replace(/^www\./, "");
}

/** `/contact` and `/contact/` are one page (trailing slashes cut in a loop: `/\/+$/` is quadratic on a long run of them). */
export function pageKey(url: URL): string {
	const href = url.href;
	let end = href.length;
	while (end > 0 && href[end - 1] === "/") end--;
	return href.slice(0, end);
}

/** How much a link looks like where contact details live, in the site's language; 0: any other page. */
export function linkScore(url: URL, text: string, lang: string | null = null): number {
	let path = url.pathname + url.search;
	try {
		path = decodeURIComponent(path);
	} catch {
		// keep it encoded
	}
	const words = wordsFor(lang);
	if (words.contact.test(path) || words.contact.test(text)) return 3;
	if (words.legal.test(path) || words.legal.test(text)) return 2;
	if (words.about.test(path) || words.about.test(text)) return 1;
	return 0;
}
