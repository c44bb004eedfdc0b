import type { CheerioAPI } from "cheerio";
import type * as Cheerio from "cheerio";

/** Reads Bing's overlay HTML (see ../bing.md). Every read is null-safe; nothing here throws. */

export interface BingPlace {
	/** the ypid, e.g. "YN114x189818795" */
	ypid: string;
	name: string;
	address: string | null;
	phone: string | null;
	website: string | null;
	categories: string[];
	rating: number | null;
	reviewCount: number | null;
	latitude: number | null;
	longitude: number | null;
}

export interface OverlayPage {
	places: BingPlace[];
	/** listing elements on the page, whether or not they could be read */
	total: number;
	/** the body was empty, cut off inside a tag, or every listing's data-entity was unreadable */
	malformed: boolean;
}

export interface InfoboxResult {
	place: BingPlace | null;
	/** Bing said it has no such place (`div.mobileErrMsgFail`) */
	notFound: boolean;
	malformed: boolean;
}

export type BingBlock = "blocked" | "rate_limited";

const LISTING_SELECTOR = "a.listings-item[data-entity], div.b_maglistcard[data-entity]";
/**
 * `4.5/5 … (123)`; counts may carry thousands separators ("(1,234)"); "(212) 366-1182" is a phone number, not a count.
 * The count is looked for within 200 characters of the rating: an unbounded `.*?` made every `x/5` scan to the end (quadratic on a long answer).
 */
const RATING_REVIEWS = /(\d(?:[.,]\d)?)\s*\/\s*5.{0,200}?\((\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)\)(?!\s?\d)/s;
const RATING_ONLY = /(\d(?:[.,]\d)?)\s*\/\s*5(?!\d)/;
const MAX_NAME = 1000;

type Json = Record<string, unknown>;

function obj(v: unknown): Json | null {
	return v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null;
}

function text(v: unknown, max = 2000): string | null {
	if (typeof v === "number" && Number.isFinite(v)) return String(v);
	if (typeof v !== "string") return null;
	const t = v
		.replace(/[\u00a0\u2009\u202f]/g, " ")
		.replace(/\s+/g, " ")
		.trim();
	return t === "" ? null : t.slice(0, max);
}

function coordinate(v: unknown, limit: number): number | null {
	const n = typeof v === "string" && v.trim() !== "" ? Number(v) : v;
	return typeof n === "number" && Number.isFinite(n) && Math.abs(n) <= limit ? Math.round(n * 1e7) / 1e7 : null;
}

function parseJson(raw: string | undefined): Json | null {
	if (!raw) return null;
	try {
		return obj(JSON.parse(raw));
	} catch {
		return null;
	}
}

/** Bing's `address` is a display line; an object form (as in the Maps REST API) is read too. */
function addressOf(v: unknown): string | null {
	const direct = text(v);
	if (direct) return direct;
	const a = obj(v);
	if (!a) return null;
	const formatted = text(a.formattedAddress);
	if (formatted) return formatted;
	const line = [a.addressLine, a.locality, a.postalCode, a.countryRegion]
		.map((x) => text(x))
		.filter(Boolean)
		.join(", ");
	return line || null;
}

function websiteOf(v: unknown): string | null {
	const raw = text(v);
	if (!raw) return null;
	const withScheme = /^https?:\/\//i.test(raw) ? raw : /^[\w-]+(\.[\w-]+)+(\/|$)/.test(raw) ? `http://${raw}` : null;
	if (!withScheme) return null;
	try {
		const url = new URL(withScheme);
		return url.protocol === "http:" || url.protocol === "https:" ? withScheme.slice(0, 2048) : null;
	} catch {
		return null;
	}
}

/** primaryCategoryName first, then the named steps of primaryCategoryPath ("Restaurants > Italian", ids dropped). */
function categoriesOf(entity: Json): string[] {
	const out: string[] = [];
	const seen = new Set<string>();
	const add = (c: unknown) => {
		const t = text(c, 200);
		if (!t || /^\d+$/.test(t) || seen.has(t.toLowerCase())) return;
		seen.add(t.toLowerCase());
		out.push(t);
	};
	add(entity.primaryCategoryName);
	const path = entity.primaryCategoryPath;
	if (Array.isArray(path)) [...path].reverse().forEach(add);
	// Split on the separators alone (each step is trimmed by `text`): `\s*` around them backtracked on long whitespace runs.
	else if (typeof path === "string")
		path
			.split(/[>/|›»]/)
			.reverse()
			.forEach(add);
	return out;
}

function number(s: string): number {
	return Number(s.replace(",", "."));
}

/** Rating and review count from a result's fact row text. */
export function parseFactRow(factText: string | null | undefined): { rating: number | null; reviewCount: number | null } {
	const t = typeof factText === "string" ? factText.replace(/\s+/g, " ") : "";
	const both = RATING_REVIEWS.exec(t);
	if (both) {
		const rating = number(both[1]);
		const count = Number(both[2].replace(/\D/g, ""));
		return { rating: rating >= 0 && rating <= 5 ? rating : null, reviewCount: Number.isSafeInteger(count) ? count : null };
	}
	const only = RATING_ONLY.exec(t);
	const rating = only ? number(only[1]) : NaN;
	return { rating: rating >= 0 && rating <= 5 ? rating : null, reviewCount: null };
}

/** One `data-entity` value (already JSON-parsed) and its result's fact row text; null without a ypid or a name. */
export function placeFromEntity(data: unknown, factText?: string | null): BingPlace | null {
	const root = obj(data);
	const entity = obj(root?.entity) ?? root;
	if (!root || !entity) return null;
	const ypid = text(entity.id, 200) ?? text(entity.ypid, 200);
	const name = text(entity.title, MAX_NAME) ?? text(entity.name, MAX_NAME);
	if (!ypid || !name) return null;
	const geometry = obj(root.geometry) ?? obj(entity.geometry);
	const { rating, reviewCount } = parseFactRow(factText);
	return {
		ypid,
		name,
		address: addressOf(entity.address),
		phone: text(entity.phone, 100),
		website: websiteOf(entity.website),
		categories: categoriesOf(entity),
		rating,
		reviewCount,
		latitude: coordinate(geometry?.y ?? geometry?.latitude, 90),
		longitude: coordinate(geometry?.x ?? geometry?.longitude, 180),
	};
}

/** The fact row holding the rating (and the row after it, where some layouts put the count); the whole result without rows. */
function factTextOf($: CheerioAPI, result: ReturnType<CheerioAPI>): string {
	const rows = result
		.find(".b_factrow")
		.map((_, row) => $(row).text())
		.get();
	if (!rows.length) return result.text();
	const at = rows.findIndex((r) => RATING_ONLY.test(r));
	return at === -1 ? "" : rows.slice(at, at + 2).join(" · ");
}

/** cheerio, loaded by the first Bing page: only the Bing scraper reads one, and every process loads this module. */
let cheerio: typeof Cheerio | null = null;

function loadSafely(body: string): CheerioAPI | null {
	const { load } = (cheerio ??= require("cheerio") as typeof Cheerio);
	try {
		return load(body);
	} catch {
		return null;
	}
}

/** A body cut off in the middle of a tag: the HTML parser silently drops that last element, so it would pass for a shorter page. */
function endsInsideTag(body: string): boolean {
	return body.lastIndexOf("<") > body.lastIndexOf(">");
}

/** Every `a.listings-item` / `div.b_maglistcard` result of an overlay listing, in page order. */
export function parseOverlayPage(body: string | null | undefined): OverlayPage {
	if (typeof body !== "string" || body.trim() === "") return { places: [], total: 0, malformed: true };
	const $ = loadSafely(body);
	if (!$) return { places: [], total: 0, malformed: true };
	const places: BingPlace[] = [];
	let unreadable = 0;
	const elements = $(LISTING_SELECTOR);
	elements.each((_, el) => {
		const result = $(el);
		const data = parseJson(result.attr("data-entity"));
		if (!data) {
			unreadable++;
			return;
		}
		const place = placeFromEntity(data, factTextOf($, result));
		if (place) places.push(place);
	});
	const malformed = (elements.length > 0 && unreadable === elements.length) || endsInsideTag(body);
	return { places, total: elements.length, malformed };
}

/** The lookup by ypid: `div.overlay-taskpane[data-entity]`, or `div.mobileErrMsgFail` when Bing has no such place. */
export function parseInfobox(body: string | null | undefined): InfoboxResult {
	if (typeof body !== "string" || body.trim() === "") return { place: null, notFound: false, malformed: true };
	const $ = loadSafely(body);
	if (!$) return { place: null, notFound: false, malformed: true };
	const pane = $("div.overlay-taskpane[data-entity]").first();
	if (pane.length) {
		const place = placeFromEntity(parseJson(pane.attr("data-entity")), factTextOf($, pane));
		return { place, notFound: false, malformed: place === null };
	}
	if ($("div.mobileErrMsgFail").length) return { place: null, notFound: true, malformed: false };
	return { place: null, notFound: false, malformed: true };
}

/** Bing's throttling page is a short body starting `Ref A: <id> Ref B: <edge> Ref C: <time>`, sometimes wrapped in markup. */
export function detectBingBlock(status: number, body: string | null | undefined): BingBlock | null {
	const head = typeof body === "string" ? body.slice(0, 4_000).trimStart() : "";
	if (head.startsWith("Ref A:")) return "blocked";
	if (head.length < 4_000 && /Ref A:\s*\S+/.test(head) && /Ref B:/.test(head) && !/data-entity=/.test(head)) return "blocked";
	if (status === 429) return "rate_limited";
	return null;
}
