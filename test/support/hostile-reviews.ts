import { MAX_REVIEW_TEXT } from "../../services/analysis/analysis.contract";

/** Every character JavaScript's `\s` and `trim()` take for white space, U+0020 to U+FEFF. */
export const UNICODE_SPACES = [
	" ",
	"\t",
	"\n",
	"\r",
	"\v",
	"\f",
	"\u00a0",
	"\u1680",
	"\u2000",
	"\u2001",
	"\u2002",
	"\u2003",
	"\u2004",
	"\u2005",
	"\u2006",
	"\u2007",
	"\u2008",
	"\u2009",
	"\u200a",
	"\u2028",
	"\u2029",
	"\u202f",
	"\u205f",
	"\u3000",
	"\ufeff",
];

/** `unit` repeated up to the longest review text accepted. */
function filled(unit: string, prefix = "", suffix = ""): string {
	return prefix + unit.repeat(Math.floor((MAX_REVIEW_TEXT - prefix.length - suffix.length) / unit.length)) + suffix;
}

/**
 * Review texts written to make a text pipeline slow: the longest accepted, made of long runs of each
 * Unicode space (with and without the punctuation a splitter looks for around them), and thousands of
 * repeats of what the analyzer reacts to (clause breaks, "but", negators, intensifiers, hyphens, irony).
 */
export function hostileReviewTexts(): Array<{ name: string; text: string }> {
	const texts: Array<{ name: string; text: string }> = [];
	for (const space of UNICODE_SPACES) {
		const code = `U+${space.codePointAt(0)!.toString(16).padStart(4, "0")}`;
		texts.push({ name: `${code} run`, text: filled(space, "Great", "x") });
		texts.push({ name: `${code} run before a dash`, text: filled(space, "Great", "-x") });
		texts.push({ name: `${code} run after a full stop`, text: filled(space, "Great.", "x,") });
		texts.push({ name: `${code} runs between dashes`, text: filled(`${space.repeat(50)}-`, "ok") });
	}
	const repeats: Record<string, string> = {
		"clause breaks": ", ",
		"spaced dashes": " - ",
		"full stops": ". ",
		exclamations: "!",
		ellipses: "…",
		buts: "but ",
		mais: "mais ",
		negators: "not ",
		"negated praise": "not good ",
		intensifiers: "very ",
		"hyphenated word": "a-",
		apostrophes: "n't ",
		irony: "thanks for ",
		emoji: "🙂",
		"scare quotes": '"great" ',
		"digits and money": "95€ ",
		"mixed spaces": UNICODE_SPACES.join(""),
		"capitals after stops": ".A",
		"contrast clauses": "great but awful, ",
		"topic words": "service staff price ",
	};
	for (const [name, unit] of Object.entries(repeats)) texts.push({ name: `${name} repeated`, text: filled(unit) });
	return texts;
}
