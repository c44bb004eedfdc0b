import type { Context } from "moleculer";
import type { AuthMeta } from "../../shared/auth-context";
import type { Provider } from "../../shared/business";
import type { JobsThis } from "../../shared/jobs/jobs.mixin";
import type { JobWorker } from "../../shared/jobs/worker";
import type { BusinessRecord } from "../dataset/dataset.contract";
import type { ReviewsOrder } from "../scrapers/scrapers.contract";
import type { RunKind } from "./runs.contract";
import type { RunJob, RunRow } from "./runs.store";

/** The runs service as its mixins see it. */
export interface RunsThis extends JobsThis<RunRow> {
	stopCollecting: (() => void) | undefined;
	researchWorker: JobWorker<RunJob> | null;
	checkWorker: JobWorker<RunJob> | null;
	businessOf(ctx: Context, cid: string): Promise<BusinessRecord>;
	ownRun(ctx: Context<unknown, AuthMeta>, id: string): Promise<RunRow>;
	startResearch(
		ctx: Context,
		accountId: string,
		business: Pick<BusinessRecord, "id" | "provider" | "providerBusinessId">,
		maxReviews: number,
		id: string,
		runningCap: number,
		reviewsOrder: ReviewsOrder,
	): Promise<RunRow>;
	cancelRun(id: string): Promise<RunRow>;
	leadIfPaid(row: RunRow): Promise<void>;
	wakeRuns(provider: Provider): void;
	servedProviders(): Provider[];
	runWorker(kind: RunKind, concurrency: number): JobWorker<RunJob>;
	warningsOf(row: RunRow): Promise<string[]>;
}
