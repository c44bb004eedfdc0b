import path from "node:path";
import { parseBusConfig, type BusConfig } from "./bus-config";

export const SERVICE_NAMES = [
	"gateway", "keys", "billing", "idempotency", "searches", "scraper-google", "scraper-bing", "scraper-apple",
	"enrichment", "dataset", "leads", "exports", "webhooks", "simulator",
] as const;

export interface Config {
	port: number;
	dataDir: string;
	sandbox: boolean;
	databaseUrl: string | null;
	redisUrl: string | null;
	redisPrefix: string;
	transporter: string | null;
	/** TRANSPORTER when it is NATS, with its credentials and TLS (LEADMAP_NATS_*) */
	bus: BusConfig | null;
	namespace: string;
	services: string[] | null;
	logLevel: string | false;
	/** LEADMAP_LOG_FORMAT: json (default when NODE_ENV=production) or text */
	logFormat: "json" | "text";
	/** LEADMAP_LOG_PROBES=1 logs health and metrics probes too */
	logProbes: boolean;
	/** LEADMAP_METRICS=0 turns metrics off (on by default) */
	metricsEnabled: boolean;
	/** LEADMAP_METRICS_PORT: /metrics, /live and /ready on every node (0: off) */
	metricsPort: number;
	/** LEADMAP_TRACING_EXPORTER: off (default), console, zipkin, jaeger or event */
	tracingExporter: string;
	/** LEADMAP_TRACING_ENDPOINT: the collector's URL for zipkin and jaeger */
	tracingEndpoint: string | null;
	/** LEADMAP_CLI_WAIT_MS: how long the operator CLI waits for the services a command needs on the bus */
	cliWaitMs: number;
}

function parseList(value: string | undefined): string[] | null {
	if (!value) return null;
	const items = value.split(",").map((s) => s.trim()).filter(Boolean);
	return items.length ? items : null;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
	const raw = env[name];
	if (raw === undefined || raw === "") return fallback;
	const n = Number(raw);
	if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number >= 0, got ${raw}`);
	return n;
}

export function sandboxMode(env: NodeJS.ProcessEnv = process.env): boolean {
	return env.LEADMAP_SANDBOX === "1";
}

/** Read every time: tests and the CLI set the environment before starting a broker. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
	const port = Number(env.PORT ?? 3000);
	if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
	const services = parseList(env.LEADMAP_SERVICES ?? env.SERVICES);
	for (const s of services ?? []) {
		if (!(SERVICE_NAMES as readonly string[]).includes(s)) throw new Error(`LEADMAP_SERVICES names an unknown service: ${s}`);
	}
	return {
		port,
		dataDir: path.resolve(env.LEADMAP_DATA_DIR || ".data"),
		sandbox: sandboxMode(env),
		databaseUrl: env.DATABASE_URL || null,
		redisUrl: env.REDIS_URL || null,
		redisPrefix: env.LEADMAP_REDIS_PREFIX || "leadmap:",
		transporter: env.TRANSPORTER || null,
		bus: parseBusConfig(env),
		namespace: env.LEADMAP_NAMESPACE || "leadmap",
		services,
		logLevel: env.LOG_LEVEL === "none" ? false : env.LOG_LEVEL || "info",
		logFormat: env.LEADMAP_LOG_FORMAT === "json" || (!env.LEADMAP_LOG_FORMAT && env.NODE_ENV === "production") ? "json" : "text",
		logProbes: env.LEADMAP_LOG_PROBES === "1",
		metricsEnabled: env.LEADMAP_METRICS !== "0",
		metricsPort: Number(env.LEADMAP_METRICS_PORT ?? 3030),
		tracingExporter: env.LEADMAP_TRACING_EXPORTER || "off",
		tracingEndpoint: env.LEADMAP_TRACING_ENDPOINT || null,
		cliWaitMs: wholeNumber(env, "LEADMAP_CLI_WAIT_MS", 10_000),
	};
}
