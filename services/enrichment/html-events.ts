import { QuoteType, Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/**
 * An HTML page as a stream of element and text events, in linear time on any input.
 *
 * htmlparser2's tokenizer is linear, but its Parser keeps the open elements in an array
 * whose top is index 0 (`unshift`/`shift`/`indexOf` on every tag): 200,000 nested `<div>`s,
 * one megabyte, take 28 s, and parse5 is slower still. This is that Parser's tree logic in
 * HTML mode (the same implied closes, void elements and foreign content), on a stack whose
 * top is its end and which counts the open elements by name: every tag costs O(1) amortized.
 * Events are always well nested: `close` ends the element most recently opened.
 */
export interface HtmlEvents {
	open(name: string, attribs: Record<string, string>): void;
	close(): void;
	text(data: string): void;
}

const FORM_TAGS = new Set(["input", "option", "optgroup", "select", "button", "datalist", "textarea"]);
const P_TAG = new Set(["p"]);
const TABLE_SECTION_TAGS = new Set(["thead", "tbody"]);
const DD_DT_TAGS = new Set(["dd", "dt"]);
const RT_RP_TAGS = new Set(["rt", "rp"]);
/** The open elements a start tag closes (htmlparser2's table). */
const OPEN_IMPLIES_CLOSE = new Map<string, Set<string>>([
	["tr", new Set(["tr", "th", "td"])],
	["th", new Set(["th"])],
	["td", new Set(["thead", "th", "td"])],
	["body", new Set(["head", "link", "script"])],
	["li", new Set(["li"])],
	["option", new Set(["option"])],
	["optgroup", new Set(["optgroup", "option"])],
	...[
		"p",
		"h1",
		"h2",
		"h3",
		"h4",
		"h5",
		"h6",
		"address",
		"article",
		"aside",
		"blockquote",
		"details",
		"div",
		"dl",
		"fieldset",
		"figcaption",
		"figure",
		"footer",
		"form",
		"header",
		"hr",
		"main",
		"nav",
		"ol",
		"pre",
		"section",
		"table",
		"ul",
	].map((name) => [name, P_TAG] as [string, Set<string>]),
	...["select", "input", "output", "button", "datalist", "textarea"].map((name) => [name, FORM_TAGS] as [string, Set<string>]),
	["dd", DD_DT_TAGS],
	["dt", DD_DT_TAGS],
	["rt", RT_RP_TAGS],
	["rp", RT_RP_TAGS],
	["tbody", TABLE_SECTION_TAGS],
	["tfoot", TABLE_SECTION_TAGS],
]);
const VOID_ELEMENTS = new Set([
	"area",
	"base",
	"basefont",
	"br",
	"col",
	"command",
	"embed",
	"frame",
	"hr",
	"img",
	"input",
	"isindex",
	"keygen",
	"link",
	"meta",
	"param",
	"source",
	"track",
	"wbr",
]);
const FOREIGN_ELEMENTS = new Set(["math", "svg"]);
const HTML_INTEGRATION_ELEMENTS = new Set(["mi", "mo", "mn", "ms", "mtext", "annotation-xml", "foreignobject", "desc", "title"]);

function fromCodePoint(codePoint: number): string {
	return codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff) ? "\ufffd" : String.fromCodePoint(codePoint);
}

class LinearTreeBuilder implements TokenizerCallbacks {
	/** open elements, the innermost last */
	private readonly stack: string[] = [];
	private readonly openByName = new Map<string, number>();
	/** whether each open foreign or integration element is foreign content (`<svg/>` closes itself there) */
	private readonly foreign: boolean[] = [];
	private tagName = "";
	private attribs: Record<string, string> | null = null;
	private attribName = "";
	private attribValue = "";

	constructor(
		private readonly html: string,
		private readonly out: HtmlEvents,
	) {}

	ontext(start: number, endIndex: number): void {
		this.out.text(this.html.slice(start, endIndex));
	}

	ontextentity(codePoint: number): void {
		this.out.text(fromCodePoint(codePoint));
	}

	onopentagname(start: number, endIndex: number): void {
		this.openTag(this.html.slice(start, endIndex).toLowerCase());
	}

	onattribname(start: number, endIndex: number): void {
		this.attribName = this.html.slice(start, endIndex).toLowerCase();
	}

	onattribdata(start: number, endIndex: number): void {
		this.attribValue += this.html.slice(start, endIndex);
	}

	onattribentity(codePoint: number): void {
		this.attribValue += fromCodePoint(codePoint);
	}

	onattribend(_quote: QuoteType): void {
		if (this.attribs && !Object.prototype.hasOwnProperty.call(this.attribs, this.attribName)) this.attribs[this.attribName] = this.attribValue;
		this.attribValue = "";
	}

	onopentagend(): void {
		this.endOpenTag();
	}

	onselfclosingtag(): void {
		if (!this.foreign[this.foreign.length - 1]) return this.endOpenTag();
		const name = this.tagName;
		this.endOpenTag();
		if (this.stack[this.stack.length - 1] === name) this.pop();
	}

	onclosetag(start: number, endIndex: number): void {
		const name = this.html.slice(start, endIndex).toLowerCase();
		if (FOREIGN_ELEMENTS.has(name) || HTML_INTEGRATION_ELEMENTS.has(name)) this.foreign.pop();
		if (VOID_ELEMENTS.has(name)) {
			if (name === "br") {
				this.out.open("br", Object.create(null));
				this.out.close();
			}
			return;
		}
		if (this.openByName.get(name)) {
			let closed: string | undefined;
			do closed = this.pop();
			while (closed !== name);
		} else if (name === "p") {
			// `</p>` without `<p>`: an empty paragraph
			this.openTag("p");
			this.endOpenTag();
			this.pop();
		}
	}

	oncomment(): void {}
	oncdata(): void {}
	ondeclaration(): void {}
	onprocessinginstruction(): void {}

	onend(): void {
		while (this.stack.length) this.pop();
	}

	private openTag(name: string): void {
		const impliesClose = OPEN_IMPLIES_CLOSE.get(name);
		if (impliesClose) while (this.stack.length && impliesClose.has(this.stack[this.stack.length - 1])) this.pop();
		this.tagName = name;
		this.attribs = Object.create(null) as Record<string, string>;
	}

	private endOpenTag(): void {
		const name = this.tagName;
		this.out.open(name, this.attribs ?? Object.create(null));
		this.attribs = null;
		this.tagName = "";
		if (VOID_ELEMENTS.has(name)) return this.out.close();
		this.stack.push(name);
		this.openByName.set(name, (this.openByName.get(name) ?? 0) + 1);
		if (FOREIGN_ELEMENTS.has(name)) this.foreign.push(true);
		else if (HTML_INTEGRATION_ELEMENTS.has(name)) this.foreign.push(false);
	}

	private pop(): string | undefined {
		const name = this.stack.pop();
		if (name === undefined) return undefined;
		this.openByName.set(name, (this.openByName.get(name) as number) - 1);
		this.out.close();
		return name;
	}
}

/** Feeds `html` to `out` as element and text events (entities decoded, tag and attribute names lowercased). */
export function scanHtml(html: string, out: HtmlEvents): void {
	const tokenizer = new Tokenizer({ xmlMode: false, decodeEntities: true }, new LinearTreeBuilder(html, out));
	tokenizer.write(html);
	tokenizer.end();
}
