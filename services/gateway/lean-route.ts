import type { IncomingMessage, ServerResponse } from "node:http";
import ApiGateway from "moleculer-web";
import { answersLeanly, leanAliasHandler, type AliasGateway, type AliasRequest, type AliasResponse, type WebAlias, type WebRoute } from "./lean-alias";

interface FoundWebAlias {
	alias: WebAlias;
	params: Record<string, string>;
}

type RoutedRequest = AliasRequest & {
	query?: Record<string, unknown>;
	body?: unknown;
};

type RoutedResponse = AliasResponse;

type RouteHandler = (
	this: AliasGateway,
	ctx: unknown,
	route: WebRoute,
	req: RoutedRequest,
	res: RoutedResponse,
	found?: FoundWebAlias | false,
) => Promise<unknown>;

const routeHandlerFully = ApiGateway.methods!.routeHandler as RouteHandler;

/** A request without a body: no Content-Length and no Transfer-Encoding (a `Content-Length: 0` goes the full way). */
export function hasNoBody(req: IncomingMessage): boolean {
	return req.headers["content-length"] === undefined && req.headers["transfer-encoding"] === undefined;
}

/**
 * moleculer-web's route handler, shortened for the common request on the route at `path`: one
 * without a body, to an alias that calls an action. The full handler runs the route's
 * middlewares (the JSON body parser, which for such a request only sets `req.body = {}`, and
 * the body error mapper, which has nothing to map), its CORS step, and waits on the response's
 * events for aliases whose own handler writes the answer; with none of these in play, what is
 * left is what is done here: the params (query, then path parameters, over the empty body) and
 * the alias handler (its auth, onBeforeCall, the action call and the answer), the lean one
 * (./lean-alias.ts) where it answers as moleculer-web's would. Any other request (a body, CORS
 * configured, an OPTIONS, another route) takes the full handler.
 */
export function leanRouteHandler(path: string): RouteHandler {
	return function routeHandler(ctx, route, req, res, found) {
		const lean =
			found &&
			route.path === path &&
			!route.cors &&
			route.opts.mergeParams !== false &&
			typeof found.alias.handler !== "function" &&
			req.method !== "OPTIONS" &&
			hasNoBody(req);
		if (!lean) return routeHandlerFully.call(this, ctx, route, req, res, found);
		req.$route = route;
		res.$route = route;
		req.body ??= {};
		req.$params = Object.assign({}, req.query, found.params);
		req.$alias = found.alias;
		if (!answersLeanly(route, found.alias)) return this.aliasHandler(req, res, found.alias);
		try {
			return Promise.resolve(leanAliasHandler.call(this, req, res, found.alias));
		} catch (err) {
			return Promise.reject(err);
		}
	};
}
