import { readFileSync } from "node:fs";
import path from "node:path";
import { migrateSchema, SCHEMA_MIGRATIONS } from "../bin/schema";
import { reloadConfig } from "../shared/config";
import { closeDatabase, openDatabase } from "../shared/db";
import { useSchemaMigrations } from "../shared/schema-migrations";
import { createTestDatabase, queryDatabase } from "./support/app";
import { recordedMigrations, schemaListing, type SchemaListing } from "./support/schema-listing";

/**
 * Each service owns its migrations (services/<name>/migrations/), and one runner applies them all.
 * The fixture is what the code of the old layout (every migration in shared/migrations/) gave a new
 * database: the migrations it recorded, and the schema.
 */
const OLD_LAYOUT: SchemaListing & { recorded: { timestamp: string; name: string }[] } = JSON.parse(
	readFileSync(path.join(__dirname, "fixtures/schema-before-service-migrations.json"), "utf8"),
);
const OLD_NAMES = OLD_LAYOUT.recorded.map((r) => r.name);

const migrationOf = (m: (typeof SCHEMA_MIGRATIONS)[number]) => new m();
const NEW_NAMES = SCHEMA_MIGRATIONS.map((m) => migrationOf(m).name);
const timestampOf = (name: string): number => Number(name.slice(-13));

async function newDatabase(): Promise<string> {
	const url = await createTestDatabase();
	process.env.DATABASE_URL = url;
	reloadConfig();
	return url;
}

/** Leaves the database as the old layout's code would have: the schema of its first `count` migrations, their names recorded. */
async function recordAsOldLayout(url: string, count: number): Promise<void> {
	const old = OLD_LAYOUT.recorded.slice(0, count);
	await queryDatabase(url, "DELETE FROM migrations");
	for (const { timestamp, name } of old) await queryDatabase(url, "INSERT INTO migrations (timestamp, name) VALUES ($1, $2)", [timestamp, name]);
}

function schemaOnly({ columns, constraints, indexes, extensions }: SchemaListing): SchemaListing {
	return { columns, constraints, indexes, extensions };
}

/** The tables of migrations written since the split (not in the old layout's schema): add a new migration's tables here. */
const TABLES_SINCE_THE_SPLIT = ["monitor_events"];
const LAST_OLD = Math.max(...OLD_NAMES.map(timestampOf));
/** In the order they run: by timestamp, whichever service owns them. */
const NAMES_SINCE_THE_SPLIT = NEW_NAMES.filter((name) => timestampOf(name) > LAST_OLD).sort((a, b) => timestampOf(a) - timestampOf(b));
/** A listing without the tables made since the split, to compare with the old layout's. */
async function schemaOfOldTables(url: string): Promise<SchemaListing> {
	const { columns, constraints, indexes, extensions } = await schemaListing(url);
	const later = (line: string) => TABLES_SINCE_THE_SPLIT.some((t) => line.startsWith(`${t} | `) || line.includes(` ON public.${t} `));
	return {
		columns: columns.filter((l) => !later(l)),
		constraints: constraints.filter((l) => !later(l)),
		indexes: indexes.filter((l) => !later(l)),
		extensions,
	};
}

afterEach(() => closeDatabase());

test("a new database gets every service's migrations in the order of their timestamps, and the old layout's schema", async () => {
	const url = await newDatabase();
	const { ran, recorded } = await migrateSchema();
	expect(ran).toEqual([...NEW_NAMES].sort((a, b) => timestampOf(a) - timestampOf(b)));
	expect(await schemaOfOldTables(url)).toEqual(schemaOnly(OLD_LAYOUT));
	// The old layout's names are recorded too: its code, run on this database, would apply nothing.
	expect(recorded).toEqual(expect.arrayContaining([...OLD_NAMES, ...NEW_NAMES]));
	expect(new Set(recorded).size).toBe(recorded.length);
});

test("a database the old layout migrated runs nothing of it again (only what came since), and keeps every name it recorded", async () => {
	const url = await newDatabase();
	await migrateSchema();
	await recordAsOldLayout(url, OLD_NAMES.length);
	// as the old layout left it: without what migrations since the split made, which run now, and only they
	for (const table of TABLES_SINCE_THE_SPLIT) await queryDatabase(url, `DROP TABLE ${table}`);
	const { ran, recorded } = await migrateSchema();
	expect(ran).toEqual(NAMES_SINCE_THE_SPLIT);
	expect(recorded.slice(0, OLD_NAMES.length)).toEqual(OLD_NAMES);
	expect(recorded).toEqual(expect.arrayContaining(NEW_NAMES));
	expect(await schemaOfOldTables(url)).toEqual(schemaOnly(OLD_LAYOUT));
	const again = await migrateSchema();
	expect(again).toEqual({ ran: [], recorded });
});

test("a database the old layout migrated part-way gets only what came after, split or not", async () => {
	// The old layout stopped after SearchQuote1733650000000, itself split between searches and the dataset.
	const oldCount = OLD_NAMES.indexOf("SearchQuote1733650000000") + 1;
	const cutoff = timestampOf(OLD_NAMES[oldCount]);
	const url = await newDatabase();
	useSchemaMigrations(SCHEMA_MIGRATIONS.filter((m) => timestampOf(migrationOf(m).name) < cutoff));
	await openDatabase();
	await closeDatabase();
	await recordAsOldLayout(url, oldCount);

	const { ran } = await migrateSchema();
	expect(ran).toEqual(NEW_NAMES.filter((name) => timestampOf(name) >= cutoff).sort((a, b) => timestampOf(a) - timestampOf(b)));
	expect(await schemaOfOldTables(url)).toEqual(schemaOnly(OLD_LAYOUT));
	expect((await recordedMigrations(url)).map((r) => r.name)).toEqual(expect.arrayContaining([...OLD_NAMES, ...NEW_NAMES]));
});

test("two migrations with one timestamp are refused: their order would be left to chance", () => {
	// FoundationKeys1732300000000 has this timestamp already.
	class Twin1732300000000 {
		name = "Twin1732300000000";
		async up(): Promise<void> {}
		async down(): Promise<void> {}
	}
	expect(() => useSchemaMigrations([...SCHEMA_MIGRATIONS, Twin1732300000000])).toThrow(/one timestamp/);
});
