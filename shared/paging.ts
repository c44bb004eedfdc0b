import { query } from "./db";

/** Offset paging for operator listings (accounts, ledgers, searches, deliveries): small tables read by people. */
export interface PageParams {
	limit?: number;
	offset?: number;
}

/** A page of rows, with how many there are in all, for "next: --offset N". */
export interface Page<T> {
	data: T[];
	total: number;
	limit: number;
	offset: number;
}

export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 500;

/** The params schema of a page (fastest-validator). */
export const PAGE_PARAMS = {
	limit: { type: "number", integer: true, min: 1, max: MAX_PAGE_LIMIT, optional: true },
	offset: { type: "number", integer: true, min: 0, optional: true },
} as const;

/** limit and offset with their defaults. */
export function pageOf(params: PageParams): { limit: number; offset: number } {
	return { limit: params.limit ?? DEFAULT_PAGE_LIMIT, offset: params.offset ?? 0 };
}

/**
 * A page of what `sql` selects (its ORDER BY included), and how many rows it selects in all.
 * `sql` is a trusted statement of a store; its params are $1…$n, limit and offset come after.
 */
export async function pagedQuery<R, T>(sql: string, params: unknown[], page: PageParams, map: (row: R) => T): Promise<Page<T>> {
	const { limit, offset } = pageOf(page);
	const n = params.length;
	const [rows, [count]] = await Promise.all([
		query<R>(`${sql} LIMIT $${n + 1} OFFSET $${n + 2}`, [...params, limit, offset]),
		query<{ total: number }>(`SELECT count(*)::int AS total FROM (${sql}) counted`, params),
	]);
	return { data: rows.map(map), total: count.total, limit, offset };
}
