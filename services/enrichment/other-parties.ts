/**
 * The words that name others on a merchant's site (suppliers, partners, chambers, authorities, landlords,
 * advisers, neighbours, couriers, organisers), the headings over others' words (news, reviews, comments),
 * and the domains of platforms, hosts and authorities: the word lists other-domain.ts judges places with.
 */

/** Said before an address (or just after it) that belongs to someone the business names, not to the business. */
// prettier-ignore
export const THIRD_PARTY = new RegExp([
	"(?<!ansprech)partner", "partenaire", "\\bsocio", "lieferant", "fournisseur", "proveedor", "fornitor", "supplier", "leverancier", "produzent", "producteur", "productor",
	"\\blinks\\b", "\\bliens\\b", "\\benlaces\\b", "empfehl", "recommand", "sponsor", "mitglied", "\\bmember", "\\bmembre", "verband", "verein\\b", "\\bassociation",
	"innung", "kammer", "chamber", "\\bchambre", "colegio", "\\bordine", "ordre des", "behörde", "behoerde", "aufsicht", "authority", "autorité", "autorite",
	"autoriteit", "\\bagencia", "\\bgarante", "commissioner", "\\bcnil\\b", "\\baepd\\b", "\\bico\\b", "regulator", "ministerium", "ministère", "landratsamt",
	"veterinäramt", "gesundheitsamt", "ordnungsamt", "magistrat", "\\bmédiat", "\\bmediat", "ombuds", "schlichtung", "streitbeilegung", "arbitra", "versicherung",
	"insurance", "assurance", "assicura", "\\bseguro", "laborator", "zahntechnik", "kommt von", "kommen von", "comes from", "come from", "vient d", "viennent d",
	"provient", "provienn", "\\barriva", "viene d", "proviene", "trabajamos con", "partnership", "partenariat", "collaborazione", "signées", "signés", "geliefert",
	"supplied by", "delivered by", "sister", "schwester", "also visit", "besuchen sie auch", "photos? ?:", "fotos? ?:", "crédits? photo",
	"photo credit", "photos by", "photography by", "fotos von", "fotografie ?:", "bildnachweis", "bildquelle", "illustrations? ?:", "\\btexte?s? ?:",
	"our other", "unser(?:e|em)? andere", "notre autre", "nos autres", "nuestro otro", "il nostro altro", "auch von uns", "konzept", "landesbeauftragt", "bundesbeauftragt",
	"beauftragte für (?:den )?datenschutz", "\\bcommissaire", "autoridade", "comissão", "datatilsynet", "\\bombud",
	// Those who came before: a former owner, a predecessor, someone retired.
	"\\bformer\\b", "\\banciens? (?:propri|patron|gérant|gerant|exploitant)", "ehemalig", "voormalig", "\\bantiguos? due", "predecessor", "prédécesseur", "vorgänger",
	"voorganger", "predecesor", "predecessore", "vorbesitzer", "retraite", "ruhestand", "pensioen", "\\bretired", "retirement", "jubilaci", "in pensione",
	// The premises' owner and its managers.
	"landlord", "bailleur", "propriétaire des murs", "propriétaire du local", "vermieter", "verhuurder", "arrendador", "\\bcasero", "padrone di casa",
	"liegenschaft", "hausverwaltung", "immobilienverwaltung", "\\blettings?\\b", "letting agent", "estate agent", "property manag", "gérance", "syndic\\b",
	// Advisers, banks, makers and their service desks, tourist offices, clubs.
	"accountant", "comptable", "comptabilité", "steuerberat", "buchhalt", "treuhand", "boekhoud", "gestoría", "gestoria", "asesor", "commercialista",
	"\\bbank\\b", "\\bbanque\\b", "\\bbanca\\b", "\\bbanco\\b", "distribuidor", "distributeur", "distributor", "servicio técnico", "service technique",
	"manufacturer", "hersteller", "fabricant", "fabricante", "fabbricante", "fabrikant", "touris", "turism", "turist", "visitor (?:information|cent)", "\\bvvv\\b",
	"pro loco", "syndicat d.initiative", "vereniging", "associazione", "asociaci", "\\bcercle\\b", "\\bsamen met", "zusammenarbeit", "samenwerking",
	"en collaboration", "in collaboration", "en colaboraci", "kommt (?:\\S+ )?von", "kommen (?:\\S+ )?von",
	// Someone else is written to: "write to them", "bij hen", "erreichen ihn".
	"\\b(?:contact|email|e-mail|mail|write to|reach|ask|get|find|call|catch|message) (?:them|him|her)\\b(?!\\s+(?:(?:straight|directly|right|over|back)\\s+)?to\\b)", "\\bbij (?:hen|hem|haar)\\b", "\\bihn\\b", "\\bleur (?:écrire|ecrire|envoyer|adresser)",
	"peuvent leur", "\\bescribirles", "\\bcontactarles", "\\bcontattarli", "scrivere loro", "et non à", "not ours", "nicht unser", "niet van ons",
	// The same parties in Portuguese, Polish, Swedish and Czech, and a few more kinds: wholesalers, federations, guilds, consumer bodies.
	"parceir", "fornecedor", "associação", "associacao", "câmara de com", "camara de com", "camera di commercio", "cámara de comercio", "ordem dos", "\\bcnpd\\b",
	"seguradora", "contabilista", "em colaboraç", "in collaborazione", "dostawc", "współprac", "wspolprac", "stowarzysz", "zrzesz", "izba (?:rzemie|handl|przemys|gospod)",
	"urząd", "urzad ", "inspektor ochrony", "\\brzecznik", "ubezpiecz", "księgow", "ksiegow", "biuro rachunkowe", "hurtowni", "producent", "dystrybutor",
	"dodavatel", "spoluprác", "spoluprac", "sdružení", "sdruzeni", "\\bsvaz\\b", "\\bspolek", "\\bkomor[ay]\\b", "úřad", "obchodní inspekc", "\\bčoi\\b", "pojišťov",
	"účetní", "výrobce", "velkoobchod", "leverantör", "leverantor", "samarbet", "förening", "forening", "förbund", "forbund", "handelskammar",
	"myndighet", "\\bimy\\b", "integritetsskydd", "reklamationsnämnd", "konsumentverk", "försäkring", "redovisning", "\\brevisor", "tillverkare",
	"grossist", "großhänd", "grosshand", "groothandel", "mayorista", "wholesale", "fédération", "federation", "federazione", "federación", "federação", "\\bguild",
	"\\bgilde\\b", "\\bcech\\b", "verbraucherzentrale", "spotřebitelsk", "geschillen", "litígio", "litigio", "\\blitiges?\\b", "livro de reclamaç",
	"livro de reclamac", "hojas? de reclamaci", "produttor", "produtor",
	// Neighbours the business points to, where it buys (`we buy … from`, `kupujemy … w`), "with them", "not by us": someone else.
	"our neighbo", "nos voisins", "unsere nachbarn", "i nostri vicini", "nuestros vecinos", "onze buren", "nasi sąsiedzi", "naši sousedé", "våra grannar",
	"nossos vizinhos", "our friends", "nos amis", "unsere freunde", "i nostri amici", "nuestros amigos", "onze vrienden", "beziehen wir", "wir beziehen",
	"we source", "we buy (?:\\S+ ){0,2}from", "achetons (?:\\S+ ){0,2}(?:chez|auprès)", "kaufen wir (?:\\S+ ){0,2}bei", "acquistiamo (?:\\S+ ){0,2}(?:da|presso)",
	"kopen (?:wij|we) (?:\\S+ ){0,2}bij", "\\bkupujemy (?:\\S+ ){0,2}(?:w|u|od) ", "nakupujeme (?:\\S+ ){0,2}u ", "köper vi (?:\\S+ ){0,2}(?:från|hos)",
	"chez eux", "chez lui", "\\bu nich\\b", "\\bu niego\\b", "con ellos", "da loro", "presso di loro", "hos dem", "\\bbei ihm\\b", "with them",
	"not (?:by|from|with|to) us", "nicht (?:bei|von|über|an) uns", "pas (?:chez|par|à) nous", "non (?:da|a|presso) noi", "no (?:por|con|a) nosotros", "niet (?:bij|door|aan) ons",
	"isn.t us\\b", "ikke (?:til|hos|fra|av|af) os", "inte (?:till|hos|från|av) oss", "\\b(?:med|til|till) dem\\b",
	// The same parties in Danish, Norwegian, Finnish and Slovenian (Swedish and Czech above), and Czech members and deliveries.
	"samarbejd", "samarbeid", "leverandør", "leverandor", "forhandler", "återförsälj", "\\bmedlem", "forsikring", "regnskab", "regnskap", "produsent", "klagenævn",
	"nævnenes", "forbrugerombud", "forbrukerråd", "kumppani", "yhteistyö", "toimittaja", "yhdistys", "yhdistyks", "\\bliitto", "osakaskun", "vakuutus",
	"tilitoimisto", "kirjanpit", "valmistaja", "jälleenmyyj", "tietosuojavaltuut", "kuluttajaneuvo", "dobavitelj", "sodeluj", "sodelovanj", "\\bagencij",
	"\\borgani[sz]at(?:or|eur|ore|ion)", "\\borgani[sz]er", "\\borganizzator", "\\borganizador", "branschorganisation", "brancheorganisati", "trade body",
	"trade association", "organisation professionnelle", "organización profesional", "organizzazione di categoria", "festival",
	"organizator", "društv", "zbornic", "zavarovalnic", "računovod", "proizvajal", "pooblaščen", "člen", "\\bdodáv",
	// Couriers, and "to them" in the Romance languages, Polish and Czech: from dev-e's sites.
	"courier", "\\bcorriere", "coursier", "transporteur", "\\bkurier", "paketdienst", "spedizionier", "mensajer", "paqueter", "transportadora", "kurýr", "przewoźnik",
	"dopravce", "\\bc[áa]mara\\b", "\\bà (?:eux|elles?)\\b", "auprès d.(?:eux|elles?)", "\\ba loro\\b", "\\ba (?:ellos|ellas)\\b", "\\b(?:com|a|para) (?:eles|elas)\\b", "\\bdo nich\\b", "\\bna ně",
].join("|"), "i");

/** A heading over others' news or words: news, a blog, customers' reviews, the causes the business supports. */
// prettier-ignore
export const NEWS_HEADING = new RegExp([
	"\\bnews\\b", "actualit", "aktuell", "neuigkeit", "\\bnieuws", "novedad", "noticia", "notizi", "novità", "\\bblog",
	"testimonial", "\\breviews?\\b", "kind words", "what (?:our )?(?:customers|clients|guests|people) say", "t[ée]moignage", "\\bavis\\b", "font confiance",
	"kundenstimme", "bewertung", "rezension", "klanten zeggen", "ervaringen", "recensioni", "opiniones", "reseña", "community", "on soutient", "nous soutenons",
	"wir unterstützen", "we support", "sosteniamo", "apoyamos", "we steunen", "disent (?:nos|de nous)", "parlent de nous", "über uns sagen", "kunden sagen",
	"zeggen over ons", "dicono di noi", "dicen de nosotros", "opinioni", "gästebuch", "guestbook", "guest book", "livre d.or", "gastenboek", "libro de visitas",
	"libro degli ospiti", "aktualno", "aktuality", "novinky", "nyheter", "not[íi]cias", "novidades", "opinie", "recenze", "recensioner", "omdömen", "depoimento",
	"avaliaç", "referenz", "referencj", "referencias", "referenties", "aktuelt", "nyheder", "ajankohtaista", "uutiset", "\\bnovice\\b", "referencer",
	"anmeldelse", "omtaler", "arvostelu", "mnenja", "siger vores kunder", "sier kundene", "säger våra kunder", "clients? en disent", "ce que (?:nos|les) clients",
	"dicono i (?:clienti|nostri)", "lo que dicen", "o que (?:dizem|nossos clientes)",
	"(?:^|\\s)(?:νέα|ειδήσεις|ανακοινώσεις)(?:\\s|$)", "haberler", "duyurular", "aktualności", "wiadomości",
	// Readers' comments under a post, by their count or their invitation ("2 comentarios", "Leave a reply"), not "Questions or comments?"
	"\\b\\d+ (?:comments?|commentaires?|kommentare?|commenti|comentarios?|comentários?|reacties|kommentarer|yorum(?:lar)?)\\b",
	"leave a (?:comment|reply)", "laisser un commentaire", "kommentar (?:schreiben|hinterlassen)", "lascia un commento", "deja (?:un comentario|una respuesta)",
	"deixe (?:um comentário|uma resposta)", "laat een reactie achter", "yorum yap",
].join("|"), "i");

/** Where mail of a platform, a host, a payment or booking service, or an authority lives: never a merchant's own. */
// prettier-ignore
export const VENDOR_DOMAINS = new Set([
	"wix.com", "wixsite.com", "shopify.com", "myshopify.com", "jimdo.com", "jimdosite.com", "squarespace.com", "wordpress.com", "wordpress.org", "automattic.com",
	"weebly.com", "webflow.com", "webflow.io", "site123.com", "webnode.com", "e-monsite.com", "godaddy.com", "ionos.de", "ionos.com", "ionos.fr", "ionos.es",
	"ionos.it", "ionos.co.uk", "1und1.de", "strato.de", "strato.com", "ovh.com", "ovh.net", "ovh.fr", "ovhcloud.com", "hostinger.com", "one.com", "hetzner.com",
	"hetzner.de", "netcup.de", "all-inkl.com", "infomaniak.com", "gandi.net", "o2switch.fr", "lws.fr", "aruba.it", "register.it", "siteground.com", "bluehost.com",
	"wpengine.com", "cloudflare.com", "google.com", "facebook.com", "meta.com", "instagram.com", "apple.com", "microsoft.com", "amazon.com", "paypal.com",
	"stripe.com", "mollie.com", "sumup.com", "zettle.com", "mailchimp.com", "sendinblue.com", "brevo.com", "booking.com", "tripadvisor.com", "thefork.com",
	"lafourchette.com", "opentable.com", "doctolib.fr", "doctolib.de", "planity.com", "treatwell.com", "calendly.com", "trustpilot.com",
	"cnil.fr", "ico.org.uk", "aepd.es", "gpdp.it", "garanteprivacy.it", "autoriteitpersoonsgegevens.nl", "dsb.gv.at", "bfdi.bund.de", "edoeb.admin.ch",
	"apd-gba.be", "autoriteprotectiondonnees.be", "dataprotection.ie", "cnpd.pt", "cnpd.lu", "dpa.gr", "uodo.gov.pl", "edpb.europa.eu", "edps.europa.eu",
	"lda.bayern.de", "ldi.nrw.de", "datenschutz-berlin.de", "datenschutz.hamburg.de", "datenschutz.hessen.de", "lfd.niedersachsen.de", "datenschutz.rlp.de",
	"baden-wuerttemberg.datenschutz.de", "datenschutz.sachsen.de", "datenschutz-mv.de", "lda.brandenburg.de", "datenschutz.saarland.de", "datenschutz.bremen.de",
	"datenschutzzentrum.de", "datenschutz.sachsen-anhalt.de", "tlfdi.de",
	// More site builders, hosts, payment, booking and delivery platforms, marketplaces; more authorities and consumer bodies.
	"strikingly.com", "webador.com", "jouwweb.nl", "simplesite.com", "mozello.com", "tilda.cc", "duda.co", "zyro.com", "home.pl", "nazwa.pl", "cyberfolks.pl",
	"dinahosting.com", "raiolanetworks.es", "hostalia.com", "arsys.es", "webempresa.com", "amen.fr", "ikoula.com", "planethoster.com", "hostpoint.ch", "cyon.ch",
	"metanet.ch", "world4you.com", "easyname.at", "df.eu", "hosteurope.de", "mittwald.de", "alfahosting.de", "united-domains.de", "transip.nl", "antagonist.nl",
	"hostnet.nl", "versio.nl", "mijndomein.nl", "combell.com", "loopia.se", "binero.se", "websupport.cz", "wedos.cz", "forpsi.com", "active24.cz", "ptisp.pt",
	"amen.pt", "serverplan.it", "keliweb.it", "tophost.it", "netsons.com", "krystal.uk", "fasthosts.co.uk", "123-reg.co.uk", "namecheap.com", "dreamhost.com",
	"hostgator.com", "klarna.com", "adyen.com", "payu.com", "przelewy24.pl", "redsys.es", "satispay.com", "twint.ch", "vivawallet.com", "squareup.com",
	"airbnb.com", "expedia.com", "holidaycheck.de", "quandoo.com", "resmio.com", "zenchef.com", "covermanager.com", "eltenedor.es", "yelp.com", "deliveroo.com",
	"just-eat.com", "justeat.com", "lieferando.de", "thuisbezorgd.nl", "glovoapp.com", "wolt.com", "foodora.com", "ubereats.com", "uber.com", "fresha.com",
	"booksy.com", "salonized.com", "jameda.de", "doctoralia.es", "znanylekarz.pl", "zocdoc.com", "etsy.com", "ebay.com", "allegro.pl", "marktplaats.nl",
	"leboncoin.fr", "vinted.com", "uoou.cz", "imy.se", "uokik.gov.pl", "coi.cz", "arn.se", "konsumentverket.se", "europa.eu", "livroreclamacoes.pt",
	// Couriers and postal services.
	"dhl.com", "dhl.de", "ups.com", "fedex.com", "gls-group.eu", "dpd.com", "brt.it", "sda.it", "poste.it", "postnl.nl", "bpost.be", "colissimo.fr", "chronopost.fr",
	"hermesworld.com", "myhermes.de", "correos.es", "seur.com", "mrw.es", "inpost.pl", "ppl.cz", "posti.fi", "postnord.com", "bring.com", "anpost.ie",
	"royalmail.com", "evri.com", "canadapost.ca", "auspost.com.au", "correios.com.br", "estafeta.com", "correoargentino.com.ar", "andreani.com", "post.ch", "post.at",
]);
