import type { ReviewForAnalysis } from "./analysis.contract";
import { languageOf, lexiconLanguageOf } from "./language";
import { analyzeText, type TextAnalysis } from "./review-analysis";
import { quoteOf } from "./text";

export type SentimentLabel = "positive" | "neutral" | "negative";

/** What one review says about one topic. */
export interface TopicMention { name: string; sentiment: number; quote: string | null; strength: number }

/** One review judged: its language, overall sentiment (text fused with stars) and the topics it names. */
export interface ReviewVerdict {
	id: string;
	language: string | null;
	label: SentimentLabel;
	score: number;
	topics: TopicMention[];
}

/** Above this (below its negative) a review is positive (negative); neutral between. */
export const LABEL_THRESHOLD = 0.2;
/** A text this sure of itself wins over stars that say the opposite. */
const CLEAR_TEXT = 0.5;
const TEXT_WEIGHT = 0.6;
const MIXED_TEXT_WEIGHT = 0.3;
const NEUTRAL_STARS_TEXT_WEIGHT = 0.3;

export function labelOf(score: number): SentimentLabel {
	return score > LABEL_THRESHOLD ? "positive" : score < -LABEL_THRESHOLD ? "negative" : "neutral";
}

/** The stars on -1..1 (3 stars: 0). */
function ratingScore(rating: number | null): number | null {
	return rating === null ? null : (Math.min(5, Math.max(1, rating)) - 3) / 2;
}

/**
 * The review's sentiment from its text and stars:
 * - three stars are the reviewer's own "neutral": only a text very sure of itself moves it;
 * - a one-sided text that clearly says the opposite of the stars wins (a misclicked star),
 *   except praise under one or two stars that also complains or reads as irony ("Great, waited
 *   an hour. Thanks for that."), which is the complaint it seems;
 * - a mixed text (praise and complaints) leans on the stars, which say how the reviewer weighed them.
 */
export function fuse(text: TextAnalysis, rating: number | null): number {
	const stars = ratingScore(rating);
	const t = text.score;
	if (stars === null) return t;
	if (text.positiveHits + text.negativeHits === 0) return stars;
	if (stars < 0 && t > 0 && (text.negativeHits > 0 || text.ironyMarker)) return Math.min(stars, -0.4);
	if (stars === 0) return NEUTRAL_STARS_TEXT_WEIGHT * t;
	const mixed = text.positiveHits > 0 && text.negativeHits > 0;
	if (!mixed && Math.sign(t) !== Math.sign(stars) && Math.abs(t) >= CLEAR_TEXT) return 0.8 * t + 0.2 * stars;
	const textWeight = mixed ? MIXED_TEXT_WEIGHT : TEXT_WEIGHT;
	return textWeight * t + (1 - textWeight) * stars;
}

/** A clause's raw score on -1..1. */
function clauseSentiment(raw: number): number {
	return raw / Math.sqrt(raw * raw + 2);
}

export function judgeReview(review: ReviewForAnalysis): ReviewVerdict {
	const text = review.text?.trim() ?? "";
	const language = languageOf(text || null, review.language);
	const analysis = text ? analyzeText(text, lexiconLanguageOf(text, language)) : analyzeText("", null);
	const score = Math.max(-1, Math.min(1, fuse(analysis, review.rating)));
	const topics = new Map<string, TopicMention>();
	for (const { clause, score: clauseRaw, topics: names } of analysis.clauses) {
		// a clause without feeling words ("the waiter brought the bill") takes half the review's mood
		const sentiment = clauseRaw !== 0 ? clauseSentiment(clauseRaw) : score / 2;
		for (const name of names) {
			const seen = topics.get(name);
			if (seen && seen.strength >= Math.abs(clauseRaw)) continue;
			topics.set(name, { name, sentiment, quote: quoteOf(clause), strength: Math.abs(clauseRaw) });
		}
	}
	return { id: review.id, language, label: labelOf(score), score, topics: [...topics.values()] };
}
