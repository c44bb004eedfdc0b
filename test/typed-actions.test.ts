import type { Context } from "moleculer";
import { defineActions, defineEvents, defineMixinActions, type MixinActionNames } from "../shared/actions";
import { IDEMPOTENCY_PARAMS as P } from "../services/idempotency/idempotency.contract";
import BillingService from "../services/billing/billing.service";
import { SearchOperatorMixin } from "../services/searches/operator.mixin";
import GatewayService from "../services/gateway/gateway.service";
import { WEBHOOKS_PARAMS, type TestWebhookResult } from "../services/webhooks/webhooks.contract";
import { WATCHES_PARAMS, type Watch, type WatchChangedPayload } from "../services/watches/watches.contract";
import type { writeWebhookEvent } from "../services/webhooks/webhook-outbox.contract";
import type { MONITOR_OUTBOX } from "../services/monitors/monitor-events";
import type { SEARCH_OUTBOX } from "../services/searches/search-events";

/**
 * Handlers are typed from their contracts (shared/actions.ts): `npm run typecheck` covers this
 * file, and each `@ts-expect-error` below fails the typecheck unless its line really is an error.
 * The actions are the idempotency service's (its contract: begin, complete, release, sweep).
 */

const begun = { started: true as const, token: "t", requestId: "r" };

/** The contract kept: this compiles. */
const kept = defineActions<"idempotency">({
	begin: { visibility: "public", params: P.begin, handler: (ctx) => ({ ...begun, token: ctx.params.keyHash }) },
	complete: { params: P.complete, handler: async (ctx) => ({ stored: ctx.params.status === 200 }) },
	release: { params: P.release, handler: async () => ({ released: true }) },
	sweep: { handler: async () => ({ deleted: 0 }) },
});

export const drifted = [
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		// a handler answering another shape than its contract's
		// @ts-expect-error `stored` is a boolean in the contract
		complete: { params: P.complete, handler: async () => ({ stored: "yes" }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		// a result missing a field of the contract's
		// @ts-expect-error `deleted` is missing
		sweep: { handler: async () => ({ removed: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: {
			params: P.begin,
			handler: (ctx) => {
				// a handler reading a param its contract lacks
				// @ts-expect-error `begin` takes no `token`
				const token: string = ctx.params.token;
				return { ...begun, token };
			},
		},
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		// a handler stating params of its own, other than the contract's
		// @ts-expect-error `status` is a number in the contract
		complete: { params: P.complete, handler: async (ctx: Context<{ status: string }>) => ({ stored: ctx.params.status === "200" }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		// a params schema without a rule for a param of the contract's (`token` would go unvalidated)
		// @ts-expect-error `token` has no rule
		release: { params: { accountId: P.release.accountId, keyHash: P.release.keyHash }, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		// an action whose contract names params, without a schema to validate them
		// @ts-expect-error `params` is missing
		complete: { handler: async () => ({ stored: true }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
	// an action of the contract's left without a handler
	// @ts-expect-error `sweep` is missing
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		release: { params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
		// an action its contract does not name
		// @ts-expect-error `purge` is no action of idempotency's
		purge: { handler: async () => ({ deleted: 0 }) },
	}),
	defineActions<"idempotency">({
		begin: { params: P.begin, handler: () => begun },
		complete: { params: P.complete, handler: async () => ({ stored: true }) },
		// an option Moleculer does not know (a typo) is refused, as Moleculer would ignore it
		// @ts-expect-error `visiblity` is no action option
		release: { visiblity: "public", params: P.release, handler: async () => ({ released: true }) },
		sweep: { handler: async () => ({ deleted: 0 }) },
	}),
];

/** A mixin's share of the actions is typed the same way, and the service names it as declared elsewhere. */
const mixinPart = defineMixinActions<"idempotency">()({
	begin: { visibility: "public", params: P.begin, handler: (ctx) => ({ ...begun, token: ctx.params.keyHash }) },
	complete: { params: P.complete, handler: async (ctx) => ({ stored: ctx.params.status === 200 }) },
});
export const withMixin = defineActions<"idempotency", unknown, object, MixinActionNames<typeof mixinPart>>({
	release: { params: P.release, handler: async () => ({ released: true }) },
	sweep: { handler: async () => ({ deleted: 0 }) },
});

export const mixinDrifted = [
	defineMixinActions<"idempotency">()({
		// @ts-expect-error `stored` is a boolean in the contract
		complete: { params: P.complete, handler: async () => ({ stored: "yes" }) },
	}),
	defineMixinActions<"idempotency">()({
		// @ts-expect-error `purge` is no action of idempotency's
		purge: { handler: async () => ({ deleted: 0 }) },
	}),
	defineMixinActions<"idempotency">()({
		begin: {
			params: P.begin,
			handler: (ctx) => {
				// @ts-expect-error `begin` takes no `token`
				const token: string = ctx.params.token;
				return { ...begun, token };
			},
		},
	}),
	defineMixinActions<"idempotency">()({
		// @ts-expect-error `params` is missing
		release: { handler: async () => ({ released: true }) },
	}),
	defineMixinActions<"idempotency">()({
		// @ts-expect-error `visiblity` is no action option
		release: { visiblity: "public", params: P.release, handler: async () => ({ released: true }) },
	}),
	// an action of the contract that neither the mixin nor the service declares
	// @ts-expect-error `sweep` is missing
	defineActions<"idempotency", unknown, object, MixinActionNames<typeof mixinPart>>({
		release: { params: P.release, handler: async () => ({ released: true }) },
	}),
];

/**
 * A result whose type is a TypeBox schema's `Static` (<service>.schemas.ts, the same object the OpenAPI
 * document shows) is held to that schema: the webhooks' and watches' actions answer their schemas' types.
 */
const tested: TestWebhookResult = { ok: false, deliveryId: "d", status: 0, error: "timeout" };
const watch: Watch = {
	id: "w",
	query: { keyword: "dentist", location: "Lyon" },
	intervalDays: 7,
	enabled: false,
	disabledReason: "insufficient_credits",
	nextRunAt: null,
	lastRun: null,
	createdAt: "2026-01-01T00:00:00.000Z",
};
export const fromSchemas = [
	defineMixinActions<"webhooks">()({ test: { params: WEBHOOKS_PARAMS.test, handler: async () => tested } }),
	defineMixinActions<"watches">()({ get: { params: WATCHES_PARAMS.get, handler: async () => watch } }),
];
export const schemaDrifted = [
	defineMixinActions<"webhooks">()({
		// @ts-expect-error `status` is an integer in WebhookTestResult's schema, not a string
		test: { params: WEBHOOKS_PARAMS.test, handler: async () => ({ ...tested, status: "504" }) },
	}),
	defineMixinActions<"watches">()({
		// @ts-expect-error `disabledReason` is one of the unpaid reasons Watch's schema lists, or null
		get: { params: WATCHES_PARAMS.get, handler: async () => ({ ...watch, disabledReason: "paused" }) },
	}),
];

/**
 * A webhook event's payload is typed by its producer's schema (`Static<>` of the schema the document shows as the
 * event's body), and so is what a producer writes into its outbox: a payload that disagrees does not compile.
 */
const watchChanged: WatchChangedPayload = {
	id: "r",
	type: "watch.changed",
	createdAt: "2026-01-01T00:00:00.000Z",
	data: { watchId: "w", searchId: "s", opened: [], closed: [], reopened: [] },
};
export const eventsDrifted: WatchChangedPayload[] = [
	// @ts-expect-error `opened` is a list of WatchChange in WatchChangedEvent's schema, not a count
	{ ...watchChanged, data: { ...watchChanged.data, opened: 1 } },
	// @ts-expect-error `type` is the one event WatchChangedEvent's schema names
	{ ...watchChanged, type: "watch.opened" },
];
export function publishDrifted(write: typeof writeWebhookEvent, monitors: typeof MONITOR_OUTBOX, searches: typeof SEARCH_OUTBOX) {
	return [
		// @ts-expect-error BusinessChangedEvent's `data` has `changes` and `warnings` beside `business` and `runId`
		write(null, monitors, "a", { id: "r", type: "business.changed", createdAt: "t", data: { runId: "r", changes: [] } }),
		// @ts-expect-error the searches outbox takes SearchEvent, whose `type` is `search.completed` or `search.failed`
		write(null, searches, "a", { ...watchChanged, type: "watch.changed" }),
	];
}

/** Subscriptions are typed from the contracts' events the same way. */
export const subscriptions = [
	defineEvents({
		"billing.changed": { handler: (ctx) => void ctx.params.accountId },
		"exports.abandoned": (ctx) => void ctx.params.slot,
	}),
	defineEvents({
		// a handler reading a field the payload lacks
		// @ts-expect-error `billing.changed` carries no `reason`
		"billing.changed": (ctx) => void ctx.params.reason,
	}),
	defineEvents({
		// an event no contract declares
		// @ts-expect-error `billing.reset` is no event
		"billing.reset": () => undefined,
	}),
];

describe("defineActions", () => {
	it("hands Moleculer the very actions written, options and all", () => {
		const begin = kept.begin as { visibility?: string; params?: unknown; handler?: unknown };
		expect(begin.visibility).toBe("public");
		expect(begin.params).toBe(P.begin);
		expect(typeof begin.handler).toBe("function");
	});

	it("hands Moleculer a mixin's actions as written too", () => {
		expect((mixinPart as Record<string, unknown>).begin).toMatchObject({ visibility: "public", params: P.begin });
		expect(Object.keys(withMixin)).toEqual(["release", "sweep"]);
	});

	it("keeps a converted service's marks (operator, visibility) as they were declared", () => {
		const actions = BillingService.actions as Record<string, { visibility?: string; operator?: boolean; params?: unknown }>;
		expect(actions.openAccount).toMatchObject({ visibility: "public", operator: true });
		expect(actions.usage).toMatchObject({ visibility: "published" });
		expect(actions.reserve.operator).toBeUndefined();
	});

	it("keeps a mixin's marks, and the gateway's HTTP-only actions beside its contract's", () => {
		const operator = SearchOperatorMixin.actions as Record<string, { visibility?: string; operator?: boolean; params?: unknown }>;
		expect(operator.listAll).toMatchObject({ visibility: "public", operator: true });
		expect(Object.keys(operator).sort()).toEqual(["cancelAny", "inspect", "listAll", "queues", "retryFailed"]);
		const gateway = GatewayService.actions as Record<string, { visibility?: string }>;
		expect(Object.keys(gateway).sort()).toEqual(["docs", "docsBundle", "health", "openapi", "ready", "rest"]);
		expect(gateway.health).toMatchObject({ visibility: "published" });
	});
});
