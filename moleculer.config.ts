import type { BrokerOptions } from "moleculer";
import { natsConnectionOptions, productionBusProblem } from "./shared/bus-config";
import { BusSerializer } from "./shared/bus-serializer";
import { batchNatsWrites } from "./shared/nats-batching";
import { ConfigError, reloadConfig, useConfig, type Config } from "./shared/config";
import { toHttpError } from "./shared/errors";
import { LargeAnswersMiddleware } from "./shared/large-answers";
import { OperatorActionsMiddleware } from "./shared/operator-auth";
import { prometheusMetrics, RequestMetricsMiddleware } from "./shared/metrics";
import { loggerOptions } from "./shared/logging";
import { RequestContextMiddleware, withRequestId } from "./shared/request-context";
import { tracingOptions } from "./shared/tracing";
import { TransactionGuardMiddleware } from "./shared/transaction-guard";

/**
 * Broker options for every mode: local transporter by default, NATS (with its credentials and TLS) when TRANSPORTER is set.
 * The environment is parsed here, once per broker, and that configuration is the one its services read.
 * In production (NODE_ENV=production) no process joins a bus without credentials, or with a placeholder password.
 */
export function brokerOptions(overrides: Partial<BrokerOptions> = {}, config: Config = reloadConfig()): BrokerOptions {
	useConfig(config);
	const refusal = config.production ? productionBusProblem(config.transporter, config.bus) : null;
	if (refusal) throw new ConfigError(refusal);
	if (config.bus) batchNatsWrites();
	return {
		namespace: config.namespace,
		nodeID: overrides.nodeID,
		// Moleculer resolves a transporter URL (redis://…) as it does a name; its types list only the names.
		transporter: config.bus
			? { type: "NATS", options: natsConnectionOptions(config.bus) }
			: ((config.transporter as BrokerOptions["transporter"]) ?? undefined),
		logger: loggerOptions(config),
		// JSON, with a stream's bytes as base64 rather than arrays of numbers (./shared/bus-serializer.ts)
		serializer: new BusSerializer(),
		requestTimeout: 30_000,
		retryPolicy: { enabled: false },
		circuitBreaker: { enabled: false },
		registry: { strategy: "RoundRobin", preferLocal: true },
		// How often waitForServices looks at the registry (a local lookup): Moleculer's 1 s made every
		// scraper start, and every test app over the bus, wait a second or two for services long up.
		dependencyInterval: 100,
		// A node tells the others of its services this long after they change (Moleculer's 1 s kept every
		// node unreachable for a second after it started); the services a broker starts together still go in one INFO.
		// (a documented option that Moleculer's types leave out)
		transit: { serviceChangedDebounceTime: 100 } as BrokerOptions["transit"],
		tracking: { enabled: true, shutdownTimeout: 10_000 },
		validator: true,
		// Collected only where they can be read: LEADMAP_METRICS_PORT=0 serves no /metrics.
		metrics: config.metricsEnabled && config.metricsPort !== 0 ? prometheusMetrics() : { enabled: false },
		tracing: tracingOptions(config),
		middlewares: [TransactionGuardMiddleware, LargeAnswersMiddleware, RequestContextMiddleware, RequestMetricsMiddleware, OperatorActionsMiddleware],
		errorHandler(err, info) {
			// Client errors travel to the caller as they are; anything else is logged once here.
			const { action, ctx } = info as { action?: { name?: string }; ctx?: { requestID?: string | null } };
			if (toHttpError(err).status >= 500) withRequestId(ctx?.requestID, () => this.logger.error("unhandled error in", action?.name ?? "?", err));
			throw err;
		},
		...overrides,
	};
}

/** For moleculer-runner, which calls a function it is given: a bad setting then fails at start, not at import. */
export default (): BrokerOptions => brokerOptions();
