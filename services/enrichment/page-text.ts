/**
 * A page's text as it is read, whitespace collapsed on the way in: every run of whitespace
 * (any Unicode space, `\r`, `\v`, `\f`, U+2000–U+200A, U+3000…) becomes one `"\n"` when it
 * holds a line feed, else one `" "`. Linear on any input, and every offset into it is final:
 * a context is a slice of at most a few hundred characters, never a block's text rebuilt.
 */
export class CollapsedText {
	private readonly parts: string[] = [];
	/** characters emitted so far: where the next content starts */
	length = 0;
	/** whitespace seen since the last content, written only when content follows */
	private pending: "" | " " | "\n" = "";

	add(text: string): void {
		const runs = /\s+/g;
		let from = 0;
		for (let m = runs.exec(text); m; m = runs.exec(text)) {
			if (m.index > from) this.content(text.slice(from, m.index));
			if (this.pending !== "\n") this.pending = m[0].includes("\n") ? "\n" : " ";
			from = m.index + m[0].length;
		}
		if (from < text.length) this.content(from === 0 ? text : text.slice(from));
	}

	/** A line break, or a space when nothing else is pending. */
	space(kind: " " | "\n"): void {
		if (this.pending !== "\n") this.pending = kind;
	}

	toString(): string {
		return this.parts.join("");
	}

	private content(text: string): void {
		if (this.pending) {
			this.parts.push(this.pending);
			this.length += 1;
			this.pending = "";
		}
		this.parts.push(text);
		this.length += text.length;
	}
}

/** Offsets into a page's collapsed text: where a block starts, its heading, and where an element starts in it. */
export interface ContextSpan {
	blockStart: number;
	at: number;
	heading: { start: number; end: number } | null;
}

/** What a context keeps: the end of it, as the words just before an address or a link say who it belongs to. */
export const MAX_CONTEXT_CHARS = 400;
/** Enough collapsed characters that trimming one space at each end still leaves MAX_CONTEXT_CHARS. */
const CONTEXT_WINDOW = MAX_CONTEXT_CHARS + 10;

/** Whether the context at `span` holds a credit, from the spans of the credits in the whole text (the same answer as the pattern on `contextText`, but for a word the window would cut). */
export function contextHasCredit(credits: { within(start: number, end: number): boolean }, span: ContextSpan): boolean {
	if (credits.within(Math.max(span.blockStart, span.at - MAX_CONTEXT_CHARS), span.at)) return true;
	return (
		span.heading !== null &&
		span.at - span.blockStart < MAX_CONTEXT_CHARS &&
		credits.within(Math.max(span.heading.start, span.heading.end - MAX_CONTEXT_CHARS), span.heading.end)
	);
}

/** The heading (and a line break) then the block's text before the element, trimmed, its last MAX_CONTEXT_CHARS characters. */
export function contextText(text: string, span: ContextSpan): string {
	const before = text.slice(Math.max(span.blockStart, span.at - CONTEXT_WINDOW), span.at);
	const heading =
		span.heading && before.length < CONTEXT_WINDOW ? `${text.slice(Math.max(span.heading.start, span.heading.end - CONTEXT_WINDOW), span.heading.end)}\n` : "";
	// The space before the block's first words may have been written inside it.
	return (heading + (heading ? before.replace(/^\s/, "") : before)).trim().slice(-MAX_CONTEXT_CHARS);
}
