import { MetricReporters, type MetricRegistry } from "moleculer";
import { HttpStats } from "./http-metrics";
import { RequestStats, TransitStats } from "./request-metrics";

interface MetricItem {
	labels?: Record<string, unknown>;
	value?: unknown;
	count?: number;
	sum?: number;
	buckets?: Record<string, number>;
	quantiles?: Record<string, number>;
}

interface RegisteredMetric {
	name: string;
	type: string;
	description?: string;
	unit?: string;
	snapshot(): MetricItem[];
}

/**
 * Moleculer's Prometheus reporter without its own HTTP server: the node's one probe
 * server (shared/metrics-server.ts) answers `/metrics` with `text()`, beside `/live` and
 * `/ready`, on one port. Histograms are written as Prometheus defines them: Moleculer's
 * own writer leaves `_sum` and `_count` out of a histogram that has buckets only.
 */
export class PrometheusTextReporter extends MetricReporters.Prometheus {
	declare registry: MetricRegistry;
	declare defaultLabels: Record<string, string>;
	/** the broker's action calls, counted by RequestMetricsMiddleware */
	readonly requests = new RequestStats();
	/** the broker's packets over the bus, counted by RequestMetricsMiddleware */
	readonly transit = new TransitStats();
	/** the gateway's HTTP requests (services/gateway/metrics.ts) */
	readonly http = new HttpStats();

	override init(registry: MetricRegistry): void {
		MetricReporters.Base.prototype.init.call(this, registry);
		this.defaultLabels = { namespace: registry.broker.namespace, nodeID: registry.broker.nodeID };
	}

	override stop(): Promise<void> {
		return Promise.resolve();
	}

	/** The exposition text of every metric of the broker. */
	text(): string {
		const lines: string[] = [];
		const store = (this.registry as unknown as { store: Map<string, RegisteredMetric> }).store;
		for (const metric of store.values()) {
			// Date metrics carry a label per value: a new series every second.
			if (!this.matchMetricName(metric.name) || metric.name.startsWith("os.datetime")) continue;
			const items = metric.snapshot();
			// Leadmap's own metrics are declared before their first sample (a counter of errors that never happened
			// yet still names itself): Moleculer's are written only once they have one, as Moleculer does.
			if (!items.length && !metric.name.startsWith("leadmap_")) continue;
			const name = this.formatMetricName(metric.name).replace(/[.-]/g, "_");
			const type = metric.type === "info" ? "gauge" : metric.type;
			lines.push(`# HELP ${name} ${metric.description ?? metric.name + (metric.unit ? ` (${metric.unit})` : "")}`, `# TYPE ${name} ${type}`);
			for (const item of items) lines.push(...this.sampleLines(metric.type, name, item));
			lines.push("");
		}
		lines.push(...this.requests.lines((own, extra) => this.labels(own, extra)));
		lines.push(...this.transit.lines((own, extra) => this.labels(own, extra)));
		lines.push(...this.http.lines((own, extra) => this.labels(own, extra)));
		return lines.join("\n");
	}

	private sampleLines(type: string, name: string, item: MetricItem): string[] {
		const labels = (extra?: Record<string, unknown>) => this.labels(item.labels, extra);
		if (type === "info") return [`${name}${labels({ value: item.value })} 1`];
		if (type !== "histogram") return [`${name}${labels()} ${value(item.value)}`];
		const lines: string[] = [];
		if (item.buckets) {
			for (const [le, n] of Object.entries(item.buckets)) lines.push(`${name}_bucket${labels({ le })} ${value(n)}`);
			lines.push(`${name}_bucket${labels({ le: "+Inf" })} ${value(item.count)}`);
		}
		for (const [quantile, v] of Object.entries(item.quantiles ?? {})) lines.push(`${name}${labels({ quantile })} ${value(v)}`);
		lines.push(`${name}_sum${labels()} ${value(item.sum)}`, `${name}_count${labels()} ${value(item.count)}`);
		return lines;
	}

	private labels(own: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): string {
		const all = { ...this.defaultLabels, ...own, ...extra };
		const pairs = Object.entries(all).map(
			([k, v]) => `${this.formatLabelName(k)}="${typeof v === "string" ? v.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n") : v}"`,
		);
		return pairs.length ? `{${pairs.join(",")}}` : "";
	}
}

function value(v: unknown): string {
	return v == null ? "NaN" : String(v);
}
