import { randomUUID } from "node:crypto";
import { query } from "../../shared/db";
import { ConflictError } from "../../shared/errors";
import { KEEP_HOURS, LOCK_SECONDS, type BeginOutcome, type KeyRef } from "./idempotency.contract";

const SWEEP_BATCH = 5_000;

interface KeyRow {
	fingerprint: Buffer;
	status: number | null;
	response: Buffer | null;
}

const hex = (s: string) => Buffer.from(s, "hex");

/**
 * Takes the key for a new request: a key never seen, one older than KEEP_HOURS, or one whose
 * first request (same fingerprint) vanished without an answer and whose lock has lapsed.
 */
async function claim(accountId: string, keyHash: string, fingerprint: string): Promise<{ token: string; requestId: string } | null> {
	// A retry of a request whose first attempt vanished keeps its request id: whatever that
	// attempt created under the id is found again instead of made twice.
	const rows: { token: string; request_id: string }[] = await query(
		`INSERT INTO idempotency_keys AS k (account_id, key_hash, fingerprint, request_id, token, locked_until)
		 VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))
		 ON CONFLICT (account_id, key_hash) DO UPDATE
		 SET fingerprint = EXCLUDED.fingerprint, token = EXCLUDED.token, locked_until = EXCLUDED.locked_until,
		     request_id = CASE WHEN k.created_at < now() - make_interval(hours => $7) THEN EXCLUDED.request_id ELSE k.request_id END,
		     status = NULL, response = NULL, created_at = now()
		 WHERE k.created_at < now() - make_interval(hours => $7)
		    OR (k.response IS NULL AND k.locked_until < now() AND k.fingerprint = EXCLUDED.fingerprint)
		 RETURNING token, request_id`,
		[accountId, hex(keyHash), hex(fingerprint), randomUUID(), randomUUID(), LOCK_SECONDS, KEEP_HOURS],
	);
	return rows.length ? { token: rows[0].token, requestId: rows[0].request_id } : null;
}

async function findLive(accountId: string, keyHash: string): Promise<KeyRow | null> {
	const rows: KeyRow[] = await query(
		`SELECT fingerprint, status, response FROM idempotency_keys
		 WHERE account_id = $1 AND key_hash = $2 AND created_at >= now() - make_interval(hours => $3)`,
		[accountId, hex(keyHash), KEEP_HOURS],
	);
	return rows[0] ?? null;
}

/** Starts a request under the key, or answers what the first request with it answered; never both. */
export async function begin(accountId: string, keyHash: string, fingerprint: string): Promise<BeginOutcome> {
	// A key released or expired between the two statements is simply claimed on the next turn.
	for (let turn = 0; turn < 3; turn++) {
		const claimed = await claim(accountId, keyHash, fingerprint);
		if (claimed) return { started: true, ...claimed };
		const row = await findLive(accountId, keyHash);
		if (!row) continue;
		if (!row.fingerprint.equals(hex(fingerprint))) {
			throw new ConflictError(
				"idempotency_key_reused",
				`this Idempotency-Key was used with another request (route, body or API key) in the last ${KEEP_HOURS} hours`,
			);
		}
		if (row.response === null || row.status === null) break;
		return { started: false, status: row.status, response: row.response.toString("base64") };
	}
	throw new ConflictError("idempotency_key_in_use", "a request with this Idempotency-Key is still being processed; retry later");
}

/** Keeps the first request's answer; only the request holding the key's token may. */
export async function complete(ref: KeyRef, status: number, response: string): Promise<boolean> {
	const rows = await query(
		`UPDATE idempotency_keys SET status = $4, response = $5, token = NULL, locked_until = NULL
		 WHERE account_id = $1 AND key_hash = $2 AND token = $3 AND response IS NULL RETURNING 1`,
		[ref.accountId, hex(ref.keyHash), ref.token, status, Buffer.from(response, "base64")],
	);
	return rows.length > 0;
}

/** Forgets a request that ended without an answer worth keeping, so the client may send it again. */
export async function release(ref: KeyRef): Promise<boolean> {
	const rows = await query("DELETE FROM idempotency_keys WHERE account_id = $1 AND key_hash = $2 AND token = $3 AND response IS NULL RETURNING 1", [
		ref.accountId,
		hex(ref.keyHash),
		ref.token,
	]);
	return rows.length > 0;
}

/** Deletes expired keys in batches; answers how many went. */
export async function sweepExpired(): Promise<number> {
	let total = 0;
	for (;;) {
		const rows = await query(
			`DELETE FROM idempotency_keys WHERE ctid = ANY(ARRAY(
				SELECT ctid FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1) LIMIT $2))
			 RETURNING 1`,
			[KEEP_HOURS, SWEEP_BATCH],
		);
		total += rows.length;
		if (rows.length < SWEEP_BATCH) return total;
	}
}
