import type { ServiceBroker } from "moleculer";
import type { Provider } from "../../../shared/business";
import { HEALTH_FIELDS, HealthTally, type ObservedFields, type ProviderStatus } from "../../../shared/provider-health";

/** What a pager tells of each answer it parsed (docs/provider-drift.md). */
export interface HealthRecorder {
	/** `results`: the observations it read; `recognised`: false when the answer's structure was not the one the parser knows */
	answer(results: readonly (ObservedFields | null)[], recognised: boolean): void;
}

/** One answer parsed, in the scraper's metrics: `leadmap_provider_answers_total`, `leadmap_provider_results_total`. */
export function countAnswer(broker: ServiceBroker, provider: Provider, results: readonly (ObservedFields | null)[], recognised: boolean): void {
	if (!broker.isMetricsEnabled()) return;
	broker.metrics.increment("leadmap_provider_answers_total", { provider, outcome: recognised ? "recognised" : "unrecognised" });
	let n = 0;
	for (const r of results) if (r) n++;
	if (n) broker.metrics.increment("leadmap_provider_results_total", { provider }, n);
}

/**
 * A job's health recorder: counts each answer in the scraper's metrics at once, and tallies it for the
 * next page the job delivers (searches.deliverPage carries it into the provider's shared drift state).
 */
export class JobHealth implements HealthRecorder {
	private tally = new HealthTally();

	constructor(
		private broker: ServiceBroker,
		private provider: Provider,
	) {}

	answer(results: readonly (ObservedFields | null)[], recognised: boolean): void {
		this.tally.answer(results, recognised);
		countAnswer(this.broker, this.provider, results, recognised);
	}

	/** What was parsed since the last page delivered (undefined: nothing). */
	take() {
		return this.tally.take();
	}
}

/** The provider's state as the searches service answered it: the gauges every scraper pod shows alike. */
export function showProviderStatus(broker: ServiceBroker, status: ProviderStatus): void {
	if (!broker.isMetricsEnabled()) return;
	const { provider } = status;
	broker.metrics.set("leadmap_provider_drifting", status.drifting ? 1 : 0, { provider });
	for (const field of HEALTH_FIELDS) broker.metrics.set("leadmap_provider_field_share", status.fields[field].share, { provider, field });
}
