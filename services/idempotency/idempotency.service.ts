import { createHmac } from "node:crypto";
import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions } from "../../shared/actions";
import { runsBackgroundWork } from "../../shared/background-work";
import { openDatabase } from "../../shared/db";
import { everyInterval } from "../../shared/jobs/background";
import { loadSecretKey, subkey } from "../../shared/secret-key";
import { IDEMPOTENCY_KEY_USE, IDEMPOTENCY_PARAMS as P, type KeyRef } from "./idempotency.contract";
import * as store from "./idempotency.store";

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Idempotency keys (Stripe's rules) for the gateway: `begin` before a request runs,
 * `complete` with its answer, `release` when it failed in a way the client may retry.
 * It sees hashes and sealed answers only; the client's key and the answer in clear stay
 * in the gateway. The hashes are stored under an HMAC keyed by LEADMAP_SECRET_KEY, whatever
 * a caller sends: the table's lookup column is keyed by the service that keeps it.
 */
const IdempotencyService: ServiceSchema<ServiceSettingSchema, IdempotencyThis> = {
	name: "idempotency",

	actions: defineActions<"idempotency", IdempotencyThis>({
		begin: {
			visibility: "public",
			params: P.begin,
			handler(ctx) {
				return store.begin(ctx.params.accountId, this.storedHash(ctx.params.keyHash), ctx.params.fingerprint);
			},
		},
		complete: {
			visibility: "public",
			params: P.complete,
			async handler(ctx) {
				return { stored: await store.complete(this.storedRef(ctx.params), ctx.params.status, ctx.params.response) };
			},
		},
		release: {
			visibility: "public",
			params: P.release,
			async handler(ctx) {
				return { released: await store.release(this.storedRef(ctx.params)) };
			},
		},
		sweep: {
			visibility: "public",
			async handler() {
				return { deleted: await store.sweepExpired() };
			},
		},
	}),

	methods: {
		storedRef(this: IdempotencyThis, ref: KeyRef): KeyRef {
			return { accountId: ref.accountId, keyHash: this.storedHash(ref.keyHash), token: ref.token };
		},
	},

	async started(this: IdempotencyThis) {
		const storeKey = subkey(loadSecretKey(IDEMPOTENCY_KEY_USE), "idempotency store");
		this.storedHash = (keyHash) => createHmac("sha256", storeKey).update(Buffer.from(keyHash, "hex")).digest("hex");
		await openDatabase();
		if (!runsBackgroundWork(this.settings)) return;
		this.sweepTimer = everyInterval(this.broker, this.logger, "idempotency sweep", SWEEP_EVERY_MS, () => store.sweepExpired());
	},

	stopped(this: IdempotencyThis) {
		this.sweepTimer?.stop();
	},
};

interface IdempotencyThis extends Service {
	sweepTimer: { stop(): void } | undefined;
	/** what the table keeps of the gateway's key hash */
	storedHash(keyHash: string): string;
	storedRef(ref: KeyRef): KeyRef;
}

export default IdempotencyService;
