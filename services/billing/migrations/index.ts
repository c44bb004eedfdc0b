import { FoundationBilling1732300000001 } from "./1732300000001-foundation-billing";
import { OpenReservations1733000000000 } from "./1733000000000-open-reservations";
import { PurchaseHolds1734000000000 } from "./1734000000000-purchase-holds";

/**
 * The billing service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const BILLING_MIGRATIONS = [FoundationBilling1732300000001, OpenReservations1733000000000, PurchaseHolds1734000000000];
