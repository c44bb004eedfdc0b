import type { ServiceBroker } from "moleculer";
import { call } from "../../../shared/bus";
import type {  Job, JobRef, ResultRef } from "../../searches/searches.contract";

/** Small batches, several at once: progress moves as each finishes, and one slow site holds back only its own batch. */
const BATCH = 5;
const IN_FLIGHT = 6;
const ENRICH_CALL_TIMEOUT_MS = 10 * 60_000;

/** One batch: through the enrichment service, onto the shared rows. Returns how many sites could not be read. */
async function enrichBatch(broker: ServiceBroker, job: Job, results: ResultRef[]): Promise<number> {
	const businesses = await call(broker, "dataset.getMany", { ids: results.map((r) => r.businessId) });
	const withSite = businesses.filter((b) => b.website);
	const enriched = withSite.length
		? (await call(broker, "enrichment.enrichBusinesses", {
			businesses: withSite.map((b) => ({ id: b.id, website: b.website })), enrichEmail: job.enrichEmail, enrichSocials: job.enrichSocials,
		}, { timeout: ENRICH_CALL_TIMEOUT_MS })).results
		: [];
	const byId = new Map(enriched.map((e) => [e.businessId, e]));
	// A business without a website has nothing to find: its email status becomes `none`.
	const entries = businesses.filter((b) => !b.website || byId.get(b.id)?.ok).map((b) => {
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
 * The enriching phase, run by the worker that holds the job once its search is
 * done: the search's results in small batches through the enrichment service,
 * written to the shared business rows. Progress is recorded up to the last position
 * before which every batch is done, with the lease held, so a resumed job starts
 * there and nothing is counted twice.
 */
export async function runEnrichmentPhase(broker: ServiceBroker, ref: JobRef, job: Job, signal: AbortSignal): Promise<void> {
	let state = await call(broker, "searches.startEnrichment", ref);
	let failed = state.failed;
	let readFrom = state.after;
	let exhausted = false;
	const window: { last: number; done: Promise<number> }[] = [];
	try {
		while (!signal.aborted && !state.cancelRequested) {
			while (!exhausted && window.length < IN_FLIGHT) {
				const next = await call(broker, "searches.resultsWindow", {
					accountId: job.accountId, searchId: job.id, afterPosition: readFrom, span: BATCH,
				});
				readFrom = next.through;
				exhausted = next.done;
				if (next.results.length) window.push({ last: readFrom, done: enrichBatch(broker, job, next.results) });
			}
			const head = window.shift();
			if (!head) return;
			failed += await unlessAborted(head.done, signal);
			state = await call(broker, "searches.recordEnrichment", { ...ref, after: head.last, failed });
		}
		if (!signal.aborted) await Promise.allSettled(window.map((w) => w.done));
	} finally {
		// Stopping (shutdown, a lost lease), the job goes back at once, not after batches that may take
		// a lead budget each: what they find is still written, and the next worker redoes them from the record.
		for (const w of window) w.done.catch(() => undefined);
	}
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
