import { hostname } from "node:os";
import type { LoggerInstance, ServiceBroker } from "moleculer";
import { call } from "../../../shared/bus";
import type { Provider } from "../../../shared/business";
import { runLeaseMs, type ReleaseRunParams, type RunJob, type RunRef } from "../../runs/runs.contract";
import type { BusinessLookup } from "./business-lookup";
import { ProviderFailure, sleep } from "./retry";
import { BusinessNotFound, monitorCheck, research, type RunStepContext } from "./run-steps";

type StopReason = "canceled" | "lease_lost" | "shutdown";

export interface RunWorkerOptions {
	broker: ServiceBroker;
	logger: LoggerInstance;
	provider: Provider;
	/** runs one instance works on at once */
	concurrency: number;
	pollMs: number;
	lookup: BusinessLookup;
}

/**
 * The business-run worker of a scraper service, beside its search worker: `concurrency`
 * loops, each claiming a run of its provider, holding it with a heartbeat, doing its
 * steps from where it stands, and ending it. Stopping, it claims no more and gives
 * back what it holds (no attempt spent), so another worker resumes it.
 */
export class RunWorker {
	private stopping = false;
	private loops: Promise<void>[] = [];
	private sleepers: (() => void)[] = [];
	private readonly running = new Set<AbortController>();

	constructor(private readonly o: RunWorkerOptions) {}

	start(): void {
		this.loops = Array.from({ length: this.o.concurrency }, (_, i) => this.loop(i));
	}

	async stop(): Promise<void> {
		this.stopping = true;
		for (const c of this.running) c.abort("shutdown");
		this.wake();
		await Promise.all(this.loops);
	}

	/** A run is waiting: idle loops claim at once. */
	wake(): void {
		for (const resolve of this.sleepers.splice(0)) resolve();
	}

	private idle(): Promise<void> {
		return new Promise((resolve) => {
			const timer = setTimeout(resolve, this.o.pollMs);
			this.sleepers.push(() => {
				clearTimeout(timer);
				resolve();
			});
		});
	}

	private async loop(slot: number): Promise<void> {
		const { broker, provider } = this.o;
		const workerId = `${broker.nodeID}/${provider}/run-${slot}/${process.pid}@${hostname()}`;
		while (!this.stopping) {
			let job: RunJob | null = null;
			// A deployment without the runs service has no runs to claim.
			if (!broker.registry.getServiceList({ onlyAvailable: true }).some((s) => s.name === "runs")) {
				await this.idle();
				continue;
			}
			try {
				job = await call(broker, "runs.claimNext", { provider, workerId });
			} catch (err) {
				if (!this.stopping) this.o.logger.warn("claiming a run failed:", (err as Error).message);
			}
			if (!job) {
				if (!this.stopping) await this.idle();
				continue;
			}
			if (this.stopping) await this.release({ id: job.id, workerId }, "shutdown");
			else await this.runJob(job, workerId);
		}
	}

	private async runJob(job: RunJob, workerId: string): Promise<void> {
		const { broker } = this.o;
		const ref: RunRef = { id: job.id, workerId };
		const controller = new AbortController();
		this.running.add(controller);
		const stop = (reason: StopReason) => {
			if (!controller.signal.aborted) controller.abort(reason);
		};
		const heartbeat = setInterval(() => {
			call(broker, "runs.heartbeat", ref).then((h) => h.cancelRequested && stop("canceled")).catch(() => stop("lease_lost"));
		}, Math.max(200, runLeaseMs() / 3));
		const c: RunStepContext = {
			broker, job, ref, lookup: this.o.lookup, signal: controller.signal,
			canEnrich: () => broker.registry.getServiceList({ onlyAvailable: true }).some((s) => s.name === "enrichment"),
		};
		try {
			if (job.kind === "research") await research(c);
			else await monitorCheck(c);
			if (controller.signal.aborted) throw controller.signal.reason;
			await this.finish(ref, "completed");
		} catch (err) {
			clearInterval(heartbeat);
			await this.stopped(job, ref, controller.signal, err);
		} finally {
			clearInterval(heartbeat);
			this.running.delete(controller);
		}
	}

	/**
	 * A run that did not complete: canceled, it ends (canceled, not refunded); at shutdown or on an
	 * unexpected error it goes back for another attempt; a missing business or a provider failure
	 * fails it (refunded); a lost lease leaves it to whoever holds it now.
	 */
	private async stopped(job: RunJob, ref: RunRef, signal: AbortSignal, err: unknown): Promise<void> {
		const reason = signal.aborted ? (signal.reason as StopReason) : null;
		if (reason === "canceled") await this.finish(ref, "completed");
		else if (reason === "shutdown") await this.release(ref, "shutdown");
		else if (reason === "lease_lost" || (err as { type?: string }).type === "lease_lost") this.o.logger.warn(`run ${job.id}: lease lost`);
		else if (err instanceof BusinessNotFound || err instanceof ProviderFailure) await this.finish(ref, "failed", err.code, err.message);
		else {
			this.o.logger.error(`run ${job.id} stopped on an unexpected error; another attempt will resume it`, err);
			await this.release(ref, "error");
			await sleep(1_000).catch(() => undefined);
		}
	}

	private async release(ref: RunRef, reason: ReleaseRunParams["reason"]): Promise<void> {
		await call(this.o.broker, "runs.release", { ...ref, reason })
			.catch((err: Error) => this.o.logger.warn(`run ${ref.id}: release failed (its lease will lapse):`, err.message));
	}

	private async finish(ref: RunRef, outcome: "completed" | "failed", error?: string, detail?: string): Promise<void> {
		if (detail) this.o.logger.warn(`run ${ref.id} failed: ${detail}`);
		await call(this.o.broker, "runs.finish", { ...ref, outcome, error })
			.catch((err: Error) => this.o.logger.warn(`run ${ref.id}: finish failed:`, err.message));
	}
}
