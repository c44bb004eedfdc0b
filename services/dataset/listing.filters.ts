import { PROVIDERS, type Provider } from "../../shared/business";
import { BadRequestError } from "../../shared/errors";
import { BUSINESS_STATUSES, type BusinessStatus } from "../../shared/place-fields";
import { parseIntParam, parseProviders } from "../../shared/params";
import { DEFAULT_LIMIT, EMAIL_STATUSES, MAX_LIMIT, MAX_PAGE, type EmailStatus, type ListBusinessesParams } from "./dataset.contract";

const MAX_WORDS = 8;
const INDEXABLE_WORD = /[\p{L}\p{N}]{3}/u;

/** What the rows must match; null (or empty) means "does not filter". */
export interface ListingFilters {
	/** null when all three providers are asked for */
	providers: Provider[] | null;
	/** words of `q`, lower-cased: each must appear in the name or the address */
	words: string[];
	country: string | null;
	locality: string | null;
	category: string | null;
	minRating: number | null;
	hasPhone: boolean | null;
	hasWebsite: boolean | null;
	hasEmail: boolean | null;
	hasHours: boolean | null;
	owned: boolean | null;
	emailStatuses: EmailStatus[] | null;
	businessStatuses: BusinessStatus[] | null;
}

export interface ListingRequest {
	filters: ListingFilters;
	limit: number;
	cursor: string | null;
	page: number | null;
}

const blank = (v: string | undefined): v is undefined => v === undefined || v.trim() === "";

function threeState(name: string, value: string | undefined): boolean | null {
	if (value === undefined) return null;
	if (value === "true") return true;
	if (value === "false") return false;
	throw new BadRequestError(`${name} must be true or false`);
}

function parseWords(q: string | undefined): string[] {
	if (blank(q)) return [];
	const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
	if (words.length > MAX_WORDS) throw new BadRequestError(`q may have at most ${MAX_WORDS} words`);
	// The trigram index needs 3 letters or digits in a row somewhere; without them every row would be read.
	if (!words.some((w) => INDEXABLE_WORD.test(w))) throw new BadRequestError("q needs a word of at least 3 letters or digits");
	return words;
}

function parseCountry(value: string | undefined): string | null {
	if (blank(value)) return null;
	const country = value.trim();
	if (!/^[A-Za-z]{2}$/.test(country)) throw new BadRequestError("country must be a 2-letter code");
	return country.toUpperCase();
}

function parseMinRating(value: string | undefined): number | null {
	if (blank(value)) return null;
	const text = value.trim();
	if (!/^\d+(\.\d+)?$/.test(text) || Number(text) > 5) throw new BadRequestError("minRating must be a number from 0 to 5");
	return Number(text);
}

/** A repeated or comma-separated query value whose items must all be among `allowed`; sorted, without repeats. */
function parseEnumList<T extends string>(name: string, allowed: readonly T[], value: string | string[] | undefined): T[] | null {
	if (value === undefined || value === "") return null;
	const items = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(",")).map((s) => s.trim());
	const picked = new Set<T>();
	for (const item of items) {
		if (!(allowed as readonly string[]).includes(item)) throw new BadRequestError(`${name} must be among ${allowed.join(", ")}`);
		picked.add(item as T);
	}
	return [...picked].sort();
}

/** `page` and `cursor` are two ways to page: never both; beyond page 500 only the cursor goes on. */
function parsePage(value: string | undefined, cursor: string | null): number | null {
	if (blank(value)) return null;
	if (cursor) throw new BadRequestError("page and cursor cannot be used together");
	const text = value.trim();
	if (!/^\d+$/.test(text) || Number(text) < 1) throw new BadRequestError("page must be a whole number from 1");
	const page = Number(text);
	if (page > MAX_PAGE) throw new BadRequestError(`page goes up to ${MAX_PAGE}; use cursor to go further`, "cursor_required");
	return page;
}

export function parseListingRequest(p: ListBusinessesParams): ListingRequest {
	const providers = parseProviders(p.provider).sort();
	const cursor = blank(p.cursor) ? null : p.cursor;
	const filters: ListingFilters = {
		providers: providers.length === PROVIDERS.length ? null : providers,
		words: parseWords(p.q),
		country: parseCountry(p.country),
		locality: blank(p.locality) ? null : p.locality,
		category: blank(p.category) ? null : p.category,
		minRating: parseMinRating(p.minRating),
		hasPhone: threeState("hasPhone", p.hasPhone),
		hasWebsite: threeState("hasWebsite", p.hasWebsite),
		hasEmail: threeState("hasEmail", p.hasEmail),
		hasHours: threeState("hasHours", p.hasHours),
		owned: threeState("owned", p.owned),
		emailStatuses: parseEnumList("emailStatus", EMAIL_STATUSES, p.emailStatus),
		businessStatuses: parseEnumList("businessStatus", BUSINESS_STATUSES, p.businessStatus),
	};
	return {
		filters,
		limit: parseIntParam("limit", p.limit, DEFAULT_LIMIT, 1, MAX_LIMIT),
		cursor,
		page: parsePage(p.page, cursor),
	};
}

/**
 * A cursor is bound to the account and to the exact filter set: taken to another
 * account or another filter it no longer verifies. The limit may change between pages.
 */
export function listingCursorScope(accountId: string, f: ListingFilters): string {
	const canonical = [
		f.providers,
		[...f.words].sort(),
		f.country,
		f.locality,
		f.category,
		f.minRating,
		f.hasPhone,
		f.hasWebsite,
		f.hasEmail,
		f.owned,
		f.emailStatuses,
		// added later: only when used, so cursors of the filters before them still verify
		...(f.hasHours !== null || f.businessStatuses ? [f.hasHours, f.businessStatuses] : []),
	];
	return `businesses:${accountId}:${JSON.stringify(canonical)}`;
}
