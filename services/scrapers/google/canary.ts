import { DRIFT_RULE, emptyHealth, HEALTH_FIELDS, HealthTally, type HealthField } from "../../../shared/provider-health";
import type { ProviderHttp } from "../framework/provider-http";
import { toObservation } from "./keyless-pager";
import { detectBlock, parseSearchPage } from "./parse";
import { buildSearchUrl } from "./request";

/**
 * The canary (`npm run canary -- google`, docs/provider-drift.md): the question Google answered in the
 * golden fixture (test/fixtures/google/output.json, "coffee" around Ilion, Athens) asked again of the
 * configured provider, both answers read by the scrapers' own parser, and the share of places with each
 * field compared. Places change from day to day; the share of them showing a phone does not, unless
 * the layout did.
 */
export const GOLDEN_SEARCH = { file: "output.json", query: "coffee", lang: "en", lat: 38.0331931, lng: 23.7094475, spanMeters: 4_000, pageSize: 20 } as const;

export interface FieldVerdict {
	field: HealthField;
	golden: number;
	live: number;
	ok: boolean;
}
export interface CanaryReport {
	ok: boolean;
	/** why it failed, one line each ([] when ok) */
	problems: string[];
	goldenPlaces: number;
	livePlaces: number;
	fields: FieldVerdict[];
}

/** Shares of the places of one answer with each field; null when the answer is not laid out as the parser knows. */
function sharesOf(body: string): { places: number; shares: number[] } | null {
	const page = parseSearchPage(body);
	if (page.malformed || !page.recognised) return null;
	const tally = new HealthTally();
	tally.answer(page.places.map(toObservation), true);
	const h = tally.take() ?? emptyHealth();
	return { places: h.results, shares: h.fields.map((n) => (h.results ? n / h.results : 0)) };
}

/** Compares the provider's answer with the golden one: drift when a field the golden answer mostly has falls under half its share. */
export function compareWithGolden(goldenBody: string, liveBody: string): CanaryReport {
	const golden = sharesOf(goldenBody);
	if (!golden) throw new Error("the golden fixture no longer parses: the parser changed, not the provider (fix the parser or the fixture)");
	const live = sharesOf(liveBody);
	if (!live) {
		return { ok: false, problems: ["the answer's structure is not the one the parser knows"], goldenPlaces: golden.places, livePlaces: 0, fields: [] };
	}
	const fields = HEALTH_FIELDS.map((field, i): FieldVerdict => {
		const g = golden.shares[i];
		const l = live.shares[i];
		return { field, golden: round(g), live: round(l), ok: g < DRIFT_RULE.minBaseline || l >= DRIFT_RULE.raiseBelow * g };
	});
	const problems = fields.filter((f) => !f.ok).map((f) => `${f.field}: ${f.live} of places, against ${f.golden} in the golden answer`);
	const fewest = Math.ceil(golden.places * DRIFT_RULE.raiseBelow);
	if (live.places < fewest) problems.unshift(`${live.places} places read, against ${golden.places} in the golden answer`);
	return { ok: problems.length === 0, problems, goldenPlaces: golden.places, livePlaces: live.places, fields };
}

function round(n: number): number {
	return Math.round(n * 100) / 100;
}

/** Asks the provider at `baseUrl` the golden question; throws when it does not answer (or refuses: a block is not drift). */
export async function askGoldenQuestion(http: ProviderHttp, baseUrl: string): Promise<string> {
	const { query, lang, lat, lng, spanMeters, pageSize } = GOLDEN_SEARCH;
	const res = await http.fetch(buildSearchUrl(baseUrl, { query, lang, lat, lng, spanMeters, offset: 0, pageSize }));
	const block = detectBlock(res.status, res.headers, res.body);
	if (block) throw new Error(`the provider refused the canary (${block})`);
	if (res.status !== 200) throw new Error(`the provider answered HTTP ${res.status}`);
	return res.body;
}
