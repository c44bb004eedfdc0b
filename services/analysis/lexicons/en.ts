import type { LanguageLexicon } from "./types";

export const EN: LanguageLexicon = {
	sentiment: `
		good:1.5 great:2.5 excellent:3 amazing:3 awesome:3 fantastic:3 wonderful:3 perfect:3 outstanding:3 brilliant:2.5 lovely:2.5
		nice:1.5 ok:0.3 okay:0.3 solid:1.2 pleasant:2 friendly:2 kind:2 helpful:2 welcoming:2 polite:1.5 courteous:1.5
		professional:2 competent:2 efficient:1.5 quick:1 fast:1 prompt:1.5 reliable:2 honest:2 fair:1.5 reasonable:1.5 affordable:1.5
		cheap:0.5 clean:1.5 spotless:2.5 tidy:1.5 cosy:2 cozy:2 comfortable:1.5 quiet:1 calm:1 relaxing:2 charming:2 beautiful:2 gorgeous:2.5
		delicious:3 tasty:2.5 yummy:2.5 fresh:1.5 generous:1.5 recommend*:2.5 love:2.5 loved:2.5 loves:2 enjoy*:2 happy:2 pleased:2 satisfied:2
		glad:1.5 thank*:1 impressed:2 best:2.5 favourite:2 favorite:2 worth:1.5 painless:2 gentle:2 patient:1.5 thorough:2 knowledgeable:2
		skilled:2 skillful:2 caring:2 smooth:1.5 easy:1 well:0.5 top:1.5 incredible:2.5 exceptional:3 spot_on:2.5 highly:0.5
		bad:-2 poor:-2 terrible:-3 awful:-3 horrible:-3 dreadful:-3 worst:-3 disgusting:-3 disgusted:-3 gross:-2.5 inedible:-3 bland:-1.5 tasteless:-2
		cold:-1 soggy:-2 greasy:-1.5 burnt:-2 overcooked:-1.5 undercooked:-2 stale:-2 rude:-3 unfriendly:-2.5 arrogant:-2.5 dismissive:-2.5 condescending:-2.5
		incompetent:-3 unprofessional:-2.5 careless:-2 slow:-1.5 late:-1.5 delay*:-1.5 wait*:-0.5 dirty:-2.5 filthy:-3 sticky:-1.5 smelly:-2 smelled:-1.5 stinks:-2
		noisy:-1.5 loud:-1 cramped:-1.5 overpriced:-2.5 expensive:-1.5 pricey:-1.2 rip_off:-3 ripoff:-3 scam:-3 overcharged:-2.5 overcharging:-2.5 mediocre:-2 average:-0.5
		disappoint*:-2.5 unacceptable:-3 annoy*:-2 frustrat*:-2 angry:-2 upset:-2 avoid:-2.5 complain*:-1.5 problem*:-1.2 issue*:-1 broken:-2 wrong:-1.5
		mistake*:-1.5 forgot:-1.5 forgotten:-1.5 waste:-2.5 wasted:-2.5 useless:-2.5 pathetic:-3 shame:-2 sadly:-1.5 unfortunately:-1.5
		nightmare:-3 hurt:-1.5 painful:-2 pain:-1 unhelpful:-2.5 chaotic:-2 chaos:-2 mess:-2 messy:-2 tiny:-0.8 small:-0.3 lukewarm:-1.5 lacking:-1.5 lack:-1.2
		refund*:-0.8 cancel*:-1 rushed:-1.5 pushy:-2 worse:-2 dodgy:-2.5 shoddy:-2.5 botched:-3 ruined:-3 sloppy:-2 hidden:-0.5 dirt:-1.5 stain*:-1.5 uncomfortable:-1.5
		not_worth:-2 five_stars:2 5_stars:2 one_star:-2 zero_stars:-3 thanks_for_nothing:-3 go_elsewhere:-2.5 look_elsewhere:-2.5
		will_be_back:2.5 come_back:1.5 coming_back:1.5 went_wrong:-2 far_from:-1.5 at_least:-0.5 could_be_better:-1.5 could_have_been:-1 value_for_money:1.5 highly_recommend:1
		no_doubt:0 not_only:0 without_doubt:0 without_a_doubt:0 dishonest:-3 uninterested:-2 disinterested:-2 invisible:-1.5 ignored:-2.5
		!can_t_fault:2.5 !couldn_t_fault:2.5 !cannot_fault:2.5 !could_not_fault:2.5 !can_t_ask_for:2.5 !couldn_t_ask_for:2.5 !could_not_ask_for:2.5
		!wouldn_t_hesitate:2.5 !would_not_hesitate:2.5 !won_t_hesitate:2 !don_t_hesitate:2 !can_t_recommend_enough:3 !can_t_recommend_highly_enough:3 !cannot_recommend_enough:3
		!can_t_recommend_them_enough:3 !can_t_recommend:-2.5 !cannot_recommend:-2.5 !nothing_to_complain:2 !can_t_complain:1.5 !cannot_complain:1.5 !not_a_single_complaint:2.5
		!never_disappoint*:2.5 !never_fails:2 !never_let_me_down:2.5 !never_let_us_down:2.5 !never_had_a_problem:2 !never_had_any_problem*:2 !nothing_was_too_much:2.5
		!anywhere_else:2 !nowhere_else:2 !not_far_off:-2 !you_get_what_you_pay_for:1.2 !can_t_go_wrong:2 !won_t_be_back:-2.5 !won_t_be_returning:-2.5 !won_t_return:-2.5
		!not_coming_back:-2.5 !wouldn_t_go_back:-2.5 !wouldn_t_recommend:-2.5 !would_not_recommend:-2.5 !not_recommended:-2.5 !not_impressed:-2 !not_happy:-2 !not_bad:0.8
		!not_too_bad:0.5 !not_great:-1.5 !not_the_best:-1 !no_complaints:2 !no_regrets:2 !never_again:-3 !nothing_special:-0.6 !nothing_to_write_home_about:-0.8 !so_so:-0.5
		fine:0.4 alright:0.4 decent:0.8 meh:-0.3 passable:0.3 regret*:-1.5 outrageous:-2.5 joke:-2 bleeding:-1.5 hopeless:-2.5 appalling:-3 shocking:-2.5 atrocious:-3
		fraud*:-3 cowboys:-2.5 liar*:-3 lied:-2.5 lies:-2 sarcastic:-1 indifferent:-1.5 clueless:-2.5 hassle:-1.5 gutted:-2 fuming:-2.5 livid:-2.5 superb:3 faultless:3 flawless:3
		sorted:1.5 lifesaver:3 legend*:2.5 gem:2.5 cracking:2.5 ace:2 magic:2 cheers:1 spot-on:2.5 bang_on:2.5 reassuring:2 attentive:2
		!never_had_such:1.5 !never_been_so:1 !never_looked_so:1.5
	`,
	irony: `wow what_a what_an oh_great great_just just_great thanks_for thank_you_for thanks_a_lot truly_impressive indeed loved_spending loved_paying:2 love_how:2 bravo yeah_right:2 so_glad really_made oh_wonderful oh_brilliant oh_lovely oh_good thanks_so_much_for cheers_for huge_thanks big_thanks loved_how:2 love_paying:2 love_waiting:2 loved_waiting:2 love_queuing:2 loved_queuing:2 love_queueing:2 absolutely_love love_it_when really_makes_you really_gives_you real_talent:2 genius clearly obviously:2 i_guess:2 never_change:2 would_queue_again:2 would_wait_again:2 #_stars_for:2 five_stars_for:2 stars_for_the:2 five_star_stuff:2 10_10_would if_you_enjoy if_you_like if_you_love if_you_want_to if_you_fancy how_lovely how_nice how_wonderful what_a_treat what_a_joy what_a_pleasure managed_to apparently #_stars`,
	exclamations: `what_a what_an`,
	negators: `not no never nothing none nobody neither nor without hardly barely t`,
	intensifiers: `very:1.4 really:1.4 so:1.3 extremely:1.6 super:1.4 absolutely:1.5 totally:1.4 incredibly:1.6 truly:1.3 too:1.3 quite:1.1 most:1.2 utterly:1.6 pretty:1.1 most:1.2 genuinely:1.3 a_bit:0.6 slightly:0.6 somewhat:0.7 little:0.7`,
	contrast: `but however although though yet unfortunately sadly except only_downside only_thing shame_that pity apart_from other_than that_said having_said_that whereas mind_you`,
	outcomes: `
		waited:-1.5 waiting:-1 queue:-1 queued:-1.5 queuing:-1.5 queueing:-1.5 took_ages:-2 took_forever:-2 ages:-1 forever:-1
		took_#_weeks:-2 took_#_months:-2.5 took_#_days:-1.5 took_#_hours:-2 took_a_week:-1.5 took_a_month:-2.5 #_weeks_to:-1.5 #_months_to:-2 #_weeks_for:-1.5 #_months_for:-2
		#_minutes_for:-1.5 #_mins_for:-1.5 #_min_for:-1.5 #_hours_for:-2 #_hour_for:-2 #_minutes_late:-2 #_mins_late:-2 #_hours_late:-2.5 an_hour_late:-2.5 hour_late:-2
		#_minutes_past:-1.5 #_hours_past:-2 #_minute_wait:-1.5 #_minutes_wait:-1.5 #_hour_wait:-2 #_hours_wait:-2 an_hour_for:-2 half_an_hour_for:-1.5
		still_waiting:-2.5 still_not:-1.5 still_no:-1.5 still_broken:-2.5 still_drips:-2 still_leaks:-2 still_there:-1.5 still_hasn:-2 still_haven:-2 still_isn:-2
		never_arrived:-2.5 never_came:-2.5 never_turned_up:-2.5 never_showed:-2.5 no_show:-2.5 didn_t_turn_up:-2.5 didn_t_show:-2.5 nobody_came:-2.5 no_one_came:-2.5
		nobody_turned_up:-2.5 didn_t_arrive:-2.5 not_delivered:-2 never_delivered:-2.5 never_got:-2 never_received:-2.5
		never_called_back:-2.5 never_rang_back:-2.5 never_heard_back:-2.5 never_replied:-2.5 no_reply:-2 no_response:-2 no_answer:-2 nobody_answers:-2 no_one_answers:-2
		nobody_answered:-2 never_answer*:-2 doesn_t_answer:-2 don_t_answer:-2 didn_t_answer:-2 hung_up:-2 unreachable:-2 ghosted:-2.5 stopped_answering:-2.5 nobody_knew:-1.5
		broke:-2 smashed:-2.5 cracked:-2 scratch*:-1.5 dented:-1.5 dent:-1.5 damaged:-2 damage:-1.5 faded:-2 shrunk:-2 shrank:-2 ripped:-2 torn:-2 tore:-2 leak:-1.5 leaks:-1.5
		leaking:-1.5 leaked:-1.5 drips:-1.5 dripping:-1.5 chipped:-2 peeling:-1.5 peeled:-1.5 fell_off:-2 fell_apart:-2.5 falling_apart:-2.5 came_off:-2 came_apart:-2 snapped:-2
		wonky:-1.5 crooked:-1.5 wobbly:-1.5 burned:-2 scorched:-2 stopped_working:-2.5 doesn_t_work:-2.5 didn_t_work:-2.5 not_working:-2 don_t_work:-2.5 died:-1.5 dead:-1.5
		faulty:-2 defective:-2.5 out_of_order:-2 out_of_stock:-1.5 missing:-2 lost:-1.5 nothing_like:-1.5 didn_t_last:-2 instead_of:-1.5 half_frozen:-2 stone_cold:-2.5 raw:-2
		charged_me:-1 charged_us:-1 extra_charge*:-1.5 hidden_fee*:-2 excess:-1 expected_more:-2 i_expected:-1.5 for_that_price:-1.5
		for_the_price:-1 at_that_price:-1.5 for_what_they_charge:-1.5 closed:-1 shut:-1 shuts:-1 cancelled:-1.5 refused:-1.5 denied:-1.5 had_to_go_back:-1.5
		had_to_come_back:-1.5 had_to_return:-1.5 come_back_tomorrow:-2 third_time:-1 zero:-0.5 wrong_one:-1.5 not_what_i_asked:-2 didn_t_even:-1 not_even:-1
		fixed:1.5 sorted_out:1.5 solved:1.5 resolved:1.5 on_time:1.5 on_schedule:1.5 same_day:1.5 next_day:1 in_no_time:2 within_#_minutes:1.5 within_the_hour:1.5 in_#_minutes:1
		like_new:2 as_new:2 good_as_new:2 as_quoted:1.5 as_agreed:1.5 as_promised:1.5 exactly_what:1 what_he_said:1 what_they_said:1 no_extra:1.5 no_hidden:1.5
		didn_t_charge:1.5 free_of_charge:1.5 no_charge:1.5 first_time:1 worked_first_time:2 works_perfectly:2 works:1 worked:1 lasted:1.2 still_works:1.5 arrived_early:1.5
		 no_more:0.8 fitted:0.8 squeezed_me_in:2 fitted_me_in:2 fit_me_in:2
		still_nothing:-2 penalty:-1.5 problem_fixed:2 problem_solved:2 problem_sorted:2 fixed_the_problem:2 sorted_the_problem:2 solved_the_problem:2 issue_fixed:2 issue_resolved:2
		used_to_be:-1.5 left_with:-1.5 ended_up_with:-1.5 came_out_with:-1.5 came_back_with:-1.5 still_wet:-1.5 soaking_wet:-1.5 smoky:-1.5 charge_me:-1 charge_you:-1
	`,
	warnings: `beware warning caution attention avoid stay_away steer_clear do_not_book do_not_use do_not_go do_not_buy do_not_trust do_not_bother don_t_book don_t_use don_t_go don_t_bother don_t_trust scam`,
	lukewarm: `nothing_special nothing_to_write_home so_so meh fine alright average decent_enough middle_of_the_road nothing_more does_the_job does_the_trick ok okay`,
	numbers: `one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty ninety hundred several couple few`,
	topics: {
		service: `service serve served serving customer_service customer_care welcome welcomed reception attention communication booking booked appointment* follow-up aftercare explained explanation advice delivery deliver* order ordered orders parcel package phone call called calls answer* email* emails refund* booking check-in checked let_me_down catering catered wedding support hung_up explain* talked_me_through kept_us_updated updated rang ring phone_call* answered picked_up nobody_picked_up reply replied delivered parcel* package* order* upsell* recommended helped help cancelled cancel* returns return exchange policy covered guarantee warranty prescription seen fit_me_in squeezed_me_in fitted_me_in`,
		staff: `staff waiter* waitress* server servers employee* team personnel receptionist* dentist* doctor hygienist mechanic* technician* stylist* hairdresser* barber* owner* manager* chef bartender* host hostess clerk* cashier* assistant* nurse* guy lady therapist* physio* osteopath* optician* plumber* electrician* pharmacist* trainer* instructor* agent* vet nurse* surgeon* masseuse* installer* builder* driver* cleaner* baker* butcher* sommelier* owner landlord* team gp host hosts friendly unfriendly rude kind helpful unhelpful polite impolite patient gentle knowledgeable attentive welcoming arrogant dismissive condescending incompetent competent skilled caring lovely_people lovely_staff girls lads guys dr mr mrs ms miss lifeguard* teacher* groomer* barista* barman barmaid courier* fitter* landlady people professional legend`,
		price: `price* pric* cost* cheap* expensive overpriced pricey afford* value bill invoice quote* charge* overcharg* money paid pay euro* dollar* pound* rip_off ripoff scam budget deal bargain paid pricing cheaper costly fee fees quoted charged paying excess deposit worth upsell* membership`,
		quality: `quality work job result* workmanship repair* product* material* cut haircut colour color craftsmanship durable built fix fixed fixing repaired works worked working lasted last leak* broke broken crown colour color room rooms bed beds mattress shower showers wifi aircon air_conditioning heating hot_water pool towels facilities equipment machine* lockers seats seat screen* phone* laptop* battery tv car cars tyre* tire* brake* wheel* bike* gear* chain clutch engine boiler fuse tap pipe hair fringe colour* color* nails manicure balayage highlights trim tattoo linework wax brows lashes clothes jacket shirt* dress suit shoes boots sole* fabric* sofa furniture wardrobe door glasses lens* frame* flower* bouquet* range selection choice stock products product installation fitting fitted filling treatment back knee shoulder healed smashed cracked scratch* faded shrunk shrank stopped_working fell_apart falling_apart like_new squeak* drips dented dent damaged`,
		cleanliness: `clean* dirty dirt filthy hygien* spotless tidy dust* stain* sticky smell* stink* mould mold cockroach* bathroom* toilet* sanitary sheets hair_in immaculate grimy grim damp`,
		waiting_time: `wait* waited queue* slow* quick* fast* prompt* late delay* minutes hour* hours forever ages punctual* on_time took_ages rush* speed* immediately right_away queuing queued mins min days weeks months same_day same_morning next_day within took_forever in_no_time early`,
		location: `location located parking park access* area neighbourhood neighborhood central centre center station street view nearby close_to easy_to_find river riverside coast beach sea lake motorway hills countryside walk walking spot hard_to_find near road views right_by branch`,
		atmosphere: `atmosphere ambiance ambience vibe decor* music noisy noise loud quiet cosy cozy setting terrace interior cramped comfortable lighting crowded relaxing relaxing relaxed peaceful candle* candlelit fireplace playlist romantic tv place_is cosy_little packed busy walls paper_thin spacious calm smell* sauna aircon heating buzz* lively dead_quiet`,
		food: `food dish* meal* menu pizza* pasta burger* dessert* taste* tasty delicious bread coffee wine steak breakfast lunch dinner portion* cooked fish meat salad* fries sauce soup cake* flavour* flavor* starter* inedible bland yummy chicken drinks cocktail* beer* sushi croissant* doughnut* donut* ramen broth curry tapas cheese* seafood oyster* mussel* roast gravy bacon roll* sandwich* pie* noodle* rice sushi tacos kebab* chips mains starter* tea latte cappuccino espresso pastry pastries bakery eat ate eating hungry lamb beef pork flat_white pint* wine* negroni gin drink* popcorn bagel* chippy pho curry* full_english toast brunch`,
	},
};
