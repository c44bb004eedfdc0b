import { randomUUID } from "node:crypto";
import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions, defineEvents } from "../../shared/actions";
import { requireAccount, type AuthMeta } from "../../shared/auth-context";
import { runsBackgroundWork } from "../../shared/background-work";
import { broadcast, call } from "../../shared/bus";
import { currentConfig } from "../../shared/config";
import { cursorPage, cursorQuery } from "../../shared/cursor";
import { openDatabase } from "../../shared/db";
import { ConflictError, NotFoundError } from "../../shared/errors";
import { registerMetrics } from "../../shared/metrics";
import { parseEnumParam, requireUuid } from "../../shared/params";
import { requirePayingAccount } from "../billing/billing.contract";
import { WATCH_GAUGES_EVERY_MS, WATCHES_METRICS, refreshWatchGauges } from "./metrics";
import * as operatorStore from "./operator.store";
import { releaseHold } from "./recorder.store";
import { WatchRecorder } from "./recorder";
import { startRuns, WatchScheduler } from "./scheduler";
import * as store from "./watches.store";
import { DEFAULT_INTERVAL_DAYS, DEFAULT_PAGE, MAX_PAGE, WATCH_CHANGE_TYPES, watchesCapOf, WATCHES_PARAMS as P, type Watch } from "./watches.contract";

const WatchesService: ServiceSchema<ServiceSettingSchema, WatchesThis> = {
	name: "watches",

	actions: defineActions<"watches", WatchesThis>({
		create: {
			visibility: "published",
			params: P.create,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const { intervalDays, enabled: asked, ...query } = ctx.params;
				const enabled = asked ?? true;
				await call(ctx, "searches.check", query);
				const usage = await call(ctx, "billing.account", { accountId });
				// Runs are paid: an account that could not pay is told now (a disabled watch may be kept).
				if (enabled) requirePayingAccount(usage, "a watch");
				// A retried request (same Idempotency-Key) names the same watch: it is made, and its first run started, once.
				const id = ctx.meta.idempotentRequestId ?? randomUUID();
				const { leaseMs } = currentConfig().watches;
				const { claim } = await store.insertWatch({
					id,
					accountId,
					query,
					intervalDays: intervalDays ?? DEFAULT_INTERVAL_DAYS,
					enabled,
					cap: watchesCapOf(usage.plan),
					workerId: this.workerId,
					leaseMs,
				});
				// The first run, now; should it fail to start, the claim lapses and a scheduler starts it.
				if (claim) await startRuns(this.broker, this.logger, [claim], leaseMs, ctx);
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/watches/${id}`;
				return (await this.present(ctx, [await this.ownWatch(ctx, id)]))[0];
			},
		},
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const scope = `watches:${accountId}`;
				const { limit, after } = await cursorQuery<store.Position>(scope, ctx.params, DEFAULT_PAGE, MAX_PAGE);
				const { page, nextCursor } = await cursorPage(scope, await store.listWatches(accountId, limit + 1, after), limit, (r) => ({
					t: r.created_at_text,
					id: r.id,
				}));
				return { data: await this.present(ctx, page), nextCursor };
			},
		},
		get: {
			visibility: "published",
			params: P.get,
			async handler(ctx) {
				return (await this.present(ctx, [await this.ownWatch(ctx, ctx.params.id)]))[0];
			},
		},
		update: {
			visibility: "published",
			params: P.update,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const { id } = await this.ownWatch(ctx, ctx.params.id);
				if (ctx.params.enabled) requirePayingAccount(await call(ctx, "billing.account", { accountId }), "a watch");
				const row = await store.updateWatch(accountId, id, ctx.params.intervalDays ?? null, ctx.params.enabled ?? null);
				if (!row) throw new NotFoundError("watch");
				if (row.enabled && row.next_run_at && row.next_run_at.getTime() <= Date.now()) this.wakeSchedulers();
				return (await this.present(ctx, [row]))[0];
			},
		},
		remove: {
			visibility: "published",
			params: P.remove,
			async handler(ctx) {
				if (!(await store.deleteWatch(requireAccount(ctx), requireUuid(ctx.params.id, "watch")))) throw new NotFoundError("watch");
				return { ok: true };
			},
		},
		changes: {
			visibility: "published",
			params: P.changes,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const watch = await this.ownWatch(ctx, ctx.params.id);
				const type = parseEnumParam("type", ctx.params.type, WATCH_CHANGE_TYPES);
				const scope = `watch-changes:${accountId}:${watch.id}:${type ?? ""}`;
				const { limit, after } = await cursorQuery<store.Position>(scope, ctx.params, DEFAULT_PAGE, MAX_PAGE);
				const { page, nextCursor } = await cursorPage(scope, await store.listChanges(watch.id, type, limit + 1, after), limit, (r) => r.position);
				return { data: page.map(({ position: _position, ...change }) => change), nextCursor };
			},
		},
		run: {
			visibility: "published",
			params: P.run,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const { id } = await this.ownWatch(ctx, ctx.params.id);
				requirePayingAccount(await call(ctx, "billing.account", { accountId }), "a watch's run");
				const { leaseMs } = currentConfig().watches;
				const claim = await store.claimRunNow(accountId, id, this.workerId, leaseMs);
				if (claim === null) throw new NotFoundError("watch");
				if (claim === "in_progress") throw new ConflictError("watch_run_in_progress", "a run of this watch is pending or running");
				await startRuns(this.broker, this.logger, [claim], leaseMs, ctx);
				ctx.meta.$statusCode = 202;
				return { ok: true };
			},
		},
		operatorList: {
			visibility: "public",
			operator: true,
			params: P.operatorList,
			async handler(ctx) {
				return operatorStore.listAll(ctx.params);
			},
		},
		operatorShow: {
			visibility: "public",
			operator: true,
			params: P.operatorShow,
			async handler(ctx) {
				const watch = await operatorStore.show(ctx.params.id);
				if (!watch) throw new NotFoundError("watch");
				return watch;
			},
		},
	}),

	events: defineEvents<WatchesThis>({
		/** A run's search ended: its run is recorded now (whichever instance claims it first). */
		async "searches.watchRunEnded"(ctx) {
			if (!this.recorder) return;
			await releaseHold(ctx.params.searchId).catch((err: Error) => this.logger.warn("watch run not released for recording:", err.message));
			this.recorder.wake();
		},
		"watches.due"() {
			this.scheduler?.wake();
		},
	}),

	methods: {
		/** One of the account's watches: 404 for any other id (another account's included). */
		async ownWatch(ctx: Context<unknown, AuthMeta>, id: string): Promise<store.WatchRow> {
			const row = await store.findWatch(requireAccount(ctx), requireUuid(id, "watch"));
			if (!row) throw new NotFoundError("watch");
			return row;
		},

		/** Watches as the API shows them: a last run not recorded yet carries its search's status now. */
		async present(ctx: Context, rows: store.WatchRow[]): Promise<Watch[]> {
			const going = rows.map(store.unrecordedSearchOf).filter((id): id is string => id !== null);
			const live = going.length ? new Map((await call(ctx, "searches.watchRuns", { ids: going })).map((s) => [s.id, s])) : new Map();
			return rows.map((r) => {
				const search = r.run_search_id ? live.get(r.run_search_id) : undefined;
				return store.toWatch(r, search && { status: search.status, error: search.error, finishedAt: search.finishedAt });
			});
		},

		wakeSchedulers(this: WatchesThis) {
			this.scheduler?.wake();
			void broadcast(this.broker, "watches.due", { watches: 1 }).catch(() => undefined);
		},
	},

	created(this: WatchesThis) {
		registerMetrics(this.broker, WATCHES_METRICS);
		this.workerId = `${this.broker.nodeID}:${randomUUID().slice(0, 8)}`;
		this.scheduler = null;
		this.recorder = null;
	},

	async started(this: WatchesThis) {
		await openDatabase();
		if (!runsBackgroundWork(this.settings)) return;
		const config = currentConfig().watches;
		this.scheduler = new WatchScheduler({ workerId: this.workerId, ...config }, this.broker, this.logger);
		this.recorder = new WatchRecorder(config.pollMs, this.broker, this.logger, () => this.scheduler?.wake());
		this.scheduler.start();
		this.recorder.start();
		if (this.broker.isMetricsEnabled()) {
			const refreshGauges = () => refreshWatchGauges(this.broker).catch((err: Error) => this.logger.warn("watch gauges not refreshed:", err.message));
			void refreshGauges();
			this.gaugeTimer = setInterval(() => void refreshGauges(), WATCH_GAUGES_EVERY_MS);
			this.gaugeTimer.unref();
		}
	},

	async stopped(this: WatchesThis) {
		clearInterval(this.gaugeTimer);
		await this.scheduler?.stop();
		await this.recorder?.stop();
	},
};

interface WatchesThis extends Service {
	workerId: string;
	scheduler: WatchScheduler | null;
	recorder: WatchRecorder | null;
	gaugeTimer: NodeJS.Timeout | undefined;
	ownWatch(ctx: Context<unknown, AuthMeta>, id: string): Promise<store.WatchRow>;
	present(ctx: Context, rows: store.WatchRow[]): Promise<Watch[]>;
	wakeSchedulers(): void;
}

export default WatchesService;
