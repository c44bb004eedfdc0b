import robotsParser from "robots-parser";
import { UNLIMITED, type Budget } from "./cpu-budget";
import { extractVcardEmails, jsonLdValues, MAX_EMAILS_PER_SITE, PageEmails, type FoundEmail } from "./emails";
import { parsePage, type ParsedPage } from "./html-page";
import { rawAnchors } from "./raw-contacts";
import type { NavigationKind } from "./page-navigation";
import { linkScore, pageKey, siteKey } from "./site-urls";
import { SocialCollector, type SocialNetwork } from "./socials";

/**
 * What the crawler keeps of a page: read in a worker thread (page-reader.worker.ts), so it is
 * plain data, and bounded. Caps bound the work, never the page's contacts: every mailto,
 * Cloudflare payload, `data-email`, JSON-LD and microdata address and every social link is
 * read; only the links to crawl next, the script values and the text are capped or budgeted.
 */
export interface PageReading {
	/** after redirects */
	url: string;
	/** `<html lang>`, its primary subtag */
	lang: string | null;
	/** same-site pages it links to, each once, scored by how much they look like the contact page (0: any other page) */
	links: { href: string; score: number }[];
	/** where it sends the browser without a link */
	navigation: { href: string; kind: NavigationKind }[];
	vcards: string[];
	/** its addresses, each once, in the order they rank */
	emails: FoundEmail[];
	/** canonical profiles, in the order first seen, with how often the page names them (JSON-LD and `sameAs` count double) */
	socials: { network: SocialNetwork; url: string; weight: number }[];
	/** false: its CPU budget ran out before its scripts and text were all read (its markup always is) */
	complete: boolean;
}

export interface PageSite {
	/** the host of the site's home page: links and addresses are the site's own against it */
	host: string;
	/** the site's language (undefined: the page's own, as for the home page) */
	lang?: string | null;
}

/** Linked pages worth crawling next (contact, legal, about words) a page may give, and other pages (read on small sites). */
const MAX_SCORED_LINKS = 500;
const MAX_OTHER_LINKS = 100;
const MAX_NAVIGATION = 20;
const MAX_VCARD_LINKS = 10;
/** Longer URLs are not crawled (servers refuse them anyway). */
const MAX_URL_CHARS = 2_048;
const MAX_PROFILES_PER_NETWORK = 20;

function pageSocials(page: ParsedPage): PageReading["socials"] {
	const collector = new SocialCollector();
	for (const value of jsonLdValues(page.jsonLd, "sameAs")) collector.add(value, 2);
	for (const value of page.sameAs) collector.add(value, 2);
	for (const href of page.hrefs) collector.add(href);
	return collector.profiles(MAX_PROFILES_PER_NETWORK);
}

function pageLinks(page: ParsedPage, site: PageSite, lang: string | null): PageReading["links"] {
	const own = siteKey(site.host);
	const seen = new Set<string>();
	const links: PageReading["links"] = [];
	let scored = 0;
	let other = 0;
	for (const { url, text } of page.links) {
		if (url.href.length > MAX_URL_CHARS || siteKey(url.hostname) !== own) continue;
		const key = pageKey(url);
		if (seen.has(key)) continue;
		seen.add(key);
		const score = linkScore(url, text, lang);
		if (score > 0 ? scored++ < MAX_SCORED_LINKS : other++ < MAX_OTHER_LINKS) links.push({ href: url.href, score });
	}
	return links;
}

/**
 * Reads one page: its markup first (told to `onMarkup` at once, so a page cut off later still
 * gives its contacts), then what its scripts assemble and its text, within `budget`.
 */
export function readPage(html: string, url: URL, site: PageSite, budget: Budget = UNLIMITED, onMarkup?: (reading: PageReading) => void): PageReading {
	const page = parsePage(html, url);
	const emails = new PageEmails(page, site.host, MAX_EMAILS_PER_SITE);
	emails.readMarkup();
	const short = (href: string) => href.length <= MAX_URL_CHARS;
	const reading: PageReading = {
		url: url.href,
		lang: page.lang,
		links: pageLinks(page, site, site.lang === undefined ? page.lang : site.lang),
		navigation: page.navigation
			.map((n) => ({ href: n.url.href, kind: n.kind }))
			.filter((n) => short(n.href))
			.slice(0, MAX_NAVIGATION),
		vcards: page.vcards
			.map((v) => v.href)
			.filter(short)
			.slice(0, MAX_VCARD_LINKS),
		emails: emails.all(),
		socials: pageSocials(page),
		complete: false,
	};
	onMarkup?.(reading);
	const complete = emails.readScripts(budget) && emails.readText(budget);
	return { ...reading, emails: emails.all(), complete };
}

/** A page whose reader thread was ended before its markup was read: the contacts its raw anchors give (see raw-contacts.ts). */
export function readRawAnchors(html: string, url: URL, site: PageSite): PageReading {
	const page = rawAnchors(html, url);
	const emails = new PageEmails(page, site.host, MAX_EMAILS_PER_SITE);
	emails.readMarkup();
	return { url: url.href, lang: null, links: [], navigation: [], vcards: [], emails: emails.all(), socials: pageSocials(page), complete: false };
}

export function readVcard(body: string, url: string, siteHost: string): FoundEmail[] {
	return extractVcardEmails(body, url, siteHost);
}

export interface RobotsVerdict {
	/** per URL asked, in order */
	allowed: boolean[];
	/** the site's Crawl-delay for the agent, in seconds, or null */
	crawlDelaySeconds: number | null;
}

/** robots.txt's answer for `urls` (its matching is O(rule length × path length): a hostile file is read here, off the event loop). */
export function robotsVerdict(body: string, robotsUrl: string, agent: string, urls: string[]): RobotsVerdict {
	const robots = robotsParser(robotsUrl, body);
	return { allowed: urls.map((u) => robots.isAllowed(u, agent) !== false), crawlDelaySeconds: robots.getCrawlDelay(agent) ?? null };
}
