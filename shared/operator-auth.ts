import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { ActionSchema, BrokerOptions, CallingOptions, Context, Middleware, ServiceBroker } from "moleculer";
import { stringify } from "safe-stable-stringify";
import { currentConfig, type Config } from "./config";
import { OperatorTokenError } from "./errors";
import { generatedKeyFile, KeyError, parse32ByteKey } from "./key-file";

/**
 * Operator actions (grants, plans, accounts, keys, any account's searches, runs and
 * deliveries, the dataset's upkeep) say so in their definition: `operator: true`. Holding
 * the bus credentials is not enough to call one: each call carries, in its meta, a token
 * made with LEADMAP_OPERATOR_KEY (an HMAC-SHA256 over the action's name, a digest of its
 * params and the time), which the node running the action checks before anything else.
 * The CLI and the REPL sign their calls; the gateway, the scrapers and enrichment never
 * hold the key. The token never travels further than the action it was made for: every
 * action takes it out of its meta before it runs, so no nested call or event carries it.
 */

export const OPERATOR_TOKEN_META = "operatorToken";
/** How long a token serves, either way of the checking node's clock. */
export const OPERATOR_TOKEN_MAX_AGE_MS = 60_000;
export const OPERATOR_KEY_FILE = "operator.key";

const TOKEN = /^v1\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** An action only an operator may call. */
export function isOperatorAction(action: unknown): boolean {
	return (action as { operator?: unknown } | null)?.operator === true;
}

const generated = new Map<string, Buffer>();

/**
 * LEADMAP_OPERATOR_KEY; without it, in a single process (no TRANSPORTER), a key generated
 * once into `<data dir>/operator.key` (0600), which the CLI and the REPL read there too.
 * With TRANSPORTER set it is required: `purpose` says who needs it.
 */
export function loadOperatorKey(config: Config = currentConfig(), purpose = "this process signs or checks operator calls"): Buffer {
	if (config.operatorKey) return parse32ByteKey(config.operatorKey, "LEADMAP_OPERATOR_KEY");
	if (config.transporter) {
		throw new KeyError(
			`LEADMAP_OPERATOR_KEY is not set, and ${purpose}: with TRANSPORTER set, operator actions (grants, plans, accounts, keys, …) ` +
				"are signed by the CLI and the REPL and checked by the services that own them, all with the same key. Give core, the CLI and the REPL " +
				"one key (generate it with: openssl rand -base64 32); never the gateway, the scrapers or enrichment",
		);
	}
	const file = path.join(config.dataDir, OPERATOR_KEY_FILE);
	let key = generated.get(file);
	if (!key) generated.set(file, (key = generatedKeyFile(config.dataDir, OPERATOR_KEY_FILE)));
	return key;
}

function paramsDigest(params: unknown): string {
	// Moleculer hands an action called without params `{}`; the token is the same either way.
	return createHash("sha256")
		.update(stringify(params ?? {}) ?? "")
		.digest("hex");
}

function mac(key: Buffer, action: string, timestamp: number, params: unknown): Buffer {
	return createHmac("sha256", key)
		.update(`leadmap operator call v1\n${action}\n${timestamp}\n${paramsDigest(params)}`)
		.digest();
}

/** `v1.<unix ms>.<HMAC-SHA256 of action, time and params digest, base64url>`: serves that action with those params for 60 s. */
export function operatorToken(key: Buffer, action: string, params: unknown, now = Date.now()): string {
	return `v1.${now}.${mac(key, action, now, params).toString("base64url")}`;
}

/** Why `token` does not let this call of `action` through, or null when it does. */
export function operatorTokenProblem(key: Buffer, action: string, params: unknown, token: unknown, now = Date.now()): string | null {
	if (typeof token !== "string" || token === "") {
		return `${action} is an operator action: the call needs an operator token made with LEADMAP_OPERATOR_KEY (the operator CLI and REPL sign theirs)`;
	}
	const parts = TOKEN.exec(token);
	if (!parts) return "the operator token is malformed";
	const signedAt = Number(parts[1]);
	const age = now - signedAt;
	if (age > OPERATOR_TOKEN_MAX_AGE_MS)
		return `the operator token is ${Math.floor(age / 1000)} s old (it serves ${OPERATOR_TOKEN_MAX_AGE_MS / 1000} s): sign the call again`;
	if (-age > OPERATOR_TOKEN_MAX_AGE_MS) return `the operator token is dated ${Math.floor(-age / 1000)} s ahead of this node's clock: check the clocks`;
	const given = Buffer.from(parts[2], "base64url");
	const expected = mac(key, action, signedAt, params);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		return `the operator token was not made for ${action} with these params under this node's LEADMAP_OPERATOR_KEY`;
	}
	return null;
}

/** The meta that lets one call of an operator action through: `call(ctx, action, params, { meta: operatorMeta(action, params) })`. */
export function operatorMeta(action: string, params: unknown, key: Buffer = loadOperatorKey()): Record<string, string> {
	return { [OPERATOR_TOKEN_META]: operatorToken(key, action, params) };
}

function withoutToken(ctx: Context): void {
	const meta = ctx.meta as Record<string, unknown> | null | undefined;
	if (meta && OPERATOR_TOKEN_META in meta) delete meta[OPERATOR_TOKEN_META];
}

const brokerKeys = new WeakMap<ServiceBroker, Buffer>();

/**
 * The operator key of the process `broker` belongs to, as its services were created with it:
 * what an operator action signs a call of another one with (`operatorMeta(action, params, operatorKeyOf(ctx.broker))`).
 */
export function operatorKeyOf(broker: ServiceBroker): Buffer {
	let key = brokerKeys.get(broker);
	if (!key) brokerKeys.set(broker, (key = loadOperatorKey()));
	return key;
}

/** An action's handler as a middleware wraps it (Moleculer has bound it to its service already). */
type Handler = (ctx: Context) => Promise<unknown>;

/** The check, around every local action: operator actions need a valid token; no action keeps one in its meta. */
function operatorCheck(broker: ServiceBroker): Middleware {
	return {
		name: "OperatorCheck",
		localAction(next: Handler, action: ActionSchema): Handler {
			if (!isOperatorAction(action)) {
				return (ctx: Context) => {
					withoutToken(ctx);
					return next(ctx);
				};
			}
			// Loaded when the service is created: a process that runs operator actions without the key never starts.
			if (!brokerKeys.has(broker))
				brokerKeys.set(broker, loadOperatorKey(currentConfig(), `this process runs operator actions (${action.name}, …) and checks their calls with it`));
			const checkedWith = brokerKeys.get(broker)!;
			return (ctx: Context) => {
				const problem = operatorTokenProblem(checkedWith, action.name!, ctx.params, (ctx.meta as Record<string, unknown> | undefined)?.[OPERATOR_TOKEN_META]);
				withoutToken(ctx);
				if (problem) {
					broker.logger.warn(`operator call of ${action.name} from node ${ctx.nodeID ?? "?"} refused: ${problem}`);
					return Promise.reject(new OperatorTokenError(problem));
				}
				return next(ctx);
			};
		},
	} as unknown as Middleware;
}

/**
 * Checks operator tokens. It adds the check once the broker exists, after Moleculer's own
 * middlewares, so the check wraps them all: it reads the params as the caller signed them,
 * before the validator converts or fills any, and refuses before anything else runs.
 */
export const OperatorActionsMiddleware = {
	name: "OperatorActions",
	created(broker: ServiceBroker) {
		broker.middlewares.add(operatorCheck(broker));
	},
} as unknown as Middleware;

interface Registry {
	getActionEndpoints(name: string): { endpoints: { action?: ActionSchema }[] } | undefined;
}

/**
 * For operator clients (the CLI, the REPL): every call made from the broker itself (not a
 * nested call) to an action its registry knows as an operator action is signed with `key`.
 */
export function operatorSigningMiddleware(key: Buffer): Middleware {
	let registry: Registry | null = null;
	return {
		name: "OperatorSigning",
		created(broker: ServiceBroker) {
			registry = broker.registry as unknown as Registry;
		},
		call(next: (...args: unknown[]) => unknown) {
			return (actionName: string, params?: unknown, opts: CallingOptions = {}) => {
				const endpoint = registry?.getActionEndpoints(actionName)?.endpoints[0];
				if (opts.parentCtx || !isOperatorAction(endpoint?.action)) return next(actionName, params, opts);
				return next(actionName, params, { ...opts, meta: { ...opts.meta, ...operatorMeta(actionName, params, key) } });
			};
		},
	} as unknown as Middleware;
}

/** Broker options whose broker signs its operator calls with `key` (operatorSigningMiddleware), after the other middlewares. */
export function withOperatorSigning(options: BrokerOptions, key: Buffer): BrokerOptions {
	return { ...options, middlewares: [...(options.middlewares ?? []), operatorSigningMiddleware(key)] };
}
