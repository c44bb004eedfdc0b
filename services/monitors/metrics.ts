import type { ServiceBroker } from "moleculer";
import type { MetricDefinition } from "../../shared/metrics";
import type { StoredChange } from "./monitors.contract";
import { backlog } from "./scheduler.store";

export const MONITORS_METRICS = [
	{
		name: "leadmap_monitor_checks_due",
		type: "gauge",
		labelNames: ["state"],
		description:
			"Monitor checks due: `waiting` for a scheduler to claim them, `claimed` with their runs not known to exist yet; every monitors instance reports the same counts",
	},
	{
		name: "leadmap_monitor_scheduler_lag_seconds",
		type: "gauge",
		labelNames: [],
		description: "How late the oldest due, unclaimed monitor check is (0 when none is due)",
	},
	{
		name: "leadmap_monitor_checks_scheduled_total",
		type: "counter",
		labelNames: ["status"],
		description: "Monitor checks the scheduler created as runs: `pending` (paid) or `failed` (could not be paid, nothing charged)",
	},
	{ name: "leadmap_monitor_changes_total", type: "counter", labelNames: ["field"], description: "Changes monitor checks found, by field" },
] as const satisfies readonly MetricDefinition[];

/** How often the gauges are read from the database (ms). */
export const MONITOR_GAUGES_EVERY_MS = 10_000;

export async function refreshMonitorGauges(broker: ServiceBroker): Promise<void> {
	const { due, pending, lagSeconds } = await backlog();
	broker.metrics.set("leadmap_monitor_checks_due", due, { state: "waiting" });
	broker.metrics.set("leadmap_monitor_checks_due", pending, { state: "claimed" });
	broker.metrics.set("leadmap_monitor_scheduler_lag_seconds", lagSeconds);
}

export function countScheduled(broker: ServiceBroker, runs: Array<{ status: string }>): void {
	if (!broker.isMetricsEnabled()) return;
	for (const status of ["pending", "failed"]) {
		const n = runs.filter((r) => r.status === status).length;
		if (n) broker.metrics.increment("leadmap_monitor_checks_scheduled_total", { status }, n);
	}
}

export function countChanges(broker: ServiceBroker, changes: StoredChange[]): void {
	if (!broker.isMetricsEnabled()) return;
	for (const c of changes) broker.metrics.increment("leadmap_monitor_changes_total", { field: c.field });
}
