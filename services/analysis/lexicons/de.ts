import type { LanguageLexicon } from "./types";

export const DE: LanguageLexicon = {
	sentiment: `
		gut:1.5 gute*:1.5 guter:1.5 gutes:1.5 prima:2 toll*:2.5 super:2.5 spitze:3 exzellent*:3 hervorragend*:3 ausgezeichnet*:3 perfekt*:3 wunderbar*:3
		fantastisch*:3 genial*:3 sehr_gut:0.5 lecker*:2.5 kostlich*:3 frisch*:1.2 freundlich*:2 nett*:1.5 hoflich*:1.5 hilfsbereit*:2 aufmerksam*:2
		professionell*:2 schnell*:1 zuverlassig*:2 puenktlich*:1.5 punktlich*:1.5 ehrlich*:2 fair*:1.5 gunstig*:1.5 preiswert*:1.5 sauber*:1.5 gemutlich*:2 angenehm*:2
		empfehl*:2.5 empfohlen:2 zufrieden*:2 begeistert*:2.5 danke:1 dank*:1 beste*:2.5 bester:2.5 lieblings*:2 grundlich*:2 einfuhlsam*:2 geduldig*:1.5 schmerzfrei*:2
		entspannt*:1.5 schon:0.8 schone*:1.5 liebevoll*:2 herzlich*:2 immer_wieder:2 gerne_wieder:2.5 gern_wieder:2.5 wiederkommen:2 weiter_so:2 ohne_probleme:2 kein_problem:1.5
		schlecht*:-2 schlimm*:-2.5 furchtbar*:-3 schrecklich*:-3 grauenhaft*:-3 katastroph*:-3 mies*:-2.5 miserabel*:-3 enttausch*:-2.5 unfreundlich*:-2.5 unhoflich*:-2.5 frech*:-2.5
		arrogant*:-2.5 inkompetent*:-3 unprofessionell*:-2.5 langsam*:-1.5 verspat*:-1.5 wartezeit*:-0.5 dreckig*:-2.5 schmutzig*:-2.5 eklig*:-3 ekelhaft*:-3
		ungeniessbar*:-3 fade*:-1.5 geschmacklos*:-2 kalt*:-1 verbrannt*:-2 zah:-1 teuer*:-1.2 uberteuert*:-2.5 abzocke*:-3 betrug*:-3 laut*:-1 eng:-1 mittelmassig*:-2
		unmoglich*:-2.5 inakzeptabel*:-3 argerlich*:-2 arger*:-2 nie_wieder:-3 nimmer:-1 vermeiden:-2.5 finger_weg:-3 problem*:-1.2 fehler*:-1.5 vergessen:-1.5
		ignoriert:-2 leider:-1.5 schade:-1.5 schmerz*:-1 schmerzhaft*:-2 chaos:-2 chaotisch*:-2 durchschnitt*:-0.5 naja:-1.5 lauwarm*:-1.5 zeitverschwendung:-3
		nichts_auszusetzen:2.5 nicht_zu_beanstanden:2 reinfall:-2.5 katastrophe:-3 lieblos*:-2 gehetzt:-1.5
		danke_fur_nichts:-3 abgezockt:-3 unzufrieden*:-2.5 mangelhaft*:-2.5 veraltet*:-1.2 unsauber*:-2 stinkt:-2 gestunken:-2 muffig*:-2 wucher*:-3
		ohne_zweifel:0 nicht_nur:0 zweifellos:0 okay:0.3 ok:0.3 unehrlich*:-3 desinteressiert*:-2
		!kann_mich_nicht_beschweren:2 !nichts_zu_meckern:2 !gibt_nichts_zu_meckern:2 !nichts_zu_beanstanden:2 !kann_ich_nur_empfehlen:3 !nur_empfehlen:3 !nur_weiterempfehlen:3
		!nur_zu_empfehlen:3 !kein_vergleich_zu_fruher:-2 !kein_vergleich_mehr:-2 !nicht_mehr_das_was:-2 !lasst_zu_wunschen_ubrig:-2.5 !zu_wunschen_ubrig:-2.5 passt:1.2 !passt_nicht:-2
		!geht_so:-0.6 !nicht_schlecht:0.8 !nicht_ubel:1 !nichts_besonderes:-0.6 !rate_jedem_ab:-3 !rate_allen_ab:-3 !rate_dringend_ab:-3 !rate_ab:-2.5 abraten:-2.5 abzuraten:-2.5
		!nicht_zu_empfehlen:-2.5 !keine_empfehlung:-2.5 mau:-1.5 gleichgultig*:-2 genervt*:-2 unverschamt*:-3 frechheit:-3 hammer:2.5 traum:2 wahnsinn:2 spitzenklasse:3 top:2
		tiefenentspannt:2.5 lieb:1.5 liebe:1 kompetent*:2 zuvorkommend*:2 unkompliziert*:2 reibungslos*:2 einwandfrei*:2.5 tadellos*:2.5 makellos*:2.5 klasse:2.5 daumen_hoch:2.5
		katastrophal*:-3 unfahig*:-3 ubel:-2 schlampig*:-2.5 pfusch*:-3 dreist*:-2.5 ahnungslos*:-2.5 ignorant*:-2.5
		!noch_nie_so:1
	`,
	irony: `weiter_so herzlichen_dank danke_fur vielen_dank_fur ganz_toll* grossartig_das na_toll:2 sehr_kundenfreundlich bravo gratulation vielen_dank_auch:2 danke_auch:2 na_super:2 na_prima:2 na_klasse:2 glückwunsch gluckwunsch ich_liebe_es ich_liebe genau_das_was:2 echt_spitze top_gemacht wahnsinn wahnsinnig echtes_schnappchen:2 #_sterne sterne_fur:2 funf_sterne danke_an geschafft nach_nur:2 nur_#_minuten ganze_#:2 wow toll_dass super_dass klasse_dass fuhlt_sich_an_wie sehr_witzig:2 endlich_eine endlich_ein liebe_uberraschungen`,
	exclamations: `was_fur welch welche`,
	negators: `nicht kein keine keinen keinem keiner keines nie niemals nichts ohne kaum weder`,
	intensifiers: `sehr:1.4 wirklich:1.4 total:1.4 extrem:1.6 absolut:1.5 super:1.3 echt:1.3 richtig:1.3 so:1.2 zu:1.3 besonders:1.3 uberaus:1.5 ziemlich:1.1 etwas:0.6 bisschen:0.6 leicht:0.7`,
	contrast: `aber jedoch allerdings leider trotzdem dennoch ausser nur dafur nur_schade einziges_manko manko wobei`,
	outcomes: `
		gewartet:-1.5 warten:-1 ansteh*:-1 #_minuten_warten:-1.5 #_stunden_warten:-2 #_minuten_gewartet:-2 #_stunden_gewartet:-2.5 #_minuten_auf:-1.5 #_stunden_auf:-2 #_wochen_auf:-2
		#_monate_auf:-2 nach_#_wochen:-1.5 nach_#_monaten:-2 #_wochen_gebraucht:-2 #_monate_gebraucht:-2.5 #_tage_gebraucht:-1.5 immer_noch_nicht:-2.5 noch_immer_nicht:-2.5
		immer_noch_kein*:-2 bis_heute_nicht:-2.5 bis_heute_kein*:-2.5 nie_angekommen:-2.5 nicht_angekommen:-2.5 nie_geliefert:-2.5 nicht_geliefert:-2 nicht_erschienen:-2.5
		niemand_kam:-2.5 keiner_kam:-2.5 kam_niemand:-2.5 nicht_erreichbar:-2 nie_erreichbar:-2 niemand_erreichbar:-2 keine_antwort:-2 keine_ruckmeldung:-2 nie_zuruckgerufen:-2.5
		nicht_zuruckgerufen:-2.5 aufgelegt:-1.5 zustellung_nicht_moglich:-2 wusste_niemand:-1.5 niemand_wusste:-1.5 nicht_mal_entschuldigt:-2 nicht_einmal_entschuldigt:-2
		kaputt*:-2 defekt*:-2.5 zerbrochen:-2 zerkratzt:-2 kratzer:-1.5 beschadigt*:-2 delle:-1.5 verblasst:-2 ausgeblichen:-2 eingelaufen:-2 gerissen:-2 undicht:-2 tropft:-1.5
		leckt:-1.5 abgebrochen:-2 abgefallen:-2 abgesprungen:-2 schief:-1.5 fehlte:-2 fehlten:-2 fehlt:-1.5 fehlend*:-2 verloren:-1.5 falsch*:-1.5 verwechselt:-2 geist_auf*:-2.5
		funktioniert_nicht:-2.5 funktionierte_nicht:-2.5 geht_nicht:-1.5 klappt_nicht:-2 klappte_nicht:-2 hielt_nicht:-2 halt_nicht:-2 statt:-1 anstatt:-1 gebuhr*:-1 aufpreis:-1.5
		nachzahl*:-1.5 zusatzlich_berechnet:-1.5 fur_den_preis:-1.5 bei_dem_preis:-1.5 fur_das_geld:-1.5 erwarte_ich:-1.5 mehr_erwartet:-2.5 geschlossen:-1 zum_dritten_mal:-1
		schon_wieder:-1.5 fehlanzeige:-2.5 aufgeschwatzt:-2 verlangt:-0.5 abgebucht:-1 gar_nicht_wollte:-2 nicht_wollte:-1.5 nachbesserung*:-1.5 gekippt:-1.5
		repariert:1.2 behoben:1.5 gelost:1.5 erledigt:1 am_selben_tag:1.5 am_gleichen_tag:1.5 noch_am_selben_tag:2 wie_neu:2 wie_angekundigt:1.5 wie_vereinbart:1.5 wie_besprochen:1.5
		wie_versprochen:1.5 wie_abgemacht:1.5 komplett_weg:1.5 alles_weg:1.5 keine_zusatzkosten:1.5 ohne_aufpreis:1.5 kostenlos:1 auf_anhieb:2 im_handumdrehen:2
		vertrostet:-2 immer_noch_nichts:-2 problem_gelost:2 problem_behoben:2
		war_mal:-1 fruher_war:-1 fruher_besser:-1.5 kam_zuruck_mit:-1.5 zuruck_mit:-1 noch_nass:-1.5 klatschnass:-1.5 verraucht:-1.5
	`,
	warnings: `achtung vorsicht finger_weg warnung bloss_nicht auf_keinen_fall meiden abzocke`,
	lukewarm: `geht_so nichts_besonderes naja mittelmassig* durchschnitt* okay ok passabel solala so_lala in_ordnung`,
	conduct: `erklar* erklaert* zugehort hort_zu hoerte_zu horte_zu nimmt_sich_zeit nahm_sich_zeit sich_zeit_genommen zeit_genommen zeit_nimmt zeit_lasst entschuldig* ignorier* angeschaut angesehen anschaut beachtet gelachelt lachelt lacheln seufz* augen_verdreht verdreht quatsch* plauder* beruhigt geduld* behandelt angeschrien angemotzt angepampt unterhalten beraten verstanden verstand eingegangen nachgefragt hingewiesen`,
	lasting: { before: `halt halten hielt hielten gehalten seit`, after: `spater danach` },
	timePoints: { days: `montag dienstag mittwoch donnerstag freitag samstag sonntag montags dienstags mittwochs donnerstags freitags samstags sonntags januar februar marz april mai juni juli august september oktober november dezember mittag mitternacht`, hours: `um gegen bis ab fur` },
	numbers: `ein eine einen einer zwei drei vier funf sechs sieben acht neun zehn elf zwolf funfzehn zwanzig dreissig vierzig funfzig sechzig hundert halbe paar`,
	topics: {
		service: `^service ^kundenservice bedienung bedient ^beratung beraten ^empfang empfangen ^betreuung betreut termin* kommunikation erklart erklarung* reservierung abwicklung lieferung geliefert bestellung bestellt paket anruf* angerufen telefon* antwort* email erstattung catering hochzeit termingabe terminvergabe check-in buchung reservierung* erklart* ruckruf* hotline email* mail* bestellung* bestellt* paket* zustellung* abholung abgeholt umtausch erstattung* garantie warteschleife kontoeroffnung kontoauflosung schaden nie_angekommen nicht_angekommen nie_geliefert nicht_geliefert nicht_erschienen niemand_kam keiner_kam kam_niemand nicht_erreichbar nie_erreichbar niemand_erreichbar keine_antwort keine_ruckmeldung nie_zuruckgerufen nicht_zuruckgerufen aufgelegt zustellung_nicht_moglich wusste_niemand niemand_wusste nicht_mal_entschuldigt nicht_einmal_entschuldigt vertrostet kam_zuruck_mit`,
		staff: `personal mitarbeiter* team kellner* bedienung angestellt* zahnarzt* zahnarztin* arzt arztin helferin* sprechstundenhilfe friseur* friseurin* mechaniker* werkstattmeister chef* inhaber* besitzer* koch kochin verkaufer* verkauferin* rezeption* dame herr junge_mann physiotherapeut* osteopath* optiker* klempner* elektriker* apotheker* apothekerin* trainer* masseur* masseurin* monteur* krankenschwester* tierarzt* tierarztin* baeckerin bakerin backerin bacer* backer* metzger* handwerker* freundlich* unfreundlich* nett* hoflich* unhoflich* zuvorkommend* hilfsbereit* kompetent* inkompetent* geduldig* arrogant* frech* lieb gleichgultig* genervt* jungs berater* beraterin* arztin* trainerin* lehrerin* lehrer* fahrlehrer* kellnerin* frau dr`,
		price: `preis* preis-leistung* teuer* uberteuert* gunstig* preiswert* billig* abzocke* rechnung* kosten* kostet* bezahlt* zahlen euro* geld kostenvoranschlag* wucher* abgezockt gebuhr* aufpreis abgebucht berechnet* monat nachzahl* zusatzlich_berechnet fur_den_preis bei_dem_preis fur_das_geld erwarte_ich mehr_erwartet verlangt keine_zusatzkosten ohne_aufpreis kostenlos`,
		quality: `qualitat* arbeit* ergebnis* reparatur* produkt* material* verarbeitung* haarschnitt schnitt farbe leistung repariert funktioniert* besohlt handwerkskunst tattoo linien schnitt sitzt ware zimmer bett betten matratze dusche* wlan klima* heizung warmwasser pool handtucher ausstattung gerat* maschine* spind* sitz* bildschirm* display* handy* laptop* akku fernseher* auto reifen* bremse* rad rader fahrrad* kette kupplung motor heizung wasserhahn rohr* haare strahnen nagel* kleidung jacke hemd* kleid anzug schuh* sohle* stoff* sofa mobel* schrank tur brille* glaser fassung blumen* strauss auswahl sortiment arbeit montage behandlung* rucken zahnfleisch zahn* radkappe* kratzer wie_neu kaputt* defekt* zerbrochen zerkratzt beschadigt* delle verblasst ausgeblichen eingelaufen gerissen undicht tropft leckt abgebrochen abgefallen abgesprungen schief fehlte fehlten fehlt verloren falsch* verwechselt geist_auf* funktioniert_nicht funktionierte_nicht geht_nicht klappt_nicht klappte_nicht hielt_nicht halt_nicht statt anstatt nachbesserung* behoben gelost auf_anhieb problem_gelost problem_behoben kam_zuruck_mit zuruck_mit noch_nass klatschnass`,
		cleanliness: `sauber* sauberkeit schmutzig* dreckig* hygien* staub* fleck* geruch* gestunken stinkt toilette* wc bad badezimmer bettwasche unsauber* muffig* schimmel* `,
		waiting_time: `wartezeit* warten gewartet wartet wartezimmer langsam* schnell* zugig* verspat* puenktlich* punktlich* minuten stunde* sofort lange dauerte dauert gehetzt warteschleife stunden tage wochen monate ewig zu_spat uhr gebraucht ansteh* #_minuten_warten #_stunden_warten #_minuten_gewartet #_stunden_gewartet #_minuten_auf #_stunden_auf #_wochen_auf #_monate_auf nach_#_wochen nach_#_monaten #_wochen_gebraucht #_monate_gebraucht #_tage_gebraucht immer_noch_nicht noch_immer_nicht immer_noch_kein* bis_heute_nicht bis_heute_kein* am_selben_tag am_gleichen_tag noch_am_selben_tag im_handumdrehen immer_noch_nichts`,
		location: `lage gelegen parkplatz* parken erreichbar* zentral* bahnhof strasse stadtteil innenstadt anfahrt zufahrt finden nahe aussicht standort see berg* bahnhof ubahn u-bahn tram hauptstrasse land blick`,
		atmosphere: `atmosphare ambiente stimmung einrichtung* musik laut* leise gemutlich* dekor* terrasse flair eng ruhig* gemutlichkeit spa stube kaminfeuer biergarten ruhe entspannt* entspannte wohlfuhl* voll uberfullt klo blick`,
		food: `essen gericht* speise* speisekarte menu pizza* pasta nudel* burger* nachtisch dessert* geschmack* geschmeckt schmeckt lecker* kostlich* brot kaffee wein* schnitzel* fleisch fisch salat* pommes sosse sauce suppe* kuchen* fruhstuck* portion* ungeniessbar* vorspeise* getrank* bier* gekocht brezel* braten rinderbraten schnitzel wurst* brot brotchen* kuchen torte* salat* pommes doner* burger* roggenbrot cocktails tee kaffee nudeln fisch suppe fruhstuck* mittagsmenu* mittagessen cocktail* abendessen`,
	},
};
