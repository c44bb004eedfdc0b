import type { Narrative, NarrateParams, ReviewForAnalysis, Topic, Trend } from "./analysis.contract";
import { round, trendOf } from "./trend";

/** A topic is a strength (weakness) when its reviews lean this far to one side. */
const LEANING = 0.2;
const MAX_POINTS = 3;
/** A change of the mean rating this large (in stars) between half-years is a trend. */
const RATING_TREND_THRESHOLD = 0.3;

const TOPIC_LABELS: Record<string, string> = {
	service: "service",
	staff: "staff",
	price: "prices",
	quality: "quality of the work and products",
	cleanliness: "cleanliness",
	waiting_time: "waiting times",
	location: "location and access",
	atmosphere: "atmosphere",
	food: "food",
};

export function topicLabel(name: string): string {
	return TOPIC_LABELS[name] ?? name.replace(/_/g, " ");
}

/** Topics mentioned often enough to speak of: twice at least, or once in a handful of reviews. */
function notable(topics: readonly Topic[], reviewCount: number): Topic[] {
	const minMentions = reviewCount >= 10 ? 2 : 1;
	return topics.filter((t) => t.mentions >= minMentions);
}

function pointsOf(topics: Topic[], sign: 1 | -1): string[] {
	return topics
		.filter((t) => sign * t.sentiment >= LEANING)
		.sort((a, b) => sign * b.sentiment * b.mentions - sign * a.sentiment * a.mentions)
		.slice(0, MAX_POINTS)
		.map((t) => {
			const quote = t.examples[0] ? ` ("${t.examples[0]}")` : "";
			return `${capitalized(topicLabel(t.name))}: ${sign > 0 ? "praised" : "criticised"} in ${t.mentions} review${t.mentions === 1 ? "" : "s"}${quote}`;
		});
}

function capitalized(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}

export function ownerResponseRateOf(reviews: readonly ReviewForAnalysis[]): number | null {
	return reviews.length ? round(reviews.filter((r) => r.ownerReplied).length / reviews.length, 2) : null;
}

export function ratingTrendOf(reviews: readonly ReviewForAnalysis[], now = Date.now()): Trend {
	return trendOf(
		reviews.map((r) => ({ publishedAt: r.publishedAt, value: r.rating })),
		RATING_TREND_THRESHOLD,
		now,
	);
}

const TREND_SENTENCES: Record<Trend, string> = {
	improving: "Reviews of the last six months are better than the earlier ones.",
	declining: "Reviews of the last six months are worse than the earlier ones.",
	stable: "Reviews of the last six months are in line with the earlier ones.",
	insufficient_data: "",
};

/** The narrative the local analyzer writes: facts from the signal and the reviews, in plain English. */
export function localNarrative({ business, signal, reviews }: NarrateParams, now = Date.now()): Narrative {
	const s = signal.sentimentSummary;
	const judged = s.positive + s.neutral + s.negative;
	const topics = notable(signal.topics, judged);
	const strengths = pointsOf(topics, 1);
	const weaknesses = pointsOf(topics, -1);
	const ratingTrend = ratingTrendOf(reviews, now);
	const name = business.name ?? "This business";
	const rated =
		business.rating !== null
			? `${name} is rated ${business.rating.toFixed(1)}${business.reviewCount !== null ? ` from ${business.reviewCount} reviews` : ""}.`
			: `${name} has no rating yet.`;
	const parts = [rated];
	if (judged > 0) {
		const pct = (n: number) => Math.round((100 * n) / judged);
		parts.push(`Of the ${judged} reviews analysed, ${pct(s.positive)}% are positive, ${pct(s.neutral)}% neutral and ${pct(s.negative)}% negative.`);
		const praised = topics
			.filter((t) => t.sentiment >= LEANING)
			.slice(0, MAX_POINTS)
			.map((t) => topicLabel(t.name));
		const criticised = topics
			.filter((t) => t.sentiment <= -LEANING)
			.slice(0, MAX_POINTS)
			.map((t) => topicLabel(t.name));
		if (praised.length) parts.push(`Reviewers praise the ${listed(praised)}.`);
		if (criticised.length) parts.push(`Complaints are about the ${listed(criticised)}.`);
	} else parts.push("No reviews were analysed.");
	if (TREND_SENTENCES[ratingTrend]) parts.push(TREND_SENTENCES[ratingTrend]);
	return { summary: parts.join(" "), strengths, weaknesses, ownerResponseRate: ownerResponseRateOf(reviews), ratingTrend };
}

function listed(items: string[]): string {
	return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
