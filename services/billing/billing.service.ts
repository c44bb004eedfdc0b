import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { getDataSource } from "../../shared/db";
import { ACCESS_STATUSES, PLAN_NAMES, type AccessStatus, type PlanName } from "../../shared/plans";
import * as ledger from "./ledger";

export type Usage = ledger.Usage;
export type ChargeResult = ledger.ChargeResult;
export interface OpenAccountParams { accountId: string; plan: PlanName | null; accessStatus: AccessStatus; credits?: number | null }
export interface AccountParams { accountId: string }
export interface SetRateLimitParams { accountId: string; perMinute: number | null }
export interface GrantParams { accountId: string; credits: number; idempotencyKey: string }
export interface SetPlanParams { accountId: string; plan: PlanName | null; accessStatus: AccessStatus }
export interface ReserveParams { accountId: string; reservation: string; max: number }
export interface ChargeParams { accountId: string; reservation: string; businessIds: string[] }
export interface ReleaseParams { accountId: string; reservation: string }
export interface SpendParams { accountId: string; keys: string[] }

const USAGE_CACHE_MS = 5_000;
const RESET_SWEEP_MS = 60_000;

const accountId = { type: "uuid" } as const;
const plan = { type: "enum", values: PLAN_NAMES, nullable: true } as const;
const accessStatus = { type: "enum", values: [...ACCESS_STATUSES] } as const;

/**
 * Credits, plans and the ledger. Every write invalidates the usage cache of the
 * account on every billing instance (broadcast), so reads can stay in memory.
 */
const BillingService: ServiceSchema<ServiceSettingSchema, BillingThis> = {
	name: "billing",

	actions: {
		usage: {
			visibility: "published",
			async handler(this: BillingThis, ctx: Context<unknown, AuthMeta>): Promise<Usage> {
				return this.cachedUsage(requireAccount(ctx));
			},
		},
		/** The account's plan, status and key rate limit, for the gateway and other services. */
		account: {
			visibility: "public",
			params: { accountId },
			async handler(this: BillingThis, ctx: Context<AccountParams>): Promise<Usage> {
				return this.cachedUsage(ctx.params.accountId);
			},
		},
		openAccount: {
			visibility: "public",
			params: { accountId, plan, accessStatus, credits: { type: "number", integer: true, min: 0, optional: true, nullable: true } },
			async handler(this: BillingThis, ctx: Context<OpenAccountParams>): Promise<Usage> {
				const usage = await ledger.openAccount(ctx.params);
				this.changed(ctx.params.accountId);
				return usage;
			},
		},
		setPlan: {
			visibility: "public",
			params: { accountId, plan, accessStatus },
			async handler(this: BillingThis, ctx: Context<SetPlanParams>): Promise<Usage> {
				const usage = await ledger.setPlan(ctx.params.accountId, ctx.params.plan, ctx.params.accessStatus);
				this.changed(ctx.params.accountId);
				return usage;
			},
		},
		setRateLimit: {
			visibility: "public",
			params: { accountId, perMinute: { type: "number", integer: true, min: 1, max: 1_000_000, nullable: true } },
			async handler(this: BillingThis, ctx: Context<SetRateLimitParams>): Promise<Usage> {
				const usage = await ledger.setRateLimit(ctx.params.accountId, ctx.params.perMinute);
				this.changed(ctx.params.accountId);
				return usage;
			},
		},
		grant: {
			visibility: "public",
			params: { accountId, credits: { type: "number", integer: true, min: 1, max: 100_000_000 }, idempotencyKey: { type: "string", min: 1, max: 200 } },
			async handler(this: BillingThis, ctx: Context<GrantParams>): Promise<Usage> {
				const usage = await ledger.grant(ctx.params.accountId, ctx.params.credits, `grant:${ctx.params.idempotencyKey}`);
				this.changed(ctx.params.accountId);
				return usage;
			},
		},
		reserve: {
			visibility: "public",
			params: { accountId, reservation: { type: "string", min: 1, max: 200 }, max: { type: "number", integer: true, min: 1 } },
			async handler(this: BillingThis, ctx: Context<ReserveParams>): Promise<{ reserved: number }> {
				const result = await ledger.reserve(ctx.params.accountId, ctx.params.reservation, ctx.params.max);
				this.changed(ctx.params.accountId);
				return result;
			},
		},
		charge: {
			visibility: "public",
			params: {
				accountId, reservation: { type: "string", min: 1, max: 200 },
				businessIds: { type: "array", items: { type: "string", min: 1, max: 200 }, max: 1000 },
			},
			async handler(this: BillingThis, ctx: Context<ChargeParams>): Promise<ChargeResult> {
				return ledger.chargeOwned(ctx.params.accountId, ctx.params.reservation, ctx.params.businessIds);
			},
		},
		chargedUnder: {
			visibility: "public",
			params: { accountId, reservation: { type: "string", min: 1, max: 200 } },
			async handler(ctx: Context<ReleaseParams>): Promise<string[]> {
				return ledger.chargedUnder(ctx.params.accountId, ctx.params.reservation);
			},
		},
		release: {
			visibility: "public",
			params: { accountId, reservation: { type: "string", min: 1, max: 200 } },
			async handler(this: BillingThis, ctx: Context<ReleaseParams>): Promise<{ refunded: number; used: number }> {
				const result = await ledger.release(ctx.params.accountId, ctx.params.reservation);
				this.changed(ctx.params.accountId);
				return result;
			},
		},
		spend: {
			visibility: "public",
			params: { accountId, keys: { type: "array", items: { type: "string", min: 1, max: 250 }, min: 1, max: 1000 } },
			async handler(this: BillingThis, ctx: Context<SpendParams>): Promise<{ charged: string[]; alreadyPaid: string[] }> {
				const result = await ledger.spend(ctx.params.accountId, ctx.params.keys);
				if (result.charged.length) this.changed(ctx.params.accountId);
				return result;
			},
		},
	},

	events: {
		"billing.changed": {
			params: { accountId },
			handler(this: BillingThis, ctx: Context<AccountParams>) {
				this.usageCache.delete(ctx.params.accountId);
			},
		},
	},

	methods: {
		async cachedUsage(this: BillingThis, id: string): Promise<Usage> {
			const hit = this.usageCache.get(id);
			if (hit && hit.expires > Date.now()) return hit.usage;
			const pending = ledger.readUsage(id);
			const usage = await pending;
			this.usageCache.set(id, { usage, expires: Date.now() + USAGE_CACHE_MS });
			return usage;
		},
		changed(this: BillingThis, id: string) {
			this.usageCache.delete(id);
			this.broker.broadcast("billing.changed", { accountId: id });
		},
		async sweepMonthlyResets(this: BillingThis) {
			for (const id of await ledger.accountsDueForReset()) {
				await ledger.readUsage(id);
				this.changed(id);
			}
		},
	},

	created(this: BillingThis) {
		this.usageCache = new Map();
	},

	async started(this: BillingThis) {
		await getDataSource();
		this.resetTimer = setInterval(() => {
			this.sweepMonthlyResets().catch((err: Error) => this.logger.warn("monthly reset sweep failed", err.message));
		}, RESET_SWEEP_MS);
		this.resetTimer.unref();
	},

	stopped(this: BillingThis) {
		clearInterval(this.resetTimer);
	},
};

interface BillingThis extends Service {
	usageCache: Map<string, { usage: Usage; expires: number }>;
	resetTimer: NodeJS.Timeout;
	cachedUsage(id: string): Promise<Usage>;
	changed(id: string): void;
	sweepMonthlyResets(): Promise<void>;
}

export default BillingService;
