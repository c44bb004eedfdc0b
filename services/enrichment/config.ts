/** Every knob of the enrichment service, read from the environment (see README table in the report). */
export interface EnrichmentConfig {
	/** requests in flight across all merchant sites (LEADMAP_ENRICH_CONCURRENCY) */
	concurrency: number;
	/** pause between two requests to one host (LEADMAP_ENRICH_HOST_DELAY_MS) */
	hostDelayMs: number;
	/** one HTTP exchange, headers and body (LEADMAP_ENRICH_TIMEOUT_MS) */
	requestTimeoutMs: number;
	/** a page's body is cut here (LEADMAP_ENRICH_MAX_BYTES) */
	maxBodyBytes: number;
	/** pages fetched after the home page (LEADMAP_ENRICH_MAX_PAGES) */
	maxExtraPages: number;
	/** wall time for one business: crawl, extraction and verification (LEADMAP_ENRICH_LEAD_BUDGET_MS) */
	leadBudgetMs: number;
	userAgent: string;
	/** LEADMAP_DNS_SERVERS: `host:port` list; empty means the system's resolvers */
	dnsServers: string[];
	dnsTimeoutMs: number;
	/** LEADMAP_SMTP_PORT */
	smtpPort: number;
	/** one SMTP command's answer (LEADMAP_SMTP_TIMEOUT_MS) */
	smtpTimeoutMs: number;
	/** wait before the single retry after a 4xx or a timeout (LEADMAP_SMTP_RETRY_DELAY_MS) */
	smtpRetryDelayMs: number;
	/** SMTP sessions open at once to one MX address (LEADMAP_SMTP_PER_HOST) */
	smtpPerHost: number;
	/** LEADMAP_SMTP_HELO */
	heloName: string;
	/** LEADMAP_SMTP_FROM; empty is the null sender `<>` */
	mailFrom: string;
	/** domain facts (MX, catch-all) and address verdicts are kept this long (LEADMAP_VERIFY_CACHE_TTL_MS) */
	cacheTtlMs: number;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
	const raw = env[name];
	if (raw === undefined || raw.trim() === "") return fallback;
	const n = Number(raw);
	if (!Number.isFinite(n) || n < min) throw new Error(`${name} must be a number >= ${min}, got ${raw}`);
	return Math.floor(n);
}

export function readEnrichmentConfig(env: NodeJS.ProcessEnv = process.env): EnrichmentConfig {
	return {
		concurrency: int(env, "LEADMAP_ENRICH_CONCURRENCY", 32, 1),
		hostDelayMs: int(env, "LEADMAP_ENRICH_HOST_DELAY_MS", 250),
		requestTimeoutMs: int(env, "LEADMAP_ENRICH_TIMEOUT_MS", 10_000, 1),
		maxBodyBytes: int(env, "LEADMAP_ENRICH_MAX_BYTES", 1_048_576, 1024),
		maxExtraPages: int(env, "LEADMAP_ENRICH_MAX_PAGES", 8),
		leadBudgetMs: int(env, "LEADMAP_ENRICH_LEAD_BUDGET_MS", 45_000, 100),
		userAgent: env.LEADMAP_ENRICH_USER_AGENT || "Mozilla/5.0 (compatible; LeadmapBot/1.0)",
		dnsServers: (env.LEADMAP_DNS_SERVERS ?? "").split(",").map((s) => s.trim()).filter(Boolean),
		dnsTimeoutMs: int(env, "LEADMAP_DNS_TIMEOUT_MS", 3_000, 1),
		smtpPort: int(env, "LEADMAP_SMTP_PORT", 25, 1),
		smtpTimeoutMs: int(env, "LEADMAP_SMTP_TIMEOUT_MS", 10_000, 1),
		smtpRetryDelayMs: int(env, "LEADMAP_SMTP_RETRY_DELAY_MS", 15_000),
		smtpPerHost: int(env, "LEADMAP_SMTP_PER_HOST", 8, 1),
		heloName: env.LEADMAP_SMTP_HELO || "leadmap.localhost",
		mailFrom: env.LEADMAP_SMTP_FROM ?? "",
		cacheTtlMs: int(env, "LEADMAP_VERIFY_CACHE_TTL_MS", 6 * 3_600_000),
	};
}

/** The robots.txt user-agent token (robots-parser matches on it). */
export const ROBOTS_AGENT = "LeadmapBot";
