import { Webhooks1732600000000 } from "./1732600000000-webhooks";
import { AccountCaps1733300000000 } from "./1733300000000-account-caps";

/**
 * The webhooks service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const WEBHOOKS_MIGRATIONS = [Webhooks1732600000000, AccountCaps1733300000000];
