import type { ServiceBroker } from "moleculer";
import type { MetricDefinition } from "../../shared/metrics";
import type { WatchRunStart } from "../searches/searches.contract";
import { backlog } from "./scheduler.store";
import { isUnpaid, type WatchChange } from "./watches.contract";

export const WATCHES_METRICS = [
	{
		name: "leadmap_watch_runs_due",
		type: "gauge",
		labelNames: ["state"],
		description:
			"Watch runs due: `waiting` for a scheduler to claim them, `claimed` with their search not known yet; every watches instance reports the same counts",
	},
	{
		name: "leadmap_watch_scheduler_lag_seconds",
		type: "gauge",
		labelNames: [],
		description: "How late the oldest due, unclaimed watch run is (0 when none is due)",
	},
	{
		name: "leadmap_watch_runs_started_total",
		type: "counter",
		labelNames: ["outcome"],
		description:
			"Watch runs the schedulers (and run-now requests) started: `search` (a search was made or found made), `skipped` (the account could not pay), `refused` (the query was refused)",
	},
	{ name: "leadmap_watch_changes_total", type: "counter", labelNames: ["type"], description: "Changes watch runs found: `opened`, `closed`, `reopened`" },
] as const satisfies readonly MetricDefinition[];

/** How often the gauges are read from the database (ms). */
export const WATCH_GAUGES_EVERY_MS = 10_000;

export async function refreshWatchGauges(broker: ServiceBroker): Promise<void> {
	const { due, pending, lagSeconds } = await backlog();
	broker.metrics.set("leadmap_watch_runs_due", due, { state: "waiting" });
	broker.metrics.set("leadmap_watch_runs_due", pending, { state: "claimed" });
	broker.metrics.set("leadmap_watch_scheduler_lag_seconds", lagSeconds);
}

export function countStarted(broker: ServiceBroker, runs: WatchRunStart[]): void {
	if (!broker.isMetricsEnabled()) return;
	for (const r of runs) {
		const outcome = r.search ? "search" : isUnpaid(r.refusal) ? "skipped" : "refused";
		broker.metrics.increment("leadmap_watch_runs_started_total", { outcome });
	}
}

export function countChanges(broker: ServiceBroker, changes: WatchChange[]): void {
	if (!broker.isMetricsEnabled()) return;
	for (const c of changes) broker.metrics.increment("leadmap_watch_changes_total", { type: c.type });
}
