/** An answer of the API that is not a success, or a request that never got one. */
export class LeadmapError extends Error {
	override readonly name = "LeadmapError";
	/** the HTTP status; 0 when no answer came (network error after the last retry) */
	readonly status: number;
	/** the answer's `error` code (`invalid_body`, `not_found`, `rate_limit_exceeded`…); `network_error` without an answer */
	readonly code: string;
	/** the answer's `X-Request-Id`: quote it to support */
	readonly requestId: string | null;
	/** the answer's `X-Error-Detail`: which field broke which rule, for people */
	readonly detail: string | null;
	/** seconds the API asked to wait (`Retry-After` of a 429 or 503) */
	readonly retryAfterSec: number | null;

	constructor(init: { status: number; code: string; requestId?: string | null; detail?: string | null; retryAfterSec?: number | null; cause?: unknown }) {
		const where = init.requestId ? ` (request ${init.requestId})` : "";
		super(`${init.status ? `${init.status} ` : ""}${init.code}${init.detail ? `: ${init.detail}` : ""}${where}`, { cause: init.cause });
		this.status = init.status;
		this.code = init.code;
		this.requestId = init.requestId ?? null;
		this.detail = init.detail ?? null;
		this.retryAfterSec = init.retryAfterSec ?? null;
	}

	/** The error an answer carries: its status, `{error}` code and headers. */
	static fromResponse(response: Response, body: unknown): LeadmapError {
		const code =
			typeof body === "object" && body !== null && typeof (body as { error?: unknown }).error === "string"
				? (body as { error: string }).error
				: `http_${response.status}`;
		const retryAfter = Number(response.headers.get("retry-after"));
		return new LeadmapError({
			status: response.status,
			code,
			requestId: response.headers.get("x-request-id"),
			detail: response.headers.get("x-error-detail"),
			retryAfterSec: Number.isFinite(retryAfter) && response.headers.has("retry-after") ? retryAfter : null,
		});
	}
}

/** `waitForSearch` ran out of time before the search ended. */
export class WaitTimeoutError extends Error {
	override readonly name = "WaitTimeoutError";
	constructor(
		readonly searchId: string,
		readonly timeoutMs: number,
		readonly lastStatus: string | null,
	) {
		super(`search ${searchId} had not ended after ${timeoutMs} ms (last status: ${lastStatus ?? "unknown"})`);
	}
}
