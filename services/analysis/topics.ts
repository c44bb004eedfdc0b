import { LEXICONS, type TopicName } from "./lexicons";
import type { ScoredClause } from "./review-analysis";
import { isFirstName } from "./first-names";
import { isKnownWord } from "./language";
import { amountsIn, fold, MONEY, quoteOf, type Clause } from "./text";

/** What one review says about one topic. */
export interface TopicMention {
	name: string;
	sentiment: number;
	quote: string | null;
	strength: number;
}

/** "paid", "payé", "pagato", "betaald", "bezahlt", "pagué", "paguei": an amount paid. */
const PAID =
	/\b(?:paid|payed|pay(?:ing)?|pay(?:e|ee|es|ees|er)|pagat[oaie]|pagad[oa]s?|pague|paguei|pagamos|pagou|betaald|betalen|bezahlt|gezahlt|zahlen|kostet|kost|coute|costa|cuesta|custa|costs?)\b/u;

/** "charged", "facturé", "cobraron", "berechnet", "gerekend", "addebitato": what the business charged for. */
const CHARGED =
	/\b(?:charged|overcharged|billed|factur(?:e|ee|es|ees)|cobr(?:o|aron|ou|aram|ado|ada)|(?:ab|be)?rechnet|gerekend|rekende|in rekening|addebitat[oaie]|fatto pagare|fatturat[oaie])\b/u;

/** A clause's raw score on -1..1. */
function clauseSentiment(raw: number): number {
	return raw / Math.sqrt(raw * raw + 2);
}

/** Titles before a person's name, in every language (folded, without their full stop). */
const TITLES = new Set("dr dra mr mrs ms mme mlle frau herr sr sra sig dott prof".split(" "));
/** Words after which a name is a person's: "with Julie", "avec Karim", "grâce à Luca", "Cheers Dave", "Danke Jasmin". */
const BEFORE_NAME = new Set(
	"with avec grace mit dank con com met bei cheers thanks merci danke grazie gracias obrigado obrigada bedankt atendio atendeu by par por von door".split(" "),
);
/** "to" after a thanks, before the name it thanks: "Merci à Sandrine", "grâce à Karim", "grazie a Luca", "gracias a Javi", "dank an Jasmin". */
const TO = new Set("a à al ao aan an to".split(" "));
/** Words after which a name is a person's doing or being something: "Sophie did", "Anouk is een schat", "Jade at the branch was". */
const WITH = new Set("with avec grace mit dank con com met bei".split(" "));
const AFTER_NAME = new Set(
	(
		"is was did does has had made makes took takes knows knew really always at " +
		"ist war hat hatte macht machte nimmt nahm " +
		"est etait a fait prend " +
		"e era ha fa fatto sempre " +
		"es fue hizo te nos me siempre " +
		"foi fez fica ficou sempre " +
		"heeft deed maakt nam neemt luistert"
	).split(" "),
);
const NAME = /^\p{Lu}\p{Ll}{2,}$/u;
/** The small words of every language's lexicon ("rien", "nadie", "niemand", "though"): never a name. */
const SMALL_WORDS = new Set(
	Object.values(LEXICONS)
		.flatMap((l) => [l.negators, l.intensifiers, l.contrast].join(" ").split(/\s+/))
		.map((w) => w.split(":")[0])
		.filter((w) => w && !w.includes("_")),
);

/**
 * Whether the clause names a person: a title and a name ("Dr Patel", "Frau Berger"), a name after
 * "with" or a thanks ("deux séances avec Julie", "Cheers Dave"), or a name doing or being something
 * ("Sophie did an amazing balayage"). A capitalised word alone may as well be a place or a brand
 * (and German capitalises every noun); a word any lexicon knows is no name.
 */
function namesPerson(clause: Clause): boolean {
	const words = clause.text.split(/\s+/).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""));
	return words.some((word, i) => {
		if (!/^\p{Lu}/u.test(word)) return false;
		const previous = i > 0 ? fold(words[i - 1]) : "";
		if (TITLES.has(previous)) return true;
		const folded = fold(word);
		if (!NAME.test(word) || SMALL_WORDS.has(folded) || isKnownWord(folded)) return false;
		const firstName = isFirstName(word);
		const thanked = firstName && i > 1 && TO.has(previous) && BEFORE_NAME.has(fold(words[i - 2]));
		return (
			thanked || (BEFORE_NAME.has(previous) && (WITH.has(previous) || firstName)) || (firstName && i + 1 < words.length && AFTER_NAME.has(fold(words[i + 1])))
		);
	});
}

/** What a sentence judged only for the wait it ends still names: the wait, its price, and a delivery or an order (the service). */
const WAIT_ONLY_KEEPS: ReadonlySet<string> = new Set(["waiting_time", "price", "service"]);

/** A deposit, in every language (folded): money to be given back, whose amount is not a price ("Kaution von 800 €"); the French "caution" after its article or opening the clause, not the English warning. */
const DEPOSIT = /\b(?:deposits?|kaution|borg|waarborg|cauzione|deposito|fianza|caucao)\b|(?:^|\b(?:la|ma|une|sa|notre|votre|leur)\s)caution\b/u;

/** The topics a clause names: its topic words, money for the price (unless a deposit's), a person's name for the staff. */
function namedIn({ clause, topics }: ScoredClause, waited: boolean): TopicName[] {
	const named = new Set(topics);
	if (waited) named.add("waiting_time");
	if (MONEY.test(clause.text) && !DEPOSIT.test(fold(clause.text))) named.add("price");
	if (namesPerson(clause)) named.add("staff");
	return [...named];
}

/**
 * The clause that ends a wait told by points in time ("Ordered at 19:05. Pizza arrived at 20:40"; "delivery
 * due Tuesday, came Saturday"): the last of two or more points in time, where the review judges what happened.
 */
function waitedUntil(clauses: readonly ScoredClause[], judgedSentences: ReadonlySet<string>, reviewJudged: boolean): ScoredClause | null {
	const withTimes = clauses.filter((c) => c.timePoints > 0);
	if (withTimes.reduce((n, c) => n + c.timePoints, 0) < 2) return null;
	if (!reviewJudged && !withTimes.some((c) => judgedSentences.has(c.clause.sentence))) return null;
	return withTimes[withTimes.length - 1];
}

/**
 * The sentences a review tells after its first opinion: facts there are what the opinion rests on ("Niet te
 * doen. Een uur in de wachtkamer gezeten.", "Le coiffeur n'a pas écouté. Résultat : coupe au bol pour 35 €"),
 * where facts before it set the scene ("Had the set lunch, paid by card. The waiter was rude.").
 */
function toldAfterOpinion(clauses: readonly ScoredClause[]): string[] {
	const first = clauses.findIndex((c) => c.judged);
	return first < 0 ? [] : clauses.slice(first + 1).map((c) => c.clause.sentence);
}

/**
 * The clauses of facts a judged review tells of its price: an amount paid ("Pagato 70 € per taglio e
 * piega", "620 € payés") or what was charged ("Ils m'ont facturé 2 pneus"), in a sentence that holds no opinion.
 */
function pricedFacts(clauses: readonly ScoredClause[], amounts: readonly ScoredClause[], judgedSentences: ReadonlySet<string>): Set<ScoredClause> {
	return new Set(
		clauses.filter((c) => {
			if (judgedSentences.has(c.clause.sentence)) return false;
			const text = fold(c.clause.text);
			return (amounts.includes(c) && PAID.test(text)) || CHARGED.test(text);
		}),
	);
}

/**
 * The topics a review judges: those named in a sentence that holds an opinion or an outcome, each
 * with the sentiment of the clause that names it (a clause without one takes half the review's)
 * and that clause as its quote. A topic merely mentioned ("we had the lunch menu") is left out.
 * A review of facts alone that its stars judge (`reviewJudged`: not neutral) has every topic it names,
 * and one that judges has those its sentences after its first opinion name (what the opinion rests on).
 */
export function judgedTopics(clauses: readonly ScoredClause[], reviewScore: number, reviewJudged: boolean): TopicMention[] {
	// a review of facts alone ("Booked for 9, seen at 10:40. £80 instead of 50.") under stars that judge it: its facts are its opinions
	const judged = clauses.some((c) => c.judged) || !reviewJudged ? clauses.filter((c) => c.judged) : clauses;
	const judgedSentences = new Set(judged.map((c) => c.clause.sentence));
	if (reviewJudged) for (const sentence of toldAfterOpinion(clauses)) judgedSentences.add(sentence);
	const waited = waitedUntil(clauses, judgedSentences, reviewJudged);
	// a sentence judged only for the wait it ends ("Voiture déposée pour une vidange le mardi, récupérée le vendredi"): the wait, not what was handed in
	const waitOnly = waited && !judgedSentences.has(waited.clause.sentence) ? waited.clause.sentence : null;
	if (waited) judgedSentences.add(waited.clause.sentence);
	// two amounts set against each other ("Quote said £180, invoice said £412", "facturé 450 € alors que le devis annonçait 200 €") judge the price
	const amounts = clauses.filter((c) => MONEY.test(c.clause.text));
	if (reviewJudged && amounts.reduce((n, c) => n + amountsIn(c.clause.text), 0) >= 2) for (const c of amounts) judgedSentences.add(c.clause.sentence);
	const pricedOnly = reviewJudged ? pricedFacts(clauses, amounts, judgedSentences) : new Set<ScoredClause>();
	const topics = new Map<string, TopicMention>();
	for (const scored of clauses) {
		if (pricedOnly.has(scored)) {
			if (!topics.has("price")) topics.set("price", { name: "price", sentiment: reviewScore / 2, quote: quoteOf(scored.clause), strength: 0 });
			continue;
		}
		if (!judgedSentences.has(scored.clause.sentence)) continue;
		const raw = scored.score;
		const sentiment = raw !== 0 ? clauseSentiment(raw) : reviewScore / 2;
		for (const name of namedIn(scored, scored === waited)) {
			if (scored.clause.sentence === waitOnly && !scored.judged && !WAIT_ONLY_KEEPS.has(name)) continue;
			if (name === "waiting_time" && scored.fewMinutesOnly && scored !== waited && reviewScore < 0) continue;
			const seen = topics.get(name);
			if (seen && seen.strength >= Math.abs(raw)) continue;
			topics.set(name, { name, sentiment, quote: quoteOf(scored.clause), strength: Math.abs(raw) });
		}
	}
	return [...topics.values()];
}
