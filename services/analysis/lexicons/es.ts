import type { LanguageLexicon } from "./types";

export const ES: LanguageLexicon = {
	sentiment: `
		bueno:1.5 buena:1.5 buenos:1.5 buenas:1.5 bien:1 genial*:2.5 excelente*:3 perfect*:3 estupend*:3 fantastic*:3 maravill*:3 increible*:2.5 magnific*:3 espectacular*:3
		rico:2 rica:2 ricos:2 ricas:2 delicios*:3 sabros*:2.5 fresc*:1 amable*:2 simpatic*:2 atent*:2 cercan*:1.5 educad*:1.5 agradable*:2 profesional*:2
		competente*:2 eficaz*:1.5 eficiente*:1.5 rapid*:1 puntual*:1.5 honest*:2 just*:0.5 razonable*:1.5 economic*:1 barat*:0.5 limpi*:1.5 impecable*:2.5 acogedor*:2 tranquil*:1
		recomiend*:2.5 recomend*:2.5 encant*:2.5 gust*:1.2 content*:2 satisfech*:2 feliz:2 gracias:1 agradec*:1.5 mejor*:2 favorit*:2 volvere*:2.5 volveremos:2.5 repetir*:2
		crack:2 majo:2 maja:2 majos:2 cuidados*:2 detallista*:2 paciente*:1 minucios*:2 abundante*:1.5 generos*:1.5 una_maravilla:3 de_diez:3 sin_problemas:2 ningun_problema:2 nada_que_objetar:2.5 nada_que_reprochar:2.5
		malo:-2 mala:-2 malos:-2 malas:-2 mal:-1.5 fatal*:-3 horrible*:-3 terrible*:-3 pesim*:-3 desastr*:-3 decepcion*:-2.5 decepcionad*:-2.5 desagradable*:-2.5 antipatic*:-2.5
		maleducad*:-3 grosero*:-2.5 grosera*:-2.5 borde:-2 borde*:-2 arrogante*:-2.5 incompetente*:-3 lent*:-1.5 tard*:-0.8 retraso*:-1.5 esper*:-0.5 sucio*:-2.5 sucia*:-2.5 suciedad:-2.5 asqueros*:-3
		asco:-3 incomible*:-3 insipid*:-1.5 sos:-1.5 frio:-1 fria:-1 frios:-1 quemad*:-2 caro:-1.2 cara:-1.2 caros:-1.2 carisim*:-2.5 timo:-3 estafa*:-3 robo:-2.5 ruidos*:-1.5 ruido:-1
		mediocre*:-2 regular:-0.8 normalit*:-0.5 inaceptable*:-3 verguenza:-2.5 evitar:-2.5 problema*:-1.2 error*:-1.5 olvid*:-1.5 ignor*:-2 nunca_mas:-3
		perdida_de_tiempo:-3 inutil*:-2 peor*:-3 lamentabl*:-3 desgraciadamente:-1.5 lastima:-1.5 pena:-1.5 dolor*:-1 chapuza*:-3 enfad*:-2 molest*:-1.5 caos:-2 tibi*:-1.5 escas*:-1.2
		nada_especial:-1 deja_mucho_que_desear:-2.5 gracias_por_nada:-3 ni_de_broma:-2 una_pena:-2 ni_caso:-2 rancio*:-2
		sin_duda:0 no_solo:0 no_solamente:0 deshonest*:-3 riquisim*:3 buenisim*:3 ok:0.3
		!no_vuelvo:-2.5 !no_volvemos:-2.5 !no_volvere*:-2.5 !no_volveremos:-2.5 !no_vuelvo_mas:-3 !ni_loco:-1 !ni_locos:-1 !ni_loca:-1 !no_vale_la_pena:-2.5 !no_merece_la_pena:-2.5
		!merece_la_pena:2 !vale_la_pena:2 !ninguna_queja:2.5 !ni_una_queja:2.5 queja*:-1.5 !no_tengo_queja*:2.5 !sin_mas:-0.6 !no_esta_mal:0.8 !nada_mal:1 !no_esta_a_la_altura:-2
		!a_la_altura:1.5 !nada_del_otro_mundo:-0.6 !no_lo_recomiendo:-2.5 !no_recomiendo:-2.5 !no_lo_recomendaria:-2.5 vuelvo:1.5 volvemos:1.5 volveria*:1.5 justit*:-1 postureo:-1.5
		!de_risa:1 cutre*:-2.5 chapuc*:-3 timad*:-3 estafad*:-3 engan*:-2.5 mentir*:-2.5 mintieron:-2.5 indignant*:-2.5 vergonzos*:-3 impresentable*:-3 nefast*:-3
		majisim*:2.5 monisim*:2 encantador*:2 apanad*:2 resolutiv*:2 un_encanto:2.5 inmejorable*:3 de_lujo:2.5 top:2 bordad*:2
		!nunca_habia_estado_tan:1
	`,
	irony: `que_maravilla muchas_gracias_por gracias_por todo_un_detalle precio_de_amigo genial_dos vamos enhorabuena bravo gracias_a vaya menos_mal:2 un_lujo un_10 un_diez unos_cracks #_estrellas cinco_estrellas estrellas_por:2 estrellas_a:2 oye sin_prisa:2 pues_nada impresionante consiguieron lograron como_no:2 si_te_gusta si_te_gustan para_los_que para_quien de_regalo increible_experiencia que_bonito que_bien`,
	exclamations: `que vaya menuda menudo`,
	negators: `no nunca jamas nada ningun ninguna ninguno sin ni tampoco apenas nadie`,
	intensifiers: `muy:1.4 muchisimo:1.5 mucho:1.3 super:1.3 realmente:1.4 totalmente:1.4 absolutamente:1.5 extremadamente:1.6 demasiado:1.3 tan:1.3 bastante:1.1 especialmente:1.3 algo:0.6 un_poco:0.6 poco:0.6`,
	contrast: `pero sin_embargo aunque aun_asi lamentablemente excepto salvo lo_malo lo_unico eso_si pega lastima_que pena_que`,
	outcomes: `
		espere:-1.5 esperando:-1 esperamos:-1 cola:-1 colas:-1 #_minutos_de_espera:-2 #_horas_de_espera:-2.5 #_minutos_para:-1.5 #_horas_para:-2 #_semanas_para:-2 #_meses_para:-2.5
		#_dias_para:-1.5 #_hora_de_cola:-2 #_horas_de_cola:-2.5 una_hora_de:-1.5 #_minutos_de_retraso:-2 #_horas_de_retraso:-2.5 con_retraso:-1.5 todavia_no:-2 aun_no:-1.5 sigue_sin:-2
		seguimos_sin:-2 sigo_sin:-2 nunca_llego:-2.5 no_llego:-2 no_ha_llegado:-2.5 nunca_vino:-2.5 no_vino_nadie:-2.5 nadie_vino:-2.5 no_aparecio:-2.5 nadie_contesta:-2 nadie_responde:-2
		no_contestan:-2 no_responden:-2 no_cogen:-2 no_coge*:-2 sin_respuesta:-2 ni_se_disculpo:-2 ni_perdon:-1.5 colgaron:-1.5 desaparec*:-1.5 sin_avisar:-1.5 nos_enteramos:-1
		roto:-2 rota:-2 rotos:-2 rotas:-2 rompi*:-2 rajad*:-2 rayad*:-1.5 aranazo*:-1.5 abollad*:-1.5 manchad*:-2 mancha_nueva:-2 destenid*:-2 encogi*:-2 descosid*:-2 fuga*:-1.5
		goteo:-1.5 despegad*:-2 se_despega*:-2 estropead*:-2 averiad*:-2 no_funciona*:-2.5 dejo_de_funcionar:-2.5 deja_de_funcionar:-2.5 falla*:-1.5 faltaba*:-2 faltan:-1.5 falto:-1.5
		perdid*:-1.5 perdieron:-2 equivocad*:-1.5 crud*:-1.5 recalentad*:-2 trasquilon*:-2.5 patina*:-1.5 volvia_a:-1 volvio_a:-1 otra_vez:-1 por_tercera_vez:-1
		en_vez_de:-1.5 en_lugar_de:-1.5 me_cobraron:-1 comision*:-1 recargo:-1.5 y_encima:-1 por_ese_precio:-1.5 para_lo_que_cuesta:-1.5 para_lo_que_cobran:-1.5 esperaba_mas:-2
		esperaba_algo_mas:-2 cerrado:-1 cerrada:-1 vuelva_manana:-1.5 volver_manana:-1.5 desplazamiento:-0.5 permanencia:-1
		arreglad*:1.2 arreglaron:1.2 solucionad*:1.5 solucionaron:1.5 resuelto:1.5 en_el_dia:1.5 mismo_dia:1.5 en_#_minutos:1 en_#_dias:1 como_nuevo:2 como_nueva:2 como_nuevas:2
		como_nuevos:2 parecen_nuevas:2 parecen_nuevos:2 parece_nuevo:2 parece_nueva:2 lo_acordado:1.5 lo_pactado:1.5 lo_prometido:1.5 lo_que_ponia:1.5 lo_que_dijeron:1.5
		sin_sorpresas:1.5 a_la_primera:2 cero_comisiones:2
		penalizacion:-1.5 multa:-0.5 problema_resuelto:2 problema_solucionado:2
		antes_era:-1.5 sali_con:-1.5 salio_con:-1.5 acabe_con:-1.5 me_encontre_con:-1.5 mojad*:-1 humo:-1
	`,
	warnings: `cuidado ojo_con atencion evitad eviten no_vayais no_vayan huid huyan alejaos mucho_ojo estafa`,
	lukewarm: `sin_mas nada_especial nada_del_otro_mundo normalit* regular correcto correcta ni_fu_ni_fa pasable del_monton cumple`,
	conduct: `explic* escuch* se_tomo_el_tiempo se_toma_el_tiempo dedico_tiempo dedica_tiempo con_paciencia con_calma paciencia disculp* perdon ignor* nos_miraba me_miraba miraba ni_nos_miro ni_me_miro nos_miro me_miro sonri* sonrien resopl* charl* hablando tranquiliz* trato trata nos_trato me_trato atendio pendiente_del_movil pendiente nos_hizo_sentir me_hizo_sentir grito gritando gritos aconsej* asesor* acompan* quito_el_miedo`,
	lasting: { before: `duran duro duraron dura aguanto aguanta desde hace`, after: `despues mas_tarde` },
	timePoints: { days: `lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre mediodia medianoche`, hours: `las la` },
	numbers: `un una uno dos tres cuatro cinco seis siete ocho nueve diez once doce quince veinte treinta cuarenta cincuenta sesenta cien media varios varias`,
	topics: {
		service: `^servicio servicios ^atencion atendido* atendier* atender* trato recibimiento acogida cita* reserva* explicacion* explic* asesor* comunicacion entrega entregado pedido paquete llamada* telefono respuesta* respond* correo devolucion catering boda mudanza atendio llame contesta* correo* entrega* pedido* paquete* envio* devolucion* garantia tramite* gestion* nunca_llego no_llego no_ha_llegado nunca_vino no_vino_nadie nadie_vino no_aparecio nadie_contesta nadie_responde no_contestan no_responden no_cogen no_coge* sin_respuesta ni_se_disculpo ni_perdon colgaron desaparec* sin_avisar nos_enteramos vuelva_manana volver_manana`,
		staff: `personal equipo camarer* emplead* dependient* dentista* doctor* medic* enfermer* recepcionista* mecanic* tecnic* peluquer* barber* dueño* dueno* duena* propietari* encargad* chef cocinero* cajer* chico chica senor senora fisio fisioterapeuta* osteopata* optic* fontaner* electricista* farmaceutic* monitor* masajista* instalador* repartidor* panader* carnicer* veterinari* enfermer* tatuador* amable* simpatic* antipatic* atent* educad* maleducad* grosero* borde* majo maja majos majas encantador* paciente* profesional* incompetente* profe profesor* profesora* educadora* monitora* dependienta* dependiente* cajera* cajero* fontanero* dra dr chicos chicas gente`,
		price: `caro caros cara caras carisim* barat* econom* factura* cuenta presupuesto* pagar pagamos pague cobr* euro* dinero calidad-precio calidad_precio timo estafa* robo coste* cuesta cuestan precio precios precio* comision* honorarios cuota* permanencia desplazamiento en_vez_de en_lugar_de me_cobraron recargo por_ese_precio para_lo_que_cuesta para_lo_que_cobran esperaba_mas esperaba_algo_mas cero_comisiones`,
		quality: `calidad trabajo* resultado* reparacion* producto* material* corte color acabado* tratamiento* arregl* funcion* gotea* tatuaje lineas nueva nuevo habitacion* cama* colchon* ducha* wifi aire_acondicionado calefaccion agua_caliente piscina toallas instalaciones equipamiento maquina* taquilla* asiento* pantalla* movil* telefono portatil* bateria tele coche* neumatico* rueda* freno* bici* cadena embrague motor caldera grifo tuberia* pelo color* mechas unas manicura depilacion cejas ropa chaqueta camisa* vestido traje zapato* bota* botas suela* tela* sofa mueble* armario puerta gafas cristal* montura* flor* ramo* surtido variedad trabajo instalacion* espalda diente* muela* embrague secadora lavadora roto rota rotos rotas rompi* rajad* rayad* aranazo* abollad* manchad* mancha_nueva destenid* encogi* descosid* fuga* goteo despegad* se_despega* estropead* averiad* no_funciona* dejo_de_funcionar deja_de_funcionar falla* faltaba* faltan perdid* equivocad* crud* recalentad* trasquilon* patina* arreglad* arreglaron solucionad* solucionaron resuelto como_nuevo como_nueva como_nuevas como_nuevos parecen_nuevas parecen_nuevos parece_nuevo parece_nueva a_la_primera problema_resuelto problema_solucionado sali_con salio_con acabe_con me_encontre_con mojad*`,
		cleanliness: `limpi* suci* suciedad higien* polvo mancha* olor* huele apesta bano banos aseo* sabanas cucaracha* moho asco`,
		waiting_time: `espera esperar esperamos espere esperando lent* rapid* tard* retraso* minutos hora* horas puntual* enseguida inmediat* demora* tiempo cola colas dias semanas meses prisa prisas #_minutos_de_espera #_horas_de_espera #_minutos_para #_horas_para #_semanas_para #_meses_para #_dias_para #_hora_de_cola #_horas_de_cola una_hora_de #_minutos_de_retraso #_horas_de_retraso con_retraso todavia_no aun_no sigue_sin seguimos_sin sigo_sin en_el_dia mismo_dia en_#_minutos en_#_dias`,
		location: `ubicacion ubicad* situad* sitio aparcamiento aparcar parking acceso* barrio centro estacion calle encontrar cerca vistas zona localizacion mar playa sierra montana rural carretera metro estacion vistas_al pie_de_playa`,
		atmosphere: `ambiente atmosfera decoracion decorad* musica ruido* tranquil* acogedor* terraza local interior* agobiante agradable_ambiente spa paz silencio relajante local_es animado se_oye humo`,
		food: `comida plato* menu pizza* pasta hamburguesa* postre* sabor* rico rica delicios* sabros* pan cafe vino* carne* pescado* ensalada* patatas salsa* sopa* tarta* desayuno* almuerzo cena racion* raciones tapa* paella incomible* bebida* cerveza* cocina croqueta* churro* calamar* gamba* marisco* tapa* raciones arroz paella tortilla* jamon queso* cordero* pan_de* cocteles cafe* kebab* hamburguesa* cana canas copa* copas cocktail* coctel* tostada* bocadillo* magdalena* zumo`,
	},
};
