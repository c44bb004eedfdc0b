import type { CheerioAPI } from "cheerio";
import { scriptRedirects } from "./page-scripts";

/**
 * Ways a page leads to another without a link: `<meta http-equiv="refresh">`, a script
 * sending the browser to a literal URL, `<frame>`/`<iframe>` sources, and
 * `<link rel="alternate" hreflang>` language versions. The crawler follows the ones on
 * the same site like links (every hop through the SSRF guard).
 */

export type NavigationKind = "refresh" | "script" | "frame" | "alternate";

export interface Navigation {
	url: URL;
	kind: NavigationKind;
}

/** `0; url=/fr/`, `5;URL='https://…'` */
function refreshTarget(content: string): string | null {
	const m = /^\s*\d*(?:\.\d+)?\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.+?)\1\s*$/i.exec(content);
	if (!m || !/url\s*=|^\s*\d*\s*[;,]\s*\S/i.test(content)) return null;
	return m[2].trim() || null;
}

function resolved(href: string, base: URL): URL | null {
	try {
		const url = new URL(href, base);
		url.hash = "";
		return url.protocol === "http:" || url.protocol === "https:" ? url : null;
	} catch {
		return null;
	}
}

export function readNavigation($: CheerioAPI, base: URL, scripts: string[]): Navigation[] {
	const out: Navigation[] = [];
	const add = (href: string | null | undefined, kind: NavigationKind): void => {
		const url = href ? resolved(href.trim(), base) : null;
		if (url && !out.some((n) => n.url.href === url.href)) out.push({ url, kind });
	};
	$('meta[http-equiv="refresh" i][content]').each((_, el) => add(refreshTarget($(el).attr("content") ?? ""), "refresh"));
	for (const script of scripts) for (const target of scriptRedirects(script)) add(target, "script");
	$("frame[src], iframe[src]").each((_, el) => add($(el).attr("src"), "frame"));
	$('link[rel~="alternate" i][hreflang][href]').each((_, el) => add($(el).attr("href"), "alternate"));
	return out;
}
