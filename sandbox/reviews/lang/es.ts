import type { PhraseBook } from "../phrases";

export const ES: PhraseBook = {
	topics: {
		service: {
			positive: ["el servicio fue excelente", "nos atendieron de maravilla de principio a fin", "el servicio no pudo ser mejor"],
			negative: ["el servicio fue lento y desorganizado", "a nadie parecía importarle el cliente", "el servicio no estuvo a la altura"],
		},
		staff: {
			positive: ["el personal es amable y atento", "el equipo es cercano y profesional", "los empleados fueron muy simpáticos"],
			negative: ["el personal fue maleducado", "los empleados no fueron nada amables", "la persona de recepción fue muy desagradable"],
		},
		price: {
			positive: ["los precios son muy razonables", "la relación calidad-precio es muy buena", "no es nada caro"],
			negative: ["es demasiado caro para lo que ofrecen", "los precios son excesivos", "no vale lo que cuesta"],
		},
		quality: {
			positive: ["la calidad es excelente", "todo estaba hecho con mucho cuidado", "la calidad es impecable"],
			negative: ["la calidad deja mucho que desear", "el trabajo fue una chapuza", "la calidad ya no es lo que era"],
		},
		cleanliness: {
			positive: ["todo estaba impecable", "el local está muy limpio", "no había ni una mota de polvo"],
			negative: ["el local estaba sucio", "los baños estaban asquerosos", "no estaba nada limpio"],
		},
		waiting_time: {
			positive: ["no tuvimos que esperar mucho", "todo fue muy rápido", "casi no hubo espera"],
			negative: ["esperamos demasiado tiempo", "tuvimos más de una hora de espera", "la espera fue eterna"],
		},
		location: {
			positive: ["la ubicación es muy práctica", "es fácil de encontrar y está cerca del centro", "hay aparcamiento justo al lado"],
			negative: ["es difícil de encontrar", "es imposible aparcar por la zona", "no es fácil llegar"],
		},
		atmosphere: {
			positive: ["el ambiente es acogedor y tranquilo", "el ambiente es muy agradable", "el sitio tiene muy buen rollo"],
			negative: ["el ambiente era frío y ruidoso", "la música estaba demasiado alta", "no te sientes bienvenido"],
		},
		food: {
			positive: ["la comida estaba buenísima", "los platos eran frescos y sabrosos", "las raciones son generosas y ricas"],
			negative: ["la comida estaba sosa", "mi plato llegó frío", "la comida no era fresca"],
		},
	},
	openers: {
		positive: ["¡Muy buena experiencia!", "¡Totalmente recomendable!", "Muy contento con la visita."],
		neutral: ["Estuvo bien, sin más.", "Sensaciones encontradas.", "Nada del otro mundo."],
		negative: ["Muy decepcionante.", "Nunca más.", "Qué decepción."],
	},
	closers: {
		positive: ["Volveré sin duda.", "¡Gracias!", "Lo recomiendo."],
		neutral: ["Quizá le dé otra oportunidad.", "En general, normalito."],
		negative: ["No lo recomiendo.", "Evitadlo.", "No volveré."],
	},
	and: "y",
	but: "pero",
	replies: {
		positive: ["¡Muchas gracias por sus amables palabras, esperamos verle pronto!", "¡Mil gracias por su reseña!"],
		negative: ["Lamentamos mucho su experiencia. Por favor, contacte con nosotros para solucionarlo.", "Gracias por su comentario, lo revisaremos."],
	},
};
