import type { LanguageLexicon } from "./types";

export const ES: LanguageLexicon = {
	sentiment: `
		bueno:1.5 buena:1.5 buenos:1.5 buenas:1.5 bien:1 genial*:2.5 excelente*:3 perfect*:3 estupend*:3 fantastic*:3 maravill*:3 increible*:2.5 magnific*:3 espectacular*:3
		top:2 rico:2 rica:2 ricos:2 ricas:2 delicios*:3 sabros*:2.5 fresc*:1 amable*:2 simpatic*:2 atent*:2 cercan*:1.5 educad*:1.5 agradable*:2 encantador*:2 profesional*:2
		competente*:2 eficaz*:1.5 eficiente*:1.5 rapid*:1 puntual*:1.5 honest*:2 just*:0.5 razonable*:1.5 economic*:1 barat*:0.5 limpi*:1.5 impecable*:2.5 acogedor*:2 tranquil*:1
		recomiend*:2.5 recomend*:2.5 encant*:2.5 gust*:1.2 content*:2 satisfech*:2 feliz:2 gracias:1 agradec*:1.5 mejor*:2 favorit*:2 volvere*:2.5 volveremos:2.5 repetir*:2
		crack:2 majo:2 maja:2 majos:2 majisim*:2.5 cuidados*:2 detallista*:2 paciente*:1 minucios*:2 abundante*:1.5 generos*:1.5 una_maravilla:3 de_diez:3 sin_problemas:2 ningun_problema:2 nada_que_objetar:2.5 nada_que_reprochar:2.5
		malo:-2 mala:-2 malos:-2 malas:-2 mal:-1.5 fatal*:-3 horrible*:-3 terrible*:-3 pesim*:-3 desastr*:-3 decepcion*:-2.5 decepcionad*:-2.5 desagradable*:-2.5 antipatic*:-2.5
		maleducad*:-3 grosero*:-2.5 grosera*:-2.5 borde:-2 borde*:-2 arrogante*:-2.5 incompetente*:-3 lent*:-1.5 tard*:-0.8 retraso*:-1.5 esper*:-0.5 sucio*:-2.5 sucia*:-2.5 suciedad:-2.5 asqueros*:-3
		asco:-3 incomible*:-3 insipid*:-1.5 sos:-1.5 frio:-1 fria:-1 frios:-1 quemad*:-2 caro:-1.2 cara:-1.2 caros:-1.2 carisim*:-2.5 timo:-3 estafa*:-3 robo:-2.5 ruidos*:-1.5 ruido:-1
		mediocre*:-2 regular:-0.8 normalit*:-0.5 inaceptable*:-3 vergonzos*:-3 vergüenza:-2.5 verguenza:-2.5 evitar:-2.5 problema*:-1.2 error*:-1.5 olvid*:-1.5 ignor*:-2 nunca_mas:-3
		perdida_de_tiempo:-3 inutil*:-2 peor*:-3 lamentabl*:-3 desgraciadamente:-1.5 lastima:-1.5 pena:-1.5 dolor*:-1 chapuza*:-3 enfad*:-2 molest*:-1.5 caos:-2 tibi*:-1.5 escas*:-1.2
		nada_especial:-1 no_lo_recomiendo:-1 deja_mucho_que_desear:-2.5 gracias_por_nada:-3 ni_de_broma:-2 una_pena:-2 ni_caso:-2 cutre*:-2.5 rancio*:-2
		sin_duda:0 no_solo:0 no_solamente:0 deshonest*:-3 riquisim*:3 buenisim*:3 ok:0.3
	`,
	irony: `que_maravilla muchas_gracias_por gracias_por todo_un_detalle precio_de_amigo genial_dos vamos enhorabuena bravo`,
	negators: `no nunca jamas nada ningun ninguna ninguno sin ni tampoco apenas nadie`,
	intensifiers: `muy:1.4 muchisimo:1.5 mucho:1.3 super:1.3 realmente:1.4 totalmente:1.4 absolutamente:1.5 extremadamente:1.6 demasiado:1.3 tan:1.3 bastante:1.1 especialmente:1.3 algo:0.6 un_poco:0.6 poco:0.6`,
	contrast: `pero sin_embargo aunque aun_asi lamentablemente excepto salvo`,
	topics: {
		service: `servicio servicios atencion atendido* atendier* atender* trato recibimiento acogida cita* reserva* explicacion* explic* asesor* comunicacion entrega entregado pedido paquete llamada* telefono respuesta* respond* correo devolucion catering boda mudanza`,
		staff: `personal equipo camarer* emplead* dependient* dentista* doctor* medic* enfermer* recepcionista* mecanic* tecnic* peluquer* barber* dueño* dueno* duena* propietari* encargad* chef cocinero* cajer* chico chica senor senora fisio fisioterapeuta* osteopata* optic* fontaner* electricista* farmaceutic* monitor* masajista* instalador* repartidor* panader* carnicer* veterinari* enfermer* tatuador*`,
		price: `caro caros cara caras carisim* barat* econom* factura* cuenta presupuesto* pagar pagamos pague cobr* euro* dinero calidad-precio calidad_precio timo estafa* robo coste* cuesta cuestan precio precios`,
		quality: `calidad trabajo* resultado* reparacion* producto* material* corte color acabado* tratamiento* arregl* funcion* gotea* tatuaje lineas nueva nuevo`,
		cleanliness: `limpi* suci* suciedad higien* polvo mancha* olor* huele apesta bano banos aseo* sabanas cucaracha* moho`,
		waiting_time: `espera esperar esperamos espere esperando lent* rapid* tard* retraso* minutos hora* horas puntual* enseguida inmediat* demora* tiempo`,
		location: `ubicacion ubicad* situad* sitio aparcamiento aparcar parking acceso* barrio centro estacion calle encontrar cerca vistas zona localizacion mar playa sierra montana rural carretera metro estacion vistas_al`,
		atmosphere: `ambiente atmosfera decoracion decorad* musica ruido* tranquil* acogedor* terraza local interior* agobiante agradable_ambiente spa paz silencio relajante local_es animado`,
		food: `comida plato* menu pizza* pasta hamburguesa* postre* sabor* rico rica delicios* sabros* pan cafe vino* carne* pescado* ensalada* patatas salsa* sopa* tarta* desayuno* almuerzo cena racion* raciones tapa* paella incomible* bebida* cerveza* cocina croqueta* churro* calamar* gamba* marisco* tapa* raciones arroz paella tortilla* jamon queso* cordero* pan_de* cocteles cafe* kebab* hamburguesa* cana`,
	},
};
