import robotsParser from "robots-parser";
import { ROBOTS_AGENT } from "./config";
import { fetchPage, PageFetchError, type Expect, type FetchedPage, type FetcherDeps, type FetchFailure } from "./fetch-page";
import { parsePage, type ParsedPage } from "./html-page";
import type { TtlCache } from "./limits";
import { wordsFor } from "./link-words";

/**
 * A merchant site's home page, then up to `maxExtraPages` same-site pages, at most two links
 * deep. Pages reached without a link (refresh, script redirect, frames, language versions)
 * come first, then links whose text or path says contact, legal or about in the site's
 * language; on a small site (up to SMALL_SITE_PAGES internal pages) every other page after
 * them, on a larger one nothing else. Linked vCards are read too.
 */

export type Robots = ReturnType<typeof robotsParser>;

export interface CrawlOptions {
	fetcher: FetcherDeps;
	maxExtraPages: number;
	/** epoch ms: no request starts after it */
	deadline: number;
	/** robots.txt by origin, shared across crawls (null: everything allowed) */
	robotsCache?: TtlCache<Robots | null>;
	/** pages by URL, shared by the crawls of a few minutes: no page is fetched twice however many leads (or batches of one search) name its site */
	pageCache?: PageCache;
	/** told of each page kept, the home page first, as the crawl goes */
	onPage?: (page: ParsedPage) => void;
}

export interface PageCache {
	get(key: string): Promise<FetchedPage> | undefined;
	set(key: string, value: Promise<FetchedPage>): void;
	delete(key: string): void;
}

export interface CrawlResult {
	/** false when not even the home page could be read */
	ok: boolean;
	failure?: FetchFailure | "robots";
	/** the home page's final URL */
	home?: URL;
	pages: ParsedPage[];
	/** linked vCards that could be read */
	vcards: { url: string; body: string }[];
	/** pages robots.txt kept us from */
	disallowed: string[];
}

const MAX_DEPTH = 2;
const MAX_CRAWL_DELAY_MS = 2_000;
/** Up to this many internal pages, a site is read whole (within the page budget) rather than by link words. */
export const SMALL_SITE_PAGES = 25;
const MAX_VCARDS = 2;
/** Refresh and script hops followed from a home page that links nowhere. */
const MAX_HOME_HOPS = 3;
/** Reached without a link: before any link. */
const NAVIGATION_SCORE = 4;
const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp[34]|mov|avi|css|js|xml|json|ics|vcf|rss|atom|txt|woff2?|ttf|ico)$/i;

/** How much a link looks like where contact details live, in the site's language; 0: any other page. */
export function linkScore(url: URL, text: string, lang: string | null = null): number {
	let path = url.pathname + url.search;
	try {
		path = decodeURIComponent(path);
	} catch {
		// keep it encoded
	}
	const words = wordsFor(lang);
	if (words.contact.test(path) || words.contact.test(text)) return 3;
	if (words.legal.test(path) || words.legal.test(text)) return 2;
	if (words.about.test(path) || words.about.test(text)) return 1;
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
		const res = await fetchOnce(options, robotsUrl, "text");
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

function fetchOnce(options: CrawlOptions, url: URL, expect: Expect): Promise<FetchedPage> {
	const cache = options.pageCache;
	if (!cache) return fetchPage(options.fetcher, url, expect, options.deadline);
	const key = `${expect} ${pageKey(url)}`;
	let pending = cache.get(key);
	if (!pending) {
		pending = fetchPage(options.fetcher, url, expect, options.deadline);
		cache.set(key, pending);
		// A failure (a timeout, the lead's budget spent) is for this crawl only.
		pending.catch(() => cache.delete(key));
	}
	return pending;
}

class SiteCrawl {
	readonly disallowed: string[] = [];
	private readonly robotsByOrigin = new Map<string, Robots | null>();

	constructor(private readonly options: CrawlOptions) {}

	async robotsOf(url: URL): Promise<Robots | null> {
		if (!this.robotsByOrigin.has(url.origin)) this.robotsByOrigin.set(url.origin, await robotsFor(url, this.options));
		return this.robotsByOrigin.get(url.origin) ?? null;
	}

	async allows(url: URL): Promise<boolean> {
		if (allowed(await this.robotsOf(url), url)) return true;
		this.disallowed.push(url.href);
		return false;
	}

	/** The page at `url` after HTTP redirects, checked against robots.txt of every origin it lands on. */
	async page(url: URL): Promise<ParsedPage | "robots"> {
		const fetched = await fetchOnce(this.options, url, "html");
		// A redirect to another origin brings that origin's robots.txt with it.
		if (fetched.url.origin !== url.origin && !(await this.allows(fetched.url))) return "robots";
		return parsePage(fetched.body, fetched.url);
	}

	/** The home page; one that only refreshes or scripts its way elsewhere is followed there, as a redirect would be. */
	async home(start: URL): Promise<ParsedPage | "robots"> {
		let home = await this.page(start);
		for (let hop = 0; hop < MAX_HOME_HOPS && home !== "robots"; hop++) {
			const site = siteKey(home.url.hostname);
			if (home.links.some((l) => siteKey(l.url.hostname) === site)) break;
			const next = home.navigation.find((n) => n.kind === "refresh" || n.kind === "script");
			if (!next || pageKey(next.url) === pageKey(home.url) || !(await this.allows(next.url))) break;
			home = await this.page(next.url);
		}
		return home;
	}
}

export async function crawlSite(website: string, options: CrawlOptions): Promise<CrawlResult> {
	const start = websiteUrl(website);
	if (!start) return { ok: false, failure: "invalid_url", pages: [], vcards: [], disallowed: [] };
	const crawl = new SiteCrawl(options);
	if (!(await crawl.allows(start))) return { ok: false, failure: "robots", pages: [], vcards: [], disallowed: crawl.disallowed };
	let home: ParsedPage;
	try {
		const found = await crawl.home(start);
		if (found === "robots") return { ok: false, failure: "robots", pages: [], vcards: [], disallowed: crawl.disallowed };
		home = found;
		options.onPage?.(home);
	} catch (err) {
		return { ok: false, failure: err instanceof PageFetchError ? err.failure : "network", pages: [], vcards: [], disallowed: crawl.disallowed };
	}
	const pages = await crawlFrom(home, start, crawl, options);
	return { ok: true, home: home.url, pages, vcards: await readVcards(pages, siteKey(home.url.hostname), crawl, options), disallowed: crawl.disallowed };
}

/** The home page's site, page after page in order of promise, within the budget. */
async function crawlFrom(home: ParsedPage, start: URL, crawl: SiteCrawl, options: CrawlOptions): Promise<ParsedPage[]> {
	const site = siteKey(home.url.hostname);
	const lang = home.lang;
	const pages = [home];
	const seen = new Set([pageKey(start), pageKey(home.url)]);
	const frontier: Candidate[] = [];
	let order = 0;
	/** `text` null: reached without a link. A link seen before (the menu on every page) is not scored again. */
	const consider = (url: URL, depth: number, text: string | null): void => {
		if (siteKey(url.hostname) !== site || NOT_PAGES.test(url.pathname)) return;
		const key = pageKey(url);
		if (seen.has(key)) return;
		seen.add(key);
		frontier.push({ url, depth, score: text === null ? NAVIGATION_SCORE : linkScore(url, text, lang), order: order++ });
	};
	const discover = (page: ParsedPage, depth: number): void => {
		// What the page shows without a link belongs to the page itself: same depth.
		for (const nav of page.navigation) consider(nav.url, Math.max(depth - 1, 1), null);
		if (depth <= MAX_DEPTH) for (const link of page.links) consider(link.url, depth, link.text);
		frontier.sort((a, b) => Number(a.score === 0) - Number(b.score === 0) || a.depth - b.depth || b.score - a.score || a.order - b.order);
	};
	discover(home, 1);

	let extra = 0;
	while (extra < options.maxExtraPages && Date.now() < options.deadline) {
		// A large site is read by its link words only.
		const smallSite = seen.size <= SMALL_SITE_PAGES + 1;
		const index = frontier.findIndex((c) => c.score > 0 || smallSite);
		if (index === -1) break;
		const [next] = frontier.splice(index, 1);
		if (!(await crawl.allows(next.url))) continue;
		extra++;
		try {
			const page = await crawl.page(next.url);
			if (page === "robots" || siteKey(page.url.hostname) !== site) continue;
			if (pageKey(page.url) !== pageKey(next.url)) {
				if (seen.has(pageKey(page.url)) && pages.some((p) => pageKey(p.url) === pageKey(page.url))) continue;
				seen.add(pageKey(page.url));
			}
			pages.push(page);
			options.onPage?.(page);
			discover(page, next.depth + 1);
		} catch {
			// One broken page does not spoil the site.
		}
	}
	return pages;
}

async function readVcards(pages: ParsedPage[], site: string, crawl: SiteCrawl, options: CrawlOptions): Promise<{ url: string; body: string }[]> {
	const urls = new Map<string, URL>();
	for (const page of pages) for (const url of page.vcards) if (siteKey(url.hostname) === site) urls.set(pageKey(url), url);
	const out: { url: string; body: string }[] = [];
	for (const url of [...urls.values()].slice(0, MAX_VCARDS)) {
		if (Date.now() >= options.deadline || !(await crawl.allows(url))) continue;
		try {
			const fetched = await fetchOnce(options, url, "vcard");
			out.push({ url: fetched.url.href, body: fetched.body });
		} catch {
			// an unreadable card is no card
		}
	}
	return out;
}
