import { Idempotency1733200000000 } from "./1733200000000-idempotency";

/**
 * The idempotency service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const IDEMPOTENCY_MIGRATIONS = [Idempotency1733200000000];
