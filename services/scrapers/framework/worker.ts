import { hostname } from "node:os";
import { defineEvents } from "../../../shared/actions";
import { call } from "../../../shared/bus";
import { currentConfig } from "../../../shared/config";
import type { Logger, Service, ServiceBroker, ServiceSchema, ServiceSettingSchema } from "moleculer";
import type { Provider } from "../../../shared/business";
import { BACKGROUND_METRICS } from "../../../shared/jobs/background";
import { JobWorker, type HeldJob, type JobFailure } from "../../../shared/jobs/worker";
import { registerMetrics } from "../../../shared/metrics";
import type { Observation } from "../../dataset/dataset.contract";
import { jobLeaseMs, type Job, type PageBusiness } from "../../searches/searches.contract";
import { scraperServiceName } from "../scrapers.contract";
import type { BusinessLookup } from "./business-lookup";
import { DeliveryQueue } from "./delivery-queue";
import { providerRequestMetrics, SCRAPER_METRICS } from "./metrics";
import { JobHealth, showProviderStatus, type HealthRecorder } from "./provider-health";
import { ProviderHttp } from "./provider-http";
import { readActions } from "./reads";
import { ReadHealth, type ReadsHealth } from "./read-health";
import { ProviderFailure } from "./retry";
import { nearestCountry } from "./gazetteer";
import { middleOf } from "../../../shared/geo-area";

/** A place a search hands over: what to store, the term that found it (several terms), and whether its filters leave it out. */
export interface DeliveredPlace {
	observation: Observation;
	keyword?: number;
	filtered?: boolean;
}

export interface JobContext {
	job: Job;
	/** aborted when the search phase must stop: canceled, full, lease lost or the service stopping */
	signal: AbortSignal;
	/** hands a page over, and how to read the checkpoint that includes it; pages are written in order, in batches */
	deliver(places: DeliveredPlace[], checkpoint: () => unknown): Promise<void>;
	logger: Logger;
	/** waits until every page handed over is written; the job's result count then (null before any) */
	settled(): Promise<number | null>;
	/** this service instance's outbound client to the provider */
	http: ProviderHttp;
	/** where the pagers record each answer they parse (sent with the job's next page) */
	health?: HealthRecorder;
}

export type JobRunner = (ctx: JobContext) => Promise<void>;

/** Builds the provider's lookup by id once per service instance, on its outbound client; `health`: where its reads record each answer they parse. */
export type LookupFactory = (deps: { http: ProviderHttp; logger: Logger; health: ReadsHealth }) => BusinessLookup;

/** A provider that failed the search (blocked, unreachable, erroring): the search fails with its code. */
function providerFailureOf(err: unknown): JobFailure | null {
	return err instanceof ProviderFailure ? { code: err.code, message: err.message } : null;
}

/**
 * A scraper service: a job worker claiming its provider's searches from the searches service,
 * running their search phase (its cells, page by page) and handing each back with `finalize`
 * (the searches service then enriches the results, or ends the search), plus the provider's
 * pure reads (`lookup`, `reviews`). New searches wake the worker at once; a poll catches the rest.
 */
export function scraperService(provider: Provider, run: JobRunner, lookup: LookupFactory, extra: Partial<ServiceSchema> = {}): ServiceSchema {
	const schema: ServiceSchema<ServiceSettingSchema, ScraperThis> = {
		name: scraperServiceName(provider),

		actions: readActions((service) => (service as ScraperThis).lookup),

		events: defineEvents<ScraperThis>({
			"searches.created"(ctx) {
				if (ctx.params.provider === provider) this.worker?.wake();
			},
			"searches.released"(ctx) {
				if (ctx.params.provider === provider) this.worker?.wake();
			},
		}),

		methods: {
			/**
			 * The search phase: the provider's search, ended early when the search is full ("done"),
			 * every page handed over written before it returns.
			 */
			async searchPhase(this: ScraperThis, held: HeldJob<Job>) {
				const { workerId } = held;
				// An area search that names no country takes the country it lies in (the provider's region, phone numbers).
				const job =
					held.job.area && !held.job.country ? { ...held.job, country: nearestCountry(middleOf(held.job.area).lat, middleOf(held.job.area).lng) } : held.job;
				const searching = new AbortController();
				const stopSearching = () => searching.abort(held.signal.reason);
				held.signal.addEventListener("abort", stopSearching, { once: true });
				const ref = { id: job.id, workerId };
				const health = new JobHealth(this.broker, provider);
				const sendPage = async (businesses: PageBusiness[], checkpoint: unknown) => {
					const parsed = health.take();
					const result = await call(this.broker, "searches.deliverPage", { ...ref, businesses, checkpoint, ...(parsed ? { health: parsed } : {}) });
					if (result.provider) showProviderStatus(this.broker, result.provider);
					return result;
				};
				const queue = new DeliveryQueue<DeliveredPlace, PageBusiness[]>(
					(places) => this.storePlaces(places),
					sendPage,
					(result) => (result.cancelRequested ? held.stop("canceled") : searching.abort("done")),
				);
				const deliver = (places: DeliveredPlace[], checkpoint: () => unknown) => queue.enqueue(places, checkpoint);
				const settled = async () => {
					await queue.drain();
					return queue.lastResultCount;
				};
				try {
					await run({ job, signal: searching.signal, deliver, settled, logger: this.logger, http: this.http, health });
				} catch (err) {
					if (held.signal.aborted || searching.signal.reason !== "done") throw err;
				} finally {
					held.signal.removeEventListener("abort", stopSearching);
					// Pages fetched are written before the job is handed back or given up.
					await queue.drain().catch(() => undefined);
				}
				await queue.drain();
			},

			/** Every place into the shared dataset (filtered out or not: the dataset keeps all it sees), as the page's businesses. */
			async storePlaces(this: ScraperThis, places: DeliveredPlace[]): Promise<PageBusiness[]> {
				if (!places.length) return [];
				const stored = await call(this.broker, "dataset.upsert", { observations: places.map((p) => p.observation) });
				const keyOf = (provider: string, id: string) => `${provider}\u0000${id}`;
				const byKey = new Map(stored.map((b) => [keyOf(b.provider, b.providerBusinessId), b]));
				return places.flatMap((p) => {
					const b = byKey.get(keyOf(p.observation.provider, p.observation.providerBusinessId));
					return b
						? [{ id: b.id, provider: b.provider, ...(p.keyword !== undefined ? { keyword: p.keyword } : {}), ...(p.filtered ? { filtered: true } : {}) }]
						: [];
				});
			},
		},

		created(this: ScraperThis) {
			registerMetrics(this.broker, [...SCRAPER_METRICS, ...BACKGROUND_METRICS]);
			this.http = ProviderHttp.fromConfig(providerRequestMetrics(this.broker, provider));
			this.readHealth = new ReadHealth({
				broker: this.broker,
				logger: this.logger,
				provider,
				report: (params) => call(this.broker, "searches.recordProviderHealth", params),
			});
			this.lookup = lookup({ http: this.http, logger: this.logger, health: this.readHealth.recorders });
			this.worker = null;
		},

		async started(this: ScraperThis) {
			await this.broker.waitForServices(["searches"]);
			const { concurrency, pollMs } = currentConfig().scrapers[provider];
			this.worker = new JobWorker<Job>(
				{
					name: `search-${provider}`,
					broker: this.broker,
					logger: this.logger,
					concurrency,
					pollMs,
					leaseMs: jobLeaseMs(),
					claim: (workerId) => call(this.broker, "searches.claimNextJob", { provider, workerId }),
					heartbeat: (held) => call(this.broker, "searches.heartbeat", { id: held.job.id, workerId: held.workerId }),
					run: (held) => this.searchPhase(held),
					end: async (held, outcome, error) => {
						await call(this.broker, "searches.finalize", { id: held.job.id, workerId: held.workerId, outcome, error });
					},
					release: async (held, reason) => {
						await call(this.broker, "searches.releaseJob", { id: held.job.id, workerId: held.workerId, reason });
					},
					failureOf: providerFailureOf,
				},
				(slot) => `${this.broker.nodeID}/${provider}/${slot}/${process.pid}@${hostname()}`,
			);
			this.worker.start();
		},

		async stopped(this: ScraperThis) {
			await this.worker?.stop();
			// The reads' answers not reported yet, before the bus goes.
			await this.readHealth.stop();
			await this.http.close();
		},
		...extra,
	};
	return schema as unknown as ServiceSchema;
}

interface ScraperThis extends Service {
	broker: ServiceBroker;
	http: ProviderHttp;
	lookup: BusinessLookup;
	readHealth: ReadHealth;
	worker: JobWorker<Job> | null;
	searchPhase(held: HeldJob<Job>): Promise<void>;
	storePlaces(places: DeliveredPlace[]): Promise<PageBusiness[]>;
}
