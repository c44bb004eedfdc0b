import type { Context, Middleware, ServiceBroker } from "moleculer";

/** Moleculer's bounds for its request time histogram, in milliseconds (kept, so dashboards for it still work). */
const TIME_BUCKETS_MS = [1, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000];

/** One action, as one caller calls it, local or remote: plain numbers, updated in place. */
class CallStats {
	total = 0;
	active = 0;
	timeSumMs = 0;
	readonly buckets = new Array<number>(TIME_BUCKETS_MS.length).fill(0);
	/** by "errorName|errorCode|errorType" */
	readonly errors = new Map<string, number>();

	constructor(readonly labels: Record<string, string>) {}

	ended(ms: number): void {
		this.active--;
		this.timeSumMs += ms;
		for (let i = 0; i < TIME_BUCKETS_MS.length; i++) if (ms <= TIME_BUCKETS_MS[i]) this.buckets[i]++;
	}
}

/** An action's stats by caller (the calling service; "" for a call from outside any service). */
class ActionStats {
	readonly byCaller = new Map<string, CallStats>();

	constructor(private readonly type: string, private readonly service: string, private readonly action: string) {}

	of(caller: string | null): CallStats {
		let stats = this.byCaller.get(caller ?? "");
		if (!stats) this.byCaller.set(caller ?? "", (stats = new CallStats({ service: this.service, action: this.action, type: this.type, caller: caller ?? "null" })));
		return stats;
	}
}

type Labeller = (labels: Record<string, string>, extra?: Record<string, string>) => string;

/**
 * Moleculer's request metrics (moleculer_request_total, _active, _error_total and the
 * _time histogram, same names and labels), kept as plain counters per action and caller
 * and written out only when /metrics is read. Moleculer's own middleware hashes the labels
 * of five metrics on every call: about 3 µs a call, over 10% of an authenticated
 * `GET /v1/usage` (bench/gateway.bench.ts measures metrics on against off).
 */
export class RequestStats {
	private readonly actions = new Map<string, ActionStats>();

	/** When Moleculer wraps a handler: a remote action is wrapped again for each node that offers it, and counted as one. */
	action(type: "local" | "remote", service: string, action: string): ActionStats {
		const key = `${type} ${action}`;
		let stats = this.actions.get(key);
		if (!stats) this.actions.set(key, (stats = new ActionStats(type, service, action)));
		return stats;
	}

	lines(label: Labeller): string[] {
		const all = [...this.actions.values()].flatMap((a) => [...a.byCaller.values()]);
		if (!all.length) return [];
		const family = (name: string, type: string, help: string, samples: string[]) => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples, ""];
		const time = all.flatMap((s) => [
			...TIME_BUCKETS_MS.map((le, i) => `moleculer_request_time_bucket${label(s.labels, { le: String(le) })} ${s.buckets[i]}`),
			`moleculer_request_time_bucket${label(s.labels, { le: "+Inf" })} ${s.total - s.active}`,
			`moleculer_request_time_sum${label(s.labels)} ${s.timeSumMs}`,
			`moleculer_request_time_count${label(s.labels)} ${s.total - s.active}`,
		]);
		const errors = all.flatMap((s) => [...s.errors].map(([key, n]) => {
			const [errorName, errorCode, errorType] = key.split("|");
			return `moleculer_request_error_total${label(s.labels, { errorName, errorCode, errorType })} ${n}`;
		}));
		return [
			...family("moleculer_request_total", "counter", "Number of requests", all.map((s) => `moleculer_request_total${label(s.labels)} ${s.total}`)),
			...family("moleculer_request_active", "gauge", "Number of active requests", all.map((s) => `moleculer_request_active${label(s.labels)} ${s.active}`)),
			...(errors.length ? family("moleculer_request_error_total", "counter", "Number of request errors", errors) : []),
			...family("moleculer_request_time", "histogram", "Request times in milliseconds", time),
		];
	}
}

function wrap(stats: RequestStats, type: "local" | "remote", next: (ctx: Context) => Promise<unknown>, action: { name: string; service?: { fullName?: string } }) {
	const callers = stats.action(type, action.service?.fullName ?? action.name.slice(0, action.name.lastIndexOf(".")), action.name);
	return function requestMetrics(ctx: Context): Promise<unknown> {
		const s = callers.of(ctx.caller);
		s.total++;
		s.active++;
		const startedAt = performance.now();
		return next(ctx).then((result) => {
			s.ended(performance.now() - startedAt);
			return result;
		}, (err: { name?: string; code?: unknown; type?: unknown } | undefined) => {
			s.ended(performance.now() - startedAt);
			const key = `${err?.name ?? ""}|${err?.code ?? ""}|${err?.type ?? ""}`;
			s.errors.set(key, (s.errors.get(key) ?? 0) + 1);
			throw err;
		});
	};
}

interface HookTable {
	list: Middleware[];
	registeredHooks: Record<string, unknown[]>;
}

/** Each broker's stats, set when its metrics are reported by a reporter that reads them. */
const STATS_OF = new WeakMap<ServiceBroker, RequestStats>();

type ActionHook = (this: ServiceBroker, next: (ctx: Context) => Promise<unknown>, action: { name: string }) => unknown;

/**
 * Counts every action call into the stats of the broker's Prometheus reporter and unhooks
 * Moleculer's own metrics middleware from actions (it still counts events). Moleculer 0.14
 * has no option for that, so its hook is taken out of the broker's middleware table by
 * reference. Without metrics (or without that reporter) it does nothing.
 */
export function requestMetricsMiddleware(statsOf: (broker: ServiceBroker) => RequestStats | null): Middleware {
	const hook = (type: "local" | "remote"): ActionHook => function (next, action) {
		const stats = STATS_OF.get(this);
		return stats ? wrap(stats, type, next, action) : next;
	};
	return {
		name: "LeanRequestMetrics",
		created(broker: ServiceBroker) {
			const stats = broker.isMetricsEnabled() ? statsOf(broker) : null;
			if (!stats) return;
			STATS_OF.set(broker, stats);
			const table = broker.middlewares as unknown as HookTable;
			const moleculers = table.list.find((mw) => (mw as { name?: string }).name === "Metrics") as Record<string, unknown> | undefined;
			for (const name of ["localAction", "remoteAction"]) {
				table.registeredHooks[name] = (table.registeredHooks[name] ?? []).filter((fn) => fn !== moleculers?.[name]);
			}
		},
		localAction: hook("local"),
		remoteAction: hook("remote"),
	} as unknown as Middleware;
}
