/**
 * Async iterators over the API's paged lists, one item at a time, fetching the next page only when
 * the current one is used up. The lists keep the shapes they were defined with
 * (docs/api-reference.md, "List shapes"): `{ leads, nextCursor }`, `{ data, total }` paged by
 * offset, and `{ data, nextCursor }` (the cursor null, or absent, on the last page).
 */

/** Pages by cursor: `load(undefined)` is the first page; stops when `nextCursor` is null or absent. */
export async function* cursorItems<Page, Item>(
	load: (cursor: string | undefined) => Promise<Page>,
	itemsOf: (page: Page) => readonly Item[],
	nextCursorOf: (page: Page) => string | null | undefined,
): AsyncGenerator<Item, void, undefined> {
	let cursor: string | undefined;
	do {
		const page = await load(cursor);
		yield* itemsOf(page);
		cursor = nextCursorOf(page) ?? undefined;
	} while (cursor !== undefined);
}

/** Pages by `offset` over `{ data, total }`: stops after `total` items or at an empty page. */
export async function* offsetItems<Item>(load: (offset: number) => Promise<{ data: readonly Item[]; total: number }>): AsyncGenerator<Item, void, undefined> {
	for (let offset = 0; ;) {
		const page = await load(offset);
		yield* page.data;
		offset += page.data.length;
		if (page.data.length === 0 || offset >= page.total) return;
	}
}

/** Every item of an async iterable, in order (for short lists: it holds them all in memory). */
export async function collect<Item>(items: AsyncIterable<Item>, max = Infinity): Promise<Item[]> {
	const all: Item[] = [];
	for await (const item of items) {
		if (all.length >= max) break;
		all.push(item);
	}
	return all;
}
