import type { Tracer, TracerOptions } from "moleculer";
import type { Config } from "./config";

/** The exporter for a tracing setting other than "off" (the configuration module has checked the name). */
function exporterOf(config: Config): Tracer.TracingExporter {
	switch (config.tracingExporter) {
		case "console":
			return { type: "Console" };
		case "zipkin":
		// Jaeger's collector takes Zipkin's JSON too (its port 9411): no jaeger-client, which is no longer maintained.
		case "jaeger":
			return { type: "Zipkin", options: { baseURL: config.tracingEndpoint ?? "http://127.0.0.1:9411" } };
		default:
			// event: finished spans as `$tracing.spans` events, each second, for a service that collects them.
			return { type: "Event", options: { interval: 1 } };
	}
}

/**
 * Moleculer's tracing, off by default. A span's trace id is the request id (the gateway's
 * `X-Request-Id`), and spans of calls and events made in a request's context cross the bus
 * with it, so one trace holds the gateway's span and those of every service it reached.
 */
export function tracingOptions(config: Config): TracerOptions {
	if (config.tracingExporter === "off") return { enabled: false };
	// No params, meta or answers on spans: they hold key hashes, addresses and webhook URLs that a trace store need not keep.
	const noPayloads = { params: false, meta: false, response: false };
	return { enabled: true, exporter: exporterOf(config), events: true, tags: { action: noPayloads, event: noPayloads } };
}
