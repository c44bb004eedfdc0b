import type { Context } from "moleculer";
import { UnauthorizedError } from "./errors";

/** What the gateway puts in `ctx.meta` once a key is authenticated. */
export interface AuthMeta {
	accountId?: string;
	keyId?: string;
	scopes?: string[] | null;
	/**
	 * Set by the gateway for a request sent with an `Idempotency-Key`: the same uuid for every
	 * attempt of that request (until the key expires), so an action that creates something may
	 * name it by this id and create it at most once, even when the first attempt's answer was lost.
	 */
	idempotentRequestId?: string;
}

/** What an action may add to `ctx.meta` for the gateway's answer: its HTTP status and `Location`. */
export type ResponseMeta = AuthMeta & { $statusCode?: number; $location?: string };

export function requireAccount(ctx: Context<unknown, AuthMeta>): string {
	const accountId = ctx.meta.accountId;
	if (!accountId) throw new UnauthorizedError();
	return accountId;
}
