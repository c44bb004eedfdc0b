import type { Logger, ServiceBroker } from "moleculer";
import { countBackgroundError } from "./background";
import { isLeaseLost } from "./lease-lost";

/** Why a job stopped before its work was done. */
export type StopReason = "canceled" | "lease_lost" | "shutdown";

/** A job in a worker's hands. */
export interface HeldJob<J> {
	job: J;
	workerId: string;
	/** aborted, with a StopReason, when the job must stop: canceled, lease lost, or the worker stopping */
	signal: AbortSignal;
	/** stops the job from inside its work (a write answered that a cancel was asked, say) */
	stop(reason: StopReason): void;
}

/** A failure that ends the job as `failed` with this code (the provider has no such place, it refused us). */
export interface JobFailure {
	code: string;
	message: string;
}

export interface JobWorkerOptions<J extends { id: string }> {
	/** for logs and the background-errors metric: `search-google`, `research`, `monitor-check`, … */
	name: string;
	broker: ServiceBroker;
	logger: Logger;
	/** jobs this worker holds at once: one loop each */
	concurrency: number;
	/** how often an idle loop looks again (a wake comes first) */
	pollMs: number;
	leaseMs: number;
	/** the next job, leased to `workerId`; null when none waits */
	claim(workerId: string): Promise<J | null>;
	/** renews the lease; throws `lease_lost` once the worker does not hold the job */
	heartbeat(held: HeldJob<J>): Promise<{ cancelRequested: boolean }>;
	/** does the job's work from where it stands */
	run(held: HeldJob<J>): Promise<void>;
	/** ends the job: `completed` (a cancel asked meanwhile makes it `canceled`) or `failed` with its code */
	end(held: HeldJob<J>, outcome: "completed" | "failed", error?: string): Promise<void>;
	/** gives the job back without ending it: at shutdown (no attempt spent) or after an error of ours */
	release(held: HeldJob<J>, reason: "shutdown" | "error"): Promise<void>;
	/** the failure an error means, or null for an error of ours (the job goes back for another attempt) */
	failureOf(err: unknown): JobFailure | null;
	/** claims wait while this says no (the service the jobs need is not on the bus) */
	canClaim?(): boolean;
}

/** How long a loop waits after an unexpected error before it claims again. */
const ERROR_PAUSE_MS = 1_000;

/**
 * The one job worker: `concurrency` loops, each claiming a job, holding it with a heartbeat,
 * running it, and ending it. A wake makes idle loops claim at once; a poll catches the rest.
 * Stopping, it claims no more and gives back what it holds (no attempt spent), so another
 * worker resumes it. No loop can die: every error is handled, logged and counted.
 */
export class JobWorker<J extends { id: string }> {
	private stopping = false;
	private loops: Promise<void>[] = [];
	private sleepers: (() => void)[] = [];
	/** an idle loop waits on the poll timer: the others wait for a wake only, as a claim would answer them the same */
	private polling = false;
	private readonly running = new Set<AbortController>();

	constructor(
		private readonly o: JobWorkerOptions<J>,
		private readonly workerIdOf: (slot: number) => string,
	) {}

	start(): void {
		this.loops = Array.from({ length: this.o.concurrency }, (_, slot) => this.loop(this.workerIdOf(slot)));
	}

	async stop(): Promise<void> {
		this.stopping = true;
		for (const c of this.running) c.abort("shutdown");
		this.wake();
		await Promise.all(this.loops);
	}

	/** A job is waiting: idle loops claim at once. */
	wake(): void {
		for (const resolve of this.sleepers.splice(0)) resolve();
	}

	/** Jobs held now. */
	get busy(): number {
		return this.running.size;
	}

	/**
	 * Waits for a wake, or `ms`. Idle loops claim from the same lane, so one of them (the poller) looks
	 * again every poll and the others wait for a wake: the idle polls of a worker cost one claim, not one a loop.
	 */
	private idle(ms?: number): Promise<void> {
		const polls = ms === undefined && !this.polling;
		if (polls) this.polling = true;
		return new Promise<void>((resolve) => {
			let timer: NodeJS.Timeout | undefined;
			const wake = () => {
				clearTimeout(timer);
				resolve();
			};
			if (ms !== undefined || polls) {
				timer = setTimeout(() => {
					this.sleepers.splice(this.sleepers.indexOf(wake), 1);
					resolve();
				}, ms ?? this.o.pollMs);
			}
			this.sleepers.push(wake);
		}).finally(() => {
			if (polls) this.polling = false;
		});
	}

	private async loop(workerId: string): Promise<void> {
		while (!this.stopping) {
			const job = await this.claimOne(workerId);
			if (!job) {
				if (!this.stopping) await this.idle();
				continue;
			}
			// The poll found a job: the loops waiting without a timer claim too, and one of them polls from now on.
			if (!this.polling && this.sleepers.length) this.wake();
			const held = this.hold(job, workerId);
			// A claim answered after the stop began: handed straight back, not started.
			if (this.stopping) await this.release(held, "shutdown");
			else await this.runHeld(held);
		}
	}

	private async claimOne(workerId: string): Promise<J | null> {
		if (this.o.canClaim && !this.o.canClaim()) return null;
		try {
			return await this.o.claim(workerId);
		} catch (err) {
			if (!this.stopping) this.failed("claiming a job", err);
			return null;
		}
	}

	private hold(job: J, workerId: string): HeldJob<J> & { controller: AbortController } {
		const controller = new AbortController();
		const stop = (reason: StopReason) => {
			if (!controller.signal.aborted) controller.abort(reason);
		};
		return { job, workerId, signal: controller.signal, stop, controller };
	}

	private async runHeld(held: HeldJob<J> & { controller: AbortController }): Promise<void> {
		this.running.add(held.controller);
		const heartbeat = setInterval(
			() => {
				this.o.heartbeat(held).then(
					(h) => h.cancelRequested && held.stop("canceled"),
					() => held.stop("lease_lost"),
				);
			},
			Math.max(200, this.o.leaseMs / 3),
		);
		try {
			await this.o.run(held);
			if (held.signal.aborted) throw held.signal.reason;
			clearInterval(heartbeat);
			await this.end(held, "completed");
		} catch (err) {
			clearInterval(heartbeat);
			await this.stopped(held, err);
		} finally {
			clearInterval(heartbeat);
			this.running.delete(held.controller);
		}
	}

	/**
	 * A job that did not complete: canceled, it ends (the cancel decides its status); at shutdown or
	 * on an unexpected error it goes back for another attempt; a failure ends it `failed`; a lost
	 * lease leaves it to whoever holds it now.
	 */
	private async stopped(held: HeldJob<J>, err: unknown): Promise<void> {
		const reason = held.signal.aborted ? (held.signal.reason as StopReason) : null;
		const failure = reason ? null : this.o.failureOf(err);
		if (reason === "canceled") await this.end(held, "completed");
		else if (reason === "shutdown") await this.release(held, "shutdown");
		else if (reason === "lease_lost" || isLeaseLost(err)) this.o.logger.warn(`${this.o.name} job ${held.job.id}: lease lost`);
		else if (failure) {
			this.o.logger.warn(`${this.o.name} job ${held.job.id} failed: ${failure.message}`);
			await this.end(held, "failed", failure.code);
		} else {
			this.failed(`job ${held.job.id} (another attempt will resume it)`, err);
			await this.release(held, "error");
			await this.idle(ERROR_PAUSE_MS);
		}
	}

	/** Ends the job; should that fail, its lease lapses and the next claim or a sweep ends it. */
	private async end(held: HeldJob<J>, outcome: "completed" | "failed", error?: string): Promise<void> {
		await this.o.end(held, outcome, error).catch((err: unknown) => this.failed(`ending job ${held.job.id} (its lease will lapse)`, err));
	}

	/** Gives the job back at once; if that fails, its lease lapses and another worker takes it then. */
	private async release(held: HeldJob<J>, reason: "shutdown" | "error"): Promise<void> {
		await this.o.release(held, reason).catch((err: unknown) => this.failed(`releasing job ${held.job.id} (its lease will lapse)`, err));
	}

	private failed(what: string, err: unknown): void {
		countBackgroundError(this.o.broker, `${this.o.name} worker`);
		this.o.logger.warn(`${this.o.name} worker: ${what}:`, (err as Error)?.message ?? err);
	}
}
