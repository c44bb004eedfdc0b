import type http from "node:http";
import { getDomain } from "tldts";
import { cloudflareEncode, hostileSite, UNICODE_SPACES, type HostileDocument } from "./hostile-pages";
import { Rng } from "./random";
import type { World, WorldBusiness } from "./world";

/**
 * Merchant websites for the world's businesses, a pure function of the site's label
 * (`<label>.<zone>`), so the HTTP server, the DNS server and the SMTP server agree
 * without sharing state. A label `<kind>--<name>` or `<kind>--<rule>--<name>` forces
 * the kind and mail rule, written with hyphens (`redirect-private--x`, `mailto--catch-all--y`). The truth is what a perfect, polite crawler and
 * verifier would find. A `hostile` site (only ever forced by its label) serves pages written to stall a crawler (sandbox/hostile-pages.ts),
 * each showing one of its addresses after its hostile part.
 */

export const SITE_KINDS = [
	"mailto",
	"text",
	"obfuscated",
	"cloudflare",
	"jsonld",
	"deep",
	"multi",
	"none",
	"robots",
	"broken",
	"slow",
	"redirect_private",
	"hostile",
] as const;
export type SiteKind = (typeof SITE_KINDS)[number];
const KIND_WEIGHTS: Record<SiteKind, number> = {
	mailto: 16,
	text: 10,
	obfuscated: 10,
	cloudflare: 10,
	jsonld: 10,
	deep: 10,
	multi: 6,
	none: 8,
	robots: 6,
	broken: 4,
	slow: 4,
	redirect_private: 4,
	hostile: 0,
};

/** How the domain's mail behaves: the DNS server publishes it, the SMTP server enacts it. */
export const MAIL_RULES = ["normal", "catch_all", "greylist", "no_mx", "private_mx"] as const;
export type MailRule = (typeof MAIL_RULES)[number];
const RULE_WEIGHTS: Record<MailRule, number> = { normal: 72, catch_all: 10, greylist: 8, no_mx: 5, private_mx: 5 };

/** Throwaway-mail domains some sites list; the DNS routes them to the simulator's SMTP server. */
export const SIM_DISPOSABLE_DOMAINS = ["mailinator.com", "yopmail.com"];

export type ExpectedStatus = "deliverable" | "role" | "catch_all" | "risky" | "invalid" | "verification_failed";

/** How a page shows an address: `footer` is a mailto link in the home page's footer. */
export type Shown = "footer" | "mailto" | "text" | "obfuscated" | "cloudflare" | "jsonld" | "attribute";

export interface SiteEmail {
	address: string;
	/** what a verifier should conclude */
	status: ExpectedStatus;
	/** the path of the page that shows it */
	page: string;
	shown: Shown;
}

export interface SiteProfile {
	label: string;
	kind: SiteKind;
	mailRule: MailRule;
	/** `<label>.<zone>`: the mail domain; the site is here or at `www.` */
	domain: string;
	/** what a polite crawler can find (robots-disallowed pages excluded) */
	emails: SiteEmail[];
	/** shown only on pages robots.txt disallows */
	hiddenEmails: SiteEmail[];
	/** local parts the SMTP server knows (catch-all domains accept any) */
	mailboxes: Set<string>;
	/** canonical profile URLs by network */
	socials: Record<string, string>;
	pages: Map<string, string | HostileDocument>;
	robotsTxt: string | null | 500;
	redirectTo?: string;
}

export interface SiteTruth {
	host: string;
	kind: SiteKind;
	mailRule: MailRule;
	/** false: broken or redirecting somewhere no crawler may go */
	reachable: boolean;
	/** the home page's extra delay */
	delayMs: number;
	emails: SiteEmail[];
	socials: Record<string, string>;
}

export interface MerchantSitesOptions {
	zone: string;
	/** every answer waits this long (default 0) */
	latencyMs?: number;
	/** the `slow` kind's home page delay (default 3000) */
	slowMs?: number;
	/** the size of each hostile page of a `hostile` site (default 900,000 bytes: under the crawler's 1 MiB cap) */
	hostileBytes?: number;
	seed?: string;
}

const ROLE_LOCALS = ["contact", "info", "hello", "bonjour", "reservations", "office", "kontakt"];
const PEOPLE = [
	"marie.dupont",
	"jean.martin",
	"anna.schmidt",
	"luca.rossi",
	"sofia.garcia",
	"tom.baker",
	"lea.bernard",
	"paul.weber",
	"nina.costa",
	"hugo.lambert",
];
const DEAD_LOCALS = ["ancien.gerant", "old.manager", "j.doe", "stagiaire2019"];
const SOCIAL_PLATFORM_HOST = /(^|\.)(instagram\.com|facebook\.com|linktr\.ee)$/;

function escapeHtml(s: string): string {
	return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function weighted<T extends string>(rng: Rng, weights: Record<T, number>): T {
	const entries = (Object.entries(weights) as [T, number][]).filter(([, w]) => w > 0);
	return rng.weighted(entries, ([, w]) => w)[0];
}

export { cloudflareEncode };

function obfuscate(address: string, variant: number): string {
	const [local, domain] = address.split("@");
	const dots = domain.split(".");
	switch (variant % 4) {
		case 0:
			return `${local} [at] ${dots.join(" [dot] ")}`;
		case 1:
			return `${local}(at)${domain}`;
		case 2:
			return `${local} at ${dots.join(" dot ")}`;
		default:
			return `${local} (at) ${dots.join(" (dot) ")}`;
	}
}

function socialLinks(rng: Rng, handle: string): { socials: Record<string, string>; hrefs: string[] } {
	const socials: Record<string, string> = {};
	const hrefs: string[] = [];
	const networks: [string, () => [string, string]][] = [
		[
			"facebook",
			() => [
				`https://facebook.com/${handle}`,
				rng.pick([`https://www.facebook.com/${handle}/`, `https://m.facebook.com/${handle}?ref=footer`, `https://facebook.com/${handle}`]),
			],
		],
		["instagram", () => [`https://instagram.com/${handle}`, rng.pick([`https://www.instagram.com/${handle}/`, `https://instagram.com/${handle}?hl=fr`])]],
		[
			"linkedin",
			() => [`https://linkedin.com/company/${handle}`, rng.pick([`https://www.linkedin.com/company/${handle}/`, `https://fr.linkedin.com/company/${handle}`])],
		],
		["x", () => [`https://x.com/${handle}`, rng.pick([`https://twitter.com/${handle}`, `https://x.com/${handle}/`, `https://mobile.twitter.com/${handle}`])]],
		[
			"youtube",
			() =>
				rng.chance(0.5)
					? [`https://youtube.com/@${handle}`, `https://www.youtube.com/@${handle}`]
					: ((id) => [`https://youtube.com/channel/${id}`, `https://www.youtube.com/channel/${id}?view_as=subscriber`])(
							`UC${Buffer.from(handle.padEnd(16, "x")).toString("base64url").slice(0, 22)}`,
						),
		],
		["tiktok", () => [`https://tiktok.com/@${handle}`, `https://www.tiktok.com/@${handle}?lang=fr`]],
		["pinterest", () => [`https://pinterest.com/${handle}`, rng.pick([`https://www.pinterest.fr/${handle}/`, `https://pinterest.com/${handle}/`])]],
	];
	for (const [network, make] of networks) {
		if (!rng.chance(network === "facebook" || network === "instagram" ? 0.6 : 0.25)) continue;
		const [canonical, href] = make();
		socials[network] = canonical;
		hrefs.push(href);
	}
	return { socials, hrefs };
}

const SHARE_LINKS = (page: string) => [
	`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
	`https://twitter.com/intent/tweet?url=${encodeURIComponent(page)}`,
	`https://www.linkedin.com/shareArticle?mini=true&url=${encodeURIComponent(page)}`,
	`https://pinterest.com/pin/create/button/?url=${encodeURIComponent(page)}`,
];

function layout(title: string, body: string, nav: [string, string][], footer: string, head = ""): string {
	const links = nav.map(([href, text]) => `<a href="${href}">${text}</a>`).join(" | ");
	return (
		`<!DOCTYPE html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>${head}` +
		`<script>window.__sentry={dsn:"https://8f2a9c4d1b7e4f6a9d3c2b1a0e9f8d7c@o123456.ingest.sentry.io/42"}</script></head>` +
		`<body><header><nav>${links}</nav></header><main>${body}</main><footer>${footer}</footer></body></html>`
	);
}

export class MerchantSites {
	readonly zone: string;
	readonly latencyMs: number;
	readonly slowMs: number;
	readonly hostileBytes: number;
	private readonly seed: string;
	private readonly profiles = new Map<string, SiteProfile>();
	private readonly names = new Map<string, string>();
	private hostile = new Set<string>();
	/** the world's businesses as shown, their websites pointed here */
	private presented = new WeakMap<WorldBusiness, WorldBusiness>();

	constructor(options: MerchantSitesOptions) {
		this.zone = options.zone.toLowerCase().replace(/^\.|\.$/g, "");
		this.latencyMs = options.latencyMs ?? 0;
		this.slowMs = options.slowMs ?? 3_000;
		this.hostileBytes = options.hostileBytes ?? 900_000;
		this.seed = options.seed ?? "leadmap-sites-v1";
	}

	/** `https://www.boulangerie.fr/` → `boulangerie-fr`; null for social profiles and link pages. */
	labelForWebsite(website: string): string | null {
		let host: string;
		try {
			host = new URL(website).hostname.toLowerCase();
		} catch {
			return null;
		}
		if (SOCIAL_PLATFORM_HOST.test(host)) return null;
		return (getDomain(host) ?? host).replace(/[^a-z0-9-]+/g, "-").slice(0, 63);
	}

	/** The business's website as the simulator serves it, or the website unchanged when it is not a merchant site. */
	siteUrlFor(b: WorldBusiness, port: number | null): string | null {
		if (!b.website) return null;
		const own = this.labelForWebsite(b.website);
		if (!own) return b.website;
		const label = this.hostile.has(own) ? `hostile--${own}` : own;
		if (this.names.size > 200_000) this.names.clear();
		this.names.set(label, b.name);
		const www = b.website.includes("://www.") || this.profile(label).mailRule === "no_mx" ? "www." : "";
		return `http://${www}${label}.${this.zone}${port ? `:${port}` : ""}/`;
	}

	/** The label of `www.<label>.<zone>[:port]` or `<label>.<zone>`, else null. */
	labelOfHost(hostHeader: string | undefined): string | null {
		const host = (hostHeader ?? "").toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
		if (!host.endsWith(`.${this.zone}`)) return null;
		const labels = host.slice(0, -this.zone.length - 1).split(".");
		if (labels[0] === "www") labels.shift();
		return labels.length === 1 && labels[0] ? labels[0] : null;
	}

	profile(label: string): SiteProfile {
		let p = this.profiles.get(label);
		if (!p) {
			if (this.profiles.size > 50_000) this.profiles.clear();
			this.profiles.set(label, (p = this.generate(label)));
		}
		return p;
	}

	truth(hostHeader: string): SiteTruth | null {
		const label = this.labelOfHost(hostHeader);
		if (!label) return null;
		const p = this.profile(label);
		const reachable = p.kind !== "broken" && p.kind !== "redirect_private";
		return {
			host: hostHeader.replace(/:\d+$/, ""),
			kind: p.kind,
			mailRule: p.mailRule,
			reachable,
			delayMs: p.kind === "slow" ? this.slowMs : 0,
			emails: reachable ? p.emails : [],
			socials: reachable ? p.socials : {},
		};
	}

	/** `GET /__sites/truth?host=`: 404 when the host is not a site of the zone. */
	handleTruth(url: URL, res: http.ServerResponse): void {
		const truth = this.truth(url.searchParams.get("host") ?? "");
		const body = JSON.stringify(truth ?? { error: "not_a_site" });
		res.writeHead(truth ? 200 : 404, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
		res.end(body);
	}

	/** A world whose businesses' merchant websites point at this simulator (same objects otherwise). */
	/**
	 * From now on the businesses whose own site is one of `labels` (`boulangerie-fr`) show a
	 * hostile site instead (`hostile--boulangerie-fr`): a bench puts hostile sites among a search's results.
	 */
	setHostile(labels: Iterable<string>): void {
		this.hostile = new Set(labels);
		this.presented = new WeakMap();
	}

	worldView(world: World, port: () => number | null): World {
		const present = (b: WorldBusiness): WorldBusiness => {
			const known = this.presented.get(b);
			if (known) return known;
			const p = port();
			const website = this.siteUrlFor(b, p);
			const shown = website === b.website ? b : { ...b, website };
			if (p) this.presented.set(b, shown);
			return shown;
		};
		const view = Object.create(world) as World;
		view.cityBusinesses = (key) => world.cityBusinesses(key).map(present);
		view.businessesMatching = (query, viewport) => world.businessesMatching(query, viewport).map(present);
		return view;
	}

	async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
		const label = this.labelOfHost(req.headers.host) as string;
		const p = this.profile(label);
		const path = new URL(req.url ?? "/", "http://site").pathname;
		const delay = this.latencyMs + (p.kind === "slow" && path === "/" ? this.slowMs : 0);
		// Unref'd: a held slow answer must not keep a test process alive after shutdown.
		if (delay > 0) await new Promise((r) => setTimeout(r, delay).unref());
		if (res.destroyed) return;
		const send = (status: number, body: string, type = "text/html; charset=utf-8", extra: http.OutgoingHttpHeaders = {}) => {
			res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...extra });
			res.end(body);
		};
		if (p.kind === "broken") return send(500, "<html><body><h1>500 Internal Server Error</h1></body></html>");
		if (path === "/robots.txt") {
			if (p.robotsTxt === 500) return send(500, "error", "text/plain");
			return p.robotsTxt === null ? send(404, "not found", "text/plain") : send(200, p.robotsTxt, "text/plain; charset=utf-8");
		}
		if (p.redirectTo && path === "/") return send(302, "", "text/html", { location: p.redirectTo });
		const page = p.pages.get(path.replace(/\/+$/, "") || "/");
		if (page && typeof page !== "string") {
			res.writeHead(200, { "content-type": page.contentType, "content-length": page.body.length });
			return void res.end(page.body);
		}
		return page ? send(200, page) : send(404, "<html><body><h1>Page not found</h1></body></html>");
	}

	private generate(label: string): SiteProfile {
		const rng = new Rng(`${this.seed}:${label}`);
		const parts = label.split("--").map((p) => p.replace(/-/g, "_"));
		const kind = (SITE_KINDS as readonly string[]).includes(parts[0]) && parts.length > 1 ? (parts[0] as SiteKind) : weighted(rng, KIND_WEIGHTS);
		const forcedRule = parts.length > 2 && (MAIL_RULES as readonly string[]).includes(parts[1]) ? (parts[1] as MailRule) : null;
		const mailRule = forcedRule ?? weighted(new Rng(`${this.seed}:mail:${label}`), RULE_WEIGHTS);
		const domain = `${label}.${this.zone}`;
		const name =
			this.names.get(label) ??
			label
				.split("--")
				.pop()!
				.replace(/-[a-z]{2,3}$/, "")
				.replace(/-/g, " ");
		const handle = label.replace(/[^a-z0-9]/g, "").slice(0, 15) || "shop";
		const mailboxes = new Set<string>();
		const expected = (local: string, exists: boolean): ExpectedStatus => {
			if (mailRule === "no_mx") return "invalid";
			if (mailRule === "private_mx") return "verification_failed";
			if (mailRule === "catch_all") return "catch_all";
			if (!exists) return "invalid";
			return ROLE_LOCALS.includes(local) ? "role" : "deliverable";
		};
		const own = (local: string, page: string, shown: Shown, exists = true): SiteEmail => {
			if (exists) mailboxes.add(local);
			return { address: `${local}@${domain}`, status: expected(local, exists), page, shown };
		};

		if (kind === "hostile") {
			const site = hostileSite({ name: escapeHtml(name), handle, bytes: this.hostileBytes, space: rng.pick(UNICODE_SPACES), own });
			return { label, kind, mailRule, domain, mailboxes, hiddenEmails: [], ...site, robotsTxt: site.robots };
		}

		const about = rng.pick(["/about", "/a-propos", "/ueber-uns", "/about-us"]);
		const contact = rng.pick(["/contact", "/kontakt", "/contact-us", "/nous-contacter"]);
		const legal = rng.pick(["/legal", "/mentions-legales", "/impressum"]);
		const deepContact = `${about}/contact-details`;
		const contactPage = kind === "deep" ? deepContact : contact;
		const primaryLocal = rng.chance(0.6) ? rng.pick(ROLE_LOCALS) : rng.pick(PEOPLE);
		const primary: Partial<Record<SiteKind, [string, Shown]>> = {
			mailto: ["/", "footer"],
			slow: ["/", "footer"],
			robots: ["/", "footer"],
			multi: ["/", "footer"],
			jsonld: ["/", "jsonld"],
			text: [contact, "text"],
			obfuscated: [contact, "obfuscated"],
			cloudflare: [contact, "cloudflare"],
			deep: [deepContact, "mailto"],
		};
		const emails: SiteEmail[] = [];
		const hiddenEmails: SiteEmail[] = [];
		const withEmail = primary[kind] !== undefined;
		if (withEmail) emails.push(own(primaryLocal, ...(primary[kind] as [string, Shown])));
		if (kind === "multi") {
			emails.push(own(rng.pick(PEOPLE.filter((l) => l !== primaryLocal)), contactPage, "text"));
			emails.push(own(rng.pick(ROLE_LOCALS.filter((l) => l !== primaryLocal)), legal, "obfuscated"));
		}
		if (kind === "robots") hiddenEmails.push(own("direction", contact, "text"));
		if (withEmail && kind !== "robots" && rng.chance(0.12)) emails.push(own(rng.pick(DEAD_LOCALS), legal, "text", false));
		if (withEmail && kind !== "robots" && rng.chance(0.05)) {
			emails.push({ address: `${handle}@${rng.pick(SIM_DISPOSABLE_DOMAINS)}`, status: "risky", page: contactPage, shown: "text" });
		}

		const { socials, hrefs } = rng.chance(0.7) ? socialLinks(rng, handle) : { socials: {}, hrefs: [] };
		const shares = rng.chance(0.5);
		const render = (e: SiteEmail): string => {
			const [local, at] = e.address.split("@");
			switch (e.shown) {
				case "mailto":
					return `<p>Email: <a href="mailto:${e.address}">${e.address}</a></p>`;
				case "text":
					return `<p>Email: <b>${local}</b>@${at}</p>`;
				case "obfuscated":
					return `<p>Email: ${escapeHtml(obfuscate(e.address, rng.int(0, 3)))}</p>`;
				case "cloudflare":
					return `<p>Email: <a href="/cdn-cgi/l/email-protection" class="__cf_email__" data-cfemail="${cloudflareEncode(e.address, rng.int(1, 255))}">[email&#160;protected]</a></p>`;
				default:
					return "";
			}
		};
		const pageHtml = (path: string, title: string, body: string, head = "") => {
			const nav: [string, string][] = [
				["/", "Home"],
				["/services", "Services"],
				[about, "About us"],
			];
			if (kind !== "deep") nav.push([contact, "Contact"]);
			const onHome = path === "/";
			const footer = [
				...emails.filter((e) => onHome && e.shown === "footer").map((e) => `<p>Write to us: <a href="mailto:${e.address}?subject=Hello">${e.address}</a></p>`),
				kind === "cloudflare" && onHome ? `<a href="/cdn-cgi/l/email-protection#${cloudflareEncode(emails[0].address, rng.int(1, 255))}">Email us</a>` : "",
				// The JSON-LD site names its profiles only in sameAs on its home page.
				kind === "jsonld" && onHome ? "" : hrefs.map((h) => `<a href="${h}" rel="noopener">${new URL(h).hostname.replace(/^www\./, "")}</a>`).join(" "),
				shares
					? SHARE_LINKS(`http://${domain}${path}`)
							.map((h) => ` <a href="${h}">Share</a>`)
							.join("")
					: "",
				`<p><a href="${legal}">${legal === "/impressum" ? "Impressum" : "Legal notice"}</a> · <small>Photos: banner@2x.png</small></p>`,
			].join("");
			const shownHere = [...emails, ...hiddenEmails]
				.filter((e) => e.page === path)
				.map(render)
				.join("");
			return layout(`${title} – ${name}`, body + shownHere, nav, footer, head);
		};

		const pages = new Map<string, string>();
		const jsonLd =
			kind === "jsonld"
				? `<script type="application/ld+json">${JSON.stringify({ "@context": "https://schema.org", "@type": "LocalBusiness", name, email: emails[0].address, sameAs: Object.values(socials) })}</script>`
				: "";
		pages.set("/", pageHtml("/", "Welcome", `<h1>${escapeHtml(name)}</h1><p>Welcome! Visit us at ${domain} or come by the shop.</p>`, jsonLd));
		pages.set("/services", pageHtml("/services", "Services", "<h2>Our services</h2><p>Quality work since 1998.</p>"));
		pages.set(
			about,
			pageHtml(about, "About", `<h2>About us</h2><p>A family business.</p>${kind === "deep" ? `<p><a href="${deepContact}">Contact details</a></p>` : ""}`),
		);
		if (kind === "deep") pages.set(deepContact, pageHtml(deepContact, "Contact details", "<h2>Contact details</h2>"));
		else
			pages.set(
				contact,
				pageHtml(
					contact,
					"Contact",
					'<h2>Contact</h2><form><input type="email" placeholder="you@example.com"></form><p class="hint">Example: you@example.com</p>',
				),
			);
		pages.set(legal, pageHtml(legal, "Legal", `<h2>Legal notice</h2><p>${escapeHtml(name)} SARL, capital 10 000 EUR.</p>`));

		const robotsTxt =
			kind === "robots"
				? `User-agent: *\nDisallow: ${contact}\n`
				: rng.pick<string | null | 500>([null, null, "User-agent: *\nDisallow: /wp-admin/\n", "User-agent: *\nDisallow: /wp-admin/\n", 500]);
		const redirectTo = kind === "redirect_private" ? rng.pick(["http://127.0.0.1:1/", "http://169.254.169.254/latest/meta-data/"]) : undefined;
		return { label, kind, mailRule, domain, emails, hiddenEmails, mailboxes, socials, pages, robotsTxt, redirectTo };
	}
}

/** The simulator's answer to one RCPT TO, by the recipient domain's rule. */
export type RcptDecision = "accept" | "reject" | "greylist" | "relay_denied";

/** `seenBefore`: this recipient was already asked once (greylisting lets the second attempt through). */
export function rcptDecision(sites: MerchantSites, address: string, seenBefore: boolean): RcptDecision {
	const at = address.lastIndexOf("@");
	const local = address.slice(0, at).toLowerCase();
	const domain = address.slice(at + 1).toLowerCase();
	if (SIM_DISPOSABLE_DOMAINS.includes(domain)) return "accept";
	const label = sites.labelOfHost(domain);
	if (!label) return "relay_denied";
	const p = sites.profile(label);
	if (p.mailRule === "catch_all") return "accept";
	if (p.mailRule === "greylist" && !seenBefore) return "greylist";
	return p.mailboxes.has(local) ? "accept" : "reject";
}
