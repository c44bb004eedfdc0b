import { domainOfHost } from "./public-suffix";

/**
 * Whose name an address spells. A page that writes another party's name just before an address
 * on that party's domain (`Donosti Bike Tours … reservas@donostibiketours.com`, `Studio
 * Bigoud'Web, contact@bigoudweb.fr`, `Wachauweb Agentur · hallo@wachauweb.at`) gives that
 * address to the party it names, wherever it sits; one that spells the business's own name (in
 * the website's host) is the business's, on whatever domain or mailbox.
 */

/** Words too common in businesses' names to tell one business from another (in hosts, in domains, in the names pages write). */
// prettier-ignore
export const COMMON_NAME_WORDS: ReadonlySet<string> = new Set([
	"hotel", "hotels", "restaurant", "ristorante", "restaurante", "trattoria", "taverna", "pizzeria", "bistro", "bistrot", "brasserie", "cafe", "caffe", "kaffee",
	"bar", "boulangerie", "bakkerij", "baeckerei", "backerei", "metzgerei", "boucherie", "salon", "coiffure", "friseur", "studio", "atelier", "praxis", "clinica",
	"clinic", "klinik", "dental", "zahnarzt", "physio", "kanzlei", "cabinet", "garage", "autohaus", "auto", "weingut", "domaine", "chateau", "casa", "villa", "haus",
	"house", "shop", "boutique", "store", "gmbh", "sarl", "group", "groupe", "gruppo", "grupo", "gruppe", "service", "services", "immobilien", "immo", "home",
	"online", "info", "mail", "email", "post", "city", "stadt", "ville", "centre", "center", "zentrum", "centro", "berlin", "paris", "london", "wien", "madrid",
	"roma", "milano", "lyon", "muenchen", "hamburg", "koeln", "bruxelles", "amsterdam", "zurich", "zuerich", "fleuriste", "fleurs", "blumen", "tischlerei",
	"schreinerei", "menuiserie", "plomberie", "elektro", "dach", "bau", "beauty", "nails", "yoga", "fitness", "sport", "wellness", "spa", "pension", "gasthof",
	"gasthaus", "landhaus", "apotheke", "pharmacie", "farmacia", "optik", "optique", "chocolaterie", "patisserie", "konditorei", "agentur", "agence", "agency",
	"media", "digital", "design", "solutions", "team", "company", "firma", "contact", "kontakt", "office", "hello", "hallo", "bonjour", "web", "website",
	"webseite", "site", "the", "der", "die", "das", "les", "des", "del", "della", "van", "von", "und", "and", "www", "ltd", "limited", "inc", "llc", "srl",
	"snc", "bvba",
]);

const MIN_WORD = 4;
/** The words read before an address for a party's name, at most. */
const MAX_NAME_TEXT = 400;
const MAX_WORDS = 60;

/** Lowercased letters, accents dropped, German umlauts as written in hosts (`Stöckl` → `stoeckl`). */
export function foldLetters(text: string): string {
	return text
		.toLowerCase()
		.replace(/ä/g, "ae")
		.replace(/ö/g, "oe")
		.replace(/ü/g, "ue")
		.replace(/ß/g, "ss")
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.replace(/ł/g, "l")
		.replace(/ø/g, "o");
}

/**
 * The distinctive words of a text, folded: the words a party's name is made of. A segment with
 * digits is a postal address or a phone (`37073 Göttingen`, `Paseo de Satrustegi 12`): its
 * words name a place, not a party.
 */
function nameWords(text: string): string[] {
	const words = new Set<string>();
	for (const segment of text.slice(-MAX_NAME_TEXT).split(/[\n,;·•|()]/)) {
		if (/\d/.test(segment)) continue;
		for (const folded of foldings(segment))
			for (const raw of folded.split(/[^a-z]+/)) if (raw.length >= MIN_WORD && !COMMON_NAME_WORDS.has(raw)) words.add(raw);
		if (words.size >= MAX_WORDS) break;
	}
	return [...words];
}

/** A text folded as German hosts write umlauts (`Stöckl` → `stoeckl`) and, where that differs, as other languages' do (`Özdemir` → `ozdemir`). */
function foldings(text: string): string[] {
	const german = foldLetters(text);
	const plain = foldLetters(text.replace(/[äöüÄÖÜ]/g, (c) => c.normalize("NFD")[0]));
	return plain === german ? [german] : [german, plain];
}

/** The distinctive words of a text written with a capital, folded: a name (`Polsterei Wyss`), not a thing the prose names (`l'alpage`). */
function properNameWords(text: string): string[] {
	const words = new Set<string>();
	for (const raw of text.slice(-MAX_NAME_TEXT).split(/[^\p{L}]+/u)) {
		if (!/^\p{Lu}/u.test(raw)) continue;
		for (const folded of foldings(raw)) {
			const word = folded.replace(/[^a-z]/g, "");
			if (word.length >= MIN_WORD && !COMMON_NAME_WORDS.has(word)) words.add(word);
		}
	}
	return [...words];
}

/** The letters of the website's own name (its registrable domain's first label). */
export function siteLetters(siteHost: string): string {
	const bare = siteHost.toLowerCase().replace(/^www\./, "");
	return (domainOfHost(bare) ?? bare).split(".")[0].replace(/[^a-z]/g, "");
}

function labelLetters(domain: string): string {
	return (domainOfHost(domain) ?? domain).split(".")[0].replace(/[^a-z]/g, "");
}

/**
 * The party an address's domain spells among the words written before it: "other" when the
 * domain spells a name written there and none of the names it spells is in the website's host,
 * "own" when one is, null when the domain spells none of those words.
 */
export function spelledParty(address: string, written: string, siteHost: string): "own" | "other" | null {
	const label = labelLetters(address.slice(address.lastIndexOf("@") + 1));
	if (label.length < MIN_WORD) return null;
	return partyOfWords(label, nameWords(written), siteLetters(siteHost));
}

/**
 * The party a mailbox's local part spells among the words written before it (`Im Haus: Polsterei
 * Wyss … polsterei.wyss@bluewin.ch`, `Tartak Dąb · tartak.dab@o2.pl`): "other" when it spells a
 * name written there that the website's host lacks, "own" when a word it spells is in the host,
 * null when it spells none. For addresses at a mailbox provider, whose domain names nobody.
 */
export function spelledPartyByMailbox(address: string, written: string, siteHost: string): "own" | "other" | null {
	const local = address.slice(0, address.lastIndexOf("@")).replace(/[^a-z]/g, "");
	if (local.length < MIN_WORD) return null;
	return partyOfWords(local, properNameWords(written), siteLetters(siteHost));
}

/** A phone with whose it is after it in parentheses (`Cell. 338 612 7740 (Lucia)`): bounded, linear on any run of digits. */
const PHONE_OF_NAMED = /\d[\d ./-]{5,22}\d\s?\(([^()\d]{3,40})\)/g;

/**
 * Whether a mailbox is that of a person whose phone the text lists by their name (`Cell. 338 612 7740 (Lucia)`
 * over `lucia.niccolai@gmail.com`): one of the business's people, as a contact block lists them, not
 * another business (`Polsterei Wyss | 033 222 61 50 | polsterei.wyss@…`, its name before its phone).
 */
export function mailboxOfPersonNamed(address: string, written: string): boolean {
	const local = address.slice(0, address.lastIndexOf("@")).replace(/[^a-z]/g, "");
	for (const m of written.slice(-MAX_NAME_TEXT).matchAll(PHONE_OF_NAMED)) {
		if (properNameWords(m[1]).some((w) => local.startsWith(w))) return true;
	}
	return false;
}

/** Whose name letters spell among a text's words: "own" when a word they spell is in the site's name, "other" when they spell only others, null when none. */
function partyOfWords(letters: string, words: readonly string[], site: string): "own" | "other" | null {
	let spelled = false;
	for (const word of words) {
		if (!letters.includes(word)) continue;
		if (site.includes(word)) return "own";
		spelled = true;
	}
	return spelled ? "other" : null;
}

/**
 * Whether an address spells a distinctive word of a text that the website's host lacks
 * (`camaraplateriataxco@…` under `Cámara de Platería de Taxco` on `plateriaochoataxco`): the
 * name written there is another party's, even when the address shares the host's trade or town.
 */
export function spellsWordHostLacks(address: string, text: string, siteHost: string): boolean {
	const at = address.lastIndexOf("@");
	const letters = address.slice(0, at).replace(/[^a-z]/g, "") + labelLetters(address.slice(at + 1));
	const site = siteLetters(siteHost);
	return nameWords(text).some((w) => letters.includes(w) && !site.includes(w));
}

const MIN_SHARED = 5;
/** A run of letters an address and the host share that names the business (`dagigi` of `poderedagigi` and `trattoriadagigi`). */
const MIN_RUN = 6;

/** The longest run of letters two short strings share (both at most a label long: bounded work). */
function longestSharedRun(a: string, b: string): string {
	let best = "";
	const previous = new Array<number>(b.length + 1).fill(0);
	for (let i = 1; i <= a.length; i++) {
		let diagonal = 0;
		for (let j = 1; j <= b.length; j++) {
			const above = previous[j];
			previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
			if (previous[j] > best.length) best = a.slice(i - previous[j], i);
			diagonal = above;
		}
	}
	return best;
}

/**
 * The host's last hyphenated part when it has several (`fietsenmakerijdebrug-zwolle` → `zwolle`):
 * often its town, which other businesses of the town carry too; never taken for its name.
 */
function townOf(siteHost: string): string {
	const bare = siteHost.toLowerCase().replace(/^www\./, "");
	const parts = (domainOfHost(bare) ?? bare).split(".")[0].split("-");
	return parts.length >= 2 ? parts[parts.length - 1].replace(/[^a-z]/g, "") || "\u0000" : "\u0000";
}

function isCommonRun(run: string): boolean {
	for (const word of COMMON_NAME_WORDS) if (word.includes(run)) return true;
	return false;
}

const MAX_LABEL = 63;

/**
 * Whether an address carries the business's own name: a distinctive word of its local part or
 * its domain (`catering.thoekske@…`, `…@buchbinderei-falkenberg.de`) that the website's host
 * spells too, or a run of letters it shares with the host's name (`eventi@poderedagigi.it` on
 * `trattoriadagigi-lucca.it`) that is no common word's.
 */
export function carriesBusinessName(address: string, siteHost: string): boolean {
	const site = siteLetters(siteHost).slice(0, MAX_LABEL);
	const town = townOf(siteHost);
	const at = address.lastIndexOf("@");
	const domain = address.slice(at + 1);
	const parts = [...address.slice(0, at).split(/[^a-z]+/), ...(domainOfHost(domain) ?? domain).split(".")[0].split(/[^a-z]+/)];
	return parts.some((w) => {
		if (w.length < MIN_SHARED || COMMON_NAME_WORDS.has(w) || town.includes(w)) return false;
		if (site.includes(w)) return true;
		const run = longestSharedRun(w.slice(0, MAX_LABEL), site);
		return run.length >= MIN_RUN && !isCommonRun(run) && !town.includes(run);
	});
}
