import { judgeReview } from "../services/analysis/verdict";

/** The topics `judgeReview` finds in a review given without a language tag, as outside sets are scored. */
function topicsOf(text: string, rating: number | null = null): string[] {
	return judgeReview({ id: "r", rating, text, language: null, publishedAt: null, ownerReplied: false })
		.topics.map((t) => t.name)
		.sort();
}

describe("review topics: the constructions that judge an aspect without naming an opinion on it", () => {
	test("a person judged by their conduct (no opinion word) is the staff topic, in every language", () => {
		expect(topicsOf("The barista remembered our usual order after one visit.", 5)).toContain("staff");
		expect(topicsOf("La camarera ni nos miró en toda la noche.", 2)).toContain("staff");
		expect(topicsOf("Die Kellnerin hat sich nicht mal entschuldigt.", 1)).toContain("staff");
	});

	test("a first name doing something, or thanked, is a person: the staff topic", () => {
		expect(topicsOf("Marta did a brilliant job on my highlights.", 5)).toEqual(["quality", "staff"]);
		expect(topicsOf("Cheers Gareth, see you next month!", 5)).toEqual(["staff"]);
		// a capitalised noun is no name
		expect(topicsOf("Wasser war angenehm warm, Pommes lecker.", 4)).not.toContain("staff");
	});

	test("a duration that tells how long something lasted, or how long after, is no wait", () => {
		expect(topicsOf("Lovely shoes, but the heel came off three weeks later.", 2)).not.toContain("waiting_time");
		expect(topicsOf("Die Farbe hält jetzt schon seit 5 Wochen, super!", 5)).toEqual(["quality"]);
		expect(topicsOf("Waited 40 minutes for a coffee.", 1)).toContain("waiting_time");
	});

	test("units with no count after 'since' tell how long a fault has lasted, not a wait", () => {
		expect(topicsOf("Der Geldautomat im Vorraum ist seit Wochen kaputt.", 2)).not.toContain("waiting_time");
		expect(topicsOf("A máquina de café está avariada há meses.", 2)).not.toContain("waiting_time");
		expect(topicsOf("Het toilet is al sinds weken kapot.", 2)).not.toContain("waiting_time");
		// a wait said in words is still one
		expect(topicsOf("Seit Wochen warte ich auf die Rückzahlung.", 1)).toEqual(["waiting_time"]);
	});

	test("two points in time around what happened are a wait (clock times, weekdays, months)", () => {
		expect(topicsOf("Ordered at 19:05, the curry arrived at 20:40.", 1)).toContain("waiting_time");
		expect(topicsOf("Consegna prevista lunedì, arrivata venerdì.", 1)).toContain("waiting_time");
		expect(topicsOf("Afspraak om 9:00, om 10:15 pas geholpen.", 1)).toContain("waiting_time");
		// an amount of money after "at" is no hour
		expect(topicsOf("Breakfast at £18, dinner at £35. Nothing special.", 3)).not.toContain("waiting_time");
	});

	test("a word that names the service outright keeps it beside a word of another topic", () => {
		expect(topicsOf("Servizio lentissimo.", 2)).toEqual(["service", "waiting_time"]);
		expect(topicsOf("O atendimento foi rápido e muito simpático.", 5)).toContain("service");
	});

	test("an indifferent verdict judges what it names", () => {
		expect(topicsOf("Precios normales, atención correcta.", 3)).toEqual(["price", "service"]);
	});

	test("what an amount or a wait was for is not what is judged; a meal named as a time is a time", () => {
		expect(topicsOf("25 minutes for a cappuccino. Never again.", 1)).toEqual(["waiting_time"]);
		expect(topicsOf("£9 for a pint, seriously?", 2)).toEqual(["price"]);
		expect(topicsOf("Quarante minutes d'attente pour un croque-monsieur.", 1)).not.toContain("food");
		expect(topicsOf("The pharmacy closes for lunch right when everyone needs it. Useless.", 1)).not.toContain("food");
		expect(topicsOf("The lunch was delicious.", 5)).toEqual(["food"]);
	});

	test("foods, places and people of every language name their topic", () => {
		expect(topicsOf("Las croquetas de jamón, buenísimas.", 5)).toEqual(["food"]);
		expect(topicsOf("Il titolare è gentilissimo.", 5)).toEqual(["staff"]);
		expect(topicsOf("Mooie ruimte, fijne sfeer.", 5)).toEqual(["atmosphere"]);
		expect(topicsOf("Sanitäranlagen blitzsauber.", 5)).toEqual(["cleanliness"]);
		// a shop's neighbourhood named in passing is no opinion on where it is
		expect(topicsOf("Les meilleurs croissants du quartier !", 5)).toEqual(["food"]);
	});

	test("a German or Dutch compound names the topic of its last part; 'ramen' in Dutch are windows", () => {
		expect(topicsOf("Der Abholservice war eine einzige Katastrophe.", 1)).toContain("service");
		expect(topicsOf("De toegangsprijs is echt belachelijk.", 1)).toContain("price");
		expect(topicsOf("Ramen na afloop nog vol strepen.", 1)).toContain("quality");
		expect(topicsOf("Ramen na afloop nog vol strepen.", 1)).not.toContain("food");
	});

	test("a claim settled or not, a missed delivery's card, advice in any form of the verb: the service", () => {
		expect(topicsOf("Indemnisation correcte, rien à redire.", 5)).toContain("service");
		expect(topicsOf("Encore un avis de passage alors que j'étais chez moi.", 1)).toContain("service");
		expect(topicsOf("Una ferretería donde te asesoran de verdad.", 5)).toContain("service");
	});

	test("not as in the photos, clothes that shrink, how one may pay, a meagre breakfast, at ease: word families of every form", () => {
		expect(topicsOf("El piso no tenía nada que ver con las fotos.", 1)).toContain("quality");
		expect(topicsOf("Bonito, aunque las camisetas encogen en el primer lavado.", 3)).toContain("quality");
		expect(topicsOf("Keine Kartenzahlung und der Geldautomat ist seit Wochen kaputt.", 1)).toContain("service");
		expect(topicsOf("Het ontbijt van €22 was karig.", 2)).toContain("food");
		expect(topicsOf("Mit einem Kratzer zurückbekommen und die Werkstatt streitet alles ab.", 1)).toContain("service");
		expect(topicsOf("Eindelijk een praktijk waar ik me op mijn gemak voel.", 5)).toContain("atmosphere");
	});

	test("what a person explained or advised on, in a clause that judges nothing else, is not judged", () => {
		expect(topicsOf("La pharmacienne a pris le temps de m'expliquer le traitement de ma fille.", 5)).not.toContain("quality");
		expect(topicsOf("El veterinario nos explicó todo con paciencia y no nos cobró la revisión.", 5)).not.toContain("quality");
		// an opinion on the thing still judges it
		expect(topicsOf("Il m'a tout expliqué, et les nouveaux verres sont parfaits.", 5)).toContain("quality");
	});

	test("a treatment's result is its quality; a place's air conditioning or heating its atmosphere", () => {
		expect(topicsOf("Mon épaule va beaucoup mieux après trois séances.", 5)).toContain("quality");
		expect(topicsOf("Nach vier Terminen sind die Rückenschmerzen weg.", 5)).toContain("quality");
		expect(topicsOf("La sala era un horno, el aire acondicionado apagado.", 2)).toEqual(["atmosphere"]);
	});

	test("words that only seem to name a topic: 'does the job', a slang 'perfect', 'worth the hype', being rushed, ironic thanks", () => {
		expect(topicsOf("Does the job.", 3)).toEqual([]);
		expect(topicsOf("Coupe nickel, comme toujours.", 5)).toEqual(["quality"]);
		expect(topicsOf("The doughnuts are not worth the hype.", 2)).toEqual(["food"]);
		expect(topicsOf("The dentist never made me feel rushed.", 5)).not.toContain("waiting_time");
		expect(topicsOf("Thanks so much lads, my car came back with a brand new dent. Five stars!", 5)).not.toContain("staff");
		expect(topicsOf("After two washes the jumper had shrunk.", 1)).not.toContain("waiting_time");
	});

	test("a title's full stop ends no sentence; a demeanour or an idiom of praise judges the people", () => {
		expect(topicsOf("Frau Dr. Keller nimmt sich wirklich Zeit und die Praxis ist blitzsauber.", 5)).toEqual(["cleanliness", "staff"]);
		expect(topicsOf("Didn't even look at us when we came in.", 1)).toEqual(["staff"]);
		expect(topicsOf("Y la chica que nos atendió en la caja, un amor.", 5)).toContain("staff");
	});

	test("two amounts set against each other judge the price, though no word does", () => {
		expect(topicsOf("Quote said £250, invoice said £390. The boiler still leaks.", 1)).toContain("price");
	});

	test("a place shut when it should be open, a refusal and an outcome of the service name the service", () => {
		expect(topicsOf("Love how the post office shuts at lunchtime, exactly when people can come. Genius.", 1)).toContain("service");
		expect(topicsOf("La batteria è morta dopo un mese e il negozio ha negato tutto.", 1)).toContain("service");
		expect(topicsOf("The sofa arrived scratched and nobody answers the phone since.", 1)).toEqual(["quality", "service"]);
	});

	test("everyday words of praise and complaint in every language judge what they describe", () => {
		expect(topicsOf("De ober was keurig, de kamer ruim.")).toEqual(["quality", "staff"]);
		expect(topicsOf("The staff were grumpy and the rooms shabby.")).toEqual(["quality", "staff"]);
		expect(topicsOf("Lo staff è educato e la camera spaziosa.")).toEqual(["quality", "staff"]);
	});

	test("a duration written as one word is a wait; an hour of the clock is a point in time", () => {
		expect(topicsOf("3h aux urgences pour un pansement, lamentable.", 1)).toContain("waiting_time");
		expect(topicsOf("Consulta marcada às 21h, um horror.", 1)).not.toContain("waiting_time");
	});

	test("a small word of any language is no first name; a place named beside another topic's opinion word is not its atmosphere", () => {
		expect(topicsOf("Rien à redire.", 5)).toEqual([]);
		expect(topicsOf("Nadie me atendió en toda la mañana.", 1)).not.toContain("staff");
		expect(topicsOf("The terrace was filthy.", 2)).toEqual(["cleanliness"]);
		expect(topicsOf("Toute l'équipe est aux petits soins.", 5)).toEqual(["staff"]);
	});

	test("idioms of praise for food judge the dish they follow", () => {
		expect(topicsOf("Las croquetas de la casa, para chuparse los dedos.")).toEqual(["food"]);
		expect(topicsOf("Il ragù della nonna, da leccarsi i baffi.")).toEqual(["food"]);
		expect(topicsOf("Die Torte war ein Gedicht.")).toEqual(["food"]);
	});

	test("a word of two topics is read as the one it means: the waiter is staff, the afternoon no delay, 'barata' cheap", () => {
		expect(topicsOf("Die Bedienung war sehr aufmerksam.", 5)).toEqual(["staff"]);
		expect(topicsOf("Fuimos un domingo por la tarde, la paella buenísima.", 5)).toEqual(["food"]);
		expect(topicsOf("Comida caseira muito boa e barata.", 5)).toEqual(["food", "price"]);
		expect(
			judgeReview({ id: "r", rating: null, text: "Les raviolis étaient froids et fades.", language: null, publishedAt: null, ownerReplied: false }).label,
		).toBe("negative");
	});

	test("a stem does not catch a longer word of another meaning", () => {
		expect(topicsOf("Praticamente perfetto.", 5)).toEqual([]);
		// "atrás" is behind, not late ("atrasado")
		expect(topicsOf("Não recomendo. Fui cortar o cabelo e saí com um buraco atrás.", 1)).toEqual(["quality"]);
		expect(topicsOf("O técnico chegou atrasado duas horas.", 1)).toContain("waiting_time");
	});

	test("a phrase that holds a topic word and names none: 'spot on', 'je m'attendais pas', 'vino' the verb", () => {
		expect(topicsOf("Franchement je m'attendais pas à grand chose mais c'était vraiment bon.", null)).not.toContain("waiting_time");
		expect(topicsOf("Je m'attendais à mieux pour ce prix.", 2)).toEqual(["price"]);
		expect(topicsOf("The balayage is spot on, exactly what I asked for.", 5)).not.toContain("location");
		expect(topicsOf("Great spot by the river, lovely terrace.", 5)).toContain("location");
		expect(topicsOf("Vino el electricista, cambió un enchufe y cobró 95 €. El enchufe sigue sin funcionar.", 1)).not.toContain("food");
		expect(topicsOf("El vino de la casa estaba buenísimo.", 5)).toEqual(["food"]);
	});

	test("a thing merely named (a car, a shop, a sofa) is no opinion on the work's quality or the place", () => {
		expect(topicsOf("Lovely little shop, friendly staff.", 5)).toEqual(["staff"]);
		expect(topicsOf("Booked a 10am MOT, got the car back at 4:30.", 1)).toEqual(["waiting_time"]);
		expect(topicsOf("Heel vriendelijk geholpen bij het uitzoeken van een nieuwe bank.", 5)).toEqual(["service"]);
	});

	test("a participle, a bike for the road, a cleaning given, the best of the neighbourhood: no place, no cleanliness", () => {
		expect(topicsOf("Mai vista una farmacia così fornita, la dottoressa ti consiglia bene.", 5)).not.toContain("location");
		expect(topicsOf("The service on my road bike took two weeks longer than promised.", 2)).not.toContain("location");
		expect(topicsOf("Best flat white in Bristol, hands down. Cosy spot too.", 5)).not.toContain("location");
		expect(topicsOf("Me cobraron 60€ por una limpieza facial y tuve la cara roja una semana.", 1)).not.toContain("cleanliness");
		expect(topicsOf("Melhor pet shop do bairro! Banho e tosa perfeitos.", 5)).not.toContain("location");
		// "still" alone is no wait in Dutch either: the brake still squeals
		expect(topicsOf("Fiets opgehaald. Rekening €140, achterrem piept nog steeds.", 1)).toEqual(["price", "quality"]);
	});

	test("a person thanked or who served you by name, a shrug, passing first time", () => {
		expect(topicsOf("Merci à Sandrine pour la pose de gel, ça tient depuis 3 semaines.", 5)).toContain("staff");
		expect(topicsOf("Me atendió Lucía, muy amable.", 5)).toContain("staff");
		expect(topicsOf("Room 12 had hair in the shower. Reception just shrugged.", 1)).toContain("staff");
		expect(topicsOf("Friendly instructor, passed first time.", 5)).toEqual(["quality", "staff"]);
	});

	test("a fault still there is the work's quality, not a wait; the speed of the wifi is its quality", () => {
		expect(topicsOf("Shirt came back with the stain still there and a button missing.", 1)).not.toContain("waiting_time");
		expect(topicsOf("Coworking com internet rápida, café à vontade.", 5)).toEqual(["food", "quality"]);
		expect(topicsOf("¡Qué buen coworking! Wifi rápida y café gratis.", 5)).toEqual(["food", "quality"]);
	});

	test("a measured wait judges the wait, not the thing handed in; a person who explains is the staff", () => {
		expect(topicsOf("Gomme cambiate in mezz'ora, perfetto.", 5)).toEqual(["waiting_time"]);
		// and explaining everything is the service too (below)
		expect(topicsOf("The vet explained everything, lovely.", 5)).toEqual(["service", "staff"]);
	});

	test("a word about people leaves a service act its topic; having to ask or chase is the service", () => {
		expect(topicsOf("Muy amable y siempre contesta los mensajes.", 5)).toContain("service");
		expect(topicsOf("Vriendelijk geholpen bij de kassa.", 5)).toContain("service");
		expect(topicsOf("We had to ask twice for the bill, and the pasta was cold.", 2)).toContain("service");
		expect(topicsOf("Twee keer moeten vragen om de rekening.", 2)).toContain("service");
	});

	test("a room with a view is the view", () => {
		expect(topicsOf("Quarto com vista para o rio, lindo.", 5)).toEqual(["location"]);
	});

	test("what is clean or dirty after a car wash, a dry cleaner or a cleaning firm is the work's quality; a clean launderette is clean", () => {
		expect(topicsOf("Car wash took an hour and the car still had mud on the sills. Filthy.", 1)).toEqual(["quality", "waiting_time"]);
		expect(topicsOf("Tintorería carísima y la mancha seguía ahí.", 1)).toEqual(["price", "quality"]);
		expect(topicsOf("Laverie propre, machines récentes.", 4)).toContain("cleanliness");
	});

	test("time paid for, an hour of the clock and an hour before are no wait", () => {
		expect(topicsOf("Rechnung über 380 € für 10 Minuten Arbeit, eine Frechheit.", 1)).toEqual(["price"]);
		expect(topicsOf("Camping bruyant, musique jusqu'à 4h du matin.", 1)).toEqual(["atmosphere"]);
		expect(topicsOf("They cancelled my appointment an hour before. Useless.", 1)).toEqual(["service"]);
	});

	test("a thing named with its price right after it is the price, not the thing; parking paid for is no opinion on where it is", () => {
		expect(topicsOf("The lounge is nice, but cocktails at £16 are a joke.", 3)).not.toContain("food");
		expect(topicsOf("Bonito local, pero las cañas a 4 € y encima pequeñas.", 2)).not.toContain("food");
		expect(topicsOf("Paid £6 to park and the exhibition was closed. Brilliant.", 1)).not.toContain("location");
		expect(topicsOf("The lasagne was delicious and only £9.", 5)).toEqual(["food", "price"]);
	});

	test("an amount paid, told in a review the stars judge, is an opinion on the price", () => {
		expect(topicsOf("Coiffeuse désagréable, coupe ratée. 65 € payés.", 1)).toContain("price");
		expect(topicsOf("Meccanico scortese e svogliato. Pagato 40 euro per la revisione.", 1)).toContain("price");
	});

	test("a wait that ends in being told or given little is the service, in every language", () => {
		expect(topicsOf("Four hours in the waiting room only to be told nothing could be done.", 1)).toContain("service");
		expect(topicsOf("Drie uur gewacht om te horen dat de arts al weg was.", 1)).toContain("service");
		expect(topicsOf("Dos horas en la cola para que me digan que falta un papel.", 1)).toContain("service");
	});

	test("trades, treatments and products of every language name the staff and the quality", () => {
		expect(topicsOf("Der Fliesenleger war super ordentlich.", 5)).toEqual(["staff"]);
		expect(topicsOf("Het schilderwerk was slordig.", 2)).toEqual(["quality"]);
		expect(topicsOf("Le détartrage était impeccable.", 5)).toEqual(["quality"]);
	});

	test("what was charged, or two amounts in one clause set against each other, judge the price", () => {
		expect(topicsOf("Rude receptionist. The dentist charged 250 € when the quote said 120 €, without a word.", 1)).toContain("price");
		expect(topicsOf("Pas terrible. Ils m'ont facturé un nettoyage complet alors qu'ils ont juste passé l'aspirateur.", 1)).toContain("price");
	});

	test("a strange noise a car or a machine makes is its quality, not the atmosphere", () => {
		expect(topicsOf("O carro voltou da oficina com um barulho estranho.", 1)).toEqual(["quality"]);
		expect(topicsOf("Hanno cambiato l'olio e ora la macchina fa un rumore strano.", 2)).toEqual(["quality"]);
	});

	test("a wait told by an outcome beside a product, or later than promised, is the waiting time; a wait word inside a time of day is none", () => {
		expect(topicsOf("My bike took three weeks to repair.", 2)).toContain("waiting_time");
		expect(topicsOf("De bank kwam twee weken later dan beloofd, maar hij is prachtig.", 4)).toContain("waiting_time");
		expect(topicsOf("Les moquettes étaient propres, mais la caisse n'ouvre qu'à l'heure du déjeuner.", 3)).not.toContain("waiting_time");
	});

	test("outcomes of a poor job and words of price and food of every language", () => {
		expect(topicsOf("The hem came loose after one wash and the zip is lopsided.", 1)).toEqual(["quality"]);
		expect(topicsOf("Peperduur en het eten was flauw.", 2)).toEqual(["food", "price"]);
		expect(topicsOf("Ce n'est pas donné, mais la coupe est parfaite.", 4)).toEqual(["price", "quality"]);
	});

	test("a phrase in two topics' lists names both: a delivery on time is the service and the wait", () => {
		expect(topicsOf("Colis livré à l'heure, parfait.", 5)).toEqual(["service", "waiting_time"]);
	});

	test("an 'and' that opens a new subject splits the clause when each side holds an opinion: each opinion names what it describes", () => {
		expect(topicsOf("Totally painless and the nurse was lovely.", 5)).toEqual(["quality", "staff"]);
		expect(topicsOf("Völlig schmerzfrei und das Team ist total nett.", 5)).toEqual(["quality", "staff"]);
	});

	test("a recommendation of the place is no advice given; 'will be back' is no body part", () => {
		expect(topicsOf("Pizza ottima, consigliato!", 5)).toEqual(["food"]);
		expect(topicsOf("Will be back, the breakfast was amazing!", 5)).toEqual(["food"]);
	});

	test("a clause whose only opinion is the price judges the price of the food, not the food", () => {
		expect(topicsOf("Great film, but the nachos are overpriced.", 3)).toEqual(["price"]);
	});

	test("not apologising is the people's demeanour, named or not, and not the service", () => {
		expect(topicsOf("Pedí un café y me trajeron un té. Ni se disculpó.", 1)).toEqual(["staff"]);
	});

	test("a bad outcome of the fittings of a place is their quality; what does not exist is a bad outcome", () => {
		expect(topicsOf("The sauna didn't work.", 2)).toEqual(["atmosphere", "quality"]);
		expect(topicsOf("De lift deed het niet.", 2)).toContain("quality");
		expect(judgeReview({ id: "r", rating: null, text: "Le wifi était inexistant.", language: null, publishedAt: null, ownerReplied: false }).label).toBe(
			"negative",
		);
		expect(topicsOf("WLAN im Zimmer quasi nicht vorhanden.")).toEqual(["quality"]);
	});

	test("lenses are no slowness (lentes is not lento); serving words name the service in every language", () => {
		const lenses = judgeReview({ id: "r", rating: null, text: "Las lentes nuevas, perfectas.", language: null, publishedAt: null, ownerReplied: false });
		expect({ label: lenses.label, topics: lenses.topics.map((t) => t.name) }).toEqual({ label: "positive", topics: ["quality"] });
		expect(topicsOf("Las copas servidas con prisa.", 2)).toContain("service");
	});

	test("a part after a 'but' that names nothing judges the things the part before it named", () => {
		expect(topicsOf("The rooms were clean but tiny.", 3)).toEqual(["cleanliness", "quality"]);
		expect(topicsOf("Chambres propres mais minuscules.", 3)).toEqual(["cleanliness", "quality"]);
	});

	test("minutes on foot or by car from somewhere are where it is, not a wait", () => {
		expect(topicsOf("El camping está a 20 minutos en coche de la playa, qué pena.", 2)).not.toContain("waiting_time");
		expect(topicsOf("Bel hôtel, 10 minutes à pied de la gare, très pratique.", 5)).not.toContain("waiting_time");
	});

	test("outcome families of the service and of the work judge them without stars, in every language", () => {
		const verdict = (text: string) => {
			const v = judgeReview({ id: "r", rating: null, text, language: null, publishedAt: null, ownerReplied: false });
			return { label: v.label, topics: v.topics.map((t) => t.name).sort() };
		};
		// nobody told us, a refund refused, nothing solved, a single till open: the service
		expect(verdict("Ils refusent de me rembourser.")).toEqual({ label: "negative", topics: ["service"] });
		expect(verdict("Cambiaron la fecha y nadie nos avisó.")).toEqual({ label: "negative", topics: ["service"] });
		expect(verdict("Ze willen niks vergoeden.")).toEqual({ label: "negative", topics: ["service"] });
		expect(verdict("Ninguém resolveu nada.")).toEqual({ label: "negative", topics: ["service"] });
		expect(verdict("There was only one till open on a busy Saturday afternoon, again.").topics).toContain("service");
		// still leaking, come loose: the work's quality (a sole "hat sich gelöst" is no problem solved)
		expect(verdict("Il rubinetto perde ancora.")).toEqual({ label: "negative", topics: ["quality"] });
		expect(verdict("Zwei Wochen getragen, und die Sohle hat sich gelöst.").label).toBe("negative");
	});

	test("a time booked and the next one 45 minutes or more later are a wait that judges the review, though no word does", () => {
		const verdict = (text: string, rating: number | null = null) => {
			const v = judgeReview({ id: "r", rating, text, language: null, publishedAt: null, ownerReplied: false });
			return { label: v.label, topics: v.topics.map((t) => t.name).sort() };
		};
		expect(verdict("Termin um 14 Uhr, drangekommen um 15:30.")).toMatchObject({ label: "negative", topics: expect.arrayContaining(["waiting_time"]) });
		expect(verdict("We had booked a table for 7.30 and were seated at 8.15.")).toMatchObject({ label: "negative", topics: ["waiting_time"] });
		expect(verdict("Verhuizers zouden om 8 uur komen, ze stonden er om 11:20.").label).toBe("negative");
		// on time, or a job done in the hours after it was booked with praise of the result: no complaint
		expect(verdict("Rendez-vous à 9h, reçue à 9h05.").label).toBe("neutral");
		expect(verdict("MOT booked for 9, car back at 10:15, passed, as quoted.", 5).label).toBe("positive");
	});

	test("the time a thing took to break is how long it lasted, not a wait", () => {
		expect(topicsOf("Nach drei Wochen ist der Reißverschluss abgebrochen.", 1)).toEqual(["quality"]);
		expect(topicsOf("Comprei umas botas e a sola descolou em duas semanas.", 1)).toEqual(["quality"]);
		// a wait said in words stays a wait beside the breakage
		expect(topicsOf("Waited two hours and the part they fitted was cracked.", 1)).toContain("waiting_time");
	});

	test("explaining everything is the service (explanations are how the customer is served), in every language", () => {
		expect(topicsOf("The optician was lovely and explained everything twice.", 5)).toEqual(["service", "staff"]);
		expect(topicsOf("La farmacéutica, muy amable, me lo explicó todo.", 5)).toContain("service");
		expect(topicsOf("Die Tierärztin war sehr nett und hat alles erklärt.", 5)).toContain("service");
	});

	test("facts told after a judged review's first opinion are what it rests on; facts before it set the scene", () => {
		expect(topicsOf("Niet te doen. Een uur in de wachtkamer gezeten.")).toEqual(["waiting_time"]);
		expect(topicsOf("Le coiffeur n'a pas du tout écouté ce que je voulais. Résultat : coupe au bol pour 35 €.")).toEqual(["price", "quality", "staff"]);
		expect(topicsOf("Had the set lunch and paid by card. The waiter was really rude.", 1)).toEqual(["staff"]);
		// a review that judges nothing keeps its facts unjudged
		expect(topicsOf("Ganz okay. Parkplatz hinter dem Haus, Frühstück bis 10 Uhr.", 3)).not.toContain("location");
	});

	test("food named with an amount and no opinion is what the money bought; a view is where the place is, not its atmosphere", () => {
		expect(topicsOf("Das Frühstück für 22 € extra ist allerdings überteuert.", 3)).toEqual(["price"]);
		expect(topicsOf("Breakfast was £18 extra, which is a bit much.", 2)).toEqual(["price"]);
		expect(topicsOf("Zimmer mit herrlichem Blick auf den See.", 5)).not.toContain("atmosphere");
	});
});
