import { LEXICONS, TOPIC_NAMES, type LanguageLexicon, type TopicName } from "./lexicons";
import { TermIndex } from "./term-index";

/** A word or phrase that carries an opinion: an opinion word, or a fact or outcome that implies one. */
export interface Term {
	weight: number;
	/** a phrase with its negation built in ("no complaints"): no negator turns it again */
	negated: boolean;
	/** a fact or an outcome ("took_#_weeks", "like_new") rather than an opinion word */
	outcome: boolean;
}

/** One language's lexicon, compiled for lookups in a token stream. */
export interface CompiledLexicon {
	terms: TermIndex<Term>;
	negators: TermIndex<true>;
	intensifiers: TermIndex<number>;
	contrast: TermIndex<true>;
	/** each sign of irony with its weight (2: a sure one) */
	irony: TermIndex<number>;
	exclamations: TermIndex<true>;
	warnings: TermIndex<true>;
	lukewarm: TermIndex<true>;
	topics: TermIndex<TopicName[]>;
}

function compile(lexicon: LanguageLexicon): CompiledLexicon {
	const numbers = new Set(lexicon.numbers.split(/\s+/).filter(Boolean));
	const negators = new TermIndex<true>(lexicon.negators, () => true);
	const isNegator = (word: string) => negators.match([word], 0) !== null;
	// A phrase holding a negator ("no complaints", "pas terrible"), or marked `!`, has its negation built in.
	const term = (outcome: boolean) => (raw: string | undefined, text: string, flags: { fixed: boolean }): Term => ({
		weight: Number(raw),
		negated: flags.fixed || (text.replace("*", "").split("_").length > 1 && text.split("_").some(isNegator)),
		outcome,
	});
	const marker = () => true as const;
	return {
		terms: new TermIndex(lexicon.sentiment, term(false), undefined, numbers).addAll(lexicon.outcomes, term(true)),
		negators,
		intensifiers: new TermIndex(lexicon.intensifiers, (raw) => Number(raw ?? 1.3)),
		contrast: new TermIndex(lexicon.contrast, marker),
		irony: new TermIndex(lexicon.irony, (raw) => Number(raw ?? 1), undefined, numbers),
		exclamations: new TermIndex(lexicon.exclamations, marker),
		warnings: new TermIndex(lexicon.warnings, marker),
		lukewarm: new TermIndex(lexicon.lukewarm, marker),
		topics: new TermIndex<TopicName[]>(
			TOPIC_NAMES.map((topic) => lexicon.topics[topic].split(/\s+/).filter(Boolean).map((t) => `${t}:${topic}`).join(" ")).join(" "),
			(raw) => [raw as TopicName],
			(a, b) => [...new Set([...a, ...b])],
			numbers,
		),
	};
}

const COMPILED = new Map<string, CompiledLexicon>(Object.entries(LEXICONS).map(([lang, lexicon]) => [lang, compile(lexicon)]));

export function compiledLexicon(language: string | null): CompiledLexicon | undefined {
	return language ? COMPILED.get(language) : undefined;
}

export function hasLexicon(language: string | null): boolean {
	return language !== null && COMPILED.has(language);
}
