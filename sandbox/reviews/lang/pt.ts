import type { PhraseBook } from "../phrases";

export const PT: PhraseBook = {
	topics: {
		service: {
			positive: ["o atendimento foi excelente", "fomos bem tratados do início ao fim", "o serviço não podia ter sido melhor"],
			negative: ["o atendimento foi lento e desorganizado", "ninguém parecia preocupar-se com os clientes", "o serviço não esteve à altura"],
		},
		staff: {
			positive: ["os funcionários são simpáticos e prestáveis", "a equipa é acolhedora e profissional", "o pessoal foi muito atencioso"],
			negative: ["os funcionários foram mal-educados", "o pessoal não foi nada simpático", "a senhora da receção foi antipática"],
		},
		price: {
			positive: ["os preços são muito razoáveis", "a relação qualidade-preço é ótima", "não é nada caro"],
			negative: ["é demasiado caro para o que oferecem", "os preços são exagerados", "não vale o que custa"],
		},
		quality: {
			positive: ["a qualidade é excelente", "tudo foi feito com muito cuidado", "não há nada a apontar à qualidade"],
			negative: ["a qualidade deixa muito a desejar", "o trabalho foi mal feito", "a qualidade já não é o que era"],
		},
		cleanliness: {
			positive: ["estava tudo impecável", "o espaço é muito limpo", "não havia um grão de pó"],
			negative: ["o espaço estava sujo", "as casas de banho estavam nojentas", "não estava nada limpo"],
		},
		waiting_time: {
			positive: ["não tivemos de esperar muito", "foi tudo muito rápido", "quase não houve espera"],
			negative: ["esperámos tempo demais", "esperámos mais de uma hora", "a espera foi interminável"],
		},
		location: {
			positive: ["a localização é muito prática", "é fácil de encontrar e fica perto do centro", "há estacionamento mesmo ao lado"],
			negative: ["é difícil de encontrar", "é impossível estacionar na zona", "não é de fácil acesso"],
		},
		atmosphere: {
			positive: ["o ambiente é acolhedor e descontraído", "o ambiente é muito agradável", "o espaço tem um ambiente fantástico"],
			negative: ["o ambiente era frio e barulhento", "a música estava demasiado alta", "não nos sentimos bem-vindos"],
		},
		food: {
			positive: ["a comida estava deliciosa", "os pratos eram frescos e saborosos", "as doses são generosas e boas"],
			negative: ["a comida não tinha sabor", "o meu prato chegou frio", "a comida não era fresca"],
		},
	},
	openers: {
		positive: ["Excelente experiência.", "Recomendo vivamente!", "Muito satisfeito com a visita."],
		neutral: ["Foi razoável.", "Sentimentos contraditórios.", "Nada de especial."],
		negative: ["Muito dececionante.", "Nunca mais.", "Que desilusão."],
	},
	closers: {
		positive: ["Vou voltar de certeza.", "Obrigado!", "Recomendo."],
		neutral: ["Talvez dê outra oportunidade.", "No geral, mediano."],
		negative: ["Não recomendo.", "A evitar.", "Não volto."],
	},
	and: "e",
	but: "mas",
	replies: {
		positive: ["Muito obrigado pelas suas palavras simpáticas, esperamos vê-lo em breve!", "Obrigado pela sua avaliação!"],
		negative: ["Lamentamos muito a sua experiência. Por favor contacte-nos para resolvermos a situação.", "Obrigado pelo seu comentário, vamos analisar."],
	},
};
