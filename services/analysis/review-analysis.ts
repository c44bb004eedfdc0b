import { LEXICONS, TOPIC_NAMES, type LanguageLexicon, type TopicName } from "./lexicons";
import { TermIndex } from "./term-index";
import { clausesOf, tokens as tokensOf, type Clause } from "./text";

/** One clause of a review, scored: what it says, how it feels, the topics it names. */
export interface ScoredClause {
	clause: Clause;
	/** the clause's raw sentiment (sum of its weighted words) */
	score: number;
	topics: TopicName[];
}

export interface TextAnalysis {
	clauses: ScoredClause[];
	/** the text's sentiment, -1..1; 0 when no sentiment word was found */
	score: number;
	/** sentiment words found on each side */
	positiveHits: number;
	negativeHits: number;
	/** holds a phrase that marks irony when it praises under low stars */
	ironyMarker: boolean;
}

interface CompiledLexicon {
	sentiment: TermIndex<{ weight: number; negated: boolean }>;
	negators: TermIndex<true>;
	intensifiers: TermIndex<number>;
	contrast: TermIndex<true>;
	irony: TermIndex<true>;
	topics: TermIndex<TopicName[]>;
}

/** How far a negator reaches, and how it turns a word: "not good" is bad, "not bad" only mildly good. */
const NEGATION_WINDOW = 3;
const NEGATED_POSITIVE = -0.8;
const NEGATED_NEGATIVE = -0.5;
const INTENSIFIER_WINDOW = 2;
/** The clause right before a "but" counts less, the ones after it more. */
const BEFORE_CONTRAST = 0.6;
const AFTER_CONTRAST = 1.4;
const EXCLAIMED = 1.2;
/** raw / sqrt(raw² + NORMALIZER): 1 strong word ≈ 0.6, two ≈ 0.85. */
const NORMALIZER = 5;

function compile(lexicon: LanguageLexicon): CompiledLexicon {
	const negators = new TermIndex<true>(lexicon.negators, () => true);
	const isNegator = (word: string) => negators.match([word], 0) !== null;
	return {
		// A phrase holding a negator ("no complaints", "pas terrible") has its negation built in.
		sentiment: new TermIndex(lexicon.sentiment, (raw, term) => ({ weight: Number(raw), negated: term.replace("*", "").split("_").length > 1 && term.split("_").some(isNegator) })),
		negators,
		intensifiers: new TermIndex(lexicon.intensifiers, (raw) => Number(raw ?? 1.3)),
		contrast: new TermIndex(lexicon.contrast, () => true),
		irony: new TermIndex(lexicon.irony, () => true),
		topics: new TermIndex<TopicName[]>(
			TOPIC_NAMES.map((topic) => lexicon.topics[topic].split(/\s+/).filter(Boolean).map((t) => `${t}:${topic}`).join(" ")).join(" "),
			(raw) => [raw as TopicName],
			(a, b) => [...new Set([...a, ...b])],
		),
	};
}

const COMPILED = new Map<string, CompiledLexicon>(Object.entries(LEXICONS).map(([lang, lexicon]) => [lang, compile(lexicon)]));

export function hasLexicon(language: string | null): boolean {
	return language !== null && COMPILED.has(language);
}

interface ClauseState { negatedUntil: number; boost: number; boostUntil: number }

function scoreClause(tokens: readonly string[], lex: CompiledLexicon, hits: { positive: number; negative: number }): { score: number; topics: TopicName[]; contrastAt: number } {
	const topics = new Set<TopicName>();
	const state: ClauseState = { negatedUntil: -1, boost: 1, boostUntil: -1 };
	let score = 0;
	let contrastAt = -1;
	for (let i = 0; i < tokens.length;) {
		const topic = lex.topics.match(tokens, i);
		if (topic) for (const t of topic.value) topics.add(t);
		const word = lex.sentiment.match(tokens, i);
		if (word) {
			let weight = word.value.weight;
			if (!word.value.negated && i <= state.negatedUntil) weight *= weight > 0 ? NEGATED_POSITIVE : NEGATED_NEGATIVE;
			if (i <= state.boostUntil) weight *= state.boost;
			if (weight > 0) hits.positive++;
			else if (weight < 0) hits.negative++;
			score += weight;
			state.boostUntil = -1;
			i += word.length;
			continue;
		}
		const negator = lex.negators.match(tokens, i);
		const intensifier = negator ? null : lex.intensifiers.match(tokens, i);
		if (negator) state.negatedUntil = i + negator.length - 1 + NEGATION_WINDOW;
		else if (intensifier) {
			state.boost = intensifier.value;
			state.boostUntil = i + intensifier.length - 1 + INTENSIFIER_WINDOW;
		} else if (lex.contrast.match(tokens, i)) {
			contrastAt = i;
			state.negatedUntil = -1;
		}
		i += negator?.length ?? intensifier?.length ?? topic?.length ?? 1;
	}
	return { score, topics: [...topics], contrastAt };
}

/** Splits a clause before each "but" inside it, so each part has its own sentiment and topics. */
function splitAtContrast(clause: Clause, lex: CompiledLexicon): Clause[] {
	if (!clause.tokens.some((_, i) => i > 0 && lex.contrast.match(clause.tokens, i))) return [clause];
	const words = clause.text.split(/\s+/);
	const wordOfToken: number[] = [];
	words.forEach((word, w) => { for (const _ of tokensOf(word)) wordOfToken.push(w); });
	const parts: Clause[] = [];
	let fromToken = 0;
	for (let i = 1; i < clause.tokens.length; i++) {
		if (!lex.contrast.match(clause.tokens, i) || wordOfToken[i] === wordOfToken[fromToken]) continue;
		parts.push(partOf(clause, words, wordOfToken, fromToken, i));
		fromToken = i;
	}
	if (!parts.length) return [clause];
	parts.push(partOf(clause, words, wordOfToken, fromToken, clause.tokens.length));
	return parts;
}

function partOf(clause: Clause, words: string[], wordOfToken: number[], from: number, to: number): Clause {
	const lastWord = to < clause.tokens.length ? wordOfToken[to] : words.length;
	return { ...clause, text: words.slice(wordOfToken[from], lastWord).join(" "), tokens: clause.tokens.slice(from, to) };
}

/** Sentiment and topics of one review's text in one language (a language without lexicon: nothing found). */
export function analyzeText(text: string, language: string | null): TextAnalysis {
	const lex = language ? COMPILED.get(language) : undefined;
	if (!lex) return { clauses: [], score: 0, positiveHits: 0, negativeHits: 0, ironyMarker: false };
	const hits = { positive: 0, negative: 0 };
	const scored: ScoredClause[] = [];
	const weights: number[] = [];
	// everything said before the last "but" weighs less; the clause holding it more
	let lastContrast = -1;
	for (const clause of clausesOf(text).flatMap((c) => splitAtContrast(c, lex))) {
		const { score, topics, contrastAt } = scoreClause(clause.tokens, lex, hits);
		if (contrastAt >= 0) lastContrast = scored.length;
		scored.push({ clause, score, topics });
		weights.push((contrastAt >= 0 ? AFTER_CONTRAST : 1) * (clause.exclaimed ? EXCLAIMED : 1));
	}
	for (let k = 0; k < lastContrast; k++) weights[k] = Math.min(weights[k], BEFORE_CONTRAST);
	const raw = scored.reduce((sum, c, i) => sum + c.score * weights[i], 0);
	const ironyMarker = scored.some(({ clause }) => clause.tokens.some((_, i) => lex.irony.match(clause.tokens, i) !== null));
	return { clauses: scored, score: raw / Math.sqrt(raw * raw + NORMALIZER), positiveHits: hits.positive, negativeHits: hits.negative, ironyMarker };
}

