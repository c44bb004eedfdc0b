import type { ServiceBroker } from "moleculer";
import { SECONDS_BUCKETS, type MetricDefinition } from "../../shared/metrics";
import { reportQueues } from "../../shared/jobs/metrics";
import type { RunRow } from "./runs.store";
import { queueAges, queues } from "./runs.store";

const RUN_SECONDS_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300] as const;

export const RUNS_METRICS = [
	{ name: "leadmap_runs_created_total", type: "counter", labelNames: ["kind"], description: "Business runs created and paid for, by kind (research, monitor)" },
	{ name: "leadmap_runs_completed_total", type: "counter", labelNames: ["kind"], description: "Business runs that ended completed" },
	{
		name: "leadmap_runs_failed_total",
		type: "counter",
		labelNames: ["kind", "reason"],
		description: "Business runs that ended failed, by error code (unpaid monitor checks included)",
	},
	{ name: "leadmap_runs_canceled_total", type: "counter", labelNames: ["kind"], description: "Business runs that ended canceled" },
	{
		name: "leadmap_run_duration_seconds",
		type: "histogram",
		labelNames: ["kind", "status"],
		buckets: RUN_SECONDS_BUCKETS,
		description: "From a run's creation to its end",
	},
	{
		name: "leadmap_run_analysis_seconds",
		type: "histogram",
		labelNames: ["stage"],
		buckets: SECONDS_BUCKETS,
		description: "Analysis time as the run worker saw it: signal (sentiment and topics) and narrative",
	},
	{
		name: "leadmap_run_jobs_pending",
		type: "gauge",
		labelNames: ["provider"],
		description: "Paid runs waiting for a worker, by provider; every runs instance reports the same count",
	},
	{
		name: "leadmap_run_jobs_running",
		type: "gauge",
		labelNames: ["provider"],
		description: "Runs a worker holds, by provider; every runs instance reports the same count",
	},
] as const satisfies readonly MetricDefinition[];

export function countCreated(broker: ServiceBroker, kind: string, n = 1): void {
	if (n) broker.metrics.increment("leadmap_runs_created_total", { kind }, n);
}

/** Counts a run that has just ended, once: callers pass the row their settling statement returned. */
export function countEnded(broker: ServiceBroker, row: Pick<RunRow, "kind" | "status" | "error" | "created_at">): void {
	const kind = row.kind;
	if (row.status === "completed") broker.metrics.increment("leadmap_runs_completed_total", { kind });
	else if (row.status === "canceled") broker.metrics.increment("leadmap_runs_canceled_total", { kind });
	else if (row.status === "failed") broker.metrics.increment("leadmap_runs_failed_total", { kind, reason: row.error ?? "unknown" });
	broker.metrics.observe("leadmap_run_duration_seconds", (Date.now() - new Date(row.created_at).getTime()) / 1000, { kind, status: row.status });
}

export function observeAnalysis(broker: ServiceBroker, stage: "signal" | "narrative", ms: number): void {
	broker.metrics.observe("leadmap_run_analysis_seconds", ms / 1000, { stage });
}

/**
 * The runs' queues at a scrape: paid runs waiting for and held by a worker per provider, and (by kind and
 * provider) the depth and the oldest waiting run's age.
 */
export async function collectQueues(broker: ServiceBroker): Promise<void> {
	const [depths, ages] = await Promise.all([queues(), queueAges()]);
	for (const { provider, pending, running } of depths) {
		broker.metrics.set("leadmap_run_jobs_pending", pending, { provider });
		broker.metrics.set("leadmap_run_jobs_running", running, { provider });
	}
	reportQueues(broker, ages);
}
