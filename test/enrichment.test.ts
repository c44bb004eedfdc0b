import dgram from "node:dgram";
import dns from "node:dns";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { closeSafeAgents, vetUrl } from "../shared/net/ssrf";
import { readEnrichmentConfig, type EnrichmentConfig } from "../services/enrichment/config";
import { crawlSite } from "../services/enrichment/crawler";
import { rankEmails } from "../services/enrichment/email-ranking";
import { decodeCloudflareEmail, extractEmails, jsonLdValues } from "../services/enrichment/emails";
import { Enricher } from "../services/enrichment/enrich";
import type { EnrichBusinessesParams, EnrichBusinessesResult } from "../services/enrichment/enrichment.contract";
import type { FetcherDeps, Vetter } from "../services/enrichment/fetch-page";
import { parsePage } from "../services/enrichment/html-page";
import { HostGate, Semaphore } from "../services/enrichment/limits";
import { canonicalSocialUrl, SocialCollector } from "../services/enrichment/socials";
import { EmailVerifier } from "../services/enrichment/verify";
import { startSimulatorDns, type SimulatorDns } from "../sandbox/dns";
import { createSimulatorServer, type SimulatorServer } from "../sandbox/server";
import { MerchantSites, type SiteKind } from "../sandbox/sites";
import { startSimulatorSmtp, type SimulatorSmtp } from "../sandbox/smtp";
import { startApp, type TestApp } from "./support/app";

const FIXTURES = path.join(__dirname, "fixtures", "sites");

function emailsIn(file: string, host: string): string[] {
	const page = parsePage(readFileSync(path.join(FIXTURES, file), "utf8"), new URL(`https://${host}/contact`));
	return rankEmails(extractEmails(page, host), host).map((e) => e.address);
}

afterAll(() => closeSafeAgents());

describe("email extraction from the fixture corpus", () => {
	test.each([
		[
			"mailto.html",
			"www.boulangerie-martin.fr",
			["commandes@boulangerie-martin.fr", "marie.martin@boulangerie-martin.fr", "compta@boulangerie-martin.fr", "direction@boulangerie-martin.fr"],
		],
		["text.html", "garage-weber.de", ["info@garage-weber.de", "service@garage-weber.de", "buchhaltung@garage-weber.de", "anna.weber@garage-weber.de"]],
		[
			"obfuscated.html",
			"www.studio-rossi.it",
			["luca@studio-rossi.it", "booking@studio-rossi.it", "press@studio-rossi.it", "jobs@studio-rossi.it", "admin@studio-rossi.it", "vendite@studio-rossi.it"],
		],
		["cloudflare.html", "harbourarms.co.uk", ["hello@harbourarms.co.uk", "bookings@harbourarms.co.uk"]],
		["jsonld.html", "www.dentalcare-lyon.fr", ["accueil@dentalcare-lyon.fr", "urgences@dentalcare-lyon.fr", "secretariat@dentalcare-lyon.fr"]],
		["false-positives.html", "www.fleurs-and-co.fr", ["bonjour@fleurs-and-co.fr"]],
		["own-domain.html", "www.pizzeria-vesuvio.fr", ["reservations@pizzeria-vesuvio.fr", "contact@shop.pizzeria-vesuvio.fr", "vesuvio.lyon@gmail.com"]],
	])("%s", (file, host, expected) => {
		expect(emailsIn(file, host)).toEqual(expected);
	});

	it("keeps the page each address was first seen on", () => {
		const page = parsePage(readFileSync(path.join(FIXTURES, "mailto.html"), "utf8"), new URL("https://www.boulangerie-martin.fr/nous-contacter"));
		expect(extractEmails(page, page.url.hostname)[0]).toMatchObject({ source: "https://www.boulangerie-martin.fr/nous-contacter", evidence: "mailto" });
	});

	it("decodes Cloudflare's email protection (first byte is the key)", () => {
		expect(decodeCloudflareEmail("0f676a6363604f6a776e627f636a216c6062")).toBe("hello@example.com");
		expect(decodeCloudflareEmail("zz")).toBeNull();
	});

	it("keeps a placeholder domain when it is the site's own", () => {
		expect(emailsIn("false-positives.html", "www.example.com")).toContain("you@example.com");
	});
});

describe("addresses of third parties written beside the business's own on another domain", () => {
	const footer = "<footer><p>Tel. 0612 345 678</p><p>zaak.eigen@gmail.com</p></footer>";
	const read = (body: string, host = "www.bakkerij-stam.nl"): string[] => {
		const page = parsePage(`<html><body>${body}${footer}</body></html>`, new URL(`https://${host}/`));
		return rankEmails(extractEmails(page, host), host).map((e) => e.address);
	};

	test.each([
		["a customer's words in a testimonial block", `<div class="testimonial-card"><p>Heerlijk brood! Mail gerust naar els.devos@hotmail.com</p></div>`],
		["a customer's words in a blockquote", `<blockquote>Lovely cakes, ask me anything: jo.bloggs@gmail.com</blockquote>`],
		["a line that opens a quotation", `<p>“Super service, schreibt mir gern: anna.k@web.de” – Anna</p>`],
		[
			"a news post under a news heading, nothing else said",
			`<h2>Neuigkeiten</h2><h3>Neu im Sortiment</h3><p>Das Bauernbrot gibt es jetzt auch beim Hofladen Lenz: hofladen.lenz@gmx.de</p>`,
		],
		["a former owner", `<p>Il vecchio titolare, ora in pensione, risponde ancora a marco.bianchi@libero.it</p>`],
		["a landlord", `<p>El local de al lado se alquila: contacte con el arrendador, inmuebles.ruiz@gmail.com</p>`],
		["an accountant", `<p>Rechnungsfragen beantwortet unser Steuerberater: kanzlei.berger@t-online.de</p>`],
		["a tourist office", `<p>Overnachten? Het VVV helpt je verder via vvv.stam@ziggo.nl</p>`],
		["a bank", `<p>Payments by transfer to our bank, Lloyds Harrow branch (harrow.branch@btinternet.com)</p>`],
		["a sponsored club", `<p>Trots sponsor van VV Stam: secretariaat.vvstam@gmail.com</p>`],
		["an example for applicants", `<p>Stuur je cv met een adres zoals voornaam.achternaam@gmail.com</p>`],
		["a template's local part", `<p>Gebruik een serieus adres: prenom.nom@gmail.com</p>`],
	])("leaves %s and keeps the business's", (_kind, decoy) => {
		expect(read(decoy)).toEqual(["zaak.eigen@gmail.com"]);
	});

	it("keeps the business's own address in a news post when it speaks of itself or gives its phone", () => {
		expect(read(`<h2>Nieuws</h2><p>Taarten bestellen voor Koningsdag? Mail ons: taarten.stam@gmail.com</p>`)).toContain("taarten.stam@gmail.com");
		expect(read(`<h2>Nieuws</h2><p>Bestellen: 0612 345 678, taarten.stam@gmail.com</p>`)).toContain("taarten.stam@gmail.com");
		expect(read(`<h2>Nieuws</h2><p>Nieuwe taarten.</p><h2>Bestellingen</h2><p>taarten.stam@gmail.com</p>`)).toContain("taarten.stam@gmail.com");
	});

	it("reads a word of the site's own trade (in its host) as the business, not a third party", () => {
		const host = "www.asesoria-garcia.es";
		const page = parsePage(
			"<html><body><footer><p>Asesoría García, C/ Mayor 3 – asesoria.garcia@gmail.com</p></footer></body></html>",
			new URL(`https://${host}/`),
		);
		expect(rankEmails(extractEmails(page, host), host).map((e) => e.address)).toEqual(["asesoria.garcia@gmail.com"]);
		expect(read("<p>Asesoría García, C/ Mayor 3 – asesoria.garcia@gmail.com</p>")).not.toContain("asesoria.garcia@gmail.com");
	});

	it("reads [chiocciola] [punto] and (arroba) (punto) as an address", () => {
		expect(read(`<p>Prenotazioni: prenota [chiocciola] bakkerij-stam [punto] nl</p>`)).toContain("prenota@bakkerij-stam.nl");
		expect(read(`<p>Pedidos: pedidos (arroba) bakkerij-stam (punto) nl</p>`)).toContain("pedidos@bakkerij-stam.nl");
	});
});

describe("social profiles", () => {
	it("collects one canonical profile per network from links and JSON-LD sameAs, dropping share links", () => {
		const page = parsePage(readFileSync(path.join(FIXTURES, "socials.html"), "utf8"), new URL("https://cafe-lumiere.fr/"));
		const collector = new SocialCollector();
		for (const v of jsonLdValues(page.jsonLd, "sameAs")) collector.add(v, 2);
		for (const h of page.hrefs) collector.add(h);
		expect(collector.result()).toEqual({
			facebook: "https://facebook.com/cafelumiere",
			instagram: "https://instagram.com/cafe.lumiere",
			linkedin: "https://linkedin.com/company/cafe-lumiere",
			x: "https://x.com/cafelumiere",
			youtube: "https://youtube.com/channel/UCa1B2c3D4e5F6g7H8i9J0kL",
			tiktok: "https://tiktok.com/@cafe.lumiere",
			pinterest: "https://pinterest.com/cafelumiere",
		});
	});

	test.each([
		["http://www.facebook.com/profile.php?id=100064&ref=x", "https://facebook.com/profile.php?id=100064"],
		["https://web.facebook.com/Shop.Name/posts/123", "https://facebook.com/shop.name"],
		["https://mobile.twitter.com/Shop_1/status/1", "https://x.com/shop_1"],
		["https://www.linkedin.com/in/Jane-Doe-123/", "https://linkedin.com/in/jane-doe-123"],
		["https://youtube.com/@MyShop/videos", "https://youtube.com/@myshop"],
		["https://www.youtube.com/user/MyShop", "https://youtube.com/user/myshop"],
		["https://www.facebook.com/sharer.php?u=x", null],
		["https://twitter.com/intent/follow?screen_name=x", null],
		["https://twitter.com/share", null],
		["https://x.com/hashtag/food", null],
		["https://www.youtube.com/embed/abc", null],
		["https://www.instagram.com/explore/tags/food/", null],
		["https://www.tiktok.com/share?url=x", null],
		["https://example.com/facebook.com/shop", null],
	])("%s → %s", (href, expected) => {
		expect(canonicalSocialUrl(href)?.url ?? null).toBe(expected);
	});
});

describe("verification against local DNS and SMTP peers", () => {
	const sites = new MerchantSites({ zone: "mail.test" });
	let dnsPeer: SimulatorDns;
	let smtp: SimulatorSmtp;
	let silentDns: dgram.Socket;

	beforeAll(async () => {
		dnsPeer = await startSimulatorDns({ sites });
		smtp = await startSimulatorSmtp({ sites });
		silentDns = dgram.createSocket("udp4");
		await new Promise<void>((resolve) => silentDns.bind(0, "127.0.0.1", resolve));
	});
	afterAll(async () => {
		await dnsPeer.close();
		await smtp.close();
		silentDns.close();
	});

	function verifier(overrides: Partial<EnrichmentConfig> = {}, allowPrivate = true): EmailVerifier {
		const config = { ...readEnrichmentConfig({}), dnsServers: [dnsPeer.server], smtpPort: smtp.port, smtpRetryDelayMs: 50, smtpTimeoutMs: 2_000, ...overrides };
		return new EmailVerifier(() => config, { allowPrivate });
	}
	/** The first forced site whose primary address a verifier should call `status`. */
	function primaryWith(rule: string, status: string): string {
		for (let i = 0; i < 200; i++) {
			const e = sites.profile(`mailto--${rule.replace(/_/g, "-")}--shop${i}`).emails[0];
			if (e.status === status) return e.address;
		}
		throw new Error(`no ${rule} site with a ${status} address`);
	}
	const soon = () => Date.now() + 20_000;

	it("tells deliverable, role, invalid, catch-all and disposable apart", async () => {
		const v = verifier();
		const person = primaryWith("normal", "deliverable");
		const role = primaryWith("normal", "role");
		expect(await v.verify(person, soon())).toBe("deliverable");
		expect(await v.verify(role, soon())).toBe("role");
		expect(await v.verify(`nobody.here@${person.split("@")[1]}`, soon())).toBe("invalid");
		expect(await v.verify("contact@mailto--no-mx--shop.mail.test", soon())).toBe("invalid");
		expect(await v.verify("anything@mailto--catch-all--shop.mail.test", soon())).toBe("catch_all");
		expect(await v.verify("someone@mailinator.com", soon())).toBe("risky");
		expect(await v.verify("not an address@x", soon())).toBe("invalid");
	});

	it("retries once after a greylisting 451 and then accepts", async () => {
		const address = primaryWith("greylist", "deliverable");
		expect(await verifier().verify(address, soon())).toBe("deliverable");
		expect(
			smtp
				.recipients()
				.filter((r) => r.address === address)
				.map((r) => r.decision),
		).toEqual(["greylist", "accept"]);
	});

	it("gives up as unknown when the retry does not fit in the time left", async () => {
		const address = primaryWith("greylist", "role");
		expect(await verifier({ smtpRetryDelayMs: 60_000 }).verify(address, soon())).toBe("unknown");
	});

	it("reports verification_failed when DNS or SMTP cannot be reached, or the MX points inside", async () => {
		const silent = `127.0.0.1:${(silentDns.address() as AddressInfo).port}`;
		expect(await verifier({ dnsServers: [silent], dnsTimeoutMs: 200 }).verify("info@mailto--normal--a.mail.test", soon())).toBe("verification_failed");
		const closed = await new Promise<number>((resolve) => {
			const s = http.createServer().listen(0, "127.0.0.1", () => {
				const free = (s.address() as AddressInfo).port;
				s.close(() => resolve(free));
			});
		});
		expect(await verifier({ smtpPort: closed }).verify(primaryWith("normal", "deliverable"), soon())).toBe("verification_failed");
		expect(await verifier().verify(sites.profile("mailto--private-mx--b").emails[0].address, soon())).toBe("verification_failed");
		const before = smtp.connections();
		expect(await verifier({}, false).verify(primaryWith("normal", "role"), soon())).toBe("verification_failed");
		expect(smtp.connections()).toBe(before);
	});

	it("caches per address and per domain, and leaves an address unverified past its deadline", async () => {
		const v = verifier();
		const address = primaryWith("normal", "deliverable");
		const domain = address.split("@")[1];
		const before = smtp.recipients().length;
		await v.verifyAll([address, `ghost@${domain}`], soon());
		// One catch-all probe for the domain, not one per address.
		expect(smtp.recipients().length - before).toBe(3);
		const connections = smtp.connections();
		expect(await v.verify(address, soon())).toBe("deliverable");
		expect(smtp.connections()).toBe(connections);
		expect(await v.verify(`fresh@${domain}`, Date.now() - 1)).toBe("unverified");
	});
});

/** A local web server playing several merchant sites by Host header, logging every request. */
interface Hit {
	host: string;
	path: string;
	start: number;
	end: number;
}
type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void | Promise<void>;

describe("crawler", () => {
	const routes = new Map<string, Handler>();
	const hits: Hit[] = [];
	let server: http.Server;
	let port: number;
	const html =
		(body: string): Handler =>
		(_req, res) => {
			res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
			res.end(`<!DOCTYPE html><html><body>${body}</body></html>`);
		};
	const site = (host: string, pages: Record<string, Handler>) => {
		for (const [p, h] of Object.entries(pages)) routes.set(`${host}${p}`, h);
		return `http://${host}:${port}/`;
	};
	/** Only the test sites' own names (all on 127.0.0.1) are allowed; anything else meets the real guard with private targets refused. */
	const vet: Vetter = (url) =>
		url.hostname.endsWith(".crawl.test")
			? vetUrl(url, { allowPrivate: true, resolve: async () => [{ address: "127.0.0.1", family: 4 }] })
			: vetUrl(url, { allowPrivate: false });
	const deps = (extra: Partial<FetcherDeps> = {}): FetcherDeps => ({
		vet,
		gate: new HostGate(0),
		limit: new Semaphore(8),
		userAgent: "LeadmapBot-test",
		requestTimeoutMs: 1_000,
		maxBodyBytes: 1 << 20,
		...extra,
	});
	const crawl = (url: string, extra: Partial<FetcherDeps> = {}, maxExtraPages = 8) =>
		crawlSite(url, { fetcher: deps(extra), maxExtraPages, deadline: Date.now() + 10_000 });
	const pathsOf = (host: string) => hits.filter((h) => h.host === host).map((h) => h.path);

	beforeAll(async () => {
		server = http.createServer(async (req, res) => {
			const host = (req.headers.host ?? "").replace(/:\d+$/, "");
			const hit = { host, path: req.url ?? "/", start: Date.now(), end: 0 };
			hits.push(hit);
			res.on("finish", () => (hit.end = Date.now()));
			const handler = routes.get(`${host}${new URL(req.url ?? "/", "http://x").pathname}`);
			if (handler) await handler(req, res);
			else res.writeHead(404).end();
		});
		await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
		port = (server.address() as AddressInfo).port;
	});
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

	it("refuses a redirect to 127.0.0.1 or a private address, even to a server that is listening", async () => {
		for (const [name, target] of [
			["loopback", `http://127.0.0.1:${port}/`],
			["private", "http://10.0.0.1/"],
			["metadata", "http://169.254.169.254/latest/meta-data/"],
		]) {
			const host = `redirect-${name}.crawl.test`;
			const url = site(host, { "/": (_req, res) => void res.writeHead(302, { location: target }).end() });
			const before = hits.length;
			const result = await crawl(url);
			expect(result).toMatchObject({ ok: false, failure: "refused" });
			expect(hits.slice(before).every((h) => h.host === host)).toBe(true);
		}
	});

	it("follows same-site redirects, at most five hops", async () => {
		const hop =
			(n: number): Handler =>
			(_req, res) =>
				void res.writeHead(301, { location: `/hop${n + 1}` }).end();
		const loop = site("loop.crawl.test", Object.fromEntries([["/", hop(0)], ...[0, 1, 2, 3, 4, 5, 6].map((n) => [`/hop${n}`, hop(n)])]));
		expect(await crawl(loop)).toMatchObject({ ok: false, failure: "redirects" });
		const moved = site("moved.crawl.test", {
			"/": (_req, res) => void res.writeHead(302, { location: "/home" }).end(),
			"/home": html('<a href="mailto:hi@moved.fr">hi</a>'),
		});
		expect((await crawl(moved)).pages[0].url.pathname).toBe("/home");
	});

	it("honours robots.txt, and treats an unreadable robots.txt as allowing everything", async () => {
		const pages = { "/": html('<a href="/contact">Contact</a> <a href="/about">About</a>'), "/contact": html("c"), "/about": html("a") };
		const polite = site("robots.crawl.test", {
			...pages,
			"/robots.txt": (_req, res) => void res.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /contact\n"),
		});
		const result = await crawl(polite);
		expect(result.ok).toBe(true);
		expect(pathsOf("robots.crawl.test")).toEqual(["/robots.txt", "/", "/about"]);
		expect(result.disallowed).toEqual([`http://robots.crawl.test:${port}/contact`]);
		const broken = site("robots500.crawl.test", { ...pages, "/robots.txt": (_req, res) => void res.writeHead(500).end() });
		await crawl(broken);
		expect(pathsOf("robots500.crawl.test").sort()).toEqual(["/", "/about", "/contact", "/robots.txt"]);
	});

	it("follows contact/about/legal links two levels deep, contact first, within the page budget", async () => {
		const url = site("deep.crawl.test", {
			"/": html(
				'<a href="/blog">Blog</a> <a href="/about">About</a> <a href="https://elsewhere.example/contact">Partner</a> <a href="/impressum">Impressum</a> <a href="/kontakt">Schreiben Sie uns</a> <a href="/menu.pdf">Contact PDF</a>',
			),
			"/about": html('<a href="/about/team">Our team</a>'),
			"/about/team": html('<a href="/about/team/contact">Contact</a>'),
			"/kontakt": html("k"),
			"/impressum": html("i"),
		});
		const result = await crawl(url);
		expect(result.pages.map((p) => p.url.pathname)).toEqual(["/", "/kontakt", "/impressum", "/about", "/about/team"]);
		expect((await crawl(url, {}, 1)).pages.map((p) => p.url.pathname)).toEqual(["/", "/kontakt"]);
	});

	it("reports broken, slow and non-HTML sites as not crawled", async () => {
		expect(await crawl(site("broken.crawl.test", { "/": (_req, res) => void res.writeHead(500).end("oops") }))).toMatchObject({ ok: false, failure: "http" });
		expect(await crawl(site("image.crawl.test", { "/": (_req, res) => void res.writeHead(200, { "content-type": "image/png" }).end("png") }))).toMatchObject({
			ok: false,
			failure: "not_html",
		});
		const slow = site("slow.crawl.test", { "/": (_req, res) => void setTimeout(() => html("late")(_req, res), 1_500) });
		expect(await crawl(slow, { requestTimeoutMs: 200 })).toMatchObject({ ok: false, failure: "timeout" });
		const big = site("big.crawl.test", { "/": html(`<a href="mailto:first@big.fr">a</a>${"x".repeat(200_000)}<a href="mailto:last@big.fr">b</a>`) });
		const truncated = await crawl(big, { maxBodyBytes: 50_000 });
		expect(truncated.pages[0].emails.map((e) => e.address)).toEqual(["first@big.fr"]);
	});

	it("keeps small pages for the next crawls of a site, not pages of hundreds of kilobytes; reads robots.txt's first 64 KiB", async () => {
		const url = site("cache.crawl.test", {
			"/": html(`<a href="/contact">Contact</a><p>${"x".repeat(300_000)}</p>`),
			"/contact": html('<a href="mailto:hi@cache.fr">hi</a>'),
			"/robots.txt": (_req, res) =>
				void res.writeHead(200, { "content-type": "text/plain" }).end(`User-agent: *\n${"# padding\n".repeat(7_000)}Disallow: /contact\n`),
		});
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 0 };
		const enricher = new Enricher({ config: () => config, vet });
		const enrich = () => enricher.enrichMany([{ businessId: randomUUID(), website: url }], { enrichEmail: false, enrichSocials: true });
		await enrich();
		expect(pathsOf("cache.crawl.test")).toEqual(["/robots.txt", "/", "/contact"]);
		await enrich();
		expect(pathsOf("cache.crawl.test")).toEqual(["/robots.txt", "/", "/contact", "/"]);
	});

	it("sends one request at a time to a host, with the politeness delay between them", async () => {
		const slowPage =
			(body: string): Handler =>
			(req, res) =>
				void setTimeout(() => html(body)(req, res), 30);
		const pages = {
			"/": slowPage('<a href="/contact">Contact</a> <a href="/about">About</a> <a href="/legal">Legal</a>'),
			"/contact": slowPage("c"),
			"/about": slowPage("a"),
			"/legal": slowPage("l"),
		};
		const one = site("polite.crawl.test", pages);
		const other = site("other.crawl.test", pages);
		const config = { ...readEnrichmentConfig({}), hostDelayMs: 60, concurrency: 8 };
		const enricher = new Enricher({ config: () => config, vet });
		const start = hits.length;
		await enricher.enrichMany(
			[one, `${one}about`, one, other].map((website) => ({ businessId: randomUUID(), website })),
			{ enrichEmail: false, enrichSocials: true },
		);
		const mine = hits
			.slice(start)
			.filter((h) => h.host === "polite.crawl.test")
			.sort((a, b) => a.start - b.start);
		expect(mine.length).toBeGreaterThanOrEqual(5);
		for (let i = 1; i < mine.length; i++) expect(mine[i].start - mine[i - 1].end).toBeGreaterThanOrEqual(55);
		const others = hits.slice(start).filter((h) => h.host === "other.crawl.test");
		// Other hosts are not held back meanwhile.
		expect(others[0].start).toBeLessThan(mine[mine.length - 1].start);
	});
});

describe("enrichment.enrichBusinesses against the simulator's sites, DNS and SMTP", () => {
	const ZONE = "shops.test";
	let sim: SimulatorServer;
	let dnsPeer: SimulatorDns;
	let smtp: SimulatorSmtp;
	let app: TestApp;
	let port: number;

	beforeAll(async () => {
		sim = createSimulatorServer({ merchantSites: { zone: ZONE, slowMs: 3_000 } });
		port = Number(new URL(await sim.listenOn(0)).port);
		dnsPeer = await startSimulatorDns({ sites: sim.sites! });
		smtp = await startSimulatorSmtp({ sites: sim.sites! });
		app = await startApp({
			groups: [["keys"], ["enrichment"]],
			env: {
				LEADMAP_DNS_SERVERS: dnsPeer.server,
				LEADMAP_SMTP_PORT: String(smtp.port),
				LEADMAP_ALLOW_PRIVATE_TARGETS: "1",
				LEADMAP_SMTP_RETRY_DELAY_MS: "100",
				LEADMAP_ENRICH_TIMEOUT_MS: "1000",
				LEADMAP_ENRICH_HOST_DELAY_MS: "20",
			},
		});
	});
	afterAll(async () => {
		await app?.stop();
		await sim.shutdown();
		await dnsPeer.close();
		await smtp.close();
	});

	const enrich = (businesses: { id: string; website: string | null }[], enrichEmail = true, enrichSocials = true) =>
		app.call<EnrichBusinessesResult>("enrichment.enrichBusinesses", { businesses, enrichEmail, enrichSocials } satisfies EnrichBusinessesParams);
	const siteUrl = (label: string) => `http://${sim.sites!.profile(label).mailRule === "no_mx" ? "www." : ""}${label}.${ZONE}:${port}/`;
	const KINDS: SiteKind[] = ["mailto", "text", "obfuscated", "cloudflare", "jsonld", "deep", "multi", "none", "robots"];
	const LABELS = [...KINDS.map((k) => `${k}--normal--t`), "mailto--catch-all--t", "mailto--greylist--t", "text--no-mx--t", "mailto--private-mx--t"];

	it("finds what a perfect crawler finds on every kind of site, verified", async () => {
		const businesses = LABELS.map((label) => ({ id: randomUUID(), website: siteUrl(label) }));
		const { results } = await enrich(businesses);
		expect(results.map((r) => r.businessId)).toEqual(businesses.map((b) => b.id));
		results.forEach((r, i) => {
			const truth = sim.sites!.truth(new URL(businesses[i].website).host)!;
			expect({ label: LABELS[i], ok: r.ok }).toEqual({ label: LABELS[i], ok: true });
			const got = r.emails.map((e) => ({ address: e.address, status: e.status })).sort((a, b) => a.address.localeCompare(b.address));
			const want = truth.emails.map((e) => ({ address: e.address, status: e.status })).sort((a, b) => a.address.localeCompare(b.address));
			expect({ label: LABELS[i], emails: got }).toEqual({ label: LABELS[i], emails: want });
			expect(r.socials).toEqual(truth.socials);
			for (const e of r.emails) expect(e.source).toMatch(new RegExp(`^http://(www\\.)?${LABELS[i]}\\.${ZONE}:${port}/`));
		});
		expect(sim.sites!.profile("robots--normal--t").hiddenEmails.length).toBe(1);
	});

	it("answers ok: false for broken, slow, private-redirecting and missing websites, and files profile websites under socials", async () => {
		const businesses = [
			siteUrl("broken--x"),
			siteUrl("slow--x"),
			siteUrl("redirect-private--x"),
			siteUrl("redirect-private--y"),
			null,
			"https://www.instagram.com/Some.Shop/?hl=en",
		].map((website) => ({ id: randomUUID(), website }));
		const { results } = await enrich(businesses);
		expect(results.map((r) => r.ok)).toEqual([false, false, false, false, false, true]);
		expect(results[0].failure).toBe("http");
		expect(results[1].failure).toBe("timeout");
		expect(results[4].failure).toBe("no_website");
		expect(results[5]).toMatchObject({ emails: [], socials: { instagram: "https://instagram.com/some.shop" } });
		for (const r of results.slice(0, 5)) expect(r).toMatchObject({ emails: [], socials: {} });
	});

	it("returns only what was asked for", async () => {
		const website = siteUrl("multi--normal--t");
		const truth = sim.sites!.truth(new URL(website).host)!;
		const [socialsOnly] = (await enrich([{ id: randomUUID(), website }], false, true)).results;
		expect(socialsOnly).toMatchObject({ ok: true, emails: [], socials: truth.socials });
		const [emailsOnly] = (await enrich([{ id: randomUUID(), website }], true, false)).results;
		expect(emailsOnly.socials).toEqual({});
		expect(emailsOnly.emails.map((e) => e.address).sort()).toEqual(truth.emails.map((e) => e.address).sort());
	});

	it("validates its parameters", async () => {
		const many = Array.from({ length: 201 }, () => ({ id: randomUUID(), website: null }));
		await expect(enrich(many)).rejects.toMatchObject({ name: "ValidationError" });
		await expect(enrich([{ id: "not-a-uuid", website: null }])).rejects.toMatchObject({ name: "ValidationError" });
	});

	it("serves the sites, their truth and their DNS records from the simulator", async () => {
		const res = await fetch(`http://127.0.0.1:${port}/__sites/truth?host=${encodeURIComponent(`cloudflare--normal--t.${ZONE}`)}`);
		expect(res.status).toBe(200);
		expect(await res.json()).toMatchObject({ kind: "cloudflare", mailRule: "normal", reachable: true });
		expect((await fetch(`http://127.0.0.1:${port}/__sites/truth?host=nowhere.example`)).status).toBe(404);
		const resolver = new dns.promises.Resolver();
		resolver.setServers([dnsPeer.server]);
		// Node 24 adds `type: "MX"` to each record; Node 22 does not.
		expect(await resolver.resolveMx(`mailto--normal--t.${ZONE}`)).toEqual([expect.objectContaining({ exchange: `mx.${ZONE}`, priority: 10 })]);
		expect(await resolver.resolve4(`www.anything.${ZONE}`)).toEqual(["127.0.0.1"]);
		await expect(resolver.resolveMx(`text--no-mx--t.${ZONE}`)).rejects.toMatchObject({ code: "ENODATA" });
		await expect(resolver.resolve4("example.org")).rejects.toMatchObject({ code: "ENOTFOUND" });
	});
});
