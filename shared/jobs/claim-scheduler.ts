import type { Logger, ServiceBroker } from "moleculer";
import type { SchedulerSettings } from "../config";
import { WakeableLoop } from "./wakeable-loop";

/** The scheduler's settings, and the worker id its claims carry. */
export interface ClaimSchedulerConfig extends SchedulerSettings {
	workerId: string;
}

/** Batches one scheduler has at the service that makes its work at once. */
const BATCHES_IN_FLIGHT = 2;

/**
 * A scheduler that makes each due item's work exactly once per due time, with any number of replicas (monitor
 * checks, watch runs). A claim locks due rows with SKIP LOCKED and, in the same statement, moves them on to their
 * next due time and marks the work pending under a lease, so no other replica claims that due time again: at most
 * once. The work is made after the claim commits (`startClaimed`); if this replica dies before it is settled, the
 * marker outlives it and another replica takes it over when the lease lapses (`resumeLapsed`): at least once.
 * Subclasses say how to claim, take over, make and resume the work, and recognise work made before a takeover.
 */
export abstract class ClaimScheduler<Claim> extends WakeableLoop {
	/** calls under way: the next batch is claimed while the last one's work is made */
	private inFlight = new Set<Promise<boolean>>();
	private lastTakeOverAt = 0;

	protected constructor(
		protected readonly config: ClaimSchedulerConfig,
		protected readonly broker: ServiceBroker,
		logger: Logger,
		label: string,
	) {
		super(logger, config.pollMs, label, broker);
	}

	/** Due items, claimed for this worker (at most `batch`). */
	protected abstract claimDue(): Promise<Claim[]>;
	/** Claims whose lease lapsed, this worker's now (at most `batch`). */
	protected abstract takeOverLapsed(): Promise<Claim[]>;
	/** Milliseconds until the next item falls due (negative when overdue), or null when none will. */
	protected abstract msUntilNextDue(): Promise<number | null>;
	/** Makes and settles the work of claimed items; false when the call making it failed (the claims wait for their lease). */
	protected abstract startClaimed(claims: Claim[]): Promise<boolean>;
	/** Makes or settles the work of claims taken over (some may have been made before the takeover). */
	protected abstract resumeLapsed(claims: Claim[]): Promise<void>;

	/** Finishes the round in progress (its calls included); claims nothing more. */
	async stop(): Promise<void> {
		await this.stopLoop();
		await Promise.allSettled([...this.inFlight]);
	}

	protected async pump(): Promise<void> {
		const { batch } = this.config;
		for (;;) {
			this.clearWoken();
			if (this.stopping) return;
			if (this.inFlight.size >= BATCHES_IN_FLIGHT) {
				// the service making the work is not answering: the claims wait for their lease; claim no more until the next wake
				if (!(await Promise.race(this.inFlight))) return;
				continue;
			}
			const lapsed = this.takeOverDue() ? await this.takeOverLapsed() : [];
			if (lapsed.length) await this.resumeLapsed(lapsed);
			const claimed = await this.claimDue();
			if (claimed.length) this.track(this.startClaimed(claimed));
			if (claimed.length < batch && lapsed.length < batch) {
				this.wakeIn(await this.msUntilNextDue());
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
				this.logger.warn("claimed work not settled (taken over when its lease lapses):", err.message);
				return false;
			})
			.finally(() => this.inFlight.delete(tracked));
		this.inFlight.add(tracked);
	}
}
