import type { LanguageLexicon } from "./types";

export const FR: LanguageLexicon = {
	sentiment: `
		bon:1.5 bonne:1.5 bons:1.5 bonnes:1.5 bien:1 super:2 excellent*:3 genial*:3 magnifique*:2.5 formidable*:3 extra:2 incroyable*:2.5
		merveill*:3 superbe*:2.5 impeccable*:2.5 agreable*:2 sympa*:2 aimable*:2 gentil*:2 chaleureu*:2 accueillant*:2 souriant*:2 serviable*:2 poli:1.5 polie:1.5
		attentionn*:2 professionnel*:2 competent*:2 efficace*:2 rapide*:1 ponctuel*:1.5 honnete*:2 raisonnable*:1.5 abordable*:1.5 propre*:1.5 cosy:2 calme:1
		delicieu*:3 savoureu*:2.5 excellemment:2 fraiche*:1 copieu*:1.5 genereu*:1.5 recommand*:2.5 conseill*:0.5 adore*:2.5 aimé:1.5 content*:2 satisf*:2
		merci:1 remerci*:1.5 bravo:2 meilleur*:2.5 vaut_le_detour:2.5 doux:1.5 douce:1.5 rassurant*:2 patient*:1 minutieu*:2 soign*:2 rigoureu*:1.5 top_du_top:3
		mauvais*:-2 mal:-1.5 nul:-3 nulle:-3 horrible*:-3 affreu*:-3 catastroph*:-3 decevant*:-2.5 decu*:-2.5 deception:-2.5 desagreable*:-2.5 impoli*:-2.5
		odieu*:-3 arrogant*:-2.5 mepris*:-2.5 incompetent*:-3 lent:-1.5 lente:-1.5 lents:-1.5 lenteur:-1.5 retard*:-1.5 attente:-0.5 sale:-2.5 sales:-2.5 salete:-2.5 crasseu*:-3
		degoutant*:-3 infect*:-3 immangeable*:-3 fade*:-1.5 froid*:-1 brule*:-2 trop_cuit*:-1.5 pas_cuit*:-2 rassis:-2 cher:-1.2 chere:-1.2 chers:-1.2 hors_de_prix:-2.5 arnaque*:-3
		escroc*:-3 vol:-1 voleur*:-3 bruyant*:-1.5 bruit:-1 exigu*:-1.5 moyenne:-0.8 mediocre*:-2 inacceptable*:-3 scandaleu*:-3 honte*:-2.5
		eviter:-2.5 fuyez:-3 fuir:-3 probleme*:-1.2 souci*:-1 erreur*:-1.5 oubli*:-1.5 ignore*:-2 jamais_plus:-3 plus_jamais:-3 perte_de_temps:-3 inutile*:-2 pire:-3
		malheureusement:-1.5 dommage:-1.5 douleur*:-1 douloureu*:-2 bacle*:-2.5 enerv*:-2 agace*:-2 colere:-2 cauchemar*:-3 bazar:-1.5 desordre:-1.5 minuscule*:-1 tiede*:-1.5
		pas_terrible:-2 rien_a_redire:2.5 rien_a_dire:2 aucun_probleme:2 sans_probleme:2 je_reviendrai:2.5 on_reviendra:2.5 a_recommander:1
		merci_pour_rien:-3 limite:-1.5 laisse_a_desirer:-2.5 desastre*:-3 lamentable*:-3 pitoyable*:-3 irrespectueu*:-2.5 presse:-0.5 expedie*:-1.5 insistant*:-1.5
		sans_doute:0 sans_aucun_doute:0 pas_seulement:0 non_seulement:0 extraordinaire*:3 malhonnete*:-3 correcte:0.5 mal_de:-0.3 desinteresse*:-2
		!ne_regrette_pas:2.5 !regrette_pas:2.5 !aucun_regret:2.5 !pas_regrette:2 regrett*:-1.5 !jamais_decu*:2.5 !ne_decoit_jamais:2.5 !n_a_rien_a_envier:2 !rien_a_envier:2
		!fait_le_job:0.5 !ca_fait_le_job:0.5 !ne_recommande_pas:-2.5 !recommande_pas:-2.5 deconseill*:-2.5 !pas_a_la_hauteur:-2 !ne_vaut_pas:-2 !vaut_pas:-2 !vaut_le_coup:2
		!vaut_la_peine:2 !ne_reviendrai_pas:-2.5 !ne_reviendrons_pas:-2.5 !reviendrai_pas:-2.5 !pas_mal:0.8 !rien_d_exceptionnel:-0.6 !sans_plus:-0.6 !rien_de_special:-0.6
		!rien_de_fou:-0.6 !ca_pique:-1.5 !pas_du_tout_ecoute:-2.5 !aucun_souci:2 !sans_souci:1.5 !ou_pas:-2 !a_eviter:-3 !a_fuir:-3
		correct:0.5 moyen:-0.5 bof:-0.5 gonfle*:-2 honteu*:-2.5 inadmissible*:-3 incapable*:-2.5 je-m-en-foutiste*:-3 menteu*:-3 mensonge*:-2.5 voleurs:-3 escroquerie*:-3
		top:2 topissime:3 au_top:2.5 nickel:2 parfait*:3 ravi*:2.5 pepite:2.5 adorable*:2.5 a_l_ecoute:2 rassur*:1.5 doue*:2 douee*:2 bluffant*:2.5
		beau:1.5 belle:1.5 beaux:1.5 belles:1.5 joli:1.5 jolie:1.5 jolis:1.5 jolies:1.5 valent_le_detour:2.5 !jamais_ete_aussi:1 !n_ont_jamais_ete_aussi:1
	`,
	irony: `bravo quel_plaisir quelle_joie merci_pour merci_de vraiment_merci chapeau un_vrai_exploit genial_deux quel_service bel_exploit felicitations merci_a du_grand_art:2 quelle_generosite:2 quelle_efficacite quel_professionnalisme quelle_rapidite un_vrai_bonheur un_bonheur j_adore on_adore ou_pas:2 evidemment hein #_etoiles_pour:2 etoiles_pour:2 bien_merite* si_vous_aimez si_tu_aimes pour_ceux_qui_aiment ont_reussi_a a_reussi_a trop_gentil merci_beaucoup_pour #_etoiles`,
	exclamations: `quel quelle quels quelles`,
	negators: `pas ne n jamais rien aucun aucune sans ni personne guere plus_du_tout`,
	intensifiers: `tres:1.4 vraiment:1.4 trop:1.3 super:1.3 tellement:1.4 extremement:1.6 absolument:1.5 totalement:1.4 vraiment:1.4 particulierement:1.3 si:1.2 assez:0.9 plutot:0.9 un_peu:0.6 peu:0.6`,
	contrast: `mais cependant pourtant toutefois neanmoins malheureusement sauf hormis par_contre en_revanche seul_bemol bemol dommage_que seul_hic sinon`,
	outcomes: `
		attendu:-1.5 poireaut*:-2 file_d_attente:-1 #_min_d_attente:-2 #_minutes_d_attente:-2 #_h_d_attente:-2.5 #_heures_d_attente:-2.5 #_heure_d_attente:-2.5 une_heure_d_attente:-2.5
		#_min_pour:-1.5 #_minutes_pour:-1.5 #_h_pour:-2 #_heures_pour:-2 #_semaines_pour:-2 #_mois_pour:-2.5 #_jours_pour:-1.5 au_bout_de_#:-1.5 au_bout_d_une:-1.5 au_bout_d_un:-1.5
		#_h_de_retard:-2.5 #_min_de_retard:-2 #_minutes_de_retard:-2 toujours_pas:-2 toujours_aucun*:-2 toujours_en_attente:-2.5 jamais_arrive*:-2.5 jamais_livre*:-2.5
		jamais_recu*:-2.5 jamais_venu*:-2.5 jamais_rappele*:-2.5 n_a_jamais_rappele:-2.5 personne_n_est_venu:-2.5 personne_ne_repond:-2 ne_repond_plus:-2 repond_plus:-2 ne_repond_pas:-2
		injoignable*:-2 aucune_reponse:-2 sans_reponse:-2 sans_nouvelles:-2 raccroche*:-1.5 personne_n_a_su:-2 personne_n_est_passe:-2.5
		casse*:-2 abime*:-2 raye*:-1.5 rayure*:-1.5 fissure*:-2 fendu*:-2 delave*:-2 decolore*:-2 retreci*:-2 dechire*:-2 fuit:-1.5 fuite*:-1.5 degat*:-2 endommage*:-2 bave:-1.5
		decolle*:-2 tombe_en_panne:-2.5 en_panne:-2 ne_marche_plus:-2.5 ne_fonctionne_plus:-2.5 marche_plus:-2.5 fonctionne_plus:-2.5 ne_marche_pas:-2.5 ne_fonctionne_pas:-2.5
		defectueu*:-2.5 manquait:-2 manquaient:-2 manquant*:-2 perdu:-1.5 perdue:-1.5 perdus:-1.5 egare*:-2 inverse*:-1.5 cru:-1.5 crue:-1.5 trempe*:-1.5
		au_lieu_de:-1.5 au_lieu_des:-1.5 au_lieu_du:-1.5 supplement*:-1 de_frais:-1 pour_ce_prix:-1.5 a_ce_prix:-1.5 vu_le_prix:-1.5 attendais_a_mieux:-2.5 attendais_mieux:-2
		attendais_plus:-2 facture*_alors_que:-2 facturer:-0.5 de_revenir:-1 revenir_demain:-1.5 troisieme_fois:-1 encore_une_fois:-1 ferme_a:-1
		repare*:1.2 resolu*:1.5 a_l_heure:1.5 dans_les_temps:1.5 le_jour_meme:1.5 en_#_minutes:1 en_un_rien_de_temps:2 comme_neuf:2 comme_neuve:2 comme_prevu:1.5 comme_annonce*:1.5
		comme_convenu:1.5 comme_sur_la_photo:1.5 exactement_comme:1.5 sans_supplement:1.5 sans_frais:1.5 du_premier_coup:2 livre_a_l_heure:2
		penalite*:-1.5 toujours_rien:-2 probleme_regle:2 probleme_resolu:2
		attendre:-1 d_attendre:-1.5 perdre_mon_temps:-2 perdu_mon_temps:-2 etait_mieux_avant:-1.5 c_etait_mieux:-1.5 ressors_avec:-1.5 ressortie_avec:-1.5 ressorti_avec:-1.5 reparti_avec:-1.5 me_retrouve_avec:-1.5 encore_humide:-1.5 enfume*:-1.5
	`,
	warnings: `attention evitez fuyez mefiez-vous mefiez mefiance a_eviter a_fuir arnaque ne_venez_pas passez_votre_chemin surtout_pas alerte`,
	lukewarm: `bof sans_plus rien_de_special rien_d_exceptionnel rien_de_fou moyen correct ca_fait_le_job fait_le_job passable mouais`,
	conduct: `expliqu* explication* ecout* pris_le_temps prend_le_temps prendre_le_temps prenant_le_temps excus* ignor* regard* souri* sourire soupir* bavard* discut* rassur* mis_a_l_aise met_a_l_aise occupe* patience attitude comportement ton crie* engueul* parle* conseill* aide* accompagn* a_l_ecoute traite* pousse_pas pousse`,
	lasting: { before: `dure durent dure_pas tenu tient tenue depuis il_y_a`, after: `plus_tard apres` },
	timePoints: { days: `lundi mardi mercredi jeudi vendredi samedi dimanche janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre midi minuit`, hours: `a vers jusqu_a des pour` },
	numbers: `un une deux trois quatre cinq six sept huit neuf dix onze douze quinze vingt trente quarante cinquante soixante cent demi quelques plusieurs`,
	topics: {
		service: `^service servi servis ^accueil accueilli* accueillant* prise_en_charge rendez-vous rdv reservation explication* explique* conseil* suivi communication sav livraison livre* livree commande colis telephone appel* repondre repond* mail mails remboursement sav traiteur mariage reservation* reserve* appele* rappel* reponse* mail* commande* guichet* remboursement* echange* garantie pris_le_temps devis* demande* jamais_arrive* jamais_livre* jamais_recu* jamais_venu* jamais_rappele* n_a_jamais_rappele personne_n_est_venu personne_ne_repond ne_repond_plus repond_plus ne_repond_pas injoignable* aucune_reponse sans_reponse sans_nouvelles raccroche* personne_n_a_su personne_n_est_passe de_revenir revenir_demain livre_a_l_heure`,
		staff: `personnel equipe serveur* serveuse* employe* vendeu* vendeur* dentiste* docteur medecin* assistante* secretaire* garagiste* mecanicien* technicien* coiffeu* coiffeur* patron* proprietaire* gerant* chef cuisinier* receptionniste* hotesse* caissier* caissiere* monsieur madame dame osteopathe* opticien* plombier* electricien* pharmacien* pharmacienne* coach* moniteur* infirmier* infirmiere* veterinaire* kine* masseu* installateur* livreur* boulanger* boulangere* boucher* fleuriste* notaire* avocat* patron patronne julien hote hotes sympa* aimable* gentil* chaleureu* souriant* serviable* poli polie impoli* desagreable* odieu* arrogant* mepris* incompetent* competent* patient* doue* douee* a_l_ecoute monitrice* conseiller* conseillere* agent* facteur* toiletteu* tatoueu* esthéticienne estheticienne* estheticien* guichetier* guichetiere* dr mme m jeune* equipe_adorable`,
		price: `prix tarif* cher chere chers hors_de_prix abordable* arnaque* facture* devis addition paye* payer rapport_qualite* euros euro* coute* cout* budget onereu* gratuit* vol frais_de* note honoraires facture* facturer facturé facture frais caution supplement* au_lieu_de au_lieu_des au_lieu_du de_frais pour_ce_prix a_ce_prix vu_le_prix attendais_a_mieux attendais_mieux attendais_plus facture*_alors_que sans_supplement sans_frais`,
		quality: `qualite travail boulot resultat* reparation* prestation* produit* materiel* coupe couleur finition* travaux repare* marche fonctionne* fuite* tatouage bouquet resultat chambre* lit lits matelas douche* wifi clim climatisation chauffage eau_chaude piscine serviette* equipement* machine* casier* siege* fauteuil* ecran* telephone portable* batterie tele voiture pneu* frein* roue* velo* vitesse* chaine embrayage moteur chaudiere robinet tuyau* cheveux couleur* meche* balayage ongle* manucure trait epilation sourcil* vetement* veste chemise* robe costume chaussure* botte* semelle* tissu* canape meuble* armoire porte lunettes verres monture* fleur* gamme choix installation* soin* traitement* seance* dos epaule genou dent* enjoliveur* rayure* portiere carrosserie appartement logement fenetre* emplacement* sanitaires casse* abime* raye* fissure* fendu* delave* decolore* retreci* dechire* fuit degat* endommage* bave decolle* tombe_en_panne en_panne ne_marche_plus ne_fonctionne_plus marche_plus fonctionne_plus ne_marche_pas ne_fonctionne_pas defectueu* manquait manquaient manquant* perdu perdue perdus egare* inverse* trempe* resolu* comme_neuf comme_neuve du_premier_coup probleme_resolu perdu_mon_temps ressors_avec ressortie_avec ressorti_avec reparti_avec me_retrouve_avec encore_humide`,
		cleanliness: `propre* proprete sale sales salete crasseu* hygiene nickel poussiere* tache* odeur* pue sanitaires toilette* wc draps cafard* moisi* moquette araignee*`,
		waiting_time: `attente attendu attendre attend* lent lente lents lenteur rapide* rapidement retard* minutes heure* heures delai* ponctuel* vite presse longtemps immediatement min h jours semaine* mois lent* a_l_heure le_jour_meme en_une_semaine en_#_jours file queue poireaut* file_d_attente #_min_d_attente #_minutes_d_attente #_h_d_attente #_heures_d_attente #_heure_d_attente une_heure_d_attente #_min_pour #_minutes_pour #_h_pour #_heures_pour #_semaines_pour #_mois_pour #_jours_pour au_bout_de_# au_bout_d_une au_bout_d_un #_h_de_retard #_min_de_retard #_minutes_de_retard toujours_pas toujours_aucun* toujours_en_attente dans_les_temps en_#_minutes en_un_rien_de_temps livre_a_l_heure toujours_rien d_attendre`,
		location: `emplacement situe* situation parking stationnement garer acces* quartier centre gare rue trouver proximite vue localisation lac mer plage vallee nature route autoroute campagne tram metro pied deux_pas a_deux_pas port`,
		atmosphere: `ambiance atmosphere cadre decor* deco musique bruyant* bruit calme cosy chaleureu* terrasse interieur* exigu* intime lumiere convivial* zen detendu* romantique bondee bonde climatisation salon serre* bonde* monde salle* clim`,
		food: `cuisine plat* repas menu pizza* pate pates burger* dessert* gout* delicieu* savoureu* pain cafe vin* steak viande* poisson* salade* frites sauce* soupe* gateau* entree* petit-dejeuner petit_dejeuner dejeuner diner portion* immangeable* fade* croissant* boisson* biere* manger mange nourriture crepe* croissant* moule* huitre* blanquette kebab* tajine couscous galette* fromage* bavette viande* legume* buffet cocktails the chocolat* patisserie* boulangerie cuit cuisson assiette* plats cocktail* verre* pain* baguette* viennoiserie* petit_dej petit-dej sandwich*`,
	},
};
