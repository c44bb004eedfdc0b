/**
 * Pages written to stall a crawler, each still showing its business's contacts after the
 * hostile part: long runs of a Unicode space without a newline, thousands of anchors in one
 * block, deep nesting, a megabyte attribute, broken entities, mixed encodings, scripts that
 * build a value per statement, a robots.txt of thousands of wildcard rules. The simulator's
 * `hostile` sites serve them; tests and benches generate their own shapes with the same builder.
 */

/** Every character JavaScript's `\s` matches but the line feed. */
// prettier-ignore
export const UNICODE_SPACES = [
	"\t", "\v", "\f", "\r", " ", "\u00a0", "\u1680", "\u2000", "\u2001", "\u2002", "\u2003", "\u2004", "\u2005", "\u2006", "\u2007", "\u2008",
	"\u2009", "\u200a", "\u2028", "\u2029", "\u202f", "\u205f", "\u3000", "\ufeff",
] as const;

export const BROKEN_ENTITIES = [
	"&#x110000;",
	"&#99999999999;",
	"&#xD800;",
	"&#0;",
	"&amp",
	"&",
	"&#",
	"&#x;",
	"&nosuchentity;",
	"&#x0000000000000041;",
	"&lt&gt",
	"&#64",
] as const;

/** How the page shows its address: a mailto link, a `data-email` attribute, Cloudflare's email protection. */
export type ShownAs = "mailto" | "attribute" | "cloudflare";

export interface PageContacts {
	address: string;
	shown: ShownAs;
	/** social profile links, as written */
	socials: string[];
}

export type HostileShape =
	| { pattern: "spaces"; char: string; length: number }
	| { pattern: "anchors"; count: number; kind: "mailto" | "social" | "cloudflare" | "attribute" | "link"; nested: boolean }
	| { pattern: "nesting"; depth: number; tag: string; strayCloses: number }
	| { pattern: "attributes"; name: string; length: number; char: string }
	| { pattern: "entities"; entity: string; count: number; inAttribute: boolean }
	| { pattern: "encodings"; encoding: "latin1-with-utf8" | "invalid-utf8" | "utf16le" | "unknown-label" | "meta-conflict"; filler: number }
	| { pattern: "scripts"; statements: number; kind: "appends" | "charcodes" | "concat" };

export type HostilePattern = HostileShape["pattern"];

export interface HostileDocument {
	body: Buffer;
	contentType: string;
}

export function cloudflareEncode(address: string, key: number): string {
	const bytes = [key, ...Buffer.from(address, "utf8").map((b) => b ^ key)];
	return Buffer.from(bytes).toString("hex");
}

/** The contacts, as a business's page shows them. */
export function contactsHtml(c: PageContacts): string {
	const shown =
		c.shown === "mailto"
			? `<a href="mailto:${c.address}">${c.address}</a>`
			: c.shown === "attribute"
				? `<span class="email" data-email="${c.address}">write to us</span>`
				: `<a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cloudflareEncode(c.address, 0x5a)}">[email&#160;protected]</a>`;
	return `<footer><p>Email: ${shown}</p><p>${c.socials.map((s) => `<a href="${s}">Follow us</a>`).join(" ")}</p></footer>`;
}

function anchor(kind: Extract<HostileShape, { pattern: "anchors" }>["kind"], c: PageContacts, i: number): string {
	switch (kind) {
		case "mailto":
			return `<a href="mailto:${c.address}">m</a>`;
		case "social":
			return `<a href="${c.socials[0] ?? "https://facebook.com/shop"}">f</a>`;
		case "cloudflare":
			return `<a data-cfemail="${cloudflareEncode(c.address, (i % 254) + 1)}">e</a>`;
		case "attribute":
			return `<i data-email="${c.address}"></i>`;
		default:
			return `<a href="/p/${i}">page ${i}</a>`;
	}
}

function scriptBody(shape: Extract<HostileShape, { pattern: "scripts" }>): string {
	const n = shape.statements;
	if (shape.kind === "appends") return `var a='x@y.invalid';${"a+='1';".repeat(n)}`;
	if (shape.kind === "charcodes") return `var e=String.fromCharCode(${"64,".repeat(n)}64);`;
	return `var s=${Array.from({ length: n }, (_, i) => `'p${i}'`).join("+")};`;
}

/** The hostile part of a page of `shape` (HTML text); `encodings` are built as bytes instead. */
function hostileHtml(shape: Exclude<HostileShape, { pattern: "encodings" }>, c: PageContacts): string {
	switch (shape.pattern) {
		case "spaces":
			return `<p>Welcome${shape.char.repeat(shape.length)}to our shop</p>`;
		case "anchors": {
			const anchors = Array.from({ length: shape.count }, (_, i) => anchor(shape.kind, c, i));
			return shape.nested ? `<p>${anchors.map((a) => a.replace(/<\/a>$|<\/i>$/, "")).join("")}</p>` : `<p>${anchors.join(" ")}</p>`;
		}
		case "nesting":
			return `${`<${shape.tag}>`.repeat(shape.depth)}deep${"</b>".repeat(shape.strayCloses)}`;
		case "attributes":
			return `<div ${shape.name}="${shape.char.repeat(shape.length)}">x</div><a title="${shape.char.repeat(Math.min(shape.length, 1000))}" href="/about">About</a>`;
		case "entities": {
			const run = shape.entity.repeat(shape.count);
			return shape.inAttribute
				? `<div title="${run}" data-x='${run}'>${run.slice(0, 1000)}</div>`
				: `<p>${run}</p><script>var t='${run.slice(0, 10_000).replace(/'/g, "")}'+'@';</script>`;
		}
		case "scripts":
			return `<script>${scriptBody(shape)}</script><div onclick="${scriptBody({ ...shape, statements: Math.min(shape.statements, 1_000) })}">x</div>`;
	}
}

function page(title: string, body: string, head = ""): string {
	return `<!DOCTYPE html><html lang="en"><head><title>${title}</title>${head}</head><body><main>${body}</main></body></html>`;
}

/** A page with contacts in several encodings: the declared one holds them, whatever else is mixed in. */
function encodedDocument(shape: Extract<HostileShape, { pattern: "encodings" }>, c: PageContacts): HostileDocument {
	const unit = "Café crème – ½ prix ";
	const filler = unit.repeat(Math.max(1, Math.floor(shape.filler / Buffer.byteLength(unit))));
	const html = page("Encodings", `<p>${filler}</p>${contactsHtml(c)}`);
	const invalid = Buffer.from([0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1, 0xf0, 0x90, 0x28, 0xbc, 0xed, 0xa0, 0x80, 0xc0, 0xaf, 0xff, 0xfe]);
	switch (shape.encoding) {
		case "latin1-with-utf8":
			return { body: Buffer.concat([Buffer.from(html, "utf8"), invalid]), contentType: "text/html; charset=iso-8859-1" };
		case "invalid-utf8": {
			const [head, tail] = [html.slice(0, html.indexOf("<main>")), html.slice(html.indexOf("<main>"))];
			return {
				body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(head), invalid, invalid, Buffer.from(tail)]),
				contentType: "text/html; charset=utf-8",
			};
		}
		case "utf16le":
			return {
				body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(html, "utf16le"), Buffer.from([0x41])]),
				contentType: "text/html; charset=utf-16le",
			};
		case "unknown-label":
			return { body: Buffer.from(html, "latin1"), contentType: "text/html; charset=x-no-such-charset" };
		case "meta-conflict":
			return {
				body: Buffer.concat([
					Buffer.from(html.replace("<head>", '<head><meta charset="shift_jis"><meta http-equiv="Content-Type" content="text/html; charset=koi8-r">'), "utf8"),
					invalid,
				]),
				contentType: "text/html",
			};
	}
}

export function hostileDocument(shape: HostileShape, contacts: PageContacts): HostileDocument {
	if (shape.pattern === "encodings") return encodedDocument(shape, contacts);
	const html = page(shape.pattern, `${hostileHtml(shape, contacts)}${contactsHtml(contacts)}`);
	return { body: Buffer.from(html, "utf8"), contentType: "text/html; charset=utf-8" };
}

/**
 * One page of each pattern, each of about `bytes` (under the crawler's 1 MiB cap, so the
 * contacts after the hostile part are fetched): what the simulator's hostile sites serve.
 */
export function hostileShapes(bytes: number, space = "\r"): HostileShape[] {
	return [
		{ pattern: "spaces", char: space, length: Math.floor(bytes / Buffer.byteLength(space)) },
		{ pattern: "anchors", count: Math.floor(bytes / 40), kind: "mailto", nested: false },
		{ pattern: "nesting", depth: Math.floor(bytes / 5 / 2), tag: "div", strayCloses: Math.floor(bytes / 4 / 2) },
		{ pattern: "attributes", name: "data-config", length: bytes, char: "a" },
		{ pattern: "entities", entity: "&#x110000;&#99999999999;&amp&", count: Math.floor(bytes / 30), inAttribute: false },
		{ pattern: "encodings", encoding: "latin1-with-utf8", filler: bytes },
		{ pattern: "scripts", statements: Math.floor(bytes / 7), kind: "appends" },
	];
}

/** A robots.txt of `rules` wildcard rules (robots matching is O(rule × path) per URL asked). */
export function hostileRobots(rules: number): string {
	return `User-agent: *\n${Array.from({ length: rules }, (_, i) => `Disallow: /private-${i}/*a*b*c*d*e*f*g*$`).join("\n")}\nAllow: /\n`;
}

export interface HostileSite<E> {
	/** every address the site shows: the home page's, then one per hostile page */
	emails: E[];
	/** canonical profiles by network */
	socials: Record<string, string>;
	pages: Map<string, string | HostileDocument>;
	robots: string;
}

/**
 * A home page linking to one page of each hostile pattern, each showing its own address
 * (mailto, `data-email` or Cloudflare, in turn) after its hostile part. `own` names an address
 * of the site (`own("spaces", "/h/spaces", "attribute")`) as the site's truth records it.
 */
export function hostileSite<E extends { address: string }>(o: {
	name: string;
	handle: string;
	bytes: number;
	space: string;
	own: (local: string, page: string, shown: ShownAs) => E;
}): HostileSite<E> {
	const shapes = hostileShapes(o.bytes, o.space);
	const profileLinks = [`https://www.facebook.com/${o.handle}/`, `https://instagram.com/${o.handle}`];
	const emails = [o.own("hello", "/", "mailto")];
	const pages = new Map<string, string | HostileDocument>();
	const shownAs: ShownAs[] = ["mailto", "attribute", "cloudflare"];
	for (const [i, shape] of shapes.entries()) {
		const shown = shownAs[i % shownAs.length];
		const email = o.own(shape.pattern, `/h/${shape.pattern}`, shown);
		emails.push(email);
		pages.set(`/h/${shape.pattern}`, hostileDocument(shape, { address: email.address, shown, socials: profileLinks }));
	}
	const links = shapes.map((s) => `<li><a href="/h/${s.pattern}">${s.pattern}</a></li>`).join("");
	const footer = `<p>Write to us: <a href="mailto:${emails[0].address}">${emails[0].address}</a></p>${profileLinks.map((h) => `<a href="${h}">${new URL(h).hostname}</a>`).join(" ")}`;
	pages.set("/", page(o.name, `<h1>${o.name}</h1><ul>${links}</ul><footer>${footer}</footer>`, '<meta charset="utf-8">'));
	return {
		emails,
		socials: { facebook: `https://facebook.com/${o.handle}`, instagram: `https://instagram.com/${o.handle}` },
		pages,
		robots: hostileRobots(5_000),
	};
}
