import type { TopicName } from "./lexicons";
import type { ScoredClause } from "./review-analysis";
import { isKnownWord } from "./language";
import { fold, quoteOf, type Clause } from "./text";

/** What one review says about one topic. */
export interface TopicMention { name: string; sentiment: number; quote: string | null; strength: number }

/** An amount of money as reviews write it: £145, 45 €, R$ 38, 12p, 1.400 €, 95 euros. */
const MONEY = /(?:[£€$]|R\$)\s?\d|\d(?:[.,]\d{1,3})*\s?(?:[£€$]|eur\b|euros?\b|reais\b|p\b)/iu;

/** A clause's raw score on -1..1. */
function clauseSentiment(raw: number): number {
	return raw / Math.sqrt(raw * raw + 2);
}

/** Titles before a person's name, in every language (folded, without their full stop). */
const TITLES = new Set("dr dra mr mrs ms mme mlle frau herr sr sra sig dott prof".split(" "));
/** Words after which a name is a person's: "with Julie", "avec Karim", "grâce à Luca". */
const WITH = new Set("with avec grace mit dank con com met".split(" "));
const NAME = /^\p{Lu}\p{Ll}{2,}$/u;

/**
 * Whether the clause names a person: a title and a name ("Dr Patel", "Frau Berger"), or a name
 * after "with" ("deux séances avec Julie"). A capitalised word alone may as well be a place or a
 * brand (and German capitalises every noun).
 */
function namesPerson(clause: Clause): boolean {
	const words = clause.text.split(/\s+/).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""));
	return words.some((word, i) => {
		if (i === 0) return false;
		const previous = fold(words[i - 1]);
		return (TITLES.has(previous) && /^\p{Lu}/u.test(word)) || (WITH.has(previous) && NAME.test(word) && !isKnownWord(fold(word)));
	});
}

/** The topics a clause names: its topic words, money for the price, a person's name for the staff. */
function namedIn({ clause, topics }: ScoredClause): TopicName[] {
	const named = new Set(topics);
	if (MONEY.test(clause.text)) named.add("price");
	if (namesPerson(clause)) named.add("staff");
	return [...named];
}

/**
 * The topics a review judges: those named in a sentence that holds an opinion or an outcome, each
 * with the sentiment of the clause that names it (a clause without one takes half the review's)
 * and that clause as its quote. A topic merely mentioned ("we had the lunch menu") is left out.
 * A review of facts alone that its stars judge (`reviewJudged`: not neutral) has every topic it names.
 */
export function judgedTopics(clauses: readonly ScoredClause[], reviewScore: number, reviewJudged: boolean): TopicMention[] {
	// a review of facts alone ("Booked for 9, seen at 10:40. £80 instead of 50.") under stars that judge it: its facts are its opinions
	const judged = clauses.some((c) => c.judged) || !reviewJudged ? clauses.filter((c) => c.judged) : clauses;
	const judgedSentences = new Set(judged.map((c) => c.clause.sentence));
	const topics = new Map<string, TopicMention>();
	for (const scored of clauses) {
		if (!judgedSentences.has(scored.clause.sentence)) continue;
		const raw = scored.score;
		const sentiment = raw !== 0 ? clauseSentiment(raw) : reviewScore / 2;
		for (const name of namedIn(scored)) {
			const seen = topics.get(name);
			if (seen && seen.strength >= Math.abs(raw)) continue;
			topics.set(name, { name, sentiment, quote: quoteOf(scored.clause), strength: Math.abs(raw) });
		}
	}
	return [...topics.values()];
}
