import { BusinessMonitors1733500000000 } from "./1733500000000-business-monitors";
import { JobEngineMonitors1734100000002 } from "./1734100000002-job-engine-monitors";
import { MonitorEvents1734900000000 } from "./1734900000000-monitor-events";

/**
 * The monitors service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const MONITORS_MIGRATIONS = [BusinessMonitors1733500000000, JobEngineMonitors1734100000002, MonitorEvents1734900000000];
