import type { Logger, ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import { countBackgroundError } from "../../shared/jobs/background";
import { WakeableLoop } from "../../shared/jobs/wakeable-loop";
import "../dataset/dataset.contract";
import "../searches/searches.contract";
import "../webhooks/webhooks.contract";
import { drainToWebhooks } from "../webhooks/webhook-outbox.contract";
import type { WatchRunSearch } from "../searches/searches.contract";
import { sightingsOf, type Sighting } from "./changes";
import { countChanges } from "./metrics";
import { claimUnrecorded, noteStatuses, recordRun, type UnrecordedRun } from "./recorder.store";
import { WATCH_OUTBOX } from "./watch-events";

/** Runs looked at per round, businesses read from the dataset per call, and events handed to webhooks per round. */
const RUN_BATCH = 50;
const READ_BATCH = 1000;
const EVENT_BATCH = 50;
/** How long an event handed over is held from other instances before it may be handed over again (ms). */
const EVENT_HOLD_MS = 2_000;

const CLOSED = new Set(["closed_temporarily", "closed_permanently"]);

/**
 * Records the runs whose search ended: asks searches what each saw (its results and what its filters left out),
 * reads those businesses' status from the dataset, and writes the changes (recorder.store.ts), then hands the
 * `watch.changed` events of the outbox to the webhooks service. A search's end wakes it (`searches.watchRunEnded`);
 * the poll catches an end whose event was lost. No transaction is open during a bus call: the reads come first,
 * the recording is one transaction, the events are handed over after it commits.
 */
export class WatchRecorder extends WakeableLoop {
	constructor(
		private readonly holdMs: number,
		private readonly broker: ServiceBroker,
		logger: Logger,
		private readonly onRecorded: () => void,
	) {
		super(logger, holdMs, "watch recording", broker);
	}

	async stop(): Promise<void> {
		await this.stopLoop();
	}

	protected async pump(): Promise<void> {
		for (;;) {
			this.clearWoken();
			if (this.stopping) return;
			const runs = await claimUnrecorded(RUN_BATCH, this.holdMs);
			if (runs.length) await this.record(runs);
			await this.dispatchEvents();
			if (runs.length < RUN_BATCH && !this.woken) return;
		}
	}

	private async record(runs: UnrecordedRun[]): Promise<void> {
		const searches = new Map((await call(this.broker, "searches.watchRuns", { ids: runs.map((r) => r.search_id), seen: true })).map((s) => [s.id, s]));
		const going: Array<{ id: string; status: WatchRunSearch["status"] }> = [];
		let recorded = 0;
		for (const run of runs) {
			const search = searches.get(run.search_id);
			if (search && !search.results) {
				going.push({ id: run.id, status: search.status });
				continue;
			}
			try {
				const changes = await recordRun(
					run,
					search
						? {
								status: search.status,
								error: search.error,
								finishedAt: search.finishedAt,
								exhaustive: search.exhaustive,
								sightings: await this.sightings(search),
							}
						: { status: "failed", error: "search_not_found", finishedAt: null, exhaustive: false, sightings: [] },
				);
				if (changes) {
					recorded++;
					countChanges(this.broker, changes);
				}
			} catch (err) {
				// Its hold lapses and the next round tries it again.
				countBackgroundError(this.broker, "watch recording");
				this.logger.warn(`watch ${run.watch_id}: run ${run.id} not recorded yet:`, (err as Error).message);
			}
		}
		await noteStatuses(going);
		if (recorded) this.onRecorded();
	}

	/** What the search saw, as the dataset shows each business now: its provider's status, its CID and name. */
	private async sightings(search: WatchRunSearch): Promise<Sighting[]> {
		const ids = [...new Set([...(search.results ?? []), ...(search.filtered ?? [])])];
		const states = new Map<string, Omit<Sighting, "businessId">>();
		for (let i = 0; i < ids.length; i += READ_BATCH) {
			for (const b of await call(this.broker, "dataset.getMany", { ids: ids.slice(i, i + READ_BATCH) })) {
				states.set(b.id, { closed: b.businessStatus !== null && CLOSED.has(b.businessStatus), cid: b.cid, name: b.name });
			}
		}
		return sightingsOf(ids, states);
	}

	/** The outbox to the webhooks service (which keeps each event once by its id). */
	private dispatchEvents(): Promise<void> {
		return drainToWebhooks(
			{ broker: this.broker, onFailure: (event, err) => this.logger.debug(`watch event ${event.id} not handed over yet:`, err.message) },
			WATCH_OUTBOX,
			EVENT_BATCH,
			EVENT_HOLD_MS,
		);
	}
}
