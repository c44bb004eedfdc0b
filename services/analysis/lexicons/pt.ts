import type { LanguageLexicon } from "./types";

export const PT: LanguageLexicon = {
	sentiment: `
		farto:1.2 farta:1.2 fartos:1.2 fartas:1.2
		bom:1.5 boa:1.5 bons:1.5 boas:1.5 bem:1 excelent*:3 perfeit*:3 fantastic*:3 maravilh*:3 incrivel*:2.5 espetacular*:3 sensacional*:3 show:2 lindo:2 linda:2
		delicios*:3 saboros*:2.5 gostos*:2.5 fresc*:1 simpatic*:2 amavel*:2 atencios*:2 educad*:1.5 prestativ*:2 acolhedor*:2 agradavel*:2 profissional*:2 profissionais:2 competente*:2
		eficiente*:1.5 rapid*:1 pontual*:1.5 honest*:2 just*:0.5 razoavel*:1.5 acessivel*:1 barat*:0.5 limp*:1.5 impecavel*:2.5 tranquil*:1 recomend*:2.5 ador*:2.5 gostei:2 amei:3
		satisfeit*:2 content*:2 feliz:2 obrigad*:1 agradec*:1.5 melhor*:2 favorit*:2 voltarei:2.5 voltaremos:2.5 voltar:1 cuidados*:2 pacient*:1 generos*:1.5 farta*:1
		sem_problemas:2 nenhum_problema:2 nada_a_reclamar:2.5 nota_10:3 nota_dez:3 vale_a_pena:2.5
		mau:-2 ma:-2 maus:-2 ruim:-2 ruins:-2 horrivel*:-3 terrivel*:-3 desastr*:-3 decepcion*:-2.5 desagradavel*:-2.5 antipatic*:-2.5 mal_educad*:-3
		grosso:-2 arrogante*:-2.5 incompetente*:-3 lento:-1.5 lenta:-1.5 lentos:-1.5 lentas:-1.5 lentidao:-1.5 lentissim*:-2 demor*:-1.5 atraso*:-1.5 atrasou:-1.5 atrasaram:-1.5 atrasar*:-1.5 esper*:-0.5 suj*:-2.5 sujeira:-2.5 nojent*:-3 nojo:-3 intragavel*:-3 insoss*:-1.5 sem_sabor:-2
		queimad*:-2 caro:-1.2 cara:-1.2 caros:-1.2 caras:-1.2 carissim*:-2.5 roubo:-2.5 golpe:-3 barulh*:-1.5 mediocre*:-2 razoavel_apenas:-1 inaceitavel*:-3 vergonh*:-2.5
		evitar:-2.5 evitem:-2.5 problema*:-1.2 erro*:-1.5 esquec*:-1.5 ignor*:-2 nunca_mais:-3 perda_de_tempo:-3 inutil*:-2 pior*:-3 infelizmente:-1.5 pena:-1.5 dor:-1 dolorid*:-1.5
		irritad*:-2 chatead*:-2 caos:-2 morno:-1.5 morna:-1.5 nada_demais:-1 deixa_a_desejar:-2.5 deixou_a_desejar:-2.5 obrigado_por_nada:-3
		sem_duvida:0 nao_so:0 nao_apenas:0 desonest*:-3 ok:0.3
		!nao_vale:-2 !nao_vale_a_pena:-2.5 !vale_cada_centimo:2.5 !vale_cada_centavo:2.5 !vale_cada:2.5 !nao_tenho_do_que_reclamar:2.5 !nao_tenho_nada_a_reclamar:2.5
		!nao_e_nada_de_especial:-0.6 !nada_de_especial:-0.6 !nao_e_mau:0.8 !nada_mal:1 !nao_volto:-2.5 !nao_volto_mais:-3 !nao_voltarei:-2.5 !nao_recomendo:-2.5 compensa:1.5
		!nao_compensa:-2 serve:0.4 !nao_serve:-1.5 caprichad*:2 maravilhos*:3 show_de_bola:3 nota_mil:3 top:2 atenciosissim*:3 gentilissim*:3 educadissim*:3 otim*:3
		porcaria:-3 lixo:-3 horroros*:-3 pessim*:-3 vergonhos*:-3 absurd*:-2.5 desrespeit*:-3 enganad*:-2.5 enrola*:-2 descaso:-2.5 mal_atendid*:-2.5 grosseir*:-2.5
		!nunca_estive_tao:1 !nunca_ficou_tao:1
		querid*:2 uma_simpatia:2.5 um_amor:2.5 um_artista:2 uma_joia:2.5 um_anjo:2.5
		mal-educad*:-2.5 economic*:1 seco:-1 seca:-1 espacos*:1.5 minuscul*:-1.2 degradad*:-1.5 luminos*:1.2 escur*:-0.8 dececionante*:-2.5 decepcionante*:-2.5 fraco:-1.5 fraca:-1.5 fraquinh*:-1.5 mediano:-0.5 mediana:-0.5 velho:-0.5 velha:-0.5 antiquad*:-1.2 moderno:1 moderna:1 apertad*:-1
		caprichos*:2
		de_comer_e_chorar_por_mais:3 de_lamber_os_dedos:3 divinal:3 divin*:3 caseir*:1.2 de_outro_mundo:3 !nao_e_la_essas_coisas:-1.2 !nao_sao_la_essas_coisas:-1.2
		frio:-1 fria:-1 frios:-1 frias:-1
		pequeno:-0.3 pequena:-0.3 pequenos:-0.3 pequenas:-0.3
		simpatiquissim*:2.5 malcriad*:-2.5 prestavel:2 prestaveis:2 rude:-2.5 rudes:-2.5 amaveis:2
		pechincha:1.5
		eternidade:-1.5 pegajos*:-1.5 careir*:-2
		gente_demais:-1.5
		carinhos*:2
	`,
	irony: `parabens que_maravilha obrigado_por que_pechincha obrigada_por bravo obrigado_ao obrigado_a obrigada_a maravilha adorei_esperar:2 adorei_pagar:2 adorei_passar:2 adorei nota_10 nota_dez #_estrelas cinco_estrelas estrelas_pelo:2 estrelas_para:2 recomendo_a_todos pra_quem_tem:2 para_quem_tem:2 para_quem_gosta pra_quem_gosta que_beleza que_delicia servico_de_primeira ne so_que_nao:2 experiencia_incrivel conseguiram conseguiu`,
	exclamations: `que`,
	negators: `nao nunca jamais nada nenhum nenhuma sem nem ninguem zero`,
	intensifiers: `muito:1.4 muita:1.4 super:1.3 realmente:1.4 bem:1.1 extremamente:1.6 absolutamente:1.5 totalmente:1.4 demais:1.3 tao:1.3 bastante:1.2 especialmente:1.3 pouco:0.6 um_pouco:0.6`,
	contrast: `mas porem contudo entretanto infelizmente embora exceto so_que pena_que agora so_achei o_unico_problema`,
	joins: `e_o e_a e_os e_as e_meu e_minha e_seu e_sua e_nosso e_nossa`,
	outcomes: `
		ninguem_avisou:-1.5 ninguem_nos_avisou:-1.5 ninguem_me_avisou:-1.5 ninguem_resolveu:-2 ninguem_resolve:-2 recus*:-1.5 nao_atende:-2 nao_atendem:-2 nunca_mais_atendeu:-2 so_um_caixa:-1.5 um_so_caixa:-1.5 continua_a_pingar:-2 continua_pingando:-2
		riscou:-1.5 riscaram:-1.5 estragou:-2 estragaram:-2 !cheira_mal:-2
		inexistente:-2 inexistentes:-2
		esperei:-1.5 esperamos:-1.5 esperando:-1 fila:-1 #_minutos_de_espera:-2 #_horas_de_espera:-2.5 #_minutos_na_fila:-2 #_horas_na_fila:-2.5 #_h_na_fila:-2.5 #_minutos_para:-1.5
		#_minutos_pra:-1.5 #_horas_para:-2 #_horas_pra:-2 #_semanas_para:-2 #_meses_para:-2.5 #_meses_pra:-2.5 #_dias_para:-1.5 atrasad*:-1.5 ainda_nao:-2 ate_hoje_nao:-2.5
		ate_agora_nao:-2.5 continua_sem:-2 nunca_chegou:-2.5 nao_chegou:-2 nunca_apareceu:-2.5 nao_apareceu:-2.5 ninguem_apareceu:-2.5 ninguem_atende:-2 nao_atende*:-2 nao_atendem:-2
		nao_responde*:-2 ninguem_responde:-2 sem_resposta:-2 sumiram:-2 sumiu:-2 desligad*:-1 em_manutencao:-1.5 so_ficou_pronto:-1.5
		quebrad*:-2 quebrou:-2 partid*:-1.5 riscad*:-1.5 arranhad*:-1.5 amassad*:-1.5 manchad*:-2 desbotad*:-2 encolheu:-2 encolhid*:-2 rasgad*:-2 vazamento:-1.5 vaza*:-1.5
		pinga*:-1.5 descola*:-2 estragad*:-2 avariad*:-2 defeito*:-2 com_defeito:-2.5 nao_funciona*:-2.5 deixou_de_funcionar:-2.5 deixou_de_ligar:-2.5 parou_de_funcionar:-2.5
		faltava*:-2 faltou:-2 em_falta:-1.5 faltando:-1.5 perdid*:-1.5 perderam:-2 errad*:-1.5 cru:-1.5 crua:-1.5 alergia:-1.5 engoliu:-1.5 sem_luz:-2
		em_vez_de:-1.5 ao_inves_de:-1.5 cobraram:-1 taxa*:-0.5 por_esse_preco:-1.5 pelo_preco:-1.5 pelo_que_cobram:-1.5 esperava_mais:-2 fechad*:-1 recusad*:-1.5 recusou:-1.5
		recusaram:-1.5 pela_terceira_vez:-1 outra_vez:-1 so_metade:-1.5
		consertad*:1.2 resolvid*:1.5 resolveram:1.5 na_hora:1.5 no_horario:1.5 no_mesmo_dia:1.5 em_#_minutos:1 em_#_dias:1 como_novo:2 como_nova:2 como_combinado:1.5
		o_combinado:1.5 no_orcamento:1 como_prometido:1.5 sem_surpresas:1.5 de_primeira:1.5 ja_estava_pronto:1.5
		multa:-0.5 problema_resolvido:2
		ja_foi:-1.5 antes_era:-1.5 sai_com:-1.5 saiu_com:-1.5 voltou_com:-1.5 voltei_com:-1.5 molhad*:-1 fumaca:-1
		sem_dor:2 nao_senti_nada:2 muito_melhor:1.5 ja_nao_doi:2 nao_doeu:2 curad*:1
		negou:-1.5 negaram:-1.5 nega:-1.5 negam:-1.5 nao_quiseram:-1.5 fechado:-1 fechada:-1 levou:-0.5 levaram:-0.5
		tive_que_pedir:-1 tive_de_pedir:-1 tivemos_que_pedir:-1 sem_avisar:-1.5 sem_aviso:-1.5 ninguem_me_disse:-1.5 ninguem_nos_disse:-1.5 ninguem_limpou:-1.5
		para_descobrir:-1 para_me_dizerem:-1.5 para_nos_dizerem:-1.5 para_ouvir:-1.5 para_me_darem:-1.5 pra_descobrir:-1 pra_me_dizerem:-1.5 pra_ouvir:-1.5
		antes_do_previsto:1.5 antes_do_prazo:1.5 antes_do_combinado:1.5 depois_do_previsto:-0.8 depois_do_prazo:-0.8 fora_do_prazo:-1 dentro_do_prazo:1.5 no_prazo:1.5
		desbotou:-2 desbotad*:-2 avariou:-2
		barulho_novo:-1.5 novo_barulho:-1.5 barulho_estranho:-1.5 a_fazer_barulho:-1.5 fazendo_barulho:-1.5 faz_barulho:-1.5 faz_um_barulho:-1.5 range:-1
		descolou:-2 torto:-1.5 desigual:-1.5 curto_demais:-1.5 enferrujad*:-1.5 bambo:-1
		perderam:-2 esqueceram:-1.5 pedido_errado:-2 trocaram_o_pedido:-2 cancelaram:-1.5 desmarcaram:-1.5 remarcaram:-1 sem_pedir_desculpa:-1.5 nem_pediu_desculpa:-1.5
		afastad*:-1 dificil_estacionar:-1.5 impossivel_estacionar:-1.5
		migalhas:-1.5 teias_de_aranha:-2 bolor:-2 cabelos_no_chao:-2 cheirava_mal:-2 fedia:-2
	`,
	warnings: `cuidado atencao evitem fujam fiquem_longe nao_caiam golpe`,
	lukewarm: `nada_de_especial nada_demais razoavel normal ok mais_ou_menos cumpre serve regular`,
	conduct: `explic* escut* @pediu_desculpa @pediram_desculpa @desculp* @ignor* @olhou @nem_olhou olhar @sorri* @sorriso @bufou @conversa* tranquiliz* paciencia com_paciencia com_calma atencao tratou trataram tratad* trata aconselh* ajudou ajudaram orientou seguem-te seguem deu_atencao pressa com_pressa apressad* despachad* esqueceram @sem_pedir_desculpa @nem_pediu_desculpa ofereceu ofereceram nos_ofereceu`,
	lasting: { before: `dura duram durou duraram aguentou ha desde depois_de apos`, after: `depois mais_tarde antes` },
	timePoints: {
		days: `sabado domingo segunda-feira terca-feira quarta-feira quinta-feira sexta-feira janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro meio-dia meia-noite hora_do_almoco hora_de_almoco hora_do_jantar`,
		hours: `as a ate pelas para`,
		booked: `marcado marcada marcamos agendado agendada reservado reservada reserva consulta_marcada combinado previsto prevista`,
		dates: `dia`,
	},
	boughtFor: `por para pra pelo pela`,
	cleaningTrades: `lava-jato lavagem tinturaria empresa_de_limpeza limpeza_de faxina diarista banho_e_tosa tosa tosador* camisa casaco fato vestido calcas blusa`,
	numbers: `um uma dois duas tres quatro cinco seis sete oito nove dez onze doze quinze vinte trinta quarenta cinquenta sessenta cem meia meio alguns algumas`,
	topics: {
		service: `explicou_tudo explica_tudo explicaram_tudo ninguem_avisou ninguem_nos_avisou ninguem_me_avisou ninguem_resolveu ninguem_resolve recus* nao_atende nao_atendem nunca_mais_atendeu so_um_caixa um_so_caixa esgotad* servid* serviram servem ^atendimento atendid* atender ^servico servicos recepcao ^acolhimento consulta* marcacao agendamento comunicacao orientacao entrega entregue encomenda pedido telefone ligacao* resposta* respond* email reembolso marcar liguei voicemail entrega* encomenda* pedido* pacote* envio* devolucao garantia balcao troca processamento nunca_chegou nao_chegou nunca_apareceu nao_apareceu ninguem_apareceu ninguem_atende nao_atende* nao_atendem nao_responde* ninguem_responde sem_resposta sumiram sumiu em_manutencao recusad* recusou recusaram fechado fechada fecha fecham horario horarios conselho* aconselh* negou negaram nega negam nao_quiseram tive_que_pedir tive_de_pedir tivemos_que_pedir sem_avisar sem_aviso ninguem_me_disse ninguem_nos_disse ninguem_limpou para_descobrir para_me_dizerem para_nos_dizerem para_ouvir para_me_darem pra_descobrir pra_me_dizerem pra_ouvir chamada* reclamacao* reclamacoes reserva reservas atendeu atenderam perderam pedido_errado trocaram_o_pedido cancelaram desmarcaram remarcaram indeniza* caucao deposito`,
		staff: `patrao patroa funcionari* equipe equipa pessoal garcom garcons garconete empregad* atendente* dentista* doutor* enfermeir* recepcionista* mecanic* tecnic* cabeleireir* barbeir* dono dona proprietari* gerente* chef cozinheir* moca moco senhor senhora rapaz fisioterapeuta* osteopata* otica* canalizador* eletricista* farmaceutic* instrutor* instrutores massagista* padeiro* acougueiro* veterinari* enfermeir* empregado simpatic* antipatic* atencios* educad* mal_educad* grosseir* prestativ* amavel* pacient* competente* incompetente* profissional* professor* professora* estafeta* entregador* motorista* tecnico* mecanico* medico* rececionista* dr dra funcionario* funcionaria* instrutora* treinador* monitor* monitora* nadador-salvador salva-vidas guia educadora* educador* babysitter empregado* empregada* vendedor* vendedora* barbeiro* manicure* esteticista* tatuador* doutora* encanador* querid* uma_simpatia um_amor um_anjo menina menino rapariga miuda barista* barman pasteleiro* anfitri* encarregad* faxineir* empregada_de_limpeza higienista* oculista* optometrista* fisio* tecnica* personal_trainer consultor* consultora* sapateiro* florista* serralheiro* chaveiro* mudanc* corretor* corretora* agente* bancari* carteiro* carteira motoboy auxiliar* nadador-salvador* tosador* tatuadora* artista frentista* cirurgi* parteira* especialista* staff medico medica medicos medicas taxista* fotografo* fotografa* talhante* jardineiro* pintor* pedreiro* carpinteiro* simpatiquissim* malcriad* prestavel prestaveis rude rudes amaveis mal-educad* arrogante* carinhos*`,
		price: `tarifa tarifas preco* caro cara caros caras carissim* barat* acessivel* conta fatura* orcamento* pagar paguei pagamos cobr* reais euro* dinheiro custo* custa roubo golpe custo-beneficio custo_beneficio em_vez_de ao_inves_de cobraram taxa* por_esse_preco pelo_preco pelo_que_cobram esperava_mais no_orcamento multa pechincha mensalidade* gorjeta careir* taxa_de_limpeza`,
		quality: `wifi wi-fi internet continua_a_pingar continua_pingando aparelhos riscou riscaram estragou estragaram qualidade trabalho* resultado* reparo* reparacao* conserto* produto* material* corte cor acabamento* tratamento* restaurar* restauraram funciona* conserto* consert* quarto* cama* colchao chuveiro* wifi agua_quente piscina toalhas instalacoes equipamento* maquina* cacifo* cadeira* assento* ecra* tela* telemovel celular portatil* bateria tv pneu* travao* freio* roda* bicicleta* corrente embraiagem motor esquentador torneira cano* cabelo madeixas unhas manicure tatuagem depilacao sobrancelha* roupa* casaco camisa* vestido fato sapato* bota* sola* tecido* sofa movel moveis armario porta oculos lente* armacao flor* ramo* variedade trabalho instalacao* costas dente* chuveiro quebrad* quebrou partid* riscad* arranhad* amassad* manchad* desbotad* encolheu encolhid* rasgad* vazamento vaza* pinga* descola* estragad* avariad* defeito* com_defeito nao_funciona* deixou_de_funcionar deixou_de_ligar parou_de_funcionar faltava* faltou em_falta faltando perdid* perderam errad* cru crua alergia engoliu sem_luz so_metade consertad* resolvid* resolveram como_novo como_nova de_primeira problema_resolvido sai_com saiu_com voltou_com voltei_com molhad* pestanas barba degrade colecao* exposicao* selecao sem_dor nao_senti_nada muito_melhor ja_nao_doi nao_doeu curad* devolveram devolvido* ficou ficaram duche pintura obturacao coroa aparelho revisao travoes desbotou desbotad* avariou barulho_novo novo_barulho barulho_estranho a_fazer_barulho fazendo_barulho faz_barulho faz_um_barulho range mal_feito mal_feita bem_feito bem_feita descolou torto desigual curto_demais enferrujad* bambo penteado calcas frigorifico geladeira maquina_de_lavar cortes`,
		cleanliness: `cheira_mal limp* limpeza suj* sujeira higien* poeira mancha* cheiro* fedor fedia banheiro* casa_de_banho lencois mofo limpinho* limpinha* limpissim* imund* porco nojo* cheiroso* cheirosa* baratas_na baratas_no uma_barata nojent* pegajos* migalhas teias_de_aranha bolor cabelos_no_chao cheirava_mal fedia`,
		waiting_time: `lista_de_espera espera esperar esperamos esperei esperando lento lenta lentos lentas lentidao lentissim* rapid* demor* atrasou atrasaram atrasar* minutos hora* pontual* logo imediat* fila tempo horas dias semanas meses #_minutos_de_espera #_horas_de_espera #_minutos_na_fila #_horas_na_fila #_h_na_fila #_minutos_para #_minutos_pra #_horas_para #_horas_pra #_semanas_para #_meses_para #_meses_pra #_dias_para atrasad* ainda_nao ate_hoje_nao ate_agora_nao continua_sem so_ficou_pronto na_hora no_horario no_mesmo_dia em_#_minutos em_#_dias ja_estava_pronto a_tempo atraso* no_dia_seguinte pontualidade rapidez rapidamente prazo prazos  antes_do_previsto antes_do_prazo antes_do_combinado depois_do_previsto depois_do_prazo fora_do_prazo dentro_do_prazo no_prazo eternidade uma_eternidade esperam esperou esperaram esperava esperavam`,
		location: `#_minutos_a_pe #_minutos_de_carro #_minutos_andando no_centro centro_da_cidade centrinho localizacao localizad* estacionamento estacionar acesso bairro estacao rua encontrar perto vista mar praia campo metro metro vista longe a_dois_passos a_#_minutos perto_de ao_lado_de junto_a central* estacionamento* parque elevador no_centro em_pleno_centro centro_historico centro_da_cidade afastad* dificil_estacionar impossivel_estacionar paragem_de_autocarro`,
		atmosphere: `ambiente atmosfera decoracao decorad* musica barulh* tranquil* aconchegante* acolhedor* esplanada varanda interior spa tranquilo silencio paz pousada cheia cheio som loja espaco espaço sitio local salao barulho* barulhent* lotado* apertado* apertada confortavel* desconfortavel* cadeiras bancos cubiculo* calor abafado* ar_condicionado ar-condicionado aquecimento iluminacao muita_gente cheio_de_gente gente_demais`,
		food: `comida prato* cardapio menu pizza* massa hamburguer* sobremesa* sabor* delicios* saboros* gostos* pao cafe vinho* carne* peixe* salada* batata* molho* sopa* bolo* pequeno-almoco cafe_da_manha almoco jantar porc* porcoes entrada* intragavel* bebida* cerveja* cozinha feijoada pastel* feijoada bacalhau pasteis pastel* frango* peixe* pao galao cafe* pizza* sobremesa* prato pratos comida lanche* refrigerante agua pipoca acai bifana* francesinha pasteis* prego* francesinha* bacalhau* sardinha* polvo* picanha* churrasco* rodizio* feijoada* moqueca* coxinha* pao_de_queijo acai* tapioca* brigadeiro* doce* doces* torta* gelado* sorvete* gelato* galao* meia_de_leite bica* sumo* suco* imperial* chope* chopp* caipirinha* cocktail* drink* sushi* ramen* refeicao* almoco* jantar* pequeno_almoco brunch* menu* marisco* camarao* caldo* petisco* petiscos tremoco* queijo* presunto* cha massas nata natas insoss* queimad* cru crua comemos jantamos almocamos quentinho quentinha quentinhos quentinhas`,
	},
	untopical: `do_bairro no_bairro apos_#_sessoes depois_de_#_sessoes apos_#_consultas`,
};
