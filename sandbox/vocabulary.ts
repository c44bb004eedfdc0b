/** Word lists for the synthetic world: categories as Google names them, local streets and surnames. */

export type Locale = "fr" | "fr-be" | "en-gb" | "en-us" | "de" | "es" | "it" | "el" | "cy" | "pt" | "nl";

export type HoursProfile =
	"restaurant" | "fastfood" | "cafe" | "bakery" | "bar" | "office" | "medical" | "pharmacy" | "shop" | "supermarket" | "allday" | "gym" | "salon" | "trade";

export type CategoryGroup = "food" | "drink" | "lodging" | "health" | "professional" | "trade" | "care" | "auto" | "retail" | "service";

export interface CategoryDefinition {
	name: string;
	weight: number;
	group: CategoryGroup;
	hours: HoursProfile;
	/** Secondary categories a place of this kind often also lists. */
	extra: string[];
	/** Query words that should find it besides the words of its categories. */
	keywords: string[];
	/** `{surname}`, `{first}`, `{adj}`, `{noun}`, `{street}`, `{city}`, or inline `{a|b|c}`. */
	names: string[];
}

type Row = [name: string, weight: number, group: CategoryGroup, hours: HoursProfile, extra: string[], keywords: string[], names: string[]];

const EATERY = ["{surname}'s", "The {adj} {noun}", "{noun} & {noun}", "Chez {first}", "{adj} {noun} Kitchen", "{street} Kitchen"];

// prettier-ignore
const ROWS: Row[] = [
	["Restaurant", 5, "food", "restaurant", ["Bar"], ["dining", "eatery"], EATERY],
	["Italian restaurant", 3.5, "food", "restaurant", ["Pizza restaurant", "Restaurant"], ["trattoria", "pasta"], ["Trattoria {Bella|Roma|Napoli|Toscana|da Mario|La Piazza|Sole|Luna}", "Osteria {noun}", "Ristorante {surname}", "{La Dolce Vita|Il Forno|Mamma Mia|Casa Nostra|Bella Napoli|Da Luigi}"]],
	["Pizza restaurant", 3, "food", "restaurant", ["Italian restaurant", "Pizza delivery"], ["pizza", "pizzeria"], ["Pizzeria {Vesuvio|Napoli|Da Gino|Amalfi|Margherita|Bella}", "{adj} Pizza", "{surname} Pizza", "Pizza {noun}"]],
	["French restaurant", 2, "food", "restaurant", ["Bistro", "Restaurant"], ["bistro", "brasserie"], ["Bistrot {first}", "Brasserie du {noun}", "Le {Petit|Grand|Vieux|Bon} {Bouchon|Comptoir|Zinc|Marché}", "Chez {first}"]],
	["Japanese restaurant", 1.5, "food", "restaurant", ["Sushi restaurant", "Ramen restaurant"], ["ramen", "sushi"], ["{Sakura|Kyoto|Osaka|Hanami|Izakaya Kaze|Umami|Wasabi}", "{adj} Ramen"]],
	["Sushi restaurant", 1.2, "food", "restaurant", ["Japanese restaurant"], ["japanese", "sushi"], ["Sushi {Shop|Bar|Zen|Go|Kai}", "{adj} Sushi", "{Matsuri|Tokyo|Nori} Sushi"]],
	["Chinese restaurant", 1.8, "food", "restaurant", ["Asian restaurant", "Dim sum restaurant"], ["dimsum", "asian"], ["{Golden Dragon|Jade Garden|Lucky Star|Peking House|Bamboo Palace|Red Lantern}", "{adj} Wok"]],
	["Indian restaurant", 1.5, "food", "restaurant", ["Vegetarian restaurant"], ["curry", "tandoori"], ["{Taj Mahal|Bombay Spice|Little India|Curry House|Namaste|Maharaja}", "{adj} Tandoori"]],
	["Mexican restaurant", 1.2, "food", "restaurant", ["Taco restaurant"], ["taco", "burrito"], ["{El Sombrero|La Cantina|Taqueria Lupita|Casa Azul|El Mariachi}", "{adj} Taco"]],
	["Greek restaurant", 0.8, "food", "restaurant", ["Mediterranean restaurant"], ["gyros", "taverna"], ["Taverna {Kalimera|Mykonos|Santorini|Olympos|Zorba}", "{adj} Souvlaki"]],
	["Fast food restaurant", 2.5, "food", "fastfood", ["Takeout restaurant", "Hamburger restaurant"], ["takeaway", "takeout"], ["{adj} Express", "{noun} Snack", "Quick {noun}", "{surname} Kebab"]],
	["Hamburger restaurant", 1.5, "food", "fastfood", ["Fast food restaurant", "Restaurant"], ["burger"], ["{adj} Burger", "Burger {noun}", "{surname}'s Burgers", "The Burger {Joint|Bar|Shack|Club}"]],
	["Vegetarian restaurant", 0.8, "food", "restaurant", ["Vegan restaurant", "Restaurant"], ["vegan", "veggie", "plantbased"], ["{Green|Veggie|Leaf|Sprout} {noun}", "{adj} Greens"]],
	["Seafood restaurant", 1, "food", "restaurant", ["Fish restaurant", "Restaurant"], ["fish", "oyster"], ["The {adj} Anchor", "{noun} Fish House", "La Marée {noun}", "{surname}'s Oyster Bar"]],
	["Thai restaurant", 1, "food", "restaurant", ["Asian restaurant"], ["asian", "padthai"], ["{Bangkok|Chiang Mai|Siam|Thai Orchid|Baan} {Kitchen|House|Garden}", "{adj} Thai"]],
	["Breakfast restaurant", 0.8, "food", "cafe", ["Brunch restaurant", "Cafe"], ["brunch"], ["{adj} Morning", "The Breakfast {noun}", "{surname}'s Pancakes"]],
	["Lebanese restaurant", 0.6, "food", "restaurant", ["Middle Eastern restaurant", "Falafel restaurant"], ["falafel", "mezze"], ["{Beirut|Cedar|Byblos|Baalbek} {Kitchen|Grill|House}", "{adj} Falafel"]],
	["Brunch restaurant", 0.6, "food", "cafe", ["Breakfast restaurant", "Coffee shop"], ["brunch", "breakfast"], ["{adj} Brunch Club", "Sunday {noun}", "{noun} & Eggs"]],
	["Coffee shop", 4, "drink", "cafe", ["Cafe", "Espresso bar", "Breakfast restaurant"], ["cafe", "espresso"], ["{adj} Coffee", "{noun} Coffee Co.", "{surname} Coffee Roasters", "Coffee {noun}", "{street} Coffee"]],
	["Cafe", 3, "drink", "cafe", ["Coffee shop", "Tea house"], ["coffee", "tea"], ["Café {noun}", "{adj} Café", "Café du {noun}", "{surname}'s Café"]],
	["Bakery", 3, "food", "bakery", ["Pastry shop", "Cafe"], ["boulangerie", "bread", "pastry", "patisserie"], ["Boulangerie {surname}", "{adj} Bakery", "{surname} Bakery", "The {noun} Bakehouse"]],
	["Bar", 3, "drink", "bar", ["Cocktail bar", "Restaurant"], ["drinks"], ["{adj} {noun} Bar", "The {noun}", "Bar {noun}", "{surname}'s Bar"]],
	["Pub", 1.5, "drink", "bar", ["Bar", "Gastropub"], ["bar", "beer"], ["The {adj} {noun}", "The {noun} Arms", "{surname}'s Pub", "The {noun} & {noun}"]],
	["Cocktail bar", 1, "drink", "bar", ["Bar", "Lounge"], ["cocktail", "drinks"], ["{adj} Lounge", "The {noun} Room", "Bar {noun}", "{noun} Speakeasy"]],
	["Wine bar", 1, "drink", "bar", ["Bar", "Wine store"], ["wine"], ["{adj} Vine", "Le Bar à Vin {noun}", "{surname} Wine Bar", "Cave {noun}"]],
	["Ice cream shop", 0.8, "food", "cafe", ["Dessert shop"], ["gelato", "gelateria", "dessert"], ["Gelateria {Amore|Dolce|Fresca|Sole}", "{adj} Scoop", "{surname}'s Ice Cream"]],
	["Hotel", 2, "lodging", "allday", ["Accommodation"], ["lodging", "accommodation"], ["Hotel {noun}", "{adj} Hotel", "Hotel {street}", "The {noun} Hotel", "{city} {adj} Hotel"]],
	["Hostel", 0.5, "lodging", "allday", ["Accommodation"], ["lodging", "accommodation", "backpacker"], ["{adj} Hostel", "{noun} Hostel {city}", "Backpackers {noun}"]],
	["Bed & breakfast", 0.5, "lodging", "allday", ["Guest house"], ["lodging", "accommodation", "bnb"], ["{noun} House B&B", "{surname} Guest House", "The {adj} {noun} B&B"]],
	["Dentist", 2, "health", "medical", ["Dental clinic", "Cosmetic dentist"], ["dental", "teeth", "tooth"], ["Dr. {first} {surname}", "{adj} Smile Dental", "{surname} Dental Care", "{city} Dental Studio"]],
	["Dental clinic", 0.8, "health", "medical", ["Dentist", "Orthodontist"], ["dentist", "teeth", "orthodontist"], ["{city} Dental Clinic", "{adj} Dental Centre", "Clinique Dentaire {noun}"]],
	["Doctor", 2, "health", "medical", ["General practitioner", "Medical clinic"], ["physician", "gp", "medical", "practitioner"], ["Dr. {first} {surname}", "{adj} Medical Centre", "{surname} Family Practice"]],
	["Pharmacy", 1.5, "health", "pharmacy", ["Drugstore"], ["chemist", "drugstore", "pharmacie"], ["Pharmacie {noun}", "{adj} Pharmacy", "{surname} Pharmacy", "Pharmacy {street}"]],
	["Physiotherapist", 1, "health", "medical", ["Sports massage therapist"], ["physio", "physiotherapy", "physical", "therapy"], ["{surname} Physiotherapy", "{adj} Physio", "Kiné {surname}"]],
	["Veterinarian", 0.7, "health", "medical", ["Animal hospital"], ["vet", "veterinary", "animal"], ["{adj} Paws Vet", "{surname} Veterinary Clinic", "{noun} Animal Hospital"]],
	["Optician", 0.8, "health", "shop", ["Eye care center"], ["glasses", "optical", "eyewear", "optique"], ["{adj} Optics", "Optique {surname}", "{surname} Opticians", "{noun} Vision"]],
	["Lawyer", 1.5, "professional", "office", ["Legal services"], ["attorney", "legal", "law", "avocat", "solicitor"], ["{surname} & {surname}", "Maître {first} {surname}", "{surname} Legal", "{surname} Law Office"]],
	["Law firm", 1, "professional", "office", ["Lawyer"], ["lawyer", "attorney", "legal", "solicitor"], ["{surname} {surname} & Partners", "{surname} Associates", "{adj} Law Group", "Cabinet {surname}"]],
	["Notary public", 0.4, "professional", "office", ["Legal services"], ["notary", "notaire"], ["Étude {surname}", "{surname} Notary", "Notaires {surname} & {surname}"]],
	["Accountant", 1.2, "professional", "office", ["Tax preparation service", "Bookkeeping service"], ["accounting", "bookkeeping", "tax", "cpa"], ["{surname} Accounting", "{adj} Ledger", "{surname} & Co. Accountants", "Cabinet Comptable {surname}"]],
	["Insurance agency", 0.8, "professional", "office", ["Insurance broker"], ["insurance", "broker"], ["{surname} Insurance", "{adj} Cover", "{noun} Assurances"]],
	["Real estate agency", 1.5, "professional", "office", ["Property management company"], ["realtor", "estate", "property", "immobilier", "realty"], ["{surname} Properties", "{adj} Homes", "{city} {noun} Realty", "Agence {noun}"]],
	["Marketing agency", 0.8, "professional", "office", ["Advertising agency", "Internet marketing service"], ["marketing", "advertising", "seo", "digital"], ["{adj} {noun} Studio", "{noun} Digital", "{adj} Media", "{noun} & {noun} Agency"]],
	["Software company", 0.6, "professional", "office", ["Computer consultant"], ["software", "developer", "development", "tech"], ["{noun} Labs", "{adj} Software", "{noun}soft", "{noun} Technologies"]],
	["Web designer", 0.5, "professional", "office", ["Website designer", "Graphic designer"], ["website", "web", "design", "designer"], ["{noun} Web Design", "{adj} Pixel", "{surname} Creative"]],
	["Architect", 0.6, "professional", "office", ["Interior designer"], ["architecture", "architects"], ["{surname} Architects", "{adj} {noun} Architecture", "Atelier {surname}"]],
	["Plumber", 1.2, "trade", "trade", ["Drainage service", "Water heater installation service"], ["plumbing", "plomberie", "drain"], ["{surname} Plumbing", "{adj} Plumbers", "{city} Plumbing & Heating", "{first} the Plumber"]],
	["Electrician", 1.2, "trade", "trade", ["Electrical installation service"], ["electrical", "electricien", "wiring"], ["{surname} Electric", "{adj} Spark Electrical", "{city} Electricians"]],
	["Locksmith", 0.6, "trade", "allday", ["Key duplication service"], ["lock", "keys", "serrurier"], ["{adj} Locksmiths", "{surname} Locks", "{city} Lock & Key"]],
	["Roofing contractor", 0.4, "trade", "trade", ["Gutter cleaning service"], ["roofer", "roof", "roofing"], ["{surname} Roofing", "{adj} Roofs", "{city} Roofers"]],
	["Painter", 0.5, "trade", "trade", ["Painting contractor"], ["painting", "decorator"], ["{surname} Painting & Decorating", "{adj} Brush", "{surname} Decorators"]],
	["Carpenter", 0.4, "trade", "trade", ["Cabinet maker"], ["joinery", "woodwork", "joiner"], ["{surname} Joinery", "{adj} Timber Works", "{surname} Carpentry"]],
	["HVAC contractor", 0.4, "trade", "trade", ["Air conditioning contractor", "Heating contractor"], ["heating", "conditioning", "hvac", "boiler"], ["{adj} Air", "{surname} Heating & Cooling", "{city} HVAC"]],
	["Moving company", 0.4, "trade", "trade", ["Mover", "Storage facility"], ["movers", "removals", "moving", "relocation"], ["{adj} Movers", "{surname} Removals", "{city} Moving Co."]],
	["Cleaning service", 0.6, "trade", "trade", ["House cleaning service", "Commercial cleaning service"], ["cleaner", "cleaning", "janitorial"], ["{adj} Clean", "{surname} Cleaning Services", "Sparkle {noun}"]],
	["Hair salon", 3, "care", "salon", ["Beauty salon", "Hairdresser"], ["hairdresser", "hair", "coiffeur", "haircut"], ["Salon {first}", "{adj} Hair", "{first}'s Hair Studio", "Coiffure {surname}", "{noun} Hair Lounge"]],
	["Barber shop", 1.5, "care", "salon", ["Hair salon"], ["barber", "haircut", "shave"], ["{adj} Barbers", "{first}'s Barber Shop", "The {noun} Barber", "{street} Barbers"]],
	["Beauty salon", 1.5, "care", "salon", ["Nail salon", "Waxing hair removal service"], ["beauty", "beautician", "esthetique"], ["{adj} Beauty", "Institut {first}", "{noun} Beauty Lounge"]],
	["Nail salon", 1, "care", "salon", ["Beauty salon"], ["nails", "manicure", "pedicure"], ["{adj} Nails", "Nail Bar {noun}", "{first}'s Nails"]],
	["Spa", 0.6, "care", "salon", ["Massage therapist", "Day spa"], ["massage", "wellness"], ["{adj} Spa", "{noun} Wellness", "Spa {noun}"]],
	["Gym", 1.2, "care", "gym", ["Fitness center"], ["fitness", "workout", "crossfit"], ["{adj} Fitness", "{noun} Gym", "{city} Fitness Club", "Iron {noun}"]],
	["Yoga studio", 0.6, "care", "gym", ["Pilates studio"], ["yoga", "pilates", "meditation"], ["{adj} Yoga", "{noun} Yoga Studio", "Yoga {noun}"]],
	["Auto repair shop", 1.2, "auto", "trade", ["Car repair and maintenance service", "Tire shop"], ["mechanic", "garage", "car", "repair"], ["Garage {surname}", "{surname} Auto Repair", "{adj} Motors Service", "{city} Car Care"]],
	["Car dealer", 0.6, "auto", "shop", ["Used car dealer"], ["car", "dealership", "cars"], ["{surname} Motors", "{adj} Cars", "{city} Auto Centre"]],
	["Gas station", 0.6, "auto", "allday", ["Convenience store"], ["petrol", "fuel", "gas"], ["{Shell|Total|BP|Esso|Repsol|Agip} {street}", "{adj} Fuel"]],
	["Car wash", 0.4, "auto", "shop", ["Car detailing service"], ["car", "detailing"], ["{adj} Car Wash", "{noun} Wash", "{surname} Auto Spa"]],
	["Supermarket", 1.2, "retail", "supermarket", ["Grocery store"], ["grocery", "groceries", "supermarche"], ["{Carrefour|Lidl|Spar|Aldi|Tesco Express|Whole Foods} {street}", "{adj} Market"]],
	["Grocery store", 1.5, "retail", "supermarket", ["Convenience store", "Organic food store"], ["grocery", "groceries", "market", "epicerie"], ["Épicerie {noun}", "{adj} Grocer", "{surname}'s Market", "{street} Mini Market"]],
	["Florist", 0.8, "retail", "shop", ["Flower delivery"], ["flowers", "flower", "fleuriste"], ["{adj} Blooms", "{noun} Flowers", "Fleurs de {first}", "{surname} Florist"]],
	["Book store", 0.6, "retail", "shop", ["Used book store"], ["books", "bookstore", "bookshop", "librairie"], ["Librairie {noun}", "The {adj} Page", "{surname} Books"]],
	["Clothing store", 2.5, "retail", "shop", ["Women's clothing store", "Men's clothing store"], ["clothes", "fashion", "apparel", "boutique"], ["{adj} Boutique", "{noun} & Co.", "Maison {surname}", "{first} Fashion"]],
	["Shoe store", 0.8, "retail", "shop", ["Sporting goods store"], ["shoes", "sneakers", "footwear"], ["{adj} Shoes", "{noun} Footwear", "{surname} Chaussures"]],
	["Jewelry store", 0.7, "retail", "shop", ["Watch store"], ["jeweler", "jewellery", "jewelry", "bijouterie"], ["{surname} Jewellers", "{adj} Gems", "Bijouterie {noun}"]],
	["Furniture store", 0.6, "retail", "shop", ["Home goods store"], ["furniture", "homeware"], ["{adj} Home", "{noun} Interiors", "{surname} Furniture"]],
	["Hardware store", 0.5, "retail", "shop", ["Home improvement store"], ["tools", "diy", "quincaillerie"], ["{surname} Hardware", "{adj} Tools", "Quincaillerie {noun}"]],
	["Electronics store", 0.6, "retail", "shop", ["Cell phone store", "Computer store"], ["electronics", "phones", "computers"], ["{adj} Electronics", "{noun} Tech Store", "{surname} Electronics"]],
	["Pet store", 0.5, "retail", "shop", ["Pet supply store"], ["pet", "pets", "animal"], ["{adj} Paws", "{noun} Pet Shop", "{surname}'s Pets"]],
	["Wine store", 0.5, "retail", "shop", ["Liquor store"], ["wine", "liquor", "caviste"], ["Cave {noun}", "{adj} Cellar", "{surname} Wines"]],
	["Butcher shop", 0.6, "retail", "shop", ["Deli"], ["butcher", "meat", "boucherie"], ["Boucherie {surname}", "{surname} Butchers", "{adj} Meat Co."]],
	["Dry cleaner", 0.6, "service", "shop", ["Laundry service"], ["laundry", "pressing"], ["Pressing {noun}", "{adj} Dry Cleaners", "{surname} Cleaners"]],
	["Laundromat", 0.4, "service", "allday", ["Laundry"], ["laundry", "laverie", "launderette"], ["{adj} Laundry", "Laverie {noun}", "{noun} Wash & Fold"]],
	["Photographer", 0.5, "service", "office", ["Wedding photographer", "Photography studio"], ["photography", "photo", "photos"], ["{first} {surname} Photography", "{adj} Lens Studio", "Studio {noun}"]],
	["Driving school", 0.4, "service", "office", [], ["driving", "lessons", "auto-ecole"], ["{adj} Driving School", "Auto-École {noun}", "{surname} Driving"]],
	["Language school", 0.4, "service", "office", ["English language school", "Tutoring service"], ["languages", "english", "courses", "lessons"], ["{adj} Language Centre", "{noun} Languages", "{city} Language Institute"]],
	["Coworking space", 0.3, "service", "office", ["Office space rental agency"], ["office", "coworking", "workspace"], ["{noun} Works", "{adj} Hub", "{noun} Coworking"]],
	["Travel agency", 0.5, "service", "office", ["Tour operator"], ["travel", "holidays", "tours"], ["{adj} Travel", "{noun} Voyages", "{surname} Travel"]],
	["Bank", 0.8, "service", "office", ["ATM"], ["atm", "banking"], ["{BNP Paribas|Santander|HSBC|ING|Barclays|Deutsche Bank|UniCredit|Citibank} {street}"]],
];

export const CATEGORIES: readonly CategoryDefinition[] = ROWS.map(([name, weight, group, hours, extra, keywords, names]) => ({
	name,
	weight,
	group,
	hours,
	extra,
	keywords,
	names,
}));

export const CATEGORY_WEIGHT_TOTAL = CATEGORIES.reduce((sum, c) => sum + c.weight, 0);

/** Share of places with a website, and of those the share that are really a social profile. */
// prettier-ignore
export const WEB_PRESENCE: Record<CategoryGroup, { website: number; social: number }> = {
	food: { website: 0.62, social: 0.22 },
	drink: { website: 0.6, social: 0.3 },
	lodging: { website: 0.92, social: 0.03 },
	health: { website: 0.78, social: 0.05 },
	professional: { website: 0.9, social: 0.04 },
	trade: { website: 0.7, social: 0.15 },
	care: { website: 0.65, social: 0.3 },
	auto: { website: 0.7, social: 0.1 },
	retail: { website: 0.72, social: 0.18 },
	service: { website: 0.75, social: 0.1 },
};

// prettier-ignore
export const DESCRIPTIONS: Record<CategoryGroup, string[]> = {
	food: ["Cosy {cat} with a seasonal menu and friendly service.", "Family-run {cat} serving homemade dishes since {year}."],
	drink: ["Neighbourhood {cat} with indoor and outdoor seating.", "Laid-back {cat} popular with locals."],
	lodging: ["Comfortable rooms in the heart of {city}.", "Modern {cat} close to the main sights of {city}."],
	health: ["{Cat} welcoming new patients, with appointments online.", "Experienced team providing {cat} services in {city}."],
	professional: ["Independent {cat} serving clients across {city}.", "{Cat} founded in {year}, advising individuals and businesses."],
	trade: ["Local {cat} offering fast, reliable call-outs.", "Licensed {cat} covering {city} and surrounding areas."],
	care: ["{Cat} with experienced staff and online booking.", "Relaxed {cat} in {city}, walk-ins welcome."],
	auto: ["Family-run {cat} in {city}.", "Trusted {cat} since {year}."],
	retail: ["Independent {cat} in {city}.", "Family-run {cat} since {year}."],
	service: ["{Cat} serving {city} since {year}.", "Friendly {cat} in the centre of {city}."],
};

export const ADJECTIVES = [
	"Golden",
	"Blue",
	"Urban",
	"Royal",
	"Little",
	"Green",
	"Corner",
	"Central",
	"Old Town",
	"Sunny",
	"Lucky",
	"Happy",
	"Bright",
	"Modern",
	"Classic",
	"Prime",
	"Silver",
	"Red",
	"Wild",
	"Good",
];
export const NOUNS = [
	"Oak",
	"Lotus",
	"Olive",
	"Harbour",
	"Garden",
	"Bridge",
	"Maple",
	"Fox",
	"Bee",
	"Pearl",
	"Lantern",
	"Anchor",
	"Table",
	"Spoon",
	"Leaf",
	"Stone",
	"River",
	"Bay",
	"Tree",
	"Star",
];

type StreetStyle = "number-first" | "number-after" | "number-comma";

// prettier-ignore
export const LOCALES: Record<Locale, { streetStyle: StreetStyle; streets: string[]; surnames: string[]; firstNames: string[]; maxNumber: number }> = {
	fr: {
		streetStyle: "number-first", maxNumber: 160,
		streets: ["Rue de la République", "Rue Victor Hugo", "Avenue Jean Jaurès", "Rue du Président Édouard Herriot", "Boulevard Voltaire", "Rue Mercière", "Cours Lafayette", "Rue de la Paix", "Rue Saint-Antoine", "Avenue des Frères Lumière", "Rue Garibaldi", "Quai Saint-Vincent", "Rue de Rivoli", "Rue du Faubourg Saint-Honoré", "Boulevard Haussmann", "Rue Oberkampf", "Rue de Charonne", "Avenue de la Libération", "Rue Paradis", "Rue Sainte-Catherine"],
		surnames: ["Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent", "Lefebvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard", "Bonnet", "Dupont", "Lambert", "Fontaine", "Rousseau", "Blanc", "Guérin", "Muller"],
		firstNames: ["Camille", "Louis", "Jules", "Léa", "Manon", "Hugo", "Chloé", "Lucas", "Emma", "Nathalie", "Pierre", "Sophie", "Antoine", "Julie", "Marc"],
	},
	"fr-be": {
		streetStyle: "number-after", maxNumber: 160,
		streets: ["Rue Neuve", "Avenue Louise", "Rue du Marché aux Herbes", "Chaussée d'Ixelles", "Rue Haute", "Boulevard Anspach", "Rue Royale", "Avenue de la Toison d'Or", "Rue de Flandre", "Chaussée de Charleroi", "Rue Antoine Dansaert", "Place Flagey"],
		surnames: ["Peeters", "Janssens", "Maes", "Jacobs", "Mertens", "Willems", "Claes", "Dubois", "Lambert", "Dupont", "Martin", "Leroy", "Simon", "Laurent", "Hermans", "Goossens", "Wouters", "Renard", "Lemaire", "Lejeune"],
		firstNames: ["Lucas", "Emma", "Louis", "Olivia", "Noah", "Louise", "Arthur", "Mila", "Jules", "Elena"],
	},
	"en-gb": {
		streetStyle: "number-first", maxNumber: 240,
		streets: ["High Street", "Church Road", "Station Road", "Victoria Street", "King Street", "Queen's Road", "Park Lane", "Market Street", "Oxford Road", "Mill Lane", "Deansgate", "Baker Street", "Camden High Street", "Kingsland Road", "Grafton Street", "Portobello Road", "Shoreditch High Street", "London Road", "Albert Road", "George Street"],
		surnames: ["Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright", "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke", "Murphy", "Kelly", "O'Brien", "Byrne", "Ryan"],
		firstNames: ["James", "Emma", "Oliver", "Sophie", "Jack", "Olivia", "Harry", "Grace", "Michael", "Sarah", "David", "Laura", "Daniel", "Kate", "Tom"],
	},
	"en-us": {
		streetStyle: "number-first", maxNumber: 2999,
		streets: ["Main St", "Broadway", "Oak St", "Maple Ave", "Park Ave", "2nd Ave", "Washington St", "Lake St", "Elm St", "Market St", "5th Ave", "Sunset Blvd", "Madison Ave", "State St", "Michigan Ave", "Queen St W", "King St E", "George St", "Pitt St", "Spring St"],
		surnames: ["Smith", "Johnson", "Williams", "Brown", "Jones", "Miller", "Davis", "Garcia", "Rodriguez", "Wilson", "Martinez", "Anderson", "Taylor", "Thomas", "Moore", "Martin", "Lee", "Harris", "Clark", "Lewis", "Young", "Walker", "Allen", "King", "Wright"],
		firstNames: ["Michael", "Jennifer", "David", "Jessica", "Chris", "Ashley", "Matt", "Emily", "Josh", "Sarah", "Ryan", "Amanda", "Daniel", "Megan", "Tyler"],
	},
	de: {
		streetStyle: "number-after", maxNumber: 180,
		streets: ["Hauptstraße", "Bahnhofstraße", "Schillerstraße", "Goethestraße", "Berliner Straße", "Kirchgasse", "Lindenallee", "Friedrichstraße", "Gartenstraße", "Torstraße", "Kastanienallee", "Leopoldstraße", "Mariahilfer Straße", "Sonnenallee", "Oranienstraße", "Kaufingerstraße", "Neubaugasse", "Karl-Marx-Allee", "Schönhauser Allee", "Wiedner Hauptstraße"],
		surnames: ["Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker", "Schulz", "Hoffmann", "Koch", "Bauer", "Richter", "Klein", "Wolf", "Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Gruber", "Huber", "Steiner"],
		firstNames: ["Lukas", "Anna", "Felix", "Laura", "Jonas", "Lena", "Paul", "Julia", "Max", "Sarah", "Thomas", "Katrin"],
	},
	es: {
		streetStyle: "number-comma", maxNumber: 150,
		streets: ["Calle Mayor", "Calle de Alcalá", "Gran Vía", "Calle de Serrano", "Avenida de la Constitución", "Calle del Carmen", "Passeig de Gràcia", "Calle de Atocha", "Carrer de Balmes", "Calle de Fuencarral", "Carrer de Mallorca", "Calle de Toledo", "Carrer d'Aragó", "Calle de Goya", "Carrer de Sants"],
		surnames: ["García", "Fernández", "González", "Rodríguez", "López", "Martínez", "Sánchez", "Pérez", "Gómez", "Martín", "Jiménez", "Ruiz", "Hernández", "Díaz", "Moreno", "Álvarez", "Romero", "Navarro", "Torres", "Puig"],
		firstNames: ["Lucía", "Pablo", "María", "Javier", "Carmen", "Alejandro", "Sofía", "Diego", "Elena", "Carlos"],
	},
	it: {
		streetStyle: "number-comma", maxNumber: 150,
		streets: ["Via Roma", "Via Garibaldi", "Corso Italia", "Via Dante", "Via Mazzini", "Via Verdi", "Corso Vittorio Emanuele II", "Via Nazionale", "Via Cavour", "Via del Corso", "Corso Buenos Aires", "Via Torino", "Via Appia Nuova", "Viale Monza", "Via Tuscolana"],
		surnames: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Bruno", "Gallo", "Conti", "De Luca", "Costa", "Giordano", "Mancini", "Rizzo", "Lombardi", "Moretti"],
		firstNames: ["Giulia", "Marco", "Francesca", "Luca", "Chiara", "Matteo", "Sara", "Andrea", "Alessandro", "Elena"],
	},
	el: {
		streetStyle: "number-after", maxNumber: 200,
		streets: ["Ermou", "Athinas", "Stadiou", "Panepistimiou", "Solonos", "Patision", "Kifisias", "Thivon", "Idomeneos", "Eakou", "Mitropoleos", "Akadimias", "Voulis", "Adrianou", "Leof. Alexandras"],
		surnames: ["Papadopoulos", "Georgiou", "Nikolaou", "Ioannou", "Christodoulou", "Konstantinou", "Dimitriou", "Vasileiou", "Karagiannis", "Antoniou", "Pappas", "Oikonomou", "Makris", "Alexiou", "Papadakis"],
		firstNames: ["Maria", "Giorgos", "Eleni", "Nikos", "Katerina", "Dimitris", "Sofia", "Kostas", "Anna", "Yiannis"],
	},
	cy: {
		streetStyle: "number-after", maxNumber: 120,
		streets: ["Anexartisias", "Agiou Andreou", "Gladstonos", "Makariou III", "Griva Digeni", "Archiepiskopou Leontiou A'", "Georgiou A'", "Omonoias", "Spyrou Kyprianou", "Franklin Roosevelt"],
		surnames: ["Georgiou", "Ioannou", "Charalambous", "Panayiotou", "Kyriakou", "Andreou", "Demetriou", "Savva", "Loizou", "Christou", "Michael", "Constantinou", "Neophytou", "Hadjipetrou", "Pavlou"],
		firstNames: ["Andreas", "Maria", "Christos", "Eleni", "Panayiotis", "Georgia", "Michalis", "Despina", "Marios", "Anna"],
	},
	pt: {
		streetStyle: "number-after", maxNumber: 150,
		streets: ["Rua Augusta", "Rua do Ouro", "Avenida da Liberdade", "Rua Garrett", "Rua da Prata", "Rua de São Bento", "Rua Castilho", "Avenida Almirante Reis", "Rua da Madalena", "Rua Morais Soares", "Rua da Rosa", "Calçada do Combro"],
		surnames: ["Silva", "Santos", "Ferreira", "Pereira", "Oliveira", "Costa", "Rodrigues", "Martins", "Sousa", "Fernandes", "Gonçalves", "Gomes", "Lopes", "Marques", "Alves", "Almeida", "Ribeiro", "Pinto", "Carvalho", "Teixeira"],
		firstNames: ["João", "Maria", "Ana", "Pedro", "Inês", "Tiago", "Beatriz", "Rui", "Sofia", "Miguel"],
	},
	nl: {
		streetStyle: "number-after", maxNumber: 300,
		streets: ["Damstraat", "Kalverstraat", "Prinsengracht", "Keizersgracht", "Herengracht", "Utrechtsestraat", "Ferdinand Bolstraat", "Haarlemmerstraat", "Overtoom", "Javastraat", "Albert Cuypstraat", "Rozengracht"],
		surnames: ["de Jong", "Jansen", "de Vries", "van den Berg", "van Dijk", "Bakker", "Janssen", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot", "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer"],
		firstNames: ["Daan", "Emma", "Sem", "Julia", "Lucas", "Sophie", "Milan", "Tess", "Thijs", "Anouk"],
	},
};

export function formatStreet(locale: Locale, street: string, number: number): string {
	switch (LOCALES[locale].streetStyle) {
		case "number-first":
			return `${number} ${street}`;
		case "number-comma":
			return `${street}, ${number}`;
		default:
			return `${street} ${number}`;
	}
}
