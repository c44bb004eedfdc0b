import { detect } from "tinyld";
import { LEXICONS } from "./lexicons";
import { lexiconHits } from "./review-analysis";
import { tokens } from "./text";

/** Below this many letters a detection is a guess: the language stays unknown. */
const MIN_LETTERS = 12;
const KNOWN = Object.keys(LEXICONS);

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

/**
 * The known language the text's function words and lexicon words point to, when they clearly point
 * to one (a function word shared by several languages counts as a fraction for each).
 */
function byKnownWords(text: string): string | null {
	const words = tokens(text);
	const votes = lexiconHits(words);
	for (const token of words) {
		const languages = WORD_LANGUAGES.get(token);
		if (languages) for (const l of languages) votes.set(l, (votes.get(l) ?? 0) + 1 / languages.length);
	}
	const [best, second] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
	if (!best || best[1] < 2 || (second && best[1] - second[1] < 1)) return null;
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
	return byKnownWords(text) ?? (detect(text) || null);
}

/**
 * The lexicon to read a text with: its language's, or, for a text whose language is unknown or has
 * no lexicon (too short, or misdetected), the closest of the known ones.
 */
export function lexiconLanguageOf(text: string, language: string | null): string | null {
	if (language && KNOWN.includes(language)) return language;
	if (!text.trim()) return null;
	return byKnownWords(text) ?? (detect(text, { only: KNOWN }) || null);
}
