import type { ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import { countBackgroundError } from "../../shared/jobs/background";
import { LeaseLostError } from "../../shared/jobs/lease-lost";
import type { HeldJob, JobFailure } from "../../shared/jobs/worker";
import { jobLeaseMs, type Job, type ResultRef } from "./searches.contract";
import * as store from "./searches.store";

/** Small batches, several at once: progress moves as each finishes, and one slow site holds back only its own batch. */
const BATCH = 5;
const IN_FLIGHT = 6;
const ENRICH_CALL_TIMEOUT_MS = 10 * 60_000;
/** The bus cannot reach the service at all: the job goes back and is resumed later, rather than its sites counted failed. */
const BUS_UNAVAILABLE = new Set(["SERVICE_NOT_FOUND", "SERVICE_NOT_AVAILABLE"]);

/** One batch: through the enrichment service, onto the shared rows. Returns how many sites could not be read. */
async function enrichBatch(broker: ServiceBroker, job: Job, results: ResultRef[]): Promise<number> {
	const businesses = await call(broker, "dataset.getMany", { ids: results.map((r) => r.businessId) });
	const withSite = businesses.filter((b) => b.website);
	const enriched = withSite.length
		? (
				await call(
					broker,
					"enrichment.enrichBusinesses",
					{
						businesses: withSite.map((b) => ({ id: b.id, website: b.website })),
						enrichEmail: job.enrichEmail,
						enrichSocials: job.enrichSocials,
					},
					{ timeout: ENRICH_CALL_TIMEOUT_MS },
				)
			).results
		: [];
	const byId = new Map(enriched.map((e) => [e.businessId, e]));
	// A business without a website has nothing to find: its email status becomes `none`.
	const entries = businesses
		.filter((b) => !b.website || byId.get(b.id)?.ok)
		.map((b) => {
			const found = byId.get(b.id);
			return {
				businessId: b.id,
				...(job.enrichEmail ? { emails: found?.emails ?? [] } : {}),
				...(job.enrichSocials ? { socials: found?.socials ?? {} } : {}),
			};
		});
	if (entries.length) await call(broker, "dataset.setEnrichment", { entries });
	return enriched.filter((e) => !e.ok).length;
}

/**
 * A batch that failed as a whole (the enrichment call timed out, a write failed) counts all its
 * results as failed and the phase goes on; only a bus that cannot reach a service stops the job.
 * The promise is handled from the start: a batch failing while another is awaited never goes unhandled.
 */
function settledBatch(broker: ServiceBroker, job: Job, results: ResultRef[]): Promise<number | { stop: unknown }> {
	return enrichBatch(broker, job, results).catch((err: unknown) => {
		if (BUS_UNAVAILABLE.has((err as { type?: string }).type ?? "")) return { stop: err };
		countBackgroundError(broker, "search enrichment batch");
		broker.logger.warn(`search ${job.id}: a batch of ${results.length} results could not be enriched (counted failed):`, (err as Error).message);
		return results.length;
	});
}

/**
 * The enriching phase, run by the searches service's enriching lane once the search phase is
 * done: the search's results in small batches through the enrichment service, written to the
 * shared business rows. Progress is recorded up to the last position before which every batch
 * is done, with the lease held, so a resumed job starts there and nothing is counted twice.
 */
export async function runEnrichmentPhase(broker: ServiceBroker, held: HeldJob<Job>): Promise<void> {
	const { job, workerId, signal } = held;
	const row = await store.searchById(job.id);
	if (!row || row.lease_owner !== workerId) throw new LeaseLostError("search");
	let failed = row.failed;
	let readFrom = row.enrich_after;
	let exhausted = false;
	const window: { last: number; done: Promise<number | { stop: unknown }> }[] = [];
	while (!signal.aborted) {
		while (!exhausted && window.length < IN_FLIGHT) {
			const next = await store.resultsWindow(job.id, readFrom, BATCH, null);
			readFrom += BATCH;
			exhausted = readFrom >= next.last;
			if (next.results.length) window.push({ last: readFrom, done: settledBatch(broker, job, next.results) });
		}
		const head = window.shift();
		if (!head) return;
		const outcome = await unlessAborted(head.done, signal);
		if (typeof outcome !== "number") throw outcome.stop;
		failed += outcome;
		const recorded = await store.recordEnrichment(job.id, workerId, head.last, failed, jobLeaseMs());
		if (!recorded) throw new LeaseLostError("search");
		if (recorded.cancel_requested) held.stop("canceled");
	}
	// Stopping (cancel, shutdown, a lost lease), the job ends or goes back at once, not after batches that may
	// take a lead budget each: what they find is still written, and the next worker redoes them from the record.
}

/** An enriching job never fails on its own: what cannot be enriched is counted, and an error of ours is retried. */
export function enrichmentFailureOf(_err: unknown): JobFailure | null {
	return null;
}

/** The promise's value, or the signal's reason thrown as soon as it aborts. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
	if (signal.aborted) return Promise.reject(signal.reason);
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(signal.reason);
		signal.addEventListener("abort", onAbort, { once: true });
		promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
	});
}
