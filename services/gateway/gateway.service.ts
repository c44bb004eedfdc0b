import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context, Service, ServiceBroker, ServiceSchema, ServiceSettingSchema } from "moleculer";
import ApiGateway from "moleculer-web";
import type Redis from "ioredis";
import type { AuthMeta } from "../../shared/auth-context";
import { currentConfig } from "../../shared/config";
import { loadSecretKey } from "../../shared/secret-key";
import { printsAt } from "../../shared/logging";
import { InsufficientScopeError, RateLimitedError, UnauthorizedError, UnavailableError, toHttpError } from "../../shared/errors";
import { AccountRateLimitedError } from "../../shared/account-caps";
import { defineActions, defineEvents } from "../../shared/actions";
import { andThen, type MaybePromise } from "./maybe-async";
import { broadcast, call, emit } from "../../shared/bus";
import type { ExportAnswerMeta } from "../exports/exports.contract";
import { IDEMPOTENCY_KEY_USE } from "../idempotency/idempotency.contract";
import { hasScope, type KeyIdentity } from "../keys/keys.contract";
import { KEYS_TOGETHER_RATE_MULTIPLE } from "./gateway.contract";
import { AuthCache } from "./auth-cache";
import { credentialOf, keyHashOnConnection, usableIdentity } from "./credentials";
import { StaticAliasIndex, type FoundAlias, type GatewayAlias } from "./alias-index";
import { logAccessOnClose, pathOf, REQUEST_ID_HEADER, requestIdOf, type AccessRequest } from "./access-log";
import { withIdempotency, type CallAction } from "./idempotency";
import { IdempotencyKeys } from "./idempotency-seal";
import { answerClientErrors } from "./client-errors";
import { corsOptions, encodeJson, etagOf, SINGLE_RESOURCE_ACTIONS } from "./conventions";
import { stopAcceptingWhenStopping } from "./drain";
import { leanRouteHandler } from "./lean-route";
import { leanHttpHandler, leanRestCounts, leanRestEndpoint, type LeanGateway } from "./lean-http";
import { leanCallAction } from "./lean-alias";
import { bodyReadError, guardRequest, type GuardedRequest } from "./request-guard";
import { aliases, SCOPE_OF_ACTION } from "./routes";
import { KeyRateLimiter } from "./rate-limit";
import { registerMetrics } from "../../shared/metrics";
import { GATEWAY_METRICS, httpMetrics } from "./metrics";
import { DOCS_BUNDLE_PATH, DOCUMENT_PATH, openApiJson, REFERENCE_PAGE, redocBundle } from "./openapi/reference-page";

const API_PATH = "/v1";
const AUTH_CACHE_MS = 15_000;
const UNKNOWN_KEY_CACHE_MS = 10_000;
const LAST_REQUEST_EVERY_MS = 10_000;
const BODY_LIMIT = "1mb";
/** The reference page loads nothing from elsewhere (Redoc inlines its styles and runs its search in a blob worker). */
const DOCS_CSP =
	"default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; worker-src 'self' blob:; connect-src 'self'";

/**
 * moleculer-web's own request and response lines are off (logRequest and logResponse below), but a
 * route that logs still formats a coloured duration for each answer it would not print.
 */
const QUIET_ROUTE = { logging: false };

type RestParams = { req: IncomingMessage; res: ServerResponse };
/** moleculer-web's settings (routes, logging, port, CORS), open as Moleculer 0.14 typed every service's settings. */
type GatewaySettings = ServiceSettingSchema & Record<string, unknown>;
/** Moleculer calls a schema's `merged` once its mixins are merged in; its typings leave the hook out. */
type MergedHook = { merged(schema: ServiceSchema<GatewaySettings>): void };
type ResponseMeta = { $responseType?: string; $responseHeaders?: Record<string, string> };
type Req = IncomingMessage & { $action?: { name: string }; $ctx?: Context };

function headerSafe(text: string): string {
	return text.replace(/[^\x20-\x7e]/g, "?").slice(0, 300);
}

/**
 * An export streams on its own instance, which does not see this connection: when the client
 * leaves before the file's end, that instance is told, to stop it and free its slot at once.
 */
function tellWhenAbandoned(broker: ServiceBroker, res: ServerResponse, slot: string): void {
	res.once("close", () => {
		if (!res.writableFinished) void broadcast(broker, "exports.abandoned", { slot }).catch(() => undefined);
	});
}

const resolveAliasSlowly = ApiGateway.methods!.resolveAlias as (this: GatewayThis, url: string, method: string) => FoundAlias | false;

const GatewayService: ServiceSchema<GatewaySettings, GatewayThis> & MergedHook = {
	name: "gateway",
	mixins: [ApiGateway],

	settings: {
		logRequestParams: null,
		logResponseData: null,
		log4XXResponses: false,
		// The access line replaces moleculer-web's request and response lines (which show the query string).
		logRequest: null,
		logResponse: null,
		/** Each request's root call: its request id (the client's or a new one) goes to every call and event it makes. */
		rootCallOptions(this: GatewayThis, options: { requestID?: string }, req: AccessRequest, res: ServerResponse) {
			const requestId = requestIdOf(req);
			options.requestID = requestId;
			res.setHeader(REQUEST_ID_HEADER, requestId);
			logAccessOnClose(req, res, requestId, this.logsAccess ? this.logger : null, this.logProbes, this.countAnswer);
		},
		routes: [
			{
				path: "/health",
				mappingPolicy: "restrict",
				...QUIET_ROUTE,
				aliases: { "GET /": "gateway.health", "GET /ready": "gateway.ready" },
				bodyParsers: false,
			},
			{
				path: DOCUMENT_PATH,
				mappingPolicy: "restrict",
				...QUIET_ROUTE,
				aliases: { "GET /": "gateway.openapi" },
				bodyParsers: false,
			},
			{
				path: "/docs",
				mappingPolicy: "restrict",
				...QUIET_ROUTE,
				aliases: { "GET /": "gateway.docs", [`GET ${DOCS_BUNDLE_PATH.slice("/docs".length)}`]: "gateway.docsBundle" },
				bodyParsers: false,
			},
			{
				path: API_PATH,
				mappingPolicy: "restrict",
				...QUIET_ROUTE,
				authentication: true,
				authorization: true,
				autoAliases: false,
				aliases: aliases(),
				bodyParsers: { json: { limit: BODY_LIMIT }, urlencoded: false },
				use: [bodyReadError],
				onBeforeCall(_ctx: Context, _route: unknown, req: GuardedRequest) {
					guardRequest(req);
				},
				/** A single resource's answer carries its ETag; moleculer-web then answers a matching If-None-Match with a 304. */
				onAfterCall(this: GatewayThis, ctx: Context<unknown, ExportAnswerMeta>, _route: unknown, req: Req, res: ServerResponse, data: unknown) {
					if (ctx.meta.exportSlot) tellWhenAbandoned(this.broker, res, ctx.meta.exportSlot);
					if (SINGLE_RESOURCE_ACTIONS.has(req.$action?.name ?? "") && req.method === "GET") {
						res.setHeader("ETag", etagOf(data));
						// A request's Cache-Control speaks to caches; the origin answers If-None-Match on its own (RFC 9110 §13.1.2).
						// fetch() adds `no-cache` to every conditional request, which moleculer-web's freshness check reads as "never 304".
						if (req.headers["if-none-match"]) delete req.headers["cache-control"];
					}
					return data;
				},
			},
		],
		onError(this: GatewayThis, req: Req, res: ServerResponse, err: unknown) {
			this.sendErrorResponse(req, res, err);
		},
	},

	actions: {
		/** moleculer-web's request handler, traced without the query string (moleculer-web names its span by the whole URL). */
		rest: {
			tracing: {
				spanName: (ctx: Context) => {
					const { req } = ctx.params as RestParams;
					return `${req.method} ${pathOf(req)}`;
				},
				tags: (ctx: Context, result?: unknown) => {
					const { req, res } = ctx.params as RestParams;
					return result === undefined ? { method: req.method, path: pathOf(req) } : { status: res.statusCode };
				},
			},
		},
		/** GET /v1/openapi.json: the OpenAPI document of every route (no key needed). */
		openapi: {
			visibility: "published",
			handler(ctx: Context<unknown, ResponseMeta>): string {
				ctx.meta.$responseType = "application/json; charset=utf-8";
				return openApiJson();
			},
		},
		/** GET /docs: the API reference page drawn from the document. */
		docs: {
			visibility: "published",
			handler(ctx: Context<unknown, ResponseMeta>): string {
				ctx.meta.$responseType = "text/html; charset=utf-8";
				ctx.meta.$responseHeaders = { "Content-Security-Policy": DOCS_CSP };
				return REFERENCE_PAGE;
			},
		},
		docsBundle: {
			visibility: "published",
			handler(ctx: Context<unknown, ResponseMeta>): Buffer {
				ctx.meta.$responseType = "application/javascript; charset=utf-8";
				ctx.meta.$responseHeaders = { "Cache-Control": "public, max-age=86400" };
				return redocBundle();
			},
		},
		/** The contract's actions (gateway.contract.ts): the health checks; the others above serve HTTP only. */
		...defineActions<"gateway", GatewayThis>({
			health: {
				visibility: "published",
				handler() {
					return { ok: true };
				},
			},
			ready: {
				visibility: "published",
				async handler(ctx) {
					try {
						await call(ctx, "keys.ready", undefined, { timeout: 3000 });
					} catch {
						throw new UnavailableError("not_ready", "the database or the bus is not answering");
					}
					return { ok: true };
				},
			},
		}),
	},

	events: defineEvents<GatewayThis>({
		"keys.invalidated"(ctx) {
			this.authCache.forgetKey(ctx.params.keyId);
		},
		"billing.changed"(ctx) {
			this.authCache.forgetAccount(ctx.params.accountId);
		},
	}),

	/** CORS comes from the configuration: moleculer-web reads it when it makes the routes, before `created`. */
	merged(schema: ServiceSchema<GatewaySettings>) {
		const cors = corsOptions(currentConfig().corsOrigins);
		if (!cors) return;
		schema.settings!.cors = cors;
	},

	methods: {
		/** moleculer-web's alias lookup, an alias without path parameters found at once (./alias-index.ts). */
		resolveAlias(this: GatewayThis, url: string, method = "GET"): FoundAlias | false {
			return this.staticAliases.resolve(this.aliases, url, method);
		},

		/** A request without a body to an API route goes straight to its alias (./lean-http.ts), else the full way. */
		httpHandler: leanHttpHandler(API_PATH),
		routeHandler: leanRouteHandler(API_PATH),

		callAction: withIdempotency(ApiGateway.methods!.callAction as CallAction),
		/** The lean alias handler's `callAction` (./lean-alias.ts), with the same idempotency. */
		callLeanly: withIdempotency(leanCallAction as unknown as CallAction),

		/** JSON answers of 1 KB or more are compressed when the client asks (./conventions.ts). */
		encodeResponse(req: IncomingMessage, res: ServerResponse, data: unknown): string | Buffer {
			return encodeJson(req, res, data);
		},

		/**
		 * A cached key, its account's limit and a block of its rate held here (the common request): answered
		 * at once, with no promise made (./lean-alias.ts takes the answer as it comes); a miss waits for its step.
		 */
		authenticate(this: GatewayThis, ctx: Context<unknown, AuthMeta>, _route: unknown, req: Req, res: ServerResponse): MaybePromise<null> {
			const key = credentialOf(req);
			if (!key) throw new UnauthorizedError();
			return andThen(this.identify(ctx, keyHashOnConnection(req, key)), (identity) =>
				andThen(this.rateLimitOf(ctx, identity.accountId), (limit) => this.admit(ctx, res, identity, limit)),
			);
		},

		/** The key's rate, then its account's keys' together; a request within both goes on as this key's. */
		admit(this: GatewayThis, ctx: Context<unknown, AuthMeta>, res: ServerResponse, identity: KeyIdentity, limit: number): MaybePromise<null> {
			return andThen(this.rateLimiter.consume(identity.keyId, limit), (decision) => {
				res.setHeader("X-RateLimit-Limit", decision.limit);
				res.setHeader("X-RateLimit-Remaining", decision.remaining);
				res.setHeader("X-RateLimit-Reset", decision.resetSeconds);
				if (!decision.allowed) throw new RateLimitedError(decision.resetSeconds);
				// Many keys are not many plans: the account's keys together get a few times one key's limit.
				const accountLimit = limit * KEYS_TOGETHER_RATE_MULTIPLE;
				return andThen(this.rateLimiter.consume(`account:${identity.accountId}`, accountLimit), (together) => {
					if (!together.allowed) throw new AccountRateLimitedError("requests across all its keys", accountLimit, together.resetSeconds);
					ctx.meta.accountId = identity.accountId;
					ctx.meta.keyId = identity.keyId;
					ctx.meta.scopes = identity.scopes;
					this.noteKeyUse(ctx, identity.keyId);
					return null;
				});
			});
		},

		authorize(this: GatewayThis, ctx: Context<unknown, AuthMeta>, _route: unknown, req: Req) {
			const scope = req.$action ? SCOPE_OF_ACTION.get(req.$action.name) : undefined;
			if (!scope) throw new UnauthorizedError();
			if (!hasScope(ctx.meta.scopes ?? null, scope)) throw new InsufficientScopeError(scope);
		},

		/** A malformed key (no hash) costs nothing; an unknown one a single lookup, then nothing for a while. */
		identify(this: GatewayThis, ctx: Context, keyHash: string | null): KeyIdentity | Promise<KeyIdentity> {
			if (!keyHash) throw new UnauthorizedError();
			const cached = this.authCache.identity(keyHash);
			return cached === undefined ? this.askIdentity(ctx, keyHash) : usableIdentity(cached);
		},

		async askIdentity(this: GatewayThis, ctx: Context, keyHash: string): Promise<KeyIdentity> {
			return usableIdentity(await this.authCache.askIdentity(keyHash, () => call(ctx, "keys.authenticate", { keyHash })));
		},

		rateLimitOf(this: GatewayThis, ctx: Context, accountId: string): number | Promise<number> {
			return this.authCache.limit(accountId) ?? this.askRateLimit(ctx, accountId);
		},

		askRateLimit(this: GatewayThis, ctx: Context, accountId: string): Promise<number> {
			return this.authCache.askLimit(accountId, async () => (await call(ctx, "billing.account", { accountId })).rateLimitPerMinute);
		},

		/** `lastRequest` is written by the keys service in batches; a gateway tells it at most every few seconds per key. */
		noteKeyUse(this: GatewayThis, ctx: Context, keyId: string) {
			const now = Date.now();
			const last = this.lastNoted.get(keyId) ?? 0;
			if (now - last < LAST_REQUEST_EVERY_MS) return;
			this.lastNoted.set(keyId, now);
			void emit(ctx, "keys.used", { keyId, at: new Date(now).toISOString() });
		},

		/** Redis is optional to a gateway (its limits then hold per process): its state goes to the logs and a gauge, not to readiness. */
		watchRedis(this: GatewayThis, redis: Redis) {
			registerMetrics(this.broker, GATEWAY_METRICS);
			this.metric("set", "leadmap_gateway_redis_up", 0);
			redis.on("ready", () => this.metric("set", "leadmap_gateway_redis_up", 1));
			redis.on("close", () => this.metric("set", "leadmap_gateway_redis_up", 0));
			redis.on("error", (err: Error) => this.logger.warn("redis:", err.message));
		},

		metric(this: GatewayThis, change: "set" | "increment", name: string, value?: number) {
			if (!this.broker.isMetricsEnabled()) return;
			if (change === "set") this.broker.metrics.set(name, value ?? 0);
			else this.broker.metrics.increment(name);
		},

		/**
		 * moleculer-web's, without its "Request error!" line: a 5xx is logged once, with its
		 * request id, by the broker's error handler as it leaves the `rest` action, and its
		 * route is on the access line.
		 */
		errorHandler(this: GatewayThis, req: Req, res: ServerResponse, err: unknown) {
			this.sendError(req, res, err);
		},

		sendErrorResponse(this: GatewayThis, req: Req, res: ServerResponse, err: unknown) {
			const http = toHttpError(err);
			if (res.headersSent) {
				res.end();
				return;
			}
			res.setHeader("Content-Type", "application/json; charset=utf-8");
			if (http.detail) res.setHeader("X-Error-Detail", headerSafe(http.detail));
			if (http.retryAfter) res.setHeader("Retry-After", String(http.retryAfter));
			res.writeHead(http.status);
			res.end(JSON.stringify({ error: http.code }));
		},
	},

	created(this: GatewayThis) {
		const config = currentConfig();
		this.settings.port = config.port;
		this.settings.ip = config.host;
		this.logProbes = config.logProbes;
		this.logsAccess = printsAt(this.broker, this.fullName, "info");
		registerMetrics(this.broker, GATEWAY_METRICS);
		this.countAnswer = httpMetrics(this.broker);
		// Auto-pipelining: the rate-limit scripts of requests that arrive together go to Redis in one write
		// (one socket write per request was ~15% of a loaded gateway's CPU); each request still counts on its own.
		// ioredis is loaded only by a gateway given Redis.
		this.redis = config.redisUrl
			? new (require("ioredis") as typeof Redis)(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, enableAutoPipelining: true })
			: null;
		this.rateLimiter = new KeyRateLimiter(this.redis, config.redisPrefix, () => this.metric("increment", "leadmap_gateway_rate_limit_local_total"));
		if (this.redis) this.watchRedis(this.redis);
		this.authCache = new AuthCache({
			maxEntries: config.authCacheEntries,
			identityTtlMs: AUTH_CACHE_MS,
			unknownTtlMs: UNKNOWN_KEY_CACHE_MS,
		});
		this.lastNoted = new Map();
		this.staticAliases = new StaticAliasIndex((url, method) => resolveAliasSlowly.call(this, url, method));
	},

	started(this: GatewayThis) {
		this.leanRest = leanRestEndpoint(this as unknown as LeanGateway);
		this.leanRestCounts = leanRestCounts(this as unknown as LeanGateway);
		this.idempotencyKeys = new IdempotencyKeys(loadSecretKey(IDEMPOTENCY_KEY_USE));
		// Idle keep-alive connections stay open longer than clients and load balancers keep theirs
		// (60 s is common), so the server never closes one just as a client sends on it.
		const server = (this as unknown as { server: import("node:http").Server }).server;
		server.keepAliveTimeout = 65_000;
		server.headersTimeout = 66_000;
		answerClientErrors(server, this.logger);
		stopAcceptingWhenStopping(this.broker, server);
	},

	async stopped(this: GatewayThis) {
		// The requests in flight have answered: the keep-alive connections they leave close too.
		(this as unknown as { server: import("node:http").Server }).server.closeIdleConnections();
		if (this.redis) await this.redis.quit().catch(() => undefined);
	},
};

interface GatewayThis extends Service<GatewaySettings>, Pick<LeanGateway, "leanRest" | "leanRestCounts"> {
	redis: Redis | null;
	idempotencyKeys: IdempotencyKeys;
	rateLimiter: KeyRateLimiter;
	authCache: AuthCache;
	lastNoted: Map<string, number>;
	/** moleculer-web's aliases */
	aliases: GatewayAlias[];
	staticAliases: StaticAliasIndex<GatewayAlias>;
	identify(ctx: Context, keyHash: string | null): KeyIdentity | Promise<KeyIdentity>;
	askIdentity(ctx: Context, keyHash: string): Promise<KeyIdentity>;
	rateLimitOf(ctx: Context, accountId: string): number | Promise<number>;
	admit(ctx: Context<unknown, AuthMeta>, res: ServerResponse, identity: KeyIdentity, limit: number): MaybePromise<null>;
	askRateLimit(ctx: Context, accountId: string): Promise<number>;
	logProbes: boolean;
	/** whether the access lines (at info) are printed: they are not made when not */
	logsAccess: boolean;
	/** counts each answered request (leadmap_http_*); undefined with metrics off */
	countAnswer: ReturnType<typeof httpMetrics>;
	noteKeyUse(ctx: Context, keyId: string): void;
	watchRedis(redis: Redis): void;
	metric(change: "set" | "increment", name: string, value?: number): void;
	sendErrorResponse(req: Req, res: ServerResponse, err: unknown): void;
	sendError(req: Req, res: ServerResponse, err: unknown): void;
}

export default GatewayService;
