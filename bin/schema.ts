import { BILLING_MIGRATIONS } from "../services/billing/migrations";
import { DATASET_MIGRATIONS } from "../services/dataset/migrations";
import { EXPORTS_MIGRATIONS } from "../services/exports/migrations";
import { IDEMPOTENCY_MIGRATIONS } from "../services/idempotency/migrations";
import { KEYS_MIGRATIONS } from "../services/keys/migrations";
import { LEADS_MIGRATIONS } from "../services/leads/migrations";
import { MONITORS_MIGRATIONS } from "../services/monitors/migrations";
import { RUNS_MIGRATIONS } from "../services/runs/migrations";
import { SEARCHES_MIGRATIONS } from "../services/searches/migrations";
import { WATCHES_MIGRATIONS } from "../services/watches/migrations";
import { WEBHOOKS_MIGRATIONS } from "../services/webhooks/migrations";
import { closeDatabase, migrationsRanAtOpen, openDatabase, query } from "../shared/db";
import { SHARED_MIGRATIONS } from "../shared/migrations";
import { useSchemaMigrations, type SchemaMigrationClass } from "../shared/schema-migrations";

/**
 * The whole schema: each service's migrations (services/<name>/migrations/) and shared code's. One
 * runner applies them in the order of their timestamps, whichever service owns them, since a process
 * that runs a few services still brings the whole database up to date.
 */
export const SCHEMA_MIGRATIONS: readonly SchemaMigrationClass[] = [
	...SHARED_MIGRATIONS,
	...KEYS_MIGRATIONS,
	...BILLING_MIGRATIONS,
	...IDEMPOTENCY_MIGRATIONS,
	...SEARCHES_MIGRATIONS,
	...DATASET_MIGRATIONS,
	...LEADS_MIGRATIONS,
	...WEBHOOKS_MIGRATIONS,
	...RUNS_MIGRATIONS,
	...MONITORS_MIGRATIONS,
	...WATCHES_MIGRATIONS,
	...EXPORTS_MIGRATIONS,
];

/** Gives the database runner the whole schema: done once by whatever process may open the database. */
export function useTheSchema(): void {
	useSchemaMigrations(SCHEMA_MIGRATIONS);
}

export interface MigrateOutcome {
	/** the migrations this run applied, in order */
	ran: string[];
	/** every migration name the database has recorded, in the order recorded */
	recorded: string[];
}

/** Brings the schema at DATABASE_URL up to date (`npm run migrate`) and says what it did. */
export async function migrateSchema(): Promise<MigrateOutcome> {
	useTheSchema();
	try {
		await openDatabase();
		const recorded = await query<{ name: string }>("SELECT name FROM migrations ORDER BY id");
		return { ran: [...migrationsRanAtOpen()], recorded: recorded.map((r) => r.name) };
	} finally {
		await closeDatabase();
	}
}
