import type { Middleware } from "moleculer";

/**
 * Holds every call of one action while closed (open by default), so a call can be on
 * its way exactly when a test needs it: add `middleware` to the app's brokers.
 */
export class ActionGate {
	/** calls that have reached the gate so far */
	held = 0;
	private opened: Promise<void> = Promise.resolve();
	private openNow: () => void = () => undefined;

	constructor(private readonly action: string) {}

	close(): void {
		this.opened = new Promise((resolve) => (this.openNow = resolve));
	}

	open(): void {
		this.openNow();
	}

	readonly middleware = {
		localAction: (handler: (ctx: unknown) => Promise<unknown>, action: { name: string }) => {
			if (action.name !== this.action) return handler;
			return async (ctx: unknown) => {
				this.held++;
				await this.opened;
				return handler(ctx);
			};
		},
	} as unknown as Middleware;
}
