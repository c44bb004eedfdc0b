import type { QueryRunner, SchemaMigration } from "../schema-migrations";

/** The secrets shared code keeps in the database: the key that signs paging cursors (shared/cursor.ts). */
export class SearchesSecrets1732400000003 implements SchemaMigration {
	name = "SearchesSecrets1732400000003";
	replaces = "Searches1732400000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			CREATE TABLE app_secrets (
				name text PRIMARY KEY,
				value text NOT NULL
			)`);
		await q.query(`INSERT INTO app_secrets (name, value)
			VALUES ('cursor', md5(random()::text || clock_timestamp()::text) || md5(random()::text || clock_timestamp()::text))`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP TABLE app_secrets`);
	}
}
