/** analysis: language, sentiment, aspect topics and a narrative from a business's reviews (stateless, writes nothing). */

export interface ReviewForAnalysis {
	id: string;
	rating: number | null;
	text: string | null;
	language: string | null;
	publishedAt: string | null;
	ownerReplied: boolean;
}
export type Trend = "improving" | "stable" | "declining" | "insufficient_data";
export interface SentimentSummary {
	positive: number;
	neutral: number;
	negative: number;
	score: number;
	byRating: { "1": number; "2": number; "3": number; "4": number; "5": number };
	trend: Trend;
}
export interface Topic {
	name: string;
	mentions: number;
	sentiment: number;
	examples: string[];
}
export interface Signal {
	extractedAt: string;
	extractionVersion: string;
	sentimentSummary: SentimentSummary;
	topics: Topic[];
}
export interface Narrative {
	summary: string;
	strengths: string[];
	weaknesses: string[];
	ownerResponseRate: number | null;
	ratingTrend: Trend;
}

export interface ExtractSignalParams {
	reviews: ReviewForAnalysis[];
}
export interface ExtractSignalResult {
	signal: Signal;
	languages: Record<string, string | null>;
}
export interface NarrateParams {
	business: { name: string | null; rating: number | null; reviewCount: number | null };
	signal: Signal;
	reviews: ReviewForAnalysis[];
}
export interface NarrateResult {
	narrative: Narrative;
	analyzedAt: string;
}

export const TRENDS = ["improving", "stable", "declining", "insufficient_data"] as const satisfies readonly Trend[];
/** At most this many reviews in one call. */
export const MAX_REVIEWS_PER_CALL = 1000;
/** The longest review text accepted (Google caps reviews well below this). */
export const MAX_REVIEW_TEXT = 20_000;

const REVIEW_SCHEMA = {
	type: "object",
	strict: "remove",
	props: {
		id: { type: "string", min: 1, max: 200 },
		rating: { type: "number", min: 1, max: 5, nullable: true },
		text: { type: "string", max: MAX_REVIEW_TEXT, nullable: true },
		language: { type: "string", max: 35, nullable: true },
		publishedAt: { type: "string", max: 40, nullable: true },
		ownerReplied: { type: "boolean" },
	},
} as const;

const REVIEWS_SCHEMA = { type: "array", max: MAX_REVIEWS_PER_CALL, items: REVIEW_SCHEMA } as const;

const SCORE = { type: "number", min: -1, max: 1 } as const;
const COUNT = { type: "number", integer: true, min: 0 } as const;

/** A Signal's schema (fastest-validator), for whoever takes a signal as params. */
export const SIGNAL_SCHEMA = {
	type: "object",
	props: {
		extractedAt: { type: "string", max: 40 },
		extractionVersion: { type: "string", min: 1, max: 200 },
		sentimentSummary: {
			type: "object",
			props: {
				positive: COUNT,
				neutral: COUNT,
				negative: COUNT,
				score: SCORE,
				byRating: { type: "object", props: { 1: COUNT, 2: COUNT, 3: COUNT, 4: COUNT, 5: COUNT } },
				trend: { type: "enum", values: [...TRENDS] },
			},
		},
		topics: {
			type: "array",
			max: 100,
			items: {
				type: "object",
				props: {
					name: { type: "string", min: 1, max: 100 },
					mentions: COUNT,
					sentiment: SCORE,
					examples: { type: "array", max: 10, items: { type: "string", max: 1000 } },
				},
			},
		},
	},
} as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const ANALYSIS_PARAMS = {
	version: { $$strict: true },
	extractSignal: { $$strict: true, reviews: REVIEWS_SCHEMA },
	narrate: {
		$$strict: true,
		business: {
			type: "object",
			strict: true,
			props: {
				name: { type: "string", max: 500, nullable: true },
				rating: { type: "number", min: 0, max: 5, nullable: true },
				reviewCount: { type: "number", integer: true, min: 0, nullable: true },
			},
		},
		signal: SIGNAL_SCHEMA,
		reviews: REVIEWS_SCHEMA,
	},
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** The `extractionVersion` a signal made now would carry (the local lexicon's, or the model's and prompt's). */
		"analysis.version": Action<undefined, { extractionVersion: string }>;
		/**
		 * Sentiment summary and aspect topics of at most 1000 reviews; `languages` gives each review's language
		 * (the provider's tag when given, else detected; null when too short to tell).
		 */
		"analysis.extractSignal": Action<ExtractSignalParams, ExtractSignalResult>;
		/** A business's narrative: summary, strengths, weaknesses, owner response rate and rating trend. */
		"analysis.narrate": Action<NarrateParams, NarrateResult>;
	}
}
