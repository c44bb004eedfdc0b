/**
 * gateway: the HTTP door (moleculer-web). It maps `/v1` routes to other services' published
 * actions (routes.ts) and offers only its own health checks; it emits no events.
 */

export interface HealthResult {
	ok: true;
}

/** All keys of an account together make at most this many times the account's per-key rate limit a minute (429). */
export const KEYS_TOGETHER_RATE_MULTIPLE = 3;

declare module "../../shared/bus" {
	interface Actions {
		/** GET /health: the process can serve. */
		"gateway.health": Action<undefined, HealthResult>;
		/** GET /health/ready: the database and the bus answer too. */
		"gateway.ready": Action<undefined, HealthResult>;
	}
}
