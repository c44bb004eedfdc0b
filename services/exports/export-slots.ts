import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { Logger, ServiceBroker } from "moleculer";
import { lockAccountFor } from "../../shared/account-caps";
import { query, transaction } from "../../shared/db";
import { LeadmapError } from "../../shared/errors";
import { everyInterval } from "../../shared/jobs/background";
import { EXPORTS_AT_ONCE, EXPORT_RETRY_AFTER_SECONDS } from "./exports.contract";

/** A slot's lease: renewed while its export streams, so a slot of a process that died frees itself. */
const LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 20_000;

export class ExportsAtOnceError extends LeadmapError {
	constructor() {
		super(429, "rate_limit_exceeded", `an account may run at most ${EXPORTS_AT_ONCE} exports at once; try again when one has ended`, {
			retryAfter: EXPORT_RETRY_AFTER_SECONDS,
		});
	}
}

/**
 * The exports an account runs at once, counted across every exports instance: one row of
 * `export_slots` per running export, under a lease this instance renews while the file
 * streams. A slot is given back when its file ends, fails or is abandoned by its client.
 */
export class ExportSlots {
	/** the slots this instance holds, with their file (once it streams) */
	private readonly held = new Map<string, Readable | null>();
	private renewal: { stop(): void } | null = null;

	constructor(
		private readonly holder: string,
		private readonly logger: Logger,
	) {}

	start(broker: ServiceBroker): void {
		this.renewal = everyInterval(broker, this.logger, "export slot leases", RENEW_EVERY_MS, () => this.renew());
	}

	/** Stops renewing, and gives back the slots of files still streaming (they end with this process). */
	async stop(): Promise<void> {
		this.renewal?.stop();
		await Promise.all([...this.held.keys()].map((slot) => this.release(slot)));
	}

	/** A slot for one more export of the account; 429 when it runs EXPORTS_AT_ONCE already. */
	async take(accountId: string): Promise<string> {
		const id = await transaction(async (tx) => {
			await lockAccountFor(tx, "exports", accountId);
			await tx.query("DELETE FROM export_slots WHERE account_id = $1 AND lease_until < now()", [accountId]);
			const [{ n }] = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM export_slots WHERE account_id = $1", [accountId]);
			if (n >= EXPORTS_AT_ONCE) return null;
			const slot = randomUUID();
			await tx.query("INSERT INTO export_slots (id, account_id, holder, lease_until) VALUES ($1, $2, $3, now() + make_interval(secs => $4))", [
				slot,
				accountId,
				this.holder,
				LEASE_SECONDS,
			]);
			return slot;
		});
		if (!id) throw new ExportsAtOnceError();
		this.held.set(id, null);
		return id;
	}

	/** The file of a slot: the slot is given back when it ends, fails or is closed. */
	holdWhileOpen(slot: string, file: Readable): Readable {
		this.held.set(slot, file);
		const giveBack = () => void this.release(slot);
		file.once("end", giveBack).once("error", giveBack).once("close", giveBack);
		return file;
	}

	/** The client of a slot's file went away: the slot is given back now, and the file stops. */
	abandon(slot: string): void {
		const file = this.held.get(slot);
		if (file === undefined) return;
		void this.release(slot);
		// with an error, so a file streaming over the bus tells the other end it stopped
		file?.destroy(new Error("the client left before the end of the file"));
	}

	/** Gives the slot back (once); a failure only delays it until the lease lapses. */
	async release(slot: string): Promise<void> {
		if (!this.held.delete(slot)) return;
		await query("DELETE FROM export_slots WHERE id = $1", [slot]).catch((err: Error) => {
			this.logger.warn(`export slot ${slot} not given back (its lease will lapse):`, err.message);
		});
	}

	private async renew(): Promise<void> {
		if (this.held.size) {
			await query("UPDATE export_slots SET lease_until = now() + make_interval(secs => $2) WHERE id = ANY($1::uuid[])", [[...this.held.keys()], LEASE_SECONDS]);
		}
		await query("DELETE FROM export_slots WHERE lease_until < now()");
	}
}
