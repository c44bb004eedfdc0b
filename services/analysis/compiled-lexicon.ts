import { LEXICONS, TOPIC_NAMES, type LanguageLexicon, type TopicName } from "./lexicons";
import { TermIndex } from "./term-index";

/** The value of the untopical phrases in the topic index: a phrase there names no topic. */
const UNTOPICAL = "-";

/** A word or phrase that carries an opinion: an opinion word, or a fact or outcome that implies one. */
export interface Term {
	weight: number;
	/** a phrase with its negation built in ("no complaints"): no negator turns it again */
	negated: boolean;
	/** a fact or an outcome ("took_#_weeks", "like_new") rather than an opinion word */
	outcome: boolean;
}

/** One language's lexicon, compiled for lookups in a token stream. */
export interface CompiledLexicon {
	terms: TermIndex<Term>;
	negators: TermIndex<true>;
	intensifiers: TermIndex<number>;
	contrast: TermIndex<true>;
	joins: TermIndex<true>;
	/** each sign of irony with its weight (2: a sure one) */
	irony: TermIndex<number>;
	exclamations: TermIndex<true>;
	warnings: TermIndex<true>;
	lukewarm: TermIndex<true>;
	/** each conduct word, true for a demeanour (`@word`), which judges the people even when none is named */
	conduct: TermIndex<boolean>;
	lastingBefore: TermIndex<true>;
	lastingAfter: TermIndex<true>;
	/** weekdays, months, "noon" */
	timeDays: TermIndex<true>;
	/** the words of a time booked or promised ("booked for", "rdv", "Termin") */
	booked: TermIndex<true>;
	/** businesses whose work is cleaning: what is clean or dirty in their review is their work's quality */
	cleaningTrades: TermIndex<true>;
	/** what joins an amount or a wait to what it was for ("for", "pour", "per") */
	boughtFor: TermIndex<true>;
	/** an hour written bare after its word ("at 7", "alle 19"), on folded text */
	bareHour: RegExp;
	/** a day of the month written alone after its word ("le 3", "il 20"), on folded text; null where the language has none */
	dayOfMonth: RegExp | null;
	/** the words before an hour ("at", "um", "alle", "jusqu'à"): "4h" after one is an hour of the clock, not a duration */
	hourWords: ReadonlySet<string>;
	topics: TermIndex<TopicName[]>;
	/** topic words marked `^`: nouns that say their topic outright, which no opinion word of another topic renames */
	outright: TermIndex<true>;
}

/** What may follow a number that is no hour: money, a unit, a count ("à 15 €", "at 12 self checkouts" apart). */
const NOT_AN_HOUR = String.raw`(?![\d:h]|[.,]\d|\s?(?:am|pm|uhr)\b|\s?[%€£$]|\s?(?:eur|euros?|p|minut\w*|mins?|hours?|hrs?|heures?|stunden?|horas?|or[ae]|uur|uren|days?|jours?|tage?n?|dias?|giorni|dagen|weeks?|semaines?|wochen?|semanas?|settimane|weken|mois|months?|monate?n?|mes(?:es)?|mesi|maanden|years?|ans|jahre?n?|anos?|anni|jaar|k?m|kg|cm|metr\w*|meters?|stars?|etoiles?|sterne?n?|estrel\w*|stell[ae]|sterren|people|person\w*|leute|mensen|pessoas|x|fois|mal|veces|volte|keer|vezes)\b)`;

function bareHourPattern(words: string): RegExp {
	const alternatives = words
		.split(/\s+/)
		.filter(Boolean)
		.map((w) => w.replace(/_/g, "\\s"));
	return new RegExp(String.raw`(?:^|[\s'])(?:${alternatives.join("|")})\s(?:[01]?\d|2[0-4])${NOT_AN_HOUR}`, "gu");
}

/** A day of the month after its word, not followed by a month (the month is the point), a unit, an amount or an ordinal ("le 3e étage"). */
function dayOfMonthPattern(words: string | undefined, days: string): RegExp | null {
	const articles = (words ?? "").split(/\s+/).filter(Boolean);
	if (!articles.length) return null;
	const months = days
		.split(/\s+/)
		.filter((w) => w && !w.includes("_"))
		.join("|");
	return new RegExp(
		String.raw`(?:^|\s)(?:${articles.join("|")})\s(?:[12]?\d|3[01])(?![\d:h°]|[.,]\d|\s?(?:e|er|eme|o|a|º|ª)\b|\s(?:de\s)?(?:${months})\b)${NOT_AN_HOUR}`,
		"gu",
	);
}

function compile(lexicon: LanguageLexicon): CompiledLexicon {
	const numbers = new Set(lexicon.numbers.split(/\s+/).filter(Boolean));
	const negators = new TermIndex<true>(lexicon.negators, () => true);
	const isNegator = (word: string) => negators.match([word], 0) !== null;
	// A phrase holding a negator ("no complaints", "pas terrible"), or marked `!`, has its negation built in.
	const term =
		(outcome: boolean) =>
		(raw: string | undefined, text: string, flags: { fixed: boolean }): Term => ({
			weight: Number(raw),
			negated: flags.fixed || (text.replace("*", "").split("_").length > 1 && text.split("_").some(isNegator)),
			outcome,
		});
	const marker = () => true as const;
	return {
		terms: new TermIndex(lexicon.sentiment, term(false), undefined, numbers).addAll(lexicon.outcomes, term(true)),
		negators,
		intensifiers: new TermIndex(lexicon.intensifiers, (raw) => Number(raw ?? 1.3)),
		contrast: new TermIndex(lexicon.contrast, marker),
		joins: new TermIndex(lexicon.joins, marker),
		irony: new TermIndex(lexicon.irony, (raw) => Number(raw ?? 1), undefined, numbers),
		exclamations: new TermIndex(lexicon.exclamations, marker),
		warnings: new TermIndex(lexicon.warnings, marker),
		lukewarm: new TermIndex(lexicon.lukewarm, marker),
		conduct: new TermIndex(lexicon.conduct.replace(/(^|\s)@(\S+)/g, "$1$2:@"), (raw) => raw === "@"),
		lastingBefore: new TermIndex(lexicon.lasting.before, marker),
		lastingAfter: new TermIndex(lexicon.lasting.after, marker),
		timeDays: new TermIndex(lexicon.timePoints.days, marker),
		booked: new TermIndex(lexicon.timePoints.booked, marker),
		boughtFor: new TermIndex(lexicon.boughtFor, marker),
		cleaningTrades: new TermIndex(lexicon.cleaningTrades, marker),
		bareHour: bareHourPattern(lexicon.timePoints.hours),
		dayOfMonth: dayOfMonthPattern(lexicon.timePoints.dates, lexicon.timePoints.days),
		hourWords: new Set(
			lexicon.timePoints.hours
				.split(/\s+/)
				.filter(Boolean)
				.map((w) => w.split("_").at(-1) ?? w),
		),
		topics: new TermIndex<TopicName[]>(
			[...TOPIC_NAMES.map((topic) => [topic, lexicon.topics[topic]] as const), [UNTOPICAL, lexicon.untopical] as const]
				.map(([topic, words]) =>
					words
						.split(/\s+/)
						.filter(Boolean)
						.map((t) => `${t.replace(/^\^/, "")}:${topic}`)
						.join(" "),
				)
				.join(" "),
			(raw) => (raw === UNTOPICAL ? [] : [raw as TopicName]),
			(a, b) => [...new Set([...a, ...b])],
			numbers,
		),
		outright: new TermIndex(
			TOPIC_NAMES.flatMap((topic) =>
				lexicon.topics[topic]
					.split(/\s+/)
					.filter((t) => t.startsWith("^"))
					.map((t) => t.slice(1)),
			).join(" "),
			marker,
		),
	};
}

const COMPILED = new Map<string, CompiledLexicon>(Object.entries(LEXICONS).map(([lang, lexicon]) => [lang, compile(lexicon)]));

export function compiledLexicon(language: string | null): CompiledLexicon | undefined {
	return language ? COMPILED.get(language) : undefined;
}

export function hasLexicon(language: string | null): boolean {
	return language !== null && COMPILED.has(language);
}
