import type { Observation } from "../business";
import type { DeliverPageResult } from "../../services/searches/searches.service";

const MAX_BATCH = 500;
const HIGH_WATER = 1_000;

/**
 * Pages are handed over as fast as they are fetched; while one delivery is being
 * written, the next pages gather into a single batch. Each batch carries the
 * checkpoint taken with its last page, which covers every page before it.
 * Fetching waits only when too much is waiting (back-pressure).
 */
export class DeliveryQueue {
	private buffer: Observation[] = [];
	private checkpoint: unknown = undefined;
	private flushing: Promise<void> | null = null;
	private failure: unknown = null;
	private drained: (() => void)[] = [];

	constructor(private send: (observations: Observation[], checkpoint: unknown) => Promise<DeliverPageResult>,
		private onStop: (result: DeliverPageResult) => void) {}

	async enqueue(observations: Observation[], checkpoint: unknown): Promise<void> {
		if (this.failure) throw this.failure;
		this.buffer.push(...observations);
		this.checkpoint = checkpoint;
		if (!this.flushing && this.buffer.length) this.flushing = this.flush();
		if (this.buffer.length >= HIGH_WATER) await this.idle();
		if (this.failure) throw this.failure;
	}

	/** Resolves once everything handed over has been written (or throws what writing it threw). */
	async drain(): Promise<void> {
		if (this.flushing) await this.idle();
		if (this.failure) throw this.failure;
	}

	private idle(): Promise<void> {
		return this.flushing ? new Promise((resolve) => this.drained.push(resolve)) : Promise.resolve();
	}

	private async flush(): Promise<void> {
		try {
			while (this.buffer.length && !this.failure) {
				const batch = this.buffer.length <= MAX_BATCH ? this.buffer.splice(0) : this.buffer.splice(0, MAX_BATCH);
				const checkpoint = this.buffer.length ? undefined : this.checkpoint;
				const result = await this.send(batch, checkpoint);
				if (result.stop) {
					this.buffer.length = 0;
					this.onStop(result);
				}
			}
		} catch (err) {
			this.failure = err;
			this.buffer.length = 0;
		} finally {
			this.flushing = null;
			for (const resolve of this.drained.splice(0)) resolve();
		}
	}
}
