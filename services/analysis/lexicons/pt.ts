import type { LanguageLexicon } from "./types";

export const PT: LanguageLexicon = {
	sentiment: `
		bom:1.5 boa:1.5 bons:1.5 boas:1.5 bem:1 otim*:3 excelent*:3 perfeit*:3 fantastic*:3 maravilh*:3 incrivel*:2.5 espetacular*:3 sensacional*:3 top:2 show:2 lindo:2 linda:2
		delicios*:3 saboros*:2.5 gostos*:2.5 fresc*:1 simpatic*:2 amavel*:2 atencios*:2 educad*:1.5 prestativ*:2 acolhedor*:2 agradavel*:2 profissional*:2 profissionais:2 competente*:2
		eficiente*:1.5 rapid*:1 pontual*:1.5 honest*:2 just*:0.5 razoavel*:1.5 acessivel*:1 barat*:0.5 limp*:1.5 impecavel*:2.5 tranquil*:1 recomend*:2.5 ador*:2.5 gostei:2 amei:3
		satisfeit*:2 content*:2 feliz:2 obrigad*:1 agradec*:1.5 melhor*:2 favorit*:2 voltarei:2.5 voltaremos:2.5 voltar:1 cuidados*:2 pacient*:1 caprichad*:2 generos*:1.5 farta*:1
		sem_problemas:2 nenhum_problema:2 nada_a_reclamar:2.5 nota_10:3 nota_dez:3 vale_a_pena:2.5
		mau:-2 ma:-2 maus:-2 ruim:-2 ruins:-2 pessim*:-3 horrivel*:-3 terrivel*:-3 desastr*:-3 decepcion*:-2.5 desagradavel*:-2.5 antipatic*:-2.5 mal_educad*:-3
		grosseir*:-2.5 grosso:-2 arrogante*:-2.5 incompetente*:-3 lent*:-1.5 demor*:-1.5 atras*:-1.5 esper*:-0.5 suj*:-2.5 sujeira:-2.5 nojent*:-3 nojo:-3 intragavel*:-3 insoss*:-1.5 sem_sabor:-2
		fri*:-1 queimad*:-2 caro:-1.2 cara:-1.2 caros:-1.2 caras:-1.2 carissim*:-2.5 roubo:-2.5 golpe:-3 barulh*:-1.5 mediocre*:-2 razoavel_apenas:-1 inaceitavel*:-3 vergonh*:-2.5
		evitar:-2.5 evitem:-2.5 problema*:-1.2 erro*:-1.5 esquec*:-1.5 ignor*:-2 nunca_mais:-3 perda_de_tempo:-3 inutil*:-2 pior*:-3 infelizmente:-1.5 pena:-1.5 dor:-1 dolorid*:-1.5
		irritad*:-2 chatead*:-2 caos:-2 morno:-1.5 morna:-1.5 nada_de_especial:-1 nada_demais:-1 deixa_a_desejar:-2.5 deixou_a_desejar:-2.5 obrigado_por_nada:-3 descaso:-2.5 porcaria:-3 lixo:-3
		sem_duvida:0 nao_so:0 nao_apenas:0 desonest*:-3 ok:0.3
	`,
	irony: `parabens que_maravilha obrigado_por que_pechincha obrigada_por bravo`,
	negators: `nao nunca jamais nada nenhum nenhuma sem nem ninguem`,
	intensifiers: `muito:1.4 muita:1.4 super:1.3 realmente:1.4 bem:1.1 extremamente:1.6 absolutamente:1.5 totalmente:1.4 demais:1.3 tao:1.3 bastante:1.2 especialmente:1.3 pouco:0.6 um_pouco:0.6`,
	contrast: `mas porem contudo entretanto infelizmente embora exceto`,
	topics: {
		service: `atendimento atendid* atender servico servicos recepcao acolhimento consulta* marcacao agendamento explic* comunicacao orientacao entrega entregue encomenda pedido telefone ligacao* resposta* respond* email reembolso`,
		staff: `funcionari* equipe equipa pessoal garcom garcons garconete empregad* atendente* dentista* doutor* medic* enfermeir* recepcionista* mecanic* tecnic* cabeleireir* barbeir* dono dona proprietari* gerente* chef cozinheir* moca moco senhor senhora rapaz fisioterapeuta* osteopata* otica* canalizador* eletricista* farmaceutic* instrutor* instrutores massagista* padeiro* acougueiro* veterinari* enfermeir* empregado`,
		price: `preco* caro cara caros caras carissim* barat* acessivel* conta fatura* orcamento* pagar paguei pagamos cobr* reais euro* dinheiro custo* custa roubo golpe custo-beneficio custo_beneficio`,
		quality: `qualidade trabalho* resultado* reparo* reparacao* conserto* produto* material* corte cor acabamento* tratamento* restaurar* restauraram funciona* conserto* consert*`,
		cleanliness: `limp* limpeza suj* sujeira higien* poeira mancha* cheiro* fedor fedia banheiro* casa_de_banho lencois barata* mofo`,
		waiting_time: `espera esperar esperamos esperei esperando lent* rapid* demor* atras* minutos hora* pontual* logo imediat* fila tempo`,
		location: `localizacao localizad* local estacionamento estacionar acesso bairro centro estacao rua encontrar perto vista mar praia campo metro metro vista`,
		atmosphere: `ambiente atmosfera decoracao decorad* musica barulh* tranquil* aconchegante* acolhedor* esplanada varanda interior spa tranquilo silencio paz pousada`,
		food: `comida prato* cardapio menu pizza* massa hamburguer* sobremesa* sabor* delicios* saboros* gostos* pao cafe vinho* carne* peixe* salada* batata* molho* sopa* bolo* pequeno-almoco cafe_da_manha almoco jantar porc* porcoes entrada* intragavel* bebida* cerveja* cozinha feijoada pastel* feijoada bacalhau pasteis pastel* frango* peixe* pao galao cafe* pizza* sobremesa* prato pratos comida`,
	},
};
