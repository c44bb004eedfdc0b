import { Errors } from "moleculer";

/**
 * The one set of errors every service throws. `type` is the stable `{error}` code the
 * gateway sends; `code` is the HTTP status. They extend MoleculerClientError so retry
 * policies and circuit breakers ignore them.
 */
export class LeadmapError extends Errors.MoleculerClientError {
	constructor(status: number, errorCode: string, detail?: string, data?: Record<string, unknown>) {
		super(detail ?? errorCode, status, errorCode, { ...data, detail: detail ?? null });
		this.name = "LeadmapError";
	}
}

export class BadRequestError extends LeadmapError {
	constructor(detail: string, errorCode = "invalid_body") {
		super(400, errorCode, detail);
	}
}
export class UnauthorizedError extends LeadmapError {
	constructor(detail = "a valid API key is required") {
		super(401, "unauthorized", detail);
	}
}
export class PaymentRequiredError extends LeadmapError {
	constructor(errorCode: "insufficient_credits" | "subscription_inactive", detail: string) {
		super(402, errorCode, detail);
	}
}
export class InsufficientScopeError extends LeadmapError {
	constructor(scope: string) {
		super(403, "insufficient_scope", `this key lacks the scope ${scope}`);
	}
}
/** An operator action called without a valid operator token (shared/operator-auth.ts): nothing was done. */
export class OperatorTokenError extends LeadmapError {
	constructor(detail: string) {
		super(403, "operator_token_invalid", detail);
	}
}
export class NotFoundError extends LeadmapError {
	constructor(what = "resource") {
		super(404, "not_found", `${what} not found`);
	}
}
export class ConflictError extends LeadmapError {
	constructor(errorCode: string, detail: string) {
		super(409, errorCode, detail);
	}
}
export class RateLimitedError extends LeadmapError {
	constructor(public retryAfterSeconds: number) {
		super(429, "rate_limit_exceeded", "the per-minute request limit of this key is used up", { retryAfter: retryAfterSeconds });
	}
}
export class UnavailableError extends LeadmapError {
	constructor(errorCode = "service_unavailable", detail = "a downstream service is temporarily unavailable", retryAfterSeconds?: number) {
		super(503, errorCode, detail, retryAfterSeconds === undefined ? undefined : { retryAfter: retryAfterSeconds });
	}
}

/** A map provider could not be read now (blocked, unreachable, erroring): 503, retryable; `data.reason` keeps the scraper's code. */
export class ProviderUnavailableError extends LeadmapError {
	constructor(detail: string, reason: string, retryAfterSeconds = 5) {
		super(503, "provider_unavailable", detail, { retryAfter: retryAfterSeconds, reason });
	}
}

export interface HttpError {
	status: number;
	code: string;
	detail: string | null;
	retryAfter?: number;
}

interface ErrorLike {
	name?: string;
	type?: string;
	code?: number | string;
	status?: number;
	statusCode?: number;
	message?: string;
	data?: unknown;
}

function validationDetail(data: unknown): string {
	if (!Array.isArray(data) || data.length === 0) return "invalid request";
	return data
		.slice(0, 3)
		.map((d: { field?: string; message?: string }) => d.message ?? `${d.field} is invalid`)
		.join("; ");
}

const MOLECULER_UNAVAILABLE = new Set([
	"SERVICE_NOT_AVAILABLE",
	"SERVICE_NOT_FOUND",
	"REQUEST_TIMEOUT",
	"REQUEST_REJECTED",
	"QUEUE_FULL",
	"CIRCUIT_BREAKER_OPEN",
]);

/** The single place where any thrown value becomes an HTTP status and an `{error}` code. */
export function toHttpError(err: unknown): HttpError {
	const e = (err ?? {}) as ErrorLike;
	if (err instanceof LeadmapError || e.name === "LeadmapError") {
		const data = (e.data ?? {}) as { detail?: string | null; retryAfter?: number };
		return { status: Number(e.code), code: String(e.type), detail: data.detail ?? null, retryAfter: data.retryAfter };
	}
	if (e.name === "ValidationError" || e.type === "VALIDATION_ERROR") {
		return { status: 400, code: "invalid_body", detail: validationDetail(e.data) };
	}
	// body-parser (malformed JSON, body too large, bad encoding)
	if (e.type === "entity.parse.failed") return { status: 400, code: "invalid_body", detail: "the body is not valid JSON" };
	if (e.type === "entity.too.large") return { status: 413, code: "payload_too_large", detail: "the request body is over 1 MB" };
	if ((typeof e.type === "string" && e.type.startsWith("encoding.")) || e.type === "charset.unsupported") {
		return { status: 415, code: "unsupported_media_type", detail: e.type };
	}
	// moleculer-web: a path segment that is not valid percent-encoding
	if (e.name === "BadRequestError" && e.code === 400) return { status: 400, code: "invalid_body", detail: e.message ?? null };
	if (e.type === "NOT_FOUND" || e.name === "NotFoundError") {
		return { status: 404, code: "not_found", detail: "no such route" };
	}
	// moleculer-web's CORS check: an Origin outside LEADMAP_CORS_ORIGINS
	if (e.type === "ORIGIN_NOT_ALLOWED") return { status: 403, code: "origin_not_allowed", detail: "this origin is not among LEADMAP_CORS_ORIGINS" };
	if (e.name === "UnAuthorizedError" || e.name === "UnauthorizedError") return { status: 401, code: "unauthorized", detail: null };
	if ((e.type && MOLECULER_UNAVAILABLE.has(e.type)) || e.name === "ServiceUnavailableError")
		return { status: 503, code: "service_unavailable", detail: "a downstream service is temporarily unavailable" };
	return { status: 500, code: "internal_error", detail: null };
}
