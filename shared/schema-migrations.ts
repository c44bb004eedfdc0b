import { Client } from "pg";
import type { DataSource, MigrationInterface } from "typeorm";

/**
 * One migration of the schema, kept by the service that owns its tables (services/<name>/migrations/).
 * Its class name ends in its 13-digit timestamp, which orders it among every service's migrations.
 */
export interface SchemaMigration extends MigrationInterface {
	name: string;
	/**
	 * The migration of the old layout (shared/migrations/, one file touching several services' tables)
	 * this one is a part of: a database that recorded that name has applied this part.
	 */
	replaces?: string;
}

export type SchemaMigrationClass = new () => SchemaMigration;

const MIGRATION_LOCK_KEY = 7_340_231_001;
const MIGRATIONS_TABLE = "migrations";

let schema: SchemaMigrationClass[] | null = null;

function timestampOf(name: string): number {
	const timestamp = Number(name.slice(-13));
	if (!/^\d{13}$/.test(name.slice(-13)) || !timestamp) throw new Error(`migration ${name} does not end in a 13-digit timestamp`);
	return timestamp;
}

/**
 * Gives the runner every service's migrations (bin/ composes them: shared/ knows no service).
 * They run in the order of their timestamps, whichever service they come from; two with one
 * name or one timestamp are refused, since their order would be left to chance.
 */
export function useSchemaMigrations(migrations: readonly SchemaMigrationClass[]): void {
	const byTimestamp = new Map<number, string>();
	for (const migration of migrations) {
		const { name } = new migration();
		const other = byTimestamp.get(timestampOf(name));
		if (other) throw new Error(`migrations ${other} and ${name} have one timestamp: give each its own`);
		byTimestamp.set(timestampOf(name), name);
	}
	schema = [...migrations].sort((a, b) => timestampOf(new a().name) - timestampOf(new b().name));
}

/** The migrations given to the runner, in the order they run; null until bin/ gives them. */
export function schemaMigrations(): SchemaMigrationClass[] | null {
	return schema;
}

async function recordedNames(ds: DataSource): Promise<Set<string>> {
	const [{ exists }] = await ds.query(`SELECT to_regclass($1) IS NOT NULL AS exists`, [MIGRATIONS_TABLE]);
	if (!exists) return new Set();
	const rows: { name: string }[] = await ds.query(`SELECT name FROM ${MIGRATIONS_TABLE}`);
	return new Set(rows.map((r) => r.name));
}

async function record(ds: DataSource, names: string[]): Promise<void> {
	for (const name of names) {
		await ds.query(`INSERT INTO ${MIGRATIONS_TABLE} (timestamp, name) VALUES ($1, $2)`, [timestampOf(name), name]);
	}
}

/** The parts of each split migration, by the name of the migration they replace. */
function partsByReplaced(ds: DataSource): Map<string, string[]> {
	const parts = new Map<string, string[]>();
	for (const migration of ds.migrations as SchemaMigration[]) {
		if (migration.replaces) parts.set(migration.replaces, [...(parts.get(migration.replaces) ?? []), migration.name]);
	}
	return parts;
}

/**
 * Keeps every recorded name meaning what it did: where a split migration is recorded, its parts
 * are recorded too (so none runs again), and where all of its parts are, so is its name (code of
 * the old layout run on this database would not apply it again either).
 */
async function recordSplitMigrations(ds: DataSource, moment: "before" | "after"): Promise<void> {
	const recorded = await recordedNames(ds);
	for (const [replaced, parts] of partsByReplaced(ds)) {
		if (moment === "before" && recorded.has(replaced))
			await record(
				ds,
				parts.filter((p) => !recorded.has(p)),
			);
		if (moment === "after" && !recorded.has(replaced) && parts.every((p) => recorded.has(p))) await record(ds, [replaced]);
	}
}

/**
 * Brings the schema up to date under a session-level advisory lock, so replicas may start together
 * and each migration runs once; answers the names of the migrations this call ran.
 */
export async function migrateUnderLock(url: string, ds: DataSource): Promise<string[]> {
	const lockClient = new Client({ connectionString: url });
	await lockClient.connect();
	try {
		await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
		await recordSplitMigrations(ds, "before");
		const ran = await ds.runMigrations({ transaction: "each" });
		await recordSplitMigrations(ds, "after");
		return ran.map((m) => m.name);
	} finally {
		await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
		await lockClient.end();
	}
}
