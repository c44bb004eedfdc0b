import type { PhraseBook } from "../phrases";

export const NL: PhraseBook = {
	topics: {
		service: {
			positive: ["de service was uitstekend", "we werden van begin tot eind goed geholpen", "de service had niet beter gekund"],
			negative: ["de service was traag en rommelig", "niemand leek zich om de klanten te bekommeren", "de service was niet in orde"],
		},
		staff: {
			positive: ["het personeel is vriendelijk en behulpzaam", "het team is gastvrij en professioneel", "de medewerkers waren erg attent"],
			negative: ["het personeel was onbeleefd", "de medewerkers waren helemaal niet vriendelijk", "de vrouw aan de balie was afwijzend"],
		},
		price: {
			positive: ["de prijzen zijn heel redelijk", "de prijs-kwaliteitverhouding is goed", "het was helemaal niet duur"],
			negative: ["het is veel te duur voor wat je krijgt", "de prijzen zijn veel te hoog", "het is het geld niet waard"],
		},
		quality: {
			positive: ["de kwaliteit is uitstekend", "alles werd heel zorgvuldig gedaan", "op de kwaliteit is niets aan te merken"],
			negative: ["de kwaliteit was slecht", "het werk was slordig", "de kwaliteit is niet meer wat het was"],
		},
		cleanliness: {
			positive: ["alles was brandschoon", "het is er erg schoon", "er was nergens een stofje te zien"],
			negative: ["het was er vies", "de toiletten waren smerig", "het was helemaal niet schoon"],
		},
		waiting_time: {
			positive: ["we hoefden niet lang te wachten", "alles ging heel snel", "er was nauwelijks wachttijd"],
			negative: ["we hebben veel te lang gewacht", "we moesten meer dan een uur wachten", "het wachten duurde eindeloos"],
		},
		location: {
			positive: ["de ligging is heel handig", "het is makkelijk te vinden en dicht bij het centrum", "je kunt er vlakbij parkeren"],
			negative: ["het is moeilijk te vinden", "parkeren is in de buurt onmogelijk", "het is niet makkelijk te bereiken"],
		},
		atmosphere: {
			positive: ["de sfeer is warm en ontspannen", "het is er heel gezellig", "de sfeer is geweldig"],
			negative: ["de sfeer was kil en lawaaierig", "de muziek stond veel te hard", "je voelt je er niet welkom"],
		},
		food: {
			positive: ["het eten was heerlijk", "de gerechten waren vers en vol smaak", "de porties waren royaal en lekker"],
			negative: ["het eten was smakeloos", "mijn gerecht kwam koud aan", "het eten was niet vers"],
		},
	},
	openers: {
		positive: ["Top ervaring.", "Echt een aanrader!", "Heel tevreden over mijn bezoek."],
		neutral: ["Het was oké.", "Gemengde gevoelens.", "Niets bijzonders."],
		negative: ["Erg teleurstellend.", "Nooit meer.", "Wat een teleurstelling."],
	},
	closers: {
		positive: ["Ik kom zeker terug.", "Bedankt!", "Aanrader."],
		neutral: ["Misschien probeer ik het nog eens.", "Over het geheel gemiddeld."],
		negative: ["Ik raad het niet aan.", "Blijf weg.", "Ik kom niet meer terug."],
	},
	and: "en",
	but: "maar",
	replies: {
		positive: ["Hartelijk dank voor uw mooie woorden, graag tot ziens!", "Bedankt voor uw review!"],
		negative: [
			"Het spijt ons dat u een slechte ervaring had. Neem gerust contact met ons op, dan lossen we het op.",
			"Bedankt voor uw feedback, we gaan ermee aan de slag.",
		],
	},
};
