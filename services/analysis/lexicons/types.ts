/** The topics the local analyzer knows (names as the signal shows them). */
export const TOPIC_NAMES = ["service", "staff", "price", "quality", "cleanliness", "waiting_time", "location", "atmosphere", "food"] as const;
export type TopicName = (typeof TOPIC_NAMES)[number];

/**
 * One language's word lists, written as text for readability: entries separated by white space,
 * `word:weight` (weight -3..3), `stem*` matching any word that starts with the stem, `two_words`
 * a phrase. Accents are ignored (matching runs on folded text).
 */
export interface LanguageLexicon {
	sentiment: string;
	/** words that flip the sentiment of the next few words ("not", "pas", "nicht") */
	negators: string;
	/** words that strengthen the next sentiment word ("very", "très"); `word:factor` */
	intensifiers: string;
	/** "but", "mais", "aber": the clause after one weighs more than the one before */
	contrast: string;
	/**
	 * "and" before a new subject ("and_the", "und_das", "y_la"): where a clause joins another about
	 * something else, so that each opinion word stays with the thing it describes.
	 */
	joins: string;
	/**
	 * Signs of irony ("thanks for", "what a", "bravo", "five stars for", "I guess"); `phrase:2` marks a
	 * sure one. Praise around a complaint with a sign of irony reads as the complaint it is; praise
	 * with several sure signs reads so even when the complaint itself is not found.
	 */
	irony: string;
	/** words that open an exclamation when they start a sentence ("what a", "quel", "qué", "wat een") */
	exclamations: string;
	/**
	 * Facts and outcomes that carry an opinion without an opinion word, `word:weight` as in
	 * `sentiment`: waits and delays, breakage, what is missing or never came, money against what was
	 * promised ("took_#_weeks", "instead_of", "broke"), and good outcomes ("as_agreed", "like_new").
	 * Praise wrapped around a bad outcome reads as irony.
	 */
	outcomes: string;
	/** words that open a warning when they start a sentence ("beware", "attention", "ojo") */
	warnings: string;
	/**
	 * Phrases of an indifferent verdict ("nothing special", "bof", "geht so"): a review without stars
	 * that holds one and no strong opinion is neutral, whatever mild words surround it.
	 */
	lukewarm: string;
	/**
	 * How a person treats the customer, said without an opinion word ("explained everything", "took
	 * her time", "didn't even look at me", "never apologised", "remembered my order"): a person named
	 * beside one is judged (the staff topic), as beside an opinion word. `@word`: a demeanour ("ignored
	 * us", "rolled her eyes", "te sonríen") that judges the people even when none is named.
	 */
	conduct: string;
	/**
	 * Words that make a duration how long something lasted, or how long after or since, rather than a
	 * wait: `before` its number ("didn't last two days", "depuis 10 jours", "seit Wochen"), `after`
	 * its unit ("two days later", "drei Tage später").
	 */
	lasting: { before: string; after: string };
	/**
	 * Points in time: `days`, the names of weekdays and months and words such as "noon"; `hours`, the
	 * words before an hour written as a bare number ("at 7", "um 8", "alle 19"). Two points in time in
	 * a review that judges what happened ("ordered at 7, it came at 9:15") are a wait. `booked`, the words
	 * of a time booked or promised ("booked for", "rdv", "Termin", "prenotato", "afspraak", "marcado"): the
	 * next time of the clock, 45 minutes or more later, is a wait that judges the review on its own.
	 * `dates`, the words before a day of the month written alone ("le 3", "il 20", "el 12"): a point in
	 * time too, unless a month follows (the month is the point).
	 */
	timePoints: { days: string; hours: string; booked: string; dates?: string };
	/**
	 * The words that join an amount or a wait to what it bought or was for ("£7.50 for a pint", "40
	 * minuti per un caffè", "35 minuten wachten op een tosti"): that thing is not what is judged.
	 */
	boughtFor: string;
	/**
	 * Businesses whose work is cleaning ("car wash", "dry cleaner", "Putzfirma", "tintorería", "groomer"),
	 * and the clothes they clean ("shirt", "veste", "americana"): in a review of one, what is clean, dirty
	 * or stained is the result of the work (or the garment), its quality, not the place's cleanliness.
	 */
	cleaningTrades: string;
	/** number words, matched by `#` in a phrase like a number in digits */
	numbers: string;
	/**
	 * the words that name each topic; `*head` names a compound by its last part ("*service":
	 * "Brötchenservice"; "*prijs": "toegangsprijs"), never the part alone
	 */
	topics: Record<TopicName, string>;
	/**
	 * Phrases that hold a topic word and name no topic ("spot on", "these days", "je m'attendais pas"):
	 * matched as the topic words are, the longest first, so the word inside them names nothing.
	 */
	untopical: string;
}
