import type { Server } from "node:http";
import type { ServiceBroker } from "moleculer";

/**
 * The gateway's part in a graceful stop. Moleculer waits for a service's requests in
 * flight before calling its `stopped` (where moleculer-web closes the server) and the
 * server goes on accepting meanwhile; so the listener closes as soon as the broker
 * starts stopping: no new connection is accepted, idle keep-alive connections close,
 * and the requests in flight still answer before the service stops.
 */
export function stopAcceptingWhenStopping(broker: ServiceBroker, server: Server): void {
	broker.middlewares.add({
		stopping() {
			if (server.listening) server.close();
			return Promise.resolve();
		},
	});
}
