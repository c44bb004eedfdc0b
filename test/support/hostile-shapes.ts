import fc from "fast-check";
import { BROKEN_ENTITIES, UNICODE_SPACES, type HostileShape, type PageContacts } from "../../sandbox/hostile-pages";

/**
 * Hostile pages as fast-check generates them (test/hostile-pages.test.ts checks what must be
 * true of each; `npm run bench -- hostile` times them): every pattern of sandbox/hostile-pages.ts
 * with its sizes, characters and kinds drawn, up to about a megabyte a page.
 */

/** The business's profile every generated page links to, canonical. */
export const PROFILE = "https://facebook.com/shopfr";
/** Under the crawler's 1 MiB page cap. */
export const MAX_BYTES = 900_000;

export const contactsArb: fc.Arbitrary<PageContacts> = fc.record({
	address: fc.constantFrom("hello@shop.fr", "reservations@shop.fr", "chez.paul@gmail.com"),
	shown: fc.constantFrom("mailto" as const, "attribute" as const, "cloudflare" as const),
	socials: fc.constant(["https://www.facebook.com/shopfr/"]),
});

export const shapeArbs: Record<HostileShape["pattern"], fc.Arbitrary<HostileShape>> = {
	spaces: fc.record({ pattern: fc.constant("spaces" as const), char: fc.constantFrom(...UNICODE_SPACES), length: fc.integer({ min: 1, max: MAX_BYTES / 3 }) }),
	anchors: fc.record({
		pattern: fc.constant("anchors" as const),
		count: fc.integer({ min: 1, max: 20_000 }),
		kind: fc.constantFrom("mailto" as const, "social" as const, "cloudflare" as const, "attribute" as const, "link" as const),
		nested: fc.boolean(),
	}),
	nesting: fc.record({
		pattern: fc.constant("nesting" as const),
		depth: fc.integer({ min: 1, max: 150_000 }),
		tag: fc.constantFrom("div", "span", "a", "b", "p", "li", "ul", "svg", "math", "table", "td", "section", "font", "x-widget"),
		strayCloses: fc.integer({ min: 0, max: 60_000 }),
	}),
	attributes: fc.record({
		pattern: fc.constant("attributes" as const),
		name: fc.constantFrom("data-email", "data-config", "href", "title", "style", "onclick", "itemprop", "content", "data-cfemail"),
		length: fc.integer({ min: 1, max: MAX_BYTES }),
		char: fc.constantFrom("a", " ", "&", ".", "@", "\r", "<", "=", "\u3000", "é", "/"),
	}),
	entities: fc.record({
		pattern: fc.constant("entities" as const),
		entity: fc.constantFrom(...BROKEN_ENTITIES),
		count: fc.integer({ min: 1, max: 80_000 }),
		inAttribute: fc.boolean(),
	}),
	encodings: fc.record({
		pattern: fc.constant("encodings" as const),
		encoding: fc.constantFrom("latin1-with-utf8" as const, "invalid-utf8" as const, "utf16le" as const, "unknown-label" as const, "meta-conflict" as const),
		filler: fc.integer({ min: 0, max: MAX_BYTES / 2 }),
	}),
	scripts: fc.record({
		pattern: fc.constant("scripts" as const),
		statements: fc.integer({ min: 1, max: 120_000 }),
		kind: fc.constantFrom("appends" as const, "charcodes" as const, "concat" as const),
	}),
};
