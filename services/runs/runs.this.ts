import type { Context, Service } from "moleculer";
import type { AuthMeta } from "../../shared/auth-context";
import type { Tx } from "../../shared/db";
import type { ProviderLiveness } from "../../shared/provider-liveness";
import type { BusinessRecord } from "../dataset/dataset.contract";
import type { RunStatus } from "./runs.contract";
import type { RunRow } from "./runs.store";

/** The runs service as its mixins see it. */
export interface RunsThis extends Service {
	sweepTimer: NodeJS.Timeout;
	gaugeTimer: NodeJS.Timeout | undefined;
	sweeping: boolean;
	liveness: ProviderLiveness;
	unservedAfterMs: number;
	reservationGraceMs: number;
	businessOf(ctx: Context, cid: string): Promise<BusinessRecord>;
	ownRun(ctx: Context<unknown, AuthMeta>, id: string): Promise<RunRow>;
	startResearch(ctx: Context, accountId: string, business: Pick<BusinessRecord, "id" | "provider" | "providerBusinessId">, maxReviews: number, id: string): Promise<RunRow>;
	cancelRun(id: string): Promise<RunRow>;
	/** Ends a run locked in `tx`: refunds it when it failed or was canceled before it ran. */
	settleLocked(tx: Tx, row: RunRow, status: RunStatus, error: string | null): Promise<RunRow | null>;
	/** Locks and ends a run (see settleLocked); null when it had ended. */
	settle(id: string, status: RunStatus, error: string | null): Promise<RunRow | null>;
	/** Counts a run that just ended. */
	ended(row: RunRow): void;
	sweep(): Promise<void>;
	failEach(pick: (tx: Tx) => Promise<RunRow | null>, error: string): Promise<void>;
	leadIfPaid(row: RunRow): Promise<void>;
}
