import type { Logger, ServiceBroker } from "moleculer";
import type { Provider } from "../../../shared/business";
import { countBackgroundError } from "../../../shared/jobs/background";
import { HealthTally, type ObservedFields, type PageHealth, type ProviderStatus } from "../../../shared/provider-health";
import { currentRequestId } from "../../../shared/request-context";
import type { HealthRead, RecordProviderHealthParams } from "../../searches/searches.contract";
import { countAnswer, showProviderStatus, type HealthRecorder } from "./provider-health";

/** A scraper's reads report what they parsed at most this often (docs/provider-drift.md)… */
export const READ_HEALTH_REPORT_MS = 5_000;
/** …or as soon as this many answers piled up. */
export const READ_HEALTH_REPORT_ANSWERS = 50;
/** At most this many answers wait across failed reports: a failed report that would carry more is dropped (and logged). */
export const READ_HEALTH_KEPT_ANSWERS = 2_000;
/** The loop of leadmap_background_errors_total a failed report counts under. */
export const READ_HEALTH_LOOP = "read health reports";

/** The recorders a provider's reads tell each answer to: a place page (`lookup`), a reviews page (`reviews`). */
export type ReadsHealth = Record<HealthRead, HealthRecorder>;

export interface ReadHealthOptions {
	broker: ServiceBroker;
	logger: Logger;
	provider: Provider;
	/** sends a report (searches.recordProviderHealth) and answers the provider's state after it */
	report(params: RecordProviderHealthParams): Promise<ProviderStatus>;
}

type Example = NonNullable<RecordProviderHealthParams["example"]>;

/**
 * The health of a scraper service's reads: each answer counts in the metrics at once, and is tallied for
 * the provider's drift state, reported in batches: one report when READ_HEALTH_REPORT_ANSWERS answers piled
 * up, or READ_HEALTH_REPORT_MS after the first answer waiting, never two at once. A report that fails is
 * logged, counted in leadmap_background_errors_total, and its answers wait for the next (after the interval,
 * bounded by READ_HEALTH_KEPT_ANSWERS); nothing of it reaches the read that caused it. `stop` sends what waits.
 */
export class ReadHealth {
	private tally = new HealthTally();
	private example: (Example & { recognised: boolean }) | null = null;
	private timer: NodeJS.Timeout | null = null;
	private reporting: Promise<void> | null = null;
	/** the last report failed: the next waits for the interval, however many answers pile up */
	private failed = false;
	private stopped = false;
	readonly recorders: ReadsHealth;

	constructor(private opts: ReadHealthOptions) {
		this.recorders = { lookup: this.recorder("lookup"), reviews: this.recorder("reviews") };
	}

	private recorder(read: HealthRead): HealthRecorder {
		return { answer: (results, recognised) => this.answer(read, results, recognised) };
	}

	private answer(read: HealthRead, results: readonly (ObservedFields | null)[], recognised: boolean): void {
		countAnswer(this.opts.broker, this.opts.provider, results, recognised);
		this.tally.answer(results, recognised);
		// The read that shows a change best: the last unrecognised answer, else the last answer.
		const requestId = currentRequestId();
		if (requestId && (!recognised || !this.example || this.example.recognised)) this.example = { requestId, read, recognised };
		this.schedule();
	}

	private schedule(): void {
		if (this.reporting || this.stopped || this.tally.answers === 0) return;
		if (!this.failed && this.tally.answers >= READ_HEALTH_REPORT_ANSWERS) {
			void this.report();
			return;
		}
		if (this.timer) return;
		this.timer = setTimeout(() => {
			this.timer = null;
			void this.report();
		}, READ_HEALTH_REPORT_MS);
		this.timer.unref();
	}

	/** Sends what waits (one report at a time); never rejects. */
	private report(): Promise<void> {
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		if (this.reporting) return this.reporting;
		const health = this.tally.take();
		if (!health) return Promise.resolve();
		const example = this.example;
		this.example = null;
		this.reporting = this.send(health, example).finally(() => {
			this.reporting = null;
			this.schedule();
		});
		return this.reporting;
	}

	private async send(health: PageHealth, example: ReadHealth["example"]): Promise<void> {
		const { broker, logger, provider } = this.opts;
		try {
			const status = await this.opts.report({ provider, health, ...(example ? { example: { requestId: example.requestId, read: example.read } } : {}) });
			this.failed = false;
			showProviderStatus(broker, status);
		} catch (err) {
			this.failed = true;
			countBackgroundError(broker, READ_HEALTH_LOOP);
			if (this.tally.answers + health.answers > READ_HEALTH_KEPT_ANSWERS) {
				logger.warn(`${provider} reads' health not reported, ${health.answers} answers dropped (more wait than kept):`, (err as Error)?.message ?? err);
				return;
			}
			this.tally.add(health);
			this.example ??= example;
			logger.warn(`${provider} reads' health not reported (${health.answers} answers kept for the next try):`, (err as Error)?.message ?? err);
		}
	}

	/** Stops the schedule and sends what waits, once (a failure is logged, not thrown). */
	async stop(): Promise<void> {
		this.stopped = true;
		if (this.timer) clearTimeout(this.timer);
		this.timer = null;
		await this.reporting;
		await this.report();
	}
}
