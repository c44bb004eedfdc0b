import { SearchesLeads1732400000001 } from "./1732400000001-searches-leads";
import { LeadManagement1733600000000 } from "./1733600000000-lead-management";

/**
 * The leads service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const LEADS_MIGRATIONS = [SearchesLeads1732400000001, LeadManagement1733600000000];
