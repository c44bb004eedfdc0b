import { ServiceBroker, type ServiceSchema } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import type { SimulatorSettings } from "../sandbox/simulator.service";
import { SERVICE_SCHEMAS, SIMULATOR, loadSimulatorSchema, postgresServicesOf, schemasFor } from "./services";
import { ConfigError, currentConfig, loadConfig, type Config } from "../shared/config";
import { closeDatabase, query } from "../shared/db";
import type Redis from "ioredis";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";
import { startMetricsServer, type MetricsServer, type ReadinessCheck } from "../shared/metrics-server";
import { watchNode } from "../shared/node-metrics";
import { withOperatorSigning } from "../shared/operator-auth";
import { call } from "../shared/bus";

export const SANDBOX_SITES_ZONE = "sites.leadmap.test";

interface SandboxPeers {
	config: Config;
	simulatorSettings: SimulatorSettings;
}

/**
 * Sandbox: the provider simulator in-process, every provider pointed at it, and its
 * merchant websites with their DNS and SMTP peers for enrichment. The simulated DNS
 * knows only its own zone, so in the sandbox webhooks need literal addresses
 * (https://127.0.0.1:…): sandbox mode opens loopback (shared/net/ip-policy.ts), never private ranges.
 * Merchant websites carry the simulator's port in their URL: processes that run apart (a scraper
 * here, enrichment there, each with its own simulator) must share LEADMAP_SIMULATOR_PORT.
 */
async function sandboxPeers(config: Config): Promise<SandboxPeers> {
	const port = config.simulator.port || (await freePort());
	const [dnsPort, smtpPort] = [await freePort(), await freePort()];
	const base = `http://127.0.0.1:${port}`;
	const dnsServers = [`127.0.0.1:${dnsPort}`];
	return {
		config: {
			...config,
			google: { ...config.google, url: `${base}/search`, placesUrl: base },
			bing: { url: base },
			apple: { url: base, jwt: config.apple.jwt ?? "sandbox" },
			dnsServers,
			enrichment: { ...config.enrichment, dnsServers, smtpPort },
		},
		simulatorSettings: { port, host: "127.0.0.1", merchantSites: { zone: SANDBOX_SITES_ZONE, dnsPort, smtpPort } },
	};
}

/**
 * Starts a node's /metrics, /live and /ready server, with readiness checks for what the
 * node's services use: PostgreSQL for the stateful ones; Redis for a gateway given one, which
 * serves without it (reported as degraded, not as not ready).
 */
export async function startNodeMetricsServer(
	broker: ServiceBroker,
	services: string[] | null,
	port: number,
	config: Config = currentConfig(),
): Promise<MetricsServer> {
	const names = services ?? Object.keys(SERVICE_SCHEMAS);
	const checks: ReadinessCheck[] = [];
	if (postgresServicesOf(names).length) checks.push({ name: "postgres", check: () => query("SELECT 1") });
	let redis: Redis | null = null;
	if (names.includes("gateway") && config.redisUrl) {
		redis = new (require("ioredis") as typeof Redis)(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
		redis.on("error", () => undefined); // the readiness check reports it
		// Without Redis a gateway limits rates per process (services/gateway/rate-limit.ts): a Redis
		// blip must not take every gateway out of its load balancer at once.
		checks.push({ name: "redis", check: () => redis!.ping(), degradesOnly: true });
	}
	const unwatch = watchNode(broker);
	// A provider whose layout changed (docs/provider-drift.md) is named where searches or scrapers run;
	// the node stays ready: a readiness probe must not take every scraper pod out at once.
	const drift = names.some((s) => s === "searches" || s.startsWith("scraper-")) ? () => driftingProviders(broker) : undefined;
	const server = await startMetricsServer(broker, { port, checks, logProbes: config.logProbes, degradations: drift });
	return {
		port: server.port,
		async close() {
			unwatch();
			await server.close();
			redis?.disconnect();
		},
	};
}

/** `provider:<name>` → why, for each provider drifting now (searches.driftingProviders). */
async function driftingProviders(broker: ServiceBroker): Promise<Record<string, string>> {
	const drifting = await call(broker, "searches.driftingProviders", undefined);
	return Object.fromEntries(drifting.map((d) => [`provider:${d.provider}`, d.summary]));
}

export interface RuntimeOptions {
	/** open /metrics, /live and /ready on LEADMAP_METRICS_PORT (a serving node) */
	serveProbes?: boolean;
	/** merged into every service's settings (the CLI turns background work off) */
	serviceSettings?: Record<string, unknown>;
	/** the broker signs its own calls of operator actions with this key (an operator console: the CLI, the REPL) */
	operatorKey?: Buffer;
}

export interface Runtime {
	broker: ServiceBroker;
	embedded: EmbeddedDatabase | null;
	/** /metrics, /live and /ready of this process (null when LEADMAP_METRICS_PORT=0) */
	metricsServer: MetricsServer | null;
	stop(): Promise<void>;
}

/**
 * PostgreSQL for the services that need it: DATABASE_URL, else (services in one process)
 * an embedded server in LEADMAP_DATA_DIR. A process that runs none of them never starts one.
 */
async function databaseFor(services: string[] | null, config: Config): Promise<EmbeddedDatabase | null> {
	const needing = postgresServicesOf(services);
	if (config.databaseUrl || needing.length === 0) return null;
	if (config.transporter) {
		const keep = needing.length === 1 ? "keeps its" : "keep their";
		throw new ConfigError(
			`DATABASE_URL is not set, and ${needing.join(", ")} ${keep} data in PostgreSQL: with TRANSPORTER set ` +
				"(services run apart) every process that runs them must use the same database. Set DATABASE_URL, " +
				"or run only services without a database here (gateway, exports, enrichment, scraper-*)",
		);
	}
	const chatty = config.logLevel && ["info", "debug", "trace"].includes(config.logLevel);
	return startEmbeddedPostgres(config.dataDir, (line) => chatty && console.error(`[embedded PostgreSQL] ${line}`));
}

/**
 * Builds a process: its configuration (a bad setting throws a ConfigError naming it), the
 * embedded PostgreSQL when its services need one and no DATABASE_URL is given, then a
 * broker with the services named (all by default). Used by start, CLI and REPL.
 * `serviceSettings` is merged into every service's settings (the CLI turns background work off).
 * Only a serving node (`serveProbes`, bin/start.ts) opens the metrics port, so a CLI or REPL
 * beside it does not take that port.
 */
export async function createRuntime(
	services: string[] | null,
	extraBrokerOptions: Record<string, unknown> = {},
	options: RuntimeOptions = {},
): Promise<Runtime> {
	const { serveProbes = false, serviceSettings = {}, operatorKey } = options;
	let config = loadConfig();
	const embedded = await databaseFor(services, config);
	if (embedded) config = { ...config, databaseUrl: embedded.url };
	// In the sandbox every process that talks to providers or merchant sites (a scraper, enrichment) runs
	// its own simulator: the simulated world is deterministic, so each sees the same one. Never the CLI.
	const reachesOut = (services ?? Object.keys(SERVICE_SCHEMAS)).some((s) => s.startsWith("scraper-") || s === "enrichment");
	const ownSimulator: ServiceSchema | null = config.sandbox && reachesOut ? await loadSimulatorSchema() : null;
	const sandbox = ownSimulator ? await sandboxPeers(config) : null;
	const schemas = await schemasFor(ownSimulator ? (services?.filter((s) => s !== SIMULATOR) ?? null) : services);
	const ofBroker = brokerOptions(extraBrokerOptions, sandbox?.config ?? config);
	const broker = new ServiceBroker(operatorKey ? withOperatorSigning(ofBroker, operatorKey) : ofBroker);
	for (const schema of schemas) broker.createService({ ...schema, settings: { ...schema.settings, ...serviceSettings } });
	if (ownSimulator && sandbox) broker.createService({ ...ownSimulator, settings: { ...ownSimulator.settings, ...sandbox.simulatorSettings } });
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
				await closeDatabase();
				if (embedded?.owned) await embedded.stop();
			})();
			return stopping;
		},
	};
}
