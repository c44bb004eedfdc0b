/**
 * simulator (sandbox, tests, benchmarks only): the providers' wire formats and merchant
 * websites served from a synthetic world. Production code never calls it.
 */

export const FAULT_KINDS = ["timeout", "consent", "captcha", "rateLimit", "serverError", "malformed", "empty"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * Which search requests (numbered from 1 since the faults were last set) fail; any matching condition applies.
 * `first`: requests 1..N. `after` (+ optional `count`): requests after the Nth (the next `count` only).
 * `every`: every Nth. `rate`: that fraction, spread evenly (0.25 = the 4th, 8th, …).
 */
export interface FaultRule {
	first?: number;
	after?: number;
	count?: number;
	every?: number;
	rate?: number;
}

export type FaultConfig = {
	/** Added before every search answer (not to admin endpoints). */
	latencyMs?: number;
	/** Status for `serverError` (default 503). */
	serverErrorStatus?: number;
	/** Retry-After sent with `rateLimit` (default 1). */
	retryAfterSeconds?: number;
} & { [K in FaultKind]?: FaultRule };

export interface SimulatorStats {
	requests: number;
	searchRequests: number;
	placesServed: number;
	faults: Record<FaultKind, number>;
}

export interface SimulatorInfo {
	url: string;
	/** set with merchantSites: LEADMAP_DNS_SERVERS and LEADMAP_SMTP_PORT for enrichment */
	sites?: { zone: string; dnsServer: string; smtpPort: number };
}

export type SetFaultsParams = FaultConfig;

declare module "../shared/bus" {
	interface Actions {
		/** Where the simulator listens (and its DNS and SMTP peers). */
		"simulator.info": Action<undefined, SimulatorInfo>;
		/** Replaces the injected faults; answers those now in force. */
		"simulator.setFaults": Action<SetFaultsParams, FaultConfig>;
		/** Requests served so far, by kind. */
		"simulator.stats": Action<undefined, SimulatorStats | null>;
	}
	interface Events {
		/** The simulator listens; its info tells where. */
		"simulator.started": SimulatorInfo;
	}
}
