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
export function refreshTarget(content: string): string | null {
	const m = /^\s*\d*(?:\.\d+)?\s*[;,]?\s*(?:url\s*=\s*)?(['"]?)(.+?)\1\s*$/i.exec(content);
	if (!m || !/url\s*=|^\s*\d*\s*[;,]\s*\S/i.test(content)) return null;
	return m[2].trim() || null;
}

