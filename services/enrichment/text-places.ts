import { hasContactLabel } from "./email-context";
import { HEADING_MARK, type Range } from "./html-page";
import { hasOwnCue, hasThirdPartyCue, isContactHeading, isNewsHeading, ownPart, phoneKeys, type WrittenPlace } from "./other-domain";

/** The lines above an address read for whose it is: a block's few lines, its heading the last. */
const MAX_ABOVE = 5;
const MAX_ABOVE_CHARS = 300;
const MAX_LINE_CHARS = 300;
/** The business's phone numbers are read from the start of its contact blocks, a few of them. */
const MAX_PHONE_BLOCKS = 5;
const MAX_PHONE_BLOCK_CHARS = 2_000;

/**
 * Walks a page's text lines in order (`next` for every line, once) and tells, for an address on
 * the current line, the place it is written in: inside the footer or a contact block (the spans
 * the page's parse recorded), on a contact or legal notice page, under a contact heading, and
 * the lines above it within its block. Linear: each line is passed once, and a place reads at
 * most a few hundred characters.
 */
export class TextPlaces {
	/** where line `at` starts in the text */
	private offset = 0;
	private at = -1;
	private block = 0;
	/** the first line of the contact block line `at` is in (-1: none), and that block's index */
	private blockFirstLine = -1;
	private firstLineOf = -1;
	private underContactHeading = false;
	private thirdPartySection = false;
	private newsSection = false;
	/** the quote block line `at` is in, or passed */
	private quote = 0;
	private inQuote = false;

	/** the keys of the business's own phone numbers: its `tel:` links, its JSON-LD's, its contact blocks' */
	private readonly ownPhones: Set<string>;
	/** the keys of the phone numbers its markup gives (`tel:` links, JSON-LD): the business's, whatever block they are in */
	private readonly listedPhones: Set<string>;

	constructor(
		private readonly lines: readonly string[],
		private readonly blocks: readonly Range[],
		private readonly contactPage: boolean,
		text: string,
		written: readonly string[],
		private readonly quotes: readonly Range[] = [],
	) {
		// A block's phones up to the first party it names: a partner's column in the footer gives its own number.
		const blockText = blocks.slice(0, MAX_PHONE_BLOCKS).map((b) => ownPart(text.slice(b.start, Math.min(b.end, b.start + MAX_PHONE_BLOCK_CHARS))));
		this.listedPhones = new Set(written.flatMap((t) => phoneKeys(t.slice(0, MAX_PHONE_BLOCK_CHARS))));
		this.ownPhones = new Set([...this.listedPhones, ...blockText.flatMap((t) => phoneKeys(t.slice(0, MAX_PHONE_BLOCK_CHARS)))]);
	}

	next(i: number): void {
		while (this.at < i && this.at + 1 < this.lines.length) {
			if (this.at >= 0) this.offset += this.lines[this.at].length + 1;
			this.at++;
			while (this.block < this.blocks.length && this.blocks[this.block].end <= this.offset) this.block++;
			const inside = this.block < this.blocks.length && this.blocks[this.block].start <= this.offset;
			while (this.quote < this.quotes.length && this.quotes[this.quote].end <= this.offset) this.quote++;
			this.inQuote = this.quote < this.quotes.length && this.quotes[this.quote].start <= this.offset;
			if (!inside) this.blockFirstLine = -1;
			else if (this.firstLineOf !== this.block) {
				this.blockFirstLine = this.at;
				this.firstLineOf = this.block;
			}
			const line = this.lines[this.at];
			if (this.blockFirstLine === this.at) this.thirdPartySection = this.newsSection = false;
			if (line.startsWith(HEADING_MARK)) {
				const heading = line.slice(1, 1 + MAX_LINE_CHARS);
				this.underContactHeading = isContactHeading(heading);
				if (this.underContactHeading || hasOwnCue(heading)) this.thirdPartySection = this.newsSection = false;
				else if (hasThirdPartyCue(heading)) this.thirdPartySection = true;
				else if (isNewsHeading(heading)) this.newsSection = true;
				// A heading that presents a contact (`Bestellungen`, `Réservations`, `Write to us`) ends the news above it.
				else if (hasContactLabel(heading)) this.newsSection = false;
			}
		}
	}

	/** The place of an address on line `i` (the current line), `before` and `after` it on the line. */
	place(i: number, before: string, after: string): WrittenPlace {
		const floor = this.blockFirstLine >= 0 ? this.blockFirstLine : 0;
		const above: string[] = [];
		let chars = 0;
		for (let j = i - 1; j >= floor && above.length < MAX_ABOVE && chars < MAX_ABOVE_CHARS; j--) {
			const marked = this.lines[j];
			const heading = marked.startsWith(HEADING_MARK);
			const text = (heading ? marked.slice(1) : marked).slice(-MAX_LINE_CHARS);
			above.push(text);
			chars += text.length;
			if (heading) break;
		}
		const hasOwnPhone = writesOneOf(this.ownPhones);
		const hasListedPhone = writesOneOf(this.listedPhones);
		const contactBlock = this.contactPage || this.blockFirstLine >= 0 || this.underContactHeading;
		return {
			before,
			after,
			above,
			below: (this.lines[i + 1] ?? "").replace(HEADING_MARK, "").slice(0, MAX_LINE_CHARS),
			contactBlock,
			blockHead: this.blockFirstLine >= 0 && this.blockFirstLine < i ? this.lines[this.blockFirstLine].replace(HEADING_MARK, "").slice(0, MAX_LINE_CHARS) : "",
			thirdPartySection: this.thirdPartySection,
			newsSection: this.newsSection,
			quoted: this.inQuote || insideQuotation(before),
			hasOwnPhone,
			hasListedPhone,
		};
	}
}

/** Whether a line's text writes one of these phone numbers (by their keys). */
function writesOneOf(keys: ReadonlySet<string>): (text: string) => boolean {
	return (text) => keys.size > 0 && phoneKeys(text.slice(-MAX_LINE_CHARS)).some((k) => keys.has(k));
}

const QUOTE_MARKS = /["“”„«»]/g;

/**
 * A quotation opened after a space or a bracket and still open, with words in it before the address
 * (`— Renata G. (“happy to be a reference: renata@…”)`); an address merely put in quotes (`write to "info@…"`) is none.
 */
const QUOTED_WORDS = /[\s(\[]["“„«](?=[^"“”„«»]*\s\S+\s)[^"“”„«»]{12,}$/;

/** A line with a quotation still open before the address: a customer's words (`"… ask me anything – chloe@gmail.com" – Chloe`). */
function insideQuotation(before: string): boolean {
	const line = before.slice(before.lastIndexOf("\n") + 1);
	if ((line.match(QUOTE_MARKS)?.length ?? 0) % 2 === 0) return false;
	return /^\s*["“„«]/.test(line) || QUOTED_WORDS.test(line);
}
