import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { requireAccount } from "../../shared/auth-context";
import { runsBackgroundWork } from "../../shared/background-work";
import { openDatabase } from "../../shared/db";
import { everyInterval } from "../../shared/jobs/background";
import { defineActions, defineEvents } from "../../shared/actions";
import { notify } from "../../shared/bus";
import { BILLING_PARAMS as P, type Usage } from "./billing.contract";
import * as ledger from "./ledger";
import * as purchases from "./purchases";
import * as operatorStore from "./operator.store";
import { onScrape, registerMetrics } from "../../shared/metrics";
import { BILLING_METRICS, collectReservations, countLedgerError } from "./metrics";

const USAGE_CACHE_MS = 5_000;
const RESET_SWEEP_MS = 60_000;

/**
 * Credits, plans and the ledger. Every write invalidates the usage cache of the
 * account on every billing instance (broadcast), so reads can stay in memory.
 */
const BillingService: ServiceSchema<ServiceSettingSchema, BillingThis> = {
	name: "billing",

	hooks: {
		error: {
			"*"(this: BillingThis, ctx: Context, err: unknown) {
				countLedgerError(this.broker, ctx, err);
			},
		},
	},

	actions: defineActions<"billing", BillingThis>({
		usage: {
			visibility: "published",
			async handler(ctx) {
				return this.cachedUsage(requireAccount(ctx));
			},
		},
		/** The account's plan, status and key rate limit, for the gateway and other services. */
		account: {
			visibility: "public",
			params: P.account,
			async handler(ctx) {
				return this.cachedUsage(ctx.params.accountId);
			},
		},
		openAccount: {
			visibility: "public",
			operator: true,
			params: P.openAccount,
			async handler(ctx) {
				return this.changedBy(ctx.params.accountId, ledger.openAccount(ctx.params));
			},
		},
		setPlan: {
			visibility: "public",
			operator: true,
			params: P.setPlan,
			async handler(ctx) {
				return this.changedBy(ctx.params.accountId, ledger.setPlan(ctx.params.accountId, ctx.params));
			},
		},
		setRateLimit: {
			visibility: "public",
			operator: true,
			params: P.setRateLimit,
			async handler(ctx) {
				return this.changedBy(ctx.params.accountId, ledger.setRateLimit(ctx.params.accountId, ctx.params.perMinute));
			},
		},
		grant: {
			visibility: "public",
			operator: true,
			params: P.grant,
			async handler(ctx) {
				return this.changedBy(ctx.params.accountId, ledger.grant(ctx.params.accountId, ctx.params.credits, `grant:${ctx.params.idempotencyKey}`));
			},
		},
		listAccounts: {
			visibility: "public",
			operator: true,
			params: P.listAccounts,
			async handler(ctx) {
				return operatorStore.listAccounts(ctx.params);
			},
		},
		inspectAccount: {
			visibility: "public",
			operator: true,
			params: P.inspectAccount,
			async handler(ctx) {
				return operatorStore.inspectAccount(ctx.params.accountId);
			},
		},
		ledger: {
			visibility: "public",
			operator: true,
			params: P.ledger,
			async handler(ctx) {
				return operatorStore.ledgerOf(ctx.params);
			},
		},
		reserve: {
			visibility: "public",
			params: P.reserve,
			async handler(ctx) {
				return this.changedBy(ctx.params.accountId, ledger.reserve(ctx.params.accountId, ctx.params.reservation, ctx.params.max));
			},
		},
		charge: {
			visibility: "public",
			params: P.charge,
			async handler(ctx) {
				const result = await ledger.chargeOwned(ctx.params.accountId, ctx.params.reservation, ctx.params.businessIds);
				if (result.charged.length) this.broker.metrics.increment("leadmap_credits_charged_total", { source: "search" }, result.charged.length);
				return result;
			},
		},
		chargedUnder: {
			visibility: "public",
			params: P.chargedUnder,
			async handler(ctx) {
				return ledger.chargedUnder(ctx.params.accountId, ctx.params.reservation);
			},
		},
		release: {
			visibility: "public",
			params: P.release,
			async handler(ctx) {
				const released = await this.changedBy(ctx.params.accountId, ledger.release(ctx.params.accountId, ctx.params.reservation));
				if (released.refunded) this.broker.metrics.increment("leadmap_credits_refunded_total", {}, released.refunded);
				return released;
			},
		},
		purchase: {
			visibility: "public",
			params: P.purchase,
			async handler(ctx) {
				const result = await purchases.purchase(ctx.params.accountId, ctx.params.items);
				if (result.credits) {
					this.changed(ctx.params.accountId);
					this.broker.metrics.increment("leadmap_credits_charged_total", { source: "run" }, result.credits);
				}
				return result;
			},
		},
		purchaseEach: {
			visibility: "public",
			params: P.purchaseEach,
			async handler(ctx) {
				const result = await purchases.purchaseEach(ctx.params.items);
				const charged = ctx.params.items.filter((_, i) => result.results[i].charged);
				for (const id of new Set(charged.map((i) => i.accountId))) this.changed(id);
				const credits = charged.reduce((sum, i) => sum + i.credits, 0);
				if (credits) this.broker.metrics.increment("leadmap_credits_charged_total", { source: "run" }, credits);
				return result;
			},
		},
		refund: {
			visibility: "public",
			params: P.refund,
			async handler(ctx) {
				const result = await this.changedBy(ctx.params.accountId, purchases.refund(ctx.params.accountId, ctx.params.key, ctx.params.of));
				if (result.refunded) this.broker.metrics.increment("leadmap_credits_refunded_total", {}, result.refunded);
				return result;
			},
		},
		closePurchase: {
			visibility: "public",
			params: P.closePurchase,
			async handler(ctx) {
				return purchases.closePurchase(ctx.params.accountId, ctx.params.key);
			},
		},
		plansOf: {
			visibility: "public",
			params: P.plansOf,
			async handler(ctx) {
				return ledger.plansOf(ctx.params.accountIds);
			},
		},
		paidKeys: {
			visibility: "public",
			params: P.paidKeys,
			async handler(ctx) {
				return purchases.paidKeys(ctx.params.accountId, ctx.params.keys);
			},
		},
		spend: {
			visibility: "public",
			params: P.spend,
			async handler(ctx) {
				const result = await ledger.spend(ctx.params.accountId, ctx.params.keys);
				if (result.charged.length) {
					this.changed(ctx.params.accountId);
					this.broker.metrics.increment("leadmap_credits_charged_total", { source: "unlock" }, result.charged.length);
				}
				return result;
			},
		},
	}),

	events: defineEvents<BillingThis>({
		"billing.changed": {
			params: P.changed,
			handler(ctx) {
				this.usageCache.delete(ctx.params.accountId);
			},
		},
	}),

	methods: {
		/**
		 * One read of an account's usage at a time: the requests that miss the cache together (every
		 * request in flight, each time an entry expires) wait for the same read instead of each locking
		 * the account's row in turn. A read an invalidation overtook (its entry deleted) answers the
		 * callers that were waiting for it and is not kept; callers after the invalidation read anew.
		 */
		cachedUsage(this: BillingThis, id: string): Promise<Usage> | Usage {
			const hit = this.usageCache.get(id);
			if (hit?.usage && hit.expires > Date.now()) return hit.usage;
			if (hit?.reading) return hit.reading;
			const entry: UsageEntry = { usage: null, expires: 0, reading: null };
			entry.reading = ledger.readUsage(id).then(
				(usage) => {
					if (this.usageCache.get(id) === entry) Object.assign(entry, { usage, expires: Date.now() + USAGE_CACHE_MS, reading: null });
					return usage;
				},
				(err: unknown) => {
					if (this.usageCache.get(id) === entry) this.usageCache.delete(id);
					throw err;
				},
			);
			this.usageCache.set(id, entry);
			return entry.reading;
		},
		/** What a write answers, once every cache of the account's usage is told it changed. */
		async changedBy<T>(this: BillingThis, id: string, write: Promise<T>): Promise<T> {
			const result = await write;
			this.changed(id);
			return result;
		},
		changed(this: BillingThis, id: string) {
			this.usageCache.delete(id);
			notify(this.broker, "billing.changed", { accountId: id });
		},
		async sweepMonthlyResets(this: BillingThis) {
			for (const id of await ledger.accountsDueForReset()) {
				await ledger.readUsage(id);
				this.changed(id);
			}
		},
	},

	created(this: BillingThis) {
		registerMetrics(this.broker, BILLING_METRICS);
		this.usageCache = new Map();
	},

	async started(this: BillingThis) {
		await openDatabase();
		this.stopCollecting = onScrape(this.broker, () => collectReservations(this.broker));
		if (!runsBackgroundWork(this.settings)) return;
		this.resetTimer = everyInterval(this.broker, this.logger, "monthly reset sweep", RESET_SWEEP_MS, () => this.sweepMonthlyResets());
	},

	stopped(this: BillingThis) {
		this.stopCollecting?.();
		this.resetTimer?.stop();
	},
};

/** An account's usage as read (`usage`, until `expires`), or being read (`reading`). */
interface UsageEntry {
	usage: Usage | null;
	expires: number;
	reading: Promise<Usage> | null;
}

interface BillingThis extends Service {
	usageCache: Map<string, UsageEntry>;
	resetTimer: { stop(): void } | undefined;
	stopCollecting: (() => void) | undefined;
	cachedUsage(id: string): Promise<Usage> | Usage;
	changed(id: string): void;
	changedBy<T>(id: string, write: Promise<T>): Promise<T>;
	sweepMonthlyResets(): Promise<void>;
}

export default BillingService;
