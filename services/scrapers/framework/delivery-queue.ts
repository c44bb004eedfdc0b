import type { DeliverPageResult } from "../../searches/searches.contract";

const MAX_BATCH = 500;
const HIGH_WATER = 1_000;

/**
 * Pages are handed over as fast as they are fetched and written in two stages:
 * `prepare` (the shared dataset upsert, order-free) for one batch runs while
 * `send` (charge, leads, results, checkpoint: in order) runs for the one before.
 * Pages that arrive meanwhile gather into the next batch. A batch carries the
 * checkpoint as it stood when the batch was taken, which covers every page in it
 * and before it (the runner updates its state and hands a page over in one
 * synchronous step). Fetching waits only when too much is waiting.
 */
export class DeliveryQueue<E, P = unknown> {
	private buffer: E[] = [];
	private checkpoint: (() => unknown) | undefined = undefined;
	/** a page with nothing to write changed the checkpoint: it is written on its own */
	private checkpointDue = false;
	private flushing: Promise<void> | null = null;
	private failure: unknown = null;
	private stopped = false;
	private drained: (() => void)[] = [];
	/** the job's result count after the last batch written */
	lastResultCount: number | null = null;

	constructor(
		private prepare: (entries: E[]) => Promise<P>,
		private send: (prepared: P, checkpoint: unknown) => Promise<DeliverPageResult>,
		private onStop: (result: DeliverPageResult) => void,
	) {}

	async enqueue(entries: E[], checkpoint: () => unknown): Promise<void> {
		if (this.failure) throw this.failure;
		if (this.stopped) return;
		this.buffer.push(...entries);
		this.checkpoint = checkpoint;
		if (!entries.length) this.checkpointDue = true;
		if (!this.flushing && this.due()) this.flushing = this.flush();
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

	private due(): boolean {
		return this.buffer.length > 0 || this.checkpointDue;
	}

	private take(): { batch: E[]; checkpoint: unknown } {
		this.checkpointDue = false;
		const batch = this.buffer.length <= MAX_BATCH ? this.buffer.splice(0) : this.buffer.splice(0, MAX_BATCH);
		// A copy: the runner goes on changing its state while this batch is being written.
		const checkpoint = this.buffer.length || !this.checkpoint ? undefined : structuredClone(this.checkpoint());
		return { batch, checkpoint };
	}

	private async flush(): Promise<void> {
		let sending: Promise<void> = Promise.resolve();
		try {
			while (this.due() && !this.failure && !this.stopped) {
				const { batch, checkpoint } = this.take();
				const prepared = await this.prepare(batch);
				await sending;
				if (this.failure || this.stopped) break;
				sending = this.send(prepared, checkpoint).then(
					(result) => {
						this.lastResultCount = result.resultCount;
						if (!result.stop) return;
						this.stopped = true;
						this.buffer.length = 0;
						this.onStop(result);
					},
					(err) => {
						this.failure ??= err;
					},
				);
			}
			await sending;
		} catch (err) {
			this.failure ??= err;
		} finally {
			if (this.failure) this.buffer.length = 0;
			this.flushing = null;
			for (const resolve of this.drained.splice(0)) resolve();
			if (this.due() && !this.failure && !this.stopped) this.flushing = this.flush();
		}
	}
}
