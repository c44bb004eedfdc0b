import type { Rng } from "../random";
import type { PhraseBook, Polarity, ReviewTopic, Tone } from "./phrases";

/** Writes one review's text from its tone and topics with a language's phrase book, and says what it wrote about. */

export interface ComposedText {
	text: string;
	topics: Array<{ name: ReviewTopic; sentiment: Polarity }>;
}

function sentence(s: string): string {
	const t = s.trim();
	const capital = t.charAt(0).toUpperCase() + t.slice(1);
	return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

function clause(book: PhraseBook, topic: ReviewTopic, polarity: Polarity, rng: Rng): string {
	return rng.pick(book.topics[topic][polarity]);
}

/** "A and B." or "A and B. C.": clauses of one polarity. */
function sameWay(book: PhraseBook, clauses: string[]): string[] {
	if (clauses.length <= 2) return [sentence(clauses.join(` ${book.and} `))];
	return [sentence(`${clauses[0]} ${book.and} ${clauses[1]}`), ...clauses.slice(2).map(sentence)];
}

/** "A, but B and C.": what comes after "but" carries the review's overall tone. */
function contrast(book: PhraseBook, first: string, after: string[]): string {
	return sentence(`${first}, ${book.but} ${after.join(` ${book.and} `)}`);
}

/**
 * `topics` are the subjects, in order; `mixed` puts one of them the other way (a positive review with one
 * complaint, a negative one with one good word). A neutral review weighs one good point against one bad.
 */
export function composeReview(book: PhraseBook, tone: Tone, topics: ReviewTopic[], mixed: boolean, rng: Rng): ComposedText {
	const parts: string[] = [];
	const truth: ComposedText["topics"] = [];
	const say = (topic: ReviewTopic, polarity: Polarity) => {
		truth.push({ name: topic, sentiment: polarity });
		return clause(book, topic, polarity, rng);
	};
	if (rng.chance(tone === "neutral" ? 0.7 : 0.55)) parts.push(rng.pick(book.openers[tone]));
	if (tone === "neutral") {
		if (topics.length >= 2) {
			const goodFirst = rng.chance(0.5);
			const a = say(topics[0], goodFirst ? "positive" : "negative");
			const b = say(topics[1], goodFirst ? "negative" : "positive");
			parts.push(contrast(book, a, [b]));
		}
	} else {
		const main: Polarity = tone;
		const other: Polarity = tone === "positive" ? "negative" : "positive";
		if (mixed && topics.length >= 2) {
			const against = say(topics[0], other);
			parts.push(
				contrast(
					book,
					against,
					topics.slice(1).map((t) => say(t, main)),
				),
			);
		} else {
			parts.push(
				...sameWay(
					book,
					topics.map((t) => say(t, main)),
				),
			);
		}
	}
	if (rng.chance(0.45) || parts.length < 2) parts.push(rng.pick(book.closers[tone]));
	return { text: parts.join(" "), topics: truth };
}
