import type { LanguageLexicon } from "./types";

export const NL: LanguageLexicon = {
	sentiment: `
		uitgebreid:1
		goed:1.5 goede:1.5 top:2 super:2.5 geweldig*:3 uitstekend*:3 perfect*:3 fijn*:2 prettig*:2 leuk*:1.5 mooi*:1.5 lekker*:2.5 smakelijk*:2.5
		vers:1 verse:1 vriendelijk*:2 aardig*:1.5 behulpzaam*:2 attent*:2 beleefd*:1.5 gastvrij*:2 professioneel*:2 deskundig*:2 kundig*:2 snel:1 snelle:1 vlot*:1 punctueel*:1.5 eerlijk*:2
		redelijk*:1 betaalbaar*:1.5 schoon:1.5 schone:1.5 netjes:1.5 rustig*:1 aanbevelen:2.5 aan_te_raden:2.5 tevreden*:2 blij:2 bedankt:1 dank*:1 beste:2.5
		zorgvuldig*:2 geduldig*:1.5 grondig*:2 toppie:2.5 zeker_terug:2.5 komen_terug:2 kom_terug:2 zonder_problemen:2 geen_probleem:1.5 niets_op_aan_te_merken:2.5 een_aanrader:1
		slecht*:-2 matig*:-1.5 vreselijk*:-3 verschrikkelijk*:-3 afschuwelijk*:-3 belabberd*:-3 teleurgesteld*:-2.5 teleurstell*:-2.5 onvriendelijk*:-2.5 onbeleefd*:-2.5 brutaal*:-2.5
		arrogant*:-2.5 incompetent*:-3 traag*:-1.5 langzaam*:-1.5 laat:-1 vertraging*:-1.5 wachttijd*:-0.5 vies:-2.5 vieze:-2.5 smerig*:-3 goor:-3 walgelijk*:-3
		oneetbaar*:-3 smakeloos*:-2 flauw*:-1.5 koud:-1 koude:-1 aangebrand*:-2 duur:-1.2 dure:-1.2 prijzig*:-1.2 te_duur:-1 afzetterij:-3 lawaai*:-1.5 luid*:-1 krap:-1
		middelmatig*:-2 onacceptabel*:-3 schande:-2.5 vermijden:-2.5 probleem:-1.2 problemen:-1.2 fout*:-1.5 vergeten:-1.5 genegeerd:-2 zonde:-1.5 jammer:-1.5
		helaas:-1.5 pijn*:-1 pijnlijk*:-2 boos:-2 irritant*:-2 chaos:-2 chaotisch*:-2 lauw*:-1.5 bedankt_voor_niets:-3 rommel*:-1.5 prutswerk:-3 knoeiwerk:-3
		zonder_twijfel:0 niet_alleen:0 oneerlijk*:-3 oke:0.3 ok:0.3
		!niks_mis_mee:1.5 !niets_mis_mee:1.5 !niks_mis:1.2 !viel_niet_tegen:1.5 !viel_me_niet_tegen:1.5 !viel_reuze_mee:1.5 !viel_mee:1 !niet_te_doen:-2.5 !niks_bijzonders:-0.6
		!niets_bijzonders:-0.6 !niet_bijzonder:-0.6 !geen_klachten:2 !niks_op_aan_te_merken:2.5 !nergens_last_van:1.5 !niet_slecht:0.8 !niet_verkeerd:1 !zeker_een_aanrader:2.5
		!niet_aan_te_raden:-2.5 !geen_aanrader:-2.5 !nooit_meer:-3 !kom_niet_meer:-2.5 !komen_niet_meer:-2.5 prima:0.8 lief:1.5 lieve:1.5 betrokken:2 superfijn*:2.5 topper*:2.5
		knap:1.5 vakkundig*:2 fantastische*:3 fantastisch*:3 aanrader:2.5 oplichter*:-3 schandalig*:-3 onbeschoft*:-2.5 chagrijnig*:-2 klantonvriendelijk*:-2.5 waardeloos*:-3
		bagger:-3 ramp:-3 rampzalig*:-3 belachelijk*:-2.5 onprofessioneel*:-2.5 knus*:2 sfeervol*:2 gezellig*:2 heerlijk*:3
		!nog_nooit_zo:1
		een_schat:2.5 een_topper:2.5 een_kanjer:2.5 een_artiest:2
		keurig*:2 sterk:1 zwak:-1.5 trage:-1.5 droog:-1 droge:-1 taai:-1.5 taaie:-1.5 zout:-0.8 knapperig*:1.5 mals:1.5 malse:1.5 sappig*:1.5 overheerlijk*:3 voortreffelijk*:3 uitmuntend*:3 ruim:1 ruime:1 verouderd*:-1.2 versleten:-1.2 vuil:-2 vuile:-2 stoffig*:-1.5 gammel*:-1.5 slordig*:-2 nauwkeurig*:1.5 betrouwbaar:2 onbetrouwbaar:-2.5 oplichting:-3 afzetters:-3 nep:-2 vervelend*:-1.5 ellende:-2 drama:-2 hopeloos:-2.5 nutteloos:-2 onbruikbaar:-2 krappe:-1
		zalig*:3 hemels*:3 huisgemaakt*:1.2 als_vanouds:2 om_je_vingers_bij_af_te_likken:3
		behulpzame:2 sympathiek*:2 hartelijk*:2 klantvriendelijk*:2 zorgzaam*:2
		duurder:-1 goedkoper:1 koopje:1.5
		razendsnel:2 supersnel:2 plakkerig:-1.5 onhygienisch:-2.5 viezig:-1.5 ongezellig:-1.5 benauwd:-1.5 tochtig:-1.2 schappelijk:1.5 peperduur:-2.5 spotgoedkoop:1.5 degelijk:1.5 vakwerk:2
		overvol:-1.5 afgeladen:-1
		liefdevol*:2 professionaliteit:2
	`,
	irony: `wat_een_geweldige bedankt_voor dat_noem_ik geweldig_het proficiat bravo wat_een hoor zeg knap_hoor:2 echt_een_aanrader wat_een_snelheid:2 wat_een_service #_sterren vijf_sterren vier_sterren sterren_want:2 sterren_voor:2 dank_je_wel_voor dank_u_wel_voor bedankt_hoor top_hoor:2 gelukt_om weten_te`,
	exclamations: `wat_een wat`,
	negators: `niet geen nooit niets zonder niemand nergens`,
	intensifiers: `heel:1.4 erg:1.4 zeer:1.4 echt:1.3 super:1.3 enorm:1.5 ontzettend:1.5 totaal:1.4 absoluut:1.5 te:1.3 zo:1.2 bijzonder:1.3 best:1 nogal:0.9 een_beetje:0.6 beetje:0.6 wat:0.8`,
	contrast: `maar echter helaas toch behalve alleen jammer_dat enige_minpunt minpunt minpuntje wel_jammer`,
	joins: `en_de en_het en_mijn en_ons en_onze en_zijn en_haar en_hun en_ze en_hij en_zij en_je`,
	outcomes: `
		gekrast:-1.5 !deed_het_niet:-2.5 !doen_het_niet:-2.5 !deden_het_niet:-2.5
		onbestaand*:-2 niet_aanwezig:-1.5
		gewacht:-1.5 wachten:-1 in_de_rij:-1 #_minuten_wachten:-1.5 #_minuten_gewacht:-2 #_uur_gewacht:-2.5 #_uur_wachten:-2 drie_kwartier:-1.5 #_kwartier:-1 #_minuten_voor:-1.5
		#_uur_voor:-2 #_weken_voor:-2 #_maanden_voor:-2 #_dagen_voor:-1.5 nog_steeds_niet:-2.5 nog_steeds_geen:-2.5 nog_altijd_niet:-2.5 nog_steeds:-1 nooit_aangekomen:-2.5
		nooit_geleverd:-2.5 niet_geleverd:-2 niemand_gekomen:-2.5 niemand_kwam:-2.5 kwam_niet:-2 niet_komen_opdagen:-2.5 niet_op_komen_dagen:-2.5 nooit_teruggebeld:-2.5
		niet_teruggebeld:-2.5 geen_reactie:-2 geen_antwoord:-2 neemt_niet_op:-2 nemen_niet_op:-2 onbereikbaar:-2 niet_bereikbaar:-2 opgehangen:-1.5 afgezegd:-1.5
		ander_verhaal:-1.5 niet_ging_halen:-2 in_behandeling:-1
		kapot*:-2 gebroken:-2 gebarsten:-2 gescheurd:-2 kras:-1.5 krassen:-1.5 deuk*:-1.5 beschadigd*:-2 verkleurd*:-2 gekrompen:-2 lekt:-1.5 lekkage:-1.5 druppelt:-1.5
		defect*:-2.5 werkt_niet:-2.5 werkte_niet:-2.5 doet_het_niet:-2.5 ontbrak:-2 ontbraken:-2 ontbreekt:-1.5 kwijt:-1.5 kwijtgeraakt:-2 verkeerd*:-1.5
		bevroren:-1 slap:-1.5 slappe:-1.5 rauw:-1.5 gegooid:-1.5 in_plaats_van:-1.5 extra_kosten:-1.5 toeslag:-1.5 in_rekening_gebracht:-1.5 gerekend:-1 voor_die_prijs:-1.5
		voor_dat_geld:-1.5 meer_verwacht:-2.5 gesloten:-1 voor_niks:-1.5 derde_keer:-1 alweer:-1.5 te_vol:-1.5 bomvol:-1.5 de_verkeerde:-2 borg:-0.5
		opgelost:1.5 verholpen:1.5 op_tijd:1.5 dezelfde_dag:1.5 zelfde_dag:1.5 dezelfde_middag:1.5 binnen_#_minuten:1.5 binnen_een_uur:1.5 in_#_minuten:1 als_nieuw:2
		zo_goed_als_nieuw:2 zoals_afgesproken:1.5 zoals_beloofd:1.5 zoals_aangegeven:1.5 zonder_extra_kosten:1.5 in_een_keer:1.5 lag_klaar:1.5 met_plezier:1.5
		boete:-1 nog_steeds_niks:-2 probleem_opgelost:2
		was_vroeger:-1.5 vroeger_was:-1.5 terug_met:-1.5 kwam_terug_met:-1.5 nog_nat:-1.5 kletsnat:-1.5
		pijnloos:2 pijnvrij:2 niks_gevoeld:2 niets_gevoeld:2 veel_beter:1.5 geen_pijn_meer:2 genezen:1.5
		al_dicht:-1.5 geweigerd:-1.5 weigerde:-1.5 weigert:-1.5 ontkend:-1.5 ontkent:-1.5 ontkende:-1.5
		moeten_vragen:-1 moest_vragen:-1 moesten_vragen:-1 achteraan_bellen:-1.5 zonder_te_waarschuwen:-1.5 zonder_bericht:-1.5 niemand_zei:-1.5 niemand_vertelde:-1.5
		om_te_horen:-1.5 om_te_horen_dat:-1.5 om_te_ontdekken:-1 om_me_te_vertellen:-1.5 om_ons_te_vertellen:-1.5 om_vervolgens_te_horen:-1.5
		langer_dan_beloofd:-0.8 langer_dan_verwacht:-0.8 langer_dan_afgesproken:-0.8 later_dan_beloofd:-0.8 later_dan_afgesproken:-0.8 eerder_dan_verwacht:1.5 eerder_dan_beloofd:1.5 sneller_dan_verwacht:1.5 sneller_dan_beloofd:1.5
		is_stuk:-2 was_stuk:-2 ging_stuk:-2 gaat_stuk:-2 kapotgegaan:-2
		raar_geluid:-1.5 vreemd_geluid:-1.5 nieuw_geluid:-1.5 maakt_geluid:-1.5 maakt_herrie:-1 rammelt:-1.5 piept:-1.5 kraakt:-1.5
		losgelaten:-2 scheef:-1.5 ongelijk:-1.5 te_kort:-1.5 roestig:-1.5 versleten:-1.5 wiebelig:-1.5
		vergeten:-1.5 verkeerde_bestelling:-2 verwisseld:-1.5 geannuleerd:-1.5 zonder_excuses:-1.5 geen_excuses:-1.5
		afgelegen:-1 lastig_parkeren:-1.5
		kruimels:-1.5 spinnenweb*:-2 stank:-2 haren_op_de_vloer:-2
	`,
	warnings: `let_op pas_op blijf_weg waarschuwing opgelet vermijd ga_niet mijd kijk_uit oplichters`,
	lukewarm: `niks_bijzonders niets_bijzonders niet_bijzonder matig gemiddeld gewoon_prima redelijk oke ok kan_ermee_door`,
	conduct: `legt_uit leggen_uit legde_uit uitgelegd uitleg luister* neemt_de_tijd nam_de_tijd namen_de_tijd tijd_genomen tijd_voor_je @excuses excuus @sorry @negeer* @genegeerd @keek @aankeek aankijken @glimlach* @zucht* @kletst* @kletsen @gekletst geruststel* gerustgesteld dacht_mee denkt_mee meegedacht meedenken behandeld behandelt geduld* geholpen hielp helpt geadviseerd advies @snauw* @afgesnauwd gehaast haast afgeraffeld vergeten @zonder_excuses @geen_excuses trakteerde gaf_ons_gratis`,
	lasting: { before: `houdt hield gaat_mee ging_mee sinds na`, after: `later erna daarna geleden ervoor eerder van_tevoren` },
	timePoints: {
		days: `maandag dinsdag woensdag donderdag vrijdag zaterdag zondag januari februari maart april mei juni juli augustus september oktober november december middag middernacht lunchtijd lunchpauze etenstijd`,
		hours: `om tot vanaf rond voor`,
	},
	boughtFor: `voor op`,
	cleaningTrades: `wasstraat autowas* stomerij schoonmaakbedrijf schoonmaak* schoonmaker* trimsalon trimster*`,
	numbers: `een twee drie vier vijf zes zeven acht negen tien elf twaalf vijftien twintig dertig veertig vijftig zestig honderd half halve paar`,
	topics: {
		service: `onthaal geserveerd bediend besteld ^service ^ontvangst ontvangen ^klantenservice afspraak afspraken reservering advies communicatie begeleiding levering geleverd bestelling pakket afhaalpunt telefoon gebeld antwoord* mail terugbetaling belde bellen mail* bezorg* bestelling* pakket* postnl retour garantie geholpen nooit_aangekomen nooit_geleverd niet_geleverd niemand_gekomen niemand_kwam kwam_niet niet_komen_opdagen nooit_teruggebeld niet_teruggebeld geen_reactie geen_antwoord neemt_niet_op nemen_niet_op onbereikbaar niet_bereikbaar opgehangen afgezegd ander_verhaal niet_ging_halen in_behandeling gegooid kwam_terug_met gesloten sluit openingstijden al_dicht is_dicht was_dicht dicht_gaat geweigerd weigerde weigert ontkend ontkent ontkende geadviseerd moeten_vragen moest_vragen moesten_vragen achteraan_bellen zonder_te_waarschuwen zonder_bericht niemand_zei niemand_vertelde zorg om_te_horen om_te_horen_dat om_te_ontdekken om_me_te_vertellen om_ons_te_vertellen om_vervolgens_te_horen helpdesk klantendienst servicedesk afhandeling nazorg terugbelverzoek inschrijving aanmelding opzegging opzeggen verzending verzonden track_and_trace boeking boekingen terugbetaald geruild omgeruild verkeerde_bestelling verwisseld geannuleerd`,
		staff: `verpleegster* baas personeel medewerker* team ober* serveerster* bediening tandarts* arts dokter assistente* receptionist* monteur* garagehouder* kapper* kapster* eigenaar* eigenares* kok chef verkoper* verkoopster* mevrouw meneer jongen meisje fysiotherapeut* osteopaat* opticien* loodgieter* elektricien* apotheker* trainer* trainers masseuse* masseur* bakker* slager* dierenarts* verpleegkundige* huisarts* vriendelijk* onvriendelijk* aardig* behulpzaam* beleefd* onbeleefd* brutaal* arrogant* geduldig* vakkundig* deskundig* kundig* betrokken lief lieve leidster* leiding instructeur* docent* juf meester bezorger* koerier* makelaar* jongens meiden juffen leraar* lerares* instructrice* coach* badmeester* gids begeleider* begeleidster* pedagogisch_medewerker* medewerkster* barbier* schoonheidsspecialiste* fysio* barman* een_schat een_topper een_kanjer dame gast kerel man_achter vrouw_achter meid barista* barman barvrouw banketbakker* koks chef* pizzabakker* caissiere* kassamedewerker* receptioniste* gastheer gastvrouw bedrijfsleider* manager* schoonmaker* schoonmaakster* mondhygienist* apothekersassistente* optometrist* automonteur* technicus* rij-instructeur* rijinstructeur* nagelstyliste* trainster* yogadocent* adviseur* schoenmaker* bloemist* slotenmaker* verhuizer* bankmedewerker* verzekeraar* postbode* chauffeur* trimster* tatoeeerder* tatoeerder* artiest pompbediende* chirurg* verloskundige* specialist* doktersassistent* assistent assistente stagiair* leerling schoonheidsspecialist* pedicure* nagelstylist* fotograaf* visboer* kaasboer* groenteboer* hovenier* glazenwasser* dakdekker* timmerman* klusjesman* installateur* cv-monteur* pakketbezorger* taxichauffeur* buschauffeur* conducteur* filiaalmanager* kelner* portier* beveiliger* bewaker* suppoost* rondleider* zwemleraar* zwemjuf* badjuf* sportinstructeur* personal_trainer examinator* juffrouw behulpzame onbeschoft* chagrijnig* attent attente sympathiek* gastvrij* hartelijk* klantvriendelijk* zorgzaam* gozer liefdevol* professionaliteit`,
		price: `tarief tarieven prijs* prijzen duur dure prijzig* goedkoop* betaalbaar* rekening factuur offerte betaald betalen euro* geld prijs-kwaliteit* afzetterij kosten kost borg nota extra_kosten toeslag in_rekening_gebracht gerekend voor_die_prijs voor_dat_geld meer_verwacht zonder_extra_kosten boete duurder goedkoper koopje rekent rekende afgerekend contributie abonnement* fooi schappelijk redelijk_geprijsd waar_voor_je_geld peperduur spotgoedkoop`,
		quality: `lenzen batterij toestellen gekrast deed_het_niet doen_het_niet deden_het_niet kwaliteit werk resultaat reparatie* product* materiaal* knipbeurt coupe kleur afwerking behandeling* gerepareerd werkt* fiets kleur kamer kamers bed bedden matras douche* wifi warm_water zwembad handdoeken faciliteiten apparat* machine* kluisje* stoel* scherm* telefoon* laptop* accu tv auto band banden rem* wiel* fiets* ketting koppeling motor ketel kraan leiding* haar kleur* highlights nagels tattoo kleding jas overhemd* jurk pak schoen* zool* stof* bank meubel* kast deur bril glazen montuur* bloem* boeket assortiment keuze installatie* rug kies tanden deuk kapot* gebroken gebarsten gescheurd kras krassen deuk* beschadigd* verkleurd* gekrompen lekt lekkage druppelt defect* werkt_niet werkte_niet doet_het_niet ontbrak ontbraken ontbreekt kwijt kwijtgeraakt verkeerd* bevroren slap slappe rauw de_verkeerde opgelost verholpen als_nieuw zo_goed_als_nieuw in_een_keer probleem_opgelost terug_met kwam_terug_met nog_nat kletsnat wenkbrauwen wimpers krullen baard fade collectie* tentoonstelling* expositie* pijnloos pijnvrij niks_gevoeld niets_gevoeld veel_beter geen_pijn_meer genezen teruggekregen kapsel* extensions gellak wimperextensions massage* vulling kroon beugel implantaat contactlenzen gehoorapparaat apk onderhoudsbeurt onderhoud velgen uitlijning airco dak kozijn* wasbak boiler cv-ketel bedrading stopcontact* schilderwerk stucwerk tegels tegelwerk vloer laminaat parket tafel* dekbed* gordijn* artikel* spullen planten is_stuk was_stuk ging_stuk gaat_stuk kapotgegaan raar_geluid vreemd_geluid nieuw_geluid maakt_geluid maakt_herrie rammelt piept kraakt degelijk slordig slordige vakwerk afgewerkt mooi_geworden losgelaten scheef ongelijk te_kort roestig versleten wiebelig broek wasmachine* koelkast* vaatwasser*`,
		cleanliness: `schoon schone vies vieze smerig* hygien* stof vlek* geur* stinkt stonk toilet* wc badkamer lakens schimmel* kakkerlak* sanitair schoon* vies* brandschoon spotless schoongemaakt vuil vuile vuiler stoffig plakkerig onhygienisch viezig kruimels spinnenweb* stank haren_op_de_vloer`,
		waiting_time: `wacht* wachten gewacht wachttijd* traag* langzaam* snel snelle vlot* laat vertraging* minuten uur uren punctueel* meteen direct lang duurde rij dagen weken maanden kwartier in_de_rij #_minuten_wachten #_minuten_gewacht #_uur_gewacht #_uur_wachten drie_kwartier #_kwartier #_minuten_voor #_uur_voor #_weken_voor #_maanden_voor #_dagen_voor nog_steeds_niet nog_steeds_geen nog_altijd_niet nog_steeds niet_komen_opdagen niet_op_komen_dagen op_tijd dezelfde_dag zelfde_dag dezelfde_middag binnen_#_minuten binnen_een_uur in_#_minuten lag_klaar nog_steeds_niks te_laat vertraagd de_volgende_dag binnen_een_dag levertijd* stipt* wekenlang maandenlang urenlang dagenlang langer_dan_beloofd langer_dan_verwacht langer_dan_afgesproken later_dan_beloofd later_dan_afgesproken eerder_dan_verwacht eerder_dan_beloofd sneller_dan_verwacht sneller_dan_beloofd razendsnel supersnel doorlooptijd`,
		location: `#_minuten_lopen #_minuten_rijden #_minuten_met_de_auto #_minuten_fietsen locatie ligging gelegen parkeren parkeerplaats* bereikbaar* centrum station straat buurt dichtbij uitzicht gracht zee strand tram station parkeerplek* vlakbij om_de_hoek op_loopafstand minuten_lopen lift  centraal centraal_gelegen gratis_parkeren afgelegen lastig_parkeren bushalte* metrostation`,
		atmosphere: `sfeer ambiance inrichting* ingericht muziek lawaai* luid* rustig* gezellig* terras interieur krap knus sauna rustgevend* rust druk vol verwarming geluid* zaak zaakje winkel ruimte zaal lokaal sfeer* sfeervol* herrie rumoer* hoorden hoor_je stoelen comfortabel* oncomfortabel* ongemakkelijk* concert* kroeg_beneden airco ongezellig benauwd tochtig overvol afgeladen aankleding verlichting`,
		food: `toetje* eten gerecht* maaltijd* menu menukaart pizza* pasta burger* dessert* nagerecht* smaak* lekker* brood koffie wijn* biefstuk vlees vis salade* friet* patat saus soep* taart* ontbijt lunch diner portie* voorgerecht* oneetbaar* drankje* bier* keuken stoofpot appeltaart* mosselen mossel* vis friet* pizza* desembrood brood* bitterbal* soep taart koffie kopje wijn frikandel* kroket* broodje* tosti* pannenkoek* thee snack* kibbeling* haring* patat* uitsmijter* poffertje* stroopwafel* gebak* koek* croissant* ijs ijsje* softijs koffie* cappuccino* latte* thee* sap* smoothie* biertje* wijntje* cocktail* borrel* ontbijt* lunch* diner* brunch* hoofdgerecht* menu* schotel* pasta* sushi* ramen* saté* sate* kip* vlees* vis* zalm* mosselen* garnalen* kaas* stamppot* erwtensoep* vers smakelijk smakeloos flauw flauwe taai taaie aangebrand gegeten hapjes bittergarnituur`,
	},
};
