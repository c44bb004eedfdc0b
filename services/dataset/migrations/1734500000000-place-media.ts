import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * A place's photos and popular times (issue 29) as columns of businesses: null until a read that
 * carries them (a place page: research runs, monitor checks, lookups of unseen ids) observes the row.
 */
export class PlaceMedia1734500000000 implements SchemaMigration {
	name = "PlaceMedia1734500000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			ALTER TABLE businesses
				ADD COLUMN photos jsonb CHECK (jsonb_typeof(photos) = 'array'),
				ADD COLUMN photo_count integer CHECK (photo_count >= 0),
				ADD COLUMN popular_times jsonb CHECK (jsonb_typeof(popular_times) = 'object')`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE businesses DROP COLUMN popular_times, DROP COLUMN photo_count, DROP COLUMN photos`);
	}
}
