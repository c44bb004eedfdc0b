import type { Middleware, ServiceBroker } from "moleculer";
import { currentConfig } from "./config";
import { insideTransaction } from "./db";

/**
 * The rule "never hold a transaction across a bus call", checked at run time: a call, emit or
 * broadcast made inside `transaction()` (./db.ts) holds a connection while another service
 * works, and a few of them at once exhaust the pool. Outside production the call throws, so a
 * test that reaches such a path fails; in production it is logged and counted
 * (`leadmap_bus_calls_in_transaction_total`) and goes on.
 */
export class BusCallInTransactionError extends Error {
	constructor(what: string) {
		super(`${what} inside a database transaction: commit first, then call (no transaction is held across a bus call)`);
		this.name = "BusCallInTransactionError";
	}
}

function refuse(broker: ServiceBroker, what: string): void {
	const err = new BusCallInTransactionError(what);
	if (currentConfig().strictTransactions) throw err;
	broker.logger.error(err.message, err.stack);
	if (broker.isMetricsEnabled() && broker.metrics.getMetric("leadmap_bus_calls_in_transaction_total")) {
		broker.metrics.increment("leadmap_bus_calls_in_transaction_total", {});
	}
}

export const TransactionGuardMiddleware: Middleware = {
	name: "TransactionGuard",
	created(broker: ServiceBroker) {
		if (broker.isMetricsEnabled() && !broker.metrics.getMetric("leadmap_bus_calls_in_transaction_total")) {
			broker.metrics.register({
				name: "leadmap_bus_calls_in_transaction_total",
				type: "counter",
				labelNames: [],
				description: "Bus calls, emits and broadcasts made inside a database transaction (a bug: each holds a pool connection while another service works)",
			});
		}
	},
	call(this: ServiceBroker, next: (...args: unknown[]) => unknown) {
		return (actionName: string, ...rest: unknown[]) => {
			if (insideTransaction()) refuse(this, `call of ${actionName}`);
			return next(actionName, ...rest);
		};
	},
	emit(this: ServiceBroker, next: (...args: unknown[]) => unknown) {
		return (event: string, ...rest: unknown[]) => {
			if (insideTransaction()) refuse(this, `emit of ${event}`);
			return next(event, ...rest);
		};
	},
	broadcast(this: ServiceBroker, next: (...args: unknown[]) => unknown) {
		return (event: string, ...rest: unknown[]) => {
			if (insideTransaction()) refuse(this, `broadcast of ${event}`);
			return next(event, ...rest);
		};
	},
} as unknown as Middleware;
