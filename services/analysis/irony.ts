/**
 * Signs of irony that do not depend on a language: scare quotes around a short phrase (the
 * business's own promise: the 'express' service, the « T2 lumineux »), the emoji people put after a
 * sarcastic line, and written laughter. None decides alone: they count only in a review that both
 * praises and complains.
 */

/** A quoted phrase of 2 to 40 characters after a space or at the start; linear (bounded inner part). */
const SCARE_QUOTE = /(?:^|[\s(:])['‘"“«„]\s?[^'‘’"“”«»„\n]{2,40}?\s?['’"”»](?=$|[\s.,;:!?)…])/gu;
const IRONIC_EMOJI = ["🙃", "🙄", "😂", "🤣", "👏", "😒", "🤡", "😑", "🤦", "😏", "🥲"];
/** kkkk, haha, jaja, ahah, lol, mdr, ptdr, xd */
const LAUGHTER = /^(?:k{3,}|(?:ha){2,}h?|(?:ja){2,}j?|(?:ah){2,}h?|(?:he){2,}|lol|mdr|ptdr|xd)$/;
/** Past this many, more of the same say nothing new (and a long text costs no more). */
const MAX_CUES = 3;

export function textIronyCues(text: string, tokens: readonly string[]): number {
	let cues = 0;
	SCARE_QUOTE.lastIndex = 0;
	while (cues < MAX_CUES && SCARE_QUOTE.exec(text) !== null) cues++;
	for (const emoji of IRONIC_EMOJI) if (cues < MAX_CUES && text.includes(emoji)) cues++;
	for (const token of tokens) {
		if (cues >= MAX_CUES) break;
		if (token.length <= 40 && LAUGHTER.test(token)) cues++;
	}
	return cues;
}
