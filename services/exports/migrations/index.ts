import { ExportSlots1734260000000 } from "./1734260000000-export-slots";

/**
 * The exports service's migrations: the tables it owns.
 * bin/schema.ts runs them with every other service's, in the order of their timestamps.
 */
export const EXPORTS_MIGRATIONS = [ExportSlots1734260000000];
