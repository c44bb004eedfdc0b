import type { CompiledLexicon } from "./compiled-lexicon";
import type { TopicName } from "./lexicons";

/** Topics whose opinion words name them outright: "spotless" is cleanliness whatever is spotless. */
const DEFINING: ReadonlySet<TopicName> = new Set(["cleanliness", "price", "waiting_time", "food", "atmosphere"]);
/** Nouns so general ("service", "room", "car", "terrace") that an opinion word of another topic says what the opinion is about. */
const RENAMED: ReadonlySet<TopicName> = new Set(["quality", "service", "atmosphere"]);
/** Products a speed word describes rather than a wait: "a quick trim", "un café rápido", "snelle wifi". */
const PRODUCTS: ReadonlySet<TopicName> = new Set(["quality", "food"]);
/**
 * What a bad outcome of the work names beside it: the fittings of a place ("the aircon didn't work", "de lift
 * deed het niet") or a person's job ("left the house without power"); beside food, a bill or a wait it is theirs.
 */
const FITTINGS: ReadonlySet<TopicName> = new Set(["quality", "atmosphere", "location", "staff"]);
/** The fittings that cool or heat a place, in every language (folded tokens): when they break, or are mended, the work is judged, not the atmosphere. */
const CLIMATE =
	/^(?:aircon|airco|air-con|clim|climatisation|climatiseur|klima|klimaanlage|heizung|heating|heater|boiler|chauffage|riscaldamento|condizionatore|condizionata|acondicionado|condicionado|ar-condicionado|calefaccion|aquecimento|verwarming|conditioning)$/;

/** "with" in every language: a room with a view is a view. */
const WITH = new Set(["with", "avec", "mit", "con", "com", "met"]);
/** Articles that count as "one" before a unit of time ("a week later"). */
const ONE = new Set(["a", "an"]);

/** What a word of a clause is part of: an opinion word ("rude"), or an outcome or fact ("never arrived"). */
export type Judging = "opinion" | "outcome";

interface Mention {
	at: number;
	length: number;
	topics: readonly TopicName[];
	outright: boolean;
}

/**
 * The tokens of durations that tell how long something lasted, or how long after or since ("didn't
 * last two days", "drei Tage später", "depuis 10 jours"): no wait.
 */
function lastingDurations(tokens: readonly string[], lex: CompiledLexicon): boolean[] {
	const lasting: boolean[] = [];
	for (let n = 0; n + 1 < tokens.length; n++) {
		if (!lex.topics.isNumber(tokens[n]) && !ONE.has(tokens[n])) continue;
		const unit = lex.topics.match(tokens, n + 1);
		if (!unit?.value.includes("waiting_time")) continue;
		const end = n + 1 + unit.length;
		let before = false;
		for (let k = Math.max(0, n - 3); k < n && !before; k++) {
			const word = lex.lastingBefore.match(tokens, k);
			before = word !== null && k + word.length >= n - 2 && k + word.length <= n;
		}
		// "380 € für 10 Minuten Arbeit": the time paid for, not a wait
		const paidFor =
			n > 0 && lex.boughtFor.match(tokens, n - 1) !== null && tokens.some((t, k) => (k < n - 1 || k >= end) && lex.topics.isNumber(t) && /^\d/.test(t));
		if (before || paidFor || lex.lastingAfter.match(tokens, end)) for (let k = n; k < end; k++) lasting[k] = true;
	}
	// "seit Wochen kaputt", "em manutenção há meses": units with no count after "since" (or "after") tell how long a state lasted, as counted ones do
	for (let k = 0; k < tokens.length; k++) {
		const since = lex.lastingBefore.match(tokens, k);
		const at = k + (since?.length ?? 0);
		if (since && UNITS.test(tokens[at] ?? "")) lasting[at] = true;
	}
	return lasting;
}

/** Units of time counted in plural, in every language: "weeks", "Wochen", "meses", "semaines", "settimane", "weken". */
const UNITS =
	/^(?:weeks|months|days|hours|years|wochen|monaten?|tagen?|stunden|jahren?|semanas|meses|dias|horas|anos|semaines|mois|jours|heures|settimane|mesi|giorni|ore|weken|maanden|dagen|uren|jaren)$/;

/** A duration written as one word: "3h", "48h", "1h40", "45min" (an hour of the clock, "20h", "21h40", is a point in time). */
const DURATION_WORD = /^(?:(\d{1,3})h(?:\d{2})?|\d{1,3}(?:min|mins|mn))$/;
const WAITING_TIME: readonly TopicName[] = ["waiting_time"];

function isDurationWord(token: string): boolean {
	const match = DURATION_WORD.exec(token);
	if (!match) return false;
	const hours = match[1] === undefined ? null : Number(match[1]);
	return hours === null || hours <= 5 || hours > 24;
}

function mentionsIn(tokens: readonly string[], lex: CompiledLexicon): Mention[] {
	const mentions: Mention[] = [];
	for (let i = 0; i < tokens.length;) {
		const topic = lex.topics.match(tokens, i);
		// an untopical phrase ("spot on") names nothing, and its words no topic
		if (topic?.value.length) mentions.push({ at: i, length: topic.length, topics: topic.value, outright: lex.outright.match(tokens, i) !== null });
		else if (isDurationWord(tokens[i]) && !lex.hourWords.has(tokens[i - 1] ?? "")) mentions.push({ at: i, length: 1, topics: WAITING_TIME, outright: false });
		i += topic?.length ?? 1;
	}
	return mentions;
}

/** The tokens inside the phrases an index knows. */
function covered(tokens: readonly string[], index: { match(tokens: readonly string[], at: number): { length: number } | null }): boolean[] {
	const inside: boolean[] = [];
	for (let i = 0; i < tokens.length; i++) {
		const phrase = index.match(tokens, i);
		if (phrase) for (let k = i; k < i + phrase.length; k++) inside[k] = true;
	}
	return inside;
}

/** What an amount or a wait was for ("£7.50 for a pint", "40 minuti per un caffè"): the thing bought or waited for, not judged. */
function boughtFor(m: Mention, tokens: readonly string[], lex: CompiledLexicon, mentions: readonly Mention[]): boolean {
	for (let k = Math.max(1, m.at - 3); k < m.at; k++) {
		if (!lex.boughtFor.match(tokens, k)) continue;
		for (let j = 0; j < k; j++) if (lex.topics.isNumber(tokens[j])) return true;
		return mentions.some((n) => n.at < k && n.topics.some((t) => t === "waiting_time" || t === "price"));
	}
	return false;
}

/** The small words between a thing and its price: "breakfast at £18", "copas a 12 €", "menu à 15 €", "Brötchen zu 2 €", "pipoca a R$ 38". */
const PRICED_AT = new Set(["at", "a", "zu", "voor", "por", "per", "op"]);

/** A thing named with its price right after it, in a clause that names an amount: the price is what is judged. */
function pricedAt(m: Mention, tokens: readonly string[], lex: CompiledLexicon, money: boolean): boolean {
	if (!money) return false;
	const after = m.at + m.length;
	return (lex.topics.isNumber(tokens[after]) && /^\d/.test(tokens[after])) || (PRICED_AT.has(tokens[after] ?? "") && /^\d/.test(tokens[after + 1] ?? ""));
}

/** A thing named for what it comes with ("a room with a view of the lake", "quarto com vista"): the view is what is judged. */
function withView(m: Mention, tokens: readonly string[], mentions: readonly Mention[]): boolean {
	const after = m.at + m.length;
	if (!WITH.has(tokens[after] ?? "")) return false;
	return mentions.some((n) => n.at > after && n.at <= after + 2 && n.topics.includes("location"));
}

/** A wait the words do not mean: a lasting duration, or a speed word beside a product ("a quick trim"). */
function notAWait(m: Mention, mentions: readonly Mention[], lasting: readonly boolean[], opinionAt: ReadonlyArray<Judging | undefined>): boolean {
	// the duration alone, not a phrase that says the wait ("35 minuten wachten")
	let inside = true;
	for (let k = m.at; k < m.at + m.length; k++) inside &&= lasting[k] === true;
	if (inside) return true;
	// an outcome that tells a wait ("took two weeks") beside a product is still a wait; only a speed word describes the product
	if (opinionAt[m.at] !== "opinion") return false;
	return mentions.some(
		(n) => (n.at + n.length === m.at || n.at === m.at + m.length) && n.topics.some((t) => PRODUCTS.has(t)) && !n.topics.includes("waiting_time"),
	);
}

/** A few minutes counted ("in 5 minutes", "consulta de 10 minutos", "7min"): how long a job took, which is a wait only where the review praises it. */
const FEW = new Set(
	"1 2 3 4 5 6 7 8 9 10 two three four five zwei drei vier funf deux trois quatre cinq dos tres cuatro cinco due tre quattro cinque twee drie vijf dois duas quatro".split(
		" ",
	),
);
const MINUTES = /^(?:mins?|minutes?|minuten|minuti|minutos?|minuut|mn)$/;
function fewMinutes(m: Mention, tokens: readonly string[]): boolean {
	for (let k = m.at; k < m.at + m.length; k++) {
		if (/^(?:10|[1-9])(?:min|mins|mn)$/.test(tokens[k])) return true;
		// "stood there for 10 minutes" is a wait
		if (MINUTES.test(tokens[k]) && FEW.has(tokens[k - 1] ?? "") && tokens[k - 2] !== "for") return true;
	}
	return false;
}

/** Whether every wait of a clause is a few minutes a job took. */
function fewMinutesOnly(waits: readonly Mention[], tokens: readonly string[]): boolean {
	return waits.length > 0 && waits.every((m) => fewMinutes(m, tokens));
}

/** Whether the atmosphere a clause's nouns name is only a fitting that cools or heats ("el aire acondicionado", "die Heizung"). */
function climateAlone(mentions: readonly Mention[], tokens: readonly string[], opinionAt: ReadonlyArray<Judging | undefined>): boolean {
	const nouns = mentions.filter((m) => !opinionAt[m.at] && m.topics.includes("atmosphere"));
	return nouns.length > 0 && nouns.every((m) => tokens.slice(m.at, m.at + m.length).some((w) => CLIMATE.test(w)));
}

/** A mention with a number in it or right before it ("drei Wochen", "nach 2 Tagen", "48h"): a measured time. */
function measured(m: Mention, tokens: readonly string[], lex: CompiledLexicon): boolean {
	return tokens.slice(Math.max(0, m.at - 1), m.at + m.length).some((t) => lex.topics.isNumber(t) || ONE.has(t) || isDurationWord(t));
}

/**
 * A clause whose outcome is the thing's breakage alone, and that says no wait in words ("nach drei Wochen ist ein Bügel abgebrochen", "a sola
 * descolou em duas semanas", "a las tres semanas se despegó la suela"): the time it measures is how long
 * the thing lasted, not a wait.
 */
function brokeAfter(mentions: readonly Mention[], tokens: readonly string[], lex: CompiledLexicon, opinionAt: ReadonlyArray<Judging | undefined>): boolean {
	if (mentions.some((m) => m.topics.includes("waiting_time") && !measured(m, tokens, lex))) return false;
	const outcomes = mentions.filter((m) => opinionAt[m.at] === "outcome" && !measured(m, tokens, lex));
	return (
		outcomes.length > 0 &&
		outcomes.every((m) => m.topics.includes("quality") && !m.topics.includes("service") && (lex.terms.match(tokens, m.at)?.value.weight ?? 0) < 0)
	);
}

/**
 * Whether every opinion word of the clause is one of price ("Popcorn overpriced", "la cafétéria hors
 * de prix"): the food it names is what the price is of, not judged itself.
 */
function pricesAlone(mentions: readonly Mention[], opinionAt: ReadonlyArray<Judging | undefined>): boolean {
	const priced: boolean[] = [];
	for (const m of mentions) if (opinionAt[m.at] && m.topics.includes("price")) for (let k = m.at; k < m.at + m.length; k++) priced[k] = true;
	return priced.length > 0 && opinionAt.every((judging, k) => !judging || priced[k] === true);
}

/**
 * The topics a clause's words name (each word looked at, inside opinion phrases too). A topic named
 * by an opinion word ("friendly", "spotless") weighs differently from one named by a noun ("staff",
 * "room"): an opinion on cleanliness, prices, waits, food or the atmosphere names its topic even of
 * a room, a car or a terrace (which alone would be quality or atmosphere); a word about people or
 * service ("warm", "friendly") names staff or service only where no noun says what it is about
 * ("Rude.", but not "a warm welcome", which is service), and leaves the noun its own topic; an
 * outcome names its own topic ("nobody answers": the service). A person named in a clause without an
 * opinion word or a word of their conduct ("the technician never came") is not judged: the outcome is.
 * What a wait or an amount was for, a meal named as a time, a room named for its view and a thing
 * handed in beside a measured wait are not what is judged, nor what a person explained or advised on
 * (`conduct`: the clause tells how a person treated the customer, not their demeanour) where nothing else judges it.
 */
export function topicsIn(
	tokens: readonly string[],
	lex: CompiledLexicon,
	opinionAt: ReadonlyArray<Judging | undefined>,
	opinionated: boolean,
	money = false,
	conduct = false,
	found?: { fewMinutesOnly: boolean },
): TopicName[] {
	const mentions = mentionsIn(tokens, lex);
	const lasting = lastingDurations(tokens, lex);
	// a meal named as a time ("at lunchtime") is a time, and a wait word inside one ("à l'heure du déjeuner") no wait;
	// the job in "does the job" is an indifferent verdict's
	const times = covered(tokens, lex.timeDays),
		lukewarm = covered(tokens, lex.lukewarm);
	const lastedUntilBroken = brokeAfter(mentions, tokens, lex, opinionAt);
	const byOpinion = new Set<TopicName>(),
		byNoun = new Set<TopicName>(),
		byOutcome = new Set<TopicName>();
	const topics = new Set<TopicName>();
	const named = mentions.filter((m) => !lukewarm[m.at]);
	const waits: Mention[] = [];
	for (const m of named) {
		const wait =
			m.topics.includes("waiting_time") &&
			!notAWait(m, mentions, lasting, opinionAt) &&
			!times.slice(m.at, m.at + m.length).some(Boolean) &&
			!(lastedUntilBroken && measured(m, tokens, lex));
		if (wait) waits.push(m);
		const object =
			!opinionAt[m.at] &&
			!m.outright &&
			(times[m.at] || boughtFor(m, tokens, lex, mentions) || withView(m, tokens, mentions) || pricedAt(m, tokens, lex, money));
		// "£3 to park", "15 euro di parcheggio", "Parkplatz 5 €": the parking's price, not where it is
		const paidPlace = !opinionAt[m.at] && money && (pricedAt(m, tokens, lex, money) || tokens.slice(Math.max(0, m.at - 3), m.at).some((t) => /^\d/.test(t)));
		for (const t of m.topics) {
			if ((t === "waiting_time" && !wait) || (object && (t === "food" || t === "quality")) || (paidPlace && t === "location")) continue;
			(opinionAt[m.at] ? byOpinion : byNoun).add(t);
			if (opinionAt[m.at] === "outcome" && (t === "service" || t === "quality")) byOutcome.add(t);
		}
		if (m.outright && !opinionAt[m.at]) for (const t of m.topics) if (RENAMED.has(t)) topics.add(t);
	}
	if (found) found.fewMinutesOnly = fewMinutesOnly(waits, tokens);
	// "slow service", "a dirty room": the opinion's own topic, not the noun's (a word about people leaves
	// the noun its topic: "patient, and always answers messages" is the service too);
	// a wait measured in the clause ("car back after 6 hours", "gomme cambiate in mezz'ora") is the judgement, not the thing handed in
	const measuredWait = mentions.some(
		(m) =>
			m.topics.includes("waiting_time") &&
			!notAWait(m, mentions, lasting, opinionAt) &&
			tokens.slice(Math.max(0, m.at - 1), m.at + m.length).some((t) => lex.topics.isNumber(t) || isDurationWord(t)),
	);
	const defined = [...byOpinion].some((t) => DEFINING.has(t));
	// "das Frühstück für 22 € extra", "breakfast was £18 extra": food named with an amount and no opinion is what the money bought
	const pricedOnly = pricesAlone(mentions, opinionAt) || (money && opinionAt.every((judging) => !judging));
	// "m'a expliqué les options pour mes verres", "nos explicó la revisión": what a person explained or advised on is not judged
	const handledOnly = conduct && opinionAt.every((judging) => !judging);
	// "el aire acondicionado no funcionaba", "hat die Heizung repariert": the fitting's repair or breakage, its quality
	const climateMended = byOutcome.has("quality") && climateAlone(named, tokens, opinionAt);
	for (const t of byNoun) {
		if (t === "atmosphere" && climateMended) continue;
		if ((defined && RENAMED.has(t)) || (t === "staff" && !opinionated) || (measuredWait && t === "quality")) continue;
		if ((pricedOnly || handledOnly) && t === "food") continue;
		if (handledOnly && t === "quality") continue;
		topics.add(t);
	}
	// an outcome names its own topic whatever else the clause names ("the wardrobe arrived broken and nobody answers")
	for (const t of byOpinion) {
		// "the teacher was calm", "ein ruhiger Typ": a person's manner, not the place's atmosphere
		if (t === "atmosphere" && byNoun.has("staff") && !byNoun.has("atmosphere")) continue;
		if (DEFINING.has(t) || (byOutcome.has(t) && (t !== "quality" || ![...byNoun].some((n) => !FITTINGS.has(n)))) || ![...byNoun].some((n) => n !== t))
			topics.add(t);
	}
	return [...topics];
}
