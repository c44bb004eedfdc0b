import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { closeSafeAgents, vetUrl } from "../shared/net/ssrf";
import { readEnrichmentConfig } from "../services/enrichment/config";
import { crawlSite } from "../services/enrichment/crawler";
import { mailtoRecipients } from "../services/enrichment/emails";
import { Enricher } from "../services/enrichment/enrich";
import type { FetcherDeps, Vetter } from "../services/enrichment/fetch-page";
import { HostGate, Semaphore } from "../services/enrichment/limits";
import { pageReaderPool } from "../services/enrichment/page-reader-pool";
import { scriptStrings } from "../services/enrichment/page-scripts";
import { canonicalSocialUrl } from "../services/enrichment/socials";
import { REAL_SITES_DEV_2_DIR, realSitesExpected, startRealSites, type RealSitesServer } from "./support/real-sites";

/**
 * How real merchant sites publish contacts (issue 18): the fixture set written from those
 * patterns (test/fixtures/real-sites, one site per group of patterns), the script reader, the
 * legacy profile forms, and the SSRF guard on every new way of reaching a page.
 */

afterAll(() => closeSafeAgents());

describe("the sites written from real-world patterns", () => {
	let server: RealSitesServer;
	let enricher: Enricher;
	beforeAll(async () => {
		server = await startRealSites();
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		enricher = new Enricher({ config: () => config, vet: server.vet });
	});
	afterAll(() => server.close());

	test.each(realSitesExpected().map((s) => [`${s.host} (${s.patterns.join("; ")})`, s] as const))("%s", async (_name, site) => {
		const found = await enricher.discover(new URL(server.url(site.host)), Date.now() + 20_000);
		expect(found.ok).toBe(true);
		expect(found.emails.map((e) => e.address).sort()).toEqual([...site.emails].sort());
		expect(found.socials).toEqual(site.socials);
	});

	it("takes a business's unlabelled address on another domain from its place, and leaves the addresses of others written beside it", async () => {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const read = async (host: string, emailRule?: "domain") => {
			const found = await new Enricher({ config: () => config, vet: server.vet, emailRule }).discover(new URL(server.url(host)), Date.now() + 20_000);
			return found.emails.map((e) => e.address);
		};
		// The footer after the phone, the impressum, a table cell: the domain rule alone takes none of them.
		expect(await read("www.metzgerei-huber.de", "domain")).toEqual(["bestellung@metzgerei-huber.de"]);
		const huber = await read("www.metzgerei-huber.de");
		expect(huber).toEqual(expect.arrayContaining(["info@huber-rosenheim.de", "georg.huber@huber-rosenheim.de"]));
		// Suppliers with phones, the supervisory office, the chamber, the data protection authority, the host, the web designer.
		for (const other of [
			"info@hofgut-maier.de",
			"stadler.gefluegel@landhof-stadler.de",
			"veterinaeramt@lra-rosenheim.de",
			"info@hwk-muenchen.de",
			"poststelle@lda.bayern.de",
			"datenschutz@ionos.de",
			"hallo@pixelwerk-rosenheim.de",
		]) {
			expect(huber).not.toContain(other);
		}
		expect(await read("www.zahnarzt-am-markt.de")).toEqual(["praxis@dr-schulz-leipzig.de", "empfang@dr-schulz-leipzig.de"]);
		// `name at domain dot com` and `(at) (dot)` after the phone; the platform's, the regulator's and a supplier's beside them.
		expect(await read("www.greenleaf-gardens.co.uk")).toEqual(["greenleafgardens@btconnect.com"]);
		expect((await read("www.chocolaterie-dupuis.be")).sort()).toEqual(["b2b@chocolats-dupuis.be", "contact@chocolats-dupuis.be"]);
	});

	it("leaves the third parties a site names in its news, reviews and legal notice, which the domain rule alone takes", async () => {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const read = async (host: string, emailRule?: "domain") => {
			const found = await new Enricher({ config: () => config, vet: server.vet, emailRule }).discover(new URL(server.url(host)), Date.now() + 20_000);
			return found.emails.map((e) => e.address);
		};
		// A landlord in the shop's news, a couple's address in their review.
		const decoys = ["lettings.harrogateestates@outlook.com", "chloe.tom.wedding2023@gmail.com"];
		expect(await read("www.petals-harrogate.co.uk", "domain")).toEqual(expect.arrayContaining(decoys));
		const petals = await read("www.petals-harrogate.co.uk");
		for (const other of decoys) expect(petals).not.toContain(other);
		// A retired former owner in the news, the tourist office; the business's mailbox addresses stay.
		expect(await read("www.weingut-gruber.at", "domain")).toContain("franz.bauer.senftenberg@aon.at");
		expect((await read("www.weingut-gruber.at")).sort()).toEqual(["bestellung@weingut-gruber.at", "gruber.wein@gmx.at", "weingut.gruber@aon.at"]);
	});

	it("reads a large site by its link words only, and a small one whole", async () => {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		enricher = new Enricher({ config: () => config, vet: server.vet });
		const before = server.requests.length;
		await enricher.discover(new URL(server.url("www.fleuriste-les-iris.fr")), Date.now() + 20_000);
		const paths = server.requests
			.slice(before)
			.filter((r) => r.startsWith("www.fleuriste-les-iris.fr "))
			.map((r) => r.split(" ")[1]);
		expect(paths).toEqual(expect.arrayContaining(["/ecrivez-nous", "/mentions-legales"]));
		expect(paths.some((p) => p.startsWith("/produit/") || p.startsWith("/categorie/"))).toBe(false);
		const small = server.requests.length;
		await enricher.discover(new URL(server.url("www.autohaus-brenner.de")), Date.now() + 20_000);
		const smallPaths = server.requests
			.slice(small)
			.map((r) => r.split(" ")[1])
			.sort();
		expect(smallPaths).toEqual(["/", "/datenschutz.html", "/fahrzeuge.html", "/impressum.html", "/robots.txt", "/schreiben-sie-uns.html", "/werkstatt.html"]);
	});

	it("fetches a page once however many leads, in one call or the next, name its site", async () => {
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const fresh = new Enricher({ config: () => config, vet: server.vet });
		const before = server.requests.length;
		const website = server.url("www.casa-lucia.es");
		await fresh.enrichMany(
			[website, website, `${website}escribenos/`].map((w) => ({ businessId: randomUUID(), website: w })),
			{ enrichEmail: false, enrichSocials: true },
		);
		const requests = server.requests.slice(before);
		expect(requests.length).toBeGreaterThan(2);
		expect(new Set(requests).size).toBe(requests.length);
		const again = server.requests.length;
		await fresh.enrichMany([{ businessId: randomUUID(), website }], { enrichEmail: false, enrichSocials: true });
		expect(server.requests.slice(again)).toEqual([]);
	});
});

describe("the second dev set: three more writers' sites, with decoys written like the business's own contacts", () => {
	let server: RealSitesServer;
	let read: (host: string) => Promise<string[]>;
	beforeAll(async () => {
		server = await startRealSites(REAL_SITES_DEV_2_DIR);
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const enricher = new Enricher({ config: () => config, vet: server.vet });
		read = async (host) => (await enricher.discover(new URL(server.url(host)), Date.now() + 20_000)).emails.map((e) => e.address).sort();
	});
	afterAll(() => server.close());

	it("leaves a neighbour's mailbox that spells the name written before it with a phone of its own, and keeps the business's", async () => {
		// `Im Haus: Polsterei Wyss | 033 222 61 50 | polsterei.wyss@bluewin.ch` under the joinery's own line
		const aebi = await read("www.schreinerei-aebi-thun.ch");
		expect(aebi).toContain("schreinerei.aebi@bluewin.ch");
		expect(aebi).not.toContain("polsterei.wyss@bluewin.ch");
		// the gallery upstairs and the dry cleaner's counter, each a block of its own; the sawmill on the footer's second line
		expect(await read("www.kavarna-u-zlateho-klice.cz")).not.toContain("galerie.nadkavarnou@gmail.com");
		expect(await read("www.cordonnerie-lemaire.fr")).toEqual(["cordonnerie.lemaire@orange.fr"]);
		expect(await read("www.stolarstwo-grabowski.pl")).not.toContain("tartak.dab@o2.pl");
	});

	it("reads a Czech `zavináč … tečka`, a government's domain, a webmaster's and a Greek credit, readers' comments, a figcaption's quotation, a former manager", async () => {
		expect(await read("www.autoservis-koudelka.cz")).toContain("pavel@autoservis-koudelka.cz");
		expect(await read("www.ferreterialospinos.com.co")).not.toContain("contactenos@sic.gov.co");
		expect(await read("www.talhoribeiro.pt")).toEqual(["encomendas@carnesribeiro.com", "jribeiro@carnesribeiro.com", "talhoribeiro@gmail.com"]);
		expect(await read("www.artopoiia-karanikas.gr")).not.toContain("hello@sitekouzina.gr");
		expect(await read("www.tostadoraelmirador.com")).not.toContain("andres.pulido.m@yahoo.com");
		expect(await read("www.copperkettleupholstery.com")).not.toContain("renata.garza.atx@gmail.com");
		expect(await read("www.trattoriaalportico.it")).not.toContain("gino.zanetti@libero.it");
		// a certified mailbox (Turkey's KEP) the business calls its own
		expect(await read("www.cinaraltikahvalti.com")).toContain("cinaraltigida@hs01.kep.tr");
	});

	it("a customer's words quoted mid-line are theirs; an address merely put in quotes stays the business's", async () => {
		const site = { host: "www.boulangerie-dupont.fr" };
		const url = new URL("https://www.boulangerie-dupont.fr/");
		const page = (body: string) => `<html><body><main><h1>Notre pain</h1><p>Au levain, cuit au feu de bois.</p>${body}</main></body></html>`;
		const pool = pageReaderPool({ threads: 1, cpuBudgetMs: 1_000, deadlineMs: 5_000 });
		// what the page gives the site as the business's (a dropped address is kept aside, not given)
		const emailsOf = async (body: string) =>
			(await pool.readPage(page(body), url, site)).value.emails.filter((e) => e.basis !== "dropped").map((e) => e.address);
		expect(await emailsOf(`<p>Boulangerie Dupont · 02 40 12 34 56 · écrivez-nous : "boulangerie.dupont@orange.fr"</p>`)).toEqual([
			"boulangerie.dupont@orange.fr",
		]);
		expect(await emailsOf(`<p>— Renata G. (“happy to be a reference for anyone nervous: renata.garza@gmail.com”)</p>`)).toEqual([]);
	});

	it("readers' comments are counted or invited ('2 comentarios', 'Leave a reply'); 'Questions or comments?' over the business's mailbox is no comment section", async () => {
		const site = { host: "www.boulangerie-dupont.fr" };
		const pool = pageReaderPool({ threads: 1, cpuBudgetMs: 1_000, deadlineMs: 5_000 });
		const given = async (body: string) =>
			(
				await pool.readPage(`<html><body><main><h1>Notre pain</h1>${body}</main></body></html>`, new URL("https://www.boulangerie-dupont.fr/"), site)
			).value.emails
				.filter((e) => e.basis !== "dropped")
				.map((e) => e.address);
		expect(await given("<h2>Questions or comments?</h2><p>jo.shop@gmail.com</p>")).toEqual(["jo.shop@gmail.com"]);
		expect(await given("<h2>2 comentarios</h2><p>Andrés · ¡Qué bien! Les dejo mi correo: andres.p@yahoo.com</p>")).toEqual([]);
	});

	it("whose an address on another domain is, by what the business says of it: its own site, its own company, a person of its own, a thing sent to someone, a party named below", async () => {
		const pool = pageReaderPool({ threads: 1, cpuBudgetMs: 1_000, deadlineMs: 5_000 });
		const given = async (host: string, body: string) =>
			(await pool.readPage(`<html><body><main><h1>Willkommen</h1>${body}</main></body></html>`, new URL(`https://${host}/`), { host })).value.emails
				.filter((e) => e.basis !== "dropped")
				.map((e) => e.address);
		// the business names the other domain as its own site
		expect(
			await given(
				"www.kaeserei-moser.de",
				"<p>Unsere Geschenkkörbe verkaufen wir über unsere eigene kleine Seite koerbe-vom-hof.de. Fragen beantworten wir gerne unter fragen@koerbe-vom-hof.de.</p>",
			),
		).toEqual(["fragen@koerbe-vom-hof.de"]);
		// a first name in the business's block is one of its people, and shipping is its own department
		expect(
			await given(
				"www.oliveto-santelia.it",
				"<p>Frantoio Sant'Elia, Via dei Colli 3</p><p>Tel. 0577 123 45 Cell. 339 111 2233 (Chiara)</p><p>Vendita olio e spedizioni: chiara.bianchi@gmail.com</p>",
			),
		).toEqual(["chiara.bianchi@gmail.com"]);
		// under a heading of others' trades, the line just above presents the business's own company
		expect(
			await given(
				"www.yildiz-kilim.com.tr",
				"<h3>Export &amp; wholesale</h3><p>For orders from abroad, please write to our export company, Yildiz Rugs, in English:</p><p>sales@yildizrugs.com</p>",
			),
		).toEqual(["sales@yildizrugs.com"]);
		// "email them to": the photos are sent, no third party is named
		expect(
			await given(
				"www.brass-button-tailoring.com",
				"<p>Send two photos of the garment, or email them straight to Sam at brassbuttontailoring at yahoo dot com.</p>",
			),
		).toEqual(["brassbuttontailoring@yahoo.com"]);
		// the domain spells the name in the small print below it: the rental company's, not the garage's
		expect(
			await given(
				"www.autodilna-novak.cz",
				"<h2>Kontakt</h2><p>Majitel: Jan Novák (dilna.novak@seznam.cz)</p><p>Náhradní vozidlo: Eva Malá (e.mala@pujcovna-rychle.cz)</p><p>půjčovna Půjčovna Rychle, Nádražní 5</p>",
			),
		).toEqual(["dilna.novak@seznam.cz"]);
	});

	it("holds the set's totals (its remaining misses are listed by `npx tsx bench/enrichment-real-sites.ts --dev`)", async () => {
		let truth = 0,
			found = 0,
			correct = 0;
		for (const site of realSitesExpected(REAL_SITES_DEV_2_DIR)) {
			const got = await read(site.host);
			truth += site.emails.length;
			found += got.length;
			correct += got.filter((e) => site.emails.includes(e)).length;
		}
		expect(correct / truth).toBeGreaterThanOrEqual(0.98);
		expect(correct / found).toBeGreaterThanOrEqual(0.96);
	});
});

describe("reading inline scripts without running them", () => {
	test.each([
		["var u = 'info'; var d = 'shop.fr'; document.write('<a href=\"mailto:' + u + '@' + d + '\">');", "info@shop.fr"],
		["el.innerHTML = String.fromCharCode(105,110,102,111,64,115,104,111,112,46,102,114);", "info@shop.fr"],
		["var e = 'rf.pohs@ofni'.split('').reverse().join('');", "info@shop.fr"],
		["document.write(unescape('%69%6e%66%6f%40%73%68%6f%70%2e%66%72'));", "info@shop.fr"],
		["x = atob('aW5mb0BzaG9wLmZy') + '';", "info@shop.fr"],
		["var m = 'in' + \"fo\" + '\\x40' + `shop.fr`;", "info@shop.fr"],
	])("%s", (script, address) => {
		expect(scriptStrings([script]).join(" ")).toContain(address);
	});

	it("leaves a literal merely stored in a script, and never runs anything", () => {
		expect(scriptStrings(['var contact = "hidden@shop.fr";'])).toEqual([]);
		expect(scriptStrings(["while (true) {} process.exit(1); var a = 'x' + '@' + 'shop.fr';"])).toEqual(["x@shop.fr"]);
	});
});

describe("mailto recipients and legacy profile URLs", () => {
	it("reads every recipient of a mailto link", () => {
		expect(mailtoRecipients("a@shop.fr,b@shop.fr?cc=c@shop.fr&bcc=d%40shop.fr&subject=Hi%2C%20there")).toEqual([
			"a@shop.fr",
			"b@shop.fr",
			"c@shop.fr",
			"d@shop.fr",
		]);
		expect(mailtoRecipients("?subject=Share&body=x")).toEqual([]);
	});

	test.each([
		["https://twitter.com/#!/Casa_Lucia", "https://x.com/casa_lucia"],
		["https://www.facebook.com/pages/Boulangerie-Lefevre/183746529384756", "https://facebook.com/pages/boulangerie-lefevre/183746529384756"],
		["https://fb.me/casaluciabcn", "https://facebook.com/casaluciabcn"],
		["http://instagr.am/shop.name", "https://instagram.com/shop.name"],
		["https://www.facebook.com/plugins/page.php?href=https%3A%2F%2Fwww.facebook.com%2Fbistrot.lr&tabs=timeline", "https://facebook.com/bistrot.lr"],
		["https://www.facebook.com/plugins/like.php?href=https%3A%2F%2Fwww.facebook.com%2Fplugins%2Fx", null],
	])("%s → %s", (href, expected) => {
		expect(canonicalSocialUrl(href)?.url ?? null).toBe(expected);
	});
});

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

describe("the SSRF guard on pages reached without a link", () => {
	const routes = new Map<string, Handler>();
	const hits: { host: string; path: string }[] = [];
	let connections = 0;
	let server: http.Server;
	let port: number;
	const html =
		(body: string, head = ""): Handler =>
		(_req, res) =>
			void res.writeHead(200, { "content-type": "text/html" }).end(`<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`);
	const site = (host: string, pages: Record<string, Handler>): string => {
		for (const [p, h] of Object.entries(pages)) routes.set(`${host}${p}`, h);
		return `http://${host}:${port}/`;
	};
	let lookups = new Map<string, number>();
	/** `*.nav.test` is this server; `rebind.nav.test` answers the metadata address once robots.txt and the home page are read; other names meet the real guard. */
	const vet: Vetter = (url) => {
		if (!url.hostname.endsWith(".nav.test")) return vetUrl(url, { allowPrivate: false });
		const n = (lookups.get(url.hostname) ?? 0) + 1;
		lookups.set(url.hostname, n);
		const address = url.hostname === "rebind.nav.test" && n > 2 ? "169.254.169.254" : "127.0.0.1";
		return vetUrl(url, { allowPrivate: true, resolve: async () => [{ address, family: 4 }] });
	};
	const deps = (): FetcherDeps => ({
		vet,
		gate: new HostGate(0),
		limit: new Semaphore(8),
		userAgent: "LeadmapBot-test",
		requestTimeoutMs: 1_000,
		maxBodyBytes: 1 << 20,
	});
	const crawl = (url: string) => crawlSite(url, { fetcher: deps(), maxExtraPages: 8, deadline: Date.now() + 10_000 });
	const hostsHit = (from: number) => new Set(hits.slice(from).map((h) => h.host));

	beforeAll(async () => {
		server = http.createServer((req, res) => {
			const host = (req.headers.host ?? "").replace(/:\d+$/, "");
			hits.push({ host, path: req.url ?? "/" });
			const handler = routes.get(`${host}${new URL(req.url ?? "/", "http://x").pathname}`);
			if (handler) handler(req, res);
			else res.writeHead(404).end();
		});
		server.on("connection", () => connections++);
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
	});
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
	beforeEach(() => (lookups = new Map()));

	it("refuses a meta refresh or a script redirect to a loopback, private or metadata address", async () => {
		const targets = [`http://127.0.0.1:${port}/`, "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/"];
		for (const [i, target] of targets.entries()) {
			for (const [kind, head, body] of [
				["refresh", `<meta http-equiv="refresh" content="0; url=${target}">`, ""],
				["script", "", `<script>window.location.href = "${target}";</script>`],
			]) {
				const host = `${kind}${i}.nav.test`;
				const before = hits.length;
				const result = await crawl(site(host, { "/": html(body, head) }));
				expect({ host, result: { ok: result.ok, failure: result.failure } }).toEqual({ host, result: { ok: false, failure: "refused" } });
				expect(hostsHit(before)).toEqual(new Set([host]));
			}
		}
	});

	it("follows frames, iframes and language versions of the same site only, each hop vetted", async () => {
		const host = "frames.nav.test";
		const url = site(host, {
			"/": html(
				`<a href="/about">About</a><iframe src="http://10.0.0.1/"></iframe><iframe src="http://169.254.169.254/"></iframe><iframe src="/inner.html"></iframe>`,
				`<link rel="alternate" hreflang="de" href="http://127.0.0.1:${port}/de/"><link rel="alternate" hreflang="fr" href="/fr/">`,
			),
			"/inner.html": html('<a href="mailto:inner@frames.fr">x</a>'),
			"/fr/": html("fr"),
			"/about": html("a"),
		});
		const before = hits.length;
		const result = await crawl(url);
		expect(result.pages.map((p) => p.url.pathname).sort()).toEqual(["/", "/about", "/fr/", "/inner.html"]);
		expect(hostsHit(before)).toEqual(new Set([host]));
	});

	it("does not reach a page whose name rebinds to an internal address after the home page", async () => {
		const url = site("rebind.nav.test", { "/": html('<frameset><frame src="/menu.html"></frameset>'), "/menu.html": html("menu") });
		const before = hits.length;
		const result = await crawl(url);
		expect(result.ok).toBe(true);
		expect(result.pages.map((p) => p.url.pathname)).toEqual(["/"]);
		expect(hits.slice(before).some((h) => h.path === "/menu.html")).toBe(false);
	});

	it("reuses kept-alive connections for a site's pages", async () => {
		const paths = ["/contact", "/about", "/legal", "/team", "/a", "/b"];
		const url = site("keepalive.nav.test", {
			"/": html(paths.map((p) => `<a href="${p}">${p}</a>`).join("")),
			...Object.fromEntries(paths.map((p) => [p, html(p)])),
		});
		const before = connections;
		const requests = hits.length;
		await crawl(url);
		expect(hits.length - requests).toBe(8);
		// robots.txt and the home page may take two; every page after them rides on those.
		expect(connections - before).toBeLessThanOrEqual(2);
	});
});
