import { fold } from "./text";

/** A word list compiled for lookups in a token stream: exact words, stems (`stem*`) and phrases (`two_words`). */
export class TermIndex<V> {
	private readonly exact = new Map<string, V>();
	private readonly stems = new Map<string, V>();
	private readonly phrases = new Map<string, Array<{ rest: string[]; lastIsStem: boolean; value: V }>>();
	private longestStem = 0;

	/** `parse` turns an entry's text after the colon (or undefined) into its value. */
	constructor(list: string, parse: (raw: string | undefined, term: string) => V, private readonly merge?: (a: V, b: V) => V) {
		for (const entry of list.split(/\s+/).filter(Boolean)) {
			const [rawTerm, rawValue] = entry.split(":");
			const term = fold(rawTerm).replace(/'/g, "");
			this.add(term, parse(rawValue, term));
		}
	}

	private add(term: string, value: V): void {
		const isStem = term.endsWith("*");
		const words = (isStem ? term.slice(0, -1) : term).split("_");
		if (words.length > 1) {
			const [first, ...rest] = words;
			const list = this.phrases.get(first) ?? [];
			list.push({ rest, lastIsStem: isStem, value });
			list.sort((a, b) => b.rest.length - a.rest.length);
			this.phrases.set(first, list);
		} else {
			const map = isStem ? this.stems : this.exact;
			const existing = map.get(words[0]);
			map.set(words[0], existing !== undefined && this.merge ? this.merge(existing, value) : value);
			if (isStem) this.longestStem = Math.max(this.longestStem, words[0].length);
		}
	}

	/** The term starting at `tokens[at]`, longest phrase first: its value and how many tokens it covers. */
	match(tokens: readonly string[], at: number): { value: V; length: number } | null {
		const token = tokens[at];
		const phrases = this.phrases.get(token);
		if (phrases) {
			for (const p of phrases) {
				if (p.rest.every((word, i) => {
					const t = tokens[at + 1 + i];
					return t !== undefined && (t === word || (p.lastIsStem && i === p.rest.length - 1 && t.startsWith(word)));
				})) return { value: p.value, length: 1 + p.rest.length };
			}
		}
		const exact = this.exact.get(token);
		if (exact !== undefined) return { value: exact, length: 1 };
		for (let len = Math.min(token.length, this.longestStem); len >= 2; len--) {
			const stem = this.stems.get(token.slice(0, len));
			if (stem !== undefined) return { value: stem, length: 1 };
		}
		return null;
	}
}
