/**
 * Writes a finished search with `count` results straight into the database (fast,
 * for volume tests and benchmarks): businesses, the account's leads and the
 * search's results, as the pipeline would have left them.
 */
export async function seedSearchWithLeads(sql: (text: string, params?: unknown[]) => Promise<any[]>, accountId: string, count: number): Promise<string> {
	const [search] = await sql(
		`INSERT INTO searches (id, account_id, provider, keyword, location, language, max_results, status, phase, result_count, processed, found, finished_at)
		 VALUES (gen_random_uuid(), $1, 'google', 'seeded', 'Lyon', 'en', $2, 'completed', 'done', $2, $2, $2, now()) RETURNING id`,
		[accountId, Math.min(count, 2000)],
	);
	await sql(
		`WITH b AS (
			INSERT INTO businesses (id, provider, provider_business_id, cid, place_id, name, full_address, locality, country, categories,
				rating, review_count, phone, website, domain, latitude, longitude, observed_at)
			SELECT gen_random_uuid(), 'google', (9000000000000000000 + g)::text || $3, (9000000000000000000 + g)::text || $3, 'ChIJseed' || g || $3,
				'Seeded Business ' || g, g || ' Rue de la République, 69002 Lyon, France', 'Lyon', 'FR', ARRAY['Restaurant', 'Café'],
				round((3 + (g % 20) / 10.0)::numeric, 1), g % 500, '+33 4 72 ' || lpad((g % 100)::text, 2, '0') || ' 00 00',
				CASE WHEN g % 3 = 0 THEN NULL ELSE 'https://seeded-' || g || '.example.fr/' END, NULL, 45.76, 4.83, now()
			FROM generate_series(1, $2) AS g RETURNING id, provider),
		l AS (
			INSERT INTO leads (id, account_id, business_id, provider, search_id, source)
			SELECT gen_random_uuid(), $1, b.id, b.provider, $4, 'search' FROM b RETURNING id, business_id, created_at)
		INSERT INTO search_results (search_id, business_id, lead_id, lead_created_at, position)
		SELECT $4, l.business_id, l.id, l.created_at, row_number() OVER () FROM l`,
		[accountId, count, `-${search.id.slice(0, 8)}`, search.id],
	);
	return search.id;
}
