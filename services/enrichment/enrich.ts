import { readEnrichmentConfig, type EnrichmentConfig } from "./config";
import { crawlSite, websiteUrl, type CrawledPage, type CrawlResult, type RobotsFile } from "./crawler";
import { rankEmails } from "./email-ranking";
import { MAX_EMAILS_PER_SITE, type EmailRule, type FoundEmail } from "./emails";
import { vetUrl } from "../../shared/net/ssrf";
import type { FetchedPage, FetcherDeps, Vetter } from "./fetch-page";
import { CachedHostResolver } from "./host-resolver";
import { HostGate, Semaphore, TtlCache } from "./limits";
import { pageReaderPool, type CutOff, type PageReaderPool } from "./page-reader-pool";
import { canonicalSocialUrl, networkOf, SocialCollector } from "./socials";
import type { EmailItem, EnrichedBusiness, VerificationStatus } from "./enrichment.contract";
import { EmailVerifier, VerificationRun, type VerifierOptions } from "./verify";

export interface EnrichTarget {
	businessId: string;
	website: string | null;
}

export interface EnrichWhat {
	enrichEmail: boolean;
	enrichSocials: boolean;
}

export interface EnricherOptions extends VerifierOptions {
	/** read on every lead (default: the environment) */
	config?: () => EnrichmentConfig;
	/** the SSRF vetting of every hop (default: the shared guard with its environment policy) */
	vet?: Vetter;
	onRequest?: (url: URL) => void;
	/** told how many pages of a site were read, once its crawl is done */
	onPagesFetched?: (pages: number) => void;
	/** told of each page, vCard or robots.txt of a site whose reading was cut off, once its crawl is done */
	onCutOff?: (why: CutOff) => void;
	/** reads pages off the event loop (default: the process's pool for the configuration in force) */
	reader?: PageReaderPool;
	/** which addresses on other domains a site keeps (default "context"; "domain": the domain rule alone, the bench's baseline) */
	emailRule?: EmailRule;
}

export interface Discovery {
	ok: boolean;
	failure?: string;
	emails: FoundEmail[];
	socials: Record<string, string>;
}

/** Share of a lead's budget the crawl may use when emails must still be verified. */
const CRAWL_SHARE_WITH_VERIFICATION = 0.6;
const ROBOTS_TTL_MS = 3_600_000;
const PAGE_TTL_MS = 5 * 60_000;
/** Bounded by count: a page is at most LEADMAP_ENRICH_MAX_BYTES, most are tens of kilobytes. */
const MAX_CACHED_PAGES = 1_000;
/**
 * A site asks for a page about every host delay (250 ms) and a page takes ~10-50 ms. Four sites
 * per request slot: slots seldom all busy, so a site admitted late (a slow home page among
 * them) is not held behind the earlier ones' requests, and the last sites of a call do not
 * start their chain of paced requests after the others have finished.
 */
const SITES_PER_REQUEST_SLOT = 4;

/**
 * Crawls, extracts and verifies, one business at a time or many at once; the limits
 * (global concurrency, per-host politeness) and caches live as long as the Enricher.
 */
export class Enricher {
	readonly verifier: EmailVerifier;
	private readonly hosts: CachedHostResolver;
	private readonly vet: Vetter;
	private readonly config: () => EnrichmentConfig;
	private readonly limit: Semaphore;
	private readonly gate: HostGate;
	private readonly robots = new TtlCache<RobotsFile>(ROBOTS_TTL_MS, 10_000);
	/** Pages of the last few minutes: the batches of one search, and the leads of one call, that name one site share its pages. */
	private readonly pages = new TtlCache<Promise<FetchedPage>>(PAGE_TTL_MS, MAX_CACHED_PAGES);
	private crawlsStarted = 0;
	/** Sites crawled at once: enough to keep every request slot busy between a host's pauses, few enough that each finishes within its budget. */
	private readonly sitesInProgress: Semaphore;
	private readonly reader: PageReaderPool;

	constructor(private readonly options: EnricherOptions = {}) {
		this.config = options.config ?? (() => readEnrichmentConfig());
		const initial = this.config();
		this.limit = new Semaphore(initial.concurrency);
		this.sitesInProgress = new Semaphore(initial.concurrency * SITES_PER_REQUEST_SLOT);
		this.gate = new HostGate(initial.hostDelayMs);
		this.hosts = new CachedHostResolver(this.config);
		this.vet = options.vet ?? ((url) => vetUrl(url, { resolve: this.hosts.resolve, allowPrivate: options.allowPrivate }));
		this.verifier = new EmailVerifier(this.config, { allowPrivate: options.allowPrivate, hosts: this.hosts });
		this.reader = options.reader ?? pageReaderPool({ threads: initial.parseThreads, cpuBudgetMs: initial.pageCpuMs, deadlineMs: initial.pageDeadlineMs });
	}

	/** Closes the kept SMTP sessions (the service's stop, tests). */
	close(): Promise<void> {
		return this.verifier.close();
	}

	enrichMany(targets: EnrichTarget[], what: EnrichWhat): Promise<EnrichedBusiness[]> {
		return Promise.all(targets.map((t) => this.enrichOne(t, what)));
	}

	async enrichOne(target: EnrichTarget, what: EnrichWhat): Promise<EnrichedBusiness> {
		const base = { businessId: target.businessId, emails: [] as EmailItem[], socials: {} as Record<string, string> };
		if (!target.website) return { ...base, ok: false, failure: "no_website" };
		const url = websiteUrl(target.website);
		if (!url) return { ...base, ok: false, failure: "invalid_url" };
		if (!what.enrichEmail && !what.enrichSocials) return { ...base, ok: true };
		// A profile given as the website is a social, not a site to crawl.
		if (networkOf(url.hostname)) {
			const profile = canonicalSocialUrl(url.href);
			return { ...base, ok: true, socials: what.enrichSocials && profile ? { [profile.network]: profile.url } : {} };
		}
		const config = this.config();
		let verification: VerificationRun | null = null;
		const found = await this.sitesInProgress.run(() => {
			// The budget runs from when the site's crawl is admitted, not from when the call arrived.
			const started = Date.now();
			if (!what.enrichEmail) return this.discover(url, started + config.leadBudgetMs);
			// Addresses are verified as pages show them, while the crawl goes on.
			const run = (verification = new VerificationRun(this.verifier, started + config.leadBudgetMs));
			return this.discover(url, started + config.leadBudgetMs * CRAWL_SHARE_WITH_VERIFICATION, (address) => run.add(address));
		});
		if (!found.ok) return { ...base, ok: false, failure: found.failure };
		const socials = what.enrichSocials ? found.socials : {};
		if (!verification) return { ...base, ok: true, socials };
		const statuses = await (verification as VerificationRun).statuses(found.emails.map((f) => f.address));
		const emails = found.emails.map((f) => ({ address: f.address, status: statuses.get(f.address) ?? "unverified", source: f.source }));
		return { ...base, ok: true, emails, socials };
	}

	/**
	 * Crawl and extraction without verification: the site's addresses (ranked) and profiles.
	 * `onAddress` hears of the first addresses as pages show them (at most as many as are kept).
	 */
	async discover(url: URL, deadline: number, onAddress?: (address: string) => void): Promise<Discovery> {
		const config = this.config();
		const told = new Set<string>();
		const onPage = (page: CrawledPage): void => {
			for (const f of page.emails)
				if (onAddress && told.size < MAX_EMAILS_PER_SITE && !told.has(f.address) && isTaken(f, this.options.emailRule)) {
					told.add(f.address);
					onAddress(f.address);
				}
		};
		let crawl: CrawlResult;
		try {
			crawl = await crawlSite(url.href, {
				fetcher: { ...this.fetcher(config), priority: this.crawlsStarted++ },
				maxExtraPages: config.maxExtraPages,
				deadline,
				reader: this.reader,
				robotsCache: this.robots,
				pageCache: this.pages,
				onPage,
			});
		} catch {
			return { ok: false, failure: "error", emails: [], socials: {} };
		}
		this.options.onPagesFetched?.(crawl.pages.length);
		for (const why of crawl.cutOffs) this.options.onCutOff?.(why);
		if (!crawl.ok || !crawl.home) return { ok: false, failure: crawl.failure, emails: [], socials: {} };
		const all = [...crawl.pages.flatMap((p) => p.emails), ...crawl.vcardEmails];
		return { ok: true, emails: rankEmails(all, crawl.home.hostname, MAX_EMAILS_PER_SITE, this.options.emailRule), socials: collectSocials(crawl) };
	}

	private fetcher(config: EnrichmentConfig): FetcherDeps {
		return {
			vet: this.vet,
			gate: this.gate,
			limit: this.limit,
			userAgent: config.userAgent,
			requestTimeoutMs: config.requestTimeoutMs,
			maxBodyBytes: config.maxBodyBytes,
			onRequest: this.options.onRequest,
		};
	}
}

/** Taken on its page alone (a candidate waits for the whole site; a dropped address counts for the domain rule only). */
function isTaken(f: FoundEmail, rule: EmailRule = "context"): boolean {
	return f.basis === "own" || f.basis === "presented" || (rule === "context" ? f.basis === "context" : f.basis === "dropped");
}

function collectSocials(crawl: CrawlResult): Record<string, string> {
	const collector = new SocialCollector();
	for (const page of crawl.pages) for (const profile of page.socials) collector.addProfile(profile, profile.weight);
	return collector.result();
}
