import { hasContactLabel, isCredit, isMailboxProvider } from "./email-context";
import { carriesBusinessName, COMMON_NAME_WORDS, mailboxOfPersonNamed, spelledParty, spelledPartyByMailbox, spellsWordHostLacks } from "./named-party";
import { NEWS_HEADING, THIRD_PARTY, VENDOR_DOMAINS } from "./other-parties";
import { domainOfHost } from "./public-suffix";

/**
 * Whether an address on another domain than the website's, written on the site without a
 * label, is the business's own. The domain alone cannot say (a merchant's mail often lives on
 * an older domain, the group's, or its ISP's); the place it is written in can: the site's
 * footer or contact block, its contact or legal notice page, the business's name in the
 * domain. Words around it tell the addresses of others written in those same places (a
 * supplier, a partner, a chamber, a regulator, a mediator) and keep them out.
 */

/** The business speaking of itself just before an address (`write to us at`, `schreiben Sie uns`, `nous écrire`, `mail ons`). */
const OWN_WORDS =
	/\b(?:us|our|uns|unser\p{L}*|nous|notre|nos|ons|onze|ci|noi|nostr\p{L}|nosotros|nuestr\p{L}*|contáctenos|escríbenos|scriveteci|contattaci|kontaktieren sie|schreiben sie|wij|we|wir|oss|vi|nas|nasz\p{L}*|nós|noss\p{L})\b/iu;

/** Introduces the business itself in a legal notice or a privacy policy: an address after it (and before any third party) is the business's. */
// prettier-ignore
const OWN_CUE = new RegExp([
	"angaben gemäß", "angaben gemaess", "inhaber", "verantwortlich für den inhalt", "verantwortliche stelle", "geschäftsführ", "éditeur", "editeur", "édité par",
	"edite par", "propriétaire", "directeur de la publication", "responsable de la publication", "responsable du traitement", "titular", "responsable del tratamiento",
	"titolare", "\\bowner", "proprietor", "publisher", "data controller", "eigenaar", "właściciel", "wlasciciel", "administratorem danych", "administrator danych",
	"ägare", "personuppgiftsansvarig", "majitel", "jednatel", "správce osobních", "správcem osobních", "proprietári", "responsável pelo tratamento", "sócio-gerente",
	// the business presenting another company of its own ("contact our export company, Özdemir Carpets")
	"\\b(?:our|unsere?|notre|nuestr[ao]|nostr[ao]|onze|noss[ao]|vårt|vår|naše|nasza)\\s+(?:[a-zà-ÿ-]{1,30}\\s+)?(?:company|firm|empresa|firma|soci[ée]t[ée]|azienda|società|bedrijf|företag|spółka|společnost)\\b",
	// Not "Anbieter", "Betreiber", "exploité par", "operated by": privacy policies say them of every service they name.
].join("|"), "i");

/**
 * The business naming a website as its own (`unsere eigene kleine Seite bienenpate-allgaeu.de`, `our shop
 * www.x.com`, `notre site : x.fr`): the domain it names is its own too. Bounded: three words at most
 * between the possessive and the site's word.
 */
const OWN_SITE =
	/\b(?:unser\p{L}*|our|notre|nos|nuestr\p{L}*|nostr\p{L}*|onze|ons|noss\p{L}*|vår\p{L}*|naš\p{L}*|nasz\p{L}*)\s+(?:[\p{L}-]{1,30}\s+){0,3}?(?:seite|webseite|website|homepage|internetseite|shop|onlineshop|webshop|site|sito|sitio|página|pagina|web|winkel|loja|domain|domein)\s*(?:at\s+|unter\s+|:\s*)?(?:https?:\/\/)?(?:www\.)?([a-z0-9][a-z0-9.-]{0,200}\.[a-z]{2,24})/giu;

/** Whether a text names the address's domain as the business's own website. */
export function namesOwnSite(address: string, text: string): boolean {
	const domain = address.slice(address.lastIndexOf("@") + 1).toLowerCase();
	const registrable = domainOfHost(domain) ?? domain;
	for (const m of text.matchAll(OWN_SITE)) {
		const named = m[1].toLowerCase().replace(/\.+$/, "");
		if ((domainOfHost(named) ?? named) === registrable) return true;
	}
	return false;
}

/** Labels that present what follows as the business's contact, beyond the general contact labels: a certified mail (Italy), a desk. */
const EXTRA_LABEL =
	/(\bpec\b|posta certificata|rezeption|empfang|réception|reception|recepci|accueil|secrétariat|secretariat|sekretariat|segreteria|büro|\boffice|praxis|kanzlei)[^.\n@]{0,25}[:：\-–—]?\s*$/i;

/** A heading over the business's contact block. */
const CONTACT_HEADING =
	/(contact|kontakt|contatt|coordonn|impressum|imprint|mentions l[ée]gales|aviso legal|note legali|colofon|anfahrt|so finden sie uns|nous trouver|find us|get in touch|reach us|dove siamo|d[óo]nde estamos|adresse|address|direcci[óo]n|indirizzo|anschrift|öffnungszeiten|horaires|opening hours|contato|hitta hit|hitta oss|kde nás najdete|dojazd|jak dojechać|como chegar|onde estamos|\badres\b|adresa|endereço|otevírací doba|godziny otwarcia|öppettider|horário)/i;

/** A page that is the business's contact page or legal notice, by its path (a privacy policy names third parties at length: it is not one). */
const CONTACT_PATH =
	/(contact|kontakt|contatt|coordonn|impressum|imprint|mentions|aviso-?legal|note-?legali|colofon|anfahrt|nous-trouver|find-us|dove-siamo|donde-estamos|acces|anreise|legal-notice|legal|contato|hitta-hit|dojazd|como-chegar)/i;
const PRIVACY_PATH =
	/(privacy|datenschutz|confidentialit|privacidad|privacidade|cookie|rgpd|gdpr|dsgvo|prywatn|ochrona-danych|rodo|ochrana-osobnich|osobni-udaje|integritet|personuppgift)/i;

const MIN_NAME_WORD = 4;

/** A data protection authority's or a privacy service's name in a domain (`datenschutz-berlin.de`, `lfd.niedersachsen.de`, `dataprotection.ie`). */
const PRIVACY_DOMAIN = /(^|[.-])(datenschutz|dataprotection|protezionedati|protecciondatos|lfd|ldi|lda|bfdi|dsb)([.-]|$)/;

const MIN_VENDOR_LABEL = 5;
/** The vendors' names (`paypal`, `booking`, `jimdo`), so their country domains (`paypal.at`, `booking.de`) are theirs too. */
const VENDOR_LABELS = new Set(
	[...VENDOR_DOMAINS].filter((d) => domainOfHost(d) === d && d.split(".")[0].length >= MIN_VENDOR_LABEL).map((d) => d.split(".")[0]),
);

/** A government's domain (`sic.gov.co`, `dsb.gv.at`, `service-public.gouv.fr`, `profeco.gob.mx`): an authority's, never a merchant's. */
const GOVERNMENT_DOMAIN = /(^|\.)(gov|gob|gouv|gv|govt)\.[a-z]{2,3}$/;

/** A chamber's domain: German and Austrian chambers of commerce and crafts, French ones, Italian ones, the Dutch register. */
const CHAMBER_DOMAIN = /(^|[.-])(ihk|hwk|wko|wkooe|wknoe|cci|cma|cmar|camcom|kvk)([.-]|$)/;

export function isVendorDomain(domain: string): boolean {
	const registrable = domainOfHost(domain) ?? domain;
	return (
		VENDOR_DOMAINS.has(domain) ||
		VENDOR_DOMAINS.has(registrable) ||
		VENDOR_LABELS.has(registrable.split(".")[0]) ||
		PRIVACY_DOMAIN.test(domain) ||
		CHAMBER_DOMAIN.test(domain) ||
		GOVERNMENT_DOMAIN.test(domain)
	);
}

export function isNewsHeading(line: string): boolean {
	return line.length <= 80 && NEWS_HEADING.test(line);
}

/**
 * Whether a short text names a third party. With the site's host, a word that names the site's
 * own trade (`asesoria`, `steuerberat`, `tourism` in its host) names the business, not another.
 */
export function hasThirdPartyCue(text: string, siteHost?: string): boolean {
	return siteHost === undefined ? THIRD_PARTY.test(text) : lastThirdPartyCue(text, siteHost) >= 0;
}

const THIRD_PARTY_ALL = new RegExp(THIRD_PARTY.source, "gi");
const MIN_TRADE_LETTERS = 5;

/** Where the last third party named in a short text starts, or -1; cues naming the site's own trade (in its host) left out. */
function lastThirdPartyCue(text: string, siteHost = ""): number {
	return lastThirdPartyMatch(text, siteHost).start;
}

function lastThirdPartyMatch(text: string, siteHost = ""): { start: number; end: number } {
	const hostLetters = siteHost.toLowerCase().replace(/[^a-z]/g, "");
	let last = { start: -1, end: -1 };
	for (const m of text.matchAll(THIRD_PARTY_ALL)) {
		const start = m.index ?? 0;
		const letters = m[0].toLowerCase().replace(/[^a-z]/g, "");
		if (OWN_COMPANY_BEFORE.test(text.slice(Math.max(0, start - OWN_COMPANY_CHARS), start))) continue;
		if (letters.length < MIN_TRADE_LETTERS || !hostLetters.includes(letters)) last = { start, end: start + m[0].length };
	}
	return last;
}

/** "our company" just before a cue (`nossa empresa grossista`, `our wholesale company`, `unsere Firma`): the business's own other company, not a third party. */
const OWN_COMPANY_BEFORE =
	/\b(?:our|nossa|nosso|notre|unsere?|nuestra|nuestro|nostra|nostro|onze|ons|vårt|vår|naše|nasza)\s+(?:own\s+|eigene\s+|propre\s+|propia\s+|própria\s+)?(?:company|firm|empresa|firma|société|societe|azienda|società|bedrijf|företag|spółka|společnost)\s+$/i;
const OWN_COMPANY_CHARS = 40;

/** A phone number as written (`+49 511 32 10 98`, `(02) 9327 1234`, `0511 / 32 10 98`): bounded, so linear on any run of digits. */
const PHONE = /(?:\+|\(|\b)\d[\d ()./-]{5,22}\d/g;
/** Numbers compare by their last digits: the country code and the trunk zero come and go. */
const PHONE_KEY_DIGITS = 8;

/** The comparable keys of the phone numbers written in a text. */
export function phoneKeys(text: string): string[] {
	const keys: string[] = [];
	for (const m of text.matchAll(PHONE)) {
		const digits = m[0].replace(/\D/g, "");
		if (digits.length >= PHONE_KEY_DIGITS && digits.length <= 15) keys.push(digits.slice(-PHONE_KEY_DIGITS));
	}
	return keys;
}

/** A contact block's text up to its first address: the business's own part (it leads its block), whose phones are the business's; a partner's column after it gives its own. */
export function ownPart(text: string): string {
	const at = text.indexOf("@");
	return at >= 0 ? text.slice(0, at) : text;
}

export function hasOwnCue(text: string): boolean {
	return OWN_CUE.test(text);
}

export function hasExtraLabel(before: string): boolean {
	return EXTRA_LABEL.test(before.slice(-60));
}

export function isContactHeading(line: string): boolean {
	return line.length <= 80 && CONTACT_HEADING.test(line);
}

export function isContactPage(url: URL): boolean {
	const path = safePath(url);
	return CONTACT_PATH.test(path) && !PRIVACY_PATH.test(path);
}

function safePath(url: URL): string {
	try {
		return decodeURIComponent(url.pathname).slice(0, 300);
	} catch {
		return url.pathname.slice(0, 300);
	}
}

/** The distinctive words of the site's own name, from its host (`www.metzgerei-huber.de` → `huber`). */
export function nameWords(siteHost: string): string[] {
	const registrable = domainOfHost(siteHost.toLowerCase().replace(/^www\./, "")) ?? siteHost;
	const label = registrable.split(".")[0];
	return label.split(/[^a-z]+/).filter((w) => w.length >= MIN_NAME_WORD && !COMMON_NAME_WORDS.has(w));
}

/** Whether the address's domain (or its local part) carries one of the site's distinctive name words. */
export function carriesSiteName(address: string, words: readonly string[]): boolean {
	if (words.length === 0) return false;
	const at = address.lastIndexOf("@");
	const domain = address.slice(at + 1);
	const label = (domainOfHost(domain) ?? domain).split(".")[0].replace(/[^a-z]/g, "");
	const local = address.slice(0, at).replace(/[^a-z]/g, "");
	return words.some((w) => label.includes(w) || (w.length >= 5 && local.includes(w)));
}

/** ISPs' and mail hosts' mailboxes a small business writes as its own, beyond the best known (email-context.ts). */
// prettier-ignore
const MORE_MAILBOX_PROVIDERS = new Set([
	"btconnect.com", "btopenworld.com", "ntlworld.com", "blueyonder.co.uk", "tiscali.co.uk", "bigpond.com", "bigpond.net.au", "optusnet.com.au", "iinet.net.au",
	"tpg.com.au", "xtra.co.nz", "comcast.net", "verizon.net", "att.net", "sbcglobal.net", "bellsouth.net", "cox.net", "shaw.ca", "sympatico.ca", "videotron.ca",
	"posteo.de", "mailbox.org", "online.de", "netcologne.de", "mnet-online.de", "ewe.net", "kabelmail.de", "vodafone.de", "tutanota.com", "tuta.io",
	"club-internet.fr", "aliceadsl.fr", "cegetel.net", "nordnet.fr", "inwind.it", "email.it", "iol.it", "teletu.it", "pec.it", "legalmail.it", "arubapec.it",
	"postecert.it", "ono.com", "euskaltel.net", "movistar.es", "orange.es", "vodafone.es", "scarlet.be", "voo.be", "pandora.be", "xs4all.nl", "zeelandnet.nl",
	"chello.nl", "upcmail.nl", "casema.nl", "quicknet.nl", "swissonline.ch", "vtxmail.ch", "green.ch", "inode.at", "utanet.at", "kabsi.at", "liwest.at",
	"otenet.gr", "hol.gr",
]);

/** A mailbox provider's domain, best known or not: it names no party. */
function isAnyMailbox(domain: string): boolean {
	return isMailboxProvider(domain) || isMoreMailboxProvider(domain);
}

/** Turkey's registered e-mail (KEP), as Italy's PEC: a business's own certified mailbox at a provider's host (`name@hs01.kep.tr`). */
const REGISTERED_MAIL = /(^|\.)kep\.tr$/;

export function isMoreMailboxProvider(domain: string): boolean {
	return MORE_MAILBOX_PROVIDERS.has(domain) || MORE_MAILBOX_PROVIDERS.has(domainOfHost(domain) ?? domain) || REGISTERED_MAIL.test(domain);
}

/** Where an address was written in a page's text, read only when its domain is another's and no label presents it. */
export interface WrittenPlace {
	/** the line's text before the address (after the heading over it when the address starts its block) */
	before: string;
	/** the line's text after the address, a few words */
	after: string;
	/** the lines above it in its block, nearest first (a heading, the last one) */
	above: string[];
	/** the line below it (its small print), or "" */
	below: string;
	/** in the footer, an `<address>`, a contact block, a contact or legal notice page, or under a contact heading */
	contactBlock: boolean;
	/** under a heading that names third parties (`Unsere Lieferanten`, `Partners`, `Links`), no contact block or contact heading since */
	thirdPartySection: boolean;
	/** under a heading over news, a blog, reviews or supported causes, no contact block or contact heading since */
	newsSection: boolean;
	/** in a testimonial or a review (a `<blockquote>`, an element named so), or on a line that opens a quotation still open */
	quoted: boolean;
	/** whether a text writes one of the business's own phone numbers (its `tel:` links, its JSON-LD, its footer's) */
	hasOwnPhone(text: string): boolean;
	/** whether a text writes one of the phone numbers the site's markup gives (`tel:` links, JSON-LD) */
	hasListedPhone(text: string): boolean;
	/** the first line of the contact block the address is in, above it (the business's name, most often), or "" */
	blockHead?: string;
}

const NEAR_CHARS = 150;
const OWN_PHONE_LINES = 2;

const NAME_LINES = 3;

/**
 * Whether the address's domain spells another party's name written just before it: on its line,
 * else on the nearest lines above, nearest first (`Donosti Bike Tours` over `reservas@donostibiketours.com`).
 * The business's own words (`Inhaber`, `titolare`) nearer the address than that name leave it the business's.
 */
function namesOtherParty(address: string, place: WrittenPlace, siteHost: string): boolean {
	for (const text of [place.before, ...place.above.slice(0, NAME_LINES)]) {
		const party = partySpelled(address, text, siteHost);
		// The name a contact block opens with is the business's, whatever its host says.
		if (party !== null) return party === "other" && !(place.blockHead && spelledParty(address, place.blockHead, siteHost) !== null);
	}
	return false;
}

/** The end of a sentence in running text: a full stop, a question or an exclamation before a capital. */
const SENTENCE_END = /[.!?]\s+(?=\p{Lu})/u;

/**
 * Whether a mailbox (`polsterei.wyss@bluewin.ch`) is another party's: its local part spells a name
 * written just before it that the website's host lacks, with a phone between that the site's markup
 * does not give as the business's (a footer's phones may be a neighbour's) (`Im Haus: Polsterei Wyss | 033 222 61 50 | polsterei.wyss@bluewin.ch`). A person named
 * before their own mailbox (the owner, a manager) gives no phone of their own: that stays the business's.
 */
function mailboxOfOtherParty(address: string, place: WrittenPlace, siteHost: string): boolean {
	if (!isAnyMailbox(address.slice(address.lastIndexOf("@") + 1))) return false;
	const lines = [place.before, ...place.above.slice(0, NAME_LINES)];
	for (let k = 0; k < lines.length; k++) {
		// on the address's own line, only its sentence: a name in the sentence before is another subject
		const text = k === 0 ? (lines[0].split(SENTENCE_END).pop() ?? "") : lines[k];
		const party = hasOwnCue(text) || mailboxOfPersonNamed(address, text) ? "own" : spelledPartyByMailbox(address, text, siteHost);
		if (party === null) continue;
		const between = lines.slice(0, k + 1).join("\n");
		return party === "other" && phoneKeys(between).length > 0 && !place.hasListedPhone(between);
	}
	return false;
}

/** Whose name an address's domain spells in a text: "own" too when the text gives the owner's words; null when it spells none of it (or is a mailbox's). */
function partySpelled(address: string, text: string, siteHost: string): "own" | "other" | null {
	const domain = address.slice(address.lastIndexOf("@") + 1);
	if (isAnyMailbox(domain)) return null;
	const party = hasOwnCue(text) || namesOwnSite(address, text) ? "own" : spelledParty(address, text, siteHost);
	return party === "other" && carriesBusinessName(address, siteHost) ? "own" : party;
}

/** Whether an address presented by markup (a mailto, a data attribute) spells another party named in the words before it. */
function spellsOtherParty(address: string, before: string, siteHost: string): boolean {
	return partySpelled(address, before.slice(-NEAR_CHARS), siteHost) === "other";
}

/**
 * Whether the line names a third party just before the address (neither the business's phone
 * nor its own words between), the address's domain spells another party named just before it,
 * or the address sits in a third parties' section, a quotation, or others' news.
 */
export function namesThirdPartyNear(place: WrittenPlace, siteHost?: string, address?: string): boolean {
	const near = place.before.slice(-NEAR_CHARS);
	const cue = lastThirdPartyMatch(near, siteHost);
	const cueStands = cue.start >= 0 && !place.hasOwnPhone(near.slice(cue.start)) && !OWN_CUE.test(near.slice(cue.end));
	if (address !== undefined && siteHost !== undefined && (namesOtherParty(address, place, siteHost) || mailboxOfOtherParty(address, place, siteHost)))
		return true;
	if (place.contactBlock) return cueStands;
	// In news or reviews, an address is someone else's unless it carries the business's name, or the business speaks of itself (or gives its phone) just before it.
	const ownName = address !== undefined && siteHost !== undefined && carriesBusinessName(address, siteHost);
	const newsOfOthers = place.newsSection && !ownName && !OWN_WORDS.test(near.slice(-60)) && !place.hasOwnPhone(near);
	// under a heading of others ("Export & wholesale"), the line just above presenting the business's own company still says whose it is
	const ownJustAbove = place.before.trim() === "" && place.above.length > 0 && hasOwnCue(place.above[0]);
	return cueStands || (place.thirdPartySection && !ownJustAbove) || place.quoted || newsOfOthers;
}

/**
 * Whether a line above the address names a third party or credits a maker before any line gives
 * the business's words or phone, or ends another entry with its own address. An address that
 * carries the business's name is the business's whatever is written above it.
 */
export function namesThirdPartyAbove(address: string, place: WrittenPlace, siteHost: string): boolean {
	// An address alone on its line under a third party's name that it spells is that party's, whatever it shares with the host.
	const nameAbove = place.above[0];
	if (place.before.trim() === "" && nameAbove && hasThirdPartyCue(nameAbove, siteHost) && spellsWordHostLacks(address, nameAbove, siteHost)) return true;
	if (carriesBusinessName(address, siteHost)) return false;
	for (const [i, line] of place.above.entries()) {
		if (hasOwnCue(line) || (i < OWN_PHONE_LINES && place.hasOwnPhone(line)) || line.includes("@")) return false;
		if (hasThirdPartyCue(line, siteHost) || isCredit(line)) return true;
	}
	return false;
}

/** Said just after a person's address: they now run another place (`Gino Zanetti (gino@…), che … oggi gestisce l'Osteria del Lago`). */
const RUNS_ANOTHER =
	/\b(?:now (?:runs|owns|manages)|oggi (?:gestisce|dirige)|ora (?:gestisce|dirige)|heute (?:betreibt|führt|leitet)|jetzt (?:betreibt|führt)|(?:dirige|tient|gère) (?:aujourd|désormais|maintenant)|aujourd.hui (?:à la tête|il tient|elle tient)|ahora (?:dirige|lleva|regenta)|agora (?:gere|dirige)|runt nu|leidt nu)/i;
const AFTER_CHARS = 80;

/**
 * Whether an address presented as a contact (markup, a mailbox provider, a label) is another
 * party's all the same: by the place it is written in, or for markup by the words before it.
 */
export function dropsPresented(address: string, place: WrittenPlace | null, labelled: boolean, before: string, siteHost: string): boolean {
	if (place)
		return (
			namesThirdPartyNear(place, siteHost, address) ||
			(!labelled && namesThirdPartyAbove(address, place, siteHost)) ||
			RUNS_ANOTHER.test(place.after.slice(0, AFTER_CHARS))
		);
	return (!labelled && hasThirdPartyCue(before.slice(-NEAR_CHARS), siteHost)) || spellsOtherParty(address, before, siteHost);
}

/**
 * How a place judges an unlabelled address on another domain: "context" (the business's),
 * "third-party" (someone the page names), or "none" (nothing said either way).
 */
export function judgePlace(address: string, place: WrittenPlace, siteHost: string): "context" | "third-party" | "none" {
	// A third party named on the line counts unless the business's own phone follows it, nearer the address.
	if (hasThirdPartyCue(place.after.slice(0, 60), siteHost) || namesThirdPartyNear(place, siteHost, address)) return "third-party";
	// a name the domain spells written just after it (`Petr Vávra (p.vavra@autorent-kolin.cz) půjčovna AutoRent Kolín`): that party's
	if (partySpelled(address, `${place.after} ${place.below}`.slice(0, AFTER_CHARS), siteHost) === "other") return "third-party";
	const near = place.before.slice(-NEAR_CHARS);
	let own = hasOwnCue(place.before) || place.hasOwnPhone(near) || namesOwnSite(address, place.before);
	for (const [i, line] of (own ? [] : place.above).entries()) {
		// The business's phone counts on the two lines just above (a fax, a mobile between), its words a little further.
		if (hasOwnCue(line) || (i < OWN_PHONE_LINES && place.hasOwnPhone(line))) {
			own = true;
			break;
		}
		if (hasThirdPartyCue(line, siteHost) || isCredit(line)) return "third-party";
	}
	const labelAbove =
		place.before.trim() === "" && place.above.length > 0 && place.above[0].length <= 40 && (hasContactLabel(place.above[0]) || hasExtraLabel(place.above[0]));
	const domain = address.slice(address.lastIndexOf("@") + 1);
	if (own || labelAbove || place.contactBlock || hasExtraLabel(place.before) || isMoreMailboxProvider(domain) || carriesSiteName(address, nameWords(siteHost)))
		return "context";
	return "none";
}
