import type { ActionSchema, Context, EventSchema, EventSchemas, Service } from "moleculer";
import type { ResponseMeta } from "./auth-context";
import type { ActionName, EventName, Events, ParamsOf, ResultOf } from "./bus";

/** The local names of a service's actions, as its contract declares them: `"billing"` → `"reserve" | "charge" | …`. */
export type ActionsOfService<S extends string> = ActionName extends infer A ? (A extends `${S}.${infer N}` ? N : never) : never;

/**
 * A params schema (fastest-validator) with a rule for every param the contract names, so a
 * param the contract adds cannot go unvalidated; `$$strict` and the other options stay free.
 */
export type ParamsSchemaOf<P> = NonNullable<ActionSchema["params"]> & (P extends object ? { readonly [K in keyof Required<P>]: unknown } : unknown);

/** An action whose contract names params must validate them (the house rule); one that takes none may still set options such as `$$strict`. */
type ParamsField<P> = [P] extends [undefined] ? { params?: NonNullable<ActionSchema["params"]> } : { params: ParamsSchemaOf<P> };

/**
 * What an action declares beside its handler: every Moleculer option the services use
 * (visibility, rest, cache, hooks, ...) and `operator`, the mark of an action only an
 * operator may call (shared/operator-auth.ts). Listed one by one, not as Moleculer's
 * `ActionSchema`, whose index signature would let any key (and any handler) through.
 */
export interface ActionOptions {
	name?: string;
	visibility?: ActionSchema["visibility"];
	cache?: ActionSchema["cache"];
	tracing?: ActionSchema["tracing"];
	bulkhead?: ActionSchema["bulkhead"];
	circuitBreaker?: ActionSchema["circuitBreaker"];
	retryPolicy?: ActionSchema["retryPolicy"];
	fallback?: ActionSchema["fallback"];
	hooks?: ActionSchema["hooks"];
	timeout?: number;
	/** Only an operator may call it (shared/operator-auth.ts). */
	operator?: boolean;
}

/**
 * Action `A` (`"billing.reserve"`), typed from its contract: `ctx.params` is the contract's params,
 * and the handler must answer the contract's result. Written as a property, not a method,
 * so a handler that states its own `ctx` type is checked strictly against the contract's.
 */
export type TypedAction<A extends ActionName, This, Meta extends object> = ActionOptions &
	ParamsField<ParamsOf<A>> & {
		handler: (this: This, ctx: Context<ParamsOf<A>, Meta>) => Promise<ResultOf<A>> | ResultOf<A>;
	};

/**
 * Every action of service `S`'s contract, each with its handler; an action the contract lacks is refused.
 * `Elsewhere`: the actions the service's mixins declare (each typed there, by `defineMixinActions`).
 */
export type TypedActions<S extends string, This, Meta extends object, Elsewhere extends ActionsOfService<S> = never> = {
	[N in Exclude<ActionsOfService<S>, Elsewhere>]: TypedAction<`${S}.${N}` & ActionName, This, Meta>;
};

declare const mixinActions: unique symbol;

/** A mixin's share of a service's actions, as Moleculer takes it, marked with the names it declares. */
export type MixinActions<N extends string> = Service.ServiceActionsSchema & { readonly [mixinActions]?: N };

/** The names a mixin's actions declare: what the service passes `defineActions` as `Elsewhere`. */
export type MixinActionNames<M> = M extends MixinActions<infer N> ? N : never;

/**
 * A service's actions, written once: the names, params and results come from its contract
 * (`<service>.contract.ts`, gathered in shared/bus.ts's `Actions`), so a handler that drifts
 * from its contract (reads a param it lacks, answers another shape), an action missing from
 * the service, or one the contract does not name is a compile error:
 *
 *     actions: defineActions<"billing", BillingThis>({
 *       reserve: { visibility: "public", params: P.reserve, handler(ctx) { ... } },
 *     }),
 *
 * `This` is what `this` is in the handlers (the service with its methods); `Meta` what they
 * read and write in `ctx.meta` (by default what the gateway sets, and an answer's status).
 * At run time it is the identity: Moleculer receives the very object written here.
 */
export function defineActions<S extends string, This = Service, Meta extends object = ResponseMeta, Elsewhere extends ActionsOfService<S> = never>(
	actions: TypedActions<S, This, Meta, Elsewhere>,
): Service.ServiceActionsSchema {
	return actions as unknown as Service.ServiceActionsSchema;
}

/**
 * Some of service `S`'s actions, declared by one of its mixins, typed from the contract as
 * `defineActions` types them; a name the contract lacks is refused. The service then names
 * them as declared elsewhere, so an action of the contract no part declares is still a compile error:
 *
 *     const JOB_ACTIONS = defineMixinActions<"searches", SearchJobsThis>()({ claimNextJob: {...} });
 *     actions: defineActions<"searches", SearchesThis, ResponseMeta, MixinActionNames<typeof JOB_ACTIONS>>({ create: {...} }),
 *
 * (Called twice so the names are inferred while `This` and `Meta` are given.) At run time it is the identity.
 */
export function defineMixinActions<S extends string, This = Service, Meta extends object = ResponseMeta>() {
	return <N extends ActionsOfService<S>>(actions: { [K in N]: TypedAction<`${S}.${K}` & ActionName, This, Meta> }): MixinActions<N> =>
		actions as unknown as MixinActions<N>;
}

/** A subscription's handler: the event's payload as its contract declares it (shared/bus.ts's `Events`). */
export type TypedEventHandler<E extends EventName, This> = (this: This, ctx: Context<Events[E]>) => void | Promise<void>;

/** A subscription written in full: its handler, a params schema for the payload, and the options the services use. */
export interface TypedEvent<E extends EventName, This> {
	params?: ParamsSchemaOf<Events[E]>;
	group?: EventSchema["group"];
	// Moleculer's tracing and bulkhead middlewares read these on events too; its EventSchema type omits them.
	tracing?: boolean | Service.TracingEventOptions;
	bulkhead?: ActionSchema["bulkhead"];
	handler: TypedEventHandler<E, This>;
}

/**
 * A service's subscriptions, typed from the contracts' `Events` as its actions are by
 * `defineActions`: a handler reading a field the payload lacks, or an event no contract
 * declares, is a compile error. At run time it is the identity.
 */
export function defineEvents<This = Service>(events: { [E in EventName]?: TypedEvent<E, This> | TypedEventHandler<E, This> }): EventSchemas {
	return events as unknown as EventSchemas;
}
