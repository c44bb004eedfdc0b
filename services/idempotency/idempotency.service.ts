import type { Context, Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { getDataSource } from "../../shared/db";
import * as store from "./idempotency.store";

export type BeginOutcome = store.BeginOutcome;
export interface BeginParams { accountId: string; keyHash: string; fingerprint: string }
export type KeyRef = store.KeyRef;
export interface CompleteParams extends KeyRef { status: number; response: string }

const SWEEP_EVERY_MS = 10 * 60_000;
/**
 * Sealed (deflated) answers travel as base64 in one bus packet (NATS: 1 MB). The largest
 * answer of a flagged route, an unlock of 500 rows, is ids only and stays far below this.
 */
const MAX_RESPONSE_CHARS = 900 * 1024;

const sha256Hex = { type: "string", length: 64, pattern: /^[0-9a-f]{64}$/ } as const;
const keyRef = { accountId: { type: "uuid" }, keyHash: sha256Hex, token: { type: "uuid" } } as const;

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
			params: { accountId: { type: "uuid" }, keyHash: sha256Hex, fingerprint: sha256Hex },
			handler(ctx: Context<BeginParams>): Promise<BeginOutcome> {
				return store.begin(ctx.params.accountId, ctx.params.keyHash, ctx.params.fingerprint);
			},
		},
		complete: {
			visibility: "public",
			params: {
				...keyRef,
				status: { type: "number", integer: true, min: 100, max: 599 },
				response: { type: "string", max: MAX_RESPONSE_CHARS, pattern: /^[A-Za-z0-9+/]*={0,2}$/ },
			},
			async handler(ctx: Context<CompleteParams>): Promise<{ stored: boolean }> {
				return { stored: await store.complete(ctx.params, ctx.params.status, ctx.params.response) };
			},
		},
		release: {
			visibility: "public",
			params: keyRef,
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
		this.sweepTimer = setInterval(() => {
			store.sweepExpired().catch((err: Error) => this.logger.warn("idempotency sweep failed:", err.message));
		}, SWEEP_EVERY_MS);
		this.sweepTimer.unref();
	},

	stopped(this: IdempotencyThis) {
		clearInterval(this.sweepTimer);
	},
};

interface IdempotencyThis extends Service {
	sweepTimer: NodeJS.Timeout;
}

export default IdempotencyService;
