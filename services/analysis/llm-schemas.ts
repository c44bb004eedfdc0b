import { TOPIC_NAMES } from "./lexicons";

/** The version of the prompts below; a signal made by a model names it with the model. Change it with them. */
export const PROMPT_VERSION = "prompt-2026.11";

const SCORE = { type: "number", minimum: -1, maximum: 1 } as const;

/** The model's answer for a batch of reviews (strict JSON schema: every property required, nothing else). */
export const REVIEWS_ANSWER_SCHEMA = {
	type: "object",
	additionalProperties: false,
	required: ["reviews"],
	properties: {
		reviews: {
			type: "array",
			items: {
				type: "object",
				additionalProperties: false,
				required: ["id", "language", "sentiment", "score", "topics"],
				properties: {
					id: { type: "string" },
					language: { type: ["string", "null"] },
					sentiment: { type: "string", enum: ["positive", "neutral", "negative"] },
					score: SCORE,
					topics: {
						type: "array",
						items: {
							type: "object",
							additionalProperties: false,
							required: ["name", "sentiment", "quote"],
							properties: { name: { type: "string", enum: [...TOPIC_NAMES] }, sentiment: SCORE, quote: { type: ["string", "null"] } },
						},
					},
				},
			},
		},
	},
} as const;

export const NARRATIVE_ANSWER_SCHEMA = {
	type: "object",
	additionalProperties: false,
	required: ["summary", "strengths", "weaknesses"],
	properties: {
		summary: { type: "string", minLength: 1, maxLength: 2000 },
		strengths: { type: "array", maxItems: 5, items: { type: "string", maxLength: 300 } },
		weaknesses: { type: "array", maxItems: 5, items: { type: "string", maxLength: 300 } },
	},
} as const;

export interface ReviewsAnswer {
	reviews: Array<{
		id: string; language: string | null; sentiment: "positive" | "neutral" | "negative"; score: number;
		topics: Array<{ name: string; sentiment: number; quote: string | null }>;
	}>;
}
export interface NarrativeAnswer { summary: string; strengths: string[]; weaknesses: string[] }

export const REVIEWS_PROMPT = [
	"You analyse customer reviews of a local business. For each review, in any language, give:",
	"- id: the review's id, unchanged; language: its ISO 639-1 code, null if it has no text;",
	"- sentiment (positive, neutral or negative) and score (-1..1) of the review as a whole, reading text and stars together;",
	"  when the text clearly contradicts the stars, the text wins; read sarcasm as what it means;",
	`- topics: those the text talks about, among ${TOPIC_NAMES.join(", ")}, each with its sentiment (-1..1)`,
	"  and a short quote (one clause of the review, in its language, at most 160 characters).",
	"Answer every review, once, in the order given.",
].join("\n");

export const NARRATIVE_PROMPT = [
	"You write a short, factual English narrative of a local business's reviews for a sales team:",
	"summary (2 to 4 sentences), strengths and weaknesses (at most 3 each, one sentence each).",
	"Use only what the signal and the reviews say.",
].join("\n");
