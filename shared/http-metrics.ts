import { family, type Labeller } from "./request-metrics";

/** Latency bounds in seconds of every Leadmap histogram (shared/metrics.ts re-exports them: it imports this file's reporter). */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** One method and route: its answers by status and their times, plain numbers updated in place. */
class RouteStats {
	readonly byStatus = new Map<number, number>();
	readonly buckets = new Array<number>(SECONDS_BUCKETS.length).fill(0);
	count = 0;
	sum = 0;

	constructor(readonly labels: Record<string, string>) {}

	record(status: number, seconds: number): void {
		this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
		this.count++;
		this.sum += seconds;
		for (let i = 0; i < SECONDS_BUCKETS.length; i++) if (seconds <= SECONDS_BUCKETS[i]) this.buckets[i]++;
	}
}

/**
 * The gateway's HTTP requests (`leadmap_http_requests_total{method,route,status}` and the
 * `leadmap_http_request_duration_seconds{method,route}` histogram), kept as plain numbers and
 * written when /metrics is read, as RequestStats keeps the action calls: a labelled Moleculer
 * counter and histogram cost about 5 and 18 µs a request, this about 1 µs.
 */
export class HttpStats {
	private active = false;
	/** by route, then method: the route strings are the router's own, so no key is made per request */
	private readonly routes = new Map<string, Map<string, RouteStats>>();

	/** A node that serves HTTP declares the two families, before its first request. */
	activate(): void {
		this.active = true;
	}

	record(method: string, route: string, status: number, seconds: number): void {
		let byMethod = this.routes.get(route);
		if (!byMethod) this.routes.set(route, (byMethod = new Map()));
		let stats = byMethod.get(method);
		if (!stats) byMethod.set(method, (stats = new RouteStats({ method, route })));
		stats.record(status, seconds);
	}

	lines(label: Labeller): string[] {
		if (!this.active) return [];
		const all = [...this.routes.values()].flatMap((byMethod) => [...byMethod.values()]);
		const requests = all.flatMap((s) => [...s.byStatus].map(([status, n]) => `leadmap_http_requests_total${label(s.labels, { status: String(status) })} ${n}`));
		const durations = all.flatMap((s) => [
			...SECONDS_BUCKETS.map((le, i) => `leadmap_http_request_duration_seconds_bucket${label(s.labels, { le: String(le) })} ${s.buckets[i]}`),
			`leadmap_http_request_duration_seconds_bucket${label(s.labels, { le: "+Inf" })} ${s.count}`,
			`leadmap_http_request_duration_seconds_sum${label(s.labels)} ${s.sum}`,
			`leadmap_http_request_duration_seconds_count${label(s.labels)} ${s.count}`,
		]);
		return [
			...family(
				"leadmap_http_requests_total",
				"counter",
				"HTTP requests the gateway answered, by method, route template (`unmatched`: no route took it) and status (the health probes are not counted)",
				requests,
			),
			...family("leadmap_http_request_duration_seconds", "histogram", "From a request's arrival to its answer sent, by method and route template", durations),
		];
	}
}
