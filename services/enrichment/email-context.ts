import { domainOfHost } from "./public-suffix";

/**
 * Whose address is it? The words around an address on a merchant's page tell a credit
 * (the web agency, the developer, the host, the theme vendor) and a form's example from
 * the business's own contact, in the languages our markets write in.
 */

/** Said before or around an address that belongs to whoever built, hosts or themes the site. */
// prettier-ignore
const CREDIT = new RegExp([
	"site (web )?(by|par|réalisé|realise|créé|cree|conçu|concu|développé|developpe)", "website (by|design)", "web ?design", "designed by", "design (by|&|and|und)",
	"developed by", "development", "made (by|with)", "built (by|with)", "powered by", "propulsé", "hosted (by|at)", "hosting", "webhosting", "web hosting", "hoster", "gehostet",
	"réalisation", "realisation", "réalisé par", "realise par", "conception", "création (du )?site", "creation (du )?site", "créé par", "cree par", "site créé",
	"hébergement", "hebergement", "hébergeur", "hebergeur", "hébergé", "heberge par", "thème", "theme", "template", "vorlage",
	"umsetzung", "gestaltung", "erstellt (von|durch|mit)", "programmierung", "realizzazione", "realizzato", "sviluppo", "sviluppato", "progettazione",
	"diseño", "diseno", "diseñado", "desarrollado", "desarrollo web", "alojamiento", "ontwerp", "gemaakt door", "webbureau", "agence web", "webagentur", "web agency",
	// The same credits and hosts in the Nordic languages, Czech, Slovenian, Finnish, Polish and Portuguese, and a site "set up by" someone.
	"webbplats(?:en)? (?:av|skapad av|byggd av|gjord av)", "hemsida(?:n)? (?:av|skapad av|byggd av|gjord av)", "webbyr", "webbhotell", "webhotell?",
	"(?:nettside|nettsted|hjemmeside)(?:n|t|et)? (?:av|laget av|utviklet av|levert av|designet av|lavet af|udviklet af|af)", "tvorba (?:webu|www|webových stránek|stránek)",
	"izdelava (?:spletne|spletnih)", "oblikovanje (?:spletne|spletnih)", "gostovanje", "(?:kotisivu|kotisivut|verkkosivu|verkkosivut|sivusto|sivuston) (?:toteutus|tehnyt|toteuttanut)",
	"wykonanie strony", "projekt (?:i wykonanie )?strony", "strona (?:wykonana|stworzona|zaprojektowana) przez", "realizacja strony", "desenvolvido por", "criado por",
	"criação (?:de|do) site", "site (?:feito|criado|desenvolvido) por", "hospedagem", "hospedaje", "site set up (?:for us )?by",
	// Layout and graphics, and a host said as the servers a site runs on (dev-e's sites; dev-d's Czech terms say it too).
	"mise en page", "graphisme", "impaginazione", "maquetación", "diagramação", "layout by",
	// A site's webmaster, and credits in Turkish (dev-g's sites)
	"webmaster", "web tasarım", "tasarım", "tasarlayan", "geliştiren",
	"(?:on|auf) (?:the |den )?servers?(?: of)?", "sur les serveurs", "sui server", "en los servidores", "nos servidores", "na serwerach", "na serverech", "på servere",
].map((w) => `\\b${w}\\b`).join("|"), "i");

/** An example, not an address: `ex : jean@domaine.fr`, `e.g. you@company.com`, `Format: name@domain.com`. */
const EXAMPLE_BEFORE =
	/(\bex\b|\bex\.|\be\.\s?g\.?|\beg\b|\bz\.\s?b\.?|\bp\.\s?ej\.?|\bp\.\s?es\.?|\bbijv\.?|\bbv\.|\bpar exemple|\bfor example|\bfor instance|\bexample|\bexemple|\bbeispiel|\bejemplo|\besempio|\bformat( attendu)?|\bsuch as|\bzum beispiel|\bbeispielsweise|\bbijvoorbeeld|\bzoals|\bdu (?:type|genre)|\bde type|\bdel tipo|\bdu style|\bsomething like|\bad esempio|\bper esempio|\bpor ejemplo|\bwie etwa)\s*[:(«"“]?\s*$/i;

/** A template's local part (`prenom.nom@`, `vorname.nachname@`, `your.name@`): an example of how to write an address, never someone's. */
const PLACEHOLDER_LOCAL =
	/^(?:pr[ée]nom[._-]?nom|nom[._-]?pr[ée]nom|vorname[._-]?nachname|nachname[._-]?vorname|max[._-]?mustermann|erika[._-]?mustermann|first[._-]?(?:name[._-]?)?last(?:[._-]?name)?|john[._-]?doe|jane[._-]?doe|your[._-]?name|votre[._-]?nom|ihr[._-]?name|nome[._-]?cognome|nombre[._-]?apellido|voornaam[._-]?achternaam|jan[._-]?jansen|name|nom|vorname)$/;

/** A label that presents what follows as the business's contact. */
const CONTACT_LABEL =
	/(e-?mail|courriel|\bmail\b|contact|kontakt|contatt|correo|écri|ecri|schreib|write|reserv|réserv|book|bestell|order|commande|anfrage|inquir|enquir|press|rendez|termin|prenot|owner|inhaber|propriétaire|gérant|gerant|richiest|request|solicitud|demande|aanvra|zapytani|dotaz|förfrågan|e-?post|correio|napisz|skriv|escrev|zamówie|objedn|beställ|rezerwac|rezervac|bokning|encomend)[^.\n@]{0,25}[:：\-–—]?\s*$/i;

/** Mailbox providers small businesses use as their own address (the global ones, on any country domain, are GLOBAL_MAILBOX_NAMES below). */
// prettier-ignore
const MAILBOX_PROVIDERS = new Set([
	"me.com", "mac.com", "web.de", "t-online.de", "freenet.de", "arcor.de",
	"orange.fr", "wanadoo.fr", "free.fr", "sfr.fr", "neuf.fr", "laposte.net", "bbox.fr", "numericable.fr", "libero.it", "alice.it", "tiscali.it", "virgilio.it",
	"tin.it", "fastwebnet.it", "telefonica.net", "terra.es", "btinternet.com", "sky.com", "virginmedia.com", "talktalk.net", "bluewin.ch", "hispeed.ch",
	"sunrise.ch", "proton.me", "pm.me", "mail.ru", "seznam.cz", "wp.pl", "o2.pl", "onet.pl", "interia.pl", "ziggo.nl",
	"hetnet.nl", "kpnmail.nl", "home.nl", "planet.nl", "telenet.be", "skynet.be", "proximus.be", "chello.at", "aon.at", "a1.net", "sapo.pt", "zoho.com", "mail.com",
]);

/** Where code and its authors live: `git@github.com` is never a merchant's contact. */
const CODE_HOSTS = /(^|\.)(github\.com|gitlab\.com|bitbucket\.org|codeberg\.org|sourceforge\.net|sr\.ht|noreply\.github\.com|users\.noreply\.github\.com)$/;

/** The same credits in Greek (design, development, building the site, hosting): `\b` marks no boundary beside Greek letters. */
const CREDIT_GREEK = /σχεδιασμ|ανάπτυξη|κατασκευή (?:ιστοσελίδας|ιστότοπου|site)|φιλοξενία/i;

export function isCredit(context: string): boolean {
	return CREDIT.test(context) || CREDIT_GREEK.test(context);
}

/**
 * Where a whole text says a credit, found in one scan: `within(start, end)` tells whether a
 * credit lies in that span of it (a binary search), so a page's thousands of links each ask
 * in O(log n) rather than running the pattern over their context again.
 */
export class CreditSpans {
	private readonly starts: number[] = [];
	private readonly ends: number[] = [];

	constructor(text: string) {
		for (const m of text.matchAll(new RegExp(CREDIT.source, "gi"))) {
			this.starts.push(m.index ?? 0);
			this.ends.push((m.index ?? 0) + m[0].length);
		}
	}

	within(start: number, end: number): boolean {
		let lo = 0;
		let hi = this.starts.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (this.starts[mid] < start) lo = mid + 1;
			else hi = mid;
		}
		// Matches do not overlap: the first one starting in the span ends first.
		return lo < this.starts.length && this.ends[lo] <= end;
	}
}

/** Shown as an example: said so just before, or a template's local part (`prenom.nom@gmail.com`). */
export function isExample(before: string, address = ""): boolean {
	return EXAMPLE_BEFORE.test(before.slice(-40)) || PLACEHOLDER_LOCAL.test(address.slice(0, address.lastIndexOf("@")));
}

export function hasContactLabel(before: string): boolean {
	return CONTACT_LABEL.test(before.slice(-60));
}

/** The global providers, on whatever country domain they serve (`outlook.ie`, `yahoo.com.mx`, `hotmail.com.br`, `gmx.es`). */
const GLOBAL_MAILBOX_NAMES = new Set([
	"gmail",
	"googlemail",
	"yahoo",
	"ymail",
	"hotmail",
	"outlook",
	"live",
	"msn",
	"icloud",
	"aol",
	"gmx",
	"protonmail",
	"yandex",
]);

export function isMailboxProvider(domain: string): boolean {
	const registrable = domainOfHost(domain) ?? domain;
	return MAILBOX_PROVIDERS.has(domain) || MAILBOX_PROVIDERS.has(registrable) || GLOBAL_MAILBOX_NAMES.has(registrable.split(".")[0]);
}

export function isCodeHostAddress(address: string): boolean {
	const at = address.lastIndexOf("@");
	return CODE_HOSTS.test(address.slice(at + 1)) || address.slice(0, at) === "git";
}
