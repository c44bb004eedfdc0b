import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, Middleware } from "moleculer";

/**
 * The request id of the request being handled, for log lines: the gateway's `X-Request-Id`,
 * which Moleculer carries as `ctx.requestID` through every call and event, across the bus.
 */
const requestIds = new AsyncLocalStorage<string>();

export function currentRequestId(): string | undefined {
	return requestIds.getStore();
}

/**
 * Runs `fn` with `requestId` as the current request id (none, or the current one already: as it
 * is, without a new frame; a request's calls of actions on its own node are most calls).
 */
export function withRequestId<T>(requestId: string | null | undefined, fn: () => T): T {
	return requestId && requestId !== requestIds.getStore() ? requestIds.run(requestId, fn) : fn();
}

/** An action's or event's handler as a middleware wraps it (Moleculer has bound it to its service already). */
type Handler = (ctx: Context) => unknown;

function runInRequest<H extends Handler>(next: H): H {
	return function handleInRequest(ctx: Context) {
		return withRequestId(ctx.requestID, () => next(ctx));
	} as H;
}

/** Every local action and event handler runs with its context's request id as the current one. */
export const RequestContextMiddleware: Middleware = {
	localAction: (next) => runInRequest(next),
	localEvent: (next) => runInRequest(next),
};
