import { mergedHealth, type DriftChange, type PageHealth, type ProviderStatus } from "../../shared/provider-health";

type Recorded = { status: ProviderStatus; change: DriftChange };
interface Waiting {
	page: PageHealth;
	example: string;
	resolve(r: Recorded): void;
	reject(err: unknown): void;
}

/**
 * Reports of one provider that arrive while its row is being written wait, and go together in the next
 * write: a searches instance holds at most one provider_health transaction per provider at a time,
 * however many pages its scrapers deliver at once, instead of queueing them all on the row's lock.
 */
export class HealthBatches {
	private waiting = new Map<string, Waiting[]>();
	private writing = new Set<string>();

	constructor(
		private write: (provider: string, page: PageHealth, example: string) => Promise<Recorded>,
		private onChange: (provider: string, recorded: Recorded) => void,
	) {}

	record(provider: string, page: PageHealth, example: string): Promise<Recorded> {
		return new Promise((resolve, reject) => {
			const queue = this.waiting.get(provider) ?? [];
			queue.push({ page, example, resolve, reject });
			this.waiting.set(provider, queue);
			if (!this.writing.has(provider)) void this.drain(provider);
		});
	}

	/** Writes what waits, batch after batch; a failed write fails its batch's reports only. */
	private async drain(provider: string): Promise<void> {
		this.writing.add(provider);
		try {
			for (let batch = this.take(provider); batch.length; batch = this.take(provider)) {
				try {
					const recorded = await this.write(provider, mergedHealth(batch.map((w) => w.page)), batch[0].example);
					if (recorded.change) this.onChange(provider, recorded);
					for (const w of batch) w.resolve(recorded);
				} catch (err) {
					for (const w of batch) w.reject(err);
				}
			}
		} finally {
			this.writing.delete(provider);
		}
	}

	private take(provider: string): Waiting[] {
		const batch = this.waiting.get(provider) ?? [];
		this.waiting.delete(provider);
		return batch;
	}
}
