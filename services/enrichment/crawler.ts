import { readEnrichmentConfig, ROBOTS_AGENT } from "./config";
import type { FoundEmail } from "./emails";
import { fetchPage, PageFetchError, type Expect, type FetchedPage, type FetcherDeps, type FetchFailure } from "./fetch-page";
import type { TtlCache } from "./limits";
import type { Navigation } from "./page-navigation";
import { pageReaderPool, type CutOff, type PageReaderPool } from "./page-reader-pool";
import { robotsVerdict, type PageReading, type PageSite, type RobotsVerdict } from "./page-reading";
import { pageKey, siteKey } from "./site-urls";

export { linkScore, siteKey } from "./site-urls";

/**
 * A merchant site's home page, then up to `maxExtraPages` same-site pages, at most two links
 * deep. Pages reached without a link (refresh, script redirect, frames, language versions)
 * come first, then links whose text or path says contact, legal or about in the site's
 * language; on a small site (up to SMALL_SITE_PAGES internal pages) every other page after
 * them, on a larger one nothing else. Linked vCards are read too. Pages, vCards and
 * robots.txt are read by the page reader's threads, never on the event loop.
 */

/** A site's robots.txt as fetched (null: none, or unreadable: everything allowed). */
export type RobotsFile = { url: string; body: string } | null;

export interface CrawlOptions {
	fetcher: FetcherDeps;
	maxExtraPages: number;
	/** epoch ms: no request starts after it */
	deadline: number;
	/** reads pages, vCards and robots.txt off the event loop (default: the process's pool for the configuration in force) */
	reader?: PageReaderPool;
	/** robots.txt by origin, shared across crawls */
	robotsCache?: TtlCache<RobotsFile>;
	/** pages by URL, shared by the crawls of a few minutes: no page is fetched twice however many leads (or batches of one search) name its site */
	pageCache?: PageCache;
	/** told of each page kept, the home page first, as the crawl goes */
	onPage?: (page: CrawledPage) => void;
}

export interface PageCache {
	get(key: string): Promise<FetchedPage> | undefined;
	set(key: string, value: Promise<FetchedPage>): void;
	delete(key: string): void;
}

/** A page as the crawl keeps it: what its reading gave, its URLs parsed. */
export interface CrawledPage {
	url: URL;
	lang: string | null;
	links: { url: URL; score: number }[];
	navigation: Navigation[];
	vcards: URL[];
	emails: FoundEmail[];
	socials: PageReading["socials"];
}

export interface CrawlResult {
	/** false when not even the home page could be read */
	ok: boolean;
	failure?: FetchFailure | "robots";
	/** the home page's final URL */
	home?: URL;
	pages: CrawledPage[];
	/** addresses of the linked vCards that could be read */
	vcardEmails: FoundEmail[];
	/** pages robots.txt kept us from */
	disallowed: string[];
	/** every page, vCard or robots.txt whose reading was cut off, and why */
	cutOffs: CutOff[];
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
/** Larger pages are not kept in the page cache (most are tens of kilobytes). */
const MAX_CACHED_PAGE_CHARS = 256 * 1024;
/** robots.txt is read up to here, as search engines do (Google: 500 KiB); it is kept for an hour per origin. */
const MAX_ROBOTS_CHARS = 64 * 1024;
/**
 * Matching a URL against robots.txt costs up to (rules' length × path length): a file of up to 4 KiB
 * and a URL of up to 512 characters (nearly every one) are read on the event loop, at most about a
 * millisecond; anything larger in a reader thread.
 */
const SMALL_ROBOTS_CHARS = 4 * 1024;
const SHORT_URL_CHARS = 512;
const NOT_PAGES = /\.(pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|pptx?|mp[34]|mov|avi|css|js|xml|json|ics|vcf|rss|atom|txt|woff2?|ttf|ico)$/i;

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

/** robots.txt's first MAX_ROBOTS_CHARS characters, cut after a whole line. */
function robotsRules(body: string): string {
	if (body.length <= MAX_ROBOTS_CHARS) return body;
	const cut = body.lastIndexOf("\n", MAX_ROBOTS_CHARS);
	return body.slice(0, cut === -1 ? MAX_ROBOTS_CHARS : cut);
}

function defaultReader(): PageReaderPool {
	const config = readEnrichmentConfig();
	return pageReaderPool({ threads: config.parseThreads, cpuBudgetMs: config.pageCpuMs, deadlineMs: config.pageDeadlineMs });
}

function parsedUrls(hrefs: string[]): URL[] {
	return hrefs.flatMap((href) => {
		try {
			return [new URL(href)];
		} catch {
			return [];
		}
	});
}

function crawledPage(reading: PageReading): CrawledPage {
	const urlOf = (href: string) => parsedUrls([href])[0];
	return {
		url: new URL(reading.url),
		lang: reading.lang,
		links: reading.links.flatMap((l) => (urlOf(l.href) ? [{ url: urlOf(l.href), score: l.score }] : [])),
		navigation: reading.navigation.flatMap((n) => (urlOf(n.href) ? [{ url: urlOf(n.href), kind: n.kind }] : [])),
		vcards: parsedUrls(reading.vcards),
		emails: reading.emails,
		socials: reading.socials,
	};
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
		// A failure (a timeout, the lead's budget spent) is for this crawl only; a page of hundreds of
		// kilobytes is not kept either: the cache is counted in pages, and a thousand such would fill the process.
		pending.then(
			(page) => page.body.length > MAX_CACHED_PAGE_CHARS && cache.delete(key),
			() => cache.delete(key),
		);
	}
	return pending;
}

class SiteCrawl {
	readonly disallowed: string[] = [];
	readonly cutOffs: CutOff[] = [];
	readonly reader: PageReaderPool;
	private readonly robotsByOrigin = new Map<string, RobotsFile>();

	constructor(private readonly options: CrawlOptions) {
		this.reader = options.reader ?? defaultReader();
	}

	/** What the reader gave, its cut-off counted. */
	keep<T>(read: { value: T; cutOff: CutOff | null }): T {
		if (read.cutOff) this.cutOffs.push(read.cutOff);
		return read.value;
	}

	async robotsOf(url: URL): Promise<RobotsFile> {
		if (!this.robotsByOrigin.has(url.origin)) this.robotsByOrigin.set(url.origin, await this.fetchRobots(url));
		return this.robotsByOrigin.get(url.origin) ?? null;
	}

	async allows(url: URL): Promise<boolean> {
		const robots = await this.robotsOf(url);
		if (!robots || (await this.verdict(robots, [url.href])).allowed[0]) return true;
		this.disallowed.push(url.href);
		return false;
	}

	/** robots.txt's answer: a small file for a short URL here (its cost is bounded by both), any other in a reader thread. */
	async verdict(robots: NonNullable<RobotsFile>, urls: string[]): Promise<RobotsVerdict> {
		if (robots.body.length <= SMALL_ROBOTS_CHARS && urls.every((u) => u.length <= SHORT_URL_CHARS))
			return robotsVerdict(robots.body, robots.url, ROBOTS_AGENT, urls);
		return this.keep(await this.reader.robots(robots.body, robots.url, ROBOTS_AGENT, urls));
	}

	/** The page at `url` after HTTP redirects, checked against robots.txt of every origin it lands on; `site` unknown for the home page (its own). */
	async page(url: URL, site?: PageSite): Promise<CrawledPage | "robots"> {
		const fetched = await fetchOnce(this.options, url, "html");
		// A redirect to another origin brings that origin's robots.txt with it.
		if (fetched.url.origin !== url.origin && !(await this.allows(fetched.url))) return "robots";
		return crawledPage(this.keep(await this.reader.readPage(fetched.body, fetched.url, site ?? { host: fetched.url.hostname })));
	}

	/** The home page; one that only refreshes or scripts its way elsewhere is followed there, as a redirect would be. */
	async home(start: URL): Promise<CrawledPage | "robots"> {
		let home = await this.page(start);
		for (let hop = 0; hop < MAX_HOME_HOPS && home !== "robots"; hop++) {
			if (home.links.length) break;
			const next = home.navigation.find((n) => n.kind === "refresh" || n.kind === "script");
			if (!next || pageKey(next.url) === pageKey(home.url) || !(await this.allows(next.url))) break;
			home = await this.page(next.url);
		}
		return home;
	}

	/** robots.txt of `origin`, shared across crawls; its Crawl-delay slows the host's lane. */
	private async fetchRobots(origin: URL): Promise<RobotsFile> {
		const key = origin.origin;
		const cached = this.options.robotsCache?.get(key);
		if (cached !== undefined) return cached;
		const robotsUrl = new URL("/robots.txt", origin);
		let robots: RobotsFile = null;
		try {
			const res = await fetchOnce(this.options, robotsUrl, "text");
			robots = { url: robotsUrl.href, body: robotsRules(res.body) };
			const delaySeconds = (await this.verdict(robots, [])).crawlDelaySeconds;
			if (delaySeconds) this.options.fetcher.gate.setDelay(origin.host.toLowerCase(), Math.min(delaySeconds * 1000, MAX_CRAWL_DELAY_MS));
		} catch {
			// No robots.txt, or it could not be read: everything is allowed.
		}
		this.options.robotsCache?.set(key, robots);
		return robots;
	}
}

export async function crawlSite(website: string, options: CrawlOptions): Promise<CrawlResult> {
	const start = websiteUrl(website);
	const unread = (crawl: SiteCrawl | null, failure: CrawlResult["failure"]): CrawlResult => ({
		ok: false,
		failure,
		pages: [],
		vcardEmails: [],
		disallowed: crawl?.disallowed ?? [],
		cutOffs: crawl?.cutOffs ?? [],
	});
	if (!start) return unread(null, "invalid_url");
	const crawl = new SiteCrawl(options);
	if (!(await crawl.allows(start))) return unread(crawl, "robots");
	let home: CrawledPage;
	try {
		const found = await crawl.home(start);
		if (found === "robots") return unread(crawl, "robots");
		home = found;
		options.onPage?.(home);
	} catch (err) {
		return unread(crawl, err instanceof PageFetchError ? err.failure : "network");
	}
	const pages = await crawlFrom(home, start, crawl, options);
	const vcardEmails = await readVcards(pages, home.url.hostname, crawl, options);
	return { ok: true, home: home.url, pages, vcardEmails, disallowed: crawl.disallowed, cutOffs: crawl.cutOffs };
}

/** The home page's site, page after page in order of promise, within the budget. */
async function crawlFrom(home: CrawledPage, start: URL, crawl: SiteCrawl, options: CrawlOptions): Promise<CrawledPage[]> {
	const site = siteKey(home.url.hostname);
	const pageSite: PageSite = { host: home.url.hostname, lang: home.lang };
	const pages = [home];
	const seen = new Set([pageKey(start), pageKey(home.url)]);
	const frontier: Candidate[] = [];
	let order = 0;
	/** A link seen before (the menu on every page) is not scored again. */
	const consider = (url: URL, depth: number, score: number): void => {
		if (siteKey(url.hostname) !== site || NOT_PAGES.test(url.pathname)) return;
		const key = pageKey(url);
		if (seen.has(key)) return;
		seen.add(key);
		frontier.push({ url, depth, score, order: order++ });
	};
	const discover = (page: CrawledPage, depth: number): void => {
		// What the page shows without a link belongs to the page itself: same depth.
		for (const nav of page.navigation) consider(nav.url, Math.max(depth - 1, 1), NAVIGATION_SCORE);
		if (depth <= MAX_DEPTH) for (const link of page.links) consider(link.url, depth, link.score);
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
			const page = await crawl.page(next.url, pageSite);
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

async function readVcards(pages: CrawledPage[], siteHost: string, crawl: SiteCrawl, options: CrawlOptions): Promise<FoundEmail[]> {
	const site = siteKey(siteHost);
	const urls = new Map<string, URL>();
	for (const page of pages) for (const url of page.vcards) if (siteKey(url.hostname) === site) urls.set(pageKey(url), url);
	const out: FoundEmail[] = [];
	for (const url of [...urls.values()].slice(0, MAX_VCARDS)) {
		if (Date.now() >= options.deadline || !(await crawl.allows(url))) continue;
		try {
			const fetched = await fetchOnce(options, url, "vcard");
			out.push(...crawl.keep(await crawl.reader.readVcard(fetched.body, fetched.url.href, siteHost)));
		} catch {
			// an unreadable card is no card
		}
	}
	return out;
}
