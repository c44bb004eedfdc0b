import type { Service, ServiceSchema, ServiceSettingSchema } from "moleculer";
import { runsBackgroundWork } from "../background-work";
import type { Provider } from "../business";
import { query, transaction, type Tx } from "../db";
import { registerMetrics } from "../metrics";
import { ProviderLiveness } from "../provider-liveness";
import { BACKGROUND_METRICS, everyInterval } from "./background";
import { abandonedJobs, claimFair, claimRunnable, extendLease, releaseLease, takeLapsedOf, type JobLane, type LeasedTable } from "./lease";
import { LeaseLostError } from "./lease-lost";
import { JOB_METRICS } from "./metrics";

/** The columns every leased job row has (see ./lease.ts), as the kit reads them. */
export interface JobRow {
	id: string;
	account_id: string;
	provider: Provider;
	status: string;
	cancel_requested: boolean;
	attempts: number;
	/** what its ending still owes billing (a release, a refund, a purchase closed) is not confirmed yet */
	settlement_due: boolean;
}

export type JobEnding = "completed" | "failed" | "canceled";

/** What a service tells the kit of its job table. Every SQL text is trusted (written in the service). */
export interface JobsSpec {
	table: LeasedTable;
	/** `search`, `run`: what a lost lease names */
	what: string;
	/** a job claimed more often than this (its workers kept dying) fails `worker_lost` */
	maxAttempts: number;
	leaseMs(): number;
	/** the sweep's waits, read at each sweep: an unpaid pending job's grace, and how long a provider may go unserved */
	sweepTimes(): { reservationGraceMs: number; providerUnavailableMs: number };
	/** the service serving a provider (its scraper), to tell when none has for too long */
	serviceOf(provider: Provider): string;
	/** a pending job whose create died before it was paid for (LEADMAP_RESERVATION_GRACE_MS ago), `$1` the grace (ms) (alias c) */
	staleUnpaid: string;
	/** a pending job that is paid for and waits on its provider's scraper (alias c) */
	paidPending: string;
	/** a running job whose work waits on its provider's scraper (alias c) */
	needsProvider: string;
}

/** The kit's methods on the service, and what the service must provide. */
export interface JobsThis<Row extends JobRow> extends Service {
	liveness: ProviderLiveness;
	/** the service's own: ends a job it holds or that a claim or sweep took (a set cancel flag wins), its money settled after */
	settleJob(row: Row, status: JobEnding, error: string | null): Promise<Row | null>;
	/** the service's own: ends a pending job inside `tx`, with no bus call (the transaction is short) */
	endPendingIn(tx: Tx, row: Row, error: string): Promise<Row | null>;
	/** the service's own: what an ended job owes billing, done and confirmed (idempotent); clears `settlement_due` */
	settleMoney(row: Row): Promise<void>;
	/** the service's own, if it has any: endings its workers began and did not finish (died, or billing failed) */
	finishLapsedEndings?(): Promise<void>;
	claimJob(lane: JobLane, workerId: string): Promise<Row | null>;
	holdJob(id: string, workerId: string): Promise<Row>;
	releaseJob(id: string, workerId: string, reason: "shutdown" | "error"): Promise<Row | null>;
	sweepJobs(): Promise<void>;
	failPending(condition: string, params: unknown[], error: string): Promise<number>;
}

/** How many ended jobs one sweep round settles the money of. */
const SETTLEMENT_BATCH = 100;
/** The sweeps run every lease, kept between these bounds (ms). */
const SWEEP_MIN_MS = 1_000;
const SWEEP_MAX_MS = 5_000;

/**
 * Gives a service's leased job table its claims (fair across accounts, capped per plan, in lanes),
 * heartbeats, releases and sweeps. The service keeps its own steps and settlement rules
 * (`settleJob`, `endPendingIn`, `settleMoney`). No transaction is held across a bus call: an
 * ending is committed first, with `settlement_due` set, and billing is called after; a sweep
 * finishes what a crash left between the two.
 */
export function jobsMixin<Row extends JobRow>(spec: JobsSpec): ServiceSchema<ServiceSettingSchema, JobsThis<Row>> {
	const { table } = spec;
	return {
		name: "jobs",
		methods: {
			async claimJob(this: JobsThis<Row>, lane: JobLane, workerId: string): Promise<Row | null> {
				return claimRunnable(
					() => claimFair<Row>(table, lane, workerId, spec.leaseMs()),
					(r, status, error) => this.settleJob(r, status, error),
					spec.maxAttempts,
				);
			},
			async holdJob(id: string, workerId: string): Promise<Row> {
				const row = await extendLease<Row>(table, id, workerId, spec.leaseMs());
				if (!row) throw new LeaseLostError(spec.what);
				return row;
			},
			releaseJob(id: string, workerId: string, reason: "shutdown" | "error"): Promise<Row | null> {
				return releaseLease<Row>(table, id, workerId, reason === "shutdown");
			},
			/** Fails pending jobs matching `condition`, one at a time, each ended in a short transaction and its money settled after. */
			async failPending(this: JobsThis<Row>, condition: string, params: unknown[], error: string): Promise<number> {
				let failed = 0;
				for (;;) {
					const ended = await transaction(async (tx) => {
						const [row] = await tx.query<Row>(
							`SELECT * FROM ${table.table} c WHERE c.status = 'pending' AND (${condition}) ORDER BY c.created_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
							params,
						);
						return row ? { row: await this.endPendingIn(tx, row, error) } : null;
					});
					if (!ended) return failed;
					if (ended.row) {
						failed++;
						await this.settleMoney(ended.row);
					}
				}
			},
			/**
			 * Ends jobs nobody will finish: those whose workers kept dying, those whose create died
			 * before they were paid for, and those of providers no scraper serves; then settles the
			 * money of jobs that ended without it (a crash between the ending and billing's answer).
			 */
			async sweepJobs(this: JobsThis<Row>): Promise<void> {
				for (const row of await abandonedJobs<Row>(table, spec.maxAttempts)) await this.settleJob(row, "failed", "worker_lost");
				const { reservationGraceMs, providerUnavailableMs } = spec.sweepTimes();
				await this.failPending(spec.staleUnpaid, [reservationGraceMs], "reservation_failed");
				// After LEADMAP_PROVIDER_UNAVAILABLE_MS without a scraper of its provider, a job waiting on it fails `provider_unavailable`.
				for (const provider of this.liveness.unserved(providerUnavailableMs)) {
					await this.failPending(`c.provider = $1 AND (${spec.paidPending})`, [provider], "provider_unavailable");
					let lapsed: Row | null;
					while ((lapsed = await takeLapsedOf<Row>(table, provider, spec.needsProvider, `${this.broker.nodeID}/provider-sweep`, spec.leaseMs()))) {
						await this.settleJob(lapsed, "failed", "provider_unavailable");
					}
				}
				const due = await query<Row>(
					`SELECT * FROM ${table.table} WHERE settlement_due AND status IN ('completed', 'failed', 'canceled') ORDER BY updated_at LIMIT $1`,
					[SETTLEMENT_BATCH],
				);
				for (const row of due) await this.settleMoney(row);
				await this.finishLapsedEndings?.();
			},
		},
		events: {
			"$services.changed"(this: JobsThis<Row>) {
				this.liveness.note();
			},
		},
		created(this: JobsThis<Row>) {
			registerMetrics(this.broker, BACKGROUND_METRICS);
			registerMetrics(this.broker, JOB_METRICS);
			this.liveness = new ProviderLiveness(this.broker, spec.serviceOf);
		},
		started(this: JobsThis<Row> & { jobSweep?: { stop(): void } }) {
			if (!runsBackgroundWork(this.settings)) return;
			const every = Math.max(SWEEP_MIN_MS, Math.min(SWEEP_MAX_MS, spec.leaseMs()));
			this.jobSweep = everyInterval(this.broker, this.logger, `${this.name} sweep`, every, () => this.sweepJobs());
		},
		stopped(this: JobsThis<Row> & { jobSweep?: { stop(): void } }) {
			this.jobSweep?.stop();
		},
	};
}
