import { Errors, type Context, type ServiceBroker } from "moleculer";
import type { MetricDefinition } from "../../shared/metrics";
import { openReservations } from "./operator.store";

/** Counted once the ledger has committed, from what it inserted: a retried call inserts nothing and counts nothing. */
export const BILLING_METRICS = [
	{
		name: "leadmap_credits_charged_total",
		type: "counter",
		labelNames: ["source"],
		description: "Credits charged, by source: search, unlock, or run (business runs: research and monitor checks)",
	},
	{
		name: "leadmap_credits_refunded_total",
		type: "counter",
		labelNames: [],
		description: "Credits a search gave back when it ended (its reservation's unused part)",
	},
	{
		name: "leadmap_ledger_errors_total",
		type: "counter",
		labelNames: ["action"],
		description:
			"Billing calls that failed for a reason of ours (the database, a bug), not a refusal (insufficient credits, bad input): the ledger was not written",
	},
	{
		name: "leadmap_reservations_open",
		type: "gauge",
		labelNames: [],
		description: "Credit reservations not released yet (one per search running or ending); read at each scrape",
	},
	{ name: "leadmap_reservations_held_credits", type: "gauge", labelNames: [], description: "Credits the open reservations hold and have not used" },
	{
		name: "leadmap_reservations_oldest_seconds",
		type: "gauge",
		labelNames: [],
		description: "Age of the oldest open reservation (0 when none): one far older than a search lasts was never released",
	},
] as const satisfies readonly MetricDefinition[];

/** A refusal the caller is told of (4xx: no credits, bad input, no such account) is billing doing its work, not an error of the ledger. */
function isRefusal(err: unknown): boolean {
	return err instanceof Errors.MoleculerClientError && typeof err.code === "number" && err.code < 500;
}

/** The action's name within its service (Moleculer's `rawName`, which its typings leave out). */
function actionLabel(ctx: Context): string {
	const action = ctx.action as { rawName?: string; name?: string } | null;
	return action?.rawName ?? action?.name ?? "unknown";
}

/** A billing action's error hook: counts the errors of ours, then lets the error go on to the caller. */
export function countLedgerError(broker: ServiceBroker, ctx: Context, err: unknown): never {
	if (broker.isMetricsEnabled() && !isRefusal(err)) broker.metrics.increment("leadmap_ledger_errors_total", { action: actionLabel(ctx) });
	throw err;
}

/** The open reservations, at a scrape (every billing instance reports the same numbers). */
export async function collectReservations(broker: ServiceBroker): Promise<void> {
	const r = await openReservations();
	broker.metrics.set("leadmap_reservations_open", r.open);
	broker.metrics.set("leadmap_reservations_held_credits", r.held);
	broker.metrics.set("leadmap_reservations_oldest_seconds", r.oldestSeconds);
}
