import { inspect } from "node:util";
import type { LoggerConfig, ServiceBroker } from "moleculer";
import pino, { type DestinationStream, type LogFn } from "pino";
import type { Config } from "./config";
import { currentRequestId } from "./request-context";

type Fields = Record<string, unknown>;

/** What Moleculer tells a logger of its owner (the part of its LoggerBindings read here; the package does not export the type). */
interface LoggerBindings {
	nodeID: string;
	mod: string;
	svc?: string;
}

function isFields(value: unknown): value is Fields {
	return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Error);
}

function printed(value: unknown): string {
	return typeof value === "string" ? value : inspect(value, { depth: 2, breakLength: Infinity });
}

/**
 * Moleculer and its services log console-style (`logger.warn("sweep failed:", err.message)`,
 * `logger.error("failed:", err)`), pino takes `(fields, message)`: a console-style call becomes
 * one message, with its first Error kept whole (stack and codes) under `err`. A call that
 * starts with fields (the gateway's access line) stays as it is.
 */
function consoleStyleArgs(this: pino.Logger, args: unknown[], method: LogFn): void {
	if (args.length === 0 || isFields(args[0])) return (method as (...a: unknown[]) => void).apply(this, args);
	const err = args.find((a): a is Error => a instanceof Error);
	const message = args
		.filter((a) => !(a instanceof Error))
		.map(printed)
		.join(" ");
	if (err) return method.call(this, { err }, message || err.message);
	return method.call(this, message);
}

/** Moleculer's bindings (nodeID, ns, mod, svc, ver) as every line shows them: nodeID and service (or the broker's module). */
function lineBindings({ nodeID, mod, svc }: LoggerBindings): pino.Bindings {
	return { nodeID, service: svc || mod };
}

function jsonLogger(level: string, destination: DestinationStream): LoggerConfig {
	const root = pino(
		{
			level,
			timestamp: pino.stdTimeFunctions.isoTime,
			formatters: { level: (label: string) => ({ level: label }) },
			mixin: () => {
				const requestId = currentRequestId();
				return requestId ? { requestId } : {};
			},
			hooks: { logMethod: consoleStyleArgs },
		},
		destination,
	);
	return {
		type: "Pino",
		options: {
			level,
			// Moleculer would make its own root from these; every module's logger is a child of ours instead.
			pino: { options: { level }, destination },
			createLogger: (moduleLevel: string, bindings: LoggerBindings) => root.child(lineBindings(bindings), { level: moduleLevel }),
		},
	};
}

interface FormattedLogger {
	levelColorStr: Record<string, string>;
}

/** `[time] LEVEL nodeID/SERVICE req=<id>: message key=value…`; a line's own requestId field goes in front too. */
function textLine(
	this: FormattedLogger,
	type: string,
	args: unknown[],
	bindings: LoggerBindings,
	{ printArgs }: { printArgs(args: unknown[]): unknown[] },
): unknown[] {
	const [first, ...rest] = args;
	let requestId = currentRequestId();
	let body = printArgs(args);
	if (isFields(first) && typeof rest[0] === "string") {
		const { requestId: ownId, ...fields } = first;
		requestId = typeof ownId === "string" ? ownId : requestId;
		body = [rest[0], ...Object.entries(fields).map(([key, value]) => `${key}=${printed(value)}`), ...printArgs(rest.slice(1))];
	}
	const source = `${bindings.nodeID}/${(bindings.svc || bindings.mod).toUpperCase()}${requestId ? ` req=${requestId}` : ""}:`;
	return [`[${new Date().toISOString()}]`, this.levelColorStr[type], source, ...body];
}

let stdout: DestinationStream | null = null;

/** One asynchronous stdout per process, however many brokers it runs. */
function stdoutDestination(): DestinationStream {
	stdout ??= pino.destination({ dest: 1, sync: false });
	return stdout;
}

function textLogger(level: string): LoggerConfig {
	return { type: "Console", options: { level, formatter: textLine, colors: Boolean(process.stdout.isTTY) } };
}

/**
 * The broker's logger: JSON lines through pino in production (written asynchronously, so
 * logging never waits on the pipe), readable text otherwise. A destination other than
 * stdout is for tests that read the lines back.
 */
export function loggerOptions(config: Config, destination?: DestinationStream): LoggerConfig | false {
	if (config.logLevel === false) return false;
	if (config.logFormat === "json") return jsonLogger(config.logLevel, destination ?? stdoutDestination());
	return textLogger(config.logLevel);
}

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace"];

/** What Moleculer's logger factory keeps of a broker's logging (moleculer/src/logger-factory.js). */
interface LoggerFactory {
	appenders: { getLogLevel(mod: string): string | null | false }[];
}

/**
 * Whether a line at `level` from the module `mod`'s logger (a service's full name) is printed
 * anywhere: an appender's level for that module takes it, or a middleware reads every line.
 * Moleculer's logger calls are no-ops for the other levels, but a caller still builds the line.
 */
export function printsAt(broker: ServiceBroker, mod: string, level: "info" | "debug"): boolean {
	const middlewares = broker.middlewares as unknown as { registeredHooks: Record<string, unknown[] | undefined> } | undefined;
	if (middlewares?.registeredHooks.newLogEntry?.length) return true;
	const { appenders } = (broker as unknown as { loggerFactory: LoggerFactory }).loggerFactory;
	const wanted = LEVELS.indexOf(level);
	return appenders.some((appender) => {
		const at = appender.getLogLevel(mod);
		return typeof at === "string" && LEVELS.indexOf(at) >= wanted;
	});
}
