import type { LanguageLexicon } from "./types";

export const NL: LanguageLexicon = {
	sentiment: `
		goed:1.5 goede:1.5 prima:1.2 top:2 super:2.5 geweldig*:3 uitstekend*:3 perfect*:3 fantastisch*:3 fijn*:2 prettig*:2 leuk*:1.5 mooi*:1.5 heerlijk*:3 lekker*:2.5 smakelijk*:2.5
		vers:1 verse:1 vriendelijk*:2 aardig*:1.5 behulpzaam*:2 attent*:2 beleefd*:1.5 gastvrij*:2 professioneel*:2 deskundig*:2 kundig*:2 snel:1 snelle:1 vlot*:1 punctueel*:1.5 eerlijk*:2
		redelijk*:1 betaalbaar*:1.5 schoon:1.5 schone:1.5 netjes:1.5 gezellig*:2 rustig*:1 aanrader:2.5 aanbevelen:2.5 aan_te_raden:2.5 tevreden*:2 blij:2 bedankt:1 dank*:1 beste:2.5
		zorgvuldig*:2 geduldig*:1.5 grondig*:2 toppie:2.5 zeker_terug:2.5 komen_terug:2 kom_terug:2 zonder_problemen:2 geen_probleem:1.5 niets_op_aan_te_merken:2.5 een_aanrader:1
		slecht*:-2 matig*:-1.5 vreselijk*:-3 verschrikkelijk*:-3 afschuwelijk*:-3 waardeloos*:-3 belabberd*:-3 teleurgesteld*:-2.5 teleurstell*:-2.5 onvriendelijk*:-2.5 onbeleefd*:-2.5 brutaal*:-2.5
		arrogant*:-2.5 incompetent*:-3 onprofessioneel*:-2.5 traag*:-1.5 langzaam*:-1.5 laat:-1 vertraging*:-1.5 wachttijd*:-0.5 gewacht:-1 vies:-2.5 vieze:-2.5 smerig*:-3 goor:-3 walgelijk*:-3
		oneetbaar*:-3 smakeloos*:-2 flauw*:-1.5 koud:-1 koude:-1 aangebrand*:-2 duur:-1.2 dure:-1.2 prijzig*:-1.2 te_duur:-1 afzetterij:-3 oplichter*:-3 lawaai*:-1.5 luid*:-1 krap:-1
		middelmatig*:-2 onacceptabel*:-3 schandalig*:-3 schande:-2.5 vermijden:-2.5 probleem:-1.2 problemen:-1.2 fout*:-1.5 vergeten:-1.5 genegeerd:-2 nooit_meer:-3 zonde:-1.5 jammer:-1.5
		helaas:-1.5 pijn*:-1 pijnlijk*:-2 boos:-2 irritant*:-2 chaos:-2 chaotisch*:-2 lauw*:-1.5 niets_bijzonders:-1 niet_aan_te_raden:-2.5 bedankt_voor_niets:-3 rommel*:-1.5 prutswerk:-3 knoeiwerk:-3
		zonder_twijfel:0 niet_alleen:0 oneerlijk*:-3 oke:0.3 ok:0.3
	`,
	irony: `wat_een_geweldige bedankt_voor dat_noem_ik geweldig_het proficiat bravo`,
	negators: `niet geen nooit niets zonder niemand nergens`,
	intensifiers: `heel:1.4 erg:1.4 zeer:1.4 echt:1.3 super:1.3 enorm:1.5 ontzettend:1.5 totaal:1.4 absoluut:1.5 te:1.3 zo:1.2 bijzonder:1.3 best:1 nogal:0.9 een_beetje:0.6 beetje:0.6 wat:0.8`,
	contrast: `maar echter helaas toch behalve alleen`,
	topics: {
		service: `service bediening bediend ontvangst ontvangen klantenservice afspraak afspraken reservering uitleg uitgelegd advies communicatie begeleiding levering geleverd bestelling pakket afhaalpunt telefoon gebeld antwoord* mail terugbetaling`,
		staff: `personeel medewerker* team ober* serveerster* bediening tandarts* arts dokter assistente* receptionist* monteur* garagehouder* kapper* kapster* eigenaar* eigenares* kok chef verkoper* verkoopster* mevrouw meneer jongen meisje fysiotherapeut* osteopaat* opticien* loodgieter* elektricien* apotheker* trainer* trainers masseuse* masseur* bakker* slager* dierenarts* verpleegkundige* huisarts*`,
		price: `prijs* prijzen duur dure prijzig* goedkoop* betaalbaar* rekening factuur offerte betaald betalen euro* geld prijs-kwaliteit* afzetterij kosten kost`,
		quality: `kwaliteit werk resultaat reparatie* product* materiaal* knipbeurt coupe kleur afwerking behandeling* gerepareerd werkt* fiets kleur`,
		cleanliness: `schoon schone vies vieze smerig* hygien* stof vlek* geur* stinkt stonk toilet* wc badkamer lakens schimmel* kakkerlak*`,
		waiting_time: `wacht* wachten gewacht wachttijd* traag* langzaam* snel snelle vlot* laat vertraging* minuten uur uren punctueel* meteen direct lang duurde`,
		location: `locatie ligging gelegen parkeren parkeerplaats* bereikbaar* centrum station straat buurt dichtbij uitzicht meer gracht zee strand tram station`,
		atmosphere: `sfeer ambiance inrichting* ingericht muziek lawaai* luid* rustig* gezellig* terras interieur krap knus sauna rustgevend* rust`,
		food: `eten gerecht* maaltijd* menu menukaart pizza* pasta burger* dessert* nagerecht* smaak* lekker* brood koffie wijn* biefstuk vlees vis salade* friet* patat saus soep* taart* ontbijt lunch diner portie* voorgerecht* oneetbaar* drankje* bier* keuken stoofpot appeltaart* mosselen mossel* vis friet* pizza* desembrood brood* bitterbal* soep taart koffie kopje wijn`,
	},
};
