import type { ServiceBroker } from "moleculer";
import { poolStats } from "./db";
import { onScrape, registerMetrics, type MetricDefinition } from "./metrics";

/** What every serving node reports of itself, read when /metrics is scraped: its database pool and its link to the bus. */
export const NODE_METRICS = [
	{
		name: "leadmap_db_pool_max",
		type: "gauge",
		labelNames: [],
		description: "Connections this process's PostgreSQL pool may open (LEADMAP_DB_POOL); no sample while the process has not used the database",
	},
	{
		name: "leadmap_db_pool_connections",
		type: "gauge",
		labelNames: ["state"],
		description: "The pool's open connections: `busy` (lent to a query or transaction) and `idle`",
	},
	{
		name: "leadmap_db_pool_waiting",
		type: "gauge",
		labelNames: [],
		description: "Callers queued for a pool connection (none free and the pool at its max): above 0 for long, the pool is saturated",
	},
	{
		name: "leadmap_bus_connected",
		type: "gauge",
		labelNames: [],
		description: "1 while this node's transporter (NATS) connection is up, 0 while it is down or reconnecting; no sample in a process without a transporter",
	},
] as const satisfies readonly MetricDefinition[];

/** The NATS connection under Moleculer's transporter, as far as it tells (nats.js keeps `protocol.connected` per socket). */
interface TransitLike {
	connected?: boolean;
	tx?: { connected?: boolean; client?: { protocol?: { connected?: boolean }; isClosed?: () => boolean } };
}

function busConnected(transit: TransitLike): boolean {
	const { tx } = transit;
	if (!transit.connected || !tx?.connected) return false;
	if (tx.client?.isClosed?.()) return false;
	return tx.client?.protocol?.connected !== false;
}

/** Registers the node's gauges and reads them at each scrape; the function given back stops reading them. */
export function watchNode(broker: ServiceBroker): () => void {
	if (!broker.isMetricsEnabled()) return () => undefined;
	registerMetrics(broker, NODE_METRICS);
	return onScrape(broker, () => {
		const pool = poolStats();
		if (pool) {
			broker.metrics.set("leadmap_db_pool_max", pool.max);
			broker.metrics.set("leadmap_db_pool_connections", pool.total - pool.idle, { state: "busy" });
			broker.metrics.set("leadmap_db_pool_connections", pool.idle, { state: "idle" });
			broker.metrics.set("leadmap_db_pool_waiting", pool.waiting);
		}
		const transit = (broker as unknown as { transit?: TransitLike }).transit;
		if (transit) broker.metrics.set("leadmap_bus_connected", busConnected(transit) ? 1 : 0);
	});
}
