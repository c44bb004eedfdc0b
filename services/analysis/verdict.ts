import type { ReviewForAnalysis } from "./analysis.contract";
import { languageOf, lexiconLanguageOf } from "./language";
import { analyzeText, type TextAnalysis } from "./review-analysis";
import { judgedTopics, type TopicMention } from "./topics";

export type SentimentLabel = "positive" | "neutral" | "negative";
export type { TopicMention };

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
/** How much the text moves a score whose label the stars decide. */
const TEXT_WEIGHT = 0.4;
const NEUTRAL_STARS_TEXT_WEIGHT = 0.3;
/** An indifferent verdict ("nothing special") keeps a text without stars neutral unless it is this sure. */
const LUKEWARM_CEILING = 0.75;
const LUKEWARM_DAMPING = 0.3;
/** Complaints this many times the praise outweigh it. */
const OUTWEIGHED = 3;
/** A score the stars decide stays at least this far from neutral. */
const STARS_FLOOR = LABEL_THRESHOLD + 0.05;

export function labelOf(score: number): SentimentLabel {
	return score > LABEL_THRESHOLD ? "positive" : score < -LABEL_THRESHOLD ? "negative" : "neutral";
}

/** The stars on -1..1 (3 stars: 0). */
function ratingScore(rating: number | null): number | null {
	return rating === null ? null : (Math.min(5, Math.max(1, rating)) - 3) / 2;
}

/**
 * The review's sentiment from its text and stars. The stars decide, except where the text clearly
 * says otherwise, so the answer is never worse than the stars alone where there are stars:
 * - under four or five stars, irony (praise around a complaint), a warning, or a complaint with no
 *   praise or with praise it far outweighs is what the reviewer means ("5 stars so people see this: avoid");
 * - under one or two stars, praise with no complaint at all is a misclicked star;
 * - three stars are the reviewer's own "neutral": the text only leans the score within it;
 * - no stars: the text alone.
 */
export function fuse(text: TextAnalysis, rating: number | null): number {
	const stars = ratingScore(rating);
	const t = text.score;
	if (stars === null) return text.lukewarm && !text.ironic && Math.abs(t) < LUKEWARM_CEILING ? LUKEWARM_DAMPING * t : t;
	if (text.positiveHits + text.negativeHits === 0) return stars;
	if (stars === 0) return Math.max(-STARS_FLOOR + 0.1, Math.min(STARS_FLOOR - 0.1, NEUTRAL_STARS_TEXT_WEIGHT * t));
	const blended = (1 - TEXT_WEIGHT) * stars + TEXT_WEIGHT * t;
	if (stars > 0) {
		if (text.ironic || text.warning || complainsAbove(text, t)) return Math.min(t, -CLEAR_TEXT);
		return Math.max(STARS_FLOOR, blended);
	}
	if (text.complaint === 0 && t >= CLEAR_TEXT) return t;
	return Math.min(-STARS_FLOOR, blended);
}

/** A complaint under high stars with no praise at all, or praise far outweighed: the stars were not the verdict. */
function complainsAbove(text: TextAnalysis, t: number): boolean {
	if (text.praise === 0) return text.complaint >= 1;
	return t <= -CLEAR_TEXT && text.praise * OUTWEIGHED <= text.complaint;
}

export function judgeReview(review: ReviewForAnalysis): ReviewVerdict {
	const text = review.text?.trim() ?? "";
	const language = languageOf(text || null, review.language);
	const analysis = analyzeText(text, text ? lexiconLanguageOf(text, language) : null);
	const score = Math.max(-1, Math.min(1, fuse(analysis, review.rating)));
	return { id: review.id, language, label: labelOf(score), score, topics: judgedTopics(analysis.clauses, score, labelOf(score) !== "neutral") };
}
