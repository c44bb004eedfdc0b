import { ServiceBroker, type ServiceSchema } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import type { SimulatorSettings } from "../sandbox/simulator.service";
import { SERVICE_SCHEMAS, SIMULATOR, loadSimulatorSchema, schemasFor } from "./services";
import { ConfigError, loadConfig, postgresServicesOf, type Config } from "../shared/config";
import { closeDataSource } from "../shared/db";
import { freePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../shared/embedded-postgres";

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

export interface Runtime {
	broker: ServiceBroker;
	embedded: EmbeddedDatabase | null;
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
		throw new ConfigError(`DATABASE_URL is not set, and ${needing.join(", ")} ${keep} data in PostgreSQL: with TRANSPORTER set `
			+ "(services run apart) every process that runs them must use the same database. Set DATABASE_URL, "
			+ "or run only services without a database here (gateway, exports, enrichment, scraper-*)");
	}
	const chatty = config.logLevel && ["info", "debug", "trace"].includes(config.logLevel);
	return startEmbeddedPostgres(config.dataDir, (line) => chatty && console.error(`[embedded PostgreSQL] ${line}`));
}

/**
 * Builds a process: its configuration (a bad setting throws a ConfigError naming it), the
 * embedded PostgreSQL when its services need one and no DATABASE_URL is given, then a
 * broker with the services named (all by default). Used by start, CLI and REPL.
 * `serviceSettings` is merged into every service's settings (the CLI turns background work off).
 */
export async function createRuntime(
	services: string[] | null, extraBrokerOptions: Record<string, unknown> = {}, serviceSettings: Record<string, unknown> = {},
): Promise<Runtime> {
	let config = loadConfig();
	const embedded = await databaseFor(services, config);
	if (embedded) config = { ...config, databaseUrl: embedded.url };
	// In the sandbox every process that talks to providers or merchant sites (a scraper, enrichment) runs
	// its own simulator: the simulated world is deterministic, so each sees the same one. Never the CLI.
	const reachesOut = (services ?? Object.keys(SERVICE_SCHEMAS)).some((s) => s.startsWith("scraper-") || s === "enrichment");
	const ownSimulator: ServiceSchema | null = config.sandbox && reachesOut ? await loadSimulatorSchema() : null;
	const sandbox = ownSimulator ? await sandboxPeers(config) : null;
	const schemas = await schemasFor(ownSimulator ? (services?.filter((s) => s !== SIMULATOR) ?? null) : services);
	const broker = new ServiceBroker(brokerOptions(extraBrokerOptions, sandbox?.config ?? config));
	for (const schema of schemas) broker.createService({ ...schema, settings: { ...schema.settings, ...serviceSettings } });
	if (ownSimulator && sandbox) broker.createService({ ...ownSimulator, settings: { ...ownSimulator.settings, ...sandbox.simulatorSettings } });
	let stopping: Promise<void> | null = null;
	return {
		broker,
		embedded,
		stop() {
			stopping ??= (async () => {
				await broker.stop().catch(() => undefined);
				await closeDataSource();
				if (embedded?.owned) await embedded.stop();
			})();
			return stopping;
		},
	};
}
