/**
 * gateway: the HTTP door (moleculer-web). It maps `/v1` routes to other services' published
 * actions (routes.ts) and offers only its own health checks; it emits no events.
 */

export interface HealthResult { ok: true }

declare module "../../shared/bus" {
	interface Actions {
		/** GET /health: the process can serve. */
		"gateway.health": Action<undefined, HealthResult>;
		/** GET /health/ready: the database and the bus answer too. */
		"gateway.ready": Action<undefined, HealthResult>;
	}
}
