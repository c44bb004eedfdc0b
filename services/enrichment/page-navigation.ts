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

/** `0; url=/fr/`, `5;URL='https://…'`. Read step by step: the pattern it replaces backtracked on long whitespace runs. */
export function refreshTarget(content: string): string | null {
	let rest = content.trimStart();
	const delay = /^\d*/.exec(rest)![0].length;
	rest = rest.slice(delay);
	const separatedAt = rest.trimStart();
	const separated = (separatedAt[0] === ";" || separatedAt[0] === ",") && /\S/.test(separatedAt.slice(1));
	if (!separated && !/url\s*=/i.test(content)) return null;
	rest = rest
		.replace(/^\.\d+/, "")
		.trimStart()
		.replace(/^[;,]/, "")
		.trimStart();
	const named = /^url\s*=/i.exec(rest);
	if (named) rest = rest.slice(named[0].length).trimStart();
	let target = rest.trimEnd();
	const quote = target[0];
	if ((quote === "'" || quote === '"') && target.length > 2 && target.endsWith(quote)) target = target.slice(1, -1);
	if (/[\n\r\u2028\u2029]/.test(target)) return null;
	return target.trim() || null;
}
