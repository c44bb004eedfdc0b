import type { Context } from "moleculer";
import { UnauthorizedError } from "./errors";

/** What the gateway puts in `ctx.meta` once a key is authenticated. */
export interface AuthMeta {
	accountId?: string;
	keyId?: string;
	scopes?: string[] | null;
}

export function requireAccount(ctx: Context<unknown, AuthMeta>): string {
	const accountId = ctx.meta.accountId;
	if (!accountId) throw new UnauthorizedError();
	return accountId;
}
