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

	/** A call begins: what `ended` takes when it ends. */
	started(): number {
		this.total++;
		this.active++;
		return performance.now();
	}

	ended(startedAt: number): void {
		const ms = performance.now() - startedAt;
		this.active--;
		this.timeSumMs += ms;
		for (let i = 0; i < TIME_BUCKETS_MS.length; i++) if (ms <= TIME_BUCKETS_MS[i]) this.buckets[i]++;
	}

	failed(startedAt: number, err: { name?: string; code?: unknown; type?: unknown } | undefined): void {
		this.ended(startedAt);
		const key = `${err?.name ?? ""}|${err?.code ?? ""}|${err?.type ?? ""}`;
		this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
	}
}

/** One action's calls by one caller, as the middleware counts them. */
export type CallCounts = Pick<CallStats, "started" | "ended" | "failed">;

/** An action's stats by caller (the calling service; "" for a call from outside any service). */
class ActionStats {
	readonly byCaller = new Map<string, CallStats>();

	constructor(
		private readonly type: string,
		private readonly service: string,
		private readonly action: string,
	) {}

	of(caller: string | null): CallStats {
		let stats = this.byCaller.get(caller ?? "");
		if (!stats)
			this.byCaller.set(caller ?? "", (stats = new CallStats({ service: this.service, action: this.action, type: this.type, caller: caller ?? "null" })));
		return stats;
	}
}

/** Writes a sample's labels (with the node's own) as Prometheus text. */
export type Labeller = (labels: Record<string, string>, extra?: Record<string, string>) => string;

/** One metric family in Prometheus text: its HELP and TYPE lines, then its samples. */
export const family = (name: string, type: string, help: string, samples: string[]) => [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, ...samples, ""];

/** What the gauges read: the broker's transit, once it has one. */
interface TransitState {
	pendingRequests: Map<unknown, unknown>;
	pendingReqStreams: Map<unknown, unknown>;
	pendingResStreams: Map<unknown, unknown>;
}

/**
 * Moleculer's transit and transporter metrics (moleculer_transit_publish_total,
 * _receive_total, _requests_active, _streams_send_active, moleculer_transporter_packets_*),
 * same names and labels, as plain counters. Moleculer's own middleware updates eight
 * labelled metrics (with rates) for each request that crosses the bus; without it an
 * authenticated `GET /v1/usage` in services mode (bench/gateway.bench.ts) costs the gateway
 * about 35 µs less CPU (~180 -> ~145) and the keys/billing node about 33 µs less (~60 -> ~27),
 * far more than a profile's self time in its functions shows. Its two gauges are read when
 * /metrics is (Moleculer added the current count to them on every packet).
 */
export class TransitStats {
	/** by packet type */
	readonly published = new Map<string, number>();
	/** by packet type */
	readonly received = new Map<string, number>();
	packetsSent = 0;
	bytesSent = 0;
	packetsReceived = 0;
	bytesReceived = 0;
	transit: TransitState | null = null;

	lines(label: Labeller): string[] {
		if (!this.transit) return [];
		const { pendingRequests, pendingReqStreams, pendingResStreams } = this.transit;
		const byType = (name: string, counts: Map<string, number>) => [...counts].map(([type, n]) => `${name}${label({ type })} ${n}`);
		const one = (name: string, type: string, help: string, value: number) => family(name, type, help, [`${name}${label({})} ${value}`]);
		const byTypes = (name: string, help: string, counts: Map<string, number>) => (counts.size ? family(name, "counter", help, byType(name, counts)) : []);
		return [
			...byTypes("moleculer_transit_publish_total", "Number of published packets", this.published),
			...byTypes("moleculer_transit_receive_total", "Number of received packets", this.received),
			...one("moleculer_transit_requests_active", "gauge", "Number of active requests", pendingRequests.size),
			...one("moleculer_transit_streams_send_active", "gauge", "Number of active sent streams", pendingReqStreams.size + pendingResStreams.size),
			...one("moleculer_transporter_packets_sent_total", "counter", "Number of sent packets", this.packetsSent),
			...one("moleculer_transporter_packets_sent_bytes", "counter", "Number of sent bytes", this.bytesSent),
			...one("moleculer_transporter_packets_received_total", "counter", "Number of received packets", this.packetsReceived),
			...one("moleculer_transporter_packets_received_bytes", "counter", "Number of received bytes", this.bytesReceived),
		];
	}
}

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
		const time = all.flatMap((s) => [
			...TIME_BUCKETS_MS.map((le, i) => `moleculer_request_time_bucket${label(s.labels, { le: String(le) })} ${s.buckets[i]}`),
			`moleculer_request_time_bucket${label(s.labels, { le: "+Inf" })} ${s.total - s.active}`,
			`moleculer_request_time_sum${label(s.labels)} ${s.timeSumMs}`,
			`moleculer_request_time_count${label(s.labels)} ${s.total - s.active}`,
		]);
		const errors = all.flatMap((s) =>
			[...s.errors].map(([key, n]) => {
				const [errorName, errorCode, errorType] = key.split("|");
				return `moleculer_request_error_total${label(s.labels, { errorName, errorCode, errorType })} ${n}`;
			}),
		);
		return [
			...family(
				"moleculer_request_total",
				"counter",
				"Number of requests",
				all.map((s) => `moleculer_request_total${label(s.labels)} ${s.total}`),
			),
			...family(
				"moleculer_request_active",
				"gauge",
				"Number of active requests",
				all.map((s) => `moleculer_request_active${label(s.labels)} ${s.active}`),
			),
			...(errors.length ? family("moleculer_request_error_total", "counter", "Number of request errors", errors) : []),
			...family("moleculer_request_time", "histogram", "Request times in milliseconds", time),
		];
	}
}

function wrap(
	stats: RequestStats,
	type: "local" | "remote",
	next: (ctx: Context) => Promise<unknown>,
	action: { name: string; service?: { fullName?: string } },
) {
	const callers = actionStats(stats, type, action);
	return function requestMetrics(ctx: Context): Promise<unknown> {
		const s = callers.of(ctx.caller);
		const startedAt = s.started();
		return next(ctx).then(
			(result) => {
				s.ended(startedAt);
				return result;
			},
			(err: { name?: string; code?: unknown; type?: unknown } | undefined) => {
				s.failed(startedAt, err);
				throw err;
			},
		);
	};
}

function actionStats(stats: RequestStats, type: "local" | "remote", action: { name: string; service?: { fullName?: string } }): ActionStats {
	return stats.action(type, action.service?.fullName ?? action.name.slice(0, action.name.lastIndexOf(".")), action.name);
}

interface HookTable {
	list: Middleware[];
	registeredHooks: Record<string, unknown[]>;
}

/** The stats a broker's reporter keeps. */
export interface BrokerStats {
	requests: RequestStats;
	transit: TransitStats;
}

/** Each broker's stats, set when its metrics are reported by a reporter that reads them. */
const STATS_OF = new WeakMap<ServiceBroker, BrokerStats>();

type ActionHook = (this: ServiceBroker, next: (ctx: Context) => Promise<unknown>, action: { name: string }) => unknown;
type Method = (...args: any[]) => any;

/** Moleculer's transit and its transporter, as far as they are rewrapped here. */
interface Transit extends TransitState {
	broker: ServiceBroker;
	publish: Method;
	messageHandler: Method;
	tx?: { send: Method; receive: Method };
}

/** Each transit and transporter hook: counts into the broker's TransitStats (`this` is the transit or the transporter). */
const TRANSIT_HOOKS: Record<string, (stats: TransitStats, next: Method) => Method> = {
	transitPublish: (stats, next) =>
		function countPublished(this: unknown, packet: { type: string }) {
			stats.published.set(packet.type, (stats.published.get(packet.type) ?? 0) + 1);
			return next.apply(this, arguments as unknown as unknown[]);
		},
	transitMessageHandler: (stats, next) =>
		function countReceived(this: unknown, cmd: string) {
			stats.received.set(cmd, (stats.received.get(cmd) ?? 0) + 1);
			return next.apply(this, arguments as unknown as unknown[]);
		},
	transporterSend: (stats, next) =>
		function countSent(this: unknown, _topic: string, data?: { length?: number }) {
			stats.packetsSent++;
			stats.bytesSent += data?.length ?? 0;
			return next.apply(this, arguments as unknown as unknown[]);
		},
	transporterReceive: (stats, next) =>
		function countReceivedBytes(this: unknown, _cmd: string, data?: { length?: number }) {
			stats.packetsReceived++;
			stats.bytesReceived += data?.length ?? 0;
			return next.apply(this, arguments as unknown as unknown[]);
		},
};

/**
 * The transit wraps its methods with the transit hooks when it is made, before any
 * middleware's `created`: once Moleculer's metrics hooks are out of the table, its
 * methods are wrapped again from its prototypes' own, as its constructor does.
 */
function rewrapTransit(broker: ServiceBroker, transit: Transit): void {
	const own = (of: object, name: string) => (Object.getPrototypeOf(of) as Record<string, Method>)[name];
	transit.publish = broker.wrapMethod("transitPublish", own(transit, "publish"), transit);
	transit.messageHandler = broker.wrapMethod("transitMessageHandler", own(transit, "messageHandler"), transit);
	if (transit.tx) {
		transit.tx.send = broker.wrapMethod("transporterSend", own(transit.tx, "send"), transit.tx);
		transit.tx.receive = broker.wrapMethod("transporterReceive", own(transit.tx, "receive"), transit.tx, { reverse: true });
	}
}

/**
 * The counts of a local action's calls by `caller` (null: from outside any service), for a
 * caller that runs the action's work without its wrapped handler (the gateway's lean way to
 * its `rest` action); null when this broker's calls are not counted.
 */
export function localCallCounts(broker: ServiceBroker, action: { name: string; service?: { fullName?: string } }, caller: string | null): CallCounts | null {
	const stats = STATS_OF.get(broker);
	return stats ? actionStats(stats.requests, "local", action).of(caller) : null;
}

/**
 * Counts every action call, and every packet over the bus, into the stats of the broker's
 * Prometheus reporter, and unhooks Moleculer's own metrics middleware from actions, the
 * transit and the transporter (it still counts events). Moleculer 0.14 has no option for
 * that, so its hooks are taken out of the broker's middleware table by reference. Without
 * metrics (or without that reporter) it does nothing.
 */
export function requestMetricsMiddleware(statsOf: (broker: ServiceBroker) => BrokerStats | null): Middleware {
	const hook = (type: "local" | "remote"): ActionHook =>
		function (next, action) {
			const stats = STATS_OF.get(this);
			return stats ? wrap(stats.requests, type, next, action) : next;
		};
	const transitHooks = Object.fromEntries(
		Object.entries(TRANSIT_HOOKS).map(([name, counting]) => [
			name,
			function (this: { broker: ServiceBroker }, next: Method) {
				const stats = STATS_OF.get(this.broker);
				return stats ? counting(stats.transit, next) : next;
			},
		]),
	);
	return {
		name: "LeanRequestMetrics",
		created(broker: ServiceBroker) {
			const stats = broker.isMetricsEnabled() ? statsOf(broker) : null;
			if (!stats) return;
			STATS_OF.set(broker, stats);
			const table = broker.middlewares as unknown as HookTable;
			const moleculers = table.list.find((mw) => (mw as { name?: string }).name === "Metrics") as Record<string, unknown> | undefined;
			for (const name of ["localAction", "remoteAction", ...Object.keys(TRANSIT_HOOKS)]) {
				table.registeredHooks[name] = (table.registeredHooks[name] ?? []).filter((fn) => fn !== moleculers?.[name]);
			}
			const transit = (broker as unknown as { transit?: Transit }).transit;
			if (transit) {
				stats.transit.transit = transit;
				rewrapTransit(broker, transit);
			}
		},
		localAction: hook("local"),
		remoteAction: hook("remote"),
		...transitHooks,
	} as unknown as Middleware;
}
