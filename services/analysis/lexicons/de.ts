import type { LanguageLexicon } from "./types";

export const DE: LanguageLexicon = {
	sentiment: `
		gut:1.5 gute*:1.5 guter:1.5 gutes:1.5 prima:2 toll*:2.5 super:2.5 klasse:2.5 spitze:3 exzellent*:3 hervorragend*:3 ausgezeichnet*:3 perfekt*:3 wunderbar*:3
		fantastisch*:3 genial*:3 top:2 sehr_gut:0.5 lecker*:2.5 kostlich*:3 frisch*:1.2 freundlich*:2 nett*:1.5 hoflich*:1.5 zuvorkommend*:2 hilfsbereit*:2 aufmerksam*:2
		kompetent*:2 professionell*:2 schnell*:1 zuverlassig*:2 puenktlich*:1.5 punktlich*:1.5 ehrlich*:2 fair*:1.5 gunstig*:1.5 preiswert*:1.5 sauber*:1.5 gemutlich*:2 angenehm*:2
		empfehl*:2.5 empfohlen:2 zufrieden*:2 begeistert*:2.5 danke:1 dank*:1 beste*:2.5 bester:2.5 lieblings*:2 grundlich*:2 einfuhlsam*:2 geduldig*:1.5 schmerzfrei*:2
		entspannt*:1.5 schon:0.8 schone*:1.5 liebevoll*:2 herzlich*:2 immer_wieder:2 gerne_wieder:2.5 gern_wieder:2.5 wiederkommen:2 weiter_so:2 ohne_probleme:2 kein_problem:1.5
		schlecht*:-2 schlimm*:-2.5 furchtbar*:-3 schrecklich*:-3 grauenhaft*:-3 katastroph*:-3 mies*:-2.5 miserabel*:-3 enttausch*:-2.5 unfreundlich*:-2.5 unhoflich*:-2.5 frech*:-2.5
		arrogant*:-2.5 inkompetent*:-3 unprofessionell*:-2.5 langsam*:-1.5 verspat*:-1.5 wartezeit*:-0.5 gewartet:-1 dreckig*:-2.5 schmutzig*:-2.5 eklig*:-3 ekelhaft*:-3
		ungeniessbar*:-3 fade*:-1.5 geschmacklos*:-2 kalt*:-1 verbrannt*:-2 zah:-1 teuer*:-1.2 uberteuert*:-2.5 abzocke*:-3 betrug*:-3 laut*:-1 eng:-1 mittelmassig*:-2
		unverschamt*:-3 unmoglich*:-2.5 inakzeptabel*:-3 argerlich*:-2 arger*:-2 nie_wieder:-3 nimmer:-1 vermeiden:-2.5 finger_weg:-3 problem*:-1.2 fehler*:-1.5 vergessen:-1.5
		ignoriert:-2 leider:-1.5 schade:-1.5 schmerz*:-1 schmerzhaft*:-2 pfusch*:-3 chaos:-2 chaotisch*:-2 durchschnitt*:-0.5 naja:-1.5 lauwarm*:-1.5 zeitverschwendung:-3
		geht_so:-1 nichts_besonderes:-1 nicht_zu_empfehlen:-2.5 nichts_auszusetzen:2.5 nicht_zu_beanstanden:2 reinfall:-2.5 frechheit:-3 katastrophe:-3 lieblos*:-2 gehetzt:-1.5
		danke_fur_nichts:-3 abgezockt:-3 unzufrieden*:-2.5 mangelhaft*:-2.5 veraltet*:-1.2 unsauber*:-2 stinkt:-2 gestunken:-2 muffig*:-2 wucher*:-3
		ohne_zweifel:0 nicht_nur:0 zweifellos:0 okay:0.3 ok:0.3 unehrlich*:-3 desinteressiert*:-2
	`,
	irony: `weiter_so herzlichen_dank danke_fur vielen_dank_fur ganz_toll* grossartig_das na_toll sehr_kundenfreundlich bravo gratulation`,
	negators: `nicht kein keine keinen keinem keiner keines nie niemals nichts ohne kaum weder`,
	intensifiers: `sehr:1.4 wirklich:1.4 total:1.4 extrem:1.6 absolut:1.5 super:1.3 echt:1.3 richtig:1.3 so:1.2 zu:1.3 besonders:1.3 uberaus:1.5 ziemlich:1.1 etwas:0.6 bisschen:0.6 leicht:0.7`,
	contrast: `aber jedoch allerdings leider trotzdem dennoch ausser nur`,
	topics: {
		service: `service kundenservice bedienung bedient beratung beraten empfang empfangen betreuung betreut termin* kommunikation erklart erklarung* reservierung abwicklung lieferung geliefert bestellung bestellt paket anruf* angerufen telefon* antwort* email erstattung catering hochzeit termingabe terminvergabe check-in`,
		staff: `personal mitarbeiter* team kellner* bedienung angestellt* zahnarzt* zahnarztin* arzt arztin helferin* sprechstundenhilfe friseur* friseurin* mechaniker* werkstattmeister chef* inhaber* besitzer* koch kochin verkaufer* verkauferin* rezeption* dame herr junge_mann physiotherapeut* osteopath* optiker* klempner* elektriker* apotheker* apothekerin* trainer* masseur* masseurin* monteur* krankenschwester* tierarzt* tierarztin* baeckerin bakerin backerin bacer* backer* metzger* handwerker*`,
		price: `preis* preis-leistung* teuer* uberteuert* gunstig* preiswert* billig* abzocke* rechnung* kosten* kostet* bezahlt* zahlen euro* geld kostenvoranschlag* wucher* abgezockt`,
		quality: `qualitat* arbeit* ergebnis* reparatur* produkt* material* verarbeitung* haarschnitt schnitt farbe leistung repariert funktioniert* besohlt handwerkskunst tattoo linien schnitt sitzt ware`,
		cleanliness: `sauber* sauberkeit schmutzig* dreckig* hygien* staub* fleck* geruch* gestunken stinkt toilette* wc bad badezimmer bettwasche unsauber* muffig* schimmel*`,
		waiting_time: `wartezeit* warten gewartet wartet wartezimmer langsam* schnell* zugig* verspat* puenktlich* punktlich* minuten stunde* sofort lange dauerte dauert gehetzt`,
		location: `lage gelegen parkplatz* parken erreichbar* zentral* bahnhof strasse stadtteil innenstadt anfahrt zufahrt finden nahe aussicht standort see berg* bahnhof ubahn u-bahn tram hauptstrasse land`,
		atmosphere: `atmosphare ambiente stimmung einrichtung* musik laut* leise gemutlich* dekor* terrasse flair eng ruhig* gemutlichkeit spa stube kaminfeuer biergarten ruhe entspannt* entspannte wohlfuhl*`,
		food: `essen gericht* speise* speisekarte menu pizza* pasta nudel* burger* nachtisch dessert* geschmack* geschmeckt schmeckt lecker* kostlich* brot kaffee wein* schnitzel* fleisch fisch salat* pommes sosse sauce suppe* kuchen* fruhstuck* portion* ungeniessbar* vorspeise* getrank* bier* gekocht brezel* braten rinderbraten schnitzel wurst* brot brotchen* kuchen torte* salat* pommes doner* burger* roggenbrot cocktails tee kaffee nudeln fisch suppe fruhstuck* mittagsmenu* mittagessen`,
	},
};
