import type { LanguageLexicon } from "./types";

export const IT: LanguageLexicon = {
	sentiment: `
		buono:1.5 buona:1.5 buoni:1.5 buone:1.5 bene:1 ottim*:3 eccellent*:3 perfett*:3 fantastic*:3 meraviglios*:3 stupend*:3 splendid*:3 magnific*:3 eccezional*:3 super:2 top:2
		brav*:2 bellissim*:2.5 bello:1.5 bella:1.5 gradevol*:2 piacevol*:2 delizios*:3 squisit*:3 gustos*:2.5 saporit*:2 fresc*:1 gentil*:2 cordial*:2 simpatic*:2 accoglient*:2 disponibil*:2
		attent*:1.5 cortes*:1.5 professional*:2 competent*:2 efficient*:1.5 veloc*:1 rapid*:1 puntual*:1.5 onest*:2 giust*:0.5 ragionevol*:1.5 economic*:1 pulit*:1.5 impeccabil*:2.5
		consiglio:2 consigliat*:2.5 consiglia*:2.5 raccomand*:2.5 adoro:2.5 piaciut*:2 soddisfatt*:2 content*:2 felic*:2 grazie:1 ringrazi*:1.5 migliore:2.5 migliori:2.5 preferit*:2
		torner*:2.5 ritorner*:2.5 paziente*:1 scrupolos*:2 accurat*:2 abbondant*:1.5 generos*:1.5 nessun_problema:2 senza_problemi:2 niente_da_dire:2.5 nulla_da_dire:2.5 al_top:2.5
		cattiv*:-2 male:-1.5 pessim*:-3 orribil*:-3 terribil*:-3 schifo*:-3 disastr*:-3 delus*:-2.5 deludent*:-2.5 sgradevol*:-2.5 antipatic*:-2.5 scortes*:-2.5 maleducat*:-3
		arrogant*:-2.5 incompetent*:-3 lent*:-1.5 ritardo:-1.5 attes*:-0.5 aspettat*:-1 sporc*:-2.5 sporcizia:-2.5 disgustos*:-3 immangiabil*:-3 insipid*:-1.5 fredd*:-1 bruciat*:-2
		car:-1.2 caro:-1.2 cara:-1.2 cari:-1.2 care:-1.2 carissim*:-2.5 esagerat*:-1.5 truffa*:-3 fregatura:-3 furto:-2.5 rumoros*:-1.5 rumore:-1 mediocr*:-2 inaccettabil*:-3
		vergogn*:-2.5 evitare:-2.5 evitate:-2.5 problem*:-1.2 errore*:-1.5 dimentic*:-1.5 ignorat*:-2 mai_piu:-3 perdita_di_tempo:-3 inutil*:-2 peggio*:-3 peggior*:-3
		purtroppo:-1.5 peccato:-1.5 dolore:-1 doloros*:-2 arrabbiat*:-2 caos:-2 tiepid*:-1.5 scars*:-1.2 niente_di_speciale:-1 lascia_a_desiderare:-2.5 grazie_di_niente:-3 grazie_per_niente:-3
		cosi_cosi:-1 nella_media:-0.5 sconsiglio:-2.5 sconsigliat*:-2.5 indecent*:-3 vergognos*:-3 scadent*:-2.5 superficial*:-1.5 approssimativ*:-2
		senza_dubbio:0 non_solo:0 disonest*:-3 ok:0.3 buonissim*:3
	`,
	irony: `complimenti grazie_mille_per grazie_per che_affare davvero_gentili che_efficienza fantastico_tre bravi bravo`,
	negators: `non mai niente nulla nessun nessuna nessuno senza ne neanche nemmeno neppure`,
	intensifiers: `molto:1.4 davvero:1.4 veramente:1.4 proprio:1.2 super:1.3 troppo:1.3 estremamente:1.6 assolutamente:1.5 totalmente:1.4 cosi:1.2 particolarmente:1.3 abbastanza:0.9 piuttosto:0.9 poco:0.6 un_po:0.6`,
	contrast: `ma pero tuttavia purtroppo peccato eppure anche_se tranne`,
	topics: {
		service: `servizio servizi accoglienza accolti accolto assistenza appuntament* prenotazione prenotat* spiegat* spiegazion* consigli comunicazione consegna consegnato ordine pacco telefono chiamat* risposta rispost* email rimborso catering matrimonio`,
		staff: `personale staff cameriere camerier* dipendent* commess* dentista* dottor* medic* infermier* segretari* meccanic* tecnic* parrucchier* barbier* titolar* proprietari* gestor* chef cuoc* ragazz* signor* signora fisioterapista* osteopata* ottico* idraulico* elettricista* farmacista* istruttor* massaggiatrice* massaggiator* installator* fornaio* macellai* veterinari* tatuator*`,
		price: `prezz* caro cara cari care carissim* economic* conto fattura* preventivo pagat* pagare euro* soldi qualita-prezzo qualita_prezzo rapporto_qualita truffa* fregatura costo* costa costano spes*`,
		quality: `qualita lavoro* risultat* riparazion* prodott* material* taglio colore finitur* trattament* restaurat* funziona* ripara* tatuaggio linee`,
		cleanliness: `pulit* pulizia sporc* sporcizia igien* polvere odore puzza puzzava bagno bagni servizi_igienici lenzuola scarafagg* muffa macchia macchie`,
		waiting_time: `attesa attes* aspettat* aspettare aspettato lent* veloc* rapid* ritardo minuti ora ore puntual* subito tempi`,
		location: `posizione posto parcheggi* accesso zona quartiere centro stazione strada trovare vicino vista raggiungibil* ubicat* situat* lago mare spiaggia colline statale campagna tram metro duomo`,
		atmosphere: `atmosfera ambiente arredament* arredat* musica rumor* tranquill* accoglient* terrazza locale intim* caotic* benessere rilassante silenzio pace agriturismo`,
		food: `cibo piatt* menu pizza* pasta hamburger dolc* dessert sapor* gust* delizios* squisit* pane caffe vino* carne pesce insalat* patatine sugo salsa zuppa* tort* colazione pranzo cena porzion* antipast* immangiabil* cucina bevand* birra* tiramisu risotto carbonara cicchetti cornett* cozze pesce piadina* panino* risotto gelato* spritz cocktail* pasticceria pane_di mangia* serata_a_cena`,
	},
};
