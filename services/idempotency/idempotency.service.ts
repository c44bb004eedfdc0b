import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { runsBackgroundWork } from "../../shared/background-work";
import { getDataSource } from "../../shared/db";
import { everyInterval } from "../../shared/jobs/background";
import { IDEMPOTENCY_PARAMS as P, type BeginOutcome, type BeginParams, type CompleteParams, type KeyRef } from "./idempotency.contract";
import * as store from "./idempotency.store";

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Idempotency keys (Stripe's rules) for the gateway: `begin` before a request runs,
 * `complete` with its answer, `release` when it failed in a way the client may retry.
 * It sees hashes and sealed answers only; the client's key and the answer in clear stay
 * in the gateway.
 */
const IdempotencyService: ServiceSchema<ServiceSettingSchema, IdempotencyThis> = {
	name: "idempotency",

	actions: {
		begin: {
			visibility: "public",
			params: P.begin,
			handler(ctx: Context<BeginParams>): Promise<BeginOutcome> {
				return store.begin(ctx.params.accountId, ctx.params.keyHash, ctx.params.fingerprint);
			},
		},
		complete: {
			visibility: "public",
			params: P.complete,
			async handler(ctx: Context<CompleteParams>): Promise<{ stored: boolean }> {
				return { stored: await store.complete(ctx.params, ctx.params.status, ctx.params.response) };
			},
		},
		release: {
			visibility: "public",
			params: P.release,
			async handler(ctx: Context<KeyRef>): Promise<{ released: boolean }> {
				return { released: await store.release(ctx.params) };
			},
		},
		sweep: {
			visibility: "public",
			async handler(): Promise<{ deleted: number }> {
				return { deleted: await store.sweepExpired() };
			},
		},
	},

	async started(this: IdempotencyThis) {
		await getDataSource();
		if (!runsBackgroundWork(this.settings)) return;
		this.sweepTimer = everyInterval(this.broker, this.logger, "idempotency sweep", SWEEP_EVERY_MS, () => store.sweepExpired());
	},

	stopped(this: IdempotencyThis) {
		this.sweepTimer?.stop();
	},
};

interface IdempotencyThis extends Service {
	sweepTimer: { stop(): void } | undefined;
}

export default IdempotencyService;
