import type { ServiceBroker } from "moleculer";
import { call } from "../../shared/bus";
import type { Lead, LeadFilterParams, LeadPosition } from "../leads/leads.contract";

type Batch = { leads: Lead[]; next: LeadPosition | null };
const BATCH_CALL = { timeout: 60_000 };

/**
 * The account's leads that match, a batch at a time. Each batch starts where the one before ended
 * (keyset), so the next is asked for as soon as the current one arrives, while it is written.
 * The first batch is read before the download starts: bad filters are a 400, not a broken file.
 */
export async function accountLeadBatches(broker: ServiceBroker, accountId: string, filters: LeadFilterParams, batch: number): Promise<AsyncGenerator<Lead[]>> {
	const read = (after: LeadPosition | null): Promise<Batch> => {
		const batchRead = call(broker, "leads.filteredBatch", { accountId, filters, after, limit: batch }, BATCH_CALL);
		// Its failure is thrown when its turn comes; until then (or for good, if the download is cut short) it must not count as unhandled.
		batchRead.catch(() => undefined);
		return batchRead;
	};
	const first = await read(null);
	return (async function* () {
		let current: Batch = first;
		for (;;) {
			const ahead = current.next ? read(current.next) : null;
			if (current.leads.length) yield current.leads;
			if (!ahead) return;
			current = await ahead;
		}
	})();
}
