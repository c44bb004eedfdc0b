import { hostname } from "node:os";
import { call } from "../../../shared/bus";
import { currentConfig } from "../../../shared/config";
import type { Context, LoggerInstance, Service, ServiceBroker, ServiceSchema, ServiceSettingSchema } from "moleculer";
import type { Provider } from "../../../shared/business";
import type { Observation, UpsertedBusiness } from "../../dataset/dataset.contract";
import { jobLeaseMs, type Job, type JobRef, type ReleaseJobParams } from "../../searches/searches.contract";
import { DeliveryQueue } from "./delivery-queue";
import { runEnrichmentPhase } from "./enrichment-phase";
import { scraperServiceName } from "../scrapers.contract";
import { ProviderHttp } from "./provider-http";
import { registerMetrics } from "../../../shared/metrics";
import { providerRequestMetrics, SCRAPER_METRICS } from "./metrics";
import { ProviderFailure, sleep } from "./retry";
import type { BusinessLookup } from "./business-lookup";
import { resolveBusinessAction } from "./resolve-business";
import { RunWorker } from "./run-worker";

export interface JobContext {
	job: Job;
	/** aborted when the job must stop: canceled, full, lease lost or the service stopping */
	signal: AbortSignal;
	/** hands a page over, and how to read the checkpoint that includes it; pages are written in order, in batches */
	deliver(observations: Observation[], checkpoint: () => unknown): Promise<void>;
	logger: LoggerInstance;
	/** waits until every page handed over is written; the job's result count then (null before any) */
	settled(): Promise<number | null>;
	/** this service instance's outbound client to the provider */
	http: ProviderHttp;
}

export type JobRunner = (ctx: JobContext) => Promise<void>;

/** Builds the provider's lookup by id once per service instance, on its outbound client. */
export type LookupFactory = (deps: { http: ProviderHttp; logger: LoggerInstance }) => BusinessLookup;

type StopReason = "canceled" | "lease_lost" | "shutdown";

/** A claimed job in flight. */
interface ActiveJob {
	job: Job;
	ref: JobRef;
	/** aborted, with a StopReason, when the job must stop */
	controller: AbortController;
	/** aborted with the job, or with "done" when the search is full: ends the search phase only */
	searching: AbortController;
	/** renews the lease, and learns of a cancel */
	heartbeat: ReturnType<typeof setInterval>;
	/** writes the pages in order, in batches */
	queue: DeliveryQueue<UpsertedBusiness[]>;
}

function workerSettings(provider: Provider) {
	const { concurrency, pollMs } = currentConfig().scrapers[provider];
	return { concurrency, pollMs, leaseMs: jobLeaseMs() };
}

/**
 * A scraper service: `concurrency` loops, each claiming a job of its provider,
 * running it with a heartbeat, and settling it. New searches wake the loops at
 * once; a poll catches the rest (and jobs whose worker died).
 */
export function scraperService(provider: Provider, run: JobRunner, lookup: LookupFactory, extra: Partial<ServiceSchema> = {}): ServiceSchema {
	const schema: ServiceSchema<ServiceSettingSchema, WorkerThis> = {
		name: scraperServiceName(provider),

		actions: {
			resolveBusiness: resolveBusinessAction((service) => (service as WorkerThis).businessLookup()),
		},

		events: {
			"searches.created"(this: WorkerThis, ctx: Context<{ provider: Provider }>) {
				if (ctx.params.provider === provider) this.wake();
			},
			"searches.released"(this: WorkerThis, ctx: Context<{ provider: Provider }>) {
				if (ctx.params.provider === provider) this.wake();
			},
			"runs.wake"(this: WorkerThis, ctx: Context<{ provider: Provider }>) {
				if (ctx.params.provider === provider) this.runWorker?.wake();
			},
		},

		methods: {
			/** The provider's business by its id (and its reviews where the provider has them), for research and monitor runs. */
			businessLookup(this: WorkerThis): BusinessLookup {
				return this.lookup;
			},
			wake(this: WorkerThis) {
				for (const resolve of this.sleepers.splice(0)) resolve();
			},
			idle(this: WorkerThis): Promise<void> {
				return new Promise((resolve) => {
					const timer = setTimeout(resolve, this.settings.pollMs);
					this.sleepers.push(() => {
						clearTimeout(timer);
						resolve();
					});
				});
			},
			async loop(this: WorkerThis, slot: number) {
				const workerId = `${this.broker.nodeID}/${provider}/${slot}/${process.pid}@${hostname()}`;
				while (!this.stopping) {
					let job: Job | null = null;
					try {
						job = await call(this.broker, "searches.claimNextJob", { provider, workerId });
					} catch (err) {
						if (!this.stopping) this.logger.warn("claiming a job failed:", (err as Error).message);
					}
					if (!job) {
						if (!this.stopping) await this.idle();
						continue;
					}
					// A claim answered after the stop began: handed straight back, not started.
					if (this.stopping) await this.release({ id: job.id, workerId }, "shutdown");
					else await this.runJob(job, workerId);
				}
			},
			/**
			 * Two stops: the search phase ends early when the search is full ("done"), then
			 * the enriching phase (if any) runs; cancel, a lost lease or shutdown stop the job.
			 */
			async runJob(this: WorkerThis, job: Job, workerId: string) {
				const active = this.startJob(job, workerId);
				try {
					await this.searchPhase(active);
					await this.enrichPhase(active);
					if (active.controller.signal.aborted) throw active.controller.signal.reason;
					await this.settle(active.ref, "completed");
				} catch (err) {
					await this.settleStopped(active, err);
				} finally {
					clearInterval(active.heartbeat);
					this.running.delete(active.controller);
				}
			},
			/** Takes the job in hand: its stops, a heartbeat that holds the lease, and the queue its pages go through. */
			startJob(this: WorkerThis, job: Job, workerId: string): ActiveJob {
				const controller = new AbortController();
				const searching = new AbortController();
				controller.signal.addEventListener("abort", () => searching.abort(controller.signal.reason), { once: true });
				this.running.add(controller);
				const ref: JobRef = { id: job.id, workerId };
				const stop = (reason: StopReason) => {
					if (!controller.signal.aborted) controller.abort(reason);
				};
				const heartbeat = setInterval(() => {
					call(this.broker, "searches.heartbeat", ref)
						.then((h) => h.cancelRequested && stop("canceled"))
						.catch(() => stop("lease_lost"));
				}, Math.max(200, this.settings.leaseMs / 3));
				const queue = new DeliveryQueue(
					async (observations) => (observations.length ? call(this.broker, "dataset.upsert", { observations }) : []),
					(businesses, checkpoint) => call(this.broker, "searches.deliverPage", { ...ref, businesses, checkpoint }),
					(result) => (result.cancelRequested ? stop("canceled") : searching.abort("done")),
				);
				return { job, ref, controller, searching, heartbeat, queue };
			},
			/** Runs the provider's search (unless a resumed job is past it); a full search ends it early and is no error. */
			async searchPhase(this: WorkerThis, { job, controller, searching, queue }: ActiveJob) {
				if (job.phase !== "searching") return;
				const deliver = (observations: Observation[], checkpoint: () => unknown) => queue.enqueue(observations, checkpoint);
				const settled = async () => {
					await queue.drain();
					return queue.lastResultCount;
				};
				try {
					await run({ job, signal: searching.signal, deliver, settled, logger: this.logger, http: this.http });
				} catch (err) {
					if (controller.signal.aborted || searching.signal.reason !== "done") throw err;
				}
				await queue.drain();
			},
			/** Enriches the search's results when the job asks for it and an enrichment service runs. */
			async enrichPhase(this: WorkerThis, { job, ref, controller }: ActiveJob) {
				if (!(job.enrichEmail || job.enrichSocials) || controller.signal.aborted) return;
				if (this.broker.registry.getServiceList({ onlyAvailable: true }).some((s) => s.name === "enrichment")) await runEnrichmentPhase(this.broker, ref, job, controller.signal);
				else this.logger.warn(`job ${job.id}: enrichment asked for, but no enrichment service runs in this deployment`);
			},
			/**
			 * A job that did not complete: canceled, it completes with what it has; at shutdown or
			 * on an unexpected error it goes back for another attempt; a provider failure fails it;
			 * a lost lease leaves it to whoever holds it now.
			 */
			async settleStopped(this: WorkerThis, { job, ref, controller, heartbeat, queue }: ActiveJob, err: unknown) {
				// Pages fetched are delivered before the job is given back; no heartbeat renews the lease after that.
				await queue.drain().catch(() => undefined);
				clearInterval(heartbeat);
				const reason = controller.signal.aborted ? (controller.signal.reason as StopReason) : null;
				if (reason === "canceled") await this.settle(ref, "completed");
				else if (reason === "shutdown") await this.release(ref, "shutdown");
				else if (reason === "lease_lost" || (err as { type?: string }).type === "lease_lost") this.logger.warn(`job ${job.id}: lease lost`);
				else if (err instanceof ProviderFailure) await this.settle(ref, "failed", err.code, err.message);
				else {
					this.logger.error(`job ${job.id} stopped on an unexpected error; another attempt will resume it`, err);
					await this.release(ref, "error");
					await sleep(1_000).catch(() => undefined);
				}
			},
			/** Gives the job back at once; if that fails, its lease lapses and another worker takes it then. */
			async release(this: WorkerThis, ref: JobRef, reason: ReleaseJobParams["reason"]) {
				await call(this.broker, "searches.releaseJob", { ...ref, reason })
					.catch((err: Error) => this.logger.warn(`job ${ref.id}: release failed (its lease will lapse):`, err.message));
			},
			async settle(this: WorkerThis, ref: JobRef, outcome: "completed" | "failed", error?: string, detail?: string) {
				if (detail) this.logger.warn(`job ${ref.id} failed: ${detail}`);
				await call(this.broker, "searches.finalize", { ...ref, outcome, error })
					.catch((err: Error) => this.logger.warn(`job ${ref.id}: finalize failed:`, err.message));
			},
		},

		created(this: WorkerThis) {
			Object.assign(this.settings, workerSettings(provider));
			this.sleepers = [];
			this.running = new Set();
			this.stopping = false;
			registerMetrics(this.broker, SCRAPER_METRICS);
			this.http = ProviderHttp.fromConfig(providerRequestMetrics(this.broker, provider));
			this.lookup = lookup({ http: this.http, logger: this.logger });
		},

		async started(this: WorkerThis) {
			await this.broker.waitForServices(["searches"]);
			this.loops = Array.from({ length: this.settings.concurrency }, (_, i) => this.loop(i));
			// Business runs (research, monitor checks) beside searches, with the same concurrency.
			this.runWorker = new RunWorker({
				broker: this.broker, logger: this.logger, provider, concurrency: this.settings.concurrency, pollMs: this.settings.pollMs, lookup: this.businessLookup(),
			});
			this.runWorker.start();
		},

		async stopped(this: WorkerThis) {
			this.stopping = true;
			for (const c of this.running) c.abort("shutdown");
			this.wake();
			await Promise.all([...(this.loops ?? []), this.runWorker?.stop()]);
			await this.http.close();
		},
		...extra,
	};
	return schema as unknown as ServiceSchema;
}

interface WorkerThis extends Service {
	settings: { concurrency: number; pollMs: number; leaseMs: number };
	broker: ServiceBroker;
	sleepers: (() => void)[];
	running: Set<AbortController>;
	http: ProviderHttp;
	lookup: BusinessLookup;
	stopping: boolean;
	loops: Promise<void>[];
	runWorker: RunWorker | undefined;
	businessLookup(): BusinessLookup;
	wake(): void;
	idle(): Promise<void>;
	loop(slot: number): Promise<void>;
	runJob(job: Job, workerId: string): Promise<void>;
	startJob(job: Job, workerId: string): ActiveJob;
	searchPhase(active: ActiveJob): Promise<void>;
	enrichPhase(active: ActiveJob): Promise<void>;
	settleStopped(active: ActiveJob, err: unknown): Promise<void>;
	release(ref: JobRef, reason: ReleaseJobParams["reason"]): Promise<void>;
	settle(ref: JobRef, outcome: "completed" | "failed", error?: string, detail?: string): Promise<void>;
}
