import type * as Tinyld from "tinyld";
import { LEXICONS } from "./lexicons";
import { TermIndex } from "./term-index";
import { tokens } from "./text";

/** Below this many letters a detection is a guess: the language stays unknown. */
const MIN_LETTERS = 12;
const KNOWN = Object.keys(LEXICONS);
/** tinyld reads this much of a text at most: plenty to tell a language, and its cost stays bounded. */
const DETECTION_SAMPLE = 1_000;

/** tinyld's tables, loaded by the first detection: most processes that load this service never detect a language. */
let tinyld: typeof Tinyld | null = null;

function detected(text: string, only?: string[]): string | null {
	const { detect } = (tinyld ??= require("tinyld") as typeof Tinyld);
	return detect(text.slice(0, DETECTION_SAMPLE), only ? { only } : undefined) || null;
}

/**
 * Function words of the languages the lexicons cover (folded). tinyld alone reads short English
 * reviews as Polish or Romanian ("Great place" → ro); two or more of these words settle it.
 */
const FUNCTION_WORDS: Record<string, string> = {
	en: "the and was were is are it this that with for very not but they we my our you have had of to in at would will be been just really an so",
	fr: "le la les et est etait tres pas mais avec pour nous je un une des du ce cette sont ont ete on il elle qui que au aux vraiment bien sur tout",
	de: "der die das und ist war sehr nicht aber mit fur wir ich ein eine einen den dem zu auch es sie hier immer wirklich uns kein",
	es: "el los las y es era muy no pero con para nosotros un una del que por lo fue todo tambien estan esta nos muy",
	it: "il lo gli e era molto non ma con per noi un una di del che sono siamo anche tutto ho abbiamo ci della",
	nl: "het een en is was zeer heel niet maar met voor wij we ik van dat die zijn ook erg hier geen",
	pt: "o os as e era muito nao mas com para nos um uma do da que foi esta tambem tudo bem",
};
const WORD_LANGUAGES = new Map<string, string[]>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
	for (const word of words.split(" ")) WORD_LANGUAGES.set(word, [...(WORD_LANGUAGES.get(word) ?? []), language]);
}

/** Every single word and stem of the lexicons, with the languages that have it: one index for all seven. */
const VOCABULARY = new TermIndex<string[]>(
	Object.entries(LEXICONS)
		.flatMap(([language, lexicon]) =>
			[lexicon.sentiment, ...Object.values(lexicon.topics)]
				.join(" ")
				.split(/\s+/)
				.map((entry) => entry.split(":")[0].replace(/^\^/, ""))
				.filter((term) => term && !term.includes("_"))
				.map((term) => `${term}:${language}`),
		)
		.join(" "),
	(language) => [language as string],
	(a, b) => [...new Set([...a, ...b])],
);

/** A word (folded) the language detection or the lexicons know: a function word or a lexicon word of any language. */
export function isKnownWord(word: string): boolean {
	if (WORD_LANGUAGES.has(word)) return true;
	let known = false;
	VOCABULARY.valuesOf(word, () => {
		known = true;
	});
	return known;
}

function vocabularyVotes(words: readonly string[], votes: Map<string, number>): void {
	for (const word of words) {
		const languages = new Set<string>();
		VOCABULARY.valuesOf(word, (found) => {
			for (const l of found) languages.add(l);
		});
		for (const l of languages) votes.set(l, (votes.get(l) ?? 0) + 1);
	}
}

/**
 * The known language the text's function words and lexicon words point to, when they clearly point
 * to one (a function word shared by several languages counts as a fraction for each).
 */
function byKnownWords(text: string): string | null {
	const words = tokens(text);
	const votes = new Map<string, number>();
	for (const token of words) {
		const languages = WORD_LANGUAGES.get(token);
		if (languages) for (const l of languages) votes.set(l, (votes.get(l) ?? 0) + 1 / languages.length);
	}
	// the lexicons' words only when the function words leave some doubt
	const sure = winner(votes, 3, 2);
	if (sure) return sure;
	vocabularyVotes(words, votes);
	return winner(votes, 1, 1);
}

/** The language with the most votes, when it has at least `min` and leads the next by `margin`. */
function winner(votes: Map<string, number>, min: number, margin: number): string | null {
	const [best, second] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
	if (!best || best[1] < min || (second && best[1] - second[1] < margin)) return null;
	return best[0];
}

/** The primary subtag of a provider's language tag ("fr-FR" → "fr"), or null when it is not one. */
export function primaryLanguage(tag: string | null): string | null {
	const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
	return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/**
 * The review's language: the provider's tag when it gives one, else detected from the text,
 * null when the text is too short to tell.
 */
export function languageOf(text: string | null, providerTag: string | null): string | null {
	const given = primaryLanguage(providerTag);
	if (given) return given;
	if (!text || (text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
	return byKnownWords(text) ?? detected(text);
}

/**
 * The lexicon to read a text with: its language's, or, for a text whose language is unknown or has
 * no lexicon (too short, or misdetected), the closest of the known ones.
 */
export function lexiconLanguageOf(text: string, language: string | null): string | null {
	if (language && KNOWN.includes(language)) return language;
	if (!text.trim()) return null;
	return byKnownWords(text) ?? detected(text, KNOWN);
}
