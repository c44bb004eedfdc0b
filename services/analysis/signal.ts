import type { ReviewForAnalysis, SentimentSummary, Signal, Topic } from "./analysis.contract";
import { mean, round, trendOf } from "./trend";
import type { ReviewVerdict } from "./verdict";

const MAX_EXAMPLES = 3;
/** A change of the mean sentiment score (-1..1) this large between half-years is a trend. */
const SENTIMENT_TREND_THRESHOLD = 0.15;

export function sentimentSummaryOf(reviews: readonly ReviewForAnalysis[], verdicts: readonly ReviewVerdict[], now = Date.now()): SentimentSummary {
	const counts = { positive: 0, neutral: 0, negative: 0 };
	const byRating = { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 };
	for (const v of verdicts) counts[v.label]++;
	for (const r of reviews) {
		if (r.rating === null) continue;
		const star = String(Math.min(5, Math.max(1, Math.round(r.rating)))) as keyof typeof byRating;
		byRating[star]++;
	}
	const points = reviews.map((r, i) => ({ publishedAt: r.publishedAt, value: verdicts[i].score }));
	return {
		...counts,
		score: round(mean(verdicts.map((v) => v.score))),
		byRating,
		trend: trendOf(points, SENTIMENT_TREND_THRESHOLD, now),
	};
}

/** The topics named across the reviews, most mentioned first, each with its mean sentiment and up to three quotes. */
export function topicsOf(verdicts: readonly ReviewVerdict[]): Topic[] {
	const byName = new Map<string, { sentiments: number[]; quotes: Array<{ quote: string; sentiment: number; strength: number }> }>();
	for (const v of verdicts) {
		for (const t of v.topics) {
			const entry = byName.get(t.name) ?? { sentiments: [], quotes: [] };
			entry.sentiments.push(t.sentiment);
			if (t.quote) entry.quotes.push({ quote: t.quote, sentiment: t.sentiment, strength: t.strength });
			byName.set(t.name, entry);
		}
	}
	const topics: Topic[] = [];
	for (const [name, { sentiments, quotes }] of byName) {
		const sentiment = mean(sentiments);
		topics.push({ name, mentions: sentiments.length, sentiment: round(sentiment), examples: examplesOf(quotes, sentiment) });
	}
	return topics.sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
}

/** The quotes that say most clearly what most reviews say of the topic, short ones first among equals, no repeats. */
function examplesOf(quotes: Array<{ quote: string; sentiment: number; strength: number }>, sentiment: number): string[] {
	const direction = Math.sign(sentiment) || 1;
	const ranked = [...quotes].sort(
		(a, b) =>
			Number(Math.sign(b.sentiment) === direction) - Number(Math.sign(a.sentiment) === direction) || b.strength - a.strength || a.quote.length - b.quote.length,
	);
	const examples: string[] = [];
	for (const q of ranked) {
		if (examples.length === MAX_EXAMPLES) break;
		if (!examples.includes(q.quote)) examples.push(q.quote);
	}
	return examples;
}

export function signalOf(reviews: readonly ReviewForAnalysis[], verdicts: readonly ReviewVerdict[], extractionVersion: string, now = new Date()): Signal {
	return {
		extractedAt: now.toISOString(),
		extractionVersion,
		sentimentSummary: sentimentSummaryOf(reviews, verdicts, now.getTime()),
		topics: topicsOf(verdicts),
	};
}
