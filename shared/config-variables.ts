import { bool, EnvError, makeValidator, str, url } from "envalid";

/**
 * Every environment variable Leadmap reads, declared once: its type, its default and
 * what it does. shared/config.ts turns them into a Config; docs/configuration.md (its
 * table included) is printed from here (`npm run config:docs`) and a test keeps the two equal.
 */

/** Validators whose blank value is an error: an empty number is a mistake, not "unset". */
const BLANK_IS_INVALID = new WeakSet<object>();

function integer(min: number, max = Number.MAX_SAFE_INTEGER) {
	return makeValidator<number>((raw) => {
		const value = raw.trim();
		const n = Number(value);
		if (!/^-?\d+$/.test(value) || n < min || n > max) {
			throw new EnvError(`expected ${max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer from ${min} to ${max}`}, got "${raw}"`);
		}
		return n;
	});
}

function blankIsInvalid<T extends object>(validator: T): T {
	BLANK_IS_INVALID.add(validator);
	return validator;
}

const int = (min: number, desc: string, fallback: number) => blankIsInvalid(integer(min)({ desc, default: fallback }));
const intRange = (min: number, max: number, desc: string, fallback: number) => blankIsInvalid(integer(min, max)({ desc, default: fallback }));
const optionalInt = (min: number, desc: string) => blankIsInvalid(integer(min)({ desc, default: undefined }));
/** 0 to 65535; 0 asks for any free port, or turns the server off where that is said */
const port = (desc: string, fallback: number) => blankIsInvalid(integer(0, 65_535)({ desc, default: fallback }));

/** `a,b, c` as a list; blank entries dropped. */
const list = makeValidator<string[]>((raw) =>
	raw
		.split(",")
		.map((s) => s.trim())
		.filter(Boolean),
);

/** Origins as a browser sends them (scheme, host, port; `*` as a wildcard), or `*` alone. */
const corsOrigins = makeValidator<string[]>((raw) => {
	const origins = raw
		.split(",")
		.map((s) => s.trim())
		.filter(Boolean);
	const bad = origins.find((o) => o !== "*" && !/^https?:\/\/[A-Za-z0-9*.-]+(:\d{1,5})?$/.test(o));
	if (bad !== undefined) throw new EnvError(`expected origins such as https://app.example.com, got "${bad}"`);
	return origins;
});

const flag = (desc: string, fallback = false) => bool({ desc, default: fallback });
const optional = (desc: string) => str({ desc, default: undefined });
const optionalUrl = (desc: string) => url({ desc, default: undefined });

export const LOG_LEVELS = ["none", "fatal", "error", "warn", "info", "debug", "trace"] as const;
export const TRACING_EXPORTERS = ["off", "console", "zipkin", "jaeger", "event"] as const;
export const PROVIDERS = ["google", "bing", "apple"] as const;

/** LEADMAP_GOOGLE_CONCURRENCY, …: each scraper's own setting, over the LEADMAP_SCRAPER_* one. */
function perProvider() {
	return Object.fromEntries(
		PROVIDERS.flatMap((p) => {
			const P = p.toUpperCase();
			return [
				[`LEADMAP_${P}_CONCURRENCY`, optionalInt(1, `jobs one ${p} scraper runs at once (default: LEADMAP_SCRAPER_CONCURRENCY)`)],
				[`LEADMAP_${P}_POLL_MS`, optionalInt(1, `how often an idle ${p} scraper looks for jobs (default: LEADMAP_SCRAPER_POLL_MS)`)],
				[`LEADMAP_${P}_CELL_CONCURRENCY`, int(1, `cells of one ${p} job searched at once`, 4)],
			];
		}),
	) as Record<
		`LEADMAP_${Uppercase<(typeof PROVIDERS)[number]>}_${"CONCURRENCY" | "POLL_MS" | "CELL_CONCURRENCY"}`,
		ReturnType<typeof int> | ReturnType<typeof optionalInt>
	>;
}

export const VARIABLES = {
	// Process and bus
	LEADMAP_SERVICES: list({
		desc: "comma-separated services this process runs (all but the simulator when unset); `SERVICES` is accepted as an alias",
		default: undefined,
	}),
	SERVICES: list({ desc: "the older name of LEADMAP_SERVICES, still accepted (LEADMAP_SERVICES wins)", default: undefined }),
	PORT: port("gateway port (0: any free port)", 3000),
	HOST: str({ desc: "gateway address to listen on", default: "0.0.0.0" }),
	LEADMAP_DATA_DIR: str({ desc: "embedded database files, the first key and the generated webhook secret and operator keys", default: ".data" }),
	DATABASE_URL: optional(
		"PostgreSQL connection string. Unset: an embedded PostgreSQL in LEADMAP_DATA_DIR, in a single process only; with TRANSPORTER set a process that runs keys, billing, idempotency, searches, dataset, leads, webhooks, runs, monitors, watches or exports refuses to start without it",
	),
	LEADMAP_DB_POOL: int(1, "PostgreSQL connections per process", 5),
	LEADMAP_DB_ACQUIRE_TIMEOUT_MS: int(
		100,
		"longest wait for a free PostgreSQL connection; past it the request answers 503 `service_unavailable` with Retry-After",
		5_000,
	),
	LEADMAP_DB_IDLE_IN_TRANSACTION_MS: int(
		1_000,
		"PostgreSQL ends a session that sits this long inside a transaction without a statement (idle_in_transaction_session_timeout)",
		30_000,
	),
	REDIS_URL: optional("Redis for the per-key rate limits (unset: in memory, one process)"),
	LEADMAP_REDIS_PREFIX: str({ desc: "Redis key prefix", default: "leadmap:" }),
	TRANSPORTER: optional(
		"the bus between processes (unset: one process). E.g. `nats://127.0.0.1:4222`; `nats://user:password@host:4222` (URL-encoded) or `nats://TOKEN@host:4222` carry credentials; `tls://host:4222` asks for TLS; comma-separate a cluster's servers",
	),
	LEADMAP_NATS_USER: optional("NATS user (with LEADMAP_NATS_PASSWORD)"),
	LEADMAP_NATS_PASSWORD: optional("NATS password (with LEADMAP_NATS_USER)"),
	LEADMAP_NATS_TOKEN: optional("NATS token"),
	LEADMAP_NATS_NKEY_SEED: optional("a user NKey seed (`SU…`) that signs the connection"),
	LEADMAP_NATS_CREDS: optional("a `.creds` file (JWT and seed)"),
	LEADMAP_NATS_TLS: str({ desc: "`1`: require TLS (also implied by `tls://` or a CA or certificate)", choices: ["0", "1"], default: undefined }),
	LEADMAP_NATS_TLS_CA: optional("PEM file of the CA that signed the NATS server's certificate"),
	LEADMAP_NATS_TLS_CERT: optional("client certificate (with LEADMAP_NATS_TLS_KEY), for servers that verify clients"),
	LEADMAP_NATS_TLS_KEY: optional("client certificate's key (with LEADMAP_NATS_TLS_CERT)"),
	LEADMAP_NAMESPACE: str({ desc: "Moleculer namespace (several deployments on one NATS)", default: "leadmap" }),

	// Logs, metrics, tracing
	NODE_ENV: optional(
		"`production`: JSON is the default log format, a bus call made inside a database transaction (a bug) is logged and counted rather than refused, and a process refuses to join a bus without credentials or with a placeholder password (`CHANGE_ME`)",
	),
	LOG_LEVEL: str({ desc: "log level; `none` silences logs", choices: LOG_LEVELS, default: "info" }),
	LEADMAP_LOG_FORMAT: str({
		desc: "`json`: one JSON object a line on stdout (pino); `text`: readable lines with time, node, service and request id",
		choices: ["json", "text"],
		default: undefined,
	}),
	LEADMAP_LOG_PROBES: flag("`1` logs `/live`, `/ready`, `/metrics` and the gateway's `/health*` requests too"),
	LEADMAP_METRICS: flag("`0`: no metrics collected (`/live` and `/ready` stay)", true),
	LEADMAP_METRICS_PORT: port(
		"every serving process's `/metrics`, `/live` and `/ready` (docs/operations.md); `0` turns the server and metrics off. Several processes on one host (not containers) each need their own",
		3030,
	),
	LEADMAP_TRACING_EXPORTER: str({
		desc: "where spans go: `console`, `zipkin`, `jaeger` (Zipkin's JSON to Jaeger's Zipkin-compatible collector) or `event` (`$tracing.spans` events each second, for a collecting service)",
		choices: TRACING_EXPORTERS,
		default: "off",
	}),
	LEADMAP_TRACING_ENDPOINT: optionalUrl(
		"the collector's base URL for `zipkin` and `jaeger` (spans go to `<endpoint>/api/v2/spans`; unset: http://127.0.0.1:9411)",
	),

	// Security
	LEADMAP_SECRET_KEY: optional(
		"32 random bytes as base64 or 64 hex digits (`openssl rand -base64 32`) that encrypt webhook signing secrets at rest and key the lookup and sealing of stored idempotent answers. Unset: a single process generates `<LEADMAP_DATA_DIR>/webhook-secrets.key` (0600) once. **Required** when services run apart (TRANSPORTER set): the gateway, idempotency and webhooks services will not start without it. Every instance needs the same key; back it up with the database; changing it makes stored secrets unreadable and forgets stored idempotent answers (no rotation yet)",
	),
	LEADMAP_OPERATOR_KEY: optional(
		"32 random bytes as base64 or 64 hex digits (`openssl rand -base64 32`) that sign operator actions (grants, plans, accounts, keys, …): the CLI and the REPL sign each call with it, the services that own those actions refuse a call without a valid signature (403 `operator_token_invalid`), so the bus credentials alone cannot call them. Unset: a single process generates `<LEADMAP_DATA_DIR>/operator.key` (0600) once. **Required** with TRANSPORTER set by the CLI, the REPL and every process that runs keys, billing, searches, dataset, webhooks, runs, monitors or watches (core); never give it to the gateway, the scrapers or enrichment",
	),
	LEADMAP_AUTH_CACHE_ENTRIES: int(
		1,
		"entries in each of a gateway's authentication caches (key identities, unknown keys, account rate limits); the least recently used goes first",
		50_000,
	),
	LEADMAP_CORS_ORIGINS: corsOrigins({
		desc: "browser origins allowed to call the API (CORS), comma-separated: `https://app.example.com`, `https://*.example.com`, or `*` for any. Unset: CORS off (browsers on other origins are refused; servers are not concerned)",
		default: undefined,
	}),
	LEADMAP_ALLOW_PRIVATE_TARGETS: flag("`1` lets webhooks and the crawler reach loopback and private addresses: tests only, never in production or the sandbox"),
	LEADMAP_EXTRA_CA_CERTS: optional("a PEM file trusted besides Node's roots for webhooks and the crawler (tests and sandbox only)"),
	LEADMAP_DNS_SERVERS: list({ desc: "`host:port,…` asked by the SSRF guard and email verification (unset: the system's resolvers)", default: undefined }),
	LEADMAP_DNS_TIMEOUT_MS: int(1, "the longest one DNS lookup (webhook host, merchant site, MX) may take, all tries included", 3_000),

	// Sandbox
	LEADMAP_SANDBOX: flag(
		"`1`: run the provider simulator in-process and point the providers at it; webhooks and the crawler may then reach loopback (never private ranges)",
	),
	LEADMAP_SIMULATOR_PORT: port(
		"the simulator's HTTP port (0: any free port). Merchant websites carry it in their URL, so when a scraper and enrichment run in separate containers (each with its own simulator on its own loopback) give every container the same one (compose: 4100)",
		0,
	),
	LEADMAP_SIMULATOR_HOST: str({ desc: "the simulator's address, when it runs as its own service", default: "127.0.0.1" }),
	LEADMAP_SIMULATOR_SITES_ZONE: optional("with the simulator as its own service: the DNS zone of its merchant websites (turns on its DNS and SMTP peers)"),
	LEADMAP_SIMULATOR_DNS_PORT: port("the simulator's DNS port, with LEADMAP_SIMULATOR_SITES_ZONE (0: any free port)", 0),
	LEADMAP_SIMULATOR_SMTP_PORT: port("the simulator's SMTP port, with LEADMAP_SIMULATOR_SITES_ZONE (0: any free port)", 0),

	// Searches and scrapers
	LEADMAP_JOB_POLL_MS: int(1, "how often an idle worker of the searches and runs services looks for jobs (a new job wakes it at once)", 2_000),
	LEADMAP_ENRICHING_SEARCHES: int(1, "searches one searches instance enriches at once (their sites go through the enrichment service)", 4),
	LEADMAP_RESEARCH_CONCURRENCY: int(1, "research runs one runs instance works on at once (each account's own cap still holds)", 8),
	LEADMAP_MONITOR_CHECK_CONCURRENCY: int(1, "monitor checks one runs instance works on at once, in a lane apart from research", 8),
	LEADMAP_JOB_LEASE_MS: int(1, "a job's lease; a worker heartbeats at a third of it, another claims it when it lapses", 30_000),
	LEADMAP_PROVIDER_UNAVAILABLE_MS: int(
		1,
		"how long no scraper may serve a provider before its waiting searches (and running ones whose worker is gone) fail with `provider_unavailable` and a full refund",
		900_000,
	),
	LEADMAP_RESERVATION_GRACE_MS: int(
		1,
		"how long a new search may wait for its credit reservation; past it, a search whose create died is failed (`reservation_failed`) and any reservation released. Keep it above the bus request timeout (30 s)",
		120_000,
	),
	LEADMAP_SCRAPER_CONCURRENCY: int(1, "jobs one scraper instance runs at once", 2),
	LEADMAP_SCRAPER_POLL_MS: int(1, "how often an idle scraper looks for jobs (new searches wake it at once)", 2_000),
	...perProvider(),
	LEADMAP_PROVIDER_TIMEOUT_MS: int(1, "time limit of one request to a provider", 15_000),
	LEADMAP_PROVIDER_ATTEMPTS: int(1, "attempts per provider page, with exponential back-off and jitter", 5),
	LEADMAP_PROVIDER_BACKOFF_MS: int(0, "first back-off between two attempts", 1_000),
	LEADMAP_PROVIDER_BACKOFF_MAX_MS: int(0, "longest back-off between two attempts", 60_000),
	PROXY_URLS: list({ desc: "comma-separated outbound proxies for the scrapers, taken in turn; a blocked answer moves to the next", default: undefined }),
	LEADMAP_GOOGLE_URL: url({ desc: "Google's keyless search endpoint (the sandbox uses the simulator's)", default: "https://www.google.com/search" }),
	GOOGLE_PLACES_API_KEY: optional("with a key, Google searches use the official Places API (New) Text Search (mind Google's terms on storing its content)"),
	LEADMAP_GOOGLE_PLACES_URL: url({ desc: "Google Places API (New)", default: "https://places.googleapis.com" }),
	LEADMAP_BING_URL: url({ desc: "Bing Maps web overlay (`/maps/overlaybfpr`)", default: "https://www.bing.com" }),
	APPLE_MAPS_JWT: optional(
		"Apple Maps Server API: the MapKit JWT exchanged for access tokens (refreshed before expiry); without it Apple searches fail with `provider_not_configured`",
	),
	LEADMAP_APPLE_URL: url({ desc: "Apple Maps Server API", default: "https://maps-api.apple.com" }),
	LEADMAP_CLI_WAIT_MS: int(0, "how long the operator CLI and REPL wait for the bus and for the services a command calls (distributed mode)", 10_000),
	LEADMAP_DATASET_COUNT_BUDGET_MS: int(1, "time allowed for an exact page total before the planner's estimate is used", 25),

	// Enrichment (the crawler and email verification)
	LEADMAP_ENRICH_CONCURRENCY: int(1, "crawler requests in flight, across all merchant sites (four times as many sites are crawled at once)", 128),
	LEADMAP_ENRICH_HOST_DELAY_MS: int(0, "pause between two requests to one host", 250),
	LEADMAP_ENRICH_TIMEOUT_MS: int(1, "one crawler request, headers and body", 10_000),
	LEADMAP_ENRICH_MAX_BYTES: int(1024, "a page's body is cut here", 1_048_576),
	LEADMAP_ENRICH_MAX_PAGES: int(0, "pages fetched after the home page", 8),
	LEADMAP_ENRICH_LEAD_BUDGET_MS: int(100, "time for one business: crawl, extraction and verification", 45_000),
	LEADMAP_ENRICH_PARSE_THREADS: int(1, "worker threads that parse merchant pages, off the event loop", 2),
	LEADMAP_ENRICH_PAGE_CPU_MS: intRange(
		10,
		1_000,
		"CPU time one page's parsing may use: past it, what its scripts assemble and its text are left unread (its markup, every mailto, data-email, Cloudflare and social link, always is)",
		1_000,
	),
	LEADMAP_ENRICH_PAGE_DEADLINE_MS: intRange(
		50,
		2_000,
		"a page still parsing this long is cut off: its worker thread is ended (what its markup gave is kept) and `leadmap_enrichment_pages_cut_off_total` counts it",
		2_000,
	),
	LEADMAP_ENRICH_USER_AGENT: str({ desc: "the crawler's User-Agent", default: "Mozilla/5.0 (compatible; LeadmapBot/1.0)" }),
	LEADMAP_SMTP_PORT: int(1, "email verification: the SMTP port probed", 25),
	LEADMAP_SMTP_TIMEOUT_MS: int(1, "email verification: one SMTP command's answer", 10_000),
	LEADMAP_SMTP_RETRY_DELAY_MS: optionalInt(
		0,
		"email verification: wait before the one retry after greylisting or a timeout (the simulated mail servers of the sandbox greylist for a moment only)",
	),
	LEADMAP_SMTP_PER_HOST: int(
		1,
		"email verification: SMTP sessions open at once to one mail server, each kept and reused for one address after another (MAIL FROM, RCPT TO, RSET)",
		8,
	),
	LEADMAP_SMTP_HELO: str({ desc: "email verification: the HELO name", default: "leadmap.localhost" }),
	LEADMAP_SMTP_FROM: optional("email verification: the MAIL FROM address (unset: the null sender `<>`)"),
	LEADMAP_VERIFY_CACHE_TTL_MS: int(0, "how long domain facts (MX, catch-all) and address verdicts are kept", 21_600_000),

	// Webhooks
	LEADMAP_WEBHOOK_TIMEOUT_MS: int(1, "time limit of one delivery attempt", 10_000),
	LEADMAP_WEBHOOK_BACKOFF_MS: int(1, "first retry delay (×3 each attempt)", 80_000),
	LEADMAP_WEBHOOK_POLL_MS: int(1, "outbox poll, the fallback: a new delivery wakes every instance at once", 1_000),
	LEADMAP_WEBHOOK_CONCURRENCY: int(1, "deliveries in flight per instance", 32),
	LEADMAP_WEBHOOK_LEASE_MS: optionalInt(1, "how long a claimed delivery stays with one instance (default: 3 × LEADMAP_WEBHOOK_TIMEOUT_MS, at least 60000)"),

	// Review analysis
	LEADMAP_LLM_URL: optionalUrl(
		"an OpenAI-compatible API (`<url>/chat/completions`) that analyses reviews instead of the local lexicons; unset: local analysis only. Operator configuration: private addresses are allowed",
	),
	LEADMAP_LLM_MODEL: optional("the model asked at LEADMAP_LLM_URL (required with it); named in each signal's `extractionVersion`"),
	LEADMAP_LLM_API_KEY: optional("sent as `Authorization: Bearer …` to LEADMAP_LLM_URL"),
	LEADMAP_LLM_TIMEOUT_MS: int(1, "one model request; past it the local analyzer answers instead", 60_000),

	// Monitors
	LEADMAP_MONITOR_POLL_MS: int(
		1,
		"how often a monitor scheduler looks for due subscriptions, the fallback: a new subscription wakes every scheduler at once",
		5_000,
	),
	LEADMAP_MONITOR_BATCH: int(1, "due subscriptions one scheduler claims per round (at most 500: one runs.createMonitorChecks call)", 500),
	LEADMAP_MONITOR_LEASE_MS: int(
		1,
		"how long a claimed check stays with one scheduler before another takes it over (its runs call is timed out at half of it)",
		120_000,
	),

	// Area watches
	LEADMAP_WATCH_POLL_MS: int(
		1,
		"how often a watch scheduler looks for due watches and a watch recorder for ended runs, the fallback: a run asked for, and a run's search ending, wake them at once",
		5_000,
	),
	LEADMAP_WATCH_BATCH: int(1, "due watches one scheduler claims per round (at most 500: one searches.startWatchRuns call)", 200),
	LEADMAP_WATCH_LEASE_MS: int(
		1,
		"how long a claimed run stays with one scheduler before another takes it over (its searches call is timed out at half of it)",
		120_000,
	),
};

export type VariableName = keyof typeof VARIABLES;

/** Defaults that depend on another variable, as docs/configuration.md shows them. */
export const COMPUTED_DEFAULTS: Partial<Record<VariableName, string>> = {
	LEADMAP_SERVICES: "all",
	LEADMAP_LOG_FORMAT: "`json` when NODE_ENV=production, else `text`",
	LEADMAP_GOOGLE_CONCURRENCY: "LEADMAP_SCRAPER_CONCURRENCY",
	LEADMAP_BING_CONCURRENCY: "LEADMAP_SCRAPER_CONCURRENCY",
	LEADMAP_APPLE_CONCURRENCY: "LEADMAP_SCRAPER_CONCURRENCY",
	LEADMAP_GOOGLE_POLL_MS: "LEADMAP_SCRAPER_POLL_MS",
	LEADMAP_BING_POLL_MS: "LEADMAP_SCRAPER_POLL_MS",
	LEADMAP_APPLE_POLL_MS: "LEADMAP_SCRAPER_POLL_MS",
	LEADMAP_WEBHOOK_LEASE_MS: "max(60000, 3 × LEADMAP_WEBHOOK_TIMEOUT_MS)",
	LEADMAP_SECRET_KEY: "unset: generated in single-process mode",
	LEADMAP_OPERATOR_KEY: "unset: generated in single-process mode",
	LEADMAP_SMTP_RETRY_DELAY_MS: "15000; 1000 in the sandbox",
};

/** The environment as the validators should see it: a blank text, list or flag is unset; a blank number stays, to be refused. */
export function presentValues(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
	const values: Record<string, string | undefined> = {};
	for (const [name, spec] of Object.entries(VARIABLES)) {
		const raw = env[name];
		values[name] = raw === "" && !BLANK_IS_INVALID.has(spec) ? undefined : raw;
	}
	return values;
}

function shownDefault(name: VariableName): string {
	const computed = COMPUTED_DEFAULTS[name];
	if (computed) return computed;
	const fallback = (VARIABLES[name] as { default?: unknown }).default;
	if (fallback === undefined) return "unset";
	if (typeof fallback === "boolean") return fallback ? "`1`" : "`0`";
	return `\`${String(fallback)}\``;
}

function meaning(name: VariableName): string {
	const spec = VARIABLES[name] as { desc?: string; choices?: readonly unknown[] };
	const choices = spec.choices && name !== "LEADMAP_NATS_TLS" ? `; one of ${spec.choices.map((c) => `\`${String(c)}\``).join(", ")}` : "";
	return `${spec.desc ?? ""}${choices}`.replace(/\|/g, "\\|");
}

/** docs/configuration.md's table, one row per variable, in declaration order. */
export function configurationTable(): string {
	const rows = (Object.keys(VARIABLES) as VariableName[]).map((name) => `| \`${name}\` | ${shownDefault(name)} | ${meaning(name)} |`);
	return ["| variable | default | meaning |", "|---|---|---|", ...rows].join("\n");
}
