import type { LanguageLexicon } from "./types";

export const EN: LanguageLexicon = {
	sentiment: `
		good:1.5 great:2.5 excellent:3 amazing:3 awesome:3 fantastic:3 wonderful:3 perfect:3 superb:3 outstanding:3 brilliant:2.5 lovely:2.5
		nice:1.5 fine:1 decent:1 ok:0.3 okay:0.3 solid:1.2 pleasant:2 friendly:2 kind:2 helpful:2 welcoming:2 polite:1.5 courteous:1.5
		attentive:2 professional:2 competent:2 efficient:1.5 quick:1 fast:1 prompt:1.5 reliable:2 honest:2 fair:1.5 reasonable:1.5 affordable:1.5
		cheap:0.5 clean:1.5 spotless:2.5 tidy:1.5 cosy:2 cozy:2 comfortable:1.5 quiet:1 calm:1 relaxing:2 charming:2 beautiful:2 gorgeous:2.5
		delicious:3 tasty:2.5 yummy:2.5 fresh:1.5 generous:1.5 recommend*:2.5 love:2.5 loved:2.5 loves:2 enjoy*:2 happy:2 pleased:2 satisfied:2
		glad:1.5 thank*:1 impressed:2 best:2.5 favourite:2 favorite:2 gem:2.5 worth:1.5 painless:2 gentle:2 patient:1.5 thorough:2 knowledgeable:2
		skilled:2 skillful:2 caring:2 reassuring:2 smooth:1.5 easy:1 well:0.5 top:1.5 superb:3 incredible:2.5 exceptional:3 spot_on:2.5 highly:0.5
		bad:-2 poor:-2 terrible:-3 awful:-3 horrible:-3 dreadful:-3 worst:-3 disgusting:-3 disgusted:-3 gross:-2.5 inedible:-3 bland:-1.5 tasteless:-2
		cold:-1 soggy:-2 greasy:-1.5 burnt:-2 overcooked:-1.5 undercooked:-2 stale:-2 rude:-3 unfriendly:-2.5 arrogant:-2.5 dismissive:-2.5 condescending:-2.5
		incompetent:-3 unprofessional:-2.5 careless:-2 slow:-1.5 late:-1.5 delay*:-1.5 wait*:-0.5 waited:-1 dirty:-2.5 filthy:-3 sticky:-1.5 smelly:-2 smelled:-1.5 stinks:-2
		noisy:-1.5 loud:-1 cramped:-1.5 overpriced:-2.5 expensive:-1.5 pricey:-1.2 rip_off:-3 ripoff:-3 scam:-3 overcharged:-2.5 overcharging:-2.5 mediocre:-2 average:-0.5
		disappoint*:-2.5 unacceptable:-3 annoy*:-2 frustrat*:-2 angry:-2 upset:-2 avoid:-2.5 complain*:-1.5 problem*:-1.2 issue*:-1 broken:-2 wrong:-1.5
		mistake*:-1.5 ignored:-2.5 forgot:-1.5 forgotten:-1.5 lost:-1 never_again:-3 waste:-2.5 wasted:-2.5 useless:-2.5 pathetic:-3 joke:-2 shame:-2 sadly:-1.5 unfortunately:-1.5
		nightmare:-3 hurt:-1.5 painful:-2 pain:-1 unhelpful:-2.5 chaotic:-2 chaos:-2 mess:-2 messy:-2 tiny:-0.8 small:-0.3 lukewarm:-1.5 meh:-1.5 lacking:-1.5 lack:-1.2
		refund*:-0.8 cancel*:-1 rushed:-1.5 pushy:-2 worse:-2 dodgy:-2.5 shoddy:-2.5 botched:-3 ruined:-3 sloppy:-2 hidden:-0.5 dirt:-1.5 stain*:-1.5 uncomfortable:-1.5
		no_complaints:2 nothing_special:-1 not_worth:-2 five_stars:2 5_stars:2 one_star:-2 zero_stars:-3 thanks_for_nothing:-3 go_elsewhere:-2.5 look_elsewhere:-2.5
		will_be_back:2.5 come_back:1.5 coming_back:1.5 went_wrong:-2 far_from:-1.5 at_least:-0.5 could_be_better:-1.5 could_have_been:-1 value_for_money:1.5 highly_recommend:1
		no_doubt:0 not_only:0 without_doubt:0 without_a_doubt:0 dishonest:-3 uninterested:-2 disinterested:-2 invisible:-1.5 ignored:-2.5
	`,
	irony: `wow what_a what_an oh_great great_just just_great thanks_for thank_you_for thanks_a_lot truly_impressive indeed loved_spending love_how bravo well_done_guys yeah_right so_glad really_made`,
	negators: `not no never nothing none nobody neither nor without hardly barely t`,
	intensifiers: `very:1.4 really:1.4 so:1.3 extremely:1.6 super:1.4 absolutely:1.5 totally:1.4 incredibly:1.6 truly:1.3 too:1.3 quite:1.1 most:1.2 utterly:1.6 pretty:1.1 most:1.2 genuinely:1.3 a_bit:0.6 slightly:0.6 somewhat:0.7 little:0.7`,
	contrast: `but however although though yet unfortunately sadly except`,
	topics: {
		service: `service serve served serving customer_service customer_care welcome welcomed reception attention communication booking booked appointment* follow-up aftercare explained explanation advice delivery deliver* order ordered orders parcel package phone call called calls answer* email* emails refund* booking check-in checked let_me_down catering catered wedding support hung_up`,
		staff: `staff waiter* waitress* server servers employee* team personnel receptionist* dentist* doctor hygienist mechanic* technician* stylist* hairdresser* barber* owner* manager* chef bartender* host hostess clerk* cashier* assistant* nurse* guy lady therapist* physio* osteopath* optician* plumber* electrician* pharmacist* trainer* instructor* agent* vet nurse* surgeon* masseuse* installer* builder* driver* cleaner* baker* butcher* sommelier* owner landlord* team gp host hosts`,
		price: `price* pric* cost* cheap* expensive overpriced pricey afford* value bill invoice quote* charge* overcharg* money paid pay euro* dollar* pound* rip_off ripoff scam budget deal bargain paid pricing cheaper costly fee fees`,
		quality: `quality work job result* workmanship repair* product* material* cut haircut colour color craftsmanship durable built fix fixed fixing repaired works worked working lasted last leak* broke broken crown colour color`,
		cleanliness: `clean* dirty dirt filthy hygien* spotless tidy dust* stain* sticky smell* stink* mould mold cockroach* bathroom* toilet* sanitary sheets hair_in immaculate grimy`,
		waiting_time: `wait* waited queue* slow* quick* fast* prompt* late delay* minutes hour* hours forever ages punctual* on_time took_ages rush* speed* immediately right_away`,
		location: `location located parking park access* area neighbourhood neighborhood central centre center station street view nearby close_to easy_to_find river riverside coast beach sea lake motorway hills countryside walk walking spot hard_to_find`,
		atmosphere: `atmosphere ambiance ambience vibe decor* music noisy noise loud quiet cosy cozy setting terrace interior cramped comfortable lighting crowded relaxing relaxing relaxed peaceful candle* candlelit fireplace playlist romantic tv place_is cosy_little`,
		food: `food dish* meal* menu pizza* pasta burger* dessert* taste* tasty delicious bread coffee wine steak breakfast lunch dinner portion* cooked fish meat salad* fries sauce soup cake* flavour* flavor* starter* inedible bland yummy chicken drinks cocktail* beer* sushi croissant* doughnut* donut* ramen broth curry tapas cheese* seafood oyster* mussel* roast gravy bacon roll* sandwich* pie* noodle* rice sushi tacos kebab* chips mains starter* tea latte cappuccino espresso pastry pastries bakery eat ate eating hungry lamb beef pork`,
	},
};
