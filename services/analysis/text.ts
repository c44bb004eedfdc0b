/** Review text cut into sentences and clauses, each with its folded tokens. */

export interface Clause {
	/** the clause as written, trimmed */
	text: string;
	/** the sentence it belongs to, as written, trimmed */
	sentence: string;
	/** lower case, accents and apostrophes removed */
	tokens: string[];
	exclaimed: boolean;
	/** the first clause of its sentence */
	opensSentence: boolean;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents (é → e, ß → ss): the lexicons are matched on this form. */
export function fold(text: string): string {
	return text.toLowerCase().normalize("NFD").replace(COMBINING_MARKS, "").replace(/ß/g, "ss");
}

/*
 * Review text is untrusted: every pattern here is linear in the text. A pattern that starts with an
 * unanchored `\s*` or `\s+` and fails further on rescans the whole white-space run from each of its
 * characters (quadratic: 20 KB of spaces took a second), so the breaks match the punctuation alone,
 * fixed-width lookarounds check its surroundings, and each piece is trimmed after the split.
 */
// a title's full stop ("Dr. Berger", "Sra. Martínez") ends no sentence
const SENTENCE_END =
	/(?<!(?:^|[\s(])(?:[DdMm]rs?|[Dd]ra|[Mm]s|[Ss]ra?|[Pp]rof|[Dd]ott|[Mm]me|[Mm]lle|[Hh]r|[Ff]r|[Ss]ig)\.)(?<=[.!?…])\s+|\n+|(?<=[.!?…])(?=[A-ZÀ-Ý])/u;
const CLAUSE_BREAK = /[;()–—]|(?<!\d)[,:]|[,:](?!\d)|(?<=\s)-(?=\s)/u;
// Letters and digits; an apostrophe splits (n't → n + t, l'accueil → l + accueil).
const TOKEN = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;

/** An amount of money as reviews write it: £145, 45 €, R$ 38, 12p, 1.400 €, 95 euros. */
export const MONEY = /(?:[£€$]|R\$)\s?\d|\d(?:[.,]\d{1,3})*\s?(?:[£€$]|eur\b|euros?\b|reais\b|p\b)/iu;
const MONEY_ALL = new RegExp(MONEY.source, "giu");

/** How many amounts of money a text names. */
export function amountsIn(text: string): number {
	return text.match(MONEY_ALL)?.length ?? 0;
}

export function tokens(text: string): string[] {
	return fold(text).match(TOKEN) ?? [];
}

export function clausesOf(text: string): Clause[] {
	const clauses: Clause[] = [];
	for (const rawSentence of text.split(SENTENCE_END)) {
		const sentence = rawSentence.trim();
		if (!sentence) continue;
		const exclaimed = sentence.includes("!");
		let opensSentence = true;
		for (const rawClause of sentence.split(CLAUSE_BREAK)) {
			const clause = rawClause.trim();
			const clauseTokens = tokens(clause);
			if (!clauseTokens.length) continue;
			clauses.push({ text: clause, sentence, tokens: clauseTokens, exclaimed, opensSentence });
			opensSentence = false;
		}
	}
	return clauses;
}

/** A quote short enough for a topic's examples: the clause, or its sentence when the clause alone says little. */
export function quoteOf(clause: Clause, maxLength = 160): string {
	const text = clause.tokens.length < 4 && clause.sentence.length <= maxLength ? clause.sentence : clause.text;
	if (text.length <= maxLength) return text;
	const cut = text.slice(0, maxLength - 1);
	const lastSpace = cut.lastIndexOf(" ");
	return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
