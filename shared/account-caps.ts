import { ConflictError, LeadmapError } from "./errors";
import type { Tx } from "./db";

/*
 * What every per-account cap uses: the lock that makes a count hold, and the errors a cap answers.
 * The caps themselves are their services' (WATCHES_CAP, ACTIVE_KEYS_CAP, WEBHOOK_ENDPOINTS_CAP, …, in
 * each owner's contract; docs/guarantees.md, "Caps").
 */

/**
 * Serializes, until the transaction ends, everything of one kind an account creates:
 * a count read after this lock stays true until the insert commits, so a cap holds
 * under any number of concurrent requests. An advisory lock, not a row lock on
 * `accounts`, so foreign-key checks of unrelated inserts never wait on it.
 */
export async function lockAccountFor(tx: Tx, kind: string, accountId: string): Promise<void> {
	await tx.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [`${kind}:${accountId}`]);
}

export class LimitReachedError extends ConflictError {
	constructor(what: string, cap: number) {
		super("limit_reached", `an account may have at most ${cap} ${what}`);
	}
}

/** 429 with Retry-After, as the per-key request limit answers. */
export class AccountRateLimitedError extends LeadmapError {
	constructor(what: string, perMinute: number, retryAfterSeconds: number) {
		super(429, "rate_limit_exceeded", `an account may make at most ${perMinute} ${what} a minute`, { retryAfter: retryAfterSeconds });
	}
}
