import type { TopicName } from "./lexicons";
import type { ScoredClause } from "./review-analysis";
import { quoteOf } from "./text";

/** What one review says about one topic. */
export interface TopicMention { name: string; sentiment: number; quote: string | null; strength: number }

/** An amount of money as reviews write it: £145, 45 €, R$ 38, 12p, 1.400 €, 95 euros. */
const MONEY = /(?:[£€$]|R\$)\s?\d|\d(?:[.,]\d{1,3})*\s?(?:[£€$]|eur\b|euros?\b|reais\b|p\b)/iu;

/** A clause's raw score on -1..1. */
function clauseSentiment(raw: number): number {
	return raw / Math.sqrt(raw * raw + 2);
}

/** The topics a clause names: its topic words, and money for the price. */
function namedIn({ clause, topics }: ScoredClause): TopicName[] {
	return MONEY.test(clause.text) && !topics.includes("price") ? [...topics, "price"] : topics;
}

/**
 * The topics a review judges: those named in a sentence that holds an opinion or an outcome, each
 * with the sentiment of the clause that names it (a clause without one takes half the review's)
 * and that clause as its quote. A topic merely mentioned ("we had the lunch menu") is left out.
 */
export function judgedTopics(clauses: readonly ScoredClause[], reviewScore: number): TopicMention[] {
	const judgedSentences = new Set(clauses.filter((c) => c.judged).map((c) => c.clause.sentence));
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
