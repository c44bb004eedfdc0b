import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/**
 * What a place shows (issue 18): time zone, opening hours, status, description, price range and
 * the phone in E.164 as columns of businesses, and the indexes of the listing's businessStatus and
 * hasHours filters. Rows written before keep these null until a run observes them again, except
 * what their `details` already held (time zone, description, Google's status line).
 */
export class PlaceFields1733700000000 implements SchemaMigration {
	name = "PlaceFields1733700000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`
			ALTER TABLE businesses
				ADD COLUMN timezone text,
				ADD COLUMN opening_hours jsonb,
				ADD COLUMN business_status text CHECK (business_status IN ('operational', 'closed_temporarily', 'closed_permanently')),
				ADD COLUMN description text,
				ADD COLUMN price_range text,
				ADD COLUMN phone_e164 text`);
		await q.query(`
			UPDATE businesses SET
				timezone = details->>'timezone',
				description = details->>'description',
				business_status = CASE
					WHEN details->>'businessStatus' ILIKE '%permanently closed%' THEN 'closed_permanently'
					WHEN details->>'businessStatus' ILIKE '%temporarily closed%' THEN 'closed_temporarily'
					WHEN details->>'businessStatus' IS NOT NULL THEN 'operational' END
			WHERE details ?| array['timezone', 'description', 'businessStatus']`);
		// ?businessStatus=: the listing's order within one status.
		await q.query(`CREATE INDEX businesses_status_listing_idx ON businesses (business_status, created_at DESC, id DESC)`);
		// ?hasHours=false: the rows without hours are the few; hasHours=true walks the listing index.
		await q.query(`CREATE INDEX businesses_no_hours_listing_idx ON businesses (created_at DESC, id DESC) WHERE opening_hours IS NULL`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`DROP INDEX businesses_no_hours_listing_idx, businesses_status_listing_idx`);
		await q.query(`ALTER TABLE businesses DROP COLUMN phone_e164, DROP COLUMN price_range, DROP COLUMN description,
			DROP COLUMN business_status, DROP COLUMN opening_hours, DROP COLUMN timezone`);
	}
}
