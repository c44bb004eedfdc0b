import type { PhraseBook } from "../phrases";

export const DE: PhraseBook = {
	topics: {
		service: {
			positive: ["der Service war ausgezeichnet", "wir wurden von Anfang bis Ende bestens betreut", "der Service hätte nicht besser sein können"],
			negative: ["der Service war langsam und chaotisch", "niemand schien sich um die Kunden zu kümmern", "der Service war nicht in Ordnung"],
		},
		staff: {
			positive: ["das Personal ist freundlich und hilfsbereit", "das Team ist herzlich und professionell", "die Mitarbeiter waren sehr zuvorkommend"],
			negative: ["das Personal war unhöflich", "die Mitarbeiter waren überhaupt nicht freundlich", "die Dame am Empfang war abweisend"],
		},
		price: {
			positive: ["die Preise sind sehr fair", "das Preis-Leistungs-Verhältnis stimmt", "es war überhaupt nicht teuer"],
			negative: ["es ist viel zu teuer für das, was man bekommt", "die Preise sind deutlich zu hoch", "es ist sein Geld nicht wert"],
		},
		quality: {
			positive: ["die Qualität ist hervorragend", "alles wurde sehr sorgfältig gemacht", "an der Qualität gibt es nichts auszusetzen"],
			negative: ["die Qualität war schlecht", "die Arbeit wurde schlampig erledigt", "die Qualität ist nicht mehr, was sie mal war"],
		},
		cleanliness: {
			positive: ["alles war blitzsauber", "es ist dort sehr sauber", "nirgends war ein Staubkorn zu sehen"],
			negative: ["es war schmutzig", "die Toiletten waren eklig", "es war überhaupt nicht sauber"],
		},
		waiting_time: {
			positive: ["wir mussten nicht lange warten", "alles ging sehr schnell", "es gab kaum Wartezeit"],
			negative: ["wir haben viel zu lange gewartet", "wir mussten über eine Stunde warten", "die Wartezeit war endlos"],
		},
		location: {
			positive: ["die Lage ist sehr praktisch", "es ist leicht zu finden und nah am Zentrum", "Parkplätze gibt es direkt vor der Tür"],
			negative: ["es ist schwer zu finden", "Parken ist in der Gegend unmöglich", "es ist nicht gut erreichbar"],
		},
		atmosphere: {
			positive: ["die Atmosphäre ist gemütlich und entspannt", "das Ambiente ist sehr angenehm", "die Stimmung ist toll"],
			negative: ["die Atmosphäre war kühl und laut", "die Musik war viel zu laut", "man fühlt sich dort nicht willkommen"],
		},
		food: {
			positive: ["das Essen war köstlich", "die Gerichte waren frisch und voller Geschmack", "die Portionen waren groß und lecker"],
			negative: ["das Essen war fade", "mein Gericht kam kalt an", "das Essen war nicht frisch"],
		},
	},
	openers: {
		positive: ["Tolle Erfahrung.", "Absolut empfehlenswert!", "Sehr zufrieden mit meinem Besuch."],
		neutral: ["Es war in Ordnung.", "Gemischte Gefühle.", "Nichts Besonderes."],
		negative: ["Sehr enttäuschend.", "Nie wieder.", "Was für eine Enttäuschung."],
	},
	closers: {
		positive: ["Ich komme auf jeden Fall wieder.", "Vielen Dank!", "Klare Empfehlung."],
		neutral: ["Vielleicht versuche ich es noch einmal.", "Insgesamt durchschnittlich."],
		negative: ["Ich kann es nicht empfehlen.", "Finger weg.", "Ich komme nicht wieder."],
	},
	and: "und",
	but: "aber",
	replies: {
		positive: ["Vielen Dank für Ihre netten Worte, wir freuen uns auf Ihren nächsten Besuch!", "Herzlichen Dank für Ihre Bewertung!"],
		negative: [
			"Es tut uns leid, dass Sie unzufrieden waren. Bitte melden Sie sich bei uns, damit wir das klären können.",
			"Danke für Ihr Feedback, wir gehen der Sache nach.",
		],
	},
};
