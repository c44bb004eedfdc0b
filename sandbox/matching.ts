import { CITIES } from "./cities";
import { ADJECTIVES, CATEGORIES, LOCALES, NOUNS } from "./vocabulary";

/** Query matching for the synthetic world: every query word must match a word of the place's name, categories or their synonyms. */

const STOP_WORDS = new Set([
	"in",
	"near",
	"me",
	"the",
	"a",
	"an",
	"of",
	"and",
	"for",
	"best",
	"top",
	"around",
	"at",
	"nearby",
	"open",
	"now",
	"cheap",
	"good",
	"de",
	"du",
	"des",
	"la",
	"le",
	"les",
	"en",
	"el",
	"los",
	"las",
	"di",
	"da",
	"del",
	"der",
	"die",
	"das",
	"im",
	"und",
	"et",
	"y",
	"e",
]);

export function normalizeText(s: string): string {
	return s
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.toLowerCase()
		.replace(/&/g, " and ")
		.replace(/[^a-z0-9]+/g, " ")
		.trim();
}

/** Cheap plural folding, applied the same way to place terms and query words. */
export function stem(word: string): string {
	if (word.length <= 3) return word;
	if (word.endsWith("ies")) return word.slice(0, -3) + "y";
	if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
	if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
	return word;
}

export function terms(s: string): string[] {
	return normalizeText(s)
		.split(" ")
		.filter((w) => w && !STOP_WORDS.has(w))
		.map(stem);
}

const LOCATION_WORDS = new Set(
	CITIES.flatMap((c) => [c.name, c.locality, ...c.aliases, c.countryName, ...c.countryAliases])
		.flatMap((n) => normalizeText(n).split(" "))
		.map(stem),
);

let vocabularyTerms: Set<string> | null = null;

/** Whether some simulated business could carry the word: in a category, a keyword, a name pattern, a street or a person's name. */
export function isVocabularyTerm(word: string): boolean {
	vocabularyTerms ??= new Set(
		[
			...CATEGORIES.flatMap((c) => [c.name, ...c.extra, ...c.keywords, ...c.names.map((n) => n.replace(/\{(\w+)\}/g, " ").replace(/[{}|]/g, " "))]),
			...ADJECTIVES,
			...NOUNS,
			...Object.values(LOCALES).flatMap((l) => [...l.streets, ...l.surnames, ...l.firstNames]),
		].flatMap(terms),
	);
	return terms(word).some((t) => vocabularyTerms!.has(t));
}

export function queryTerms(query: string): string[] {
	return [...new Set(terms(query).filter((t) => !LOCATION_WORDS.has(t)))].sort();
}

/** Word → indexes of the places carrying it, in the order of `businesses`. */
export function buildPostings(businesses: readonly { name: string; categories: string[] }[]): Map<string, number[]> {
	const byName = new Map(CATEGORIES.map((c) => [c.name, c]));
	const postings = new Map<string, number[]>();
	businesses.forEach((b, i) => {
		const words = new Set<string>(terms(b.name));
		for (const c of b.categories) {
			for (const w of terms(c)) words.add(w);
			for (const k of byName.get(c)?.keywords ?? []) for (const w of terms(k)) words.add(w);
		}
		for (const w of words) {
			let list = postings.get(w);
			if (!list) postings.set(w, (list = []));
			list.push(i);
		}
	});
	return postings;
}
