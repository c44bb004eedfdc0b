import { judgeReview } from "../services/analysis/verdict";

/** The topics `judgeReview` finds in a review given without a language tag, as outside sets are scored. */
function topicsOf(text: string, rating: number | null = null): string[] {
	return judgeReview({ id: "r", rating, text, language: null, publishedAt: null, ownerReplied: false })
		.topics.map((t) => t.name)
		.sort();
}

describe("review topics: the job done, what was handed in, and the money that is no price", () => {
	test("sessions counted after a course of treatment are the treatment, not the booking service", () => {
		expect(topicsOf("Sehr netter Physiotherapeut, nach fünf Terminen ist die Schulter wieder frei.", 5)).toEqual(["staff"]);
		expect(topicsOf("Fisioterapista bravissima, dopo 4 sedute il ginocchio non mi fa più male.", 5)).not.toContain("service");
		// appointments that were moved are the service
		expect(topicsOf("Tre appuntamenti spostati all'ultimo minuto, mai più.", 1)).toContain("service");
	});

	test("a few minutes a job took, in a complaint, is a rushed job, not a wait; in praise it is the speed", () => {
		expect(topicsOf("Paid £70 for a consultation of 5 minutes and the rash is still there.", 1)).not.toContain("waiting_time");
		expect(topicsOf("Consultation de 5 minutes facturée 60 €, et toujours malade.", 1)).not.toContain("waiting_time");
		expect(topicsOf("Schlüssel nachgemacht in 5 Minuten, super schnell!", 5)).toContain("waiting_time");
		// standing somewhere for minutes is a wait
		expect(topicsOf("Nobody looked up. Stood at the counter for 10 minutes.", 1)).toContain("waiting_time");
	});

	test("a deposit kept or paid back late is the service; its amount is not a price", () => {
		expect(topicsOf("Kaution von 900 € nach zwei Monaten noch immer nicht überwiesen.", 1)).not.toContain("price");
		expect(topicsOf("Borg van €1200 nog steeds niet terug, ze reageren niet op mails.", 1)).toEqual(["service", "waiting_time"]);
		// a fee is a price, whatever it was charged for
		expect(topicsOf("60 € Gebühr für die Rückzahlung der Kaution, eine Frechheit.", 1)).toContain("price");
	});

	test("a stain on a garment handed back is the work's quality, not the place's cleanliness", () => {
		expect(topicsOf("Got my coat back with a grease stain on the sleeve.", 1)).toEqual(["quality"]);
		expect(topicsOf("Mi hanno restituito la camicia con una macchia nuova.", 1)).toEqual(["quality"]);
		// a stain in the room is the cleanliness
		expect(topicsOf("The carpet in our room had stains everywhere.", 2)).toContain("cleanliness");
	});

	test("a sentence judged only for the wait it ends names the wait, not what was handed in", () => {
		expect(topicsOf("Voiture déposée lundi pour la révision, récupérée jeudi. 320 € au lieu des 200 € annoncés.", 1)).toEqual(["price", "waiting_time"]);
		// a delivery that ends the wait is still the service
		expect(topicsOf("Consegna prevista lunedì, arrivata venerdì.", 1)).toEqual(["service", "waiting_time"]);
	});

	test("air conditioning that breaks, or a boiler mended, is the work's quality, not the atmosphere", () => {
		expect(topicsOf("Nice room but the air conditioning didn't work at all.", 2)).not.toContain("atmosphere");
		expect(topicsOf("Der Techniker hat die Heizung in einer Stunde repariert.", 5)).not.toContain("atmosphere");
		// an aircon switched off in a hot room is the atmosphere
		expect(topicsOf("Cinema com o ar condicionado desligado em pleno agosto.", 1)).toContain("atmosphere");
	});

	test("'zero' before a quality negates it", () => {
		const label = (text: string) => judgeReview({ id: "r", rating: null, text, language: null, publishedAt: null, ownerReplied: false }).label;
		expect(label("Cero profesionalidad.")).toBe("negative");
		expect(label("Zéro professionnalisme.")).toBe("negative");
		expect(label("Zero professionalità, mai più.")).toBe("negative");
	});

	test("a day of the month written alone ('le 4', 'il 3', 'el 2') is a point in time: two of them around what happened are a wait", () => {
		expect(topicsOf("Commande passée le 4, livrée le 19. Carton abîmé.", 1)).toContain("waiting_time");
		expect(topicsOf("Ordinato il 3, arrivato il 25, con la scatola rotta.", 1)).toContain("waiting_time");
		expect(topicsOf("Pedido hecho el 2, entregado el 18 y con una pata rota.", 1)).toContain("waiting_time");
		// a date with its month is one point, and a floor no date
		expect(topicsOf("Chambre au 3e étage le 3 mars, très calme.", 5)).not.toContain("waiting_time");
		expect(topicsOf("Réservé le 12 juin, tout était parfait.", 5)).not.toContain("waiting_time");
	});

	test("a foot of furniture is no place: only 'à pied' says how far a place is", () => {
		expect(topicsOf("Un pied de table cassé à la livraison.", 1)).not.toContain("location");
		expect(topicsOf("Camping à 5 min à pied de la plage, top.", 5)).toContain("location");
	});
});
