import robotsParser from "robots-parser";
import { ROBOTS_AGENT } from "./config";
import { fetchPage, PageFetchError, type FetcherDeps, type FetchFailure } from "./fetch-page";
import { parsePage, type ParsedPage } from "./html-page";
import type { TtlCache } from "./limits";

/**
 * A merchant site's home page, then up to `maxExtraPages` same-site pages whose link
 * path or text says contact/about/legal/team, at most two links deep, contact pages first.
 */

export type Robots = ReturnType<typeof robotsParser>;

export interface CrawlOptions {
	fetcher: FetcherDeps;
	maxExtraPages: number;
	/** epoch ms: no request starts after it */
	deadline: number;
	/** robots.txt by origin, shared across crawls (null: everything allowed) */
	robotsCache?: TtlCache<Robots | null>;
}

export interface CrawlResult {
	/** false when not even the home page could be read */
	ok: boolean;
	failure?: FetchFailure | "robots";
	/** the home page's final URL */
	home?: URL;
	pages: ParsedPage[];
	/** pages robots.txt kept us from */
	disallowed: string[];
}

const MAX_DEPTH = 2;
const MAX_CRAWL_DELAY_MS = 2_000;
const CONTACT = /contact|kontakt|contatt|contacto|contato|nous-contacter|get-in-touch/i;
const LEGAL = /impressum|imprint|legal|mentions|legales|rechtliches|aviso-legal|note-legali/i;
const ABOUT = /about|a-propos|apropos|à propos|uber-uns|ueber-uns|über uns|über-uns|qui-sommes-nous|chi-siamo|quienes-somos|sobre|team|equipe|équipe|our-story/i;
const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp[34]|mov|avi|css|js|xml|json|ics|vcf)$/i;

/** How much a link looks like where contact details live; 0 means not worth a request. */
export function linkScore(url: URL, text: string): number {
	let path = url.pathname + url.search;
	try {
		path = decodeURIComponent(path);
	} catch {
		// keep it encoded
	}
	if (NOT_PAGES.test(url.pathname)) return 0;
	if (CONTACT.test(path) || CONTACT.test(text)) return 3;
	if (LEGAL.test(path) || LEGAL.test(text)) return 2;
	if (ABOUT.test(path) || ABOUT.test(text)) return 1;
	return 0;
}

/** `/contact` and `/contact/` are one page. */
function pageKey(url: URL): string {
	return url.href.replace(/\/+$/, "");
}

export function siteKey(hostname: string): string {
	return hostname.toLowerCase().replace(/^www\./, "");
}

/** An absolute URL from what a provider gave as the website (`shop.fr`, `http://shop.fr/x`). */
export function websiteUrl(website: string): URL | null {
	const trimmed = website.trim();
	try {
		const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
		url.hash = "";
		return url.protocol === "http:" || url.protocol === "https:" ? url : null;
	} catch {
		return null;
	}
}

async function robotsFor(origin: URL, options: CrawlOptions): Promise<Robots | null> {
	const key = origin.origin;
	const cached = options.robotsCache?.get(key);
	if (cached !== undefined) return cached;
	const robotsUrl = new URL("/robots.txt", origin);
	let robots: Robots | null = null;
	try {
		const res = await fetchPage(options.fetcher, robotsUrl, "text", options.deadline);
		robots = robotsParser(robotsUrl.href, res.body);
		const delaySeconds = robots.getCrawlDelay(ROBOTS_AGENT);
		if (delaySeconds) options.fetcher.gate.setDelay(origin.host.toLowerCase(), Math.min(delaySeconds * 1000, MAX_CRAWL_DELAY_MS));
	} catch {
		// No robots.txt, or it could not be read: everything is allowed.
	}
	options.robotsCache?.set(key, robots);
	return robots;
}

function allowed(robots: Robots | null, url: URL): boolean {
	return robots?.isAllowed(url.href, ROBOTS_AGENT) !== false;
}

interface Candidate {
	url: URL;
	depth: number;
	score: number;
	order: number;
}

export async function crawlSite(website: string, options: CrawlOptions): Promise<CrawlResult> {
	const start = websiteUrl(website);
	if (!start) return { ok: false, failure: "invalid_url", pages: [], disallowed: [] };
	const disallowed: string[] = [];
	const robotsByOrigin = new Map<string, Robots | null>();
	const robotsOf = async (url: URL): Promise<Robots | null> => {
		if (!robotsByOrigin.has(url.origin)) robotsByOrigin.set(url.origin, await robotsFor(url, options));
		return robotsByOrigin.get(url.origin) ?? null;
	};

	if (!allowed(await robotsOf(start), start)) return { ok: false, failure: "robots", pages: [], disallowed: [start.href] };
	let home: ParsedPage;
	try {
		const fetched = await fetchPage(options.fetcher, start, "html", options.deadline);
		// A redirect to another origin brings that origin's robots.txt with it.
		if (fetched.url.origin !== start.origin && !allowed(await robotsOf(fetched.url), fetched.url)) {
			return { ok: false, failure: "robots", pages: [], disallowed: [fetched.url.href] };
		}
		home = parsePage(fetched.body, fetched.url);
	} catch (err) {
		return { ok: false, failure: err instanceof PageFetchError ? err.failure : "network", pages: [], disallowed };
	}

	const site = siteKey(home.url.hostname);
	const pages = [home];
	const seen = new Set([pageKey(start), pageKey(home.url)]);
	const frontier: Candidate[] = [];
	let order = 0;
	const discover = (page: ParsedPage, depth: number): void => {
		if (depth > MAX_DEPTH) return;
		for (const link of page.links) {
			if (siteKey(link.url.hostname) !== site || seen.has(pageKey(link.url))) continue;
			const score = linkScore(link.url, link.text);
			if (score === 0) continue;
			seen.add(pageKey(link.url));
			frontier.push({ url: link.url, depth, score, order: order++ });
		}
		frontier.sort((a, b) => a.depth - b.depth || b.score - a.score || a.order - b.order);
	};
	discover(home, 1);

	let extra = 0;
	while (frontier.length && extra < options.maxExtraPages && Date.now() < options.deadline) {
		const next = frontier.shift() as Candidate;
		if (!allowed(await robotsOf(next.url), next.url)) {
			disallowed.push(next.url.href);
			continue;
		}
		extra++;
		try {
			const fetched = await fetchPage(options.fetcher, next.url, "html", options.deadline);
			if (siteKey(fetched.url.hostname) !== site) continue;
			seen.add(pageKey(fetched.url));
			const page = parsePage(fetched.body, fetched.url);
			pages.push(page);
			discover(page, next.depth + 1);
		} catch {
			// One broken page does not spoil the site.
		}
	}
	return { ok: true, home: home.url, pages, disallowed };
}
