import { SearchesSecrets1732400000003 } from "./1732400000003-app-secrets";

/**
 * The migrations of the tables shared code keeps (no service's): the key of ../cursor.ts.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const SHARED_MIGRATIONS = [SearchesSecrets1732400000003];
