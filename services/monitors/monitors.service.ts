import { randomUUID } from "node:crypto";
import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions, defineEvents } from "../../shared/actions";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { runsBackgroundWork } from "../../shared/background-work";
import { broadcast, call } from "../../shared/bus";
import { businessKeyOf, parseBusinessKey } from "../../shared/business-ids";
import { currentConfig } from "../../shared/config";
import { cursorPage, cursorQuery } from "../../shared/cursor";
import { openDatabase } from "../../shared/db";
import { NotFoundError } from "../../shared/errors";
import { registerMetrics } from "../../shared/metrics";
import { everyInterval } from "../../shared/jobs/background";
import { requirePayingAccount } from "../billing/billing.contract";
import { drainToWebhooks, handOverToWebhooks, writeWebhookEvent, type WebhookProducer } from "../webhooks/webhook-outbox.contract";
import type { BusinessRecord } from "../dataset/dataset.contract";
import { changesShownTo } from "./contact-values";
import { businessChangedPayload, MONITOR_EVENT_BATCH, MONITOR_EVENT_HOLD_MS, MONITOR_EVENT_SWEEP_MS, MONITOR_OUTBOX } from "./monitor-events";
import { countChanges, MONITOR_GAUGES_EVERY_MS, MONITORS_METRICS, refreshMonitorGauges } from "./metrics";
import { DEFAULT_INTERVAL_DAYS, DEFAULT_PAGE, MAX_PAGE, monitorsCapOf, MONITORS_PARAMS as P, type CidParams, type OperatorMonitor } from "./monitors.contract";
import * as store from "./monitors.store";
import * as operatorStore from "./operator.store";
import { MonitorScheduler } from "./scheduler";

const MonitorsService: ServiceSchema<ServiceSettingSchema, MonitorsThis> = {
	name: "monitors",

	actions: defineActions<"monitors", MonitorsThis>({
		put: {
			visibility: "published",
			params: P.put,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const enabled = ctx.params.enabled ?? true;
				const ref = parseBusinessKey(ctx.params.cid);
				const usage = await call(ctx, "billing.account", { accountId });
				// Checks are paid: an account that could not pay is told now (a paused monitor may be kept); and no
				// provider is read for it. A business the dataset has not seen is read from its provider first, as research does.
				const seen = await call(ctx, "dataset.find", ref);
				if (enabled || !seen) requirePayingAccount(usage, "a monitor");
				const business = seen ?? (await call(ctx, "dataset.resolve", { ...ref, accountId }));
				const { row, created } = await store.putSubscription(
					accountId,
					business.id,
					ctx.params.intervalDays ?? DEFAULT_INTERVAL_DAYS,
					enabled,
					monitorsCapOf(usage.plan),
				);
				ctx.meta.$statusCode = created ? 201 : 200;
				if (created) ctx.meta.$location = `/v1/businesses/${encodeURIComponent(ctx.params.cid)}/monitor`;
				if (enabled && row.next_check_at.getTime() <= Date.now()) this.wakeSchedulers();
				return store.toSubscription(row, businessKeyOf(business));
			},
		},
		get: {
			visibility: "published",
			params: P.get,
			async handler(ctx) {
				const business = await this.businessOf(ctx);
				const row = await store.findSubscription(requireAccount(ctx), business.id);
				if (!row) throw new NotFoundError("monitor");
				return store.toSubscription(row, businessKeyOf(business));
			},
		},
		remove: {
			visibility: "published",
			params: P.remove,
			async handler(ctx) {
				const business = await this.businessOf(ctx);
				if (!(await store.deleteSubscription(requireAccount(ctx), business.id))) throw new NotFoundError("monitor");
				return { ok: true };
			},
		},
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const scope = `monitors:${accountId}`;
				const { limit, after } = await cursorQuery<store.Position>(scope, ctx.params, DEFAULT_PAGE, MAX_PAGE);
				const rows = await store.listSubscriptions(accountId, limit + 1, after);
				const { page, nextCursor } = await cursorPage(scope, rows, limit, (r) => ({ t: r.created_at_text, id: r.id }));
				const keys = await this.businessKeys(
					ctx,
					page.map((r) => r.business_id),
				);
				return { data: page.map((r) => store.toSubscription(r, keys.get(r.business_id) ?? "")), nextCursor };
			},
		},
		changes: {
			visibility: "published",
			params: P.changes,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const business = await this.businessOf(ctx);
				const scope = `changes:${accountId}:${business.id}`;
				const { limit, after } = await cursorQuery<store.Position>(scope, ctx.params, DEFAULT_PAGE, MAX_PAGE);
				const rows = await store.listChanges(accountId, business.id, limit + 1, after);
				const { page, nextCursor } = await cursorPage(scope, rows, limit, (r) => r.position);
				const businessKey = businessKeyOf(business);
				const shown = await changesShownTo(
					ctx,
					accountId,
					business.id,
					page.map(({ position: _position, ...change }) => change),
				);
				return { data: shown.map((change) => ({ ...change, businessKey })), nextCursor };
			},
		},
		recordCheck: {
			visibility: "public",
			params: P.recordCheck,
			async handler(ctx) {
				const p = ctx.params;
				const { changes: stored, repeated } = await store.recordCheck(p);
				if (!repeated) countChanges(this.broker, stored);
				if (!stored.length) return { changes: [] };
				const business = await call(ctx, "dataset.view", { id: p.businessId }, { meta: { accountId: p.accountId } });
				const shown = await changesShownTo(ctx, p.accountId, p.businessId, stored);
				const changes = shown.map((c) => ({ ...c, businessKey: businessKeyOf(business) }));
				// A retried check writes and hands over again: the event id is the run's, so the outbox and webhooks keep the first.
				const event = businessChangedPayload(p.runId, business, changes, p.warnings ?? []);
				await writeWebhookEvent(null, MONITOR_OUTBOX, p.accountId, event);
				await handOverToWebhooks(this.webhookProducer(), MONITOR_OUTBOX, p.accountId, event);
				return { changes };
			},
		},
		operatorList: {
			visibility: "public",
			operator: true,
			params: P.operatorList,
			async handler(ctx) {
				const page = await operatorStore.listAll(ctx.params);
				return { ...page, data: await this.withKeys(ctx, page.data) };
			},
		},
		operatorShow: {
			visibility: "public",
			operator: true,
			params: P.operatorShow,
			async handler(ctx) {
				const monitor = await operatorStore.show(ctx.params.id);
				if (!monitor) throw new NotFoundError("monitor");
				return (await this.withKeys(ctx, [monitor]))[0];
			},
		},
	}),

	events: defineEvents<MonitorsThis>({
		"monitors.due"() {
			this.scheduler?.wake();
		},
	}),

	methods: {
		/** The business a path names (a Google CID or `<provider>:<id>`): 400 for another form, 404 until some run observed it (as runs' routes). */
		async businessOf(ctx: Context<CidParams, AuthMeta>): Promise<BusinessRecord> {
			const business = await call(ctx, "dataset.find", parseBusinessKey(ctx.params.cid));
			if (!business) throw new NotFoundError("business");
			return business;
		},

		webhookProducer(this: MonitorsThis): WebhookProducer {
			return { broker: this.broker, onFailure: (event, err) => this.logger.debug(`monitor event ${event.id} not handed over yet:`, err.message) };
		},

		wakeSchedulers(this: MonitorsThis) {
			this.scheduler?.wake();
			void broadcast(this.broker, "monitors.due", { subscriptions: 1 }).catch(() => undefined);
		},

		async businessRows(ctx: Context, ids: string[]): Promise<Map<string, BusinessRecord>> {
			if (!ids.length) return new Map();
			const records = await call(ctx, "dataset.getMany", { ids: [...new Set(ids)] });
			return new Map(records.map((r) => [r.id, r]));
		},

		async businessKeys(this: MonitorsThis, ctx: Context, ids: string[]): Promise<Map<string, string>> {
			const rows = await this.businessRows(ctx, ids);
			return new Map([...rows].map(([id, r]) => [id, businessKeyOf(r)]));
		},

		async withKeys(this: MonitorsThis, ctx: Context, monitors: OperatorMonitor[]): Promise<OperatorMonitor[]> {
			const rows = await this.businessRows(
				ctx,
				monitors.map((m) => m.businessId),
			);
			return monitors.map((m) => {
				const row = rows.get(m.businessId);
				return { ...m, businessKey: row ? businessKeyOf(row) : null, cid: row?.cid ?? null };
			});
		},
	},

	created(this: MonitorsThis) {
		registerMetrics(this.broker, MONITORS_METRICS);
	},

	async started(this: MonitorsThis) {
		await openDatabase();
		if (!runsBackgroundWork(this.settings)) return;
		this.scheduler = new MonitorScheduler(
			{ workerId: `${this.broker.nodeID}:${randomUUID().slice(0, 8)}`, ...currentConfig().monitors },
			this.broker,
			this.logger,
		);
		this.scheduler.start();
		// what a check could not hand over to webhooks at once
		this.outbox = everyInterval(this.broker, this.logger, "monitor event dispatch", MONITOR_EVENT_SWEEP_MS, () =>
			drainToWebhooks(this.webhookProducer(), MONITOR_OUTBOX, MONITOR_EVENT_BATCH, MONITOR_EVENT_HOLD_MS),
		);
		if (this.broker.isMetricsEnabled()) {
			const refreshGauges = () => refreshMonitorGauges(this.broker).catch((err: Error) => this.logger.warn("monitor gauges not refreshed:", err.message));
			void refreshGauges();
			this.gaugeTimer = setInterval(() => void refreshGauges(), MONITOR_GAUGES_EVERY_MS);
			this.gaugeTimer.unref();
		}
	},

	async stopped(this: MonitorsThis) {
		clearInterval(this.gaugeTimer);
		this.outbox?.stop();
		await this.scheduler?.stop();
	},
};

interface MonitorsThis extends Service {
	scheduler: MonitorScheduler | null;
	gaugeTimer: NodeJS.Timeout | undefined;
	outbox: { stop(): void } | undefined;
	webhookProducer(): WebhookProducer;
	businessOf(ctx: Context<CidParams, AuthMeta>): Promise<BusinessRecord>;
	wakeSchedulers(): void;
	businessRows(ctx: Context, ids: string[]): Promise<Map<string, BusinessRecord>>;
	businessKeys(ctx: Context, ids: string[]): Promise<Map<string, string>>;
	withKeys(ctx: Context, monitors: OperatorMonitor[]): Promise<OperatorMonitor[]>;
}

export default MonitorsService;
