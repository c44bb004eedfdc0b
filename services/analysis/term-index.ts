import { fold } from "./text";

/** What a lexicon entry says besides its value: `!word` marks an idiom no negator around it turns. */
export interface TermFlags {
	fixed: boolean;
}

interface Phrase<V> {
	rest: string[];
	lastIsStem: boolean;
	value: V;
}

/** A number written in digits ("40", "1h40", "10am"), or one of the language's number words. */
const DIGITS = /^\d/;

/** The fewest letters a compound keeps before the head that names it ("Brötchen|service", "klanten|dienst"). */
const COMPOUND_LEAD = 3;

/**
 * A word list compiled for lookups in a token stream: exact words, stems (`stem*`), heads of
 * compounds (`*head`: "*service" is "Brötchenservice", "Lieferservice", never "service" alone), phrases
 * (`two_words`) and `#`, which stands for any number ("#_minutes_for": "40 minutes for",
 * "forty minutes for" when `forty` is one of the number words).
 */
export class TermIndex<V> {
	private readonly exact = new Map<string, V>();
	private readonly stems = new Map<string, V>();
	private readonly phrases = new Map<string, Array<Phrase<V>>>();
	private readonly heads = new Map<string, V>();
	/** the lengths of the stems, longest first: a word is looked up at these lengths only */
	private stemLengths: number[] = [];
	/** the lengths of the compounds' heads, longest first */
	private headLengths: number[] = [];

	/** `parse` turns an entry's text after the colon (or undefined) into its value. */
	constructor(
		list: string,
		parse: (raw: string | undefined, term: string, flags: TermFlags) => V,
		private readonly merge?: (a: V, b: V) => V,
		private readonly numberWords: ReadonlySet<string> = new Set(),
	) {
		this.addAll(list, parse);
	}

	/** More entries, each value made by its own `parse` (one index for two lists, the longest match winning across both). */
	addAll(list: string, parse: (raw: string | undefined, term: string, flags: TermFlags) => V): this {
		for (const entry of list.split(/\s+/).filter(Boolean)) {
			const [rawTerm, rawValue] = entry.split(":");
			const fixed = rawTerm.startsWith("!");
			const term = fold(fixed ? rawTerm.slice(1) : rawTerm).replace(/'/g, "");
			this.add(term, parse(rawValue, term, { fixed }));
		}
		return this;
	}

	private add(term: string, value: V): void {
		if (term.length > 1 && term.startsWith("*")) {
			const head = term.slice(1);
			const existing = this.heads.get(head);
			this.heads.set(head, existing !== undefined && this.merge ? this.merge(existing, value) : value);
			if (!this.headLengths.includes(head.length)) this.headLengths = [...this.headLengths, head.length].sort((a, b) => b - a);
			return;
		}
		const isStem = term.endsWith("*");
		const words = (isStem ? term.slice(0, -1) : term).split("_");
		if (words.length > 1) {
			const [first, ...rest] = words;
			const list = this.phrases.get(first) ?? [];
			// the same phrase in two lists (a topic index: "never_arrived" is the service and the wait) has both values
			const same = this.merge ? list.find((p) => p.lastIsStem === isStem && p.rest.join("_") === rest.join("_")) : undefined;
			if (same && this.merge) {
				same.value = this.merge(same.value, value);
				return;
			}
			list.push({ rest, lastIsStem: isStem, value });
			list.sort((a, b) => b.rest.length - a.rest.length);
			this.phrases.set(first, list);
		} else {
			const map = isStem ? this.stems : this.exact;
			const existing = map.get(words[0]);
			map.set(words[0], existing !== undefined && this.merge ? this.merge(existing, value) : value);
			if (isStem && !this.stemLengths.includes(words[0].length)) this.stemLengths = [...this.stemLengths, words[0].length].sort((a, b) => b - a);
		}
	}

	isNumber(token: string | undefined): boolean {
		return token !== undefined && (DIGITS.test(token) || this.numberWords.has(token));
	}

	private fits(word: string, token: string | undefined, stem: boolean): boolean {
		if (token === undefined) return false;
		return token === word || (word === "#" && this.isNumber(token)) || (stem && token.startsWith(word));
	}

	private phraseAt(candidates: Array<Phrase<V>> | undefined, tokens: readonly string[], at: number): { value: V; length: number } | null {
		for (const p of candidates ?? []) {
			if (p.rest.every((word, i) => this.fits(word, tokens[at + 1 + i], p.lastIsStem && i === p.rest.length - 1))) {
				return { value: p.value, length: 1 + p.rest.length };
			}
		}
		return null;
	}

	/** The term starting at `tokens[at]`, longest phrase first: its value and how many tokens it covers. */
	match(tokens: readonly string[], at: number): { value: V; length: number } | null {
		const token = tokens[at];
		const phrase = this.phraseAt(this.phrases.get(token), tokens, at) ?? (this.isNumber(token) ? this.phraseAt(this.phrases.get("#"), tokens, at) : null);
		if (phrase) return phrase;
		const exact = this.exact.get(token);
		if (exact !== undefined) return { value: exact, length: 1 };
		for (const len of this.stemLengths) {
			if (len > token.length) continue;
			const stem = this.stems.get(len === token.length ? token : token.slice(0, len));
			if (stem !== undefined) return { value: stem, length: 1 };
		}
		for (const len of this.headLengths) {
			if (len + COMPOUND_LEAD > token.length) continue;
			const head = this.heads.get(token.slice(-len));
			if (head !== undefined) return { value: head, length: 1 };
		}
		return null;
	}

	/** Every value a single word has, as an exact word and under each stem it starts with. */
	valuesOf(token: string, visit: (value: V) => void): void {
		const exact = this.exact.get(token);
		if (exact !== undefined) visit(exact);
		for (const len of this.stemLengths) {
			if (len > token.length) continue;
			const stem = this.stems.get(len === token.length ? token : token.slice(0, len));
			if (stem !== undefined) visit(stem);
		}
	}
}
