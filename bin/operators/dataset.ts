// The contract of the action called here (its types only).
import { MAX_LINK_BATCH, type LinkBackfillPosition, type LinkUnmatchedResult } from "../../services/dataset/dataset.contract";
import { call } from "../../shared/bus";
import { command, intFlag, UsageError, type OperatorCommand } from "./command";

const DEFAULT_BATCH = 500;

interface BackfillParams {
	batch: number;
	max: number | null;
}
interface BackfillResult {
	batches: number;
	processed: number;
	linked: number;
	remaining: number;
}

/** The dataset's upkeep after an upgrade. */
export const DATASET_COMMANDS: Record<string, OperatorCommand> = {
	"dataset:link-backfill": command<BackfillParams, BackfillResult>({
		usage:
			`dataset:link-backfill [--batch N (1..${MAX_LINK_BATCH}, default ${DEFAULT_BATCH})] [--max N]  ` +
			"(links the rows stored before cross-provider links existed, oldest first, batch after batch until none is left or N are done; safe to run again or twice at once)",
		flags: ["batch", "max"],
		services: ["dataset"],
		params: ({ flags }) => {
			const batch = intFlag(flags, "batch", false, MAX_LINK_BATCH) ?? DEFAULT_BATCH;
			const max = intFlag(flags, "max", false) ?? null;
			if (batch === 0) throw new UsageError(`--batch must be from 1 to ${MAX_LINK_BATCH}`);
			if (max === 0) throw new UsageError("--max must be 1 or more");
			return { batch, max };
		},
		async run(broker, { batch, max }) {
			const total: BackfillResult = { batches: 0, processed: 0, linked: 0, remaining: 0 };
			let after: LinkBackfillPosition | null = null;
			for (;;) {
				const limit = max === null ? batch : Math.min(batch, max - total.processed);
				const result: LinkUnmatchedResult = await call(broker, "dataset.linkUnmatched", after ? { limit, after } : { limit });
				total.batches++;
				total.processed += result.processed;
				total.linked += result.linked;
				total.remaining = result.remaining;
				// Progress on stderr: stdout carries the result alone.
				process.stderr.write(
					`batch ${total.batches}: ${result.processed} rows, ${result.linked} links made; ${total.processed} rows so far, ${result.remaining} remaining\n`,
				);
				if (result.remaining === 0 || (max !== null && total.processed >= max)) return total;
				// Past the last row with rows still unkeyed (a batch of another run rolled back): once more from the oldest.
				if (!result.processed && !after) return total;
				after = result.processed ? result.next : null;
			}
		},
		text: (r) => [
			`${r.processed} rows keyed in ${r.batches} batch(es), ${r.linked} links to another provider's row made; ${r.remaining} rows without keys remain` +
				(r.remaining ? " (run again to go on)" : ""),
		],
	}),
};
