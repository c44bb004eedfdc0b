import type { Context, Service } from "moleculer";
import type { GatewayResponse, IncomingRequest, Route } from "moleculer-web";
import type { ResponseMeta } from "../../shared/auth-context";
import { BadRequestError, LeadmapError, toHttpError } from "../../shared/errors";
import { call } from "../../shared/bus";
import type { KeyRef } from "../idempotency/idempotency.contract";
import { requestFingerprint, seal, unseal, type IdempotencyKeys } from "./idempotency-seal";
import { IDEMPOTENT_ACTIONS, SECRET_ANSWER_ACTIONS, SECRET_ROUTE_KEY_MIN } from "./routes";

export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const REPLAYED_HEADER = "Idempotent-Replayed";

const VALID_KEY = /^[\x20-\x7e]{1,255}$/;
/** The call got no answer: the action may have run, or still be running, so the key stays locked. */
const OUTCOME_UNKNOWN = new Set(["REQUEST_TIMEOUT", "REQUEST_REJECTED"]);

type Req = IncomingRequest & { body?: unknown; $ctx: Context<unknown, ResponseMeta> };
type Gateway = Service & { idempotencyKeys: IdempotencyKeys; sendResponse(req: Req, res: GatewayResponse, data: unknown, action: unknown): void };
export type CallAction = (this: Gateway, route: Route, actionName: string, req: Req, res: GatewayResponse, params: unknown) => Promise<unknown>;

/** The first answer as kept: what the action answered, or the error it refused the request with. */
type StoredAnswer = { status: number; location: string | null; body: unknown } | { status: number; error: { code: string; detail: string | null } };

interface IdempotentRequest {
	accountId: string;
	keyHash: string;
	sealKey: Buffer;
	fingerprint: string;
}

function idempotentRequestOf(keys: IdempotencyKeys, req: Req): IdempotentRequest | null {
	const action = req.$action?.name ?? "";
	if (!IDEMPOTENT_ACTIONS.has(action)) return null;
	const header = req.headers[IDEMPOTENCY_KEY_HEADER];
	if (header === undefined) return null;
	if (typeof header !== "string" || !VALID_KEY.test(header)) {
		throw new BadRequestError("Idempotency-Key must be 1 to 255 printable ASCII characters", "idempotency_key_invalid");
	}
	if (SECRET_ANSWER_ACTIONS.has(action) && header.length < SECRET_ROUTE_KEY_MIN) {
		throw new BadRequestError(
			`this answer holds a secret, which a replay returns: its Idempotency-Key must be at least ${SECRET_ROUTE_KEY_MIN} characters (use a random UUID)`,
			"idempotency_key_invalid",
		);
	}
	const { accountId, keyId } = req.$ctx.meta;
	if (!accountId || !keyId) throw new Error("an idempotent route without an authenticated key");
	let fingerprint: string;
	try {
		fingerprint = requestFingerprint({ method: req.method ?? "", path: req.parsedUrl, keyId, query: req.query, body: req.body });
	} catch {
		throw new BadRequestError("the body is nested too deeply");
	}
	return { accountId, fingerprint, ...keys.material(accountId, header) };
}

/**
 * Kept as final: a success, and a refusal of a request the action carried out (402, 403,
 * 404, 409). A 400 (the request itself is wrong), a 429 (send it later) and a 5xx free the
 * key, so the same key may be sent again.
 */
function isFinal(status: number): boolean {
	return status < 500 && status !== 400 && status !== 429;
}

function replay(this: Gateway, req: Req, res: GatewayResponse, answer: StoredAnswer): true {
	res.setHeader(REPLAYED_HEADER, "true");
	if ("error" in answer) throw new LeadmapError(answer.status, answer.error.code, answer.error.detail ?? undefined);
	req.$ctx.meta.$statusCode = answer.status;
	if (answer.location) req.$ctx.meta.$location = answer.location;
	this.sendResponse(req, res, answer.body, req.$endpoint.action);
	return true;
}

/**
 * Wraps moleculer-web's `callAction`. A request to a route flagged `idempotent` that carries
 * an `Idempotency-Key` runs only if the idempotency service lets it begin; its answer is
 * stored before the client sees it (in `onAfterCall`), so a retry sent the moment the
 * answer arrives is a replay, never a second run.
 */
export function withIdempotency(callAction: CallAction): CallAction {
	// Not async: a request without a key (nearly every one) is the call alone, with no promise of its own around it.
	return function idempotentCallAction(route, actionName, req, res, params) {
		const request = idempotentRequestOf(this.idempotencyKeys, req);
		if (!request) return callAction.call(this, route, actionName, req, res, params);
		return callOnce.call(this, request, callAction, route, actionName, req, res, params);
	};
}

/** The call of a request with an `Idempotency-Key`: run once, its answer kept; or the kept answer replayed. */
async function callOnce(
	this: Gateway,
	request: IdempotentRequest,
	callAction: CallAction,
	...[route, actionName, req, res, params]: Parameters<CallAction>
): Promise<unknown> {
	const ctx = req.$ctx;
	const { accountId, keyHash, sealKey, fingerprint } = request;
	const begun = await call(ctx, "idempotency.begin", { accountId, keyHash, fingerprint });
	if (!begun.started) return replay.call(this, req, res, unseal<StoredAnswer>(begun.response, sealKey, fingerprint));

	const ref: KeyRef = { accountId, keyHash, token: begun.token };
	ctx.meta.idempotentRequestId = begun.requestId;
	const keep = (answer: StoredAnswer) => call(ctx, "idempotency.complete", { ...ref, status: answer.status, response: seal(answer, sealKey, fingerprint) });
	const warn = (err: Error) => this.logger.warn(`idempotency key of ${actionName} not settled:`, err.message);
	const recording: Route = {
		...route,
		async onAfterCall(this: Gateway, c, r, rq, rs, data) {
			const body = route.onAfterCall ? await route.onAfterCall.call(this, c, r, rq, rs, data) : data;
			// The action ran: the client gets its answer even if it could not be kept (the key then stays locked until its lease ends).
			await keep({ status: ctx.meta.$statusCode ?? 200, location: ctx.meta.$location ?? null, body: body ?? null }).catch(warn);
			return body;
		},
	};
	try {
		return await callAction.call(this, recording, actionName, req, res, params);
	} catch (err) {
		const http = toHttpError(err);
		if (isFinal(http.status)) await keep({ status: http.status, error: { code: http.code, detail: http.detail } }).catch(warn);
		else if (!OUTCOME_UNKNOWN.has((err as { type?: string })?.type ?? "")) await call(ctx, "idempotency.release", ref).catch(warn);
		throw err;
	}
}
