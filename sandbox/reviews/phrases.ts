/** What a review is written from: the topics a simulated reviewer talks about, and the phrase book of one language. */

export const REVIEW_TOPICS = ["service", "staff", "price", "quality", "cleanliness", "waiting_time", "location", "atmosphere", "food"] as const;
export type ReviewTopic = (typeof REVIEW_TOPICS)[number];

export const REVIEW_LANGUAGES = ["en", "fr", "de", "es", "it", "nl", "pt"] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export type Polarity = "positive" | "negative";
export type Tone = "positive" | "neutral" | "negative";

/**
 * One language's phrase book. A topic clause starts in lower case (the builder capitalises a sentence's
 * first letter) and is written in both polarities, some of them through negation ("it was not clean at all",
 * "we did not have to wait long"), so an analyzer meets both.
 */
export interface PhraseBook {
	topics: Record<ReviewTopic, Record<Polarity, string[]>>;
	/** whole sentences opening or closing a review, by its tone */
	openers: Record<Tone, string[]>;
	closers: Record<Tone, string[]>;
	and: string;
	but: string;
	/** the owner's answers, to a happy and to an unhappy reviewer */
	replies: Record<Polarity, string[]>;
}
