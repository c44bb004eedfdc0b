import { obj, parseJsonObject } from "../framework/json";
import { parsePlacesApiPlace, PLACES_FIELD_MASK } from "./places-api";
import { placesApiHours } from "./opening-hours";
import type { GooglePlace, OpeningHoursDay } from "./types";

/** Google's official Places API (New) Place Details, `GET /v1/places/{placeId}` (the lookup when GOOGLE_PLACES_API_KEY is set). */

export const PLACES_DETAILS_PATH = "/v1/places/";

/** Details takes the search mask's fields without their `places.` prefix, plus the week's hours. */
export const PLACE_DETAILS_FIELD_MASK = PLACES_FIELD_MASK.split(",")
	.filter((f) => f.startsWith("places."))
	.map((f) => f.slice("places.".length))
	.concat("regularOpeningHours", "currentOpeningHours")
	.join(",");
/** Reviews bill at a higher tier: asked for only by the reviews call. Google returns at most five. */
export const PLACE_REVIEWS_FIELD_MASK = "id,reviews";

export interface PlaceDetails {
	place: GooglePlace | null;
	/** the answer was not a JSON object */
	malformed: boolean;
}

export interface PlacesApiReview {
	id: string;
	rating: number | null;
	text: string | null;
	language: string | null;
	publishedAt: string | null;
	authorName: string | null;
}

/** A `ChIJ…` (or other Places API) id rather than a decimal CID. */
export function isPlaceId(id: string): boolean {
	return /^[A-Za-z0-9_-]{10,300}$/.test(id) && !/^\d+$/.test(id);
}

/** `GET <base>/v1/places/<placeId>?languageCode=` with the key and the field mask (billing follows the mask). */
export function buildPlaceDetailsRequest(
	base: string,
	apiKey: string,
	placeId: string,
	fieldMask = PLACE_DETAILS_FIELD_MASK,
	lang = "en",
): { url: string; headers: Record<string, string> } {
	return {
		url: `${base.replace(/\/+$/, "")}${PLACES_DETAILS_PATH}${encodeURIComponent(placeId)}?languageCode=${encodeURIComponent(lang)}`,
		headers: { "X-Goog-Api-Key": apiKey, "X-Goog-FieldMask": fieldMask },
	};
}

function text(v: unknown): string | null {
	if (typeof v !== "string") return null;
	const t = v.replace(/[\u00a0\u2009\u202f]/g, " ").trim();
	return t === "" ? null : t;
}

/** `regularOpeningHours.weekdayDescriptions` ("Monday: 9:00 AM – 1:00 PM, 2:00 – 6:00 PM") as day and slots. */
function weekdayHours(place: Record<string, unknown>): OpeningHoursDay[] {
	const lines = obj(place.regularOpeningHours)?.weekdayDescriptions;
	if (!Array.isArray(lines)) return [];
	return lines.flatMap((line): OpeningHoursDay[] => {
		const t = text(line);
		const colon = t?.indexOf(":") ?? -1;
		if (!t || colon <= 0) return [];
		const slots = t
			.slice(colon + 1)
			.split(",")
			.map((s) => s.trim())
			.filter(Boolean);
		return [{ day: t.slice(0, colon).trim(), hours: slots }];
	});
}

/** A Place Details answer: the Place object itself. */
export function parsePlaceDetails(body: string): PlaceDetails {
	const data = parseJsonObject(body);
	if (!data) return { place: null, malformed: true };
	const place = parsePlacesApiPlace(data);
	if (place) {
		place.openingHours = weekdayHours(data);
		place.hours = placesApiHours(data);
	}
	return { place, malformed: false };
}

/**
 * The (at most five) `reviews` of a Place Details answer; Google's API carries no owner replies. `recognised`
 * false when the answer is no JSON object, or has reviews none of which reads as one (a layout the parser does not know).
 */
export function parsePlaceDetailsReviews(body: string): { reviews: PlacesApiReview[]; recognised: boolean } {
	const data = parseJsonObject(body);
	const raw = data?.reviews;
	if (!Array.isArray(raw)) return { reviews: [], recognised: data !== null };
	const reviews = readPlaceDetailsReviews(raw);
	return { reviews, recognised: reviews.length > 0 || raw.length === 0 };
}

function readPlaceDetailsReviews(reviews: unknown[]): PlacesApiReview[] {
	return reviews.flatMap((raw): PlacesApiReview[] => {
		const r = obj(raw);
		const id = text(r?.name);
		if (!r || !id) return [];
		const original = obj(r.originalText) ?? obj(r.text);
		const rating = typeof r.rating === "number" && r.rating >= 1 && r.rating <= 5 ? r.rating : null;
		const published = text(r.publishTime);
		return [
			{
				id,
				rating,
				text: text(original?.text),
				language: text(original?.languageCode),
				publishedAt: published && !Number.isNaN(Date.parse(published)) ? new Date(published).toISOString() : null,
				authorName: text(obj(r.authorAttribution)?.displayName),
			},
		];
	});
}
