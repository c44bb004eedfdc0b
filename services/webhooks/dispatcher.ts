import type { Logger } from "moleculer";
import { currentConfig, type WebhookSettings } from "../../shared/config";
import { attemptDelivery, errorOf, isRetryable, isSuccess, MAX_ATTEMPTS, nextAttemptDelayMs, statusOf } from "./delivery";
import type { DeliveryObserver } from "./metrics";
import type { SecretBox } from "./secret-box";
import { WakeableLoop } from "../../shared/jobs/wakeable-loop";
import * as store from "./webhooks.store";

export interface DispatcherConfig extends WebhookSettings {
	workerId: string;
}

/** LEADMAP_WEBHOOK_* as the configuration in force says, for this worker. */
export function dispatcherConfig(workerId: string): DispatcherConfig {
	return { workerId, ...currentConfig().webhooks };
}

/**
 * Sends pending deliveries from the outbox. Woken when an event is enqueued here,
 * when a retry falls due, and by a poll (for rows enqueued by other instances or
 * left by a dead one). Keeps up to `concurrency` deliveries in flight.
 */
export class DeliveryDispatcher extends WakeableLoop {
	private inFlight = new Set<Promise<void>>();

	constructor(
		private readonly config: DispatcherConfig,
		private readonly secrets: SecretBox,
		logger: Logger,
		private readonly observe: DeliveryObserver = () => undefined,
	) {
		super(logger, config.pollMs, "webhook dispatch failed");
	}

	get timeoutMs(): number {
		return this.config.timeoutMs;
	}

	/** Lets in-flight deliveries finish (each is bounded by the timeout); claims nothing more. */
	async stop(): Promise<void> {
		await this.stopLoop();
		while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
	}

	protected async pump(): Promise<void> {
		// Under a backlog, refill in batches rather than one claim query per finished delivery.
		const batch = Math.max(1, Math.floor(this.config.concurrency / 4));
		for (;;) {
			this.clearWoken();
			const free = this.config.concurrency - this.inFlight.size;
			if (this.stopping || free <= 0 || (free < batch && this.inFlight.size > 0)) return;
			const claimed = await store.claimDue(this.config.workerId, free, this.config.leaseMs);
			for (const delivery of claimed) this.track(this.deliver(delivery));
			if (claimed.length < free) {
				// In-flight deliveries wake the dispatcher when they end; only an idle one needs a timer.
				if (this.inFlight.size === 0) this.wakeIn(await store.msUntilNextDue());
				if (!this.woken) return;
			}
		}
	}

	private track(work: Promise<void>): void {
		const tracked = work
			.catch((err: Error) => this.logger.warn("webhook delivery bookkeeping failed:", err.message))
			.finally(() => {
				this.inFlight.delete(tracked);
				this.wake();
			});
		this.inFlight.add(tracked);
	}

	private async deliver(d: store.ClaimedDelivery): Promise<void> {
		if (!d.endpoint_active) {
			const recorded = await store.recordOutcome(d.id, this.config.workerId, {
				status: "canceled",
				lastStatus: null,
				lastError: "endpoint disabled or deleted",
			});
			if (recorded) this.observe("canceled", d.event_created_at);
			return;
		}
		const result = await attemptDelivery({
			deliveryId: d.id,
			eventType: d.event_type,
			url: d.url,
			secret: () => this.secrets.open(d.secret, d.endpoint_id),
			body: d.body,
			timeoutMs: this.config.timeoutMs,
		});
		const lastStatus = statusOf(result);
		const lastError = errorOf(result);
		let outcome: store.AttemptOutcome;
		if (isSuccess(result)) outcome = { status: "delivered", lastStatus, lastError: null };
		else if (isRetryable(result) && d.attempts < MAX_ATTEMPTS) {
			outcome = { status: "pending", retryInMs: nextAttemptDelayMs(d.attempts, this.config.backoffBaseMs, result), lastStatus, lastError };
		} else outcome = { status: "failed", lastStatus, lastError };
		if (outcome.status !== "delivered") {
			this.logger.info(`webhook delivery ${d.id} (endpoint ${d.endpoint_id}) attempt ${d.attempts}: ${lastError}; now ${outcome.status}`);
		}
		const recorded = await store.recordOutcome(d.id, this.config.workerId, outcome);
		if (recorded) this.observe(outcome.status, d.event_created_at);
		else this.logger.warn(`webhook delivery ${d.id}: the lease lapsed before the outcome was written`);
	}
}
