import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { defineActions, defineEvents } from "../../shared/actions";
import { requireAccount } from "../../shared/auth-context";
import { broadcast, call } from "../../shared/bus";
import { runsBackgroundWork } from "../../shared/background-work";
import { openDatabase, query } from "../../shared/db";
import { everyInterval } from "../../shared/jobs/background";
import { InsufficientScopeError, NotFoundError } from "../../shared/errors";
import { operatorKeyOf, operatorMeta } from "../../shared/operator-auth";
import { isSubset, KEYS_EVENT_PARAMS, KEYS_PARAMS as P } from "./keys.contract";
import * as store from "./keys.store";

const LAST_REQUEST_FLUSH_MS = 2_000;

const KeysService: ServiceSchema<ServiceSettingSchema, KeysThis> = {
	name: "keys",

	actions: defineActions<"keys", KeysThis>({
		create: {
			visibility: "published",
			params: P.create,
			async handler(ctx) {
				const accountId = requireAccount(ctx);
				const scopes = ctx.params.scopes ?? null;
				if (!isSubset(scopes, ctx.meta.scopes ?? null)) {
					const missing = scopes?.find((s) => !ctx.meta.scopes?.includes(s)) ?? "(unscoped)";
					throw new InsufficientScopeError(missing);
				}
				const created = await store.insertKey({
					accountId,
					name: ctx.params.name ?? null,
					scopes,
					expiresInDays: ctx.params.expiresInDays ?? null,
					mintedBy: ctx.meta.keyId ?? null,
				});
				this.logger.info(`key ${created.apiKey.id} created for account ${accountId} by key ${ctx.meta.keyId ?? "-"}`);
				ctx.meta.$statusCode = 201;
				ctx.meta.$location = `/v1/keys/${created.apiKey.id}`;
				return created;
			},
		},
		rename: {
			visibility: "published",
			params: P.rename,
			async handler(ctx) {
				return { apiKey: await store.renameKey(requireAccount(ctx), ctx.params.id, ctx.params.name) };
			},
		},
		list: {
			visibility: "published",
			params: P.list,
			async handler(ctx) {
				return { data: await store.listKeys(requireAccount(ctx)) };
			},
		},
		revoke: {
			visibility: "published",
			params: P.revoke,
			async handler(ctx) {
				const key = await store.revokeKey(requireAccount(ctx), ctx.params.id);
				this.logger.info(`key ${key.id} of account ${requireAccount(ctx)} revoked by key ${ctx.meta.keyId ?? "-"}`);
				await broadcast(ctx, "keys.invalidated", { keyId: key.id });
				return { ok: true };
			},
		},
		/**
		 * Resolves a key, by the hex SHA-256 of its secret (`keyHashOf`), to its account, or null
		 * for a key that identifies nobody. A full key is refused: it never crosses the bus.
		 * Every gateway caches the answer until `keys.invalidated`.
		 */
		authenticate: {
			visibility: "public",
			params: P.authenticate,
			async handler(ctx) {
				return store.findActiveKey(ctx.params.keyHash);
			},
		},
		createAccount: {
			visibility: "public",
			operator: true,
			params: P.createAccount,
			async handler(ctx) {
				const accountId = await store.createAccount(ctx.params.name ?? null);
				const opening = { accountId, plan: ctx.params.plan, accessStatus: ctx.params.accessStatus ?? "active", credits: ctx.params.credits };
				// The operator's token was taken out of this call's meta: this node, which holds the key, signs the one call it makes.
				const usage = await call(ctx, "billing.openAccount", opening, { meta: operatorMeta("billing.openAccount", opening, operatorKeyOf(ctx.broker)) });
				const { key } = await store.insertKey({ accountId, name: "first key", scopes: null, expiresInDays: null });
				return { accountId, key, usage };
			},
		},
		issue: {
			visibility: "public",
			operator: true,
			params: P.issue,
			async handler(ctx) {
				if (!(await store.accountExists(ctx.params.accountId))) throw new NotFoundError("account");
				return store.insertKey({ accountId: ctx.params.accountId, name: ctx.params.name ?? null, scopes: null, expiresInDays: null });
			},
		},
		setEnabled: {
			visibility: "public",
			operator: true,
			params: P.setEnabled,
			async handler(ctx) {
				const key = await store.setKeyEnabled(ctx.params.id, ctx.params.enabled);
				await broadcast(this.broker, "keys.invalidated", { keyId: key.id });
				return key;
			},
		},
		describeAccounts: {
			visibility: "public",
			operator: true,
			params: P.describeAccounts,
			async handler(ctx) {
				return ctx.params.ids.length ? store.describeAccounts(ctx.params.ids) : [];
			},
		},
		listOfAccount: {
			visibility: "public",
			operator: true,
			params: P.listOfAccount,
			async handler(ctx) {
				if (!(await store.accountExists(ctx.params.accountId))) throw new NotFoundError("account");
				return { data: await store.listKeys(ctx.params.accountId) };
			},
		},
		revokeAny: {
			visibility: "public",
			operator: true,
			params: P.revokeAny,
			async handler(ctx) {
				const revoked = await store.revokeAnyKey(ctx.params.id);
				if (!revoked) throw new NotFoundError("key");
				await broadcast(this.broker, "keys.invalidated", { keyId: revoked.apiKey.id });
				return revoked;
			},
		},
		countAccounts: {
			visibility: "public",
			operator: true,
			async handler() {
				return store.countAccounts();
			},
		},
		ready: {
			visibility: "public",
			async handler() {
				await query("SELECT 1");
				return { ok: true };
			},
		},
	}),

	events: defineEvents<KeysThis>({
		"keys.used": {
			params: KEYS_EVENT_PARAMS.used,
			handler(ctx) {
				const prev = this.pendingTouches.get(ctx.params.keyId);
				if (!prev || prev < ctx.params.at) this.pendingTouches.set(ctx.params.keyId, ctx.params.at);
			},
		},
	}),

	methods: {
		async flushTouches(this: KeysThis) {
			if (!this.pendingTouches.size) return;
			const touches = [...this.pendingTouches].map(([keyId, at]) => ({ keyId, at }));
			this.pendingTouches.clear();
			await store.recordLastRequests(touches);
		},
	},

	created(this: KeysThis) {
		this.pendingTouches = new Map();
	},

	async started(this: KeysThis) {
		await openDatabase();
		if (!runsBackgroundWork(this.settings)) return;
		this.flushTimer = everyInterval(this.broker, this.logger, "key lastRequest flush", LAST_REQUEST_FLUSH_MS, () => this.flushTouches());
	},

	async stopped(this: KeysThis) {
		this.flushTimer?.stop();
		await this.flushTouches().catch(() => undefined);
	},
};

interface KeysThis extends Service {
	pendingTouches: Map<string, string>;
	flushTimer: { stop(): void } | undefined;
	flushTouches(): Promise<void>;
}

export default KeysService;
