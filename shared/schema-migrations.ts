import { Client, type Pool, type PoolClient } from "pg";

/** What a migration runs its statements on: one connection, inside the migration's own transaction. */
export interface QueryRunner {
	query<T = any>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * One migration of the schema, kept by the service that owns its tables (services/<name>/migrations/).
 * Its class name ends in its 13-digit timestamp, which orders it among every service's migrations.
 */
export interface SchemaMigration {
	name: string;
	up(queryRunner: QueryRunner): Promise<void>;
	/** undoes `up` (benches rebuild a table's indexes with it; nothing reverts a deployed schema) */
	down(queryRunner: QueryRunner): Promise<void>;
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

/** The table of recorded migrations, as TypeORM (which ran them until 2026-11) made it: databases it migrated keep theirs. */
const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (
	"id" SERIAL NOT NULL, "timestamp" bigint NOT NULL, "name" character varying NOT NULL,
	CONSTRAINT "PK_8c82d7f526340ab734260ea46be" PRIMARY KEY ("id"))`;

const runnerOf = (client: Client | PoolClient): QueryRunner => ({
	query: async (sql, params) => (await client.query(sql, params)).rows,
});

async function recordedNames(db: QueryRunner): Promise<Set<string>> {
	const rows: { name: string }[] = await db.query(`SELECT name FROM ${MIGRATIONS_TABLE}`);
	return new Set(rows.map((r) => r.name));
}

async function record(db: QueryRunner, names: string[]): Promise<void> {
	for (const name of names) {
		await db.query(`INSERT INTO ${MIGRATIONS_TABLE} (timestamp, name) VALUES ($1, $2)`, [timestampOf(name), name]);
	}
}

/** The parts of each split migration, by the name of the migration they replace. */
function partsByReplaced(migrations: readonly SchemaMigration[]): Map<string, string[]> {
	const parts = new Map<string, string[]>();
	for (const migration of migrations) {
		if (migration.replaces) parts.set(migration.replaces, [...(parts.get(migration.replaces) ?? []), migration.name]);
	}
	return parts;
}

/**
 * Keeps every recorded name meaning what it did: where a split migration is recorded, its parts
 * are recorded too (so none runs again), and where all of its parts are, so is its name (code of
 * the old layout run on this database would not apply it again either).
 */
async function recordSplitMigrations(db: QueryRunner, migrations: readonly SchemaMigration[], moment: "before" | "after"): Promise<void> {
	const recorded = await recordedNames(db);
	for (const [replaced, parts] of partsByReplaced(migrations)) {
		if (moment === "before" && recorded.has(replaced))
			await record(
				db,
				parts.filter((p) => !recorded.has(p)),
			);
		if (moment === "after" && !recorded.has(replaced) && parts.every((p) => recorded.has(p))) await record(db, [replaced]);
	}
}

/** Runs each migration not yet recorded (the caller holds the lock), in order, each in a transaction of its own with its record. */
async function runPending(pool: Pool, migrations: readonly SchemaMigration[], recorded: Set<string>): Promise<string[]> {
	const ran: string[] = [];
	for (const migration of migrations.filter((m) => !recorded.has(m.name))) {
		const client = await pool.connect();
		try {
			const db = runnerOf(client);
			await client.query("BEGIN");
			await migration.up(db);
			await record(db, [migration.name]);
			await client.query("COMMIT");
			ran.push(migration.name);
		} catch (err) {
			await client.query("ROLLBACK").catch(() => undefined);
			throw new Error(`migration ${migration.name} failed: ${(err as Error).message}`, { cause: err });
		} finally {
			client.release();
		}
	}
	return ran;
}

/**
 * Brings the schema up to date under a session-level advisory lock, so replicas may start together
 * and each migration runs once; answers the names of the migrations this call ran.
 */
export async function migrateUnderLock(url: string, pool: Pool, classes: readonly SchemaMigrationClass[]): Promise<string[]> {
	const migrations = classes.map((migration) => new migration());
	const lockClient = new Client({ connectionString: url });
	await lockClient.connect();
	try {
		await lockClient.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
		const db = runnerOf(lockClient);
		await db.query(CREATE_MIGRATIONS_TABLE);
		await recordSplitMigrations(db, migrations, "before");
		const ran = await runPending(pool, migrations, await recordedNames(db));
		await recordSplitMigrations(db, migrations, "after");
		return ran;
	} finally {
		await lockClient.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
		await lockClient.end();
	}
}
