import type { Logger, ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import { ClaimScheduler, type ClaimSchedulerConfig } from "../../shared/jobs/claim-scheduler";
import { countScheduled } from "./metrics";
import "../runs/runs.contract";
import { UNPAID_CHECKS_TO_DISABLE } from "./monitors.contract";
import { claimDue, completeChecks, msUntilNextDue, takeOverLapsed, type ClaimedCheck, type CompletedCheck } from "./scheduler.store";

/** Why a check could not be paid, when it is the account's doing (it turns the subscription off after a few in a row). */
const UNPAID = new Set(["insufficient_credits", "subscription_inactive"]);

/**
 * Makes each due subscription's check, exactly once per due time, with any number of replicas (ClaimScheduler).
 * The one gap, a replica that died after runs made the run but before the marker was cleared, is closed by asking
 * runs for the account's newest run of the business: one made since the claim is that check's run, so it is not
 * made (nor billed) again.
 */
export class MonitorScheduler extends ClaimScheduler<ClaimedCheck> {
	constructor(config: ClaimSchedulerConfig, broker: ServiceBroker, logger: Logger) {
		super(config, broker, logger, "monitor scheduling");
	}

	protected claimDue(): Promise<ClaimedCheck[]> {
		return claimDue(this.config.workerId, this.config.batch, this.config.leaseMs);
	}

	protected takeOverLapsed(): Promise<ClaimedCheck[]> {
		return takeOverLapsed(this.config.workerId, this.config.batch, this.config.leaseMs);
	}

	protected msUntilNextDue(): Promise<number | null> {
		return msUntilNextDue();
	}

	protected startClaimed(checks: ClaimedCheck[]): Promise<boolean> {
		return this.createRuns(checks);
	}

	/** One runs call for the batch; the checks whose runs it answered are settled. A failed call leaves them to the lease. */
	private async createRuns(checks: ClaimedCheck[]): Promise<boolean> {
		let runs;
		try {
			({ runs } = await call(
				this.broker,
				"runs.createMonitorChecks",
				{
					checks: checks.map((c) => ({ accountId: c.account_id, businessId: c.business_id, subscriptionId: c.id })),
				},
				{ timeout: Math.max(1000, Math.floor(this.config.leaseMs / 2)), retries: 0 },
			));
		} catch (err) {
			this.logger.warn(`monitor checks of ${checks.length} subscription(s) not created yet (taken over when their lease lapses):`, (err as Error).message);
			return false;
		}
		const runOf = new Map(runs.map((r) => [r.subscriptionId, r]));
		const done: CompletedCheck[] = [];
		for (const c of checks) {
			const run = runOf.get(c.id);
			if (run) done.push({ id: c.id, dueText: c.due_text, runId: run.runId, unpaid: run.error && UNPAID.has(run.error) ? run.error : null });
		}
		await completeChecks(done, UNPAID_CHECKS_TO_DISABLE);
		countScheduled(this.broker, runs);
		return true;
	}

	/** Checks another replica claimed and never settled: those whose run exists are settled, the others made now. */
	protected async resumeLapsed(checks: ClaimedCheck[]): Promise<void> {
		const settled: CompletedCheck[] = [];
		const toCreate: ClaimedCheck[] = [];
		for (const c of checks) {
			const latest = await call(this.broker, "runs.latestOf", { accountId: c.account_id, businessId: c.business_id });
			const madeSinceClaim = latest !== null && Date.parse(latest.createdAt) >= c.claimed_at.getTime() - 1;
			if (!madeSinceClaim) toCreate.push(c);
			else {
				// A research run made since would hide the check's run: then the check is skipped, never billed twice.
				if (latest.kind !== "monitor")
					this.logger.warn(`monitor check of subscription ${c.id} due ${c.due_text}: not made again (a run of the business was made since it was claimed)`);
				settled.push({ id: c.id, dueText: c.due_text, runId: latest.kind === "monitor" ? latest.id : null });
			}
		}
		await completeChecks(settled, UNPAID_CHECKS_TO_DISABLE);
		if (toCreate.length) await this.createRuns(toCreate);
	}
}
