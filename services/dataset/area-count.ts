import { query } from "../../shared/db";
import { escapeLike, SqlParams } from "../../shared/sql-params";
import type { CountInAreaParams } from "./dataset.contract";

/** Words shorter than this ("in", "de", "&") say nothing of what a business is. */
const MIN_WORD_LENGTH = 3;

/** Cheap plural folding ("dentists" → "dentist", "bakeries" → "bakery", "churches" → "church"), so the singular a business carries matches. */
function singular(word: string): string {
	if (word.length <= 3) return word;
	if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
	if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
	if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
	return word;
}

/** The keyword's words a business's name or categories must each carry, lower-cased and singular. */
export function keywordWords(keyword: string): string[] {
	const words = keyword
		.toLowerCase()
		.split(/[^\p{L}\p{N}]+/u)
		.filter((w) => w.length >= MIN_WORD_LENGTH);
	return [...new Set(words.map(singular))];
}

/**
 * Businesses of a provider inside the area whose name or categories carry every word of the
 * keyword, read up to `cap` (the position index narrows to the area first). A keyword without a
 * word to match counts nothing: the dataset cannot tell what it names.
 */
export async function countInArea(p: CountInAreaParams): Promise<number> {
	const words = keywordWords(p.keyword);
	if (!words.length) return 0;
	const params = new SqlParams();
	const { south, north, west, east } = p.area;
	const where = [
		`b.provider = ${params.add(p.provider)}`,
		"b.latitude IS NOT NULL AND b.longitude IS NOT NULL",
		`b.latitude BETWEEN ${params.add(Math.min(south, north))} AND ${params.add(Math.max(south, north))}`,
		`b.longitude BETWEEN ${params.add(Math.min(west, east))} AND ${params.add(Math.max(west, east))}`,
		...words.map((w) => `lower(b.name || ' ' || array_to_string(b.categories, ' ')) LIKE ${params.add(`%${escapeLike(w)}%`)}`),
	];
	const [row] = await query<{ n: number }>(
		`SELECT count(*)::int AS n FROM (SELECT 1 FROM businesses b WHERE ${where.join(" AND ")} LIMIT ${params.add(p.cap)}) capped`,
		params.values,
	);
	return row.n;
}
