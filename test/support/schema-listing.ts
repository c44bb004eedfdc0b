import { queryDatabase } from "./app";

/**
 * What a migrated database holds, in an order that does not depend on when each part ran:
 * every column (with its position in its table), constraint, index and extension of the public
 * schema, and the migrations recorded. Two databases with equal listings have the same schema.
 * NOT NULL shows in the columns only: PostgreSQL 18 also lists it among the constraints, older ones do not.
 */
export interface SchemaListing {
	columns: string[];
	constraints: string[];
	indexes: string[];
	extensions: string[];
}

export async function schemaListing(databaseUrl: string): Promise<SchemaListing> {
	const columns = await queryDatabase<{ line: string }>(
		databaseUrl,
		`
		SELECT concat_ws(' | ', table_name, ordinal_position, column_name, data_type, udt_name, is_nullable, column_default) AS line
		FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> 'migrations'
		ORDER BY table_name, ordinal_position`,
	);
	const constraints = await queryDatabase<{ line: string }>(
		databaseUrl,
		`
		SELECT concat_ws(' | ', c.conrelid::regclass::text, c.conname, pg_get_constraintdef(c.oid)) AS line
		FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
		WHERE n.nspname = 'public' AND c.conrelid <> 'migrations'::regclass AND c.contype <> 'n' ORDER BY 1`,
	);
	const indexes = await queryDatabase<{ line: string }>(
		databaseUrl,
		`
		SELECT indexdef AS line FROM pg_indexes WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY indexname`,
	);
	const extensions = await queryDatabase<{ line: string }>(databaseUrl, `SELECT extname AS line FROM pg_extension ORDER BY extname`);
	const lines = (rows: { line: string }[]): string[] => rows.map((r) => r.line);
	return { columns: lines(columns), constraints: lines(constraints), indexes: lines(indexes), extensions: lines(extensions) };
}

/** The migrations a database has recorded, in the order they ran. */
export async function recordedMigrations(databaseUrl: string): Promise<{ timestamp: string; name: string }[]> {
	return queryDatabase(databaseUrl, "SELECT timestamp::text, name FROM migrations ORDER BY id");
}
