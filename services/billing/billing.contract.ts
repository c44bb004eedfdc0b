import { PAGE_PARAMS, type Page, type PageParams } from "../../shared/paging";
import { PaymentRequiredError } from "../../shared/errors";
import { ACCESS_STATUSES, BILLING_SCHEMAS, PLAN_NAMES, PLANS, type AccessStatus, type PlanName, type Usage } from "./billing.schemas";

/** billing: credits, plans and the ledger (one row per credit movement, DESIGN §7). */

/** The plans and the result shapes (billing.schemas.ts): each shape a schema of the OpenAPI document and, through `Static`, the type below. */
export { ACCESS_STATUSES, BILLING_SCHEMAS, PLAN_NAMES, PLANS };
export type { AccessStatus, PlanName, Usage };

/** An account without a plan still gets a key limit: the lite one. */
export function rateLimitOf(plan: PlanName | null): number {
	return PLANS[plan ?? "lite"].rateLimitPerMinute;
}

/** How many of an account's searches may run at once; more wait `pending`. Without a plan: lite's. */
export function runningSearchCapOf(plan: PlanName | null): number {
	return PLANS[plan ?? "lite"].runningSearches;
}

export function allowanceOf(plan: PlanName | null): number {
	return plan ? PLANS[plan].monthlyAllowance : 0;
}

export function canEnrich(plan: PlanName | null): boolean {
	return plan ? PLANS[plan].enrichment : false;
}

export function hasSearchAccess(status: AccessStatus): boolean {
	return status === "active" || status === "trialing";
}

/**
 * Refuses, before any provider is read for it, work an account could not pay for: 402
 * `subscription_inactive` without an active subscription or a trial, `insufficient_credits` at a
 * zero balance. The exact price is checked when the work is bought, all or nothing.
 */
export function requirePayingAccount(usage: Usage, what: string): void {
	if (!hasSearchAccess(usage.accessStatus)) {
		throw new PaymentRequiredError("subscription_inactive", `the account is ${usage.accessStatus}; ${what} needs an active subscription or a trial`);
	}
	if (usage.credits.balance <= 0) throw new PaymentRequiredError("insufficient_credits", `the balance is ${usage.credits.balance}; ${what} needs credits`);
}

export interface ChargeResult {
	charged: string[];
	alreadyOwned: string[];
	overBudget: string[];
	remaining: number;
}

export interface AccountParams {
	accountId: string;
}
export interface OpenAccountParams {
	accountId: string;
	plan: PlanName | null;
	accessStatus: AccessStatus;
	credits?: number | null;
}
/** What is left out stays as it is. */
export interface SetPlanParams {
	accountId: string;
	plan?: PlanName | null;
	accessStatus?: AccessStatus;
}
export interface SetRateLimitParams {
	accountId: string;
	perMinute: number | null;
}
export interface GrantParams {
	accountId: string;
	credits: number;
	idempotencyKey: string;
}
export interface ReserveParams {
	accountId: string;
	reservation: string;
	max: number;
}
export interface ChargeParams {
	accountId: string;
	reservation: string;
	businessIds: string[];
}
export interface ReservationParams {
	accountId: string;
	reservation: string;
}
export interface SpendParams {
	accountId: string;
	keys: string[];
}
export interface SpendResult {
	charged: string[];
	alreadyPaid: string[];
}

/**
 * A key bought for a price (`run:<runId>`: a business run; `own:<businessId>`: owning a business).
 * `refundable`: its price may come back (a run's, when it fails): it stays held as the account's
 * (counted at a monthly reset) until the key is refunded or closed (`billing.closePurchase`).
 */
export interface PurchaseItem {
	key: string;
	credits: number;
	refundable?: boolean;
}
export interface PurchaseParams {
	accountId: string;
	items: PurchaseItem[];
}
/** `credits`: what this call took from the balance; keys paid earlier are in `alreadyPaid`. */
export interface PurchaseResult {
	charged: string[];
	alreadyPaid: string[];
	credits: number;
}
export interface PurchaseEachParams {
	items: Array<PurchaseItem & { accountId: string }>;
}
export interface PurchaseEachResult {
	results: Array<{ key: string; charged: boolean; error: "insufficient_credits" | "subscription_inactive" | "purchase_closed" | null }>;
}
/** Gives back what was paid under `of`, under the key `key` (once), and closes `of`. */
export interface RefundParams {
	accountId: string;
	key: string;
	of: string;
}
/** A purchase whose run has ended: its price is final, and the key is bought no more. */
export interface ClosePurchaseParams {
	accountId: string;
	key: string;
}
export interface PlansOfParams {
	accountIds: string[];
}
export interface PaidKeysParams {
	accountId: string;
	keys: string[];
}

/** An account's billing as operators list it. `openedAt`: when its billing was opened. */
export interface BillingAccount extends Usage {
	accountId: string;
	openedAt: string | null;
}
/** `plan: "none"` lists the accounts without a plan. */
export interface ListAccountsParams extends PageParams {
	plan?: PlanName | "none";
	accessStatus?: AccessStatus;
}
/** Credits a search (or another job) holds and has not given back yet. */
export interface OpenReservation {
	reservation: string;
	reserved: number;
	used: number;
	createdAt: string;
}
export interface InspectAccountResult {
	account: BillingAccount;
	reservations: OpenReservation[];
}
/** One credit movement: `amount` is signed (a grant is positive, a reservation negative). */
export interface LedgerEntry {
	id: string;
	kind: string;
	amount: number;
	key: string;
	reservation: string | null;
	createdAt: string;
}
export interface LedgerParams extends PageParams {
	accountId: string;
}

/** The ledger key under which owning a business is paid, by a search result or an unlock alike. */
export const OWNERSHIP_KEY_PREFIX = "own:";
export const ownershipKey = (businessId: string) => OWNERSHIP_KEY_PREFIX + businessId;
export const businessOfOwnershipKey = (key: string) => key.slice(OWNERSHIP_KEY_PREFIX.length);

/**
 * What holding up to `max` credits takes from a balance: the whole `max` when the balance covers
 * it, else what is left; 0 means the reservation is refused (`insufficient_credits`). Reserving
 * (billing.reserve) and quoting a search (searches.quote) both count it here.
 */
export function creditsToReserve(max: number, balance: number): number {
	return Math.max(0, Math.min(max, balance));
}

/** At most this many businesses in one charge or spend (a page of results, an unlock). */
export const MAX_CHARGE_BATCH = 1000;
/** At most this many items in one purchase or purchaseEach. */
export const MAX_PURCHASE_BATCH = 1000;
/** At most this many accounts in one plansOf. */
export const MAX_PLANS_BATCH = 500;

const accountId = { type: "uuid" } as const;
const plan = { type: "enum", values: PLAN_NAMES, nullable: true } as const;
const accessStatus = { type: "enum", values: [...ACCESS_STATUSES] } as const;
const reservation = { type: "string", min: 1, max: 200 } as const;
const purchaseKey = { type: "string", min: 1, max: 250 } as const;
const purchaseItem = {
	key: purchaseKey,
	credits: { type: "number", integer: true, min: 1, max: 1_000_000 },
	refundable: { type: "boolean", optional: true },
} as const;

/** The params schema of each action (fastest-validator), used by the action itself. */
export const BILLING_PARAMS = {
	account: { accountId },
	openAccount: { accountId, plan, accessStatus, credits: { type: "number", integer: true, min: 0, optional: true, nullable: true } },
	setPlan: { accountId, plan: { ...plan, optional: true }, accessStatus: { ...accessStatus, optional: true } },
	setRateLimit: { accountId, perMinute: { type: "number", integer: true, min: 1, max: 1_000_000, nullable: true } },
	grant: { accountId, credits: { type: "number", integer: true, min: 1, max: 100_000_000 }, idempotencyKey: { type: "string", min: 1, max: 200 } },
	reserve: { accountId, reservation, max: { type: "number", integer: true, min: 1 } },
	charge: { accountId, reservation, businessIds: { type: "array", items: { type: "string", min: 1, max: 200 }, max: MAX_CHARGE_BATCH } },
	chargedUnder: { accountId, reservation },
	release: { accountId, reservation },
	spend: { accountId, keys: { type: "array", items: { type: "string", min: 1, max: 250 }, min: 1, max: MAX_CHARGE_BATCH } },
	changed: { accountId },
	purchase: { accountId, items: { type: "array", min: 1, max: MAX_PURCHASE_BATCH, items: { type: "object", props: purchaseItem } } },
	purchaseEach: { items: { type: "array", max: MAX_PURCHASE_BATCH, items: { type: "object", props: { accountId, ...purchaseItem } } } },
	refund: { accountId, key: purchaseKey, of: purchaseKey },
	closePurchase: { accountId, key: purchaseKey },
	plansOf: { accountIds: { type: "array", items: accountId, min: 1, max: MAX_PLANS_BATCH } },
	paidKeys: { accountId, keys: { type: "array", items: { type: "string", min: 1, max: 250 }, max: MAX_PURCHASE_BATCH } },
	listAccounts: {
		$$strict: true,
		...PAGE_PARAMS,
		plan: { type: "enum", values: [...PLAN_NAMES, "none"], optional: true },
		accessStatus: { ...accessStatus, optional: true },
	},
	inspectAccount: { $$strict: true, accountId },
	ledger: { $$strict: true, accountId, ...PAGE_PARAMS },
} as const;

declare module "../../shared/bus" {
	interface Actions {
		/** The calling account's usage (gateway: GET /v1/usage). */
		"billing.usage": Action<undefined, Usage>;
		/** An account's plan, status and key rate limit, for the gateway and other services. */
		"billing.account": Action<AccountParams, Usage>;
		/** Operator: opens an account's billing with its plan and starting balance. */
		"billing.openAccount": Action<OpenAccountParams, Usage>;
		/** Operator: changes plan and access status. */
		"billing.setPlan": Action<SetPlanParams, Usage>;
		/** Operator: a contract's own key rate limit (null: back to the plan's). */
		"billing.setRateLimit": Action<SetRateLimitParams, Usage>;
		/** Operator: adds credits, once per idempotency key. */
		"billing.grant": Action<GrantParams, Usage>;
		/** Operator: accounts' billing, newest first, by plan and access status. */
		"billing.listAccounts": Action<ListAccountsParams, Page<BillingAccount>>;
		/** Operator: an account's billing and its open reservations. */
		"billing.inspectAccount": Action<AccountParams, InspectAccountResult>;
		/** Operator: an account's ledger, newest first. */
		"billing.ledger": Action<LedgerParams, Page<LedgerEntry>>;
		/** Holds up to `max` credits for a job (idempotent per reservation). */
		"billing.reserve": Action<ReserveParams, { reserved: number }>;
		/** Charges one credit per business not yet owned, against a reservation. */
		"billing.charge": Action<ChargeParams, ChargeResult>;
		/**
		 * All-or-nothing purchase of priced keys by an account with access (business runs): 402 and nothing charged otherwise;
		 * 409 `purchase_closed` and nothing charged when a key is closed (its run has ended).
		 */
		"billing.purchase": Action<PurchaseParams, PurchaseResult>;
		/** Many one-key purchases of many accounts in one transaction, each bought or refused on its own (monitor checks). */
		"billing.purchaseEach": Action<PurchaseEachParams, PurchaseEachResult>;
		/**
		 * Gives back what was paid under a key, once (a failed run's `refund:<runId>` of `run:<runId>`), and closes that key:
		 * a purchase of it landing later is refused (`purchase_closed`), even when nothing was paid yet.
		 */
		"billing.refund": Action<RefundParams, { refunded: number }>;
		/**
		 * Closes a purchase without a refund (a run that completed: its price is final); a later purchase of the key is refused.
		 * Idempotent: `closed` is false when the key was closed already. Closes a key never bought too.
		 */
		"billing.closePurchase": Action<ClosePurchaseParams, { closed: boolean }>;
		/** The plan of each of these accounts, by id; an unknown id is left out (the runs service caps running runs by plan). */
		"billing.plansOf": Action<PlansOfParams, Record<string, PlanName | null>>;
		/** Which of these keys the account has paid. */
		"billing.paidKeys": Action<PaidKeysParams, string[]>;
		/** The businesses paid for through a reservation. */
		"billing.chargedUnder": Action<ReservationParams, string[]>;
		/** Gives back what a reservation did not use (idempotent; closes an unknown reservation). */
		"billing.release": Action<ReservationParams, { refunded: number; used: number }>;
		/** All-or-nothing purchase of ownership keys (unlock). */
		"billing.spend": Action<SpendParams, SpendResult>;
	}
	interface Events {
		/** An account's usage changed: every cache of it is stale. */
		"billing.changed": AccountParams;
	}
}
