import { AreaWatchesWatches1734600000001 } from "./1734600000001-area-watches";

/**
 * The watches service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const WATCHES_MIGRATIONS = [AreaWatchesWatches1734600000001];
