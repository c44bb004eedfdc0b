import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type { Logger } from "moleculer";
import type { AuthMeta } from "../../shared/auth-context";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** What a client may send as its request id; anything else is replaced, never echoed into headers and logs. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
/** A path no route knows is logged, but only this much of it. */
const MAX_LOGGED_PATH = 200;

export type AccessRequest = IncomingMessage & { $alias?: { fullPath?: string }; $ctx?: { meta: AuthMeta } };

/** The client's `X-Request-Id` when it is sane, else a new uuid. */
export function requestIdOf(req: IncomingMessage): string {
	const given = req.headers["x-request-id"];
	return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function pathOf(req: IncomingMessage): string {
	const url = req.url ?? "";
	const query = url.indexOf("?");
	return query === -1 ? url : url.slice(0, query);
}

/** The health probes, asked every few seconds by orchestrators: logged only when asked for. */
function isProbe(path: string): boolean {
	return path === "/health" || path.startsWith("/health/");
}

/** A request answered (or abandoned): its route's template, null when no route took it. */
export interface Answered {
	method: string;
	route: string | null;
	status: number;
	seconds: number;
}

/**
 * One line per request once its answer is sent (or the client went away): method, route
 * (the route's template, so ids do not make every line unique; else the path), status,
 * duration, account and request id. Never a header or the query string: keys and secrets
 * travel there. `logger` null: the logger's level would not print the line, which is then
 * not made (only `answered` is told, when given).
 */
export function logAccessOnClose(
	req: AccessRequest,
	res: ServerResponse,
	requestId: string,
	logger: Logger | null,
	logProbes: boolean,
	answered?: (a: Answered) => void,
): void {
	if (!logger && !answered) return;
	const started = performance.now();
	// Read now: moleculer-web cuts the route's prefix off req.url.
	const path = pathOf(req);
	const probe = isProbe(path);
	if (!logProbes && probe) return;
	// `on`, not `once`: a response closes once, and `once` binds a wrapper for every request.
	res.on("close", () => {
		const ms = performance.now() - started;
		if (!probe) answered?.({ method: req.method ?? "", route: req.$alias?.fullPath ?? null, status: res.statusCode, seconds: ms / 1000 });
		if (!logger) return;
		const route = req.$alias?.fullPath ?? path.slice(0, MAX_LOGGED_PATH);
		const line = {
			method: req.method,
			route,
			status: res.statusCode,
			durationMs: Math.round(ms * 100) / 100,
			accountId: req.$ctx?.meta.accountId ?? null,
			requestId,
			...(!res.writableFinished && { aborted: true }),
		};
		logger.info(line, `${req.method} ${route} ${res.statusCode}`);
	});
}
