import type { QueryRunner, SchemaMigration } from "../../../shared/schema-migrations";

/** The order a research run reads its reviews in, and the date before which it reads none (null: newest first, all of them). */
export class ResearchReviewOrder1734400000000 implements SchemaMigration {
	name = "ResearchReviewOrder1734400000000";

	async up(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs ADD COLUMN reviews_sort text, ADD COLUMN reviews_since timestamptz`);
	}

	async down(q: QueryRunner): Promise<void> {
		await q.query(`ALTER TABLE business_runs DROP COLUMN reviews_sort, DROP COLUMN reviews_since`);
	}
}
