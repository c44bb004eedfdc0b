import path from "node:path";
import { cleanEnv } from "envalid";
import { parseBusConfig, type BusConfig } from "./bus-config";
import { presentValues, TRACING_EXPORTERS, VARIABLES } from "./config-variables";

export const SERVICE_NAMES = [
	"gateway",
	"keys",
	"billing",
	"idempotency",
	"searches",
	"scraper-google",
	"scraper-bing",
	"scraper-apple",
	"enrichment",
	"dataset",
	"leads",
	"exports",
	"webhooks",
	"runs",
	"analysis",
	"monitors",
	"watches",
	"simulator",
] as const;

/** A setting that cannot be used: the process must not start on a guess. */
export class ConfigError extends Error {
	constructor(message: string) {
		super(message);
		this.name = "ConfigError";
	}
}

export type ScraperProvider = "google" | "bing" | "apple";

export interface ScraperSettings {
	/** jobs one instance runs at once */
	concurrency: number;
	pollMs: number;
	/** cells of one job searched at once */
	cellConcurrency: number;
}

export interface EnrichmentSettings {
	/** requests in flight across all merchant sites */
	concurrency: number;
	/** pause between two requests to one host */
	hostDelayMs: number;
	/** one HTTP exchange, headers and body */
	requestTimeoutMs: number;
	/** a page's body is cut here */
	maxBodyBytes: number;
	/** pages fetched after the home page */
	maxExtraPages: number;
	/** wall time for one business: crawl, extraction and verification */
	leadBudgetMs: number;
	/** worker threads that parse pages */
	parseThreads: number;
	/** CPU time one page's parsing may use before its scripts and text are left unread */
	pageCpuMs: number;
	/** a page still parsing this long is cut off */
	pageDeadlineMs: number;
	userAgent: string;
	/** `host:port` list; empty means the system's resolvers */
	dnsServers: string[];
	dnsTimeoutMs: number;
	smtpPort: number;
	/** one SMTP command's answer */
	smtpTimeoutMs: number;
	/** wait before the single retry after a 4xx or a timeout */
	smtpRetryDelayMs: number;
	/** SMTP sessions open at once to one MX address */
	smtpPerHost: number;
	heloName: string;
	/** empty is the null sender `<>` */
	mailFrom: string;
	/** domain facts (MX, catch-all) and address verdicts are kept this long */
	cacheTtlMs: number;
}

/** A scheduler's (monitor checks, watch runs). */
export interface SchedulerSettings {
	pollMs: number;
	/** due items claimed per round, at most 500 */
	batch: number;
	/** how long a claim stays with one scheduler */
	leaseMs: number;
}

export interface WebhookSettings {
	/** deliveries in flight at once in one instance */
	concurrency: number;
	pollMs: number;
	/** how long a claimed delivery stays with one instance; exceeds the timeout */
	leaseMs: number;
	timeoutMs: number;
	/** first retry delay; then ×3 per attempt */
	backoffBaseMs: number;
}

export interface LlmSettings {
	/** the API's base URL, without a trailing slash (requests go to `<url>/chat/completions`) */
	url: string;
	model: string;
	apiKey: string | null;
	timeoutMs: number;
}

/** Every setting, read from the environment once (see shared/config-variables.ts for each variable). */
export interface Config {
	port: number;
	host: string;
	dataDir: string;
	sandbox: boolean;
	databaseUrl: string | null;
	dbPool: number;
	dbAcquireTimeoutMs: number;
	dbIdleInTransactionMs: number;
	redisUrl: string | null;
	redisPrefix: string;
	transporter: string | null;
	/** TRANSPORTER when it is NATS, with its credentials and TLS (LEADMAP_NATS_*) */
	bus: BusConfig | null;
	namespace: string;
	/** LEADMAP_SERVICES (or SERVICES); null: every service but the simulator */
	services: string[] | null;
	logLevel: string | false;
	/** a bus call inside a database transaction throws (outside production) rather than being logged and counted */
	strictTransactions: boolean;
	/** LEADMAP_LOG_FORMAT: json (default when NODE_ENV=production) or text */
	logFormat: "json" | "text";
	/** LEADMAP_LOG_PROBES=1 logs health and metrics probes too */
	logProbes: boolean;
	/** LEADMAP_CORS_ORIGINS; empty: CORS off */
	corsOrigins: string[];
	/** LEADMAP_METRICS=0 turns metrics off (on by default) */
	metricsEnabled: boolean;
	/** LEADMAP_METRICS_PORT: /metrics, /live and /ready on every node (0: off) */
	metricsPort: number;
	/** LEADMAP_TRACING_EXPORTER: off (default), console, zipkin, jaeger or event */
	tracingExporter: (typeof TRACING_EXPORTERS)[number];
	/** LEADMAP_TRACING_ENDPOINT: the collector's URL for zipkin and jaeger */
	tracingEndpoint: string | null;
	/** LEADMAP_SECRET_KEY as given (shared/secret-key.ts checks its form) */
	secretKey: string | null;
	/** LEADMAP_OPERATOR_KEY as given (shared/operator-key.ts checks its form) */
	operatorKey: string | null;
	/** NODE_ENV=production: a process refuses to join a bus without credentials (moleculer.config.ts) */
	production: boolean;
	authCacheEntries: number;
	allowPrivateTargets: boolean;
	extraCaCertsFile: string | null;
	/** LEADMAP_DNS_SERVERS; empty: the system's resolvers */
	dnsServers: string[];
	dnsTimeoutMs: number;
	simulator: { port: number; host: string; sitesZone: string | null; dnsPort: number; smtpPort: number };
	searches: { jobLeaseMs: number; providerUnavailableMs: number; reservationGraceMs: number; pollMs: number; enrichJobs: number };
	runs: { pollMs: number; researchConcurrency: number; monitorConcurrency: number };
	datasetCountBudgetMs: number;
	scrapers: Record<ScraperProvider, ScraperSettings>;
	provider: { timeoutMs: number; attempts: number; backoffMs: number; backoffMaxMs: number; proxyUrls: string[] };
	google: { url: string; placesUrl: string; placesApiKey: string | null };
	bing: { url: string };
	apple: { url: string; jwt: string | null };
	enrichment: EnrichmentSettings;
	webhooks: WebhookSettings;
	monitors: SchedulerSettings;
	watches: SchedulerSettings;
	/** LEADMAP_LLM_*: the model that analyses reviews, null for local analysis only */
	llm: LlmSettings | null;
	/** LEADMAP_CLI_WAIT_MS: how long the operator CLI waits for the services a command needs on the bus */
	cliWaitMs: number;
}

function validated(env: NodeJS.ProcessEnv) {
	return cleanEnv(presentValues(env), VARIABLES, {
		reporter({ errors }) {
			const problems = Object.entries(errors).map(([name, err]) => `${name}: ${(err as Error).message}`);
			if (problems.length) throw new ConfigError(problems.join("; "));
		},
	});
}

function checkServices(services: string[] | null): string[] | null {
	const unknown = (services ?? []).filter((s) => !(SERVICE_NAMES as readonly string[]).includes(s));
	if (unknown.length) throw new ConfigError(`LEADMAP_SERVICES names an unknown service: ${unknown.join(", ")} (expected some of ${SERVICE_NAMES.join(", ")})`);
	return services?.length ? services : null;
}

function scraperSettings(v: ReturnType<typeof validated>): Record<ScraperProvider, ScraperSettings> {
	const of = (concurrency: number | undefined, pollMs: number | undefined, cellConcurrency: number): ScraperSettings => ({
		concurrency: concurrency ?? v.LEADMAP_SCRAPER_CONCURRENCY,
		pollMs: pollMs ?? v.LEADMAP_SCRAPER_POLL_MS,
		cellConcurrency,
	});
	return {
		google: of(v.LEADMAP_GOOGLE_CONCURRENCY, v.LEADMAP_GOOGLE_POLL_MS, v.LEADMAP_GOOGLE_CELL_CONCURRENCY as number),
		bing: of(v.LEADMAP_BING_CONCURRENCY, v.LEADMAP_BING_POLL_MS, v.LEADMAP_BING_CELL_CONCURRENCY as number),
		apple: of(v.LEADMAP_APPLE_CONCURRENCY, v.LEADMAP_APPLE_POLL_MS, v.LEADMAP_APPLE_CELL_CONCURRENCY as number),
	};
}

function llmSettings(v: ReturnType<typeof validated>): LlmSettings | null {
	if (!v.LEADMAP_LLM_URL) {
		if (v.LEADMAP_LLM_MODEL || v.LEADMAP_LLM_API_KEY) throw new ConfigError("LEADMAP_LLM_MODEL and LEADMAP_LLM_API_KEY need LEADMAP_LLM_URL");
		return null;
	}
	if (!v.LEADMAP_LLM_MODEL) throw new ConfigError("LEADMAP_LLM_URL needs LEADMAP_LLM_MODEL (the model to ask)");
	return { url: v.LEADMAP_LLM_URL.replace(/\/+$/, ""), model: v.LEADMAP_LLM_MODEL, apiKey: v.LEADMAP_LLM_API_KEY ?? null, timeoutMs: v.LEADMAP_LLM_TIMEOUT_MS };
}

function enrichmentSettings(v: ReturnType<typeof validated>): EnrichmentSettings {
	return {
		concurrency: v.LEADMAP_ENRICH_CONCURRENCY,
		hostDelayMs: v.LEADMAP_ENRICH_HOST_DELAY_MS,
		requestTimeoutMs: v.LEADMAP_ENRICH_TIMEOUT_MS,
		maxBodyBytes: v.LEADMAP_ENRICH_MAX_BYTES,
		maxExtraPages: v.LEADMAP_ENRICH_MAX_PAGES,
		leadBudgetMs: v.LEADMAP_ENRICH_LEAD_BUDGET_MS,
		parseThreads: v.LEADMAP_ENRICH_PARSE_THREADS,
		pageCpuMs: v.LEADMAP_ENRICH_PAGE_CPU_MS,
		pageDeadlineMs: v.LEADMAP_ENRICH_PAGE_DEADLINE_MS,
		userAgent: v.LEADMAP_ENRICH_USER_AGENT,
		dnsServers: v.LEADMAP_DNS_SERVERS ?? [],
		dnsTimeoutMs: v.LEADMAP_DNS_TIMEOUT_MS,
		smtpPort: v.LEADMAP_SMTP_PORT,
		smtpTimeoutMs: v.LEADMAP_SMTP_TIMEOUT_MS,
		smtpRetryDelayMs: v.LEADMAP_SMTP_RETRY_DELAY_MS ?? (v.LEADMAP_SANDBOX ? 1_000 : 15_000),
		smtpPerHost: v.LEADMAP_SMTP_PER_HOST,
		heloName: v.LEADMAP_SMTP_HELO,
		mailFrom: v.LEADMAP_SMTP_FROM ?? "",
		cacheTtlMs: v.LEADMAP_VERIFY_CACHE_TTL_MS,
	};
}

/**
 * Parses and checks the whole environment; throws a ConfigError naming every bad variable.
 * Called when a runtime or broker is built (tests set the environment just before), never per request:
 * code reads the result through currentConfig().
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const v = validated(env);
	const webhookTimeoutMs = v.LEADMAP_WEBHOOK_TIMEOUT_MS;
	return {
		port: v.PORT,
		host: v.HOST,
		dataDir: path.resolve(v.LEADMAP_DATA_DIR),
		sandbox: v.LEADMAP_SANDBOX,
		databaseUrl: v.DATABASE_URL ?? null,
		dbPool: v.LEADMAP_DB_POOL,
		dbAcquireTimeoutMs: v.LEADMAP_DB_ACQUIRE_TIMEOUT_MS,
		dbIdleInTransactionMs: v.LEADMAP_DB_IDLE_IN_TRANSACTION_MS,
		redisUrl: v.REDIS_URL ?? null,
		redisPrefix: v.LEADMAP_REDIS_PREFIX,
		transporter: v.TRANSPORTER ?? null,
		bus: parseBusConfig(v),
		namespace: v.LEADMAP_NAMESPACE,
		services: checkServices(v.LEADMAP_SERVICES ?? v.SERVICES ?? null),
		logLevel: v.LOG_LEVEL === "none" ? false : v.LOG_LEVEL,
		logFormat: v.LEADMAP_LOG_FORMAT ?? (v.NODE_ENV === "production" ? "json" : "text"),
		strictTransactions: v.NODE_ENV !== "production",
		logProbes: v.LEADMAP_LOG_PROBES,
		corsOrigins: v.LEADMAP_CORS_ORIGINS ?? [],
		metricsEnabled: v.LEADMAP_METRICS,
		metricsPort: v.LEADMAP_METRICS_PORT,
		tracingExporter: v.LEADMAP_TRACING_EXPORTER,
		tracingEndpoint: v.LEADMAP_TRACING_ENDPOINT ?? null,
		cliWaitMs: v.LEADMAP_CLI_WAIT_MS,
		secretKey: v.LEADMAP_SECRET_KEY ?? null,
		operatorKey: v.LEADMAP_OPERATOR_KEY ?? null,
		production: v.NODE_ENV === "production",
		authCacheEntries: v.LEADMAP_AUTH_CACHE_ENTRIES,
		allowPrivateTargets: v.LEADMAP_ALLOW_PRIVATE_TARGETS,
		extraCaCertsFile: v.LEADMAP_EXTRA_CA_CERTS ?? null,
		dnsServers: v.LEADMAP_DNS_SERVERS ?? [],
		dnsTimeoutMs: v.LEADMAP_DNS_TIMEOUT_MS,
		simulator: {
			port: v.LEADMAP_SIMULATOR_PORT,
			host: v.LEADMAP_SIMULATOR_HOST,
			sitesZone: v.LEADMAP_SIMULATOR_SITES_ZONE ?? null,
			dnsPort: v.LEADMAP_SIMULATOR_DNS_PORT,
			smtpPort: v.LEADMAP_SIMULATOR_SMTP_PORT,
		},
		searches: {
			jobLeaseMs: v.LEADMAP_JOB_LEASE_MS,
			providerUnavailableMs: v.LEADMAP_PROVIDER_UNAVAILABLE_MS,
			reservationGraceMs: v.LEADMAP_RESERVATION_GRACE_MS,
			pollMs: v.LEADMAP_JOB_POLL_MS,
			enrichJobs: v.LEADMAP_ENRICHING_SEARCHES,
		},
		runs: { pollMs: v.LEADMAP_JOB_POLL_MS, researchConcurrency: v.LEADMAP_RESEARCH_CONCURRENCY, monitorConcurrency: v.LEADMAP_MONITOR_CHECK_CONCURRENCY },
		datasetCountBudgetMs: v.LEADMAP_DATASET_COUNT_BUDGET_MS,
		scrapers: scraperSettings(v),
		provider: {
			timeoutMs: v.LEADMAP_PROVIDER_TIMEOUT_MS,
			attempts: v.LEADMAP_PROVIDER_ATTEMPTS,
			backoffMs: v.LEADMAP_PROVIDER_BACKOFF_MS,
			backoffMaxMs: v.LEADMAP_PROVIDER_BACKOFF_MAX_MS,
			proxyUrls: v.PROXY_URLS ?? [],
		},
		google: { url: v.LEADMAP_GOOGLE_URL, placesUrl: v.LEADMAP_GOOGLE_PLACES_URL, placesApiKey: v.GOOGLE_PLACES_API_KEY ?? null },
		bing: { url: v.LEADMAP_BING_URL },
		apple: { url: v.LEADMAP_APPLE_URL, jwt: v.APPLE_MAPS_JWT ?? null },
		enrichment: enrichmentSettings(v),
		webhooks: {
			concurrency: v.LEADMAP_WEBHOOK_CONCURRENCY,
			pollMs: v.LEADMAP_WEBHOOK_POLL_MS,
			timeoutMs: webhookTimeoutMs,
			leaseMs: v.LEADMAP_WEBHOOK_LEASE_MS ?? Math.max(60_000, 3 * webhookTimeoutMs),
			backoffBaseMs: v.LEADMAP_WEBHOOK_BACKOFF_MS,
		},
		monitors: { pollMs: v.LEADMAP_MONITOR_POLL_MS, batch: Math.min(500, v.LEADMAP_MONITOR_BATCH), leaseMs: v.LEADMAP_MONITOR_LEASE_MS },
		watches: { pollMs: v.LEADMAP_WATCH_POLL_MS, batch: Math.min(500, v.LEADMAP_WATCH_BATCH), leaseMs: v.LEADMAP_WATCH_LEASE_MS },
		llm: llmSettings(v),
	};
}

let inForce: Config | null = null;

/** The configuration in force: the one the latest runtime or broker was built with, else the environment's, parsed once. */
export function currentConfig(): Config {
	return (inForce ??= loadConfig());
}

/** Makes `config` the one in force (a runtime that filled in the embedded database or the sandbox's addresses). */
export function useConfig(config: Config): Config {
	inForce = config;
	return config;
}

/** Parses the environment again and puts it in force: a new broker, or a test that changed a variable. */
export function reloadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	return useConfig(loadConfig(env));
}
