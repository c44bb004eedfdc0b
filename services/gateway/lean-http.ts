import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "moleculer";
import ApiGateway from "moleculer-web";
import { withRequestId } from "../../shared/request-context";
import { localCallCounts, type CallCounts } from "../../shared/request-metrics";
import type { FoundAlias } from "./alias-index";
import { answersLeanly, leanAliasHandler, type AliasGateway, type AliasRequest, type WebAlias, type WebRoute } from "./lean-alias";
import { hasNoBody } from "./lean-route";

/** What moleculer-web's request handling reads and writes of a request, besides what the alias handler does. */
type WebRequest = AliasRequest & {
	$service?: unknown;
	originalUrl?: string;
	parsedUrl?: string;
	baseUrl?: string;
	query?: Record<string, unknown>;
	body?: unknown;
};

type WebResponse = ServerResponse & { $service?: unknown; $ctx?: Context; $route?: WebRoute };

type RootCallOptions = (this: LeanGateway, options: { requestID?: string }, req: IncomingMessage, res: ServerResponse) => void;

/** The part of the gateway (moleculer-web's methods and this service's) the lean path uses. */
export interface LeanGateway extends AliasGateway {
	settings: AliasGateway["settings"] & { cors?: unknown; rootCallOptions: RootCallOptions };
	_trackedContexts: Context[];
	/** the `rest` action's endpoint, set by `leanRestEndpoint` once the service is started; null: every request goes the full way */
	leanRest: unknown;
	/** the `rest` action's calls as `moleculer_request_*` counts them, null without metrics (set with `leanRest`) */
	leanRestCounts: CallCounts | null;
	parseQueryString(req: IncomingMessage): { url: string; query: Record<string, unknown> };
	resolveAlias(url: string, method: string): FoundAlias<WebAlias & FoundAlias["alias"]> | false;
	errorHandler(req: WebRequest, res: WebResponse, err: unknown): void;
}

type HttpHandler = (this: LeanGateway, req: WebRequest, res: WebResponse, next?: unknown) => Promise<void> | void;

const httpHandlerFully = ApiGateway.methods!.httpHandler as HttpHandler;

/**
 * The endpoint of moleculer-web's `rest` action, to make each lean request's context with:
 * the calls it makes are the gateway's (their `caller`), as from the `rest` action. Null,
 * so that every request takes moleculer-web's full path, when tracing is on (the `rest`
 * action's span is the request's root span) or tracking is off.
 */
export function leanRestEndpoint(gateway: LeanGateway): unknown {
	const broker = gateway.broker;
	if (broker.isTracingEnabled() || !broker.options.tracking?.enabled) return null;
	const registry = broker.registry as unknown as { createPrivateActionEndpoint(action: object): unknown };
	return registry.createPrivateActionEndpoint({ name: `${gateway.fullName}.rest`, rawName: "rest", visibility: "private", service: gateway });
}

/** How `moleculer_request_*` counts the `rest` action's calls (made without a caller), which the lean way counts itself. */
export function leanRestCounts(gateway: LeanGateway): CallCounts | null {
	return localCallCounts(gateway.broker, { name: `${gateway.fullName}.rest`, service: gateway }, null);
}

/** The request's alias when it can go the lean way: on the route at `path`, without a body or CORS, to an alias `answersLeanly` takes. */
function leanAlias(
	gateway: LeanGateway,
	path: string,
	req: WebRequest,
): { found: FoundAlias<WebAlias & FoundAlias["alias"]>; url: string; query: Record<string, unknown> } | null {
	const method = req.method;
	if (!gateway.leanRest || gateway.settings.cors || method === "OPTIONS" || !req.url?.startsWith(path) || !hasNoBody(req)) return null;
	const parsed = gateway.parseQueryString(req);
	let url = parsed.url;
	if (url.length > 1 && url.endsWith("/")) url = url.slice(0, -1);
	const found = gateway.resolveAlias(url, method ?? "GET");
	if (!found) return null;
	const route = found.alias.route;
	if (route.path !== path || route.cors || route.opts.mergeParams === false || !answersLeanly(route, found.alias)) return null;
	return { found, url, query: parsed.query };
}

/** A path the alias lookup cannot read (a parameter that does not decode) throws: that request goes the full way, which answers it. */
function leanOrNull(gateway: LeanGateway, path: string, req: WebRequest): ReturnType<typeof leanAlias> {
	try {
		return leanAlias(gateway, path, req);
	} catch {
		return null;
	}
}

/**
 * moleculer-web's HTTP handler, with a shorter way for the common API request: one without a
 * body, to an alias on the route at `path` that calls an action. moleculer-web calls its own
 * `rest` action for every request (a context, then every broker middleware around it), whose
 * handler finds the alias and goes on to the alias handler. Here the alias is found first, and
 * the request goes to the lean alias handler (./lean-alias.ts: auth, scopes, rate limit,
 * onBeforeCall, the call, idempotency, onAfterCall, the answer) in a context of the `rest`
 * action made directly, with what those middlewares gave the request kept: its request id as
 * the current one for log lines, its place among the gateway's requests in flight (a graceful
 * stop waits for it), its count in `moleculer_request_*` as `gateway.rest`, and a 5xx handed
 * to the broker's error handler (which logs it) before its `{error}` answer. Any other request
 * takes the full way.
 */
export function leanHttpHandler(path: string): HttpHandler {
	return function httpHandler(req, res, next) {
		const lean = leanOrNull(this, path, req);
		if (!lean) return httpHandlerFully.call(this, req, res, next);
		const ctx = leanContext(this, req, res);
		const alias = lean.found.alias;
		const route = alias.route;
		req.originalUrl ??= req.url;
		req.parsedUrl = lean.url;
		req.query ??= lean.query;
		req.baseUrl = route.path;
		req.url = req.originalUrl!.substring(route.path.length);
		if (req.url[0] !== "/") req.url = "/" + req.url;
		req.$route = route;
		res.$route = route;
		req.body ??= {};
		req.$params = Object.assign({}, req.query, lean.found.params);
		req.$alias = alias;
		const tracked = this._trackedContexts;
		tracked.push(ctx);
		const counts = this.leanRestCounts;
		const startedAt = counts ? counts.started() : 0;
		const failed = (err: unknown) => {
			untrack(tracked, ctx);
			counts?.failed(startedAt, err as { name?: string });
			this.errorHandler(req, res, brokerHandled(ctx, err));
		};
		let answered;
		try {
			answered = withRequestId(ctx.requestID, () => leanAliasHandler.call(this, req, res, alias));
		} catch (err) {
			return failed(err);
		}
		// Every alias the lean way takes calls an action: its answer is a promise.
		return Promise.resolve(answered).then(() => {
			untrack(tracked, ctx);
			counts?.ended(startedAt);
		}, failed);
	};
}

/** The request's context, of the `rest` action, with its request id (the client's or a new one) and access line set up. */
function leanContext(gateway: LeanGateway, req: WebRequest, res: WebResponse): Context {
	const options: { requestID?: string } = {};
	gateway.settings.rootCallOptions.call(gateway, options, req, res);
	const broker = gateway.broker;
	const ctx = broker.ContextFactory.create(broker, gateway.leanRest as never, { req, res }, options);
	req.$service = gateway;
	res.$service = gateway;
	req.$ctx = ctx;
	res.$ctx = ctx;
	return ctx;
}

function untrack(tracked: Context[], ctx: Context): void {
	const at = tracked.indexOf(ctx);
	if (at !== -1) tracked.splice(at, 1);
}

/** What the broker's error handler (which logs a 5xx) makes of an error leaving the request, as it does for the `rest` action. */
function brokerHandled(ctx: Context, err: unknown): unknown {
	try {
		ctx.broker.errorHandler(err as Error, { ctx, service: ctx.service, action: ctx.action } as never);
		return err;
	} catch (thrown) {
		return thrown;
	}
}
