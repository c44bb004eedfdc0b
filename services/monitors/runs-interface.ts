import type { BusinessRunSummary } from "../dataset/dataset.contract";

// TEMPORARY until t16-runs' services/runs/runs.contract.ts is merged: arch16.md §3, verbatim in meaning.
declare module "../../shared/bus" {
	interface Actions {
		"runs.createMonitorChecks": Action<
			{ checks: Array<{ accountId: string; businessId: string; subscriptionId: string }> },
			{ runs: Array<{ subscriptionId: string; runId: string; status: "pending" | "failed"; error: "insufficient_credits" | "subscription_inactive" | null }> }
		>;
		"runs.latestOf": Action<{ accountId: string; businessId: string }, BusinessRunSummary | null>;
	}
}
export {};
