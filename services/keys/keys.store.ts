import { randomUUID } from "node:crypto";
import { LimitReachedError, lockAccountFor } from "../../shared/account-caps";
import { query, transaction, type Tx } from "../../shared/db";
import { BadRequestError, NotFoundError } from "../../shared/errors";
import { ACTIVE_KEYS_CAP, hashSecret, KEY_PREFIX, type AccountSummary, type APIKey, type KeyIdentity, type RevokedKey } from "./keys.contract";
import { newSecret } from "./secrets";

interface KeyRow {
	id: string;
	account_id: string;
	name: string | null;
	prefix: string;
	start: string;
	scopes: string[] | null;
	enabled: boolean;
	expires_at: Date | null;
	last_request: Date | null;
	created_at: Date;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toApiKey(row: KeyRow): APIKey {
	return {
		id: row.id,
		enabled: row.enabled,
		scopes: row.scopes,
		createdAt: iso(row.created_at)!,
		expiresAt: iso(row.expires_at),
		lastRequest: iso(row.last_request),
		name: row.name,
		prefix: row.prefix,
		start: row.start,
	};
}

export interface NewKey {
	accountId: string;
	name: string | null;
	scopes: string[] | null;
	expiresInDays: number | null;
	/** the key that asks for this one (through the gateway); the new key never outlives it */
	mintedBy?: string | null;
}

/**
 * Inserts a key unless the account already holds ACTIVE_KEYS_CAP active keys;
 * the count and the insert run under the account's key lock, so the cap holds under concurrency.
 */
export async function insertKey(input: NewKey): Promise<{ key: string; apiKey: APIKey }> {
	const secret = newSecret();
	return transaction(async (tx) => {
		const expiresAt = await expiryOf(tx, input);
		await lockAccountFor(tx, "api_keys", input.accountId);
		const [{ n }] = await tx.query<{ n: number }>(
			`SELECT count(*)::int AS n FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
			[input.accountId],
		);
		if (n >= ACTIVE_KEYS_CAP) throw new LimitReachedError("active API keys", ACTIVE_KEYS_CAP);
		const [row] = await tx.query<KeyRow>(
			`INSERT INTO api_keys (id, account_id, name, key_hash, prefix, start, scopes, expires_at)
			 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
			[randomUUID(), input.accountId, input.name, hashSecret(secret), KEY_PREFIX, secret.slice(0, 6), input.scopes, expiresAt],
		);
		return { key: KEY_PREFIX + secret, apiKey: toApiKey(row) };
	});
}

/**
 * A key minted by an expiring key expires with it by default, and may not ask for more:
 * revoking the minting key leaves the keys it minted alive, so this is what bounds them.
 */
async function expiryOf(tx: Tx, input: NewKey): Promise<Date | null> {
	const asked = input.expiresInDays ? new Date(Date.now() + input.expiresInDays * 86_400_000) : null;
	if (!input.mintedBy) return asked;
	const [minter] = await tx.query<{ expires_at: Date | null }>("SELECT expires_at FROM api_keys WHERE id = $1 AND account_id = $2", [
		input.mintedBy,
		input.accountId,
	]);
	const limit = minter?.expires_at ? new Date(minter.expires_at) : null;
	if (!limit) return asked;
	if (!asked) return limit;
	if (asked > limit) {
		throw new BadRequestError(`expiresInDays would outlive the key that creates it, which expires at ${limit.toISOString()}`);
	}
	return asked;
}

export async function createAccount(name: string | null): Promise<string> {
	const id = randomUUID();
	await query("INSERT INTO accounts (id, name) VALUES ($1, $2)", [id, name]);
	return id;
}

export async function countAccounts(): Promise<number> {
	const [row] = await query<{ n: string }>("SELECT count(*) AS n FROM accounts");
	return Number(row.n);
}

export async function accountExists(accountId: string): Promise<boolean> {
	return (await query("SELECT 1 FROM accounts WHERE id = $1", [accountId])).length > 0;
}

/** One lookup on the unique index of key_hash; a key that is unknown, revoked, disabled or expired identifies nobody. */
export async function findActiveKey(keyHashHex: string): Promise<KeyIdentity | null> {
	const rows: Pick<KeyRow, "id" | "account_id" | "scopes" | "expires_at">[] = await query(
		`SELECT id, account_id, scopes, expires_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL AND enabled
		 AND (expires_at IS NULL OR expires_at > now())`,
		[Buffer.from(keyHashHex, "hex")],
	);
	if (!rows.length) return null;
	const row = rows[0];
	return { keyId: row.id, accountId: row.account_id, scopes: row.scopes, expiresAt: iso(row.expires_at) };
}

export async function listKeys(accountId: string): Promise<APIKey[]> {
	const rows: KeyRow[] = await query("SELECT * FROM api_keys WHERE account_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC, id", [accountId]);
	return rows.map(toApiKey);
}

async function updateOwnKey(accountId: string, id: string, set: string, params: unknown[]): Promise<APIKey> {
	if (!UUID.test(id)) throw new NotFoundError("key");
	const rows: KeyRow[] = await query(`UPDATE api_keys SET ${set} WHERE id = $1 AND account_id = $2 AND revoked_at IS NULL RETURNING *`, [
		id,
		accountId,
		...params,
	]);
	if (!rows.length) throw new NotFoundError("key");
	return toApiKey(rows[0]);
}

export const renameKey = (accountId: string, id: string, name: string) => updateOwnKey(accountId, id, "name = $3", [name]);
export const revokeKey = (accountId: string, id: string) => updateOwnKey(accountId, id, "revoked_at = now(), enabled = false", []);

export async function setKeyEnabled(id: string, enabled: boolean): Promise<APIKey> {
	if (!UUID.test(id)) throw new NotFoundError("key");
	const rows: KeyRow[] = await query("UPDATE api_keys SET enabled = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING *", [id, enabled]);
	if (!rows.length) throw new NotFoundError("key");
	return toApiKey(rows[0]);
}

/** One write for a whole batch of `lastRequest` updates gathered by the gateways. */
export async function recordLastRequests(touches: { keyId: string; at: string }[]): Promise<void> {
	if (!touches.length) return;
	await query(
		`UPDATE api_keys k SET last_request = t.at
		 FROM unnest($1::uuid[], $2::timestamptz[]) AS t(id, at)
		 WHERE k.id = t.id AND (k.last_request IS NULL OR k.last_request < t.at)`,
		[touches.map((t) => t.keyId), touches.map((t) => t.at)],
	);
}

/** Operators: the accounts named, with how many keys each holds that still work. */
export async function describeAccounts(ids: string[]): Promise<AccountSummary[]> {
	const rows = await query<{ id: string; name: string | null; created_at: Date; active_keys: number }>(
		`SELECT a.id, a.name, a.created_at,
			(SELECT count(*)::int FROM api_keys k WHERE k.account_id = a.id AND k.revoked_at IS NULL AND k.enabled
				AND (k.expires_at IS NULL OR k.expires_at > now())) AS active_keys
		 FROM accounts a WHERE a.id = ANY($1::uuid[])`,
		[ids],
	);
	return rows.map((r) => ({ accountId: r.id, name: r.name, createdAt: iso(r.created_at)!, activeKeys: r.active_keys }));
}

/** Operators: revokes any account's key; a key revoked already is answered as it is. */
export async function revokeAnyKey(id: string): Promise<RevokedKey | null> {
	const revoked = await query<KeyRow>("UPDATE api_keys SET revoked_at = now(), enabled = false WHERE id = $1 AND revoked_at IS NULL RETURNING *", [id]);
	if (revoked.length) return { apiKey: toApiKey(revoked[0]), alreadyRevoked: false };
	const [before] = await query<KeyRow>("SELECT * FROM api_keys WHERE id = $1", [id]);
	return before ? { apiKey: toApiKey(before), alreadyRevoked: true } : null;
}
