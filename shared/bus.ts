import type { CallingOptions, Context, ServiceBroker } from "moleculer";

/**
 * Every action of every service, keyed by its full name. Empty here: each service's
 * `<name>.contract.ts` adds its own actions by declaration merging:
 *
 *     declare module "../../shared/bus" {
 *       interface Actions { "billing.reserve": Action<ReserveParams, { reserved: number }> }
 *     }
 *
 * so `call(ctx, "billing.reserve", params)` checks the name, the params and the result
 * against the contract, wherever it is called from.
 */
export interface Actions {}

/** Every event, keyed by name, with its payload; contracts add theirs as they add actions. */
export interface Events {}

/** An action's params and result, as a contract declares them. */
export interface Action<Params, Result> {
	params: Params;
	result: Result;
}

export type ActionName = keyof Actions & string;
export type EventName = keyof Events & string;
export type ParamsOf<A extends ActionName> = Actions[A] extends Action<infer P, unknown> ? P : never;
export type ResultOf<A extends ActionName> = Actions[A] extends Action<unknown, infer R> ? R : never;

/** What can call: a request's context (meta and deadline travel on) or a broker. */
type Caller = Pick<Context, "call"> | Pick<ServiceBroker, "call">;
type Emitter = Pick<Context, "emit" | "broadcast"> | Pick<ServiceBroker, "emit" | "broadcast">;

/** Params may be left out only where the contract says the action takes none. */
type CallArgs<A extends ActionName> =
	undefined extends ParamsOf<A> ? [params?: ParamsOf<A>, opts?: CallingOptions] : [params: ParamsOf<A>, opts?: CallingOptions];

/** The one way to call an action: its name, params and result are checked against its contract. */
export function call<A extends ActionName>(via: Caller, action: A, ...args: CallArgs<A>): Promise<ResultOf<A>> {
	return (via as Pick<Context, "call">).call<ResultOf<A>, ParamsOf<A>>(action, args[0] as ParamsOf<A>, args[1]);
}

/** Emits an event to one instance of each subscribing service (balanced). */
export function emit<E extends EventName>(via: Emitter, event: E, payload: Events[E]): Promise<void> {
	return (via as Pick<Context, "emit">).emit(event, payload) as Promise<void>;
}

/**
 * A broadcast nobody waits for (a wake-up: pollers catch up when it is lost). Its failure (the bus
 * down) is handled here, never left to reject unhandled, which would end the process.
 */
export function notify<E extends EventName>(via: Emitter, event: E, payload: Events[E]): void {
	(via as Pick<Context, "broadcast">).broadcast(event, payload).catch(() => undefined);
}

/** Sends an event to every instance of every subscribing service. */
export function broadcast<E extends EventName>(via: Emitter, event: E, payload: Events[E]): Promise<void> {
	return (via as Pick<Context, "broadcast">).broadcast(event, payload) as Promise<void>;
}
