import type { PhraseBook } from "../phrases";

export const FR: PhraseBook = {
	topics: {
		service: {
			positive: ["le service était impeccable", "on s'est occupé de nous du début à la fin", "le service n'aurait pas pu être meilleur"],
			negative: ["le service était lent et désorganisé", "personne ne semblait se soucier des clients", "le service n'était pas à la hauteur"],
		},
		staff: {
			positive: ["le personnel est aimable et serviable", "l'équipe est accueillante et professionnelle", "l'équipe est aux petits soins"],
			negative: ["le personnel était désagréable", "les employés n'étaient pas du tout aimables", "la personne à l'accueil était méprisante"],
		},
		price: {
			positive: ["les prix sont très raisonnables", "le rapport qualité-prix est excellent", "ce n'est pas cher du tout"],
			negative: ["c'est beaucoup trop cher pour ce que c'est", "les prix sont bien trop élevés", "ça ne vaut pas le prix"],
		},
		quality: {
			positive: ["la qualité est excellente", "tout a été fait avec beaucoup de soin", "rien à redire sur la qualité"],
			negative: ["la qualité laisse à désirer", "le travail a été bâclé", "la qualité n'est plus ce qu'elle était"],
		},
		cleanliness: {
			positive: ["tout était d'une propreté impeccable", "l'endroit est très propre", "pas une trace de poussière"],
			negative: ["l'endroit était sale", "les toilettes étaient dégoûtantes", "ce n'était pas propre du tout"],
		},
		waiting_time: {
			positive: ["nous n'avons pas attendu longtemps", "tout a été très rapide", "il n'y avait presque pas d'attente"],
			negative: ["nous avons attendu beaucoup trop longtemps", "il a fallu attendre plus d'une heure", "l'attente était interminable"],
		},
		location: {
			positive: ["l'emplacement est très pratique", "c'est facile à trouver et proche du centre", "on se gare facilement à côté"],
			negative: ["l'endroit est difficile à trouver", "impossible de se garer dans le coin", "ce n'est pas facile d'accès"],
		},
		atmosphere: {
			positive: ["l'ambiance est chaleureuse et détendue", "l'atmosphère est très agréable et cosy", "le cadre est superbe"],
			negative: ["l'ambiance était froide et bruyante", "la musique était beaucoup trop forte", "on ne s'y sent pas le bienvenu"],
		},
		food: {
			positive: ["les plats étaient délicieux", "la cuisine est fraîche et pleine de saveurs", "les portions sont généreuses et savoureuses"],
			negative: ["la nourriture était fade", "mon plat est arrivé froid", "les produits n'étaient pas frais"],
		},
	},
	openers: {
		positive: ["Très belle expérience.", "Je recommande vivement !", "Ravi de ma visite."],
		neutral: ["C'était correct.", "Avis mitigé.", "Rien d'exceptionnel."],
		negative: ["Très déçu.", "Plus jamais.", "Quelle déception."],
	},
	closers: {
		positive: ["Je reviendrai sans hésiter.", "Merci à toute l'équipe !", "Je recommande."],
		neutral: ["À voir pour une prochaine fois.", "Dans l'ensemble, moyen."],
		negative: ["Je ne recommande pas.", "À éviter.", "Je ne reviendrai pas."],
	},
	and: "et",
	but: "mais",
	replies: {
		positive: ["Merci beaucoup pour votre message, au plaisir de vous revoir !", "Un grand merci pour votre avis !"],
		negative: [
			"Nous sommes désolés de votre expérience. N'hésitez pas à nous contacter pour en parler.",
			"Merci pour votre retour, nous allons en tenir compte.",
		],
	},
};
