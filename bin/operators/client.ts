import { ServiceBroker, type BrokerOptions } from "moleculer";
import { brokerOptions } from "../../moleculer.config";
import { NO_BACKGROUND_WORK } from "../../shared/background-work";
import { loadConfig } from "../../shared/config";
import { loadOperatorKey, withOperatorSigning } from "../../shared/operator-auth";
import type { Runtime } from "../runtime";

/**
 * Where operator commands run. With a transporter (distributed mode) the client joins the
 * bus as a node that serves nothing (no services, not even `$node`) and calls the running
 * services. Without one there is no bus to join: it runs the services the commands need in
 * its own local broker (nobody else can reach them), with no background work. Either way it
 * signs its operator calls with the operator key: LEADMAP_OPERATOR_KEY, required on a bus,
 * else the one a single process keeps in `<LEADMAP_DATA_DIR>/operator.key`.
 */
export interface OperatorClient {
	broker: ServiceBroker;
	distributed: boolean;
	/** waits (bounded) until every service named answers on the bus; a clear error names those that do not */
	ready(services: readonly string[]): Promise<void>;
	stop(): Promise<void>;
}

/** A service the bus does not offer within the wait: the command did nothing. */
export class ServiceUnavailableError extends Error {}

/** What the services a command calls call in turn, when the CLI runs them itself. */
const LOCAL_DEPENDENCIES: Record<string, string[]> = {
	keys: ["billing"],
	// settling a canceled search delivers what was paid for (dataset, leads) and releases its credits (billing)
	searches: ["billing", "dataset", "leads"],
};

function withDependencies(services: readonly string[]): string[] {
	return [...new Set(services.flatMap((s) => [s, ...(LOCAL_DEPENDENCIES[s] ?? [])]))];
}

/** A client node: logs on stderr (stdout carries results only), no metrics port, no tracing. */
function clientBrokerOptions(nodeID: string, extra: Partial<BrokerOptions>): Partial<BrokerOptions> {
	return { nodeID, metrics: { enabled: false }, tracing: { enabled: false }, ...extra };
}

export async function startOperatorClient(localServices: readonly string[], nodeID: string, extra: Partial<BrokerOptions> = {}): Promise<OperatorClient> {
	const config = loadConfig();
	const key = loadOperatorKey(config, "the operator CLI and REPL sign their calls with it");
	if (config.transporter || config.bus) {
		const broker = new ServiceBroker(withOperatorSigning(brokerOptions(clientBrokerOptions(nodeID, { internalServices: false, ...extra }), config), key));
		await withinTime(broker.start(), config.cliWaitMs, `could not join the bus (TRANSPORTER) within ${config.cliWaitMs} ms`);
		return { broker, distributed: true, ready: (services) => waitForServices(broker, services, config.cliWaitMs), stop: () => broker.stop() };
	}
	// Loaded only here: a client on the bus never loads the services' code.
	const { createRuntime } = await import("../runtime");
	const runtime: Runtime = await createRuntime(withDependencies(localServices), clientBrokerOptions(nodeID, extra), {
		serviceSettings: { ...NO_BACKGROUND_WORK },
		operatorKey: key,
	});
	await runtime.broker.start();
	return { broker: runtime.broker, distributed: false, ready: async () => undefined, stop: () => runtime.stop() };
}

async function waitForServices(broker: ServiceBroker, services: readonly string[], timeoutMs: number): Promise<void> {
	try {
		await broker.waitForServices([...services], timeoutMs, 100);
	} catch {
		const available = new Set((broker.registry.getServiceList({ onlyAvailable: true, skipInternal: true }) as { name: string }[]).map((s) => s.name));
		const missing = services.filter((s) => !available.has(s));
		throw new ServiceUnavailableError(
			`no ${missing.join(", ")} service answered on the bus (namespace ${broker.namespace || "none"}) within ${timeoutMs} ms: ` +
				"is Leadmap running with this TRANSPORTER and LEADMAP_NAMESPACE? (LEADMAP_CLI_WAIT_MS sets the wait)",
		);
	}
}

/** The promise, or a ServiceUnavailableError once `ms` have passed. */
async function withinTime<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new ServiceUnavailableError(message)), ms);
	});
	try {
		return await Promise.race([work, late]);
	} finally {
		clearTimeout(timer);
	}
}
