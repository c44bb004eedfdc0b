import type { LanguageLexicon } from "./types";

export const IT: LanguageLexicon = {
	sentiment: `
		buono:1.5 buona:1.5 buoni:1.5 buone:1.5 bene:1 ottim*:3 eccellent*:3 perfett*:3 meraviglios*:3 stupend*:3 splendid*:3 magnific*:3 eccezional*:3 super:2
		brav*:2 bellissim*:2.5 bello:1.5 bella:1.5 gradevol*:2 piacevol*:2 delizios*:3 gustos*:2.5 saporit*:2 fresc*:1 gentil*:2 cordial*:2 simpatic*:2 accoglient*:2 disponibil*:2
		attent*:1.5 cortes*:1.5 professional*:2 competent*:2 efficient*:1.5 veloc*:1 rapid*:1 puntual*:1.5 onest*:2 giust*:0.5 ragionevol*:1.5 economic*:1 pulit*:1.5 impeccabil*:2.5
		consiglio:2 consigliat*:2.5 consiglia*:2.5 raccomand*:2.5 adoro:2.5 piaciut*:2 soddisfatt*:2 content*:2 felic*:2 grazie:1 ringrazi*:1.5 migliore:2.5 migliori:2.5 preferit*:2
		torner*:2.5 ritorner*:2.5 paziente*:1 scrupolos*:2 accurat*:2 abbondant*:1.5 generos*:1.5 nessun_problema:2 senza_problemi:2 niente_da_dire:2.5 nulla_da_dire:2.5
		cattiv*:-2 male:-1.5 pessim*:-3 orribil*:-3 terribil*:-3 schifo*:-3 disastr*:-3 delus*:-2.5 deludent*:-2.5 sgradevol*:-2.5 antipatic*:-2.5 scortes*:-2.5 maleducat*:-3
		arrogant*:-2.5 incompetent*:-3 lent*:-1.5 ritardo:-1.5 attes*:-0.5 aspettat*:-1 sporc*:-2.5 sporcizia:-2.5 disgustos*:-3 immangiabil*:-3 insipid*:-1.5 fredd*:-1 bruciat*:-2
		car:-1.2 caro:-1.2 cara:-1.2 cari:-1.2 care:-1.2 carissim*:-2.5 esagerat*:-1.5 truffa*:-3 fregatura:-3 furto:-2.5 rumoros*:-1.5 rumore:-1 mediocr*:-2 inaccettabil*:-3
		vergogn*:-2.5 evitare:-2.5 evitate:-2.5 problem*:-1.2 errore*:-1.5 dimentic*:-1.5 ignorat*:-2 mai_piu:-3 perdita_di_tempo:-3 inutil*:-2 peggio*:-3 peggior*:-3
		purtroppo:-1.5 peccato:-1.5 dolore:-1 doloros*:-2 arrabbiat*:-2 caos:-2 tiepid*:-1.5 scars*:-1.2 lascia_a_desiderare:-2.5 grazie_di_niente:-3 grazie_per_niente:-3
		cosi_cosi:-1 nella_media:-0.5 sconsiglio:-2.5 sconsigliat*:-2.5 scadent*:-2.5 superficial*:-1.5 approssimativ*:-2
		senza_dubbio:0 non_solo:0 disonest*:-3 ok:0.3 buonissim*:3
		!niente_di_che:-1.2 !niente_di_speciale:-0.8 !non_e_male:0.5 !non_male:0.5 !non_ci_siamo:-2 !non_ci_tornerei:-2 !non_tornerei:-2 !non_torneremo:-2.5 !non_tornero:-2.5
		!nulla_da_eccepire:2.5 !niente_da_eccepire:2.5 !mai_deluso:2.5 !mai_delusa:2.5 !non_delude_mai:2.5 !nessuna_lamentela:2 !non_vale_la_pena:-2.5 !vale_la_pena:2 !non_ne_vale:-2
		!non_all_altezza:-2 !all_altezza:1.5 preparatissim*:2.5 preparat*:1.5 !raro_trovar*:2 !lo_consiglio:2.5 !non_lo_consiglio:-2.5 !non_consiglio:-2.5 sconsigli*:-2.5
		vergognos*:-3 scandalos*:-3 indecent*:-3 pietos*:-3 truffator*:-3 menefreghist*:-3 incapac*:-2.5 scortesi*:-2.5 sgarbat*:-2.5 al_top:2.5 top:2 una_garanzia:2.5
		bravissim*:3 gentilissim*:3 disponibilissim*:3 cordialissim*:3 spettacol*:3 squisit*:3 fantastic*:3 indimenticabil*:2.5
		!mai_stat*_cosi:1
	`,
	irony: `complimenti grazie_mille_per grazie_per che_affare davvero_gentili che_efficienza fantastico_tre bravi bravo grazie_a bravissimi che_bello che_bella che_meraviglia un_record:2 roba_da:2 #_stelle cinque_stelle stelle_alla:2 stelle_per:2 indimenticabil* se_vi_piace se_ti_piace a_chi_ama:2 per_chi_ama consigliato_a_chi:2 riusciti_a riuscito_a riuscita_a siete_riusciti complimenti_per`,
	exclamations: `che`,
	negators: `non mai niente nulla nessun nessuna nessuno senza ne neanche nemmeno neppure`,
	intensifiers: `molto:1.4 davvero:1.4 veramente:1.4 proprio:1.2 super:1.3 troppo:1.3 estremamente:1.6 assolutamente:1.5 totalmente:1.4 cosi:1.2 particolarmente:1.3 abbastanza:0.9 piuttosto:0.9 poco:0.6 un_po:0.6`,
	contrast: `ma pero tuttavia purtroppo peccato eppure anche_se tranne unica_pecca solo_che pecca peró invece`,
	outcomes: `
		aspettato:-1.5 fila:-1 coda:-1 #_minuti_di_attesa:-2 #_ore_di_attesa:-2.5 #_minuti_di_fila:-2 #_minuti_per:-1.5 #_ore_per:-2 #_settimane_per:-2 #_mesi_per:-2.5 #_giorni_per:-1.5
		#_minuti_di_ritardo:-2 in_ritardo:-1.5 ancora_non:-2 ancora_nessun*:-2 non_e_ancora:-2 mai_arrivat*:-2.5 mai_consegnat*:-2.5 mai_ricevut*:-2.5
		non_si_e_presentato:-2.5 nessuno_e_venuto:-2.5 non_risponde*:-2 nessuno_risponde:-2 non_rispondono:-2 mai_risposto:-2 nessuna_risposta:-2 senza_risposta:-2 irraggiungibil*:-2
		caduta_la_linea:-1.5 riattaccato:-1.5 nessuno_si_e_scusato:-2 senza_avvisare:-1.5 in_assistenza:-1.5
		rott*:-2 rompe*:-1.5 graffi*:-1.5 rigat*:-1.5 ammaccat*:-1.5 scolorit*:-2 stint*:-2 strappat*:-2 gocciola*:-1.5 sfarfall*:-2 guast*:-2 non_funziona*:-2.5 smesso_di_funzionare:-2.5
		difettos*:-2.5 mancava:-2 mancavano:-2 mancante*:-2 mancanza:-1 perso:-1.5 persa:-1.5 sbagliat*:-1.5 scott*:-1.5 cruda:-1.5 crudi:-1.5
		scottatura:-2 sbuffa*:-2 invece_di:-1.5 invece_che:-1.5 al_posto_di:-1 supplement*:-1 commission*:-1 a_quel_prezzo:-1.5 per_quel_prezzo:-1.5
		per_quello_che_costa:-1.5 mi_aspettavo_di_piu:-2.5 aspettavo_di_piu:-2.5 mi_aspettavo_meglio:-2.5 rimandat*:-1.5 chius*:-1 non_era_vero:-2 contestano:-1.5 contestato:-1.5
		riparat*:1.2 sistemat*:1.2 risolt*:1.5 in_orario:1.5 in_giornata:1.5 stesso_giorno:1.5 in_#_minuti:1 in_#_giorni:1 pronti_in:1.5 pronto_in:1.5 pronta_in:1.5 come_nuovo:2
		come_nuova:2 come_concordato:1.5 come_promesso:1.5 come_d_accordo:1.5 come_pattuito:1.5 con_fattura:1 non_c_e_piu:1.5 sparit*:1 al_primo_colpo:2 senza_sorprese:1.5
		penale:-1.5 ancora_niente:-2 problema_risolto:2
		una_volta_era:-1.5 mi_ritrovo_con:-1.5 ritrovat*_con:-1.5 uscita_con:-1.5 uscito_con:-1.5 bagnat*:-1 fumo:-1 terza_volta:-1
	`,
	warnings: `attenzione state_alla_larga alla_larga evitate diffidate occhio_a fuggite truffa`,
	lukewarm: `niente_di_che niente_di_speciale nella_media cosi_cosi discreto discreta normale nulla_di_speciale passabile sufficiente`,
	conduct: `spieg* ascolt* preso_il_tempo prende_il_tempo con_calma con_pazienza pazienza scus* ignor* guardato guardava sorris* sorrid* sbuff* chiacchier* rassicur* tranquillizz* ci_ha_fatto_sentire mi_ha_fatto_sentire ci_hanno_fatto_sentire seguit* trattat* tratta consigliat* consiglia* sconsigliat* aiutat* aiuta disponibil* alzato_la_voce urlat*`,
	lasting: { before: `dura durano durato durata durati tiene tenuto`, after: `dopo piu_tardi fa` },
	timePoints: { days: `lunedi martedi mercoledi giovedi venerdi sabato domenica gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre mezzogiorno mezzanotte`, hours: `alle all le dalle verso entro per` },
	numbers: `un uno una due tre quattro cinque sei sette otto nove dieci undici dodici quindici venti trenta quaranta cinquanta sessanta cento mezz mezza mezzo qualche`,
	topics: {
		service: `^servizio servizi ^accoglienza accolti accolto ^assistenza appuntament* prenotazione prenotat* spiegat* spiegazion* consigli comunicazione consegna consegnato ordine pacco telefono chiamat* risposta rispost* email rimborso catering matrimonio prenotazion* consigli* consigliato consegna* consegnat* ordine* pacco* spedizion* raccomandata reso rimborso* garanzia sportello pratica* disdetta mai_arrivat* mai_consegnat* mai_ricevut* non_si_e_presentato nessuno_e_venuto non_risponde* nessuno_risponde non_rispondono nessuna_risposta senza_risposta irraggiungibil* caduta_la_linea riattaccato nessuno_si_e_scusato senza_avvisare in_assistenza contestano contestato`,
		staff: `personale staff cameriere camerier* dipendent* commess* dentista* dottor* medic* infermier* segretari* meccanic* tecnic* parrucchier* barbier* titolar* proprietari* gestor* chef cuoc* ragazz* signor* signora fisioterapista* osteopata* ottico* idraulico* elettricista* farmacista* istruttor* massaggiatrice* massaggiator* installator* fornaio* macellai* veterinari* tatuator* gentil* cordial* simpatic* antipatic* scortes* maleducat* disponibil* preparat* competent* incompetent* paziente* bravo brava bravi brave bravissim* istruttrice* estetista* cassier* corriere* fiorista* dottoressa dottor dott segreteria`,
		price: `prezz* caro cara cari care carissim* economic* conto fattura* preventivo pagat* pagare euro* soldi qualita-prezzo qualita_prezzo rapporto_qualita truffa* fregatura costo* costa costano spes* preventiv* invece_di invece_che supplement* commission* a_quel_prezzo per_quel_prezzo per_quello_che_costa mi_aspettavo_di_piu aspettavo_di_piu mi_aspettavo_meglio con_fattura penale`,
		quality: `qualita lavoro* risultat* riparazion* prodott* material* taglio colore finitur* trattament* restaurat* funziona* ripara* tatuaggio linee camera camere letto letti materasso doccia* wifi aria_condizionata riscaldamento acqua_calda piscina asciugamani attrezzatura attrezzat* macchinari* spogliatoi* armadiett* sedil* schermo* telefono cellulare portatil* batteria tv auto macchina gomme pneumatic* freni ruota* bici* catena frizione motore caldaia rubinetto tubo capelli tinta piega meches unghie manicure ceretta sopracciglia vestit* giacca camicia* abito scarpe* suola* tessut* divano mobili armadio anta porta occhiali lenti montatura* fiori mazzo assortimento scelta lavoro installazion* montaggio schiena dent* cerchion* graffio graffi rott* rompe* graffi* rigat* ammaccat* scolorit* stint* strappat* gocciola* sfarfall* guast* non_funziona* smesso_di_funzionare difettos* mancava mancavano mancante* mancanza perso persa sbagliat* scott* cruda crudi scottatura riparat* sistemat* risolt* come_nuovo come_nuova non_c_e_piu sparit* al_primo_colpo problema_risolto mi_ritrovo_con ritrovat*_con uscita_con uscito_con bagnat*`,
		cleanliness: `pulit* pulizia sporc* sporcizia igien* polvere odore puzza puzzava bagno bagni servizi_igienici lenzuola scarafagg* muffa macchia macchie `,
		waiting_time: `attesa attes* aspettat* aspettare aspettato lent* veloc* rapid* ritardo minuti ora ore puntual* subito tempi fila coda giorni settimane mesi mezz_ora tardi #_minuti_di_attesa #_ore_di_attesa #_minuti_di_fila #_minuti_per #_ore_per #_settimane_per #_mesi_per #_giorni_per #_minuti_di_ritardo in_ritardo ancora_non ancora_nessun* non_e_ancora in_orario in_giornata stesso_giorno in_#_minuti in_#_giorni pronti_in pronto_in pronta_in ancora_niente`,
		location: `posizione posto parcheggi* accesso zona quartiere centro stazione strada trovare vicino vista raggiungibil* ubicat* situat* lago mare spiaggia colline statale campagna tram metro duomo lungomare`,
		atmosphere: `atmosfera ambiente arredament* arredat* musica rumor* tranquill* accoglient* terrazza locale intim* caotic* benessere rilassante silenzio pace agriturismo stretti`,
		food: `cibo piatt* menu pizza* pasta hamburger dolc* dessert sapor* gust* delizios* squisit* pane caffe vino* carne pesce insalat* patatine sugo salsa zuppa* tort* colazione pranzo cena porzion* antipast* immangiabil* cucina bevand* birra* tiramisu risotto carbonara cicchetti cornett* cozze pesce piadina* panino* risotto gelato* spritz cocktail* pasticceria pane_di mangia* serata_a_cena brioche cappuccino* panin* piadin* gelat*`,
	},
};
