import { FoundationKeys1732300000000 } from "./1732300000000-foundation-keys";

/**
 * The keys service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const KEYS_MIGRATIONS = [FoundationKeys1732300000000];
