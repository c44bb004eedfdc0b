import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { SERVICE_SCHEMAS, schemasFor } from "./services";
import Redis from "ioredis";
import { loadConfig, type Config } from "../shared/config";
import { closeDataSource, query } from "../shared/db";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../shared/embedded-postgres";
import { startMetricsServer, type MetricsServer, type ReadinessCheck } from "../shared/metrics-server";

export const SANDBOX_SITES_ZONE = "sites.leadmap.test";

/**
 * Sandbox: the provider simulator in-process, every provider pointed at it, and its
 * merchant websites with their DNS and SMTP peers for enrichment. The simulated DNS
 * knows only its own zone, so in the sandbox webhooks need literal addresses
 * (https://127.0.0.1:…): sandbox mode opens loopback (shared/net/ip-policy.ts), never private ranges.
 */
async function addSimulator(broker: ServiceBroker): Promise<void> {
	const port = Number(process.env.LEADMAP_SIMULATOR_PORT) || (await freePort());
	const [dnsPort, smtpPort] = [await freePort(), await freePort()];
	const base = `http://127.0.0.1:${port}`;
	Object.assign(process.env, {
		LEADMAP_GOOGLE_URL: `${base}/search`,
		LEADMAP_GOOGLE_PLACES_URL: base,
		LEADMAP_BING_URL: base,
		LEADMAP_APPLE_URL: base,
		LEADMAP_DNS_SERVERS: `127.0.0.1:${dnsPort}`,
		LEADMAP_SMTP_PORT: String(smtpPort),
	});
	process.env.APPLE_MAPS_JWT ??= "sandbox";
	// The simulated mail servers greylist for a moment only: no need to wait as long as for real ones.
	process.env.LEADMAP_SMTP_RETRY_DELAY_MS ??= "1000";
	const schema = SERVICE_SCHEMAS.simulator;
	broker.createService({
		...schema,
		settings: { ...schema.settings, port, host: "127.0.0.1", merchantSites: { zone: SANDBOX_SITES_ZONE, dnsPort, smtpPort } },
	});
}

/** The services that keep their state in PostgreSQL: a node running one is not ready without it. */
const POSTGRES_SERVICES = new Set(["keys", "billing", "idempotency", "searches", "dataset", "leads", "webhooks"]);

/**
 * Starts a node's /metrics, /live and /ready server, with readiness checks for what the
 * node's services use: PostgreSQL for the stateful ones, Redis for a gateway given one.
 */
export async function startNodeMetricsServer(broker: ServiceBroker, services: string[] | null, port: number, config: Config = loadConfig()): Promise<MetricsServer> {
	const names = services ?? Object.keys(SERVICE_SCHEMAS);
	const checks: ReadinessCheck[] = [];
	if (names.some((s) => POSTGRES_SERVICES.has(s))) checks.push({ name: "postgres", check: () => query("SELECT 1") });
	let redis: Redis | null = null;
	if (names.includes("gateway") && config.redisUrl) {
		redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
		redis.on("error", () => undefined); // the readiness check reports it
		checks.push({ name: "redis", check: () => redis!.ping() });
	}
	const server = await startMetricsServer(broker, { port, checks, logProbes: config.logProbes });
	return {
		port: server.port,
		async close() {
			await server.close();
			redis?.disconnect();
		},
	};
}

export interface Runtime {
	broker: ServiceBroker;
	embedded: EmbeddedDatabase | null;
	/** /metrics, /live and /ready of this process (null when LEADMAP_METRICS_PORT=0) */
	metricsServer: MetricsServer | null;
	stop(): Promise<void>;
}

/**
 * Builds a process: the embedded PostgreSQL when no DATABASE_URL is given, then a
 * broker with the services named (all by default). Used by start, CLI and REPL; only a
 * serving node (`serveProbes`, bin/start.ts) opens the metrics port, so a CLI or REPL
 * beside it does not take that port.
 */
export async function createRuntime(
	services: string[] | null, extraBrokerOptions: Record<string, unknown> = {}, { serveProbes = false }: { serveProbes?: boolean } = {},
): Promise<Runtime> {
	const config = loadConfig();
	let embedded: EmbeddedDatabase | null = null;
	if (!config.databaseUrl) {
		const chatty = config.logLevel && ["info", "debug", "trace"].includes(config.logLevel);
		embedded = await startEmbeddedPostgres(config.dataDir, (line) => chatty && console.error(`[embedded PostgreSQL] ${line}`));
		process.env.DATABASE_URL = embedded.url;
	}
	const broker = new ServiceBroker(brokerOptions(extraBrokerOptions));
	for (const schema of schemasFor(services)) broker.createService(schema);
	// The simulator goes with the processes that run scrapers, never with the CLI.
	const runsScrapers = (services ?? Object.keys(SERVICE_SCHEMAS)).some((s) => s.startsWith("scraper-"));
	if (config.sandbox && runsScrapers) await addSimulator(broker);
	const metricsServer = serveProbes && config.metricsPort ? await startNodeMetricsServer(broker, services, config.metricsPort, config) : null;
	let stopping: Promise<void> | null = null;
	return {
		broker,
		embedded,
		metricsServer,
		stop() {
			stopping ??= (async () => {
				await broker.stop().catch(() => undefined);
				await metricsServer?.close();
				await closeDataSource();
				if (embedded?.owned) await embedded.stop();
			})();
			return stopping;
		},
	};
}
