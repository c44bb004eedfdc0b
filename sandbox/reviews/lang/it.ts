import type { PhraseBook } from "../phrases";

export const IT: PhraseBook = {
	topics: {
		service: {
			positive: ["il servizio è stato eccellente", "ci hanno seguiti con cura dall'inizio alla fine", "il servizio non poteva essere migliore"],
			negative: ["il servizio è stato lento e disorganizzato", "a nessuno sembrava importare dei clienti", "il servizio non è stato all'altezza"],
		},
		staff: {
			positive: ["il personale è gentile e disponibile", "lo staff è accogliente e professionale", "i ragazzi sono stati simpaticissimi"],
			negative: ["il personale è stato maleducato", "i dipendenti non erano per niente gentili", "la signora alla reception è stata sgarbata"],
		},
		price: {
			positive: ["i prezzi sono molto onesti", "il rapporto qualità-prezzo è ottimo", "non è affatto caro"],
			negative: ["è troppo caro per quello che offre", "i prezzi sono decisamente alti", "non vale quello che costa"],
		},
		quality: {
			positive: ["la qualità è eccellente", "tutto è stato fatto con grande cura", "nulla da dire sulla qualità"],
			negative: ["la qualità lascia a desiderare", "il lavoro è stato fatto male", "la qualità non è più quella di una volta"],
		},
		cleanliness: {
			positive: ["tutto era pulitissimo", "il locale è molto pulito", "non c'era un granello di polvere"],
			negative: ["il locale era sporco", "i bagni erano disgustosi", "non era per niente pulito"],
		},
		waiting_time: {
			positive: ["non abbiamo dovuto aspettare molto", "è stato tutto velocissimo", "non c'era quasi attesa"],
			negative: ["abbiamo aspettato troppo", "abbiamo atteso più di un'ora", "l'attesa è stata infinita"],
		},
		location: {
			positive: ["la posizione è comodissima", "è facile da trovare e vicino al centro", "c'è parcheggio proprio accanto"],
			negative: ["è difficile da trovare", "parcheggiare in zona è impossibile", "non è facile da raggiungere"],
		},
		atmosphere: {
			positive: ["l'atmosfera è calda e rilassata", "l'ambiente è molto piacevole", "il locale ha un'atmosfera fantastica"],
			negative: ["l'atmosfera era fredda e rumorosa", "la musica era troppo alta", "non ci si sente benvenuti"],
		},
		food: {
			positive: ["il cibo era delizioso", "i piatti erano freschi e saporiti", "le porzioni sono abbondanti e buone"],
			negative: ["il cibo era insipido", "il mio piatto è arrivato freddo", "il cibo non era fresco"],
		},
	},
	openers: {
		positive: ["Ottima esperienza.", "Consigliatissimo!", "Molto soddisfatto della visita."],
		neutral: ["È stato accettabile.", "Sensazioni contrastanti.", "Niente di speciale."],
		negative: ["Molto deludente.", "Mai più.", "Che delusione."],
	},
	closers: {
		positive: ["Torneremo sicuramente.", "Grazie!", "Lo consiglio."],
		neutral: ["Forse ci riproverò.", "Nel complesso, nella media."],
		negative: ["Non lo consiglio.", "Da evitare.", "Non tornerò."],
	},
	and: "e",
	but: "ma",
	replies: {
		positive: ["Grazie mille per le belle parole, speriamo di rivederla presto!", "Grazie di cuore per la recensione!"],
		negative: ["Ci dispiace molto per la sua esperienza. La preghiamo di contattarci per trovare una soluzione.", "Grazie per il feedback, verificheremo."],
	},
};
