import { DE } from "./de";
import { EN } from "./en";
import { ES } from "./es";
import { FR } from "./fr";
import { IT } from "./it";
import { NL } from "./nl";
import { PT } from "./pt";
import type { LanguageLexicon } from "./types";

/**
 * The version of these word lists: a signal names it as `extractionVersion`, and a stored signal
 * with another version is made again. Change it whenever a list changes.
 */
export const LEXICON_VERSION = "local-lexicon-2026.12.12";

export const LEXICONS: Readonly<Record<string, LanguageLexicon>> = { en: EN, fr: FR, de: DE, es: ES, it: IT, nl: NL, pt: PT };
export { TOPIC_NAMES, type TopicName, type LanguageLexicon } from "./types";
