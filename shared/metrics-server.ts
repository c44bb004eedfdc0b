import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServiceBroker } from "moleculer";
import { collectForScrape, prometheusText } from "./metrics";

/** Something a node needs before it can serve: resolves when it answers, rejects (or times out) when not. */
export interface ReadinessCheck {
	name: string;
	check(): Promise<unknown>;
	/**
	 * The node serves without it, in a lesser way (a gateway without Redis limits rates per
	 * process): when it fails the node stays ready and /ready names it under `degraded`.
	 */
	degradesOnly?: boolean;
}

export interface MetricsServerOptions {
	/** 0: any free port (tests); the runtime turns the server off for LEADMAP_METRICS_PORT=0 before calling */
	port: number;
	host?: string;
	/** the node's dependencies, checked on every `/ready` once the broker is up */
	checks?: ReadinessCheck[];
	/**
	 * What else the node serves in a lesser way, by name (a provider whose layout changed): listed under
	 * `degraded` on every `/ready`, never making it fail; one that throws or does not answer adds nothing.
	 */
	degradations?: () => Promise<Record<string, string>>;
	/** log each probe (LEADMAP_LOG_PROBES) */
	logProbes?: boolean;
	/** how long a dependency may take to answer a readiness check */
	checkTimeoutMs?: number;
}

export interface MetricsServer {
	port: number;
	close(): Promise<void>;
}

const DEFAULT_CHECK_TIMEOUT_MS = 2_000;

function withDeadline(work: Promise<unknown>, ms: number): Promise<unknown> {
	let timer: NodeJS.Timeout | undefined;
	const deadline = new Promise((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
	});
	return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** What keeps the node from serving, and what it serves without, by name (both empty: fully ready). */
export interface Readiness {
	notReady: Record<string, string>;
	degraded: Record<string, string>;
}

export async function readiness(
	broker: ServiceBroker,
	checks: ReadinessCheck[],
	timeoutMs: number,
	degradations?: () => Promise<Record<string, string>>,
): Promise<Readiness> {
	if (!broker.started) return { notReady: { broker: "not started" }, degraded: {} };
	const result: Readiness = { notReady: {}, degraded: {} };
	if (broker.transit && !broker.transit.connected) result.notReady.transporter = "not connected";
	const more = degradations
		? withDeadline(degradations(), timeoutMs).then(
				(d) => d as Record<string, string>,
				() => ({}),
			)
		: Promise.resolve({});
	await Promise.all(
		checks.map(async ({ name, check, degradesOnly }) => {
			try {
				await withDeadline(check(), timeoutMs);
			} catch (err) {
				(degradesOnly ? result.degraded : result.notReady)[name] = (err as Error).message || "not reachable";
			}
		}),
	);
	Object.assign(result.degraded, await more);
	return result;
}

/** /ready's answer: 503 while something the node needs does not answer; 200 otherwise, naming what it serves without. */
function readyAnswer({ notReady, degraded }: Readiness): { status: number; body: object } {
	const ok = Object.keys(notReady).length === 0;
	const body = { ok, ...(!ok && { notReady }), ...(Object.keys(degraded).length > 0 && { degraded }) };
	return { status: ok ? 200 : 503, body };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
	res.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
	res.end(body);
}

/**
 * The node's one small HTTP server: `/live` (the process answers), `/ready` (the broker is
 * started, its transporter connected, and the node's dependencies answer; else 503 naming
 * what is not ready; a dependency it serves without is named under `degraded`, still 200) and `/metrics` (Prometheus text). It listens before the broker starts,
 * so an orchestrator sees "not ready" rather than a refused connection during start.
 */
export async function startMetricsServer(broker: ServiceBroker, options: MetricsServerOptions): Promise<MetricsServer> {
	const checks = options.checks ?? [];
	const timeoutMs = options.checkTimeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
	const logger = broker.getLogger("metrics-server");
	const answer = async (req: IncomingMessage, res: ServerResponse) => {
		const path = (req.url ?? "/").split("?")[0];
		if (options.logProbes) logger.info(`${req.method} ${path}`);
		if (req.method !== "GET" && req.method !== "HEAD") return send(res, 405, "application/json", JSON.stringify({ error: "method_not_allowed" }));
		if (path === "/live") return send(res, 200, "application/json", JSON.stringify({ ok: true }));
		if (path === "/ready") {
			const { status, body } = readyAnswer(await readiness(broker, checks, timeoutMs, options.degradations));
			return send(res, status, "application/json", JSON.stringify(body));
		}
		if (path === "/metrics") {
			if (broker.isMetricsEnabled()) await collectForScrape(broker, timeoutMs);
			const text = prometheusText(broker);
			if (text === null) return send(res, 404, "application/json", JSON.stringify({ error: "metrics_disabled" }));
			return send(res, 200, "text/plain; version=0.0.4; charset=utf-8", text);
		}
		send(res, 404, "application/json", JSON.stringify({ error: "not_found" }));
	};
	const server: Server = createServer((req, res) => {
		answer(req, res).catch((err: Error) => {
			logger.error("probe failed:", err);
			if (!res.headersSent) send(res, 500, "application/json", JSON.stringify({ error: "internal_error" }));
		});
	});
	await new Promise<void>((resolve, reject) => {
		server.once("error", reject);
		server.listen(options.port, options.host ?? "0.0.0.0", () => {
			server.off("error", reject);
			resolve();
		});
	});
	const port = (server.address() as AddressInfo).port;
	logger.info(`/metrics, /live and /ready on http://${options.host ?? "0.0.0.0"}:${port}`);
	return {
		port,
		close: () =>
			new Promise<void>((resolve) => {
				server.close(() => resolve());
				server.closeAllConnections();
			}),
	};
}
