import { hash } from "node:crypto";
import { ACCESS_STATUSES, type AccessStatus, PLAN_NAMES, type PlanName, type Usage } from "../billing/billing.contract";
import { SHA256_HEX, PATH_ID } from "../../shared/params";
import { KEYS_SCHEMAS, SCOPES, type APIKey, type CreateKeyResult, type Scope } from "./keys.schemas";

/** keys: accounts and their API keys; the gateway asks it who a key is. */

/** The scopes and the result shapes (keys.schemas.ts): each shape a schema of the OpenAPI document and, through `Static`, the type below. */
export { KEYS_SCHEMAS, SCOPES };
export type { APIKey, CreateKeyResult, Scope };

/** `null` scopes mean an unscoped key: the full access of its account. */
export function hasScope(granted: readonly string[] | null, required: string): boolean {
	return granted === null || granted.includes(required);
}

export function isSubset(requested: readonly string[] | null, granted: readonly string[] | null): boolean {
	if (granted === null) return true;
	if (requested === null) return false;
	return requested.every((s) => granted.includes(s));
}

/** Who a key is, as the gateway caches it. */
export interface KeyIdentity {
	keyId: string;
	accountId: string;
	scopes: string[] | null;
	expiresAt: string | null;
}

export interface CreateKeyParams {
	name?: string | null;
	expiresInDays?: number | null;
	scopes?: string[] | null;
}
export interface RenameKeyParams {
	id: string;
	name: string;
}
export interface KeyIdParams {
	id: string;
}
export interface AuthenticateParams {
	keyHash: string;
}
export interface CreateAccountParams {
	name?: string | null;
	plan: PlanName | null;
	accessStatus?: AccessStatus;
	credits?: number | null;
}
export interface CreateAccountResult {
	accountId: string;
	key: string;
	usage: Usage;
}
export interface IssueKeyParams {
	accountId: string;
	name?: string | null;
}
export interface SetEnabledParams {
	id: string;
	enabled: boolean;
}
/** What keys knows of an account, for operators. */
export interface AccountSummary {
	accountId: string;
	name: string | null;
	createdAt: string;
	activeKeys: number;
}
export interface DescribeAccountsParams {
	ids: string[];
}
export interface AccountKeysParams {
	accountId: string;
}
/** A key an operator revoked; `alreadyRevoked` when it was revoked before (revoking again changes nothing). */
export interface RevokedKey {
	apiKey: APIKey;
	alreadyRevoked: boolean;
}
export interface KeyUsedEvent {
	keyId: string;
	at: string;
}
export interface KeyInvalidatedEvent {
	keyId: string;
}

/** A key is `lm_live_` and 43 base62 characters (~256 bits). */
export const KEY_PREFIX = "lm_live_";
export const SECRET_LENGTH = 43;
const SECRET_FORMAT = /^[0-9A-Za-z]{43}$/;

/** Longest key name; longest key life a client may ask for. */
/** An account holds at most this many keys neither revoked nor expired (409 `limit_reached`, docs/guarantees.md "Caps"). */
export const ACTIVE_KEYS_CAP = 100;
export const MAX_KEY_NAME = 64;
export const MAX_KEY_EXPIRY_DAYS = 3650;

/** The secret of a key in the lm_live_ + 43 base62 format, or null for anything else. */
export function splitKey(key: string): string | null {
	if (key.length !== KEY_PREFIX.length + SECRET_LENGTH || !key.startsWith(KEY_PREFIX)) return null;
	const secret = key.slice(KEY_PREFIX.length);
	return SECRET_FORMAT.test(secret) ? secret : null;
}

/** What the keys service stores of a secret: its SHA-256 (one-shot: it runs on every request). */
export function hashSecret(secret: string): Buffer {
	return hash("sha256", secret, "buffer");
}

/**
 * What a key is looked up by, as hex: the SHA-256 the keys service stores. A gateway
 * computes it before any call, so full keys never cross the bus; null for a malformed key.
 */
export function keyHashOf(key: string): string | null {
	const secret = splitKey(key);
	return secret ? hashSecret(secret).toString("hex") : null;
}

const keyName = { type: "string", min: 1, max: MAX_KEY_NAME } as const;
const keyId = PATH_ID;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const KEYS_PARAMS = {
	create: {
		$$strict: true,
		name: { ...keyName, optional: true, nullable: true },
		expiresInDays: { type: "number", integer: true, min: 1, max: MAX_KEY_EXPIRY_DAYS, optional: true, nullable: true },
		scopes: { type: "array", items: { type: "enum", values: [...SCOPES] }, min: 1, unique: true, optional: true, nullable: true },
	},
	rename: { $$strict: true, id: keyId, name: keyName },
	list: { $$strict: true },
	revoke: { $$strict: true, id: keyId },
	authenticate: { $$strict: true, keyHash: SHA256_HEX },
	createAccount: {
		name: { type: "string", min: 1, max: 200, optional: true, nullable: true },
		plan: { type: "enum", values: PLAN_NAMES, nullable: true },
		accessStatus: { type: "enum", values: [...ACCESS_STATUSES], optional: true },
		credits: { type: "number", integer: true, min: 0, optional: true, nullable: true },
	},
	issue: { accountId: { type: "uuid" }, name: { ...keyName, optional: true, nullable: true } },
	setEnabled: { id: { type: "uuid" }, enabled: { type: "boolean" } },
	describeAccounts: { $$strict: true, ids: { type: "array", items: { type: "uuid" }, max: 500 } },
	listOfAccount: { $$strict: true, accountId: { type: "uuid" } },
	revokeAny: { $$strict: true, id: { type: "uuid" } },
} as const;

/** The payload schema of each event keys handles. */
export const KEYS_EVENT_PARAMS = {
	used: { keyId: { type: "uuid" }, at: { type: "string" } },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** The calling account mints a key (gateway: POST /v1/keys); no wider than the key asking. */
		"keys.create": Action<CreateKeyParams, CreateKeyResult>;
		/** gateway: PATCH /v1/keys/:id */
		"keys.rename": Action<RenameKeyParams, { apiKey: APIKey }>;
		/** gateway: GET /v1/keys */
		"keys.list": Action<undefined, { data: APIKey[] }>;
		/** gateway: DELETE /v1/keys/:id */
		"keys.revoke": Action<KeyIdParams, { ok: true }>;
		/** A key's identity by the hex SHA-256 of its secret (`keyHashOf`), or null for a key that identifies nobody. */
		"keys.authenticate": Action<AuthenticateParams, KeyIdentity | null>;
		/** Operator: a new account, its billing opened, with a first key. */
		"keys.createAccount": Action<CreateAccountParams, CreateAccountResult>;
		/** Operator: a new unscoped key for any account. */
		"keys.issue": Action<IssueKeyParams, CreateKeyResult>;
		/** Operator: disables or enables any key. */
		"keys.setEnabled": Action<SetEnabledParams, APIKey>;
		/** Operator: name, creation time and active keys of the accounts named (unknown ids are left out). */
		"keys.describeAccounts": Action<DescribeAccountsParams, AccountSummary[]>;
		/** Operator: any account's keys that are not revoked, newest first. */
		"keys.listOfAccount": Action<AccountKeysParams, { data: APIKey[] }>;
		/** Operator: revokes any key for good (at once on every gateway); revoking it again changes nothing. */
		"keys.revokeAny": Action<KeyIdParams, RevokedKey>;
		/** Operator: how many accounts exist (the first start makes one when none does). */
		"keys.countAccounts": Action<undefined, number>;
		/** The database answers (gateway: GET /health/ready). */
		"keys.ready": Action<undefined, { ok: true }>;
	}
	interface Events {
		/** A gateway saw a key in use: keys writes its `lastRequest` in batches. */
		"keys.used": KeyUsedEvent;
		/** A key was revoked, disabled or enabled: every gateway's cache of it is stale. */
		"keys.invalidated": KeyInvalidatedEvent;
	}
}
