/**
 * First names in en, fr, de, es, it and tr (the gender-detection-from-name package: some 100,000
 * names, which also holds a few words such as "Great" or "Merci", so a caller checks the lexicons
 * first). Loaded once, on first use: reading the lists takes a few hundred milliseconds.
 */
let getGender: ((name: string) => string) | null = null;

export function isFirstName(word: string): boolean {
	getGender ??= (require("gender-detection-from-name") as { getGender: (name: string) => string }).getGender;
	return getGender(word) !== "unknown";
}
