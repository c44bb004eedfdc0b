import type { Logger, ServiceBroker } from "moleculer";
import { countBackgroundError } from "./background";

/**
 * A background loop woken on demand, by a poll and by a timer for the next due item.
 * Wakes that arrive while a round runs are folded into one more round, so a burst of
 * wakes costs at most one extra pass. Subclasses say what one round does in `pump()`.
 */
export abstract class WakeableLoop {
	protected stopping = false;
	/** a loop never started (a node without background work) does nothing when woken */
	private started = false;
	private pumping: Promise<void> | null = null;
	private wokenDuringRound = false;
	private pollTimer: NodeJS.Timeout | null = null;
	private dueTimer: NodeJS.Timeout | null = null;
	private dueAt = Infinity;

	/** A failed round is logged, counted under `failureLabel` (with a broker) and tried again at the next wake or poll. */
	protected constructor(
		protected readonly logger: Logger,
		private readonly pollMs: number,
		private readonly failureLabel: string,
		private readonly counter?: ServiceBroker,
	) {}

	start(): void {
		this.started = true;
		this.pollTimer = setInterval(() => this.wake(), this.pollMs);
		this.pollTimer.unref();
		this.wake();
	}

	/** Claims nothing more and waits for the round in progress; subclasses then wait for their own work. */
	protected async stopLoop(): Promise<void> {
		this.stopping = true;
		if (this.pollTimer) clearInterval(this.pollTimer);
		if (this.dueTimer) clearTimeout(this.dueTimer);
		await this.pumping;
	}

	wake(): void {
		if (this.stopping || !this.started) return;
		if (this.pumping) {
			this.wokenDuringRound = true;
			return;
		}
		this.pumping = this.pump()
			.catch((err: Error) => {
				if (this.counter) countBackgroundError(this.counter, this.failureLabel);
				this.logger.warn(`${this.failureLabel}:`, err.message);
			})
			.finally(() => {
				this.pumping = null;
				if (this.wokenDuringRound) {
					this.wokenDuringRound = false;
					this.wake();
				}
			});
	}

	/** One round of work. A round that loops calls `clearWoken()` at each pass and goes on while `woken`. */
	protected abstract pump(): Promise<void>;

	protected clearWoken(): void {
		this.wokenDuringRound = false;
	}

	/** A wake arrived since the last `clearWoken()`. */
	protected get woken(): boolean {
		return this.wokenDuringRound;
	}

	/** Something falls due in `ms` (null: nothing known): before the next poll it gets a timer of its own. */
	protected wakeIn(ms: number | null): void {
		if (ms === null || ms >= this.pollMs || this.stopping) return;
		const at = Date.now() + Math.max(ms, 0);
		if (this.dueTimer && at >= this.dueAt) return;
		if (this.dueTimer) clearTimeout(this.dueTimer);
		this.dueAt = at;
		this.dueTimer = setTimeout(
			() => {
				this.dueTimer = null;
				this.dueAt = Infinity;
				this.wake();
			},
			Math.max(ms, 0) + 5,
		);
		this.dueTimer.unref();
	}
}
