/**
 * What a link to the page with the contact details says, by language: its anchor text or its
 * path. A site is read in its own language (`<html lang>`) and English; a site that does not
 * say its language, in all of them.
 */

interface Words {
	contact: string[];
	legal: string[];
	about: string[];
}

const WORDS: Record<string, Words> = {
	en: {
		contact: [
			"contact",
			"get in touch",
			"get-in-touch",
			"reach us",
			"reach-us",
			"say hello",
			"say-hello",
			"find us",
			"find-us",
			"write to us",
			"talk to us",
			"drop us a line",
			"enquir",
			"inquir",
			"visit us",
			"where to find us",
			"locations",
		],
		legal: ["imprint", "legal", "terms", "privacy"],
		about: ["about", "team", "our story", "our-story", "who we are", "who-we-are"],
	},
	fr: {
		contact: [
			"contact",
			"nous écrire",
			"nous-ecrire",
			"écrivez",
			"ecrivez",
			"nous trouver",
			"nous-trouver",
			"coordonnées",
			"coordonnees",
			"rendez-vous",
			"plan d'accès",
			"devis",
			"nous joindre",
		],
		legal: ["mentions", "legales", "légales", "cgv", "confidentialité", "confidentialite"],
		about: ["a-propos", "apropos", "à propos", "qui sommes", "qui-sommes", "équipe", "equipe", "notre histoire"],
	},
	de: {
		contact: [
			"kontakt",
			"schreiben sie uns",
			"schreiben-sie-uns",
			"schreib uns",
			"anfahrt",
			"anfrage",
			"termin",
			"so finden sie uns",
			"ansprechpartner",
			"anreise",
		],
		legal: ["impressum", "rechtliches", "datenschutz", "agb"],
		about: ["über uns", "uber-uns", "ueber-uns", "über-uns", "wir über uns", "team"],
	},
	it: {
		contact: ["contatt", "scrivici", "scriveteci", "dove siamo", "dove-siamo", "raggiungerci", "come raggiungerci", "prenota"],
		legal: ["note legali", "note-legali", "privacy"],
		about: ["chi siamo", "chi-siamo", "la nostra storia"],
	},
	es: {
		contact: [
			"contact",
			"escríbenos",
			"escribenos",
			"escribanos",
			"dónde estamos",
			"donde-estamos",
			"encuéntranos",
			"encuentranos",
			"hablemos",
			"ubicación",
			"ubicacion",
		],
		legal: ["aviso legal", "aviso-legal", "privacidad"],
		about: ["quiénes somos", "quienes-somos", "sobre nosotros", "sobre-nosotros", "nosotros"],
	},
	pt: {
		contact: ["contato", "contacto", "fale conosco", "fale-conosco", "onde estamos"],
		legal: ["aviso legal", "privacidade"],
		about: ["sobre", "quem somos"],
	},
	nl: { contact: ["contact", "bereikbaarheid", "route", "schrijf ons"], legal: ["colofon", "disclaimer", "privacy"], about: ["over ons", "over-ons"] },
	el: { contact: ["επικοινωνία", "επικοινωνια", "επαφή"], legal: ["όροι", "απόρρητο"], about: ["σχετικά", "ποιοι είμαστε"] },
	pl: { contact: ["kontakt", "napisz"], legal: ["regulamin", "polityka"], about: ["o nas"] },
	sv: { contact: ["kontakt", "hitta hit"], legal: ["villkor"], about: ["om oss"] },
	da: { contact: ["kontakt", "find os"], legal: ["handelsbetingelser"], about: ["om os"] },
	tr: { contact: ["iletişim", "iletisim"], legal: ["yasal"], about: ["hakkımızda", "hakkimizda"] },
};

function matcher(words: string[]): RegExp {
	return new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "iu");
}

interface Matchers {
	contact: RegExp;
	legal: RegExp;
	about: RegExp;
}

function build(langs: string[]): Matchers {
	const pick = (key: keyof Words) => matcher(langs.flatMap((l) => WORDS[l][key]));
	return { contact: pick("contact"), legal: pick("legal"), about: pick("about") };
}

const ALL = build(Object.keys(WORDS));
const byLanguage = new Map<string, Matchers>();

export function wordsFor(lang: string | null): Matchers {
	if (!lang || !WORDS[lang]) return ALL;
	let found = byLanguage.get(lang);
	if (!found) byLanguage.set(lang, (found = build(lang === "en" ? ["en"] : [lang, "en"])));
	return found;
}
