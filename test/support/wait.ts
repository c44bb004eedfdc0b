/** Polls `check` until it answers a value other than null/false; fails naming `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | false> | T | null | false, timeoutMs = 60_000): Promise<T> {
	const end = Date.now() + timeoutMs;
	for (;;) {
		const value = await check();
		if (value !== null && value !== false) return value;
		if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
}
