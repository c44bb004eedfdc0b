import { createHmac, timingSafeEqual } from "node:crypto";
import { query } from "./db";
import { BadRequestError } from "./errors";
import { parseIntParam } from "./params";

let secretPromise: Promise<string> | null = null;

/**
 * One secret for every process of a deployment, made by the migration: no configuration to get wrong.
 * Kept once read; a failed read is forgotten, so the next request reads it again.
 */
function cursorSecret(): Promise<string> {
	if (!secretPromise) {
		const loading = query<{ value: string }>("SELECT value FROM app_secrets WHERE name = 'cursor'").then((rows) => {
			if (!rows.length) throw new Error("the cursor secret is missing");
			return rows[0].value;
		});
		secretPromise = loading;
		loading.catch(() => {
			if (secretPromise === loading) secretPromise = null;
		});
	}
	return secretPromise;
}

function sign(secret: string, scope: string, payload: string): string {
	return createHmac("sha256", secret).update(`${scope}\u0000${payload}`).digest("base64url").slice(0, 22);
}

/**
 * Opaque keyset cursors: base64url JSON plus an HMAC bound to the account and the
 * listing, so a forged, altered or foreign cursor is refused.
 */
export async function encodeCursor(scope: string, position: unknown): Promise<string> {
	const payload = Buffer.from(JSON.stringify(position)).toString("base64url");
	return `${payload}.${sign(await cursorSecret(), scope, payload)}`;
}

export async function decodeCursor<T>(scope: string, cursor: string): Promise<T> {
	const [payload, mac, extra] = cursor.split(".");
	if (!payload || !mac || extra !== undefined) throw new BadRequestError("cursor is not valid");
	const expected = Buffer.from(sign(await cursorSecret(), scope, payload));
	const given = Buffer.from(mac);
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BadRequestError("cursor is not valid");
	try {
		return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as T;
	} catch {
		throw new BadRequestError("cursor is not valid");
	}
}

/** A page of a keyset listing: `limit + 1` rows asked for, the extra one says there is a next page, after the last row's position. */
export async function cursorPage<R, P>(scope: string, rows: R[], limit: number, positionOf: (row: R) => P): Promise<{ page: R[]; nextCursor: string | null }> {
	const page = rows.slice(0, limit);
	const last = page[page.length - 1];
	return { page, nextCursor: rows.length > limit && last !== undefined ? await encodeCursor(scope, positionOf(last)) : null };
}

/** A keyset list's `limit` (1..`max`, `fallback` when absent) and where its `cursor` says to go on from. */
export async function cursorQuery<P>(
	scope: string,
	q: { limit?: string; cursor?: string },
	fallback: number,
	max: number,
): Promise<{ limit: number; after: P | null }> {
	const limit = parseIntParam("limit", q.limit, fallback, 1, max);
	return { limit, after: q.cursor ? await decodeCursor<P>(scope, q.cursor) : null };
}
