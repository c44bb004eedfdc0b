import { compiledLexicon, type CompiledLexicon } from "./compiled-lexicon";
import { topicsIn, type Judging } from "./clause-topics";
import { textIronyCues } from "./irony";
import { lateAfterBooked } from "./late-times";
import type { TopicName } from "./lexicons";
import { clausesOf, fold, MONEY, tokens as tokensOf, type Clause } from "./text";

/** One clause of a review, scored: what it says, how it feels, the topics it names. */
export interface ScoredClause {
	clause: Clause;
	/** the clause's raw sentiment (sum of its weighted words, irony read) */
	score: number;
	/** the clause holds an opinion or an outcome (its topics are judged, not merely mentioned) */
	judged: boolean;
	topics: TopicName[];
	/** points in time it names ("at 7", "19:05", "Tuesday") */
	timePoints: number;
	/** its only wait is a few minutes a job took ("corte en 7 minutos"): a wait where the review praises it, a rushed job where it complains */
	fewMinutesOnly: boolean;
}

export interface TextAnalysis {
	clauses: ScoredClause[];
	/** the text's sentiment, -1..1, irony read; 0 when nothing was found */
	score: number;
	/** opinion words and outcomes found on each side */
	positiveHits: number;
	negativeHits: number;
	/** the weight of the praise (positive opinion words) and of the complaints (negative opinions and outcomes) */
	praise: number;
	complaint: number;
	/** the weight of the bad outcomes and facts alone ("waited 40 minutes", "broke after a week") */
	badOutcomes: number;
	/** a "but" (or its kin) somewhere: praise and complaints weighed against each other */
	contrast: boolean;
	/** a sentence opens with a warning ("Beware", "Attention", "Ojo") */
	warning: boolean;
	/** an indifferent verdict ("nothing special", "bof") */
	lukewarm: boolean;
	/** signs of irony found ("thanks for", scare quotes, 🙃), interjections of praise ("Great.", "Génial,") apart */
	ironyCues: number;
	interjections: number;
	/** praise around a complaint, with a sign of irony: the praise is read as its opposite */
	ironic: boolean;
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
/** A warning opening a sentence weighs as much as the strongest complaint. */
const WARNING_WEIGHT = -3;
/** Ironic praise counts as a complaint this strong (for its weight). */
const IRONY_FLIP = 1;
/** Signs of irony (weighted) that make praise ironic on their own. */
const SURE_IRONY = 3;
/** An interjection of praise ("Great.", "Génial,", "Top hoor") is a clause this short. */
const INTERJECTION_TOKENS = 3;
/** A time well after the one booked weighs as a wait told in words ("waited an hour"). */
const LATE_WEIGHT = -1.5;
/** raw / sqrt(raw² + NORMALIZER): 1 strong word ≈ 0.6, two ≈ 0.85. */
const NORMALIZER = 5;

interface ClauseScore {
	score: number;
	praise: number;
	complaint: number;
	badOutcomes: number;
	hits: [number, number];
	topics: TopicName[];
	contrastAt: number;
	irony: number;
	lukewarm: number;
	interjection: boolean;
	conduct: boolean;
	timePoints: number;
	fewMinutesOnly: boolean;
}

/** The opinion words, outcomes, negations, intensifiers, contrasts, irony phrases and topics of one clause. */
function scoreClause(clause: Clause, lex: CompiledLexicon): ClauseScore {
	const { tokens } = clause;
	const out: ClauseScore = {
		score: 0,
		praise: 0,
		complaint: 0,
		badOutcomes: 0,
		hits: [0, 0],
		topics: [],
		contrastAt: -1,
		irony: 0,
		lukewarm: 0,
		interjection: false,
		conduct: false,
		timePoints: 0,
		fewMinutesOnly: false,
	};
	let negatedUntil = -1,
		boost = 1,
		boostUntil = -1;
	const opinionAt: Array<Judging | undefined> = [];
	let opinions = 0;
	if (clause.opensSentence && lex.warnings.match(tokens, 0)) {
		out.score += WARNING_WEIGHT;
		out.complaint -= WARNING_WEIGHT;
		out.hits[1]++;
	}
	for (let i = 0; i < tokens.length;) {
		if (lex.contrast.match(tokens, i)) {
			out.contrastAt = i;
			negatedUntil = -1;
		}
		out.irony += lex.irony.match(tokens, i)?.value ?? 0;
		if (lex.lukewarm.match(tokens, i)) out.lukewarm++;
		const term = lex.terms.match(tokens, i);
		if (term) {
			let weight = term.value.weight;
			if (!term.value.negated && i <= negatedUntil) weight *= weight > 0 ? NEGATED_POSITIVE : NEGATED_NEGATIVE;
			if (i <= boostUntil) weight *= boost;
			if (weight > 0) out.hits[0]++;
			else if (weight < 0) out.hits[1]++;
			if (weight > 0 && !term.value.outcome) out.praise += weight;
			if (weight < 0) out.complaint -= weight;
			if (weight < 0 && term.value.outcome) out.badOutcomes -= weight;
			out.score += weight;
			boostUntil = -1;
			for (let k = i; k < i + term.length; k++) opinionAt[k] = term.value.outcome ? "outcome" : "opinion";
			if (!term.value.outcome && weight !== 0) opinions++;
			i += term.length;
			continue;
		}
		const negator = lex.negators.match(tokens, i);
		const intensifier = negator ? null : lex.intensifiers.match(tokens, i);
		if (negator) negatedUntil = i + negator.length - 1 + NEGATION_WINDOW;
		else if (intensifier) {
			boost = intensifier.value;
			boostUntil = i + intensifier.length - 1 + INTENSIFIER_WINDOW;
		}
		i += negator?.length ?? intensifier?.length ?? 1;
	}
	// every word looked at, inside opinion phrases too ("nicht mal entschuldigt")
	let demeanour = false;
	for (let i = 0; i < tokens.length; i++) {
		const conduct = lex.conduct.match(tokens, i);
		if (conduct) out.conduct = true;
		if (conduct?.value) demeanour = true;
		if (lex.timeDays.match(tokens, i)) out.timePoints++;
	}
	out.timePoints += hoursIn(clause.text, lex);
	out.topics = topicsIn(tokens, lex, opinionAt, opinions > 0 || out.conduct || out.lukewarm > 0, MONEY.test(clause.text), out.conduct && !demeanour, out);
	// "didn't even look at me", "te sonríen": a demeanour is the people's, named or not
	if (demeanour && !out.topics.includes("staff")) out.topics.push("staff");
	const exclamation = clause.opensSentence && lex.exclamations.match(tokens, 0) !== null;
	out.interjection = out.praise > 0 && (exclamation || isInterjection(tokens, lex));
	return out;
}

/** A time of day written as one: "19:05", "9h05", "20h", "10am", "8 Uhr". */
const CLOCK = /\b\d{1,2}(?::\d{2}|h\d{0,2}\b|\s?(?:am|pm|uhr)\b)/gu;

/** The hours a clause names: clock times, and bare hours after their word ("at 7", "alle 19"). */
function hoursIn(text: string, lex: CompiledLexicon): number {
	const folded = fold(text);
	return (folded.match(CLOCK)?.length ?? 0) + (folded.match(lex.bareHour)?.length ?? 0) + ((lex.dayOfMonth && folded.match(lex.dayOfMonth)?.length) || 0);
}

/** A short clause of praise words, intensifiers and irony particles alone: "Great.", "Génial,", "Top hoor". */
function isInterjection(tokens: readonly string[], lex: CompiledLexicon): boolean {
	if (tokens.length > INTERJECTION_TOKENS) return false;
	for (let i = 0; i < tokens.length;) {
		const praise = lex.terms.match(tokens, i);
		const filler = praise && praise.value.weight > 0 ? praise : (lex.intensifiers.match(tokens, i) ?? lex.irony.match(tokens, i));
		if (!filler) return false;
		i += filler.length;
	}
	return true;
}

/** How many opinion words or outcomes start before each token: terms in [from, to) are `counts[to] - counts[from]`. */
function termCounts(tokens: readonly string[], lex: CompiledLexicon): number[] {
	const counts = [0];
	for (let i = 0; i < tokens.length; i++) counts.push(counts[i] + (lex.terms.match(tokens, i)?.value.weight ? 1 : 0));
	return counts;
}

/**
 * Where a clause splits: before each "but" inside it, and before an "and" that opens a new subject
 * when each side holds its own opinion ("völlig schmerzfrei | und das Team ist total lieb"), so that
 * each opinion stays with what it describes. The "and" must be written as such: "è il", "é o" fold
 * to the same tokens but are a verb.
 */
function splitPoints(clause: Clause, words: readonly string[], wordOfToken: readonly number[], lex: CompiledLexicon): number[] {
	const { tokens } = clause;
	const candidates: Array<{ at: number; join: boolean }> = [];
	for (let i = 1; i < tokens.length; i++) {
		if (lex.contrast.match(tokens, i)) candidates.push({ at: i, join: false });
		else if (lex.joins.match(tokens, i) && words[wordOfToken[i]].toLowerCase() === tokens[i]) candidates.push({ at: i, join: true });
	}
	const points: number[] = [];
	const counts = candidates.some((c) => c.join) ? termCounts(tokens, lex) : [];
	candidates.forEach(({ at, join }, k) => {
		const from = points.at(-1) ?? 0,
			to = candidates[k + 1]?.at ?? tokens.length;
		if (!join || (counts[at] > counts[from] && counts[to] > counts[at])) points.push(at);
	});
	return points;
}

/** Splits a clause at its split points, so each part has its own sentiment and topics. */
function splitAtContrast(clause: Clause, lex: CompiledLexicon): Clause[] {
	if (!clause.tokens.some((_, i) => i > 0 && (lex.contrast.match(clause.tokens, i) || lex.joins.match(clause.tokens, i)))) return [clause];
	const words = clause.text.split(/\s+/);
	const wordOfToken: number[] = [];
	words.forEach((word, w) => {
		for (const _ of tokensOf(word)) wordOfToken.push(w);
	});
	const parts: Clause[] = [];
	let fromToken = 0;
	for (const i of splitPoints(clause, words, wordOfToken, lex)) {
		if (wordOfToken[i] === wordOfToken[fromToken]) continue;
		parts.push(partOf(clause, words, wordOfToken, fromToken, i));
		fromToken = i;
	}
	if (!parts.length) return [clause];
	parts.push(partOf(clause, words, wordOfToken, fromToken, clause.tokens.length));
	return parts;
}

function partOf(clause: Clause, words: string[], wordOfToken: number[], from: number, to: number): Clause {
	const lastWord = to < clause.tokens.length ? wordOfToken[to] : words.length;
	return {
		...clause,
		text: words.slice(wordOfToken[from], lastWord).join(" "),
		tokens: clause.tokens.slice(from, to),
		opensSentence: clause.opensSentence && from === 0,
	};
}

/** The things a clause's nouns name (not the people: "friendly but slow" is no judgement of them twice). */
function thingsNamed(tokens: readonly string[], lex: CompiledLexicon): TopicName[] {
	const named = new Set<TopicName>();
	for (let i = 0; i < tokens.length;) {
		const topic = lex.topics.match(tokens, i);
		if (topic && !lex.terms.match(tokens, i)) for (const t of topic.value) if (t !== "staff") named.add(t);
		i += topic?.length ?? 1;
	}
	return [...named];
}

/**
 * A part after a "but" with an opinion and no word of what it is about ("Habitaciones limpias pero
 * pequeñas") judges the things the part before it named.
 */
function elidedTopics(clauses: readonly Clause[], scores: ClauseScore[], lex: CompiledLexicon): void {
	for (let i = 1; i < clauses.length; i++) {
		const s = scores[i];
		if (s.contrastAt !== 0 || s.topics.length || s.hits[0] + s.hits[1] === 0 || clauses[i - 1].sentence !== clauses[i].sentence) continue;
		s.topics = thingsNamed(clauses[i - 1].tokens, lex);
	}
}

/** In an ironic review, thanks or praise of people ("Thanks so much lads", "Trop gentil", "Bravi, bravi davvero") judge no one. */
function ironicTopics(s: ClauseScore): TopicName[] {
	return s.hits[0] > 0 && s.hits[1] === 0 && !s.conduct ? s.topics.filter((t) => t !== "staff") : s.topics;
}

/** In a review of a car wash, a dry cleaner, a cleaning firm or a garment, what is clean, dirty or stained is the work's quality. */
function cleanedBy(topics: TopicName[], cleaning: boolean): TopicName[] {
	return cleaning && topics.includes("cleanliness") ? [...new Set(topics.map((t) => (t === "cleanliness" ? "quality" : t)))] : topics;
}

/** A time well after the one booked is a bad outcome of waiting in its clause (in a review that praises nothing). */
function waitedLate(s: ClauseScore): void {
	s.score += LATE_WEIGHT;
	s.complaint -= LATE_WEIGHT;
	s.badOutcomes -= LATE_WEIGHT;
	s.hits[1]++;
	if (!s.topics.includes("waiting_time")) s.topics.push("waiting_time");
}

const NOTHING: TextAnalysis = {
	clauses: [],
	score: 0,
	positiveHits: 0,
	negativeHits: 0,
	praise: 0,
	complaint: 0,
	badOutcomes: 0,
	contrast: false,
	warning: false,
	lukewarm: false,
	ironyCues: 0,
	interjections: 0,
	ironic: false,
};

/** Sentiment and topics of one review's text in one language (a language without lexicon: nothing found). */
export function analyzeText(text: string, language: string | null): TextAnalysis {
	const lex = compiledLexicon(language);
	if (!lex) return NOTHING;
	const clauses = clausesOf(text).flatMap((c) => splitAtContrast(c, lex));
	const scores = clauses.map((clause) => scoreClause(clause, lex));
	elidedTopics(clauses, scores, lex);
	const late = lateAfterBooked(clauses, lex);
	if (late >= 0 && scores.every((s) => s.hits[0] === 0)) waitedLate(scores[late]);
	const weights = scores.map((s, i) => (s.contrastAt >= 0 ? AFTER_CONTRAST : 1) * (clauses[i].exclaimed ? EXCLAIMED : 1));
	// everything said before the last "but" weighs less
	const lastContrast = scores.reduce((last, s, i) => (s.contrastAt >= 0 ? i : last), -1);
	for (let k = 0; k < lastContrast; k++) weights[k] = Math.min(weights[k], BEFORE_CONTRAST);
	const sum = (pick: (s: ClauseScore) => number) => scores.reduce((total, s) => total + pick(s), 0);
	const praise = sum((s) => s.praise),
		complaint = sum((s) => s.complaint);
	const cues =
		sum((s) => s.irony) +
		textIronyCues(
			text,
			clauses.flatMap((c) => c.tokens),
		);
	const interjections = scores.filter((s) => s.interjection).length;
	const cleaning = clauses.some((c) => c.tokens.some((_, i) => lex.cleaningTrades.match(c.tokens, i) !== null));
	const contrast = lastContrast >= 0;
	// praise against complaints after a "but" is a mixed review unless irony shows more than once;
	// praise with sure signs of irony is ironic even when what went wrong is not found
	// (a list of praise, "Quick, friendly, efficient.", is no irony: interjections count once there)
	const ironic = praise > 0 && (complaint > 0 ? cues + interjections >= (contrast ? 2 : 1) : cues + Math.min(interjections, 1) >= SURE_IRONY);
	const clauseScore = (s: ClauseScore) => s.score - (ironic ? (1 + IRONY_FLIP) * s.praise : 0);
	const raw = scores.reduce((total, s, i) => total + clauseScore(s) * weights[i], 0);
	return {
		clauses: clauses.map((clause, i) => ({
			clause,
			score: clauseScore(scores[i]),
			judged: scores[i].hits[0] + scores[i].hits[1] > 0 || scores[i].conduct || scores[i].lukewarm > 0,
			topics: cleanedBy(ironic ? ironicTopics(scores[i]) : scores[i].topics, cleaning),
			timePoints: scores[i].timePoints,
			fewMinutesOnly: scores[i].fewMinutesOnly,
		})),
		score: raw / Math.sqrt(raw * raw + NORMALIZER),
		positiveHits: sum((s) => s.hits[0]),
		negativeHits: sum((s) => s.hits[1]),
		praise,
		complaint,
		badOutcomes: sum((s) => s.badOutcomes),
		contrast,
		warning: clauses.some((c, i) => c.opensSentence && scores[i].complaint >= -WARNING_WEIGHT && lex.warnings.match(c.tokens, 0) !== null),
		lukewarm: scores.some((s) => s.lukewarm > 0),
		ironyCues: cues,
		interjections,
		ironic,
	};
}
