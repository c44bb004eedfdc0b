import { SHA256_HEX } from "../../shared/params";

/**
 * idempotency: Idempotency keys (Stripe's rules) for the gateway: `begin` before a request
 * runs, `complete` with its answer, `release` when it failed in a way the client may retry.
 * It sees hashes and sealed answers only, and stores the hashes under an HMAC of its own
 * (LEADMAP_SECRET_KEY): what the table holds means nothing without the server's key.
 */

/** What the gateway and the idempotency service say when services run apart without LEADMAP_SECRET_KEY. */
export const IDEMPOTENCY_KEY_USE = "gateway and idempotency instance needs the same key to look up and seal stored idempotent answers";

/** How long a key and its answer are kept (Stripe keeps them 24 hours too). */
export const KEEP_HOURS = 24;

/**
 * How long a first request that never reported back (its gateway died, or its answer
 * never came) keeps the key locked. Longer than the bus's request timeout (30 s), so a
 * request still running on its service is not started a second time.
 */
export const LOCK_SECONDS = 120;

/**
 * Sealed (deflated) answers travel as base64 in one bus packet (NATS: 1 MB). The largest
 * answer of a flagged route, an unlock of 500 rows, is ids only and stays far below this.
 */
export const MAX_RESPONSE_CHARS = 900 * 1024;

/** `requestId` is the same for every attempt of one request under the key, until the key expires. */
export type BeginOutcome = { started: true; token: string; requestId: string } | { started: false; status: number; response: string };

export interface BeginParams {
	accountId: string;
	keyHash: string;
	fingerprint: string;
}

/** A key as held by the request that began it (`token` from `begin`). */
export interface KeyRef {
	accountId: string;
	keyHash: string;
	token: string;
}

export interface CompleteParams extends KeyRef {
	status: number;
	response: string;
}

const keyRef = { accountId: { type: "uuid" }, keyHash: SHA256_HEX, token: { type: "uuid" } } as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const IDEMPOTENCY_PARAMS = {
	begin: { accountId: { type: "uuid" }, keyHash: SHA256_HEX, fingerprint: SHA256_HEX },
	complete: {
		...keyRef,
		status: { type: "number", integer: true, min: 100, max: 599 },
		response: { type: "string", max: MAX_RESPONSE_CHARS, pattern: /^[A-Za-z0-9+/]*={0,2}$/ },
	},
	release: keyRef,
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** Starts a request under the key, or answers what the first request with it answered; never both. */
		"idempotency.begin": Action<BeginParams, BeginOutcome>;
		/** Keeps the first request's answer (sealed, base64); only the request holding the key's token may. */
		"idempotency.complete": Action<CompleteParams, { stored: boolean }>;
		/** Forgets a request that ended without an answer worth keeping, so the client may send it again. */
		"idempotency.release": Action<KeyRef, { released: boolean }>;
		/** Deletes expired keys (also done every 10 minutes); answers how many went. */
		"idempotency.sweep": Action<undefined, { deleted: number }>;
	}
}
