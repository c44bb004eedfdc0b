import type { IncomingMessage, ServerResponse } from "node:http";
import { Stream } from "node:stream";
import type { Context, Service } from "moleculer";
import { andThen, type MaybePromise } from "./maybe-async";

/** What moleculer-web's alias handling reads of a route (moleculer-web/src/index.js, createRoute). */
export interface WebRoute {
	path: string;
	cors?: unknown;
	logging?: boolean;
	etag?: unknown;
	hasWhitelist?: boolean;
	hasBlacklist?: boolean;
	rateLimit?: unknown;
	callOptions?: Record<string, unknown>;
	opts: { mergeParams?: boolean };
	onBeforeCall?: RouteHook;
	authentication?: RouteHook | null;
	authorization?: RouteHook | null;
	onAfterCall?: (this: AliasGateway, ctx: Context, route: WebRoute, req: AliasRequest, res: AliasResponse, data: unknown) => unknown;
}

type RouteHook = (this: AliasGateway, ctx: Context, route: WebRoute, req: AliasRequest, res: AliasResponse, alias: WebAlias) => unknown;

export interface WebAlias {
	route: WebRoute;
	action?: string;
	type?: string;
	handler?: unknown;
	passReqResToParams?: boolean;
}

interface ActionOfEndpoint {
	name: string;
	visibility?: string;
	responseType?: unknown;
	responseHeaders?: unknown;
}

interface Endpoint {
	action: ActionOfEndpoint;
}

type ResponseMeta = { $statusCode?: number; $statusMessage?: string; $responseType?: string; $responseHeaders?: unknown; user?: unknown };

export type AliasRequest = IncomingMessage & {
	$ctx: Context<unknown, ResponseMeta>;
	$route: WebRoute;
	$alias?: WebAlias;
	$params?: Record<string, unknown>;
	$endpoint?: Endpoint;
	$action?: ActionOfEndpoint;
};

export type AliasResponse = ServerResponse & { $route?: WebRoute };

/** moleculer-web's `callAction`, as the gateway wraps it (./idempotency.ts). */
export type LeanCallAction = (
	this: AliasGateway,
	route: WebRoute,
	actionName: string,
	req: AliasRequest,
	res: AliasResponse,
	params: unknown,
) => Promise<unknown>;

/** The part of the gateway (moleculer-web's methods and this service's) the lean alias handler uses. */
export interface AliasGateway extends Service {
	/** the lean `callAction` with idempotency (set in `created`) */
	callLeanly: LeanCallAction;
	aliasHandler(req: AliasRequest, res: AliasResponse, alias: WebAlias): Promise<unknown>;
	sendResponse(req: AliasRequest, res: AliasResponse, data: unknown, action: ActionOfEndpoint): void;
	encodeResponse(req: AliasRequest, res: AliasResponse, data: unknown): string | Buffer;
}

/**
 * Whether the lean alias handler answers for this alias as moleculer-web's would: an action
 * called with the route's hooks, no whitelist, blacklist or moleculer-web rate limit, no
 * handler of the alias's own, no stream in, no request or response handed to the action,
 * and no moleculer-web log lines (the gateway writes its own access line).
 */
export function answersLeanly(route: WebRoute, alias: WebAlias): boolean {
	return (
		typeof alias.action === "string" &&
		typeof alias.handler !== "function" &&
		alias.type !== "stream" &&
		!alias.passReqResToParams &&
		!route.hasWhitelist &&
		!route.hasBlacklist &&
		!route.rateLimit &&
		!route.logging
	);
}

/**
 * moleculer-web's `aliasHandler`, for an alias `answersLeanly` takes: the action's endpoint,
 * onBeforeCall, authentication, authorization, then the call (`callLeanly`), each step at once
 * when the one before answered at once (a cached key costs no promise), where moleculer-web
 * awaits each. An action it cannot call (none, or not published) goes to moleculer-web's
 * handler, which answers with its error.
 */
export function leanAliasHandler(this: AliasGateway, req: AliasRequest, res: AliasResponse, alias: WebAlias): MaybePromise<unknown> {
	const route = req.$route;
	const ctx = req.$ctx;
	const actionName = alias.action!;
	const endpoint = this.broker.findNextActionEndpoint(actionName, route.callOptions, ctx) as unknown as Endpoint | Error;
	if (endpoint instanceof Error || (endpoint.action.visibility != null && endpoint.action.visibility !== "published")) {
		return this.aliasHandler(req, res, alias);
	}
	req.$endpoint = endpoint;
	req.$action = endpoint.action;
	const before = route.onBeforeCall ? route.onBeforeCall.call(this, ctx, route, req, res, alias) : undefined;
	return andThen(before, () => {
		if (!route.authentication) return authorizedCall(this, req, res, alias, actionName);
		return andThen(route.authentication.call(this, ctx, route, req, res, alias), (user) => {
			if (user) this.logger.debug("Authenticated user", user);
			else this.logger.debug("Anonymous user");
			ctx.meta.user = user || null;
			return authorizedCall(this, req, res, alias, actionName);
		});
	});
}

function authorizedCall(gateway: AliasGateway, req: AliasRequest, res: AliasResponse, alias: WebAlias, actionName: string): MaybePromise<unknown> {
	const route = req.$route;
	const authorized = route.authorization ? route.authorization.call(gateway, req.$ctx, route, req, res, alias) : undefined;
	return andThen(authorized, () => gateway.callLeanly(route, actionName, req, res, req.$params));
}

/**
 * moleculer-web's `callAction` (for a route without log lines): the call, onAfterCall, then the
 * answer, written here when it is JSON of an object with nothing moleculer-web would set
 * besides (`answersAsJson`), else by moleculer-web's `sendResponse`.
 */
export function leanCallAction(
	this: AliasGateway,
	route: WebRoute,
	_actionName: string,
	req: AliasRequest,
	res: AliasResponse,
	params: unknown,
): Promise<unknown> {
	const ctx = req.$ctx;
	const endpoint = req.$endpoint!;
	const opts = route.callOptions ? { ...route.callOptions } : {};
	return ctx.call(endpoint as never, params, opts).then(
		(data) =>
			andThen(route.onAfterCall ? route.onAfterCall.call(this, ctx, route, req, res, data) : data, (answer) => {
				if (answersAsJson(req, res, answer, endpoint.action)) {
					res.setHeader("Content-Type", "application/json; charset=utf-8");
					res.end(this.encodeResponse(req, res, answer));
				} else {
					this.sendResponse(req, res, answer, endpoint.action);
				}
				return true;
			}),
		(err: unknown) => {
			// moleculer-web: a call that rejects with nothing was cancelled, and answers nothing
			if (!err) return undefined;
			throw err;
		},
	);
}

/**
 * The common answer, which moleculer-web's `sendResponse` would send as `Content-Type:
 * application/json; charset=utf-8` and the encoded JSON alone: an object or an array (not a
 * Buffer or a stream), with a 200 and no status, type or headers from the action, to a request
 * that is not a HEAD and is not conditional (no 304 to weigh).
 */
function answersAsJson(req: AliasRequest, res: AliasResponse, data: unknown, action: ActionOfEndpoint): boolean {
	if (typeof data !== "object" || data === null || Buffer.isBuffer(data) || data instanceof Stream || (data as { type?: unknown }).type === "Buffer")
		return false;
	const meta = req.$ctx.meta;
	return (
		!res.headersSent &&
		res.statusCode === 200 &&
		!meta.$statusCode &&
		!meta.$statusMessage &&
		!meta.$responseType &&
		!meta.$responseHeaders &&
		!action.responseType &&
		!action.responseHeaders &&
		!req.$route.etag &&
		req.method !== "HEAD" &&
		req.headers["if-none-match"] === undefined &&
		req.headers["if-modified-since"] === undefined
	);
}
