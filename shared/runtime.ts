import { ServiceBroker } from "moleculer";
import { brokerOptions } from "../moleculer.config";
import { schemasFor } from "../services";
import { loadConfig } from "./config";
import { closeDataSource } from "./db";
import { startEmbeddedPostgres, type EmbeddedDatabase } from "./embedded-postgres";

export interface Runtime {
	broker: ServiceBroker;
	embedded: EmbeddedDatabase | null;
	stop(): Promise<void>;
}

/**
 * Builds a process: the embedded PostgreSQL when no DATABASE_URL is given, then a
 * broker with the services named (all by default). Used by start, CLI and REPL.
 */
export async function createRuntime(services: string[] | null, extraBrokerOptions: Record<string, unknown> = {}): Promise<Runtime> {
	const config = loadConfig();
	let embedded: EmbeddedDatabase | null = null;
	if (!config.databaseUrl) {
		embedded = await startEmbeddedPostgres(config.dataDir);
		process.env.DATABASE_URL = embedded.url;
	}
	const broker = new ServiceBroker(brokerOptions(extraBrokerOptions));
	for (const schema of schemasFor(services)) broker.createService(schema);
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
