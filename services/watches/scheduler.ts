import type { Context, Logger, ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import { ClaimScheduler, type ClaimSchedulerConfig } from "../../shared/jobs/claim-scheduler";
import "../searches/searches.contract";
import { countStarted } from "./metrics";
import { claimDue, completeRuns, msUntilNextDue, runSearchIdOf, takeOverLapsed, type ClaimedRun } from "./scheduler.store";
import { UNPAID_RUNS_TO_DISABLE } from "./watches.contract";

/**
 * Starts claimed runs: one `searches.startWatchRuns` call for the batch (each run an ordinary search of its account,
 * named by the watch and the due time), then the runs it answered are settled. A run it did not answer (the call
 * failed, or that run failed) keeps its claim, which another attempt takes over when the lease lapses: starting it
 * again finds its search if it was made. False when the call failed. `via`: a request's context, when a request
 * started the run (its request id goes on).
 */
export async function startRuns(
	broker: ServiceBroker,
	logger: Logger,
	claims: ClaimedRun[],
	leaseMs: number,
	via: Context | ServiceBroker = broker,
): Promise<boolean> {
	if (!claims.length) return true;
	let runs;
	try {
		({ runs } = await call(
			via,
			"searches.startWatchRuns",
			{
				runs: claims.map((c) => ({ searchId: runSearchIdOf(c.id, c.due_text), watchId: c.id, accountId: c.account_id, query: c.query })),
			},
			{ timeout: Math.max(1000, Math.floor(leaseMs / 2)), retries: 0 },
		));
	} catch (err) {
		logger.warn(`runs of ${claims.length} watch(es) not started yet (taken over when their lease lapses):`, (err as Error).message);
		return false;
	}
	const started = new Map(runs.map((r) => [r.searchId, r]));
	const done = claims.flatMap((claim) => {
		const start = started.get(runSearchIdOf(claim.id, claim.due_text));
		return start ? [{ claim, start }] : [];
	});
	await completeRuns(done, UNPAID_RUNS_TO_DISABLE);
	countStarted(broker, runs);
	return true;
}

/**
 * Starts each due watch's run, exactly once per due time, with any number of replicas (ClaimScheduler). A run is
 * named by the watch and the due time, and so is its search: a run taken over after its search was made finds that
 * search (made and funded once), so taking over is starting again.
 */
export class WatchScheduler extends ClaimScheduler<ClaimedRun> {
	constructor(config: ClaimSchedulerConfig, broker: ServiceBroker, logger: Logger) {
		super(config, broker, logger, "watch scheduling");
	}

	protected claimDue(): Promise<ClaimedRun[]> {
		return claimDue(this.config.workerId, this.config.batch, this.config.leaseMs);
	}

	protected takeOverLapsed(): Promise<ClaimedRun[]> {
		return takeOverLapsed(this.config.workerId, this.config.batch, this.config.leaseMs);
	}

	protected msUntilNextDue(): Promise<number | null> {
		return msUntilNextDue();
	}

	protected startClaimed(claims: ClaimedRun[]): Promise<boolean> {
		return startRuns(this.broker, this.logger, claims, this.config.leaseMs);
	}

	protected async resumeLapsed(claims: ClaimedRun[]): Promise<void> {
		await startRuns(this.broker, this.logger, claims, this.config.leaseMs);
	}
}
