import { BusinessRuns1733400000000 } from "./1733400000000-business-runs";
import { JobEngineRuns1734100000001 } from "./1734100000001-job-engine-runs";
import { ResearchReviewOrder1734400000000 } from "./1734400000000-research-review-order";
import { ProviderDriftRuns1734780000001 } from "./1734780000001-provider-drift-runs";

/**
 * The runs service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const RUNS_MIGRATIONS = [BusinessRuns1733400000000, JobEngineRuns1734100000001, ResearchReviewOrder1734400000000, ProviderDriftRuns1734780000001];
