import type { BrokerOptions, ServiceBroker } from "moleculer";
import type { HttpStats } from "./http-metrics";
import { PrometheusTextReporter } from "./prometheus-reporter";
import { requestMetricsMiddleware } from "./request-metrics";

/** One domain metric, as a service's metrics file declares it (the names are prefixed `leadmap_`). */
export interface MetricDefinition {
	name: `leadmap_${string}`;
	type: "counter" | "gauge" | "histogram";
	description: string;
	labelNames: readonly string[];
	/** histograms: the upper bounds of their buckets */
	buckets?: readonly number[];
}

/** Latency buckets in seconds, from a fast local call to a slow provider page. */
export { SECONDS_BUCKETS } from "./http-metrics";

/**
 * Registers a service's metrics on its broker. Several services of one broker may declare
 * the same metric (the three scrapers share theirs): registering it again would replace
 * it and lose its counts, so a metric already there is kept.
 */
export function registerMetrics(broker: ServiceBroker, definitions: readonly MetricDefinition[]): void {
	if (!broker.isMetricsEnabled()) return;
	for (const d of definitions) {
		if (!broker.metrics.getMetric(d.name)) registerMetric(broker, d);
	}
}

/** Moleculer's `register` is overloaded by metric type: each type is passed as its own literal. */
function registerMetric(broker: ServiceBroker, d: MetricDefinition): void {
	const common = { name: d.name, description: d.description, labelNames: [...d.labelNames] };
	if (d.type === "histogram") {
		broker.metrics.register({ ...common, type: "histogram", ...(d.buckets ? { buckets: [...d.buckets], quantiles: false } : {}) });
	} else if (d.type === "counter") {
		broker.metrics.register({ ...common, type: "counter" });
	} else {
		broker.metrics.register({ ...common, type: "gauge" });
	}
}

/** Seconds since `startedAt` (a `performance.now()` reading), for a histogram in seconds. */
export function secondsSince(startedAt: number): number {
	return (performance.now() - startedAt) / 1000;
}

/** Sets gauges just before `/metrics` is written: what the gauges read when they are scraped, not seconds before. */
export type ScrapeCollector = () => Promise<void> | void;

const collectors = new WeakMap<ServiceBroker, Set<ScrapeCollector>>();

/** A collector run before every scrape of this broker's `/metrics`; the function given back removes it. */
export function onScrape(broker: ServiceBroker, collector: ScrapeCollector): () => void {
	if (!broker.isMetricsEnabled()) return () => undefined;
	let set = collectors.get(broker);
	if (!set) collectors.set(broker, (set = new Set()));
	set.add(collector);
	return () => set.delete(collector);
}

/**
 * Runs the broker's scrape collectors together, each given `timeoutMs`: one that fails or is slow
 * (PostgreSQL down) leaves its gauges as they were and is logged; the scrape is still answered.
 */
export async function collectForScrape(broker: ServiceBroker, timeoutMs: number): Promise<void> {
	const set = collectors.get(broker);
	if (!set?.size) return;
	const logger = broker.getLogger("metrics");
	await Promise.all(
		[...set].map(async (collector) => {
			let timer: NodeJS.Timeout | undefined;
			const deadline = new Promise<void>((_, reject) => {
				timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
			});
			try {
				await Promise.race([Promise.resolve().then(collector), deadline]);
			} catch (err) {
				logger.warn("a gauge was not read for this scrape:", (err as Error)?.message ?? err);
			} finally {
				clearTimeout(timer);
			}
		}),
	);
}

/** Broker options that turn Moleculer's metrics on, reported in Prometheus's text format. */
export function prometheusMetrics(): NonNullable<BrokerOptions["metrics"]> {
	return {
		enabled: true,
		// A reporter instance, resolved as is by Moleculer; the cast is for its typings, which take names and options only.
		reporter: [new PrometheusTextReporter({}) as unknown as "Prometheus"],
	};
}

function reporterOf(broker: ServiceBroker): PrometheusTextReporter | null {
	if (!broker.isMetricsEnabled()) return null;
	const reporters = (broker.metrics as unknown as { reporter?: unknown[] }).reporter ?? [];
	return reporters.find((r): r is PrometheusTextReporter => r instanceof PrometheusTextReporter) ?? null;
}

/** Where a node that serves HTTP counts its requests (shared/http-metrics.ts); null when its metrics are off. */
export function httpStatsOf(broker: ServiceBroker): HttpStats | null {
	return reporterOf(broker)?.http ?? null;
}

/** The broker's Prometheus text, or null when its metrics are off. */
export function prometheusText(broker: ServiceBroker): string | null {
	return reporterOf(broker)?.text() ?? null;
}

/** Moleculer's request metrics at a fraction of their cost (shared/request-metrics.ts); in every broker's middlewares. */
export const RequestMetricsMiddleware = requestMetricsMiddleware((broker) => reporterOf(broker));
