import type { Provider } from "../../shared/business";
import { BadRequestError } from "../../shared/errors";
import { parseProviders } from "../../shared/params";
import { LEAD_STATUSES, MAX_TAG_LENGTH, MAX_TAGS, type LeadFilterParams, type LeadStatus } from "./leads.contract";

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 100;
const CONTROL = /[\u0000-\u001f\u007f]/;
/** A date, or a date and time with an optional zone: what `Date.parse` reads the same everywhere (PostgreSQL has no year 0). */
const ISO_TIME = /^[1-9]\d{3}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** What the account's leads must match; null (or empty) means "does not filter". */
export interface LeadFilters {
	providers: Provider[];
	statuses: LeadStatus[] | null;
	/** every one of them */
	tags: string[];
	hasEmail: boolean | null;
	/** lower-cased words, each in the business's name or domain */
	words: string[];
	createdAfter: string | null;
	createdBefore: string | null;
}

const absent = (v: unknown) => v === undefined || v === null || v === "";

/** A query string value (or a JSON body's) as a list: repeated, comma-separated where `commas`, or an array. */
function listOf(name: string, value: unknown, commas: boolean): string[] {
	if (absent(value)) return [];
	const items = Array.isArray(value) ? value : [value];
	if (items.some((v) => typeof v !== "string")) throw new BadRequestError(`${name} must be text`);
	return (items as string[]).flatMap((v) => (commas ? v.split(",") : [v])).map((v) => v.trim());
}

function oneText(name: string, value: unknown): string | null {
	if (absent(value)) return null;
	if (typeof value !== "string") throw new BadRequestError(`${name} must be given once, as text`);
	if (CONTROL.test(value)) throw new BadRequestError(`${name} must not hold control characters`);
	return value;
}

function parseStatuses(value: unknown): LeadStatus[] | null {
	const items = listOf("status", value, true);
	if (!items.length) return null;
	for (const item of items) {
		if (!(LEAD_STATUSES as readonly string[]).includes(item)) throw new BadRequestError(`status must be among ${LEAD_STATUSES.join(", ")}`);
	}
	return [...new Set(items as LeadStatus[])].sort();
}

function parseTags(value: unknown): string[] {
	const tags = [...new Set(listOf("tag", value, false))];
	if (tags.length > MAX_TAGS) throw new BadRequestError(`tag may be given at most ${MAX_TAGS} times`);
	for (const tag of tags) {
		if (!tag || tag.length > MAX_TAG_LENGTH || CONTROL.test(tag))
			throw new BadRequestError(`a tag is 1 to ${MAX_TAG_LENGTH} characters, without control characters`);
	}
	return tags.sort();
}

function parseHasEmail(value: unknown): boolean | null {
	if (absent(value)) return null;
	if (value === true || value === "true") return true;
	if (value === false || value === "false") return false;
	throw new BadRequestError("hasEmail must be true or false");
}

function parseWords(value: unknown): string[] {
	const q = oneText("q", value);
	if (q === null || !q.trim()) return [];
	const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))];
	if (words.length > MAX_WORDS) throw new BadRequestError(`q may have at most ${MAX_WORDS} words`);
	if (words.some((w) => w.length > MAX_WORD_LENGTH)) throw new BadRequestError(`a word of q has at most ${MAX_WORD_LENGTH} characters`);
	return words.sort();
}

/** `2024-02-30` is no day (Date.parse would make it March 1st). */
function isCalendarDate(ymd: string): boolean {
	const [y, m, d] = ymd.split("-").map(Number);
	const date = new Date(Date.UTC(y, m - 1, d));
	return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function parseTime(name: string, value: unknown): string | null {
	const text = oneText(name, value);
	if (text === null) return null;
	const ms = ISO_TIME.test(text.trim()) && isCalendarDate(text.trim().slice(0, 10)) ? Date.parse(text.trim()) : NaN;
	if (!Number.isFinite(ms)) throw new BadRequestError(`${name} must be an ISO 8601 date or time, e.g. 2024-12-01T00:00:00Z`);
	return new Date(ms).toISOString();
}

export function parseLeadFilters(p: LeadFilterParams): LeadFilters {
	const filters: LeadFilters = {
		providers: parseProviders(p.provider).sort(),
		statuses: parseStatuses(p.status),
		tags: parseTags(p.tag),
		hasEmail: parseHasEmail(p.hasEmail),
		words: parseWords(p.q),
		createdAfter: parseTime("createdAfter", p.createdAfter),
		createdBefore: parseTime("createdBefore", p.createdBefore),
	};
	return filters;
}

/**
 * A cursor is bound to the account and the filter set: with the same filters it goes on where
 * the page ended; taken to another account or other filters it no longer verifies. Without the
 * management filters the scope is the one cursors had before them, so those stay valid.
 */
export function leadsCursorScope(accountId: string, f: LeadFilters): string {
	const base = `leads:${accountId}:${f.providers.join(",")}`;
	const more = [f.statuses, f.tags, f.hasEmail, f.words, f.createdAfter, f.createdBefore];
	const filtered = f.statuses || f.tags.length || f.hasEmail !== null || f.words.length || f.createdAfter || f.createdBefore;
	return filtered ? `${base}:${JSON.stringify(more)}` : base;
}

/** Whether the business's row must be read to filter (the other filters are the lead's own columns). */
export const readsBusinesses = (f: LeadFilters): boolean => f.hasEmail !== null || f.words.length > 0;
