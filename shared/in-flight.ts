/** Runs one computation per key at a time; callers asking meanwhile share its promise. */
export class InFlight<V> {
	private readonly running = new Map<string, Promise<V>>();

	run(key: string, compute: () => Promise<V>): Promise<V> {
		const existing = this.running.get(key);
		if (existing) return existing;
		const p = compute().finally(() => this.running.delete(key));
		this.running.set(key, p);
		return p;
	}
}
