import { openingHoursText } from "../../shared/place-fields";
import { photoUrlsText, popularTimesText } from "../../shared/place-media";
import type { Lead } from "../leads/leads.contract";

export const EMAIL_COLUMNS = 5;
export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "x", "youtube", "tiktok", "pinterest"] as const;

export type CellValue = string | number | null;

/** A column of the flat files; `value` is undefined or null where the lead has none (an empty cell). */
export interface Column {
	header: string;
	kind: "text" | "number";
	width: number;
	value(lead: Lead): CellValue | undefined;
}

const text = (header: string, width: number, value: (l: Lead) => string | null | undefined): Column => ({ header, kind: "text", width, value });
const num = (header: string, width: number, value: (l: Lead) => number | null | undefined): Column => ({ header, kind: "number", width, value });

function social(lead: Lead, network: string): string | null {
	const socials = lead.socials ?? {};
	return socials[network] ?? (network === "x" ? (socials.twitter ?? null) : null);
}

/** One flat row per lead: emails and socials spread into readable columns. */
export const LEAD_COLUMNS: Column[] = [
	text("id", 38, (l) => l.id),
	text("name", 32, (l) => l.name),
	text("full_address", 40, (l) => l.fullAddress),
	text("categories", 28, (l) => l.categories?.join("; ")),
	text("phone", 18, (l) => l.phone),
	text("website", 32, (l) => l.website),
	num("rating", 8, (l) => l.rating),
	num("review_count", 12, (l) => l.reviewCount),
	...Array.from({ length: EMAIL_COLUMNS }, (_, i) => [
		text(`email_${i + 1}`, 28, (l) => l.emails?.[i]?.address),
		text(`email_${i + 1}_status`, 14, (l) => l.emails?.[i]?.status),
	]).flat(),
	...SOCIAL_NETWORKS.map((n) => text(n, 30, (l) => social(l, n))),
	text("locality", 16, (l) => l.locality),
	text("country", 8, (l) => l.country),
	num("latitude", 11, (l) => l.latitude),
	num("longitude", 11, (l) => l.longitude),
	// What the place shows beside the position; the account's own columns (status, tags, note) stay last.
	text("phone_e164", 18, (l) => l.phoneE164),
	text("street", 28, (l) => l.addressParts?.street),
	text("postal_code", 11, (l) => l.addressParts?.postalCode),
	text("region", 16, (l) => l.addressParts?.region),
	text("timezone", 20, (l) => l.timezone),
	text("business_status", 18, (l) => l.businessStatus),
	text("opening_hours", 60, (l) => openingHoursText(l.openingHours)),
	text("price_range", 8, (l) => l.priceRange),
	text("description", 40, (l) => l.description),
	num("photo_count", 11, (l) => l.photoCount),
	text("photo_urls", 60, (l) => photoUrlsText(l.photos)),
	text("popular_times", 60, (l) => popularTimesText(l.popularTimes)),
	text("provider", 9, (l) => l.provider),
	text("provider_business_id", 22, (l) => l.providerBusinessId),
	text("cid", 22, (l) => l.cid),
	text("place_id", 30, (l) => l.placeId),
	text("search_id", 38, (l) => l.searchId),
	text("created_at", 24, (l) => l.createdAt),
	text("status", 11, (l) => l.status),
	text("tags", 28, (l) => l.tags?.join("; ")),
	text("note", 40, (l) => l.note),
];

/** What a spreadsheet reads as the start of a formula: =, +, -, @, a tab or a carriage return. */
export const FORMULA_STARTS = ["=", "+", "-", "@", "\t", "\r"];

/** A text cell that starts like a formula is kept as text with a leading apostrophe. */
export function neutralise(value: CellValue): CellValue {
	if (typeof value !== "string") return value;
	return value.length > 0 && FORMULA_STARTS.includes(value[0]) ? `'${value}` : value;
}

export function rowOf(lead: Lead): CellValue[] {
	return LEAD_COLUMNS.map((c) => neutralise(c.value(lead) ?? null));
}
