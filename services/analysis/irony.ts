/**
 * Signs of irony that do not depend on a language: scare quotes around a short phrase (the
 * business's own promise: the 'express' service, the « T2 lumineux »), the emoji people put after a
 * sarcastic line, and written laughter. None decides alone: they count only in a review that both
 * praises and complains.
 */

/** A quoted phrase of 2 to 40 characters after a space or at the start; linear (bounded inner part). */
const SCARE_QUOTE = /(?:^|[\s(:])['‘"“«„]\s?[^'‘’"“”«»„\n]{2,40}?\s?['’"”»](?=$|[\s.,;:!?)…])/gu;
/** Emoji of irony, with their weight: an upside-down face is a sure sign, a laugh or a clap only a hint. */
const IRONIC_EMOJI: Array<[string, number]> = [
	["🙃", 2],
	["🙄", 2],
	["🤡", 2],
	["😒", 2],
	["😑", 2],
	["🤦", 2],
	["😏", 2],
	["😂", 1],
	["🤣", 1],
	["👏", 1],
	["🥲", 1],
	["⭐", 1],
];
const SCARE_QUOTE_WEIGHT = 2;
/** kkkk, haha, jaja, ahah, lol, mdr, ptdr, xd */
const LAUGHTER = /^(?:k{3,}|(?:ha){2,}h?|(?:ja){2,}j?|(?:ah){2,}h?|(?:he){2,}|lol|mdr|ptdr|xd)$/;
/** Past this weight, more of the same say nothing new (and a long text costs no more). */
const MAX_CUES = 4;

/** The weight of the text's signs of irony (2: a sure one). */
export function textIronyCues(text: string, tokens: readonly string[]): number {
	let cues = 0;
	SCARE_QUOTE.lastIndex = 0;
	while (cues < MAX_CUES && SCARE_QUOTE.exec(text) !== null) cues += SCARE_QUOTE_WEIGHT;
	for (const [emoji, weight] of IRONIC_EMOJI) if (cues < MAX_CUES && text.includes(emoji)) cues += weight;
	for (const token of tokens) {
		if (cues >= MAX_CUES) break;
		if (token.length <= 40 && LAUGHTER.test(token)) cues++;
	}
	return Math.min(cues, MAX_CUES);
}
