import type { LoggerInstance, ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import type { MonitorSettings } from "../../shared/config";
import { WakeableLoop } from "../../shared/jobs/wakeable-loop";
import { countScheduled } from "./metrics";
import "../runs/runs.contract";
import { UNPAID_CHECKS_TO_DISABLE } from "./monitors.contract";
import { claimDue, completeChecks, msUntilNextDue, takeOverLapsed, type ClaimedCheck, type CompletedCheck } from "./scheduler.store";

export interface SchedulerConfig extends MonitorSettings {
	workerId: string;
}

/** Why a check could not be paid, when it is the account's doing (it turns the subscription off after a few in a row). */
const UNPAID = new Set(["insufficient_credits", "subscription_inactive"]);

/** Batches one scheduler has at the runs service at once. */
const BATCHES_IN_FLIGHT = 2;

/**
 * Makes each due subscription's check, exactly once per due time, with any number of replicas.
 *
 * Why exactly once: a claim (scheduler.store.ts) locks due rows with SKIP LOCKED and, in the
 * same statement, moves `next_check_at` on and marks the check pending, so no other replica
 * can claim that due time again: at most once. The runs are created after the claim commits;
 * if this replica dies before, the pending marker outlives it, and when its lease lapses
 * another replica takes the check over: at least once. The one gap, a replica that died after
 * runs made the run but before the marker was cleared, is closed by asking runs for the
 * account's newest run of the business: one made since the claim is that check's run, so it
 * is not made (nor billed) again.
 */
export class MonitorScheduler extends WakeableLoop {
	/** runs calls under way: the next batch is claimed while the last one's runs are made */
	private inFlight = new Set<Promise<boolean>>();
	private lastTakeOverAt = 0;

	constructor(private readonly config: SchedulerConfig, private readonly broker: ServiceBroker, logger: LoggerInstance) {
		super(logger, config.pollMs, "monitor scheduling", broker);
	}

	/** Finishes the round in progress (its runs call included); claims nothing more. */
	async stop(): Promise<void> {
		await this.stopLoop();
		await Promise.allSettled([...this.inFlight]);
	}

	protected async pump(): Promise<void> {
		const { workerId, batch, leaseMs } = this.config;
		for (;;) {
			this.clearWoken();
			if (this.stopping) return;
			if (this.inFlight.size >= BATCHES_IN_FLIGHT) {
				// runs not answering: the claimed checks wait for their lease; claim no more until the next wake
				if (!(await Promise.race(this.inFlight))) return;
				continue;
			}
			const lapsed = this.takeOverDue() ? await takeOverLapsed(workerId, batch, leaseMs) : [];
			if (lapsed.length) await this.resume(lapsed);
			const claimed = await claimDue(workerId, batch, leaseMs);
			if (claimed.length) this.track(this.createRuns(claimed));
			if (claimed.length < batch && lapsed.length < batch) {
				this.wakeIn(await msUntilNextDue());
				if (!this.woken) return;
			}
		}
	}

	/** Lapsed claims are rare: looked for at most every poll (or quarter lease), not every round of a backlog. */
	private takeOverDue(): boolean {
		const now = Date.now();
		if (now - this.lastTakeOverAt < Math.min(this.config.pollMs, this.config.leaseMs / 4)) return false;
		this.lastTakeOverAt = now;
		return true;
	}

	private track(work: Promise<boolean>): void {
		const tracked: Promise<boolean> = work
			.catch((err: Error) => {
				this.logger.warn("monitor checks not settled (taken over when their lease lapses):", err.message);
				return false;
			})
			.finally(() => this.inFlight.delete(tracked));
		this.inFlight.add(tracked);
	}

	/** One runs call for the batch; the checks whose runs it answered are settled. A failed call leaves them to the lease. */
	private async createRuns(checks: ClaimedCheck[]): Promise<boolean> {
		let runs;
		try {
			({ runs } = await call(this.broker, "runs.createMonitorChecks", {
				checks: checks.map((c) => ({ accountId: c.account_id, businessId: c.business_id, subscriptionId: c.id })),
			}, { timeout: Math.max(1000, Math.floor(this.config.leaseMs / 2)), retries: 0 }));
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
	private async resume(checks: ClaimedCheck[]): Promise<void> {
		const settled: CompletedCheck[] = [];
		const toCreate: ClaimedCheck[] = [];
		for (const c of checks) {
			const latest = await call(this.broker, "runs.latestOf", { accountId: c.account_id, businessId: c.business_id });
			const madeSinceClaim = latest !== null && Date.parse(latest.createdAt) >= c.claimed_at.getTime() - 1;
			if (!madeSinceClaim) toCreate.push(c);
			else {
				// A research run made since would hide the check's run: then the check is skipped, never billed twice.
				if (latest.kind !== "monitor") this.logger.warn(`monitor check of subscription ${c.id} due ${c.due_text}: not made again (a run of the business was made since it was claimed)`);
				settled.push({ id: c.id, dueText: c.due_text, runId: latest.kind === "monitor" ? latest.id : null });
			}
		}
		await completeChecks(settled, UNPAID_CHECKS_TO_DISABLE);
		if (toCreate.length) await this.createRuns(toCreate);
	}
}
