import type { ServiceBroker } from "moleculer";
import type { BusinessRecord } from "../business";
import type { EmailItem } from "../../services/dataset/enrichment.store";
import type { GetManyParams, SetEnrichmentParams } from "../../services/dataset/dataset.service";
import type { EnrichmentState, Job, JobRef, RecordEnrichmentParams, ResultRef, ResultsAfterParams } from "../../services/searches/searches.service";

const BATCH = 25;
const ENRICH_CALL_TIMEOUT_MS = 10 * 60_000;

export interface EnrichedBusiness {
	businessId: string;
	ok: boolean;
	emails: EmailItem[];
	socials: Record<string, string>;
}
export interface EnrichBusinessesParams { businesses: { id: string; website: string | null }[]; enrichEmail: boolean; enrichSocials: boolean }

/**
 * The enriching phase, run by the worker that holds the job once its search is
 * done: the search's results a batch at a time through the enrichment service,
 * written to the shared business rows, progress recorded with the lease held. A
 * resumed job starts after the last batch recorded.
 */
export async function runEnrichmentPhase(broker: ServiceBroker, ref: JobRef, job: Job, signal: AbortSignal): Promise<void> {
	let state = await broker.call<EnrichmentState, JobRef>("searches.startEnrichment", ref);
	let failed = state.failed;
	while (!signal.aborted && !state.cancelRequested) {
		const results = await broker.call<ResultRef[], ResultsAfterParams>("searches.resultsAfter", {
			accountId: job.accountId, searchId: job.id, afterPosition: state.after, limit: BATCH,
		});
		if (!results.length) return;
		const businesses = await broker.call<BusinessRecord[], GetManyParams>("dataset.getMany", { ids: results.map((r) => r.businessId) });
		const withSite = businesses.filter((b) => b.website);
		const enriched = withSite.length
			? (await broker.call<{ results: EnrichedBusiness[] }, EnrichBusinessesParams>("enrichment.enrichBusinesses", {
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
		if (entries.length) await broker.call<unknown, SetEnrichmentParams>("dataset.setEnrichment", { entries });
		failed += enriched.filter((e) => !e.ok).length;
		state = await broker.call<EnrichmentState, RecordEnrichmentParams>("searches.recordEnrichment", {
			...ref, after: results[results.length - 1].position, failed,
		});
	}
}
