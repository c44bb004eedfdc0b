import { AsyncLocalStorage } from "node:async_hooks";
import { Pool, type PoolClient } from "pg";
import { UUID_RE } from "./business";
import { currentConfig } from "./config";
import { UnavailableError } from "./errors";
import { migrateUnderLock, schemaMigrations, type QueryRunner } from "./schema-migrations";

let poolPromise: Promise<Pool> | null = null;
/** The process's pool once it is open and migrated (the pool gauges read it, never opening one) and its size. */
let openPool: { pool: Pool; max: number } | null = null;
/** The migrations this process ran when it opened the database (none when another process had run them). */
let ranAtOpen: string[] = [];

/**
 * The process's one node-postgres pool, opened once and migrated before first use (the migrations
 * every service gave through bin/, ./schema-migrations.ts). Queries go straight to pg: no ORM, whose
 * loading alone was half the modules a process started with.
 */
export function openDatabase(): Promise<Pool> {
	if (!poolPromise) {
		const { databaseUrl: url, dbPool, dbAcquireTimeoutMs, dbIdleInTransactionMs } = currentConfig();
		if (!url) return Promise.reject(new Error("DATABASE_URL is not set (embedded mode fills it in at start)"));
		const migrations = schemaMigrations();
		if (!migrations) {
			return Promise.reject(new Error("the schema's migrations were not given: bin/ gives them (useSchemaMigrations) before a service opens the database"));
		}
		const pool = new Pool({
			connectionString: url,
			max: dbPool,
			idleTimeoutMillis: 30_000,
			connectionTimeoutMillis: dbAcquireTimeoutMs,
			options: `-c idle_in_transaction_session_timeout=${dbIdleInTransactionMs}`,
		});
		// An idle connection the server ends (a restart, a timeout) is dropped by the pool; unheard, its error would end the process.
		pool.on("error", () => undefined);
		poolPromise = migrateUnderLock(url, pool, migrations)
			.then((ran) => {
				ranAtOpen = ran;
				openPool = { pool, max: dbPool };
				return pool;
			})
			.catch(async (err) => {
				poolPromise = null;
				await pool.end().catch(() => undefined);
				throw err;
			});
	}
	return poolPromise;
}

/** The names of the migrations this process ran when it opened the database, in order. */
export function migrationsRanAtOpen(): readonly string[] {
	return ranAtOpen;
}

export async function closeDatabase(): Promise<void> {
	const p = poolPromise;
	poolPromise = null;
	openPool = null;
	if (!p) return;
	const pool = await p.catch(() => null);
	await pool?.end();
}

/** The pool's connections as node-postgres counts them: `total` open (busy = total - idle), `waiting` callers queued for one. */
export interface PoolStats {
	max: number;
	total: number;
	idle: number;
	waiting: number;
}

/** The process's pool as it stands; null while no service of the process has used the database. */
export function poolStats(): PoolStats | null {
	if (!openPool) return null;
	const { pool, max } = openPool;
	return { max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** A connection inside a transaction: `query` answers the rows, whatever the statement (what a migration runs on too). */
export type Tx = QueryRunner;

/**
 * `statement` names a statement run many times in a row (the batches of an export):
 * each connection then parses and plans it once and may keep a generic plan, which
 * cut PostgreSQL's time for those reads by about a fifth. One name, one SQL text.
 */
export async function query<T = any>(sql: string, params: unknown[] = [], statement?: string): Promise<T[]> {
	const result = await (await openDatabase()).query({ text: sql, values: params, name: statement }).catch(busyPool);
	return result.rows as T[];
}

/** How long a client told the database is busy waits before it tries again (s). */
const BUSY_RETRY_AFTER_S = 1;

/**
 * No free connection within LEADMAP_DB_ACQUIRE_TIMEOUT_MS: 503 `service_unavailable` with
 * Retry-After, never a 500 (node-postgres says so only in its message).
 */
function busyPool(err: unknown): never {
	if (err instanceof Error && /timeout exceeded when trying to connect/i.test(err.message)) {
		throw new UnavailableError("service_unavailable", "the database is busy; try again shortly", BUSY_RETRY_AFTER_S);
	}
	throw err;
}

/**
 * A uuid[] parameter as PostgreSQL's array text, for lists of thousands: node-postgres
 * quotes and escapes each element of a JS array (about a third of what reading a batch
 * of businesses allocated). Every element is checked to be a uuid, so none can break
 * out of the literal.
 */
export function uuidArray(ids: readonly string[]): string {
	for (const id of ids) if (!UUID_RE.test(id)) throw new TypeError("uuidArray takes uuids only");
	return `{${ids.join(",")}}`;
}

/** Rows as arrays of values in column order: for reads of thousands of rows, where naming every field costs. */
export async function queryArrays(sql: string, params: unknown[] = [], statement?: string): Promise<unknown[][]> {
	const result = await (await openDatabase()).query({ text: sql, values: params, rowMode: "array", name: statement }).catch(busyPool);
	return result.rows as unknown[][];
}

/** Marks the async context of an open transaction: a bus call made from inside it is refused (./transaction-guard.ts). */
const openTransaction = new AsyncLocalStorage<true>();

/** Whether the caller runs inside `transaction()`'s work. */
export function insideTransaction(): boolean {
	return openTransaction.getStore() === true;
}

/**
 * Runs `work` in one transaction on one connection. Rule: no bus call inside (a call waits on
 * another service, which may need a connection of this very pool): commit, then call.
 */
export async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
	const client: PoolClient = await (await openDatabase()).connect().catch(busyPool);
	// A checked-out connection has no listener of node-postgres's pool: one the server ends while no
	// statement runs (idle_in_transaction_session_timeout, a restart) would end the process.
	let lost: Error | undefined;
	const onLost = (err: Error): void => {
		lost = err;
	};
	client.on("error", onLost);
	const tx: Tx = { query: async (sql, params = []) => (await client.query(sql, params)).rows };
	try {
		await client.query("BEGIN");
		const result = await openTransaction.run(true, () => work(tx));
		await client.query("COMMIT");
		return result;
	} catch (err) {
		await client.query("ROLLBACK").catch((rollbackErr: Error) => (lost ??= rollbackErr));
		throw err;
	} finally {
		client.removeListener("error", onLost);
		client.release(lost); // a lost connection is closed, not given to the next caller
	}
}
