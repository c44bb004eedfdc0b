import type { Logger, ServiceBroker } from "moleculer";
import { registerMetrics, type MetricDefinition } from "../metrics";

export const BACKGROUND_METRICS = [
	{
		name: "leadmap_background_errors_total",
		type: "counter",
		labelNames: ["loop"],
		description: "Rounds of a background loop (job workers, sweeps, schedulers, outboxes) that failed and were retried later",
	},
] as const satisfies readonly MetricDefinition[];

/**
 * Runs one round of background work so that it can never reject: a failure is logged and
 * counted (`leadmap_background_errors_total{loop}`), and the loop tries again at its next round.
 */
export async function guardedRound(broker: ServiceBroker, logger: Logger, loop: string, round: () => Promise<unknown>): Promise<void> {
	try {
		await round();
	} catch (err) {
		countBackgroundError(broker, loop);
		logger.warn(`${loop} failed (tried again at its next round):`, (err as Error)?.message ?? err);
	}
}

export function countBackgroundError(broker: ServiceBroker, loop: string): void {
	if (!broker.isMetricsEnabled()) return;
	registerMetrics(broker, BACKGROUND_METRICS);
	broker.metrics.increment("leadmap_background_errors_total", { loop });
}

/**
 * A timer that runs a guarded round every `everyMs`, never two at once (a slow round is not
 * stacked with the next); `stop()` clears it. Unref'd: it never keeps a process alive.
 */
export function everyInterval(broker: ServiceBroker, logger: Logger, loop: string, everyMs: number, round: () => Promise<unknown>): { stop(): void } {
	registerMetrics(broker, BACKGROUND_METRICS);
	let busy = false;
	const timer = setInterval(() => {
		if (busy) return;
		busy = true;
		void guardedRound(broker, logger, loop, round).finally(() => {
			busy = false;
		});
	}, everyMs);
	timer.unref();
	return { stop: () => clearInterval(timer) };
}
